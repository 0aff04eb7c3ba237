"""products, their tags and due diligence statements

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-23 12:15:00

"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from handwritten.db.row_security import protect

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Timestamp = sa.DateTime(timezone=True)
# In creation order: links after what they link.
TABLES = ("tags", "products", "product_tags", "due_diligence_statements", "statement_products")
# The tables with a generated id (links have a composite key, so no sequence).
SEQUENCES = ("tags_id_seq", "products_id_seq", "due_diligence_statements_id_seq")
ACTIVE_ONLY = sa.text("deleted_at IS NULL")
WORKSPACE = ["company_id"], ["companies.id"]  # every table's workspace (TenantScoped)


def upgrade() -> None:
    op.create_table(
        "tags",
        sa.Column("id", Id, nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("slug", sa.String(length=100), nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(*WORKSPACE, ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", "kind", "slug", name="uq_tags_slug"),
    )
    op.create_index("ix_tags_company_id", "tags", ["company_id"])

    op.create_table(
        "products",
        sa.Column("id", Id, nullable=False),
        sa.Column("sku", sa.String(length=255), nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("scientific_name", sa.String(length=255), nullable=False),
        sa.Column("common_name", sa.String(length=255), nullable=False),
        sa.Column("type", sa.String(length=64), nullable=False),
        sa.Column("hs_code", sa.String(length=32), nullable=False),
        sa.Column("commodity", sa.String(length=16), nullable=True),
        sa.Column("composition", sa.String(length=16), nullable=False),
        sa.Column("external_id", sa.String(length=255), nullable=False),
        sa.Column("metadata", sa.JSON(), nullable=False),
        sa.Column("assessment_status", sa.String(length=16), nullable=False),
        sa.Column("assessment_summary", sa.JSON(), nullable=True),
        sa.Column("excluded_propagation_identifiers", sa.JSON(), nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.Column("updated_at", Timestamp, nullable=False),
        sa.ForeignKeyConstraint(*WORKSPACE, ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", "sku", name="uq_products_sku"),
    )
    op.create_index("ix_products_company_id", "products", ["company_id"])
    op.create_index("ix_products_company_name", "products", ["company_id", "name"])

    op.create_table(
        "product_tags",
        sa.Column("product_id", Id, nullable=False),
        sa.Column("tag_id", Id, nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(*WORKSPACE, ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["product_id"], ["products.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["tag_id"], ["tags.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("product_id", "tag_id"),
    )
    op.create_index("ix_product_tags_company_id", "product_tags", ["company_id"])
    op.create_index("ix_product_tags_tag_id", "product_tags", ["tag_id"])

    op.create_table(
        "due_diligence_statements",
        sa.Column("id", Id, nullable=False),
        sa.Column("type", sa.String(length=16), nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("dds_identifier", sa.String(length=255), nullable=False),
        sa.Column("dds_data", sa.JSON(), nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("pulse_params", sa.String(length=255), nullable=False),
        sa.Column("deleted_at", Timestamp, nullable=True),
        sa.Column("company_id", Id, nullable=False),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.Column("updated_at", Timestamp, nullable=False),
        sa.ForeignKeyConstraint(*WORKSPACE, ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_due_diligence_statements_company_id", "due_diligence_statements", ["company_id"])
    op.create_index(
        "ix_due_diligence_statements_company_created", "due_diligence_statements", ["company_id", "created_at"]
    )
    # A deleted statement's identifier may be used again (decision due_diligence_statements).
    op.create_index(
        "uq_due_diligence_statements_identifier",
        "due_diligence_statements",
        ["company_id", "dds_identifier"],
        unique=True,
        postgresql_where=ACTIVE_ONLY,
        sqlite_where=ACTIVE_ONLY,
    )

    op.create_table(
        "statement_products",
        sa.Column("statement_id", Id, nullable=False),
        sa.Column("product_id", Id, nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(*WORKSPACE, ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["statement_id"], ["due_diligence_statements.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["product_id"], ["products.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("statement_id", "product_id"),
    )
    op.create_index("ix_statement_products_company_id", "statement_products", ["company_id"])
    op.create_index("ix_statement_products_product_id", "statement_products", ["product_id"])

    protect(TABLES, SEQUENCES)


def downgrade() -> None:
    for table in reversed(TABLES):
        op.drop_table(table)
