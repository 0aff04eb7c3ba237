"""how due diligence statements were filed (DS7)

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-24 19:10:00

Decision statement_filing.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from handwritten.db.row_security import protect

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "statement_filings",
        sa.Column("id", Id, nullable=False),
        sa.Column("statement_id", Id, nullable=False),
        sa.Column("submitter", sa.String(length=64), nullable=False),
        sa.Column("reference", sa.String(length=1024), nullable=False),
        sa.Column("document_id", Id, nullable=True),
        sa.Column("filed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("filed_by_user_id", Id, nullable=True),
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["statement_id"], ["due_diligence_statements.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["document_id"], ["documents.id"], ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["filed_by_user_id"], ["users.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("statement_id"),
    )
    op.create_index("ix_statement_filings_company_id", "statement_filings", ["company_id"])
    protect(["statement_filings"], ["statement_filings_id_seq"])


def downgrade() -> None:
    op.drop_table("statement_filings")
