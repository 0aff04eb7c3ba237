"""results of origin checks recorded by people and external systems

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-23 16:00:00

Decision origin_checks.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from handwritten.db.row_security import protect

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "origin_assessment_results",
        sa.Column("id", Id, nullable=False),
        sa.Column("origin_id", Id, nullable=False),
        sa.Column("check", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("source", sa.String(length=255), nullable=False),
        sa.Column("recorded_by_user_id", Id, nullable=True),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["origin_id"], ["origins.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["recorded_by_user_id"], ["users.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_origin_assessment_results_company_id", "origin_assessment_results", ["company_id"])
    op.create_index("ix_origin_assessment_results_origin", "origin_assessment_results", ["origin_id", "check", "id"])
    protect(["origin_assessment_results"], ["origin_assessment_results_id_seq"])


def downgrade() -> None:
    op.drop_table("origin_assessment_results")
