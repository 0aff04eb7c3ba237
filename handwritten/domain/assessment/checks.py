"""The checks of an origin (a plot where a commodity was produced), each a small pure function.

A check takes what is known of the origin (OriginFacts) and returns its outcome: a status and the
reason a person reads in the origin's assessment_summary. Checks register with @origin_check, in
the order the summary lists them; a new check is a new function here or in a module imported by
this package's users, with its own tests. Results recorded by a person or an external system
(operation AS1) are checks too, one per name, the latest result of each counting.

The rules (decision origin_checks), for the EU deforestation regulation (EU) 2023/1115:

| check            | passing                                   | pending                         | failing                               |
| ---------------- | ----------------------------------------- | ------------------------------- | ------------------------------------- |
| geolocation      | a Polygon, or a Point of at most 4 ha     | a Point whose area is not known | a Point of more than 4 ha (Art. 2(28)) |
| country_risk     | low or standard risk (Art. 29)            |                                 | high risk                             |
| cut_off_date     | a deforestation-free declaration, or      | no declaration and no           | no declaration, produced after        |
|                  | produced on or before 31 December 2020    | production date                 | 31 December 2020                      |
| (recorded)       | recorded as passing                       |                                 | recorded as failing                   |

A standard-risk country passes country_risk: full due diligence applies there, which the other
checks (geolocation, cut-off date, recorded results) are; a low-risk one allows the simplified
due diligence of Article 13, which the reason says.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from generated.enums import AssessmentStatus, EudrCountryRisk
from handwritten.domain.geometry import MAX_POINT_HECTARES

CUT_OFF = date(2020, 12, 31)  # Regulation (EU) 2023/1115, Article 2(13)


@dataclass(frozen=True, slots=True)
class Recorded:
    """A result recorded through AS1: by whom (a person or a system) and why."""

    status: AssessmentStatus
    reason: str
    source: str


@dataclass(frozen=True, slots=True)
class OriginFacts:
    geometry_type: str
    area_hectares: float | None
    country_code: str
    country_risk: EudrCountryRisk
    production_date: date | None
    deforestation_free_declaration: bool
    recorded: Mapping[str, Recorded] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Outcome:
    status: AssessmentStatus
    reason: str

    def summary(self, check: str) -> dict[str, Any]:
        return {"check": check, "status": self.status.value, "reason": self.reason}


OriginCheck = Callable[[OriginFacts], Outcome]
CHECKS: dict[str, OriginCheck] = {}


def origin_check(name: str) -> Callable[[OriginCheck], OriginCheck]:
    """Register a check of every origin under `name` (shown in the summary)."""

    def register(check: OriginCheck) -> OriginCheck:
        if name in CHECKS:
            raise ValueError(f"an origin check named {name!r} is registered already")
        CHECKS[name] = check
        return check

    return register


def outcomes(facts: OriginFacts) -> dict[str, Outcome]:
    """Every registered check's outcome, then every recorded result's, by check name."""
    found = {name: check(facts) for name, check in CHECKS.items()}
    for name, result in sorted(facts.recorded.items()):
        source = f" ({result.source})" if result.source else ""
        found[name] = Outcome(result.status, f"Recorded{source}: {result.reason}")
    return found


@origin_check("geolocation")
def geolocation(facts: OriginFacts) -> Outcome:
    if facts.geometry_type == "Polygon":
        return Outcome(AssessmentStatus.PASSING, "The plot is described by a polygon.")
    if facts.area_hectares is None:
        return Outcome(
            AssessmentStatus.PENDING,
            f"The plot is a point and its area is not known: a point describes a plot of at most "
            f"{MAX_POINT_HECTARES} hectares only.",
        )
    if facts.area_hectares > MAX_POINT_HECTARES:
        return Outcome(
            AssessmentStatus.FAILING,
            f"The plot of {facts.area_hectares:g} hectares is a point; above {MAX_POINT_HECTARES} hectares "
            f"it must be a polygon.",
        )
    return Outcome(AssessmentStatus.PASSING, f"The plot of {facts.area_hectares:g} hectares is a point, as allowed.")


@origin_check("country_risk")
def country_risk(facts: OriginFacts) -> Outcome:
    code = facts.country_code
    if facts.country_risk is EudrCountryRisk.HIGH:
        return Outcome(AssessmentStatus.FAILING, f"{code} is a high-risk country (Regulation (EU) 2025/1093).")
    if facts.country_risk is EudrCountryRisk.LOW:
        return Outcome(AssessmentStatus.PASSING, f"{code} is a low-risk country: simplified due diligence applies.")
    return Outcome(AssessmentStatus.PASSING, f"{code} is a standard-risk country: full due diligence applies.")


@origin_check("cut_off_date")
def cut_off_date(facts: OriginFacts) -> Outcome:
    if facts.deforestation_free_declaration:
        return Outcome(AssessmentStatus.PASSING, "The producer declared the plot deforestation-free.")
    if facts.production_date is None:
        return Outcome(
            AssessmentStatus.PENDING,
            "Neither a deforestation-free declaration nor the production date is known.",
        )
    if facts.production_date > CUT_OFF:
        return Outcome(
            AssessmentStatus.FAILING,
            f"Produced on {facts.production_date:%Y-%m-%d}, after the cut-off date of {CUT_OFF:%Y-%m-%d}, "
            f"without a deforestation-free declaration.",
        )
    return Outcome(AssessmentStatus.PASSING, f"Produced on {facts.production_date:%Y-%m-%d}, before the cut-off date.")
