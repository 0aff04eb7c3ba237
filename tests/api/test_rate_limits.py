"""Per-key rate limits on every authenticated operation (decision rate_limits)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from starlette.testclient import TestClient

from handwritten.app import create_app
from tests.api.conftest import Direct, Env

ME = "/api/accounts/users/me/"
MEMBERS = "/api/accounts/members/"
REVOKE = "/api/accounts/invitations/bulk-revocations/"


@pytest.fixture
def limited(env: Env) -> Iterator[TestClient]:
    settings = env.settings.model_copy(
        update={
            "rate_limit_reads": "3/minute",
            "rate_limit_writes": "2/minute",
            "rate_limit_bulk": "1/minute",
            "mail_worker": False,
        }
    )
    with TestClient(create_app(settings)) as client:
        yield client


def test_reads_past_the_quota_answer_429_with_retry_after_and_the_fields(limited: TestClient, env: Env) -> None:
    answers = [limited.get(ME, headers=env.auth("owner")) for _ in range(3)]
    assert [a.status_code for a in answers] == [200, 200, 200]
    assert [a.headers["ratelimit-policy"] for a in answers] == ['"reads";q=3;w=60'] * 3
    assert [re.sub(r";t=\d+", "", a.headers["ratelimit"]) for a in answers] == [
        '"reads";r=2',
        '"reads";r=1',
        '"reads";r=0',
    ]
    refused = limited.get(MEMBERS, headers=env.auth("owner"))  # reads share one quota, whatever the operation
    assert refused.status_code == 429
    wait = int(refused.headers["retry-after"])
    assert 1 <= wait <= 60
    unit = "second" if wait == 1 else "seconds"
    assert refused.json() == {"detail": f"Request was throttled. Expected available in {wait} {unit}."}
    assert refused.headers["ratelimit"].startswith('"reads";r=0;t=')


def test_classes_and_keys_have_quotas_of_their_own(limited: TestClient, env: Env, direct: Direct) -> None:
    for _ in range(3):
        limited.get(ME, headers=env.auth("owner"))
    assert limited.get(ME, headers=env.auth("owner")).status_code == 429
    assert limited.get(ME, headers=env.auth("admin")).status_code == 200  # another key
    body = {"operations": [{"invitation_filters": {}}]}
    bulk = limited.post(REVOKE, json=body, headers=env.auth("owner"))
    assert (bulk.status_code, bulk.headers["ratelimit-policy"]) == (200, '"bulk";q=1;w=60')
    assert limited.post(REVOKE, json=body, headers=env.auth("owner")).status_code == 429
    write = limited.post(
        "/api/accounts/workspaces/switch/", json={"company_id": env.workspaces["a"]}, headers=env.auth("owner")
    )
    assert (write.status_code, write.headers["ratelimit-policy"]) == (200, '"writes";q=2;w=60')


def test_requests_refused_before_the_key_is_known_are_not_counted(limited: TestClient, env: Env) -> None:
    for _ in range(5):
        assert limited.get(ME, headers={"Authorization": "ApiKey cnp_wrong"}).status_code == 401
    assert limited.get(ME, headers=env.auth("owner")).status_code == 200


def test_a_setting_turns_them_off(env: Env) -> None:
    settings = env.settings.model_copy(update={"rate_limits": False, "rate_limit_reads": "1/minute"})
    with TestClient(create_app(settings)) as client:
        answers = [client.get(ME, headers=env.auth("owner")) for _ in range(3)]
    assert [a.status_code for a in answers] == [200, 200, 200]
    assert all("ratelimit" not in a.headers for a in answers)


def test_the_defaults_are_generous_and_every_response_carries_the_fields(client: TestClient, env: Env) -> None:
    response = client.get(ME, headers=env.auth("owner"))
    assert response.headers["ratelimit-policy"] == '"reads";q=5000;w=1'
