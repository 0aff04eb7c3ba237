"""Databases for runtime tests that need one, without pytest-asyncio.

`runner` is one event loop for the whole session (engines and connections belong to a loop);
tests call `runner.run(coroutine)`. `database_url` is parametrized over the available databases:
a temporary SQLite file always, and, when CANOPY_TEST_POSTGRES_URL names a PostgreSQL server
(postgresql+asyncpg://postgres@127.0.0.1:5432/postgres), a fresh database with a random name,
created for the session and dropped at its end.
"""

from __future__ import annotations

import asyncio
import os
import secrets
from collections.abc import Iterator

import pytest
from sqlalchemy import URL, make_url, text
from sqlalchemy.ext.asyncio import create_async_engine

POSTGRES_URL = os.environ.get("CANOPY_TEST_POSTGRES_URL", "")
DATABASES = ["sqlite", "postgresql"] if POSTGRES_URL else ["sqlite"]


@pytest.fixture(scope="session")
def runner() -> Iterator[asyncio.Runner]:
    with asyncio.Runner() as runner:
        yield runner


@pytest.fixture(scope="session", params=DATABASES)
def database_url(
    request: pytest.FixtureRequest, runner: asyncio.Runner, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('sqlite') / 'test.sqlite3'}"
        return
    server = make_url(POSTGRES_URL)
    name = f"canopy_test_{secrets.token_hex(6)}"
    runner.run(_administer(server, f'CREATE DATABASE "{name}"'))
    try:
        yield server.set(database=name).render_as_string(hide_password=False)
    finally:
        runner.run(_administer(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


async def _administer(server: URL, statement: str) -> None:
    """Run one statement outside a transaction, connected to the server's `postgres` database."""
    engine = create_async_engine(server.set(database="postgres"), isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as connection:
            await connection.execute(text(statement))
    finally:
        await engine.dispose()
