"""S3's bounds (decision survey_submission_bounds): the query context's entries, their lengths and
precisions, the nested instances a submission creates and the length of each instance's context;
each refused with a 400 at the right place, and nothing created."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from generated.operations import BY_CODE
from handwritten.db.surveys import SubmissionSurvey, SurveySubmission
from tests.api.conftest import Direct, Env
from tests.api.test_surveys import YEAR, Surveys, staff_owners

# Sites, each with its suppliers: the nested instances of a submission are a product.
SUPPLY = {
    "key": "supply",
    "title": "Supply",
    "blocks": [
        {"key": "sites", "title": "Sites", "questions": [
            {"field_id": "sites", "kind": "nested", "title": "Sites", "survey": "site", "dimension": "site"}]},
    ],
    "surveys": {
        "site": {"title": "Site", "blocks": [{"key": "site", "title": "Site", "questions": [
            {"field_id": "suppliers", "kind": "nested", "title": "Suppliers", "survey": "supplier",
             "dimension": "supplier"}]}]},
        "supplier": {"title": "Supplier", "blocks": [{"key": "supplier", "title": "Supplier", "questions": [
            {"field_id": "volume", "kind": "questionnumber", "title": "Volume"}]}]},
    },
}  # fmt: skip


def _entry(context_object: str, context_value: Any, precision: str = "exact") -> dict[str, Any]:
    return {"context_object": context_object, "context_value": context_value, "precision": precision}


def _sites(count: int, dimension: str = "site") -> list[dict[str, Any]]:
    return [_entry(dimension, f"{dimension}-{n}") for n in range(count)]


class Submissions:
    def __init__(self, surveys: Surveys, direct: Direct) -> None:
        self.surveys, self.direct = surveys, direct

    def survey(self, definition: dict[str, Any] | None = None) -> int:
        published = self.surveys.publish(definition)
        assert published.status_code == 201, published.text
        listed = self.surveys.client.get("/api/surveys/", headers=self.surveys.env.auth("owner")).json()["results"]
        return int(next(s["application_survey_id"] for s in listed if s["id"] == published.json()["id"]))

    def create(self, survey_id: int, query_context: list[dict[str, Any]]) -> Any:
        body = {"application_survey_id": survey_id, "query_context": query_context}
        return self.surveys.client.post("/api/survey-submissions/", json=body, headers=self.surveys.env.auth("owner"))

    def stored(self) -> tuple[int, int]:
        """How many submissions and survey instances the database holds."""

        async def count(session: AsyncSession) -> tuple[int, int]:
            submissions = await session.scalar(select(func.count()).select_from(SurveySubmission))
            instances = await session.scalar(select(func.count()).select_from(SubmissionSurvey))
            return int(submissions or 0), int(instances or 0)

        return self.direct.run(count)

    def refused(self, survey_id: int, query_context: list[dict[str, Any]]) -> Any:
        before = self.stored()
        response = self.create(survey_id, query_context)
        assert response.status_code == 400, response.text
        assert self.stored() == before  # nothing created
        return response.json()


@pytest.fixture
def submissions(client: TestClient, env: Env, direct: Direct) -> Submissions:
    return Submissions(staff_owners(client, env, direct), direct)


def test_each_entry_is_bounded_and_refused_at_its_place(submissions: Submissions) -> None:
    survey = submissions.survey()
    cases = [
        (3, "context_value", _entry("site", "x" * 256), "Ensure this field has no more than 255 characters."),
        (1, "context_object", _entry("o" * 101, "x"), "Ensure this field has no more than 100 characters."),
        (1, "context_object", _entry("", "x"), "Ensure this field has at least 1 characters."),
        (2, "precision", _entry("month", "2024-03", "week"), '"week" is not a valid choice.'),
        # Entries are flat: a value is a string, never an object or a list nesting further.
        (0, "context_value", _entry("site", {"name": "ghent"}), "Not a valid string."),
        (1, "context_value", _entry("site", ["ghent"]), "Not a valid string."),
    ]
    for index, field, bad, message in cases:
        query_context = [YEAR, *_sites(4)]
        query_context[index] = bad
        assert submissions.refused(survey, query_context) == {"query_context": {str(index): {field: [message]}}}
    longest = [YEAR, _entry("site", "x" * 255), _entry("o" * 100, "x")]
    assert submissions.create(survey, longest).status_code == 201


def test_a_query_context_has_at_most_3100_entries(submissions: Submissions) -> None:
    survey = submissions.survey()
    too_many = submissions.refused(survey, [YEAR, *_sites(3100)])
    assert too_many == {"query_context": ["Ensure this field has no more than 3100 elements."]}
    document = submissions.surveys.client.get("/api/openapi.json").json()
    schema = document["components"]["schemas"]["CreateSubmissionRequest"]["properties"]["query_context"]
    assert schema["maxItems"] == 3100


def test_a_submission_holds_at_most_3000_nested_surveys(submissions: Submissions) -> None:
    assert BY_CODE["S3"].limits["nested_surveys"] == 3000
    supply = submissions.survey(SUPPLY)
    # 50 sites of 60 suppliers: 50 + 3,000 nested instances, though only 111 entries.
    refused = submissions.refused(supply, [YEAR, *_sites(50), *_sites(60, "supplier")])
    assert refused == {
        "query_context": ["A submission can hold at most 3000 nested surveys; this one would hold more."]
    }
    created = submissions.create(supply, [YEAR, *_sites(50), *_sites(59, "supplier")])  # 50 + 2,950
    assert created.status_code == 201, created.text
    assert submissions.stored() == (1, 1 + 3000)


def test_each_instances_context_fits_the_stored_key(submissions: Submissions) -> None:
    survey = submissions.survey()
    # Each value within its limit, but the root's context, as JSON, longer than 2,048 characters.
    wide = [YEAR, *(_entry(f"object_{n}", "v" * 255) for n in range(8))]
    message = "Ensure each survey instance's context, as JSON, has at most 2048 characters."
    assert submissions.refused(survey, wide) == {"query_context": [message]}
    # A root of about 830 characters, and a site whose value is 1,530 as JSON (control characters
    # are escaped): the site's context is too long, the root's is not.
    deep = [YEAR, *(_entry(f"object_{n}", "v" * 255) for n in range(3)), _entry("site", "\x01" * 255)]
    assert submissions.refused(survey, deep) == {"query_context": [message]}
    assert submissions.create(survey, deep[:-1]).status_code == 201
