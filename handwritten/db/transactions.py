"""Tables of the transactions area: financial transactions, their tags and the integrations they
came through (decision transaction_amounts).

Registered with the shared metadata when handwritten.db.models is imported (it imports this
module at its end). Every table is tenant data, link tables included.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import (
    BigInteger,
    Boolean,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

from handwritten.db.models import Base, Id, TenantScoped, Timestamps
from handwritten.domain.transactions import PLACES

SCALE: int = 10**PLACES  # money is kept in ten-thousandths of the currency unit


class Money(TypeDecorator[Decimal]):
    """An exact amount, kept as an integer of ten-thousandths on both databases.

    SQLite has no decimal type (a NUMERIC column holds a float there), so sums of amounts would
    drift ("0.1" a thousand times); integers add up exactly in SQLite and PostgreSQL alike, and
    SUM over this type reads back as a Decimal. Four places hold every ISO 4217 currency's minor
    unit (at most three). A value with more places is refused, never rounded silently.
    """

    impl = BigInteger
    cache_ok = True

    def process_bind_param(self, value: Decimal | float | int | None, dialect: Dialect) -> int | None:
        if value is None:
            return None
        exact = value if isinstance(value, Decimal) else Decimal(str(value))
        scaled = exact * SCALE
        if scaled != scaled.to_integral_value():
            raise ValueError(f"{value} has more than 4 decimal places")
        return int(scaled)

    def process_result_value(self, value: int | Decimal | None, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        return Decimal(int(value)) / SCALE


class Integration(TenantScoped, Base):
    """An integration (a provider's connection) that transactions came through."""

    __tablename__ = "integrations"

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    name: Mapped[str] = mapped_column(String(255))


class FinancialTransaction(TenantScoped, Base):
    """A raw financial row of the workspace, which can be classified as emissions."""

    __tablename__ = "financial_transactions"
    # Each index is paid for by every imported row (a million in minutes), so there are few, each
    # measured (bench/results/, transactions): the company's own one is left out (every index
    # here starts with company_id), and the date one covers what T2 sums, so a year of rows is
    # grouped from the index alone whichever plan PostgreSQL keeps.
    __table_args__ = (
        Index(
            "ix_financial_transactions_company_date",
            "company_id",
            "date",
            postgresql_include=["ledger", "currency", "net_amount", "id"],
        ),  # T1's default order, T2's ranges
        # A ledger's rows newest first (T1's default order): its page walks the ledger's entries
        # until the page is full instead of the workspace's (migration 0021); and T1's common
        # filters together, ledger, source and amount: their count reads the index alone
        # (migration 0025, where this was two indexes).
        Index(
            "ix_financial_transactions_company_ledger_date",
            "company_id",
            "ledger",
            "date",
            postgresql_include=["source", "net_amount"],
        ),
        UniqueConstraint("company_id", "row_identity", "row_repeat", name="uq_financial_transactions_row_identity"),
        # Only rows that came through an integration are in it (CSV imports have none): deleting
        # an integration finds its rows, and an import does not pay for it.
        Index(
            "ix_financial_transactions_integration_id",
            "integration_id",
            postgresql_where=text("integration_id IS NOT NULL"),
            sqlite_where=text("integration_id IS NOT NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    company_id: Mapped[int] = mapped_column(Id, ForeignKey("companies.id", ondelete="CASCADE"))  # see above
    net_amount: Mapped[Decimal] = mapped_column(Money())
    currency: Mapped[str] = mapped_column(String(3))
    vendor_name: Mapped[str | None] = mapped_column(Text)
    date: Mapped[datetime] = mapped_column()
    end_date: Mapped[datetime] = mapped_column()
    ledger: Mapped[str] = mapped_column(String(255))
    journal: Mapped[str | None] = mapped_column(String(255))
    description: Mapped[str | None] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(32), default="new")
    source: Mapped[str] = mapped_column(String(16))
    total_co2_kg: Mapped[str] = mapped_column(String(64), default="")
    emissions: Mapped[str] = mapped_column(Text, default="")  # how the figure was computed, or why there is none
    classified: Mapped[bool] = mapped_column(Boolean, default=False)
    confidence_status: Mapped[str] = mapped_column(String(16), default="needs_attention")
    integration_id: Mapped[int | None] = mapped_column(Id, ForeignKey("integrations.id", ondelete="SET NULL"))
    # The emission category of its highest-priority matching rule (decision transaction_classification).
    category: Mapped[str | None] = mapped_column(String(100))
    # What an imported row is (decision transaction_row_identity): importing it again finds it.
    # The 32 bytes of the SHA-256 of what the row says (migration 0024: compared byte for byte,
    # where the 64 hex digits kept before were compared by the database's collation, in an index
    # twice the size), and which repeat of an identical row of its import it is (0 for the first).
    row_identity: Mapped[bytes | None] = mapped_column(LargeBinary(32))
    row_repeat: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    # The import run that created the row, if one did. Not a foreign key (migration 0023): checking
    # one is a lookup per imported row, and a run is deleted only with its workspace, rows and all.
    import_run_id: Mapped[int | None] = mapped_column(Id)


TAG_KIND = "transaction"  # the kind of a transaction's tags (handwritten/services/tags.py)


class FinancialTransactionTag(TenantScoped, Base):
    """A tag of a transaction (tags of kind "transaction")."""

    __tablename__ = "financial_transaction_tags"

    transaction_id: Mapped[int] = mapped_column(
        Id, ForeignKey("financial_transactions.id", ondelete="CASCADE"), primary_key=True
    )
    # Indexed for the tags filter, which goes from the tag to its transactions.
    tag_id: Mapped[int] = mapped_column(Id, ForeignKey("tags.id", ondelete="CASCADE"), primary_key=True, index=True)


class ClassificationRule(TenantScoped, Timestamps, Base):
    """A rule classifying the workspace's transactions in an emission category (CR1–CR5)."""

    __tablename__ = "classification_rules"

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    field: Mapped[str] = mapped_column(String(16))
    match: Mapped[str] = mapped_column(String(16))
    pattern: Mapped[str] = mapped_column(String(255))
    category: Mapped[str] = mapped_column(String(100))
    priority: Mapped[int] = mapped_column(Integer, default=0)


class EmissionFactor(TenantScoped, Base):
    """A workspace's own emission factor, replacing the shipped one for its category and currency
    (decision transaction_emissions). Kept as decimal text: exact on both databases."""

    __tablename__ = "emission_factors"
    __table_args__ = (UniqueConstraint("company_id", "category", "currency", name="uq_emission_factors_key"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    category: Mapped[str] = mapped_column(String(100))
    currency: Mapped[str] = mapped_column(String(3))
    kg_co2e_per_unit: Mapped[str] = mapped_column(String(40))
    source: Mapped[str] = mapped_column(String(255))
    year: Mapped[int] = mapped_column(Integer)


class ExchangeRate(TenantScoped, Base):
    """One unit of `currency` is worth `rate` units of `to_currency` in `year` (the workspace's)."""

    __tablename__ = "exchange_rates"
    __table_args__ = (UniqueConstraint("company_id", "currency", "to_currency", "year", name="uq_exchange_rates_key"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    currency: Mapped[str] = mapped_column(String(3))
    to_currency: Mapped[str] = mapped_column(String(3))
    year: Mapped[int] = mapped_column(Integer)
    rate: Mapped[str] = mapped_column(String(40))
