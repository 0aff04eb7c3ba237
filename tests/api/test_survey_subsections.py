"""S4's compound key, survey_submission_id:survey_id[:survey_block_id] (decision
survey_subsection_key): the survey's id names the submission's root, i<id> one survey instance,
and the key's pattern in the OpenAPI is exactly what S4 takes."""

from __future__ import annotations

import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.api.conftest import Direct, Env
from tests.api.test_surveys import Surveys, staff_owners

PATTERN_REFUSED = {"id": ["This value does not match the required pattern."]}


@pytest.fixture
def surveys(client: TestClient, env: Env, direct: Direct) -> Surveys:
    return staff_owners(client, env, direct)


class Submitted:
    """A submission over two sites, with the ids S1 and S2 give of it."""

    def __init__(self, surveys: Surveys) -> None:
        assert surveys.publish().status_code == 201
        self.surveys = surveys
        self.id = surveys.submit("ghent", "lyon").json()["id"]
        headers = surveys.env.auth("owner")
        [self.s1] = surveys.client.get("/api/surveys/", headers=headers).json()["results"]
        [self.s2] = surveys.client.get("/api/survey-submissions/", headers=headers).json()["results"]

    def get(self, key: str, who: str = "owner") -> Any:
        return self.surveys.client.get(f"/api/survey-submissions/{key}/", headers=self.surveys.env.auth(who))

    def shown(self, key: str) -> dict[str, Any]:
        response = self.get(key)
        assert response.status_code == 200, (key, response.text)
        [shown] = response.json()["survey_submissions"]
        return dict(shown)


@pytest.fixture
def submitted(surveys: Surveys) -> Submitted:
    return Submitted(surveys)


def test_the_survey_id_of_s2_and_s1_names_the_submissions_root(submitted: Submitted) -> None:
    survey_id = submitted.s2["survey_id"]
    assert survey_id == submitted.s1["application_survey_id"]
    root = submitted.shown(f"{submitted.id}:{survey_id}")
    assert (root["key"], root["parent"], root["survey_key"]) == (f"{submitted.id}:{survey_id}", None, "")
    assert root["context"] == {"year": "2024"}
    [listed] = submitted.s2["survey_submissions"]
    assert listed["key"] == root["key"]  # S2 lists the root by the same key
    assert [b["id"] for b in root["blocks"]] == [1, 2, 3]
    block = submitted.shown(f"{submitted.id}:{survey_id}:3")
    assert block["key"] == f"{submitted.id}:{survey_id}:3" and [b["id"] for b in block["blocks"]] == [3]
    # The root's own instance id names it too, and it is shown by its survey's key.
    assert submitted.shown(f"{submitted.id}:i{root['instance_id']}")["key"] == root["key"]


def test_nested_instances_keep_a_key_of_their_own(submitted: Submitted) -> None:
    root_key = f"{submitted.id}:{submitted.s2['survey_id']}"
    root = submitted.shown(root_key)
    sites = next(q for b in root["blocks"] for q in b["questions"] if q["field_id"] == "sites")
    keys = [n["key"] for n in sites["nested"]]
    assert [n["dimension_value"] for n in sites["nested"]] == ["ghent", "lyon"]
    assert all(re.fullmatch(rf"{submitted.id}:i[0-9]+", key) for key in keys), keys
    ghent = submitted.shown(keys[0])
    assert (ghent["key"], ghent["parent"], ghent["survey_key"]) == (keys[0], root_key, "site")
    assert ghent["context"] == {"year": "2024", "site": "ghent"}
    assert [b["id"] for b in ghent["blocks"]] == [4, 5]
    assert [b["id"] for b in submitted.shown(f"{keys[1]}:5")["blocks"]] == [5]
    assert submitted.get(f"{keys[1]}:1").status_code == 404  # a block of the root, not of a site


def test_a_key_naming_nothing_of_the_workspace_is_a_404(submitted: Submitted, surveys: Surveys) -> None:
    survey_id = submitted.s2["survey_id"]
    ghent = submitted.shown(f"{submitted.id}:{survey_id}")["blocks"][1]["questions"][0]["nested"][0]["key"]
    instance = ghent.split(":")[1]
    other = surveys.submit("paris").json()["id"]
    for key in (
        f"{submitted.id}:{survey_id + 1}",  # another survey's id
        f"{submitted.id}:0",
        f"{submitted.id}:{survey_id}:99",  # no such block
        f"{other}:{instance}",  # an instance of another submission
        f"{submitted.id}:i999999",
        f"999999:{survey_id}",
    ):
        assert submitted.get(key).status_code == 404, key
    assert submitted.get(f"{submitted.id}:{survey_id}", who="other_owner").status_code == 404
    assert submitted.get(ghent, who="other_owner").status_code == 404


@pytest.mark.parametrize(
    "key",
    [
        "12", "12:", ":34", "12:34:", "12:x", "12:34:b", "12:i", "12:ii3", "12:I3", "12:34:i3", "i12:34",
        "1:2:3:4", "-1:2", "12:+3", " 12:34", "12:3 4", "1234567890123456789:1", "12:١٢", "12:34%0A",
    ],
)  # fmt: skip
def test_a_key_outside_the_pattern_is_a_400_on_id(submitted: Submitted, key: str) -> None:
    response = submitted.get(key)
    assert (response.status_code, response.json()) == (400, PATTERN_REFUSED)


def test_the_openapi_states_the_pattern_s4_takes(client: TestClient, submitted: Submitted) -> None:
    document = client.get("/api/openapi.json").json()
    parameters = document["paths"]["/api/survey-submissions/{id}/"]["get"]["parameters"]
    [parameter] = [p for p in parameters if p["in"] == "path"]
    assert parameter["name"] == "id"
    pattern = parameter["schema"]["pattern"]
    survey_id = submitted.s2["survey_id"]
    taken = [f"{submitted.id}:{survey_id}", f"{submitted.id}:{survey_id}:2", f"{submitted.id}:i1", "1:i1:1"]
    refused = ["12:x", "12:34:b", "12:ii3", "1234567890123456789:1", "12:34\n"]
    # As JSON Schema reads a pattern: $ ends the text (Python's would also take a final newline).
    assert all(re.search(pattern.replace("$", r"\Z"), key) for key in taken)
    assert not any(re.search(pattern.replace("$", r"\Z"), key) for key in refused)
    for key in taken:
        assert submitted.get(key).status_code in (200, 404), key
