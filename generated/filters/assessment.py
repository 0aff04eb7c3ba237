# Generated from spec/operations/assessment.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the assessment operations: parsed into typed, validated, plain data.

Compiling filters into SQL is not done here; see handwritten/runtime.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from handwritten.runtime import querystring as qs

__all__ = [
    "FIELD_PATHS",
    "MitigateAssessmentQuery",
    "parse_mitigate_assessment_query",
]

# -- AS2 mitigate_assessment ----------------------------------------------------
_MITIGATE_ASSESSMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class MitigateAssessmentQuery:
    """Every query parameter of AS2, parsed."""

    pass


def parse_mitigate_assessment_query(items: Iterable[tuple[str, str]]) -> MitigateAssessmentQuery:
    return MitigateAssessmentQuery(**qs.parse(items, _MITIGATE_ASSESSMENT_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {}
