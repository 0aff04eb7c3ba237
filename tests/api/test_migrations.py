"""The migrations create exactly the schema the models declare, on both databases."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

from handwritten.db.knowledge import is_lexical_index
from handwritten.db.models import Base
from handwritten.db.planner import workspace_indexes
from tests.api.conftest import Env


def test_the_migrated_schema_matches_the_models(env: Env) -> None:
    async def differences() -> list[Any]:
        engine = create_async_engine(env.settings.database_url)
        try:
            async with engine.connect() as connection:
                # The lexical index is each database's own (migration 0017), outside the models.
                options = {"include_name": lambda name, type_, parent: not is_lexical_index(name)}
                return await connection.run_sync(
                    lambda sync: compare_metadata(MigrationContext.configure(sync, opts=options), Base.metadata)
                )
        finally:
            await engine.dispose()

    assert asyncio.run(differences()) == []


def test_sqlite_is_told_how_little_the_workspace_column_selects(env: Env) -> None:
    """`canopy migrate` describes every index on company_id alone to SQLite's planner (db/planner.py)."""
    if env.backend != "sqlite":
        pytest.skip("PostgreSQL keeps statistics of its own")
    path = make_url(env.settings.database_url).database
    assert path is not None
    with contextlib.closing(sqlite3.connect(path)) as connection:
        described = {index for (index,) in connection.execute("SELECT idx FROM sqlite_stat1")}
        indexes = {index for _, index in workspace_indexes(connection)}
    assert "ix_financial_transaction_tags_company_id" in indexes
    assert indexes <= described
