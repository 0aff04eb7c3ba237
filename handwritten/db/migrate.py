"""Bring a database to the newest schema with Alembic (the SQLite file is created if missing)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

from handwritten.db.planner import describe_workspace_indexes
from handwritten.db.reference import sync_countries, sync_roles
from handwritten.db.session import Database
from handwritten.settings import Settings

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config(database_url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", database_url.replace("%", "%%"))
    return config


@dataclass(frozen=True)
class Migrated:
    applied: int  # how many migrations this upgrade applied
    revision: str  # the migration the database is at now, named as its file is (0025_transaction_ledger_index)


def migrate(settings: Settings) -> Migrated:
    """Upgrade the schema to the newest migration, then bring the roles and countries in step with
    the code; on SQLite, tell the planner how little the workspace column selects (db/planner.py)."""
    url = make_url(settings.database_url)
    on_file = url.database if url.get_backend_name() == "sqlite" and url.database != ":memory:" else None
    if on_file:
        Path(on_file).parent.mkdir(parents=True, exist_ok=True)
    config = alembic_config(settings.database_url)
    before = asyncio.run(_current_revision(settings.database_url))
    command.upgrade(config, "head")
    asyncio.run(_sync_reference_data(settings))
    if on_file:
        describe_workspace_indexes(on_file)
    scripts = ScriptDirectory.from_config(config)
    head = head_revision()
    applied = len(list(scripts.iterate_revisions(head, before or "base")))
    return Migrated(applied, Path(scripts.get_revision(head).path).stem)


async def _current_revision(database_url: str) -> str | None:
    """The migration the database is at; None for a database without any (or without the file yet)."""
    engine = create_async_engine(database_url)
    try:
        async with engine.connect() as connection:
            return await connection.run_sync(lambda sync: MigrationContext.configure(sync).get_current_revision())
    finally:
        await engine.dispose()


async def _sync_reference_data(settings: Settings) -> None:
    db = Database(settings)
    try:
        async with db.session() as session:
            await sync_roles(session)
            await sync_countries(session)
            await session.commit()
    finally:
        await db.dispose()


@cache
def head_revision() -> str:
    """The newest migration this code knows, which a database must be at to be served (read once
    per process: finding it compiles every migration file)."""
    head = ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()
    assert head is not None
    return head
