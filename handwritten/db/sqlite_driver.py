"""SQLite's driver as the engine uses it: one hand-off to aiosqlite's thread per statement.

aiosqlite runs each sqlite3 call of a connection on a thread of its own, and each call is a
hand-off: the call queued to the thread, the thread woken, the result sent back to the event
loop, the loop woken. SQLAlchemy's aiosqlite adapter makes four per statement (the cursor made,
the statement executed, its rows fetched, the cursor closed) and one per COMMIT or ROLLBACK,
even when no transaction is open: a pooled connection is rolled back each time it returns to
the pool, and a read outside a transaction is followed by one. A request reading two rows made
eleven, which cost more than the statements (docs/performance.md has the profile).

Here a statement is one hand-off: a function run on the thread makes the cursor, executes the
statement, fetches its rows and closes the cursor, and the adapter keeps what SQLAlchemy reads
afterwards (the description, the row count, the last row id). COMMIT and ROLLBACK are skipped
when SQLite has no transaction open (sqlite3's `in_transaction`, which sqlite3 itself consults
to make them no-ops), so they cost nothing outside one. Everything else is SQLAlchemy's adapter:
the connection's lock around each statement, the translation of errors, server-side cursors.

The engine takes it as its DBAPI module (Database, `module=`); the URL stays `sqlite+aiosqlite`.
"""

from __future__ import annotations

import collections
import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, cast

import aiosqlite
from sqlalchemy.connectors.asyncio import AsyncAdapt_dbapi_connection
from sqlalchemy.dialects.sqlite.aiosqlite import (
    AsyncAdapt_aiosqlite_connection,
    AsyncAdapt_aiosqlite_cursor,
    AsyncAdapt_aiosqlite_dbapi,
)
from sqlalchemy.util import EMPTY_DICT
from sqlalchemy.util.concurrency import await_

# What one statement leaves: its description, row count, last row id and rows (None: it has none).
_Outcome = tuple[Any, int, Any, list[Any] | None]


def _run(connection: sqlite3.Connection, many: bool, sql: str, parameters: Any) -> _Outcome:
    """On aiosqlite's thread: the whole of one statement."""
    cursor = connection.cursor()
    try:
        if many:
            cursor.executemany(sql, parameters)
        elif parameters is None:
            cursor.execute(sql)
        else:
            cursor.execute(sql, parameters)
        description = cursor.description
        rows = cursor.fetchall() if description else None
        return description, cursor.rowcount, cursor.lastrowid, rows
    finally:
        cursor.close()


class OneHopCursor(AsyncAdapt_aiosqlite_cursor):
    """A cursor whose statement, rows included, is read in one hand-off (no aiosqlite cursor kept)."""

    __slots__ = ("_description", "_rowcount", "_lastrowid", "_arraysize")

    def __init__(self, adapt_connection: AsyncAdapt_dbapi_connection) -> None:
        self._adapt_connection = adapt_connection
        self._connection = adapt_connection._connection
        self._cursor = None  # type: ignore[assignment]  # nothing on the thread between statements
        self._soft_closed_memoized = EMPTY_DICT
        self._rows = collections.deque()
        self._description: Any = None
        self._rowcount = -1
        self._lastrowid: Any = None
        self._arraysize = 1  # sqlite3's default

    @property
    def description(self) -> Any:
        return self._description

    @property
    def rowcount(self) -> int:
        return self._rowcount

    @property
    def lastrowid(self) -> Any:
        return self._lastrowid

    @property
    def arraysize(self) -> int:
        return self._arraysize

    @arraysize.setter
    def arraysize(self, value: int) -> None:
        self._arraysize = value

    async def _hand_off(self, many: bool, operation: Any, parameters: Any) -> None:
        adapter: OneHopConnection = self._adapt_connection  # type: ignore[assignment]
        self._description, self._rowcount, self._lastrowid, rows = await adapter.run(many, operation, parameters)
        self._rows = collections.deque(rows) if rows else collections.deque()

    async def _execute_async(self, operation: Any, parameters: Any) -> None:
        await self._hand_off(False, operation, parameters)

    async def _executemany_async(self, operation: Any, seq_of_parameters: Sequence[Any]) -> None:
        await self._hand_off(True, operation, seq_of_parameters)

    async def _async_soft_close(self) -> None:
        return None  # the statement's cursor is closed already; the rows stay for reading

    def close(self) -> None:
        self._rows.clear()

    def nextset(self) -> None:
        raise NotImplementedError("SQLite has one result set per statement")

    def setinputsizes(self, *inputsizes: Any) -> None:
        return None  # sqlite3's is a no-op


class OneHopConnection(AsyncAdapt_aiosqlite_connection):
    """aiosqlite's connection whose statements are one hand-off, and COMMIT or ROLLBACK none outside a transaction."""

    __slots__ = ()

    _cursor_cls = OneHopCursor

    async def run(self, many: bool, sql: str, parameters: Any) -> _Outcome:
        """One statement on the connection's thread, in turn with the connection's others."""
        connection: aiosqlite.Connection = self._connection  # type: ignore[assignment]
        async with self._execute_mutex:
            # aiosqlite's own queue of calls to its thread (SQLAlchemy's adapter uses its internals too).
            queue: Callable[..., Awaitable[_Outcome]] = connection._execute
            return await queue(_run, connection._conn, many, sql, parameters)

    async def fetch(self, sql: str, parameters: Sequence[Any]) -> list[Any]:
        """The rows of a statement run on the driver (db/prepared.py), as sqlite3 gives them."""
        _, _, _, rows = await self.run(False, sql, parameters)
        return rows or []

    def _open_transaction(self) -> bool:
        driver = self._connection._connection  # sqlite3's connection; None once closed
        return driver is not None and driver.in_transaction

    def rollback(self) -> None:
        if self._open_transaction():
            super().rollback()

    def commit(self) -> None:
        if self._open_transaction():
            super().commit()


class OneHopDBAPI(AsyncAdapt_aiosqlite_dbapi):
    """The DBAPI module the engine is given for SQLite: aiosqlite, with OneHopConnection."""

    def __init__(self) -> None:
        super().__init__(aiosqlite, sqlite3)

    def connect(self, *arg: Any, **kw: Any) -> OneHopConnection:
        connection = aiosqlite.connect(*arg, **kw)
        connection._thread.daemon = True  # as SQLAlchemy's adapter: a connection never holds the process open
        return OneHopConnection(self, cast(Any, await_(connection)))
