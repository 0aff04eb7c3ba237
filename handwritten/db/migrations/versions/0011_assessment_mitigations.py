"""mitigations of assessed origins, items and orders

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-23 17:00:00

Decision assessment_mitigation.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from handwritten.db.row_security import protect

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "assessment_mitigations",
        sa.Column("id", Id, nullable=False),
        sa.Column("target", sa.String(length=40), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("mitigated_by_user_id", Id, nullable=True),
        sa.Column("mitigated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["mitigated_by_user_id"], ["users.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_assessment_mitigations_company_id", "assessment_mitigations", ["company_id"])
    op.create_index("ix_assessment_mitigations_target", "assessment_mitigations", ["company_id", "target"])
    protect(["assessment_mitigations"], ["assessment_mitigations_id_seq"])


def downgrade() -> None:
    op.drop_table("assessment_mitigations")
