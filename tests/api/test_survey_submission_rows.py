"""S2's rows (decision survey_submission_rows) counted, ordered and paged in the database: a row
per survey version, by version id then survey; the count is every row; limit and offset cut the
same sequence; with filters, only the rows of matching submissions."""

from __future__ import annotations

import copy
from typing import Any

from starlette.testclient import TestClient

from tests.api.conftest import Direct, Env
from tests.api.test_surveys import EXAMPLE, Surveys, staff_owners

SUBMISSIONS = "/api/survey-submissions/"


def _rows(surveys: Surveys, who: str = "owner", **params: str) -> tuple[int, list[tuple[int, int, list[int]]]]:
    response = surveys.client.get(SUBMISSIONS, params=params, headers=surveys.env.auth(who))
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body["count"], [
        (row["id"], row["survey_id"], [s["id"] for s in row["survey_submissions"]]) for row in body["results"]
    ]


def _published(surveys: Surveys, definition: dict[str, Any]) -> int:
    response = surveys.publish(definition)
    assert response.status_code == 201, response.text
    return int(response.json()["id"])


def test_rows_are_versions_ordered_counted_and_paged(client: TestClient, env: Env, direct: Direct) -> None:
    surveys = staff_owners(client, env, direct)
    first = _published(surveys, EXAMPLE)
    first_submission = surveys.submit().json()["id"]
    other = _published(surveys, {**copy.deepcopy(EXAMPLE), "key": "other_survey", "title": "Other"})
    second = _published(surveys, EXAMPLE)  # the first survey's new version
    listed = surveys.client.get("/api/surveys/", headers=env.auth("owner")).json()["results"]
    by_definition = {s["id"]: s["application_survey_id"] for s in listed}
    energy, other_survey = by_definition[second], by_definition[other]
    second_submission = surveys.submit().json()["id"]  # of the survey listed first: energy, now at `second`

    # Every version submitted to, and each survey's version now, submitted or not.
    expected = [(first, energy, [first_submission]), (other, other_survey, []), (second, energy, [second_submission])]
    assert sorted(expected) == expected  # version ids in publishing order: the order is by version id
    assert _rows(surveys) == (3, expected)
    for offset in range(4):
        for limit in (1, 2):
            assert _rows(surveys, limit=str(limit), offset=str(offset)) == (3, expected[offset : offset + limit])

    # Filtered: only the rows of matching submissions, counted and paged alike.
    matching = [(first, energy, [first_submission]), (second, energy, [second_submission])]
    contains = '{"year": "2024"}'
    assert _rows(surveys, context__contains=contains) == (2, matching)
    assert _rows(surveys, context__contains=contains, limit="1", offset="1") == (2, matching[1:])
    assert _rows(surveys, context__contains='{"year": "1999"}') == (0, [])
    assert _rows(surveys, tags="energy") == (2, matching)

    # Another workspace has none of it.
    assert _rows(surveys, who="other_owner") == (0, [])
