"""API tests run against a real database: SQLite always, PostgreSQL when CANOPY_TEST_POSTGRES_URL is set.

A migrated database with the demo data is made once per backend; each test gets its own copy
(a file copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL), so tests never share state.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import uuid
from collections import deque
from collections.abc import Awaitable, Callable, Iterator, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pytest
from sqlalchemy import Engine, event, select, text, update
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncSession, create_async_engine
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.cli.demo import create_demo
from handwritten.db.migrate import migrate
from handwritten.db.models import ApiKey, AuthGroup, Member, User
from handwritten.db.session import Database
from handwritten.domain import api_keys
from handwritten.settings import Settings

POSTGRES_URL = os.environ.get("CANOPY_TEST_POSTGRES_URL")
BACKENDS = ["sqlite", *(["postgresql"] if POSTGRES_URL else [])]


def pytest_sessionstart(session: pytest.Session) -> None:
    if os.environ.get("CI") and not POSTGRES_URL:
        raise pytest.UsageError("CI must test PostgreSQL too: set CANOPY_TEST_POSTGRES_URL")


async def _admin(statement: str) -> None:
    assert POSTGRES_URL
    engine = create_async_engine(make_url(POSTGRES_URL).set(database="postgres"), isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as connection:
            await connection.execute(text(statement))
    finally:
        await engine.dispose()


def _settings(url: str, storage_dir: Path | None = None) -> Settings:
    """A test's settings: its database and, when given, its own folder of uploaded files."""
    extra = {"storage_dir": storage_dir} if storage_dir is not None else {}
    return Settings(mode="test", database_url=url, last_used_interval=60, **extra)


async def _demo(url: str) -> dict[str, Any]:
    db = Database(_settings(url))
    try:
        async with db.session() as session:
            result = await create_demo(session)
            await session.commit()
            return result
    finally:
        await db.dispose()


class Clones:
    """Copies of the PostgreSQL template database, made ahead of the tests that take them.

    CREATE DATABASE ... TEMPLATE and DROP DATABASE take a few tenths of a second each, in the
    PostgreSQL server: a thread of their own keeps AHEAD copies ready and drops the used ones
    while the tests run, so a test waits for none of it (most of a thousand PostgreSQL tests'
    time otherwise). One thread, so the template is never copied twice at once.
    """

    AHEAD = 2

    def __init__(self, template_name: str) -> None:
        self.template_name = template_name
        self.work = ThreadPoolExecutor(max_workers=1, thread_name_prefix="canopy-clones")
        self.ready: deque[Future[str]] = deque(self.work.submit(self._create) for _ in range(self.AHEAD))

    def _create(self) -> str:
        name = f"canopy_case_{uuid.uuid4().hex[:12]}"
        asyncio.run(_admin(f'CREATE DATABASE "{name}" TEMPLATE "{self.template_name}"'))
        return name

    @staticmethod
    def _drop(name: str) -> None:
        asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))

    def take(self) -> str:
        name = self.ready.popleft().result()
        self.ready.append(self.work.submit(self._create))
        return name

    def give_back(self, name: str) -> None:
        self.work.submit(self._drop, name)

    def close(self) -> None:
        for future in self.ready:
            self.work.submit(self._drop, future.result())
        self.work.shutdown(wait=True)


async def execute(url: str, statement: Any, parameters: Any = None) -> list[Any]:
    """Run one statement on the database at `url` in a transaction of its own; its rows as tuples
    (none for a statement that returns no rows). For tests that read or write under the ORM,
    such as a migration's before and after."""
    engine = create_async_engine(url)
    try:
        async with engine.begin() as connection:
            result = await connection.execute(statement, parameters)
            return [tuple(row) for row in result] if result.returns_rows else []
    finally:
        await engine.dispose()


@dataclass
class Template:
    backend: str
    url: str
    demo: dict[str, Any]
    path: Path | None = None  # the SQLite file
    clones: Clones | None = None  # PostgreSQL


@pytest.fixture(scope="session", params=BACKENDS)
def template(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Template]:
    backend = request.param
    if backend == "sqlite":
        path = tmp_path_factory.mktemp("db") / "template.sqlite3"
        url = f"sqlite+aiosqlite:///{path}"
        migrate(_settings(url))
        yield Template(backend, url, asyncio.run(_demo(url)), path)
        return
    assert POSTGRES_URL
    name = f"canopy_test_{uuid.uuid4().hex[:12]}"
    asyncio.run(_admin(f'CREATE DATABASE "{name}"'))
    url = make_url(POSTGRES_URL).set(database=name).render_as_string(hide_password=False)
    clones = None
    try:
        migrate(_settings(url))
        demo = asyncio.run(_demo(url))
        clones = Clones(name)
        yield Template(backend, url, demo, clones=clones)
    finally:
        if clones is not None:
            clones.close()
        asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@dataclass
class Env:
    """One test's database and what the demo put in it."""

    backend: str
    settings: Settings
    workspaces: dict[str, int]
    keys: dict[str, str]

    def auth(self, who: str) -> dict[str, str]:
        return {"Authorization": f"ApiKey {self.keys[who]}"}


@pytest.fixture
def env(template: Template, tmp_path: Path) -> Iterator[Env]:
    if template.backend == "sqlite":
        assert template.path is not None
        copy = tmp_path / "canopy.sqlite3"
        shutil.copyfile(template.path, copy)
        settings = _settings(f"sqlite+aiosqlite:///{copy}", tmp_path / "objects")
        yield Env("sqlite", settings, template.demo["workspaces"], template.demo["keys"])
        return
    assert template.clones is not None
    name = template.clones.take()
    try:
        url = make_url(template.url).set(database=name).render_as_string(hide_password=False)
        settings = _settings(url, tmp_path / "objects")
        yield Env("postgresql", settings, template.demo["workspaces"], template.demo["keys"])
    finally:
        template.clones.give_back(name)


@pytest.fixture
def client(env: Env) -> Iterator[TestClient]:
    """The combined app (every host on one port)."""
    with TestClient(create_app(env.settings)) as test_client:
        yield test_client


@pytest.fixture
def counts_run() -> Iterator[list[str]]:
    """The COUNT statements sent to any database while the test runs."""
    seen: list[str] = []

    def record(conn: Any, cursor: Any, statement: str, parameters: Any, context: Any, executemany: bool) -> None:
        if statement.lstrip().upper().startswith("SELECT COUNT("):
            seen.append(statement)

    event.listen(Engine, "before_cursor_execute", record)
    yield seen
    event.remove(Engine, "before_cursor_execute", record)


# -- helpers of the accounts and authentication tests -------------------------------------------

T = TypeVar("T")


class Direct:
    """The database reached out of band, as the canopy CLI reaches it: its own session, committed at the end.

    It connects as the database owner with no tenant, so it sees (and changes) every workspace.
    """

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def run(self, work: Callable[[AsyncSession], Awaitable[T]]) -> T:
        async def go() -> T:
            db = Database(self.settings)
            try:
                async with db.session() as session:
                    result = await work(session)
                    await session.commit()
                    return result
            finally:
                await db.dispose()

        return asyncio.run(go())

    def key(self, key: str) -> ApiKey:
        """The stored record of a key (found by its hash, as authentication finds it)."""

        async def work(session: AsyncSession) -> ApiKey:
            return (await session.scalars(select(ApiKey).where(ApiKey.key_hash == api_keys.key_hash(key)))).one()

        return self.run(work)

    def roles(self) -> dict[str, int]:
        """Role name -> auth group id."""

        async def work(session: AsyncSession) -> dict[str, int]:
            return {name: id for id, name in (await session.execute(select(AuthGroup.id, AuthGroup.name))).all()}

        return self.run(work)

    def clear_role(self, email: str) -> None:
        """Clear the role of the user's memberships, which the API cannot do (decision member_without_role)."""

        async def work(session: AsyncSession) -> None:
            user_id = await session.scalar(select(User.id).where(User.email == email))
            assert user_id is not None
            await session.execute(update(Member).where(Member.user_id == user_id).values(auth_group_id=None))

        self.run(work)


@pytest.fixture
def direct(env: Env) -> Direct:
    return Direct(env.settings)


@dataclass
class Api:
    """Reads through the API that tests repeat: the member list and the current user."""

    client: TestClient
    env: Env

    def get(self, who: str, path: str, params: Mapping[str, str] | None = None) -> dict[str, Any]:
        response = self.client.get(path, params=params, headers=self.env.auth(who))
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    def members(self, who: str = "owner", params: Mapping[str, str] | None = None) -> dict[str, Any]:
        return self.get(who, "/api/accounts/members/", params)

    def emails(self, who: str = "owner", params: Mapping[str, str] | None = None) -> list[str]:
        """The emails of the listed members, in the order listed (one page)."""
        return [m["user_detail"]["email"] for m in self.members(who, params)["results"]]

    def member_ids(self, who: str = "owner") -> dict[str, int]:
        """Email -> member id, for the members of the workspace `who` acts in."""
        return {m["user_detail"]["email"]: m["id"] for m in self.members(who, {"limit": "1000"})["results"]}

    def me(self, who: str) -> dict[str, Any]:
        return self.get(who, "/api/accounts/users/me/")


@pytest.fixture
def api(client: TestClient, env: Env) -> Api:
    return Api(client, env)
