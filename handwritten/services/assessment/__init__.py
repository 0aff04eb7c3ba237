"""The assessment area (supply_chain host): AS2, mitigations (extension; decision assessment_mitigation).

An origin's own assessment is with origins (services/origins/assessment.py, AS1); propagation
through the supply chain is services/propagation.py, which every area that changes a result starts.
"""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.assessment.service import AssessmentService

__all__ = ["AREA", "AssessmentService"]

AREA = Area(AssessmentService)
