"""The migrations create exactly the schema the models declare, on both databases."""

from __future__ import annotations

import asyncio
from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy.ext.asyncio import create_async_engine

from handwritten.db.knowledge import is_lexical_index
from handwritten.db.models import Base
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
