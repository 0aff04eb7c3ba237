"""The migrations create exactly the schema the models declare, on both databases."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import sqlite3
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import insert, text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

from handwritten.db.documents import Document
from handwritten.db.knowledge import is_lexical_index
from handwritten.db.migrate import alembic_config
from handwritten.db.planner import workspace_indexes
from handwritten.db.tables import metadata
from handwritten.db.transactions import FinancialTransaction
from tests.api.conftest import Env, execute


def test_the_migrated_schema_matches_the_models(env: Env) -> None:
    async def differences() -> list[Any]:
        engine = create_async_engine(env.settings.database_url)
        try:
            async with engine.connect() as connection:
                # The lexical index is each database's own (migration 0017), outside the models.
                options = {"include_name": lambda name, type_, parent: not is_lexical_index(name)}
                return await connection.run_sync(
                    lambda sync: compare_metadata(MigrationContext.configure(sync, opts=options), metadata)
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


def test_row_identities_are_converted_exactly_both_ways(env: Env) -> None:
    """Migration 0024 keeps an imported row's identity as the digest's bytes and its repeat as a
    number, from the text "<hex>" or "<hex>:<n>" kept before; its downgrade gives the text back."""
    read = text("SELECT id, row_identity, row_repeat FROM financial_transactions ORDER BY id")
    read_before = text("SELECT id, row_identity FROM financial_transactions ORDER BY id")

    run = functools.partial(execute, env.settings.database_url)

    day = datetime(2025, 3, 1, tzinfo=UTC)
    fields = {"company_id": env.workspaces["a"], "date": day, "end_date": day, "currency": "EUR", "source": "csv"}
    one, other = hashlib.sha256(b"one").digest(), hashlib.sha256(b"other").digest()
    asyncio.run(
        run(
            insert(FinancialTransaction),
            [
                {**fields, "net_amount": Decimal("1.5"), "ledger": "6000", "row_identity": one, "row_repeat": 0},
                {**fields, "net_amount": Decimal("1.5"), "ledger": "6000", "row_identity": one, "row_repeat": 2},
                {**fields, "net_amount": Decimal("7"), "ledger": "6100", "row_identity": other, "row_repeat": 0},
                {**fields, "net_amount": Decimal("9"), "ledger": "6100", "row_identity": None, "row_repeat": 0},
            ],
        )
    )
    rows = asyncio.run(run(read))
    assert [(identity, repeat) for _, identity, repeat in rows[-4:]] == [(one, 0), (one, 2), (other, 0), (None, 0)]

    config = alembic_config(env.settings.database_url)
    command.downgrade(config, "0023")
    assert asyncio.run(run(read_before)) == [
        (id, identity.hex() + (f":{repeat}" if repeat else "") if identity is not None else None)
        for id, identity, repeat in rows
    ]
    command.upgrade(config, "head")
    assert asyncio.run(run(read)) == rows


def test_a_documents_media_type_moves_out_of_content_type_and_back(env: Env) -> None:
    """Migration 0028: a confirmed document's content_type held the media type its confirmation
    wrote (its kind kept in content_kind); the media type moves to media_type and content_type
    gets the kind back (decision document_content_type). The downgrade gives both back."""
    read = text("SELECT id, content_type, media_type FROM documents ORDER BY id")
    read_before = text("SELECT id, content_type, content_kind FROM documents ORDER BY id")

    run = functools.partial(execute, env.settings.database_url)

    now = datetime(2026, 11, 27, tzinfo=UTC)
    fields = {
        "company_id": env.workspaces["a"], "name": "d", "file_path": "file://canopy/k", "upload_key": "k",
        "user_company_id": 1, "pulse_params": {}, "created_at": now, "updated_at": now,
    }  # fmt: skip
    kinds = [
        ("formula", None, "pending"),  # not confirmed: its kind, no file
        ("questionshorttext", "application/pdf", "completed"),  # confirmed
        ("dds_filing", "application/json", "completed"),  # written by Canopy: its source is its kind
    ]
    asyncio.run(
        run(
            insert(Document),
            [
                {**fields, "content_type": kind, "media_type": media, "upload_status": status}
                for kind, media, status in kinds
            ],
        )
    )
    rows = asyncio.run(run(read))[-3:]
    assert [(kind, media) for _, kind, media in rows] == [(kind, media) for kind, media, _ in kinds]

    config = alembic_config(env.settings.database_url)
    before = ScriptDirectory.from_config(config).get_revision("0028").down_revision
    assert isinstance(before, str)
    command.downgrade(config, before)
    assert asyncio.run(run(read_before))[-3:] == [
        (rows[0][0], "formula", "formula"),
        (rows[1][0], "application/pdf", "questionshorttext"),
        (rows[2][0], "application/json", "dds_filing"),
    ]
    command.upgrade(config, "head")
    assert asyncio.run(run(read))[-3:] == rows
