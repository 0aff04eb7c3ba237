"""Bring a database to the newest schema with Alembic (the SQLite file is created if missing)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy.engine import make_url

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


def migrate(settings: Settings) -> None:
    """Upgrade the schema to the newest migration, then bring the roles and countries in step with
    the code; on SQLite, tell the planner how little the workspace column selects (db/planner.py)."""
    url = make_url(settings.database_url)
    on_file = url.database if url.get_backend_name() == "sqlite" and url.database != ":memory:" else None
    if on_file:
        Path(on_file).parent.mkdir(parents=True, exist_ok=True)
    command.upgrade(alembic_config(settings.database_url), "head")
    asyncio.run(_sync_reference_data(settings))
    if on_file:
        describe_workspace_indexes(on_file)


async def _sync_reference_data(settings: Settings) -> None:
    db = Database(settings)
    try:
        async with db.session() as session:
            await sync_roles(session)
            await sync_countries(session)
            await session.commit()
    finally:
        await db.dispose()


def head_revision() -> str:
    """The newest migration this code knows, which a database must be at to be served."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()
    assert head is not None
    return head
