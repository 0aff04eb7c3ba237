"""Hot statements run by the database driver itself: asyncpg prepared statements on PostgreSQL.

SQLAlchemy's execution of a Core statement (the compiled-cache lookup, parameter and result
processing, a greenlet hop and the result object) is work beyond asyncpg's own, and a large
share of a request that runs one or two short statements. A PreparedQuery is compiled
once, when it is defined, for asyncpg's numbered parameters; asyncpg prepares it once per
connection (its statement cache) and afterwards only binds and executes it.

What is skipped, so the statements must not need it:

- type processing: parameters go to asyncpg as they are (ints and strings here), and rows come
  back as asyncpg decodes them, which for these columns is what SQLAlchemy would give (aware UTC
  datetimes; JSON decoded by the codec SQLAlchemy installs on every connection);
- ORM events, so no tenant criteria: only statements that read no tenant data belong here. A
  PreparedQuery refuses, when it is defined, a statement that reads a tenant table, unless the
  table is named in `tenant_reads`, which says the statement names the workspace itself (as
  authentication does, which is what decides the workspace).

Rows come back as mappings from each column's label (so the select must label what it names
twice), never by position. On SQLite the statement runs through SQLAlchemy as usual.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import asyncpg
from sqlalchemy import Table
from sqlalchemy.dialects.postgresql.asyncpg import AsyncAdapt_asyncpg_dbapi
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.sql import Select
from sqlalchemy.sql.util import find_tables

from handwritten.db.tables import TENANT_TABLES

_ASYNCPG = make_url("postgresql+asyncpg://").get_dialect()()
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
    """A Core select, run as an asyncpg prepared statement on PostgreSQL."""

    def __init__(self, statement: Select[*tuple[Any, ...]], *, tenant_reads: Iterable[str] = ()) -> None:
        self.statement = statement
        unscoped = (tables_read(statement) & TENANT_TABLES) - frozenset(tenant_reads)
        if unscoped:
            raise TypeError(
                f"a prepared statement bypasses tenancy, so it may not read the tenant tables {sorted(unscoped)}; "
                "run it through the request's session, or name them in tenant_reads if it names the workspace itself"
            )
        labels = [column.key for column in statement.selected_columns]
        if len(set(labels)) != len(labels):
            raise ValueError(f"the prepared statement's columns need distinct labels: {labels}")
        # Values SQLAlchemy writes into the text at execution (such as the separator of
        # aggregate_strings) are written now; the parameters left are numbered.
        compiled = statement.compile(dialect=_ASYNCPG)
        expanded = compiled.construct_expanded_state(compiled.params)
        self.sql = expanded.statement
        self._names = tuple(expanded.positiontup or ())
        # Values the statement carries itself, such as a LIMIT.
        self._defaults = {name: value for name, value in compiled.params.items() if value is not None}

    async def fetch(self, connection: AsyncConnection, **params: Any) -> Sequence[Mapping[str, Any]]:
        """The rows, by column label, read on `connection` as it is: in its transaction if one is open, else alone.

        On PostgreSQL the statement goes to the asyncpg connection under `connection` (the same
        connection, so the same transaction when there is one). Outside a transaction it runs on
        its own, without the round trips of BEGIN and ROLLBACK. On SQLite, a transaction that
        SQLAlchemy begins for it is ended again, so that a session can take the connection over.
        """
        if connection.dialect.name == "postgresql":
            values = {**self._defaults, **params}
            records = await run_on_driver(connection, self.sql, [values[name] for name in self._names])
            return [dict(record) for record in records]  # asyncpg names each value by its column's label
        began = not connection.in_transaction()
        rows = [dict(row._mapping) for row in (await connection.execute(self.statement, params)).all()]
        if began:
            await connection.rollback()
        return rows


async def run_on_driver(
    connection: AsyncConnection, sql: str, arguments: Sequence[Any], *, in_transaction: bool = False
) -> list[Any]:
    """The records of `sql` (asyncpg's numbered parameters) run by asyncpg on `connection`.

    `in_transaction`: in the transaction SQLAlchemy has begun on `connection`. Its asyncpg
    adapter sends BEGIN only before its first statement; when no statement has run yet, it is
    begun here as the adapter would begin it (SettingConnection sends the row-level security
    settings with it), so that the statement and the session's later ones share it.
    """
    fairy = await connection.get_raw_connection()
    driver: Any = fairy.driver_connection  # asyncpg's, untyped
    if _SQL_LOG.isEnabledFor(logging.INFO):
        _SQL_LOG.info("%s", sql)
        _SQL_LOG.info("[asyncpg prepared statement] %r", tuple(arguments))
    # Listeners of the engine's statements (tests counting them, timings) see these as well; they
    # get no cursor and no execution context, as SQLAlchemy's events allow.
    events: Any = connection.sync_connection.dispatch if connection.sync_connection is not None else None
    if events is not None and events.before_cursor_execute:
        events.before_cursor_execute(connection.sync_connection, None, sql, tuple(arguments), None, False)
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
    if events is not None and events.after_cursor_execute:
        events.after_cursor_execute(connection.sync_connection, None, sql, tuple(arguments), None, False)
    return records


def tables_read(statement: Select[*tuple[Any, ...]]) -> frozenset[str]:
    """The names of the tables a statement reads, subqueries included."""
    return frozenset(
        table.name
        for table in find_tables(statement, include_joins=True, include_selects=True)
        if isinstance(table, Table)
    )
