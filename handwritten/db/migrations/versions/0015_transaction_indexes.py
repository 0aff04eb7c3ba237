"""financial transactions' indexes for T1's filters and T2's sums

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-25 06:00:00

Measured by bench/transactions.py (bench/results/): T2 over a year of a million rows reads the covering
date index alone, T1's count of its common filters reads the ledger index alone, and an import
maintains one index fewer (company_id leads every other one) and no integration index for rows
without an integration.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None

TABLE = "financial_transactions"


def upgrade() -> None:
    op.drop_index("ix_financial_transactions_company_id", TABLE)
    op.drop_index("ix_financial_transactions_company_date", TABLE)
    op.create_index(
        "ix_financial_transactions_company_date",
        TABLE,
        ["company_id", "date"],
        postgresql_include=["ledger", "currency", "net_amount", "id"],
    )
    op.drop_index("ix_financial_transactions_company_ledger", TABLE)
    op.create_index("ix_financial_transactions_company_ledger", TABLE, ["company_id", "ledger", "source", "net_amount"])
    op.drop_index("ix_financial_transactions_integration_id", TABLE)
    op.create_index(
        "ix_financial_transactions_integration_id",
        TABLE,
        ["integration_id"],
        postgresql_where=sa.text("integration_id IS NOT NULL"),
        sqlite_where=sa.text("integration_id IS NOT NULL"),
    )


def downgrade() -> None:
    op.drop_index("ix_financial_transactions_integration_id", TABLE)
    op.create_index("ix_financial_transactions_integration_id", TABLE, ["integration_id"])
    op.drop_index("ix_financial_transactions_company_ledger", TABLE)
    op.create_index("ix_financial_transactions_company_ledger", TABLE, ["company_id", "ledger"])
    op.drop_index("ix_financial_transactions_company_date", TABLE)
    op.create_index("ix_financial_transactions_company_date", TABLE, ["company_id", "date"])
    op.create_index("ix_financial_transactions_company_id", TABLE, ["company_id"])
