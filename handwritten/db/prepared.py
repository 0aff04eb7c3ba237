"""Hot statements run by the database driver itself: asyncpg's prepared statements, or one hand-off to SQLite's thread.

SQLAlchemy's execution of a Core statement (the compiled-cache lookup, parameter and result
processing, a greenlet hop and the result object) is work beyond the driver's own, and a large
share of a request that runs one or two short statements. A PreparedQuery is compiled once, when
it is defined, for each dialect: for asyncpg's numbered parameters, which asyncpg prepares once
per connection (its statement cache) and afterwards only binds and executes; for SQLite's
question marks, run in one hand-off to the connection's thread (db/sqlite_driver.py).

What is skipped, so the statements must not need it:

- parameter processing: parameters go to the driver as they are (ints and strings here);
- on PostgreSQL, result processing: rows come back as asyncpg decodes them, which for these
  columns is what SQLAlchemy would give (aware UTC datetimes; JSON decoded by the codec
  SQLAlchemy installs on every connection). SQLite stores datetimes and JSON as text: its rows
  go through the columns' result processors, resolved when the statement is compiled;
- ORM events, so no tenant criteria: only statements that read no tenant data belong here. A
  PreparedQuery refuses, when it is defined, a statement that reads a tenant table, unless the
  table is named in `tenant_reads`, which says the statement names the workspace itself (as
  authentication does, which is what decides the workspace).

Rows come back as mappings from each column's label (so the select must label what it names
twice), never by position.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import asyncpg
from sqlalchemy import Table
from sqlalchemy.dialects.postgresql.asyncpg import AsyncAdapt_asyncpg_dbapi
from sqlalchemy.engine import Dialect, make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.sql import Select
from sqlalchemy.sql.util import find_tables
from sqlalchemy.types import TypeEngine

from handwritten.db.sqlite_driver import OneHopConnection
from handwritten.db.tables import TENANT_TABLES

_ASYNCPG = make_url("postgresql+asyncpg://").get_dialect()()
_SQLITE = make_url("sqlite+aiosqlite://").get_dialect()()
# What asyncpg raises when the connection is gone or the server is going away.
_DISCONNECTS = (
    asyncpg.PostgresConnectionError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.OperatorInterventionError,
    OSError,
)
# The base of the errors SQLAlchemy's asyncpg adapter raises for asyncpg's (their cause).
_ADAPTER_ERROR = AsyncAdapt_asyncpg_dbapi.Error
# SQLAlchemy's own statement log, so that turning SQL logging on (echo, or this logger at INFO)
# shows these statements too, as it shows every other.
_SQL_LOG = logging.getLogger("sqlalchemy.engine.Engine")


class PreparedQuery:
    """A Core select run on the driver: an asyncpg prepared statement, or one hand-off to SQLite's thread."""

    def __init__(self, statement: Select[*tuple[Any, ...]], *, tenant_reads: Iterable[str] = ()) -> None:
        self.statement = statement
        unscoped = (tables_read(statement) & TENANT_TABLES) - frozenset(tenant_reads)
        if unscoped:
            raise TypeError(
                f"a prepared statement bypasses tenancy, so it may not read the tenant tables {sorted(unscoped)}; "
                "run it through the request's session, or name them in tenant_reads if it names the workspace itself"
            )
        self.labels = tuple(str(column.key) for column in statement.selected_columns)
        if len(set(self.labels)) != len(self.labels):
            raise ValueError(f"the prepared statement's columns need distinct labels: {list(self.labels)}")
        self._plans = {
            "postgresql": _Plan.of(statement, _ASYNCPG, processed=False),
            "sqlite": _Plan.of(statement, _SQLITE, processed=True),
        }

    async def fetch(self, connection: AsyncConnection, **params: Any) -> Sequence[Mapping[str, Any]]:
        """The rows, by column label, read on `connection` as it is: in its transaction if one is open, else alone.

        The statement goes to the driver's connection under `connection` (the same connection, so
        the same transaction when there is one). Outside a transaction it runs on its own, without
        the round trips of BEGIN and ROLLBACK.
        """
        plan = self._plans[connection.dialect.name]
        values = {**plan.defaults, **params}
        records = await run_on_driver(connection, plan.sql, [values[name] for name in plan.names])
        if plan.results is None:
            return [dict(record) for record in records]  # asyncpg names each value by its column's label
        return [dict(zip(self.labels, processed(record, plan.results), strict=True)) for record in records]


# The columns of a row whose values their type's result processor turns into Python's (by position).
ResultProcessors = tuple[tuple[int, Callable[[Any], Any]], ...]


def result_processors(types: Iterable[TypeEngine[Any]], dialect: Dialect) -> ResultProcessors:
    """The result processors SQLAlchemy would apply to columns of `types` read through `dialect`.

    Raises TypeError for a type whose processor needs the cursor's own description (an untyped numeric).
    """
    each = [type_.dialect_impl(dialect).result_processor(dialect, None) for type_ in types]
    return tuple((index, process) for index, process in enumerate(each) if process is not None)


def processed(record: Sequence[Any], results: ResultProcessors) -> tuple[Any, ...]:
    """`record`'s values, those of `results`'s columns processed."""
    if not results:
        return tuple(record)
    values = list(record)
    for index, process in results:
        values[index] = process(values[index])
    return tuple(values)


@dataclass(frozen=True, slots=True)
class _Plan:
    """A statement compiled for one dialect's driver."""

    sql: str
    names: tuple[str, ...]  # the parameters, in the order the driver takes them
    defaults: Mapping[str, Any]  # values the statement carries itself, such as a LIMIT
    results: ResultProcessors | None  # None: the driver's values are SQLAlchemy's already (asyncpg)

    @classmethod
    def of(cls, statement: Select[*tuple[Any, ...]], dialect: Dialect, *, processed: bool) -> _Plan:
        # Values SQLAlchemy writes into the text at execution (such as the separator of
        # aggregate_strings) are written now; the parameters left are positional.
        compiled = statement.compile(dialect=dialect)
        expanded = compiled.construct_expanded_state(compiled.params)
        types = (column.type for column in statement.selected_columns)
        return cls(
            expanded.statement,
            tuple(expanded.positiontup or ()),
            {name: value for name, value in compiled.params.items() if value is not None},
            result_processors(types, dialect) if processed else None,
        )


async def run_on_driver(
    connection: AsyncConnection, sql: str, arguments: Sequence[Any], *, in_transaction: bool = False
) -> list[Any]:
    """The records of `sql` (the dialect's positional parameters) run by the driver on `connection`.

    `in_transaction`: in the transaction SQLAlchemy has begun on `connection`. Its asyncpg
    adapter sends BEGIN only before its first statement; when no statement has run yet, it is
    begun here as the adapter would begin it (SettingConnection sends the row-level security
    settings with it), so that the statement and the session's later ones share it. SQLite's
    driver begins a transaction only before a write, so a read runs the same in one or not.
    """
    fairy = await connection.get_raw_connection()
    if connection.dialect.name == "sqlite":
        return await _run_on_sqlite(connection, fairy.dbapi_connection, sql, arguments)
    driver: Any = fairy.driver_connection  # asyncpg's, untyped
    with _statement_events(connection, sql, arguments):
        try:
            if not in_transaction:
                records: list[Any] = await driver.fetch(sql, *arguments)
            else:
                # SQLAlchemy's asyncpg adapter (dialects/postgresql/asyncpg.py, _prepare_and_execute):
                # one statement at a time, and its transaction begun before the first.
                adapter: Any = fairy.dbapi_connection
                async with adapter._execute_mutex:
                    if adapter._transaction is None:
                        await adapter._start_transaction()
                    records = await driver.fetch(sql, *arguments)
        except Exception as error:
            # The adapter's own calls (BEGIN) raise its translations of asyncpg's errors, the driver's
            # calls asyncpg's own. SQLAlchemy never saw this statement: a broken connection is told to
            # it, so the pool drops it instead of handing it to the next request, and the error is
            # wrapped as SQLAlchemy wraps its statements' (DBAPIError), which the app renders
            # (decisions database_unavailable, contended_requests).
            adapted = isinstance(error, _ADAPTER_ERROR)
            gone = isinstance(error.__cause__ if adapted else error, _DISCONNECTS)
            if gone:
                await connection.invalidate()
            if adapted:
                raise DBAPIError.instance(
                    sql, tuple(arguments), error, _ADAPTER_ERROR, connection_invalidated=gone
                ) from error
            raise
    return records


@contextmanager
def _statement_events(connection: AsyncConnection, sql: str, arguments: Sequence[Any]) -> Iterator[None]:
    """Around a statement SQLAlchemy does not execute: its log lines and cursor events, as it would have them.

    SQLAlchemy's own statement log shows these statements too when SQL logging is on (echo, or
    its logger at INFO), and listeners of the engine's statements (tests counting them, timings)
    see them, with no cursor and no execution context, as SQLAlchemy's events allow.
    """
    if _SQL_LOG.isEnabledFor(logging.INFO):
        _SQL_LOG.info("%s", sql)
        _SQL_LOG.info("[%s, run on the driver] %r", connection.dialect.name, tuple(arguments))
    events: Any = connection.sync_connection.dispatch if connection.sync_connection is not None else None
    if events is not None and events.before_cursor_execute:
        events.before_cursor_execute(connection.sync_connection, None, sql, tuple(arguments), None, False)
    yield
    if events is not None and events.after_cursor_execute:
        events.after_cursor_execute(connection.sync_connection, None, sql, tuple(arguments), None, False)


async def _run_on_sqlite(connection: AsyncConnection, adapter: Any, sql: str, arguments: Sequence[Any]) -> list[Any]:
    """run_on_driver on SQLite: one hand-off to the connection's thread (db/sqlite_driver.py)."""
    if not isinstance(adapter, OneHopConnection):
        raise TypeError(f"statements run on SQLite's driver need the engine's OneHopDBAPI, not {type(adapter)}")
    with _statement_events(connection, sql, arguments):
        try:
            rows: list[Any] = await adapter.fetch(sql, arguments)
        except sqlite3.Error as error:  # as SQLAlchemy wraps its statements' errors, which the app renders
            raise DBAPIError.instance(sql, tuple(arguments), error, sqlite3.Error) from error
    return rows


def tables_read(statement: Select[*tuple[Any, ...]]) -> frozenset[str]:
    """The names of the tables a statement reads, subqueries included."""
    return frozenset(
        table.name
        for table in find_tables(statement, include_joins=True, include_selects=True)
        if isinstance(table, Table)
    )
