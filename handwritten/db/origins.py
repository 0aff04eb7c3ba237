"""Tables of the supply-chain reference areas: countries (global), origins and value chains.

Registered with the shared metadata when handwritten.db.models is imported (it imports this
module at its end), so migrations, tenancy and the tests see them like every other table.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, Boolean, Date, Float, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from handwritten.db.models import Base, Id, TenantScoped, Timestamps, utcnow


class Country(Base):
    """An ISO 3166-1 country: reference data, the same for every workspace (decision countries).

    Kept in step with handwritten/domain/countries.py by the migration and every `canopy migrate`;
    the API only reads it. Codes elsewhere are not foreign keys to it: they are checked against
    the same data in the code, so a country leaving ISO's list never blocks the sync.
    """

    __tablename__ = "countries"

    alpha_2: Mapped[str] = mapped_column(String(2), primary_key=True)
    alpha_3: Mapped[str] = mapped_column(String(3), unique=True)
    numeric: Mapped[str] = mapped_column(String(3))
    name: Mapped[str] = mapped_column(String(255))
    official_name: Mapped[str] = mapped_column(String(255))
    flag: Mapped[str] = mapped_column(String(16))
    eu_status: Mapped[str] = mapped_column(String(16))


class Origin(TenantScoped, Timestamps, Base):
    """A place where a commodity was produced, with its GeoJSON geometry (decision origins)."""

    __tablename__ = "origins"
    __table_args__ = (Index("ix_origins_company_name", "company_id", "name"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    name: Mapped[str] = mapped_column(String(255))
    country_code: Mapped[str] = mapped_column(String(2))
    producer: Mapped[str | None] = mapped_column(String(255))
    commodity: Mapped[str] = mapped_column(String(16))
    area_hectares: Mapped[float | None] = mapped_column(Float)
    # {"type": "Point" | "Polygon", "coordinates": [...]}, as validated (domain/geometry.py).
    geometry: Mapped[dict[str, Any]] = mapped_column(JSON)
    production_date: Mapped[date | None] = mapped_column(Date)
    deforestation_free_declaration: Mapped[bool] = mapped_column(Boolean, default=False)
    external_id: Mapped[str] = mapped_column(String(255), default="")
    assessment_status: Mapped[str] = mapped_column(String(16), default="pending")
    assessment_summary: Mapped[Any] = mapped_column(JSON, nullable=True)


class OriginAssessmentResult(TenantScoped, Base):
    """A check's result recorded for an origin by a person or an external system (AS1, decision
    origin_checks); the latest of each check name counts."""

    __tablename__ = "origin_assessment_results"
    __table_args__ = (Index("ix_origin_assessment_results_origin", "origin_id", "check", "id"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    origin_id: Mapped[int] = mapped_column(Id, ForeignKey("origins.id", ondelete="CASCADE"))
    check: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16))
    reason: Mapped[str] = mapped_column(Text)
    source: Mapped[str] = mapped_column(String(255), default="")
    recorded_by_user_id: Mapped[int | None] = mapped_column(Id, ForeignKey("users.id", ondelete="SET NULL"))
    recorded_at: Mapped[datetime] = mapped_column(default=utcnow)


class ValueChain(TenantScoped, Timestamps, Base):
    """A trading relationship with another company (decision value_chains)."""

    __tablename__ = "value_chains"
    __table_args__ = (Index("ix_value_chains_company_name", "company_id", "company_name"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    company_name: Mapped[str] = mapped_column(String(255))
    type: Mapped[str] = mapped_column(String(16))
    description: Mapped[str] = mapped_column(Text, default="")
    status: Mapped[str] = mapped_column(String(16))
    country_code: Mapped[str] = mapped_column(String(2))
    external_id: Mapped[str] = mapped_column(String(255), default="")
    permission_granted: Mapped[bool] = mapped_column(Boolean, default=False)
    is_self_managed: Mapped[bool] = mapped_column(Boolean, default=False)
    contact_name: Mapped[str] = mapped_column(String(255), default="")
    contact_email: Mapped[str | None] = mapped_column(String(254))
    # The counterpart's workspace, through which it will see the orders of this value chain. A
    # workspace that is deleted leaves the value chain without one.
    reciprocal_company_id: Mapped[int | None] = mapped_column(
        Id, ForeignKey("companies.id", ondelete="SET NULL"), index=True
    )
    # {ownership_periods: [...], sector_code, notes}, as validated (services/value_chains).
    ownership_information: Mapped[dict[str, Any]] = mapped_column(default=dict)
    # {contacts: {email: {invitation_id, name}}, invitation_ids: [...], requested_by_user_id}.
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JSON, default=dict)
    excluded_propagation_identifiers: Mapped[Any] = mapped_column(JSON, nullable=True)
    # Tag names, stored with the value chain (not the tags of products and orders).
    tags: Mapped[list[Any]] = mapped_column(default=list)
    assessment_status: Mapped[str] = mapped_column(String(16), default="pending")
    assessment_summary: Mapped[Any] = mapped_column(JSON, nullable=True)
