"""DRF's OrderingFilter: the query's ordering terms, then a tie-breaker for stable pages."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import (
    ColumnElement,
    SQLColumnExpression,
)

from handwritten.runtime.filtering.fields import FieldMap, S, _element, _tables
from handwritten.runtime.querystring import OrderingTerm


def ordered(
    select: S,
    ordering_terms: Iterable[OrderingTerm],
    fields: FieldMap,
    tie_breaker: Sequence[SQLColumnExpression[Any]] | None = None,
) -> S:
    """`select` ordered by the terms, left to right, then by `tie_breaker` ascending for stable pages.

    `tie_breaker` defaults to the primary key of the FieldMap's entity; a tie-breaker column that
    an ordering term already names is not repeated; pass () for none, or the grouped columns of
    a grouped statement, which has no primary key. Appends to any ORDER BY the statement has.

    NULLs sort last ascending and first descending on both databases: PostgreSQL's default, which
    SQLite (NULLs smallest) is told explicitly. NOT NULL columns get no NULLS clause, so that
    SQLite can still walk an index for them.
    """
    keys: list[ColumnElement[Any]] = []
    for term in ordering_terms:
        field = fields._field(term.path)
        if field.chain or field.column is None:
            raise ValueError(f"cannot order by {term.name!r}: {term.path!r} goes through a to-many relation")
        select = fields._joined(select, field.tables)
        keys.append(field.column)
        select = select.order_by(_sort_key(fields, field.column, term.descending))
    for expression in fields.primary_key if tie_breaker is None else tie_breaker:
        column = _element(expression)
        if not any(column._deannotate().compare(key._deannotate()) for key in keys):
            select = fields._joined(select, _tables(column))
            select = select.order_by(_sort_key(fields, column, False))
    return select


def _sort_key(fields: FieldMap, column: ColumnElement[Any], descending: bool) -> ColumnElement[Any]:
    if not fields._nullable(column):
        return column.desc() if descending else column.asc()
    return column.desc().nulls_first() if descending else column.asc().nulls_last()
