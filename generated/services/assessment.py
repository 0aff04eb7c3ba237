# Generated from spec/operations/assessment.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the assessment area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from handwritten.runtime.context import RequestContext

__all__ = ["MitigateAssessment", "AssessmentService"]


class MitigateAssessment(Protocol):
    async def mitigate_assessment(self, *, ctx: RequestContext, body: models.MitigationRequest) -> models.Mitigation:
        """AS2. Mitigate the assessment of an origin, an item or an order: POST /api/assessment-mitigations/"""
        ...


class AssessmentService(MitigateAssessment, Protocol):
    """Every operation of the assessment area."""
