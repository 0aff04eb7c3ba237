"""Tables of the products area: products, tags, and the due diligence statements covering products.

Registered with the shared metadata when handwritten.db.models is imported (it imports this
module at its end), so migrations, tenancy and the tests see them like every other table. Every
table is tenant data, link tables included, so row-level security covers each of them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, Text, UniqueConstraint, text
from sqlalchemy.orm import Mapped, mapped_column

from handwritten.db.models import Base, Id, TenantScoped, Timestamps

TAG_LENGTH = 100  # of a tag's name, and of its slug (cut to it)


class Tag(TenantScoped, Base):
    """A tag of one kind of record (product now, order later): a name and its slug.

    Names with the same slug are one tag (decision product_tags); the unique key also lets
    concurrent writers create a tag with INSERT ... ON CONFLICT DO NOTHING.
    """

    __tablename__ = "tags"
    __table_args__ = (UniqueConstraint("company_id", "kind", "slug", name="uq_tags_slug"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    kind: Mapped[str] = mapped_column(String(32))
    name: Mapped[str] = mapped_column(String(TAG_LENGTH))
    slug: Mapped[str] = mapped_column(String(TAG_LENGTH))


# Named, so that a violation is told apart from other errors (services/writes.py).
UNIQUE_SKU = UniqueConstraint("company_id", "sku", name="uq_products_sku")


class Product(TenantScoped, Timestamps, Base):
    """A product of the workspace; order items name them as buyer and seller products."""

    __tablename__ = "products"
    __table_args__ = (
        UNIQUE_SKU,
        Index("ix_products_company_name", "company_id", "name"),  # PR1's default order
    )

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    sku: Mapped[str] = mapped_column(String(255))
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text, default="")
    scientific_name: Mapped[str] = mapped_column(String(255), default="")
    common_name: Mapped[str] = mapped_column(String(255), default="")
    type: Mapped[str] = mapped_column(String(64), default="manufactured")
    hs_code: Mapped[str] = mapped_column(String(32), default="")
    commodity: Mapped[str | None] = mapped_column(String(16))
    composition: Mapped[str] = mapped_column(String(16), default="simple")
    external_id: Mapped[str] = mapped_column(String(255), default="")
    # "metadata" is the declarative class's own attribute; the column keeps the resource's name.
    product_metadata: Mapped[dict[str, Any]] = mapped_column("metadata", default=dict)
    assessment_status: Mapped[str] = mapped_column(String(16), default="pending")
    assessment_summary: Mapped[Any] = mapped_column(JSON, nullable=True)
    excluded_propagation_identifiers: Mapped[Any] = mapped_column(JSON, default=list)


class ProductTag(TenantScoped, Base):
    """A tag of a product."""

    __tablename__ = "product_tags"

    product_id: Mapped[int] = mapped_column(Id, ForeignKey("products.id", ondelete="CASCADE"), primary_key=True)
    # Indexed for the tags__name and tags__slug filters, which go from the tag to its products.
    tag_id: Mapped[int] = mapped_column(Id, ForeignKey("tags.id", ondelete="CASCADE"), primary_key=True, index=True)


# A deleted statement is kept (decision due_diligence_statements); only the others hold their
# identifier, also between concurrent requests.
ACTIVE_ONLY = text("deleted_at IS NULL")
UNIQUE_IDENTIFIER = Index(
    "uq_due_diligence_statements_identifier",
    "company_id",
    "dds_identifier",
    unique=True,
    postgresql_where=ACTIVE_ONLY,
    sqlite_where=ACTIVE_ONLY,
)


class DueDiligenceStatement(TenantScoped, Timestamps, Base):
    """A due diligence statement (EUDR), deleted softly: `deleted_at` hides it from every operation."""

    __tablename__ = "due_diligence_statements"
    __table_args__ = (
        UNIQUE_IDENTIFIER,
        Index("ix_due_diligence_statements_company_created", "company_id", "created_at"),  # DS1's default order
    )

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    type: Mapped[str] = mapped_column(String(16), default="EUDR")
    name: Mapped[str] = mapped_column(String(255))
    dds_identifier: Mapped[str] = mapped_column(String(255))
    dds_data: Mapped[Any] = mapped_column(JSON, nullable=True)
    status: Mapped[str] = mapped_column(String(16), default="draft")
    pulse_params: Mapped[str] = mapped_column(String(255), default="")
    deleted_at: Mapped[datetime | None] = mapped_column()


class StatementProduct(TenantScoped, Base):
    """A product a due diligence statement covers.

    CASCADE from the product: only the links of deleted statements can remain when a product is
    deleted, since a product that a statement still covers is not (decision referenced_deletion).
    """

    __tablename__ = "statement_products"

    statement_id: Mapped[int] = mapped_column(
        Id, ForeignKey("due_diligence_statements.id", ondelete="CASCADE"), primary_key=True
    )
    # Indexed for reading a page of products' statements and for the deletion check.
    product_id: Mapped[int] = mapped_column(
        Id, ForeignKey("products.id", ondelete="CASCADE"), primary_key=True, index=True
    )


class StatementFiling(TenantScoped, Base):
    """How a due diligence statement was filed (DS7, decision statement_filing): once per statement."""

    __tablename__ = "statement_filings"

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    statement_id: Mapped[int] = mapped_column(
        Id, ForeignKey("due_diligence_statements.id", ondelete="CASCADE"), unique=True
    )
    submitter: Mapped[str] = mapped_column(String(64))
    reference: Mapped[str] = mapped_column(String(1024))
    document_id: Mapped[int | None] = mapped_column(Id, ForeignKey("documents.id", ondelete="SET NULL"))
    filed_at: Mapped[datetime] = mapped_column()
    filed_by_user_id: Mapped[int | None] = mapped_column(Id, ForeignKey("users.id", ondelete="SET NULL"))
