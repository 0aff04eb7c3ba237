"""transactions: an index on (company_id, ledger, date) for a ledger's page, newest first

Revision ID: 0021
Revises: 0020
Create Date: 2026-11-25 20:55:00

T1 filtered on a ledger and ordered by its default, -date, walked the workspace's
(company_id, date) index backwards and read each row to test the ledger: on a million
transactions, thousands of rows for a page of 50. Walking the ledger's own entries by date reads
about as many as the page needs. git log -p bench/README.md has the plans and their figures.
"""

from __future__ import annotations

from alembic import op

revision = "0021"
down_revision = "0020"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index(
        "ix_financial_transactions_company_ledger_date", "financial_transactions", ["company_id", "ledger", "date"]
    )


def downgrade() -> None:
    op.drop_index("ix_financial_transactions_company_ledger_date", table_name="financial_transactions")
