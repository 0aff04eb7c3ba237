"""Assessing an origin: its facts and recorded results through the registered checks into its
assessment_status and assessment_summary (decision origin_checks). Callers assess before their
last flush, so the write that stores the result is the one that sets updated_at."""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from generated.enums import AssessmentStatus
from handwritten.db.models import utcnow
from handwritten.db.origins import Origin, OriginAssessmentResult
from handwritten.domain.assessment.checks import OriginFacts, Recorded, outcomes
from handwritten.domain.assessment.status import worst
from handwritten.domain.eudr_country_risk import eu_status
from handwritten.services.rows import timestamp


async def recorded_results(session: AsyncSession, origin_id: int) -> dict[str, Recorded]:
    """Check name -> the latest result recorded for the origin under it."""
    rows = await session.execute(
        select(
            OriginAssessmentResult.check,
            OriginAssessmentResult.status,
            OriginAssessmentResult.reason,
            OriginAssessmentResult.source,
        )
        .where(OriginAssessmentResult.origin_id == origin_id)
        .order_by(OriginAssessmentResult.id)
    )
    return {row.check: Recorded(AssessmentStatus(row.status), row.reason, row.source) for row in rows}


def assess(origin: Origin, recorded: Mapping[str, Recorded]) -> None:
    """Write `origin`'s status and summary from its fields and the results `recorded` for it."""
    facts = OriginFacts(
        geometry_type=origin.geometry["type"],
        area_hectares=origin.area_hectares,
        country_code=origin.country_code,
        country_risk=eu_status(origin.country_code),
        production_date=origin.production_date,
        deforestation_free_declaration=origin.deforestation_free_declaration,
        recorded=recorded,
    )
    found = outcomes(facts)
    status = worst(outcome.status for outcome in found.values())
    previous = origin.assessment_summary if isinstance(origin.assessment_summary, dict) else {}
    # A mitigated origin stays mitigated, with who and why (decision assessment_mitigation).
    mitigation = previous.get("mitigation") if origin.assessment_status == AssessmentStatus.MITIGATED.value else None
    if mitigation is not None:
        status = AssessmentStatus.MITIGATED
    origin.assessment_status = status.value
    origin.assessment_summary = {
        "status": status.value,
        "checks": [outcome.summary(name) for name, outcome in found.items()],
        "assessed_at": timestamp(utcnow()),
    } | ({"mitigation": mitigation} if mitigation is not None else {})
