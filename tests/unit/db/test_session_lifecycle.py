"""A request's session and connection: closed at once when nothing is open, shielded when something is
(Database.session and Database.connection, handwritten/db/session.py), and committed only when
there is something to commit (UnitOfWork.complete, handwritten/runtime/work.py)."""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.responses import Response

from handwritten.db.migrate import migrate
from handwritten.db.models import AuthGroup
from handwritten.db.session import Database
from handwritten.runtime.work import UnitOfWork
from handwritten.settings import Settings

R = TypeVar("R")


@pytest.fixture(scope="module")
def migrated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lifecycle") / "migrated.sqlite3"
    migrate(Settings(database_url=f"sqlite+aiosqlite:///{path}"))
    return path


@pytest.fixture
def tmp_path(tmp_path: Path, migrated: Path) -> Path:
    """A directory holding a copy of the migrated database, life.sqlite3."""
    shutil.copyfile(migrated, tmp_path / "life.sqlite3")
    return tmp_path


def _with_database(tmp_path: Path, work: Callable[[Database, list[str]], Awaitable[R]]) -> R:
    """`work` on a migrated SQLite database, with the names of the coroutines run in tasks of their own."""
    settings = Settings(database_url=f"sqlite+aiosqlite:///{tmp_path / 'life.sqlite3'}")
    tasks: list[str] = []
    create_task = asyncio.create_task

    def counted(coro: Any, **kwargs: Any) -> asyncio.Task[Any]:
        tasks.append(getattr(coro, "__qualname__", repr(coro)))
        return create_task(coro, **kwargs)

    async def go() -> R:
        db = Database(settings)
        try:
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(asyncio, "create_task", counted)
                return await work(db, tasks)
        finally:
            await db.dispose()

    return asyncio.run(go())


async def _groups(db: Database) -> int:
    async with db.session() as session:
        return int(await session.scalar(select(func.count()).select_from(AuthGroup)) or 0)


def test_a_session_and_connection_with_nothing_open_close_without_a_task(tmp_path: Path) -> None:
    async def work(db: Database, tasks: list[str]) -> tuple[list[str], int]:
        async with db.connection() as connection, db.session(bind=connection) as session:
            assert not session.in_transaction()
        return list(tasks), db.engine.sync_engine.pool.checkedout()

    tasks, checked_out = _with_database(tmp_path, work)
    assert tasks == [] and checked_out == 0  # closed, and the connection back in the pool


def test_what_a_session_left_open_is_rolled_back_in_a_shielded_close(tmp_path: Path) -> None:
    async def work(db: Database, tasks: list[str]) -> tuple[int, int, list[str], int]:
        before = await _groups(db)
        async with db.connection() as connection, db.session(bind=connection) as session:
            session.add(AuthGroup(name="Left open"))
            await session.flush()  # written in the session's transaction, never committed
        closes = [name for name in tasks if "close" in name or "aexit" in name]
        return before, await _groups(db), closes, db.engine.sync_engine.pool.checkedout()

    before, after, closes, checked_out = _with_database(tmp_path, work)
    assert after == before  # rolled back
    assert closes  # through AsyncSession's and AsyncConnection's own shielded exits
    assert checked_out == 0


def test_a_unit_of_work_commits_only_what_there_is_to_commit(tmp_path: Path) -> None:
    async def work(db: Database, tasks: list[str]) -> tuple[int, list[bool], int]:
        before = await _groups(db)
        commits: list[bool] = []

        async def complete(session: AsyncSession) -> None:
            commit = session.commit

            async def counted() -> None:
                commits.append(True)
                await commit()

            session.commit = counted  # type: ignore[method-assign]
            await UnitOfWork(session).complete(Response())

        async with db.session() as session:
            await complete(session)  # nothing read, nothing written
        async with db.session() as session:
            session.add(AuthGroup(name="Pending"))  # not flushed: the commit writes it
            await complete(session)
        return before, commits, await _groups(db)

    before, commits, after = _with_database(tmp_path, work)
    assert commits == [True]  # the second unit of work only
    assert after == before + 1
