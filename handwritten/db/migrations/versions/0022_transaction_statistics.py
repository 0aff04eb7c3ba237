"""transactions: a function that brings the table's planner statistics up to date, for any role

Revision ID: 0022
Revises: 0021
Create Date: 2026-11-26 09:40:00

A large import ends by analyzing financial_transactions (services/transactions/bulk.py,
refresh_statistics), so that the classification it enqueues is planned for the rows it added.
Only the table's owner may ANALYZE it before PostgreSQL 17 (which adds the MAINTAIN privilege),
and an import run (D8) acts as canopy_app: this function does it as the owner, with a search_path
of its own, and only that. ANALYZE in a transaction counts the rows the transaction inserted.
"""

from __future__ import annotations

from alembic import op

revision = "0022"
down_revision = "0021"
branch_labels = None
depends_on = None

FUNCTION = "canopy_analyze_transactions"


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(
        f"CREATE FUNCTION {FUNCTION}() RETURNS void LANGUAGE plpgsql SECURITY DEFINER "
        "SET search_path = pg_catalog, public AS $$ BEGIN ANALYZE public.financial_transactions; END $$"
    )
    op.execute(f"REVOKE ALL ON FUNCTION {FUNCTION}() FROM PUBLIC")
    op.execute(f"GRANT EXECUTE ON FUNCTION {FUNCTION}() TO canopy_app")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP FUNCTION IF EXISTS {FUNCTION}()")
