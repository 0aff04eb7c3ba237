"""Rows read into response values: every column of a page read at once, JSON columns read as
text and decoded once, and times as a response's JSON shows them where no model types them."""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable
from datetime import datetime
from typing import Any

import pydantic_core
from sqlalchemy import ColumnElement, Text, cast

__all__ = ["as_text", "json_as_text", "json_from_text", "mappings", "timestamp"]


def mappings(rows: Iterable[Any]) -> list[dict[str, Any]]:
    """Each row as a dict of its columns by name, as `row._mapping` reads them, all read at once.

    SQLAlchemy's RowMapping, and a Row's attributes, look the name up at each access, where
    unpacking the row into a dict once costs a fraction of that per column; a page reads
    thousands (measured: git log -p bench/README.md, "Rows read once"). Every column needs a name of its own: a select
    naming two alike would keep one, where RowMapping refuses both.
    """
    rows = list(rows)
    if not rows:
        return []
    names = rows[0]._fields
    return [dict(zip(names, row, strict=True)) for row in rows]


def json_as_text(column: Any, label: str) -> ColumnElement[str]:
    """A JSON column read as its text, labelled: the driver does not decode it then, so a page can
    decode each distinct text once (orders) or use it as a key (runtime/rendered.py)."""
    return cast(column, Text).label(label)


def as_text(columns: Iterable[Any], labels: Collection[str]) -> tuple[Any, ...]:
    """Labelled `columns` (a generated select list, say), those labelled one of `labels` (JSON
    columns) read as their text, under the same labels."""
    return tuple(json_as_text(column.element, column.name) if column.name in labels else column for column in columns)


def json_from_text(text: str | None) -> Any:
    """A JSON column read as text (json_as_text), decoded."""
    if text is None:
        return None
    try:
        return pydantic_core.from_json(text)
    except ValueError:  # what its parser refuses and json takes (a lone surrogate escape)
        return json.loads(text)


def timestamp(moment: datetime) -> str:
    """A UTC time as a response's JSON shows it where no model types it: ISO 8601 with Z."""
    return moment.isoformat().replace("+00:00", "Z")
