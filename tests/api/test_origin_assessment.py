"""An origin is assessed at every write and every recorded result (AS1; decision origin_checks)."""

from __future__ import annotations

from typing import Any

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from tests.api.conftest import Env
from tests.api.test_origins import POINT, Origins


@pytest.fixture
def origins(client: TestClient, env: Env) -> Origins:
    return Origins(client, env)


def _record(origins: Origins, id: int, who: str = "owner", **body: Any) -> httpx.Response:
    path = f"/api/origins/{id}/assessment-results/"
    return origins.client.post(path, json=body, headers=origins.env.auth(who))


def _checks(origin: dict[str, Any]) -> dict[str, tuple[str, str]]:
    summary = origin["assessment_summary"]
    assert summary["status"] == origin["assessment_status"]
    assert summary["assessed_at"].endswith("Z")
    return {check["check"]: (check["status"], check["reason"]) for check in summary["checks"]}


def test_each_check_is_in_the_summary_and_the_worst_is_the_status(origins: Origins) -> None:
    plot = origins.create(name="Gagnoa", production_date="2019-04-01")
    assert plot["assessment_status"] == "passing"
    assert {name: status for name, (status, _) in _checks(plot).items()} == {
        "geolocation": "passing",
        "country_risk": "passing",
        "cut_off_date": "passing",
    }
    assert "standard-risk" in _checks(plot)["country_risk"][1]

    late = origins.create(name="Late", production_date="2024-02-01")
    assert (late["assessment_status"], _checks(late)["cut_off_date"][0]) == ("failing", "failing")
    assert "after the cut-off date of 2020-12-31" in _checks(late)["cut_off_date"][1]
    # A declaration, given later, passes it; the change is assessed at once.
    declared = origins.patch(late["id"], deforestation_free_declaration=True).json()
    assert declared["assessment_status"] == "passing"
    assert origins.get(late["id"]) == declared

    russian = origins.create(name="Taiga", country="RU", commodity="wood", production_date="2019-01-01")
    assert (russian["assessment_status"], _checks(russian)["country_risk"][0]) == ("failing", "failing")
    point = origins.create(name="Smallholding", geometry=POINT, production_date="2019-01-01")
    assert (point["assessment_status"], _checks(point)["geolocation"][0]) == ("pending", "pending")
    assert origins.names(assessment_status="failing") == ["Taiga"]


def test_recorded_results_count_latest_first_and_name_their_source(origins: Origins, env: Env) -> None:
    plot = origins.create(name="Gagnoa", production_date="2019-04-01")
    failed = _record(
        origins,
        plot["id"],
        check="satellite_monitoring",
        status="failing",
        reason="Clearing seen in 2023.",
        source="Monitor Inc.",
    )
    assert failed.status_code == 200, failed.text
    assert failed.json()["assessment_status"] == "failing"
    assert _checks(failed.json())["satellite_monitoring"] == (
        "failing",
        "Recorded (Monitor Inc.): Clearing seen in 2023.",
    )
    # An editor records a field visit that clears it: the latest result of the check counts.
    cleared = _record(
        origins,
        plot["id"],
        "editor",
        check="satellite_monitoring",
        status="passing",
        reason="Old clearing, before 2020.",
    )
    assert cleared.status_code == 200, cleared.text
    assert cleared.json()["assessment_status"] == "passing"
    assert _checks(cleared.json())["satellite_monitoring"] == ("passing", "Recorded: Old clearing, before 2020.")
    assert list(_checks(cleared.json())) == ["geolocation", "country_risk", "cut_off_date", "satellite_monitoring"]
    assert origins.get(plot["id"]) == cleared.json()


def test_a_refused_result_changes_nothing(origins: Origins, env: Env) -> None:
    plot = origins.create(name="Gagnoa", production_date="2019-04-01")
    built_in = _record(origins, plot["id"], check="geolocation", status="failing", reason="No.")
    assert (built_in.status_code, built_in.json()) == (
        400,
        {"check": ["geolocation is a check Canopy makes itself; record results under another name."]},
    )
    bad = _record(origins, plot["id"], check="", status="mitigated", reason="")
    assert bad.status_code == 400 and set(bad.json()) == {"check", "status", "reason"}
    viewer = _record(origins, plot["id"], "viewer", check="visit", status="failing", reason="No.")
    assert viewer.status_code == 403
    other = _record(origins, plot["id"], "other_owner", check="visit", status="failing", reason="No.")
    assert (other.status_code, other.json()) == (404, {"detail": "Not found."})
    assert origins.get(plot["id"]) == plot
