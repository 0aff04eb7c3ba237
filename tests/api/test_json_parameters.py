"""JSON written in a query parameter (the contains lookup of JSON fields, S2's context__contains):
a value nested deeper than a body may be, or one neither database can compare alike, is a 400
on the parameter, never a 500 (decision json_parameters)."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from tests.api.conftest import Env

SUBMISSIONS = "/api/survey-submissions/"


@pytest.mark.parametrize("depth", [201, 1_000, 10_000])
def test_a_json_value_nested_deeper_than_a_body_may_be_is_a_400_on_its_parameter(
    client: TestClient, env: Env, depth: int
) -> None:
    deep = "[" * depth + "]" * depth
    response = client.get(SUBMISSIONS, params={"context__contains": deep}, headers=env.auth("owner"))
    assert response.status_code == 400, response.text[:300]
    assert response.json() == {"context__contains": ["Value must be valid JSON nested at most 200 levels deep."]}


def test_a_json_value_as_deep_as_a_body_may_be_is_read(client: TestClient, env: Env) -> None:
    deep = '{"site": ' + "[" * 199 + "]" * 199 + "}"
    response = client.get(SUBMISSIONS, params={"context__contains": deep}, headers=env.auth("owner"))
    assert response.status_code == 200, response.text[:300]
    assert response.json()["count"] == 0


@pytest.mark.parametrize("raw", ['{"year": NaN}', "Infinity", "[-Infinity]", "1e999", '{"site": "a\\u0000b"}'])
def test_a_json_value_that_no_database_compares_alike_is_a_400(client: TestClient, env: Env, raw: str) -> None:
    response = client.get(SUBMISSIONS, params={"context__contains": raw}, headers=env.auth("owner"))
    assert response.status_code == 400, response.text[:300]
    assert list(response.json()) == ["context__contains"]


@pytest.mark.parametrize("idempotency", [{}, {"Idempotency-Key": "deep-body"}])
def test_a_body_nested_deeper_than_the_limit_is_a_parse_error(
    client: TestClient, env: Env, idempotency: dict[str, str]
) -> None:
    """The same limit on bodies: their parser's (decision non_json_body), with or without an Idempotency-Key."""
    body = '{"email": "deep@example.org", "auth_group": ' + "[" * 5_000 + "]" * 5_000 + "}"
    response = client.post(
        "/api/accounts/invitations/",
        content=body,
        headers={**env.auth("owner"), "Content-Type": "application/json", **idempotency},
    )
    assert response.status_code == 400, response.text[:300]
    assert response.json()["detail"].startswith("JSON parse error - recursion limit exceeded")
