"""transactions: one index for a ledger's rows, where there were two

Revision ID: 0025
Revises: 0024
Create Date: 2026-11-26 16:20:00

A ledger's rows had two indexes: (company_id, ledger, source, net_amount), for the count of T1
filtered on ledger, source and amount, and (company_id, ledger, date), for its page newest first
(migration 0021). Every imported row paid for both, a fifth of what a million-row import cost the
database, in the file's random order (git log -p bench/README.md). One index (company_id, ledger, date)
including source and net_amount serves both: the page walks it by date as before, and the count
reads the ledger's entries from it alone, testing source and amount in each (index-only, about
five times as many entries as the four-column key read, once per table version: lists' counts
are kept, docs/adr/0001-exact-counts-kept-at-table-versions.md).
"""

from __future__ import annotations

from alembic import op

revision = "0025"
down_revision = "0024"
branch_labels = None
depends_on = None

TABLE = "financial_transactions"
LEDGER = "ix_financial_transactions_company_ledger"
LEDGER_DATE = "ix_financial_transactions_company_ledger_date"


def upgrade() -> None:
    op.drop_index(LEDGER, TABLE)
    op.drop_index(LEDGER_DATE, TABLE)
    op.create_index(LEDGER_DATE, TABLE, ["company_id", "ledger", "date"], postgresql_include=["source", "net_amount"])


def downgrade() -> None:
    op.drop_index(LEDGER_DATE, TABLE)
    op.create_index(LEDGER_DATE, TABLE, ["company_id", "ledger", "date"])
    op.create_index(LEDGER, TABLE, ["company_id", "ledger", "source", "net_amount"])
