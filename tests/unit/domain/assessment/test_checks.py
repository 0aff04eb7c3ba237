"""The origin checks, each a pure function, and how their outcomes combine (decision origin_checks)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from generated.enums import AssessmentStatus, EudrCountryRisk
from handwritten.domain.assessment import checks
from handwritten.domain.assessment.checks import OriginFacts, Recorded, origin_check, outcomes
from handwritten.domain.assessment.status import worst

PASSING, PENDING, FAILING = AssessmentStatus.PASSING, AssessmentStatus.PENDING, AssessmentStatus.FAILING
PLOT = OriginFacts(
    geometry_type="Polygon",
    area_hectares=12.0,
    country_code="CI",
    country_risk=EudrCountryRisk.STANDARD,
    production_date=date(2019, 5, 1),
    deforestation_free_declaration=False,
)


@pytest.mark.parametrize(
    ("geometry_type", "area", "status"),
    [
        ("Polygon", None, PASSING),
        ("Polygon", 40.0, PASSING),
        ("Point", 4.0, PASSING),
        ("Point", None, PENDING),
        ("Point", 4.5, FAILING),
    ],
)
def test_geolocation_asks_a_polygon_above_four_hectares(
    geometry_type: str, area: float | None, status: AssessmentStatus
) -> None:
    outcome = checks.geolocation(replace(PLOT, geometry_type=geometry_type, area_hectares=area))
    assert outcome.status is status
    assert outcome.reason


@pytest.mark.parametrize(
    ("risk", "status", "words"),
    [
        (EudrCountryRisk.HIGH, FAILING, "high-risk"),
        (EudrCountryRisk.STANDARD, PASSING, "full due diligence"),
        (EudrCountryRisk.LOW, PASSING, "simplified due diligence"),
    ],
)
def test_country_risk_fails_high_risk_countries_only(
    risk: EudrCountryRisk, status: AssessmentStatus, words: str
) -> None:
    outcome = checks.country_risk(replace(PLOT, country_risk=risk))
    assert (outcome.status, words in outcome.reason, "CI" in outcome.reason) == (status, True, True)


@pytest.mark.parametrize(
    ("declared", "produced", "status"),
    [
        (True, date(2025, 1, 1), PASSING),
        (True, None, PASSING),
        (False, date(2020, 12, 31), PASSING),
        (False, date(2021, 1, 1), FAILING),
        (False, None, PENDING),
    ],
)
def test_cut_off_date_without_a_declaration(declared: bool, produced: date | None, status: AssessmentStatus) -> None:
    facts = replace(PLOT, deforestation_free_declaration=declared, production_date=produced)
    assert checks.cut_off_date(facts).status is status


def test_recorded_results_follow_the_built_in_checks_by_name() -> None:
    recorded = {
        "satellite": Recorded(FAILING, "Clearing seen in 2023.", "Monitor Inc."),
        "field_visit": Recorded(PASSING, "Visited.", ""),
    }
    found = outcomes(replace(PLOT, recorded=recorded))
    assert list(found) == ["geolocation", "country_risk", "cut_off_date", "field_visit", "satellite"]
    assert found["satellite"].summary("satellite") == {
        "check": "satellite",
        "status": "failing",
        "reason": "Recorded (Monitor Inc.): Clearing seen in 2023.",
    }
    assert found["field_visit"].reason == "Recorded: Visited."


def test_the_worst_status_wins_and_mitigated_counts_as_passing() -> None:
    S = AssessmentStatus
    assert worst([S.PASSING, S.PENDING, S.IN_PROGRESS]) is S.IN_PROGRESS
    assert worst([S.IN_PROGRESS, S.FAILING, S.PASSING]) is S.FAILING
    assert worst([S.MITIGATED, S.PASSING]) is S.PASSING
    assert worst([S.MITIGATED, S.PENDING]) is S.PENDING
    assert worst([]) is S.PENDING


def test_a_check_name_is_registered_once() -> None:
    with pytest.raises(ValueError, match="geolocation"):
        origin_check("geolocation")(checks.geolocation)
