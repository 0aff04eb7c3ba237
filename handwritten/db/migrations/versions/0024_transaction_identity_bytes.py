"""transactions: a row's identity kept as the digest's 32 bytes and its repeat as a number

Revision ID: 0024
Revises: 0023
Create Date: 2026-11-26 16:10:00

An imported row's identity was text, "<64 hex digits>" or "<64 hex digits>:<n>" for the n-th
repeat of an identical row (decision transaction_row_identity). Its unique index, random in the
file's order, was a third of what a million-row import cost the database: twice the size of the
digest's bytes, and every comparison made by the database's collation. The identity becomes the
digest's bytes (row_identity) and the repeat a number (row_repeat, 0 for the first occurrence),
unique together in the workspace; a million-row import inserts measurably sooner (figures: git log -p bench/README.md).

Existing identities are converted exactly, both ways: the hex digits decoded, the number after
the colon moved to row_repeat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0024"
down_revision = "0023"
branch_labels = None
depends_on = None

TABLE = "financial_transactions"
UNIQUE = "uq_financial_transactions_row_identity"
BATCH = 10_000  # SQLite's rows converted per statement


def upgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        op.add_column(TABLE, sa.Column("row_repeat", sa.Integer(), server_default="0", nullable=False))
        op.execute(
            f"UPDATE {TABLE} SET row_repeat = split_part(row_identity, ':', 2)::integer WHERE row_identity LIKE '%:%'"
        )
        op.drop_constraint(UNIQUE, TABLE, type_="unique")
        op.alter_column(
            TABLE,
            "row_identity",
            type_=sa.LargeBinary(32),
            postgresql_using="decode(split_part(row_identity, ':', 1), 'hex')",
        )
        op.create_unique_constraint(UNIQUE, TABLE, ["company_id", "row_identity", "row_repeat"])
        return
    # SQLite: the table rebuilt with the new column and key (the rebuild casts each identity's
    # text to a BLOB of its characters), then each identity converted.
    with op.batch_alter_table(TABLE, recreate="always") as batch:
        batch.add_column(sa.Column("row_repeat", sa.Integer(), server_default="0", nullable=False))
        batch.alter_column("row_identity", type_=sa.LargeBinary(32))
        batch.drop_constraint(UNIQUE, type_="unique")
        batch.create_unique_constraint(UNIQUE, ["company_id", "row_identity", "row_repeat"])
    _convert(bind, "SELECT id, row_identity FROM financial_transactions WHERE length(row_identity) > 32", _to_bytes)


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        op.drop_constraint(UNIQUE, TABLE, type_="unique")
        op.alter_column(
            TABLE,
            "row_identity",
            type_=sa.String(80),
            postgresql_using=(
                "encode(row_identity, 'hex') || CASE WHEN row_repeat > 0 THEN ':' || row_repeat ELSE '' END"
            ),
        )
        op.create_unique_constraint(UNIQUE, TABLE, ["company_id", "row_identity"])
        op.drop_column(TABLE, "row_repeat")
        return
    _convert(
        bind,
        "SELECT id, row_identity, row_repeat FROM financial_transactions WHERE typeof(row_identity) = 'blob'",
        _to_text,
    )
    with op.batch_alter_table(TABLE, recreate="always") as batch:
        batch.drop_constraint(UNIQUE, type_="unique")
        batch.alter_column("row_identity", type_=sa.String(80))
        batch.create_unique_constraint(UNIQUE, ["company_id", "row_identity"])
        batch.drop_column("row_repeat")


def _to_bytes(id: int, identity: str | bytes) -> dict[str, Any]:
    digest, _, repeat = (identity.decode("ascii") if isinstance(identity, bytes) else identity).partition(":")
    return {"id": id, "identity": bytes.fromhex(digest), "repeat": int(repeat or 0)}


def _to_text(id: int, identity: bytes, repeat: int) -> dict[str, Any]:
    return {"id": id, "identity": identity.hex() + (f":{repeat}" if repeat else ""), "repeat": 0}


def _convert(bind: sa.Connection, query: str, convert: Callable[..., dict[str, Any]]) -> None:
    """Each identity `query` selects rewritten by `convert`, a batch at a time (SQLite has neither
    unhex() before 3.41 nor a function for the other way)."""
    update = sa.text(f"UPDATE {TABLE} SET row_identity = :identity, row_repeat = :repeat WHERE id = :id")
    last = 0
    while rows := bind.execute(sa.text(f"{query} AND id > :last ORDER BY id LIMIT {BATCH}"), {"last": last}).all():
        bind.execute(update, [convert(*row) for row in rows])
        last = rows[-1][0]
