"""orders, their items, traces, tags and statements

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-23 14:30:00

"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.sql.schema import SchemaItem

from handwritten.db.row_security import protect

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Timestamp = sa.DateTime(timezone=True)
# In creation order: links after what they link.
TABLES = (
    "orders",
    "order_items",
    "order_item_traced_orders",
    "order_item_traced_origins",
    "order_tags",
    "order_statements",
)
# The tables with a generated id (links have a composite key, so no sequence).
SEQUENCES = ("orders_id_seq", "order_items_id_seq")


def _workspace() -> list[SchemaItem]:
    """The workspace a row belongs to (TenantScoped)."""
    return [
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
    ]


def _timestamps() -> list[SchemaItem]:
    return [sa.Column("created_at", Timestamp, nullable=False), sa.Column("updated_at", Timestamp, nullable=False)]


def _link(name: str, left: tuple[str, str, str | None], right: tuple[str, str, str | None]) -> None:
    """A link table: two keys (column, referenced table, ON DELETE), both the primary key, the second indexed."""
    op.create_table(
        name,
        sa.Column(left[0], Id, nullable=False),
        sa.Column(right[0], Id, nullable=False),
        *_workspace(),
        sa.ForeignKeyConstraint([left[0]], [f"{left[1]}.id"], ondelete=left[2]),
        sa.ForeignKeyConstraint([right[0]], [f"{right[1]}.id"], ondelete=right[2]),
        sa.PrimaryKeyConstraint(left[0], right[0]),
    )
    op.create_index(f"ix_{name}_company_id", name, ["company_id"])
    op.create_index(f"ix_{name}_{right[0]}", name, [right[0]])


def upgrade() -> None:
    op.create_table(
        "orders",
        sa.Column("id", Id, nullable=False),
        sa.Column("type", sa.String(length=32), nullable=False),
        sa.Column("external_id", sa.String(length=255), nullable=False),
        sa.Column("buyer_external_id", sa.String(length=255), nullable=True),
        sa.Column("seller_external_id", sa.String(length=255), nullable=True),
        sa.Column("order_created_at", sa.Date(), nullable=False),
        sa.Column("order_arrival_at", sa.Date(), nullable=True),
        sa.Column("buyer_company_status", sa.String(length=32), nullable=False),
        sa.Column("seller_company_status", sa.String(length=32), nullable=False),
        sa.Column("assessment_status", sa.String(length=16), nullable=False),
        sa.Column("value_chain_id", Id, nullable=True),
        sa.Column("buyer_company_id", Id, nullable=True),
        sa.Column("seller_company_id", Id, nullable=True),
        sa.Column("border_cross_country_code", sa.String(length=2), nullable=True),
        sa.Column("assessment_summary", sa.JSON(), nullable=True),
        sa.Column("excluded_propagation_identifiers", sa.JSON(), nullable=True),
        sa.Column("failing_percentage", sa.Numeric(precision=5, scale=2, asdecimal=False), nullable=False),
        sa.Column("passing_percentage", sa.Numeric(precision=5, scale=2, asdecimal=False), nullable=False),
        sa.Column("pulse_params", sa.JSON(), nullable=False),
        sa.Column("send_information_request", sa.Boolean(), nullable=False),
        sa.Column("skip_information_request_review", sa.Boolean(), nullable=False),
        *_workspace(),
        *_timestamps(),
        sa.ForeignKeyConstraint(["value_chain_id"], ["value_chains.id"]),
        sa.ForeignKeyConstraint(["buyer_company_id"], ["companies.id"], ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["seller_company_id"], ["companies.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_orders_company_id", "orders", ["company_id"])
    op.create_index("ix_orders_company_created", "orders", ["company_id", "created_at"])
    op.create_index("ix_orders_buyer_company_id", "orders", ["buyer_company_id"])
    op.create_index("ix_orders_seller_company_id", "orders", ["seller_company_id"])
    op.create_index("ix_orders_value_chain_id", "orders", ["value_chain_id"])

    op.create_table(
        "order_items",
        sa.Column("id", Id, nullable=False),
        sa.Column("order_id", Id, nullable=False),
        sa.Column("buyer_product_id", Id, nullable=True),
        sa.Column("seller_product_id", Id, nullable=True),
        sa.Column("volume", sa.Float(), nullable=True),
        sa.Column("unit", sa.Text(), nullable=True),
        sa.Column("line_number", sa.Integer(), nullable=True),
        sa.Column("external_id", sa.String(length=255), nullable=True),
        sa.Column("metadata", sa.JSON(), nullable=True),
        sa.Column("is_complete_match", sa.Boolean(), nullable=False),
        sa.Column("seller_traced_suggestions", sa.JSON(), nullable=False),
        sa.Column("excluded_propagation_identifiers", sa.JSON(), nullable=True),
        sa.Column("assessment_status", sa.String(length=16), nullable=False),
        sa.Column("assessment_summary", sa.JSON(), nullable=True),
        *_workspace(),
        *_timestamps(),
        sa.ForeignKeyConstraint(["order_id"], ["orders.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["buyer_product_id"], ["products.id"]),
        sa.ForeignKeyConstraint(["seller_product_id"], ["products.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_order_items_company_id", "order_items", ["company_id"])
    op.create_index("ix_order_items_order_id", "order_items", ["order_id"])
    op.create_index("ix_order_items_buyer_product_id", "order_items", ["buyer_product_id"])
    op.create_index("ix_order_items_seller_product_id", "order_items", ["seller_product_id"])

    _link("order_item_traced_orders", ("item_id", "order_items", "CASCADE"), ("order_id", "orders", "CASCADE"))
    _link("order_item_traced_origins", ("item_id", "order_items", "CASCADE"), ("origin_id", "origins", None))
    _link("order_tags", ("order_id", "orders", "CASCADE"), ("tag_id", "tags", "CASCADE"))
    _link(
        "order_statements",
        ("order_id", "orders", "CASCADE"),
        ("statement_id", "due_diligence_statements", "CASCADE"),
    )

    protect(TABLES, SEQUENCES)


def downgrade() -> None:
    for table in reversed(TABLES):
        op.drop_table(table)
