"""JSON containment, the meaning of the `contains` lookup on JSON fields, alike on both databases.

PostgreSQL has it built in (jsonb's @>); SQLite has none, so a function with the same rules is
registered on every SQLite connection:

- an object contains another when it has each of its keys, with a value containing that key's;
- an array contains another when each of the other's elements is contained in one of its own;
- at the top level, an array contains a scalar that is one of its elements;
- scalars contain only an equal scalar (true is not 1).
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from sqlalchemy import Boolean, ColumnElement, String, event, literal
from sqlalchemy.dialects.sqlite.aiosqlite import AsyncAdapt_aiosqlite_connection
from sqlalchemy.engine import Engine
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler

SQLITE_FUNCTION = "canopy_json_contains"


def contains(container: Any, contained: Any, *, top: bool = True) -> bool:
    """PostgreSQL's jsonb containment (container @> contained) on decoded JSON."""
    if isinstance(contained, dict):
        return isinstance(container, dict) and all(
            key in container and contains(container[key], value, top=False) for key, value in contained.items()
        )
    if isinstance(contained, list):
        return isinstance(container, list) and all(
            any(contains(element, wanted, top=False) for element in container) for wanted in contained
        )
    if isinstance(container, list) and top:
        return any(_same_scalar(element, contained) for element in container)
    return _same_scalar(container, contained)


def _same_scalar(a: Any, b: Any) -> bool:
    if isinstance(a, dict | list) or isinstance(b, dict | list):
        return False
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return bool(a == b)


class JsonContains(ColumnElement[bool]):
    """`column` contains `value` (a decoded JSON value), as a condition."""

    inherit_cache = True
    type = Boolean()

    def __init__(self, column: ColumnElement[Any], value: Any) -> None:
        self.column = column
        self.value = literal(json.dumps(value, sort_keys=True), String())


@compiles(JsonContains, "postgresql")
def _on_postgresql(element: JsonContains, compiler: SQLCompiler, **kw: Any) -> str:
    column, value = compiler.process(element.column, **kw), compiler.process(element.value, **kw)
    return f"(CAST({column} AS JSONB) @> CAST({value} AS JSONB))"


@compiles(JsonContains)
def _on_sqlite(element: JsonContains, compiler: SQLCompiler, **kw: Any) -> str:
    column, value = compiler.process(element.column, **kw), compiler.process(element.value, **kw)
    return f"({SQLITE_FUNCTION}({column}, {value}) = 1)"


def _sqlite_contains(container: str | None, contained: str | None) -> int | None:
    if container is None or contained is None:
        return None
    return int(contains(json.loads(container), json.loads(contained)))


@event.listens_for(Engine, "connect")
def _register_on_sqlite(dbapi_connection: Any, record: Any) -> None:
    # Every engine of the process, so that any SQLite connection understands JsonContains.
    if isinstance(dbapi_connection, (sqlite3.Connection, AsyncAdapt_aiosqlite_connection)):
        dbapi_connection.create_function(SQLITE_FUNCTION, 2, _sqlite_contains, deterministic=True)
