"""Tables of the orders area: orders, their line items, what items are traced to, order tags and
the due diligence statements attached to orders.

Registered with the shared metadata when handwritten.db.models is imported (it imports this
module at its end). Every table is tenant data, link tables included, so row-level security
covers each of them.

References to records of other areas (products, origins, value chains, statements) are plain
foreign keys without ON DELETE: the owning areas refuse to delete a referenced record
(services/references.py, decision referenced_deletion) and the key is the safety net behind
that check. NO ACTION rather than RESTRICT: it is checked at the end of the statement, so a
workspace deleted with everything in it (CASCADE from companies) is not blocked halfway.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, Boolean, Date, Float, ForeignKey, Index, Integer, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from handwritten.db.models import Base, Id, Shared, TenantScoped, Timestamps, utcnow

# Percentages 0..100 with two decimals, read as floats (no Decimal, which SQLite cannot store).
Percentage = Numeric(5, 2, asdecimal=False)


class Order(Shared, Timestamps, Base):
    """An order recorded by the workspace (company_id), which is its buyer, its seller or both;
    shared with the other party as its value chain says (Shared, decision order_counterparts)."""

    __tablename__ = "orders"
    __table_args__ = (
        Index("ix_orders_company_created", "company_id", "created_at"),  # O1's default order
        Index("ix_orders_buyer_created", "buyer_company_id", "created_at"),  # order_action=buying, newest first
        Index("ix_orders_seller_created", "seller_company_id", "created_at"),  # order_action=selling
    )

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    type: Mapped[str] = mapped_column(String(32))
    external_id: Mapped[str] = mapped_column(String(255))
    buyer_external_id: Mapped[str | None] = mapped_column(String(255))
    seller_external_id: Mapped[str | None] = mapped_column(String(255))
    order_created_at: Mapped[date] = mapped_column(Date)
    order_arrival_at: Mapped[date | None] = mapped_column(Date)
    buyer_company_status: Mapped[str] = mapped_column(String(32))
    seller_company_status: Mapped[str] = mapped_column(String(32))
    assessment_status: Mapped[str] = mapped_column(String(16))
    value_chain_id: Mapped[int | None] = mapped_column(Id, ForeignKey("value_chains.id"), index=True)
    # Workspaces; a workspace deleted from the platform leaves the order without that party.
    buyer_company_id: Mapped[int | None] = mapped_column(Id, ForeignKey("companies.id", ondelete="SET NULL"))
    seller_company_id: Mapped[int | None] = mapped_column(Id, ForeignKey("companies.id", ondelete="SET NULL"))
    # An ISO alpha-2 code checked against the code's country data, not a key (decision countries).
    border_cross_country_code: Mapped[str | None] = mapped_column(String(2))
    assessment_summary: Mapped[Any] = mapped_column(JSON, nullable=True)
    excluded_propagation_identifiers: Mapped[Any] = mapped_column(JSON, nullable=True)
    failing_percentage: Mapped[float] = mapped_column(Percentage, default=0)
    passing_percentage: Mapped[float] = mapped_column(Percentage, default=0)
    pulse_params: Mapped[dict[str, Any]] = mapped_column(default=dict)
    # As the last write gave them; the request itself is an OrderInformationRequest.
    send_information_request: Mapped[bool] = mapped_column(Boolean, default=False)
    skip_information_request_review: Mapped[bool] = mapped_column(Boolean, default=False)


class OrderItem(TenantScoped, Timestamps, Base):
    """A line item of an order, between a buyer product and a seller product."""

    __tablename__ = "order_items"

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    order_id: Mapped[int] = mapped_column(Id, ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    buyer_product_id: Mapped[int | None] = mapped_column(Id, ForeignKey("products.id"), index=True)
    seller_product_id: Mapped[int | None] = mapped_column(Id, ForeignKey("products.id"), index=True)
    # Any JSON number a body may hold (a double), so no value the schema admits overflows the column.
    volume: Mapped[float | None] = mapped_column(Float)
    unit: Mapped[str | None] = mapped_column(Text)
    line_number: Mapped[int | None] = mapped_column(Integer)
    external_id: Mapped[str | None] = mapped_column(String(255))
    # "metadata" is the declarative class's own attribute; the column keeps the resource's name.
    item_metadata: Mapped[Any] = mapped_column("metadata", JSON, nullable=True)
    is_complete_match: Mapped[bool] = mapped_column(Boolean, default=False)
    seller_traced_suggestions: Mapped[dict[str, Any]] = mapped_column(default=dict)
    excluded_propagation_identifiers: Mapped[Any] = mapped_column(JSON, nullable=True)
    assessment_status: Mapped[str] = mapped_column(String(16), default="pending")
    assessment_summary: Mapped[Any] = mapped_column(JSON, nullable=True)


class TracedOrder(TenantScoped, Base):
    """An order an item is traced to (the order its goods came from); traces never form a cycle."""

    __tablename__ = "order_item_traced_orders"

    item_id: Mapped[int] = mapped_column(Id, ForeignKey("order_items.id", ondelete="CASCADE"), primary_key=True)
    # Indexed for the cycle check, which walks from an order to the items traced to it.
    order_id: Mapped[int] = mapped_column(Id, ForeignKey("orders.id", ondelete="CASCADE"), primary_key=True, index=True)


class TracedOrigin(TenantScoped, Base):
    """An origin (place of production) an item is traced to."""

    __tablename__ = "order_item_traced_origins"

    item_id: Mapped[int] = mapped_column(Id, ForeignKey("order_items.id", ondelete="CASCADE"), primary_key=True)
    # Indexed for items__traced_origins and for the origin's deletion check.
    origin_id: Mapped[int] = mapped_column(Id, ForeignKey("origins.id"), primary_key=True, index=True)


class OrderTag(TenantScoped, Base):
    """A tag (of kind "order", services/tags.py) of an order."""

    __tablename__ = "order_tags"

    order_id: Mapped[int] = mapped_column(Id, ForeignKey("orders.id", ondelete="CASCADE"), primary_key=True)
    # Indexed for the tags__name and tags__slug filters, which go from the tag to its orders.
    tag_id: Mapped[int] = mapped_column(Id, ForeignKey("tags.id", ondelete="CASCADE"), primary_key=True, index=True)


class OrderStatement(TenantScoped, Base):
    """A due diligence statement attached to an order. Statements are deleted softly, so the link
    stays with a deleted statement, which the order then no longer shows or counts."""

    __tablename__ = "order_statements"

    order_id: Mapped[int] = mapped_column(Id, ForeignKey("orders.id", ondelete="CASCADE"), primary_key=True)
    statement_id: Mapped[int] = mapped_column(
        Id, ForeignKey("due_diligence_statements.id", ondelete="CASCADE"), primary_key=True, index=True
    )


class OrderInformationRequest(TenantScoped, Base):
    """The request for supply-chain information made of an order's value chain contact (decision
    order_information_request): one per order, awaiting review until sent through the mail outbox."""

    __tablename__ = "order_information_requests"

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    order_id: Mapped[int] = mapped_column(Id, ForeignKey("orders.id", ondelete="CASCADE"), unique=True)
    recipient_email: Mapped[str] = mapped_column(String(254))
    recipient_name: Mapped[str] = mapped_column(String(255), default="")
    status: Mapped[str] = mapped_column(String(16))
    requested_at: Mapped[datetime] = mapped_column(default=utcnow)
    sent_at: Mapped[datetime | None] = mapped_column(nullable=True)
