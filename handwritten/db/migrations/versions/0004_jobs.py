"""the job queue

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-24 09:00:00

"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from handwritten.db.row_security import protect

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
UNDONE_ONLY = sa.text("done_at IS NULL")


def upgrade() -> None:
    op.create_table(
        "jobs",
        sa.Column("id", Id, nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.Column("kind", sa.String(length=100), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("request_id", sa.String(length=200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("claim_token", sa.Uuid(), nullable=True),
        sa.Column("done_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_error", sa.String(length=1000), nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_jobs_company_id", "jobs", ["company_id"])
    # The due scan (claims, the next due time, the backlog) reads only jobs not done.
    op.create_index("ix_jobs_due", "jobs", ["next_attempt_at"], postgresql_where=UNDONE_ONLY, sqlite_where=UNDONE_ONLY)
    # Workspace data: enqueued by requests acting for their workspace (canopy_app, behind the
    # policies) and run by handlers acting for the job's; claimed and settled by the workers as
    # the tables' owner, which the policies do not bind.
    protect(["jobs"], ["jobs_id_seq"])


def downgrade() -> None:
    op.drop_table("jobs")
