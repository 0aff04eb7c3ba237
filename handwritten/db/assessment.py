"""Tables of the assessment area: mitigations (AS2, decision assessment_mitigation).

Registered with the shared metadata when handwritten.db.models is imported (it imports this
module at its end). A mitigation names its record by identifier ("origin:12"), as exclusions do,
so one table serves origins, items and orders; the record itself carries the mitigated status.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from handwritten.db.models import Base, Id, TenantScoped, utcnow


class Mitigation(TenantScoped, Base):
    __tablename__ = "assessment_mitigations"
    __table_args__ = (Index("ix_assessment_mitigations_target", "company_id", "target"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    target: Mapped[str] = mapped_column(String(40))
    reason: Mapped[str] = mapped_column(Text)
    mitigated_by_user_id: Mapped[int | None] = mapped_column(Id, ForeignKey("users.id", ondelete="SET NULL"))
    mitigated_at: Mapped[datetime] = mapped_column(default=utcnow)
