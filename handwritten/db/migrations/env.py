"""Alembic environment: runs migrations on the database of the settings, SQLite or PostgreSQL."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine

from handwritten.db.tables import metadata

config = context.config
target_metadata = metadata  # every table (db/tables.py)


def _run(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


async def _run_async(url: str) -> None:
    engine = create_async_engine(url)
    async with engine.connect() as connection:
        await connection.run_sync(_run)
        await connection.commit()
    await engine.dispose()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
    else:
        asyncio.run(_run_async(config.get_main_option("sqlalchemy.url") or ""))


if context.is_offline_mode():  # pragma: no cover - offline SQL generation is not used
    raise SystemExit("Canopy runs migrations online only.")
run_migrations_online()
