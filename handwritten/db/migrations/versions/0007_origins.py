"""countries, origins and value chains

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-23 12:15:00

"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.sql.schema import SchemaItem

from handwritten.db.row_security import protect
from handwritten.domain.countries import country_rows

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Timestamp = sa.DateTime(timezone=True)
TENANT_TABLES = ("origins", "value_chains")


def _tenant_columns() -> list[SchemaItem]:
    """The workspace a row belongs to (TenantScoped), and when it was created and changed."""
    return [
        sa.Column("company_id", Id, nullable=False),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.Column("updated_at", Timestamp, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
    ]


def _assessment_columns() -> list[SchemaItem]:
    return [
        sa.Column("assessment_status", sa.String(length=16), nullable=False),
        sa.Column("assessment_summary", sa.JSON(), nullable=True),
    ]


def upgrade() -> None:
    # Reference data of every workspace: readable by canopy_app, written only by migrations and
    # `canopy migrate` (handwritten/db/reference.py), which connect as the owner.
    countries = op.create_table(
        "countries",
        sa.Column("alpha_2", sa.String(length=2), nullable=False),
        sa.Column("alpha_3", sa.String(length=3), nullable=False),
        sa.Column("numeric", sa.String(length=3), nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("official_name", sa.String(length=255), nullable=False),
        sa.Column("flag", sa.String(length=16), nullable=False),
        sa.Column("eu_status", sa.String(length=16), nullable=False),
        sa.PrimaryKeyConstraint("alpha_2"),
        sa.UniqueConstraint("alpha_3"),
    )
    op.bulk_insert(countries, country_rows())
    if op.get_bind().dialect.name == "postgresql":
        op.execute("GRANT SELECT ON countries TO canopy_app")

    op.create_table(
        "origins",
        sa.Column("id", Id, nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("country_code", sa.String(length=2), nullable=False),
        sa.Column("producer", sa.String(length=255), nullable=True),
        sa.Column("commodity", sa.String(length=16), nullable=False),
        sa.Column("area_hectares", sa.Float(), nullable=True),
        sa.Column("geometry", sa.JSON(), nullable=False),
        sa.Column("production_date", sa.Date(), nullable=True),
        sa.Column("deforestation_free_declaration", sa.Boolean(), nullable=False),
        sa.Column("external_id", sa.String(length=255), nullable=False),
        *_assessment_columns(),
        *_tenant_columns(),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_origins_company_id", "origins", ["company_id"])
    # OG1's default order (name) within a workspace.
    op.create_index("ix_origins_company_name", "origins", ["company_id", "name"])

    op.create_table(
        "value_chains",
        sa.Column("id", Id, nullable=False),
        sa.Column("company_name", sa.String(length=255), nullable=False),
        sa.Column("type", sa.String(length=16), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("country_code", sa.String(length=2), nullable=False),
        sa.Column("external_id", sa.String(length=255), nullable=False),
        sa.Column("permission_granted", sa.Boolean(), nullable=False),
        sa.Column("is_self_managed", sa.Boolean(), nullable=False),
        sa.Column("contact_name", sa.String(length=255), nullable=False),
        sa.Column("contact_email", sa.String(length=254), nullable=True),
        sa.Column("reciprocal_company_id", Id, nullable=True),
        sa.Column("ownership_information", sa.JSON(), nullable=False),
        sa.Column("metadata", sa.JSON(), nullable=False),
        sa.Column("excluded_propagation_identifiers", sa.JSON(), nullable=True),
        sa.Column("tags", sa.JSON(), nullable=False),
        *_assessment_columns(),
        *_tenant_columns(),
        sa.ForeignKeyConstraint(["reciprocal_company_id"], ["companies.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_value_chains_company_id", "value_chains", ["company_id"])
    # VC1's default order (company_name) within a workspace.
    op.create_index("ix_value_chains_company_name", "value_chains", ["company_id", "company_name"])
    op.create_index("ix_value_chains_reciprocal_company_id", "value_chains", ["reciprocal_company_id"])

    protect(TENANT_TABLES, [f"{table}_id_seq" for table in TENANT_TABLES])


def downgrade() -> None:
    for table in reversed(TENANT_TABLES):
        op.drop_table(table)
    op.drop_table("countries")
