"""orders shared with their counterpart, and orders' information requests

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-23 15:00:00

Decisions order_counterparts and order_information_request. On PostgreSQL, a second permissive
SELECT policy (counterpart_read) on every table an order shows lets the counterpart workspace read
an order shared with it and exactly the rows that order shows. Each condition asks whether the
row's parent is visible, and the subquery is itself subject to the parent's policies, so the rule
is written once (orders.counterpart_company_id) and followed down: items through their order,
trace links through their item, products through the items that name them, and so on. The
chains never loop back (PostgreSQL refuses recursive policies), and the workspace's own rows pass
tenant_read already.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from handwritten.db.row_security import WORKSPACE, protect

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Timestamp = sa.DateTime(timezone=True)


def _visible(table: str, alias: str, condition: str) -> str:
    """Some row of `table` that the reading workspace may see matches `condition`."""
    return f"EXISTS (SELECT 1 FROM {table} {alias} WHERE {condition})"


# Table -> the condition under which the counterpart of a shared order reads a row of it.
COUNTERPART_READ = {
    "orders": f"counterpart_company_id = {WORKSPACE}",
    "order_items": _visible("orders", "o", "o.id = order_items.order_id"),
    "order_item_traced_orders": _visible("order_items", "i", "i.id = order_item_traced_orders.item_id"),
    "order_item_traced_origins": _visible("order_items", "i", "i.id = order_item_traced_origins.item_id"),
    "order_tags": _visible("orders", "o", "o.id = order_tags.order_id"),
    "order_statements": _visible("orders", "o", "o.id = order_statements.order_id"),
    "value_chains": _visible("orders", "o", "o.value_chain_id = value_chains.id"),
    "products": (
        _visible("order_items", "i", "i.buyer_product_id = products.id")
        + " OR "
        + _visible("order_items", "i", "i.seller_product_id = products.id")
    ),
    "product_tags": _visible("products", "p", "p.id = product_tags.product_id"),
    "statement_products": _visible("products", "p", "p.id = statement_products.product_id"),
    "tags": (
        _visible("order_tags", "t", "t.tag_id = tags.id") + " OR " + _visible("product_tags", "t", "t.tag_id = tags.id")
    ),
    "due_diligence_statements": (
        _visible("order_statements", "s", "s.statement_id = due_diligence_statements.id")
        + " OR "
        + _visible("statement_products", "s", "s.statement_id = due_diligence_statements.id")
    ),
}


def upgrade() -> None:
    # On SQLite a batch copies the table; the migrations' connection does not enforce foreign
    # keys (env.py sets no pragma), so dropping the old copy deletes none of its items.
    with op.batch_alter_table("orders") as batch:
        batch.add_column(sa.Column("counterpart_company_id", Id, nullable=True))
        batch.create_foreign_key(
            "fk_orders_counterpart_company_id", "companies", ["counterpart_company_id"], ["id"], ondelete="SET NULL"
        )
    op.create_index("ix_orders_counterpart_company_id", "orders", ["counterpart_company_id"])

    op.create_table(
        "order_information_requests",
        sa.Column("id", Id, nullable=False),
        sa.Column("order_id", Id, nullable=False),
        sa.Column("recipient_email", sa.String(length=254), nullable=False),
        sa.Column("recipient_name", sa.String(length=255), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("requested_at", Timestamp, nullable=False),
        sa.Column("sent_at", Timestamp, nullable=True),
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["order_id"], ["orders.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("order_id"),
    )
    op.create_index("ix_order_information_requests_company_id", "order_information_requests", ["company_id"])
    protect(["order_information_requests"], ["order_information_requests_id_seq"])

    # An email announces an invitation or an information request.
    with op.batch_alter_table("outbox_emails") as batch:
        batch.alter_column("invitation_id", existing_type=sa.Uuid(), nullable=True)
        batch.add_column(sa.Column("information_request_id", Id, nullable=True))
        batch.create_foreign_key(
            "fk_outbox_emails_information_request_id",
            "order_information_requests",
            ["information_request_id"],
            ["id"],
            ondelete="CASCADE",
        )
        batch.create_unique_constraint("uq_outbox_emails_information_request_id", ["information_request_id"])

    if op.get_bind().dialect.name == "postgresql":
        for table, condition in COUNTERPART_READ.items():
            op.execute(f"CREATE POLICY counterpart_read ON {table} FOR SELECT TO canopy_app USING ({condition})")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for table in COUNTERPART_READ:
            op.execute(f"DROP POLICY counterpart_read ON {table}")
    with op.batch_alter_table("outbox_emails") as batch:
        batch.drop_constraint("uq_outbox_emails_information_request_id", type_="unique")
        batch.drop_constraint("fk_outbox_emails_information_request_id", type_="foreignkey")
        batch.drop_column("information_request_id")
        batch.alter_column("invitation_id", existing_type=sa.Uuid(), nullable=False)
    op.drop_table("order_information_requests")
    op.drop_index("ix_orders_counterpart_company_id", "orders")
    with op.batch_alter_table("orders") as batch:
        batch.drop_column("counterpart_company_id")
