"""financial transactions, their tags and integrations (T1, T2), classification rules (CR1–CR5)

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-24 19:15:00

Decision transaction_amounts: amounts are integers of ten-thousandths.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op

from handwritten.db.row_security import protect

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def _company() -> list[Any]:
    return [
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
    ]


def upgrade() -> None:
    op.create_table(
        "integrations",
        sa.Column("id", Id, nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        *_company(),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_integrations_company_id", "integrations", ["company_id"])
    op.create_table(
        "financial_transactions",
        sa.Column("id", Id, nullable=False),
        sa.Column("net_amount", sa.BigInteger(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("vendor_name", sa.Text(), nullable=True),
        sa.Column("date", sa.DateTime(timezone=True), nullable=False),
        sa.Column("end_date", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ledger", sa.String(length=255), nullable=False),
        sa.Column("journal", sa.String(length=255), nullable=True),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("source", sa.String(length=16), nullable=False),
        sa.Column("total_co2_kg", sa.String(length=64), nullable=False),
        sa.Column("emissions", sa.Text(), nullable=False),
        sa.Column("classified", sa.Boolean(), nullable=False),
        sa.Column("confidence_status", sa.String(length=16), nullable=False),
        sa.Column("integration_id", Id, nullable=True),
        sa.Column("category", sa.String(length=100), nullable=True),
        sa.Column("row_identity", sa.String(length=80), nullable=True),
        sa.Column("import_run_id", Id, nullable=True),
        *_company(),
        sa.ForeignKeyConstraint(["integration_id"], ["integrations.id"], ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["import_run_id"], ["data_import_runs.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", "row_identity", name="uq_financial_transactions_row_identity"),
    )
    op.create_index("ix_financial_transactions_company_id", "financial_transactions", ["company_id"])
    op.create_index("ix_financial_transactions_company_date", "financial_transactions", ["company_id", "date"])
    op.create_index("ix_financial_transactions_company_ledger", "financial_transactions", ["company_id", "ledger"])
    op.create_index("ix_financial_transactions_integration_id", "financial_transactions", ["integration_id"])
    op.create_table(
        "financial_transaction_tags",
        sa.Column("transaction_id", Id, nullable=False),
        sa.Column("tag_id", Id, nullable=False),
        *_company(),
        sa.ForeignKeyConstraint(["transaction_id"], ["financial_transactions.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["tag_id"], ["tags.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("transaction_id", "tag_id"),
    )
    op.create_index("ix_financial_transaction_tags_company_id", "financial_transaction_tags", ["company_id"])
    op.create_index("ix_financial_transaction_tags_tag_id", "financial_transaction_tags", ["tag_id"])
    op.create_table(
        "classification_rules",
        sa.Column("id", Id, nullable=False),
        sa.Column("field", sa.String(length=16), nullable=False),
        sa.Column("match", sa.String(length=16), nullable=False),
        sa.Column("pattern", sa.String(length=255), nullable=False),
        sa.Column("category", sa.String(length=100), nullable=False),
        sa.Column("priority", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        *_company(),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_classification_rules_company_id", "classification_rules", ["company_id"])
    op.create_table(
        "emission_factors",
        sa.Column("id", Id, nullable=False),
        sa.Column("category", sa.String(length=100), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("kg_co2e_per_unit", sa.String(length=40), nullable=False),
        sa.Column("source", sa.String(length=255), nullable=False),
        sa.Column("year", sa.Integer(), nullable=False),
        *_company(),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", "category", "currency", name="uq_emission_factors_key"),
    )
    op.create_index("ix_emission_factors_company_id", "emission_factors", ["company_id"])
    op.create_table(
        "exchange_rates",
        sa.Column("id", Id, nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("to_currency", sa.String(length=3), nullable=False),
        sa.Column("year", sa.Integer(), nullable=False),
        sa.Column("rate", sa.String(length=40), nullable=False),
        *_company(),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", "currency", "to_currency", "year", name="uq_exchange_rates_key"),
    )
    op.create_index("ix_exchange_rates_company_id", "exchange_rates", ["company_id"])
    protect(
        [
            "integrations",
            "financial_transactions",
            "financial_transaction_tags",
            "classification_rules",
            "emission_factors",
            "exchange_rates",
        ],
        [
            "integrations_id_seq",
            "financial_transactions_id_seq",
            "classification_rules_id_seq",
            "emission_factors_id_seq",
            "exchange_rates_id_seq",
        ],
    )


def downgrade() -> None:
    op.drop_table("exchange_rates")
    op.drop_table("emission_factors")
    op.drop_table("classification_rules")
    op.drop_table("financial_transaction_tags")
    op.drop_table("financial_transactions")
    op.drop_table("integrations")
