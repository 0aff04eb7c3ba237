"""Hot statements run by the database driver itself: asyncpg prepared statements on PostgreSQL.

SQLAlchemy's execution of a Core statement (the compiled-cache lookup, parameter and result
processing, a greenlet hop and the result object) costs about 0.1 ms beyond asyncpg's own work,
a large share of a request that runs one or two short statements. A PreparedQuery is compiled
once, when it is defined, for asyncpg's numbered parameters; asyncpg prepares it once per
connection (its statement cache) and afterwards only binds and executes it.

What is skipped, so the statements must not need it:

- type processing: parameters go to asyncpg as they are (ints and strings here), and rows come
  back as asyncpg decodes them, which for these columns is what SQLAlchemy would give (aware UTC
  datetimes; JSON decoded by the codec SQLAlchemy installs on every connection);
- ORM events, so no tenant criteria: only statements that read no tenant data, or that name the
  workspace themselves, belong here.

On SQLite the statement runs through SQLAlchemy as usual.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import asyncpg
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.sql import Select

_ASYNCPG = make_url("postgresql+asyncpg://").get_dialect()()
# What asyncpg raises when the connection is gone or the server is going away.
_DISCONNECTS = (
    asyncpg.PostgresConnectionError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.OperatorInterventionError,
    OSError,
)
# SQLAlchemy's own statement log, so that turning SQL logging on (echo, or this logger at INFO)
# shows these statements too, as it shows every other.
_SQL_LOG = logging.getLogger("sqlalchemy.engine.Engine")


class PreparedQuery:
    """A Core select, run as an asyncpg prepared statement on PostgreSQL."""

    def __init__(self, statement: Select[*tuple[Any, ...]]) -> None:
        self.statement = statement
        # Values SQLAlchemy writes into the text at execution (such as the separator of
        # aggregate_strings) are written now; the parameters left are numbered.
        compiled = statement.compile(dialect=_ASYNCPG)
        expanded = compiled.construct_expanded_state(compiled.params)
        self.sql = expanded.statement
        self._names = tuple(expanded.positiontup or ())
        # Values the statement carries itself, such as a LIMIT.
        self._defaults = {name: value for name, value in compiled.params.items() if value is not None}

    async def fetch(self, connection: AsyncConnection, **params: Any) -> Sequence[Sequence[Any]]:
        """The rows, read on `connection` as it is: in its transaction if one is open, else alone.

        On PostgreSQL the statement goes to the asyncpg connection under `connection` (the same
        connection, so the same transaction when there is one). Outside a transaction it runs on
        its own, without the round trips of BEGIN and ROLLBACK. On SQLite, a transaction that
        SQLAlchemy begins for it is ended again, so that a session can take the connection over.
        """
        if connection.dialect.name == "postgresql":
            driver: Any = (await connection.get_raw_connection()).driver_connection  # asyncpg's, untyped
            values = {**self._defaults, **params}
            arguments = [values[name] for name in self._names]
            if _SQL_LOG.isEnabledFor(logging.INFO):
                _SQL_LOG.info("%s", self.sql)
                _SQL_LOG.info("[asyncpg prepared statement] %r", tuple(arguments))
            try:
                rows: Sequence[Sequence[Any]] = await driver.fetch(self.sql, *arguments)
            except _DISCONNECTS:
                # SQLAlchemy never saw this statement: tell it the connection is broken, so the pool
                # drops it instead of handing it to the next request (decision database_unavailable).
                await connection.invalidate()
                raise
            return rows
        began = not connection.in_transaction()
        rows = (await connection.execute(self.statement, params)).all()
        if began:
            await connection.rollback()
        return rows
