"""The migrations create exactly the schema the models declare, on both databases."""

from __future__ import annotations

import asyncio
from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy.ext.asyncio import create_async_engine

from handwritten.db.models import Base
from tests.api.conftest import Env


def test_the_migrated_schema_matches_the_models(env: Env) -> None:
    async def differences() -> list[Any]:
        engine = create_async_engine(env.settings.database_url)
        try:
            async with engine.connect() as connection:
                return await connection.run_sync(
                    lambda sync: compare_metadata(MigrationContext.configure(sync), Base.metadata)
                )
        finally:
            await engine.dispose()

    assert asyncio.run(differences()) == []
