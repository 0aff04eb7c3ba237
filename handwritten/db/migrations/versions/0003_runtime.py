"""idempotency keys, and the request id of outbox emails

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23 12:00:00

"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from handwritten.db.row_security import protect

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "idempotency_keys",
        sa.Column("id", Id, nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.Column("user_id", Id, nullable=False),
        sa.Column("key", sa.String(length=255), nullable=False),
        sa.Column("method", sa.String(length=8), nullable=False),
        sa.Column("path", sa.String(length=2048), nullable=False),
        sa.Column("fingerprint", sa.String(length=64), nullable=False),
        sa.Column("token", sa.Uuid(), nullable=False),
        sa.Column("state", sa.String(length=8), nullable=False),
        sa.Column("response_status", sa.Integer(), nullable=True),
        sa.Column("response_body", sa.LargeBinary(), nullable=True),
        sa.Column("response_type", sa.String(length=100), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("locked_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", "user_id", "key", name="uq_idempotency_keys_key"),
    )
    op.create_index("ix_idempotency_keys_company_id", "idempotency_keys", ["company_id"])
    op.create_index("ix_idempotency_keys_expires_at", "idempotency_keys", ["expires_at"])
    with op.batch_alter_table("outbox_emails") as batch:
        batch.add_column(sa.Column("request_id", sa.String(length=200), nullable=False, server_default=""))
    protect(["idempotency_keys"], ["idempotency_keys_id_seq"])


def downgrade() -> None:
    with op.batch_alter_table("outbox_emails") as batch:
        batch.drop_column("request_id")
    op.drop_table("idempotency_keys")
