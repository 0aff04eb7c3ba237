"""orders listed by party: (buyer_company_id, created_at) and (seller_company_id, created_at)

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-24 18:50:00

O1 lists a workspace's orders as buyer or seller, newest first. With an index on the party alone
PostgreSQL read and sorted every order of the workspace for a page; with the creation time
beside it, it walks the page (git log -p bench/README.md, orders benchmark, has the figures). The two-column
indexes also serve every lookup by the party alone, so they replace the one-column ones.
"""

from __future__ import annotations

from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for party in ("buyer", "seller"):
        op.create_index(f"ix_orders_{party}_created", "orders", [f"{party}_company_id", "created_at"])
        op.drop_index(f"ix_orders_{party}_company_id", table_name="orders")


def downgrade() -> None:
    for party in ("buyer", "seller"):
        op.create_index(f"ix_orders_{party}_company_id", "orders", [f"{party}_company_id"])
        op.drop_index(f"ix_orders_{party}_created", table_name="orders")
