"""invitations and the email outbox

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23 09:10:00

"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
PENDING_ONLY = sa.text("status = 'pending'")
UNSENT_ONLY = sa.text("sent_at IS NULL")

# Both tables are workspace data: the same row-level security as user_companies (0001), read and
# written in the request's workspace only. The outbox worker and the anonymous invitation lookup
# connect as the tables' owner, which the policies do not bind.
WORKSPACE = "nullif(current_setting('canopy.workspace_id', true), '')::bigint"
TENANT_TABLES = ("invitations", "outbox_emails")


def _row_level_security() -> None:
    for table in TENANT_TABLES:
        condition = f"company_id = {WORKSPACE}"
        op.execute(f"GRANT SELECT, INSERT, UPDATE, DELETE ON {table} TO canopy_app")
        op.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
        op.execute(f"CREATE POLICY tenant_read ON {table} FOR SELECT TO canopy_app USING ({condition})")
        op.execute(
            f"CREATE POLICY tenant_write ON {table} FOR ALL TO canopy_app USING ({condition}) WITH CHECK ({condition})"
        )
    op.execute("GRANT USAGE, SELECT ON SEQUENCE outbox_emails_id_seq TO canopy_app")


def upgrade() -> None:
    op.create_table(
        "invitations",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.Column("email", sa.String(length=1024), nullable=False),
        sa.Column("email_key", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("auth_group_id", Id, nullable=False),
        sa.Column("invited_by_id", Id, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("renewed_as_id", sa.Uuid(), nullable=True),
        sa.ForeignKeyConstraint(["auth_group_id"], ["auth_groups.id"]),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["invited_by_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_invitations_company_id", "invitations", ["company_id"])
    op.create_index("ix_invitations_company_created", "invitations", ["company_id", "created_at"])
    op.create_index(
        "uq_invitations_pending_email",
        "invitations",
        ["company_id", "email_key"],
        unique=True,
        postgresql_where=PENDING_ONLY,
        sqlite_where=PENDING_ONLY,
    )
    op.create_table(
        "outbox_emails",
        sa.Column("id", Id, nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.Column("invitation_id", sa.Uuid(), nullable=False),
        sa.Column("recipient", sa.String(length=1024), nullable=False),
        sa.Column("subject", sa.String(length=998), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_error", sa.String(length=1000), nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["invitation_id"], ["invitations.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("invitation_id"),
    )
    op.create_index("ix_outbox_emails_company_id", "outbox_emails", ["company_id"])
    op.create_index(
        "ix_outbox_emails_due",
        "outbox_emails",
        ["next_attempt_at"],
        postgresql_where=UNSENT_ONLY,
        sqlite_where=UNSENT_ONLY,
    )
    if op.get_bind().dialect.name == "postgresql":
        _row_level_security()


def downgrade() -> None:
    op.drop_table("outbox_emails")
    op.drop_table("invitations")
