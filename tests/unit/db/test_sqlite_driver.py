"""SQLite's driver adapter (handwritten/db/sqlite_driver.py): one hand-off to aiosqlite's thread a statement."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite
import pytest
from sqlalchemy import Column, Integer, MetaData, String, Table, insert, text
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from handwritten.db.prepared import run_on_driver
from handwritten.db.sqlite_driver import OneHopConnection, OneHopDBAPI

R = TypeVar("R")
_T = Table("t", MetaData(), Column("id", Integer, primary_key=True), Column("name", String))


def _with_engine(tmp_path: Path, work: Callable[[AsyncEngine, list[str]], Awaitable[R]]) -> R:
    """`work` on an engine given OneHopDBAPI, with the names of the calls handed to aiosqlite's thread."""
    handed: list[str] = []
    queued = aiosqlite.Connection._execute

    async def counted(self: aiosqlite.Connection, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        handed.append(getattr(fn, "__name__", repr(fn)))
        return await queued(self, fn, *args, **kwargs)

    async def go() -> R:
        engine = create_async_engine(f"sqlite+aiosqlite:///{tmp_path / 'hops.sqlite3'}", module=OneHopDBAPI())
        try:
            async with engine.begin() as connection:
                await connection.execute(text("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"))
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(aiosqlite.Connection, "_execute", counted)
                return await work(engine, handed)
        finally:
            await engine.dispose()

    return asyncio.run(go())


def test_a_read_is_one_hand_off_and_needs_no_rollback(tmp_path: Path) -> None:
    async def work(engine: AsyncEngine, handed: list[str]) -> tuple[list[Any], list[str]]:
        async with engine.connect() as connection:
            rows = (await connection.execute(text("SELECT 1 AS one, 'x' AS letter"))).all()
            await connection.rollback()  # nothing open in SQLite: no call to its thread
        return [tuple(row) for row in rows], handed

    rows, handed = _with_engine(tmp_path, work)
    assert rows == [(1, "x")]
    # The statement once; the connection's return to the pool rolls back nothing either.
    assert handed == ["_run"]


def test_writes_keep_their_row_count_and_id_and_commit_once(tmp_path: Path) -> None:
    async def work(engine: AsyncEngine, handed: list[str]) -> tuple[Any, ...]:
        async with engine.begin() as connection:
            one = await connection.execute(text("INSERT INTO t (name) VALUES ('a')"))
            many = await connection.execute(text("INSERT INTO t (name) VALUES (:name)"), [{"name": "b"}, {"name": "c"}])
            changed = await connection.execute(text("UPDATE t SET name = upper(name) WHERE name != 'c'"))
            writes = list(handed)
        async with engine.connect() as connection:
            names = (await connection.execute(text("SELECT name FROM t ORDER BY id"))).scalars().all()
        return one.lastrowid, many.rowcount, changed.rowcount, writes, handed[len(writes) :], names

    last_id, inserted, updated, writes, after, names = _with_engine(tmp_path, work)
    assert (last_id, inserted, updated) == (1, 2, 2)
    assert writes == ["_run", "_run", "_run"]  # a statement each, executemany included
    assert after == ["commit", "_run"]  # the transaction was open: its COMMIT is sent, then the read
    assert names == ["A", "B", "c"]


def test_a_rollback_in_a_transaction_is_sent(tmp_path: Path) -> None:
    async def work(engine: AsyncEngine, handed: list[str]) -> tuple[list[str], int]:
        async with engine.connect() as connection:
            await connection.execute(text("INSERT INTO t (name) VALUES ('gone')"))
            await connection.rollback()
            calls = list(handed)
            count = (await connection.execute(text("SELECT count(*) FROM t"))).scalar_one()
        return calls, count

    calls, count = _with_engine(tmp_path, work)
    assert calls == ["_run", "rollback"] and count == 0


def test_errors_are_sqlalchemys_and_a_locked_database_is_an_operational_error(tmp_path: Path) -> None:
    async def work(engine: AsyncEngine, handed: list[str]) -> tuple[Any, Any]:
        async with engine.connect() as connection:
            with pytest.raises(OperationalError) as no_table:
                await connection.execute(text("SELECT * FROM missing"))
        holder = sqlite3.connect(tmp_path / "hops.sqlite3", isolation_level=None)
        try:
            holder.execute("BEGIN IMMEDIATE")
            async with engine.connect() as connection:
                await connection.exec_driver_sql("PRAGMA busy_timeout = 0")
                with pytest.raises(OperationalError) as locked:
                    await connection.execute(insert(_T), {"name": "waits"})
                # A statement run on the driver directly (db/prepared.py) is wrapped the same way.
                raw = await connection.get_raw_connection()
                assert isinstance(raw.dbapi_connection, OneHopConnection)
                await connection.rollback()
                with pytest.raises(OperationalError) as direct:
                    await run_on_driver(connection, "INSERT INTO t (name) VALUES (?)", ["waits"])
        finally:
            holder.close()
        return (no_table.value, locked.value), direct.value

    (no_table, locked), direct = _with_engine(tmp_path, work)
    assert "no such table" in str(no_table.orig)
    assert "locked" in str(locked.orig) and "locked" in str(direct.orig)
