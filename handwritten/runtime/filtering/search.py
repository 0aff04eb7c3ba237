"""DRF's SearchFilter: every term occurs (icontains) in at least one of the search fields."""

from __future__ import annotations

import re
from collections.abc import Iterable

from sqlalchemy import (
    ColumnElement,
    or_,
)

from handwritten.runtime.filtering.fields import FieldMap, Path, S, _Resolved
from handwritten.runtime.filtering.lookups import _as_text

_TERM = re.compile(r'"([^"]*)"|\'([^\']*)\'|([^\s,]+)')


def search_terms(search: str | None) -> list[str]:
    """DRF's search terms: whitespace- or comma-separated; a whole quoted phrase stays one term."""
    if not search:
        return []
    return [term for match in _TERM.finditer(search) if (term := next(g for g in match.groups() if g is not None))]


def searched(select: S, search: str | None, search_paths: Iterable[Path], fields: FieldMap) -> S:
    """DRF's SearchFilter: every term occurs (icontains) in at least one of the search fields.

    A term matches through a to-many relation when it occurs in one of the related rows; the
    search fields under the same to-many prefix share one EXISTS per term.
    """
    terms = search_terms(search)
    resolved = [fields._field(tuple(path)) for path in search_paths]
    if not terms or not resolved:
        return select
    for field in resolved:
        if field.column is None:
            raise ValueError(f"search field {field.path!r} is a to-many relation, not a text field")
        if not field.chain:
            select = fields._joined(select, field.tables)
    groups: dict[tuple[Path, ...], list[_Resolved]] = {}
    for field in resolved:
        groups.setdefault(tuple(rel.prefix for rel in field.chain), []).append(field)
    for term in terms:
        matches: list[ColumnElement[bool]] = []
        for chain, group in groups.items():
            found = [_as_text(f.column).icontains(term, autoescape=True) for f in group if f.column is not None]
            if not chain:
                matches.extend(found)
            else:
                tables = frozenset().union(*(f.tables for f in group))
                matches.append(fields._through(group[0], or_(*found), tables=tables))
        select = select.where(or_(*matches))
    return select
