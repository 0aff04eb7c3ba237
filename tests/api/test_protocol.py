"""HTTP around every request: HEAD, OPTIONS, the headers of every response, and body limits.

Decisions http_semantics and body_limit. A chunked body is tested against a live server, where
the body really streams (tests/api/test_live_server.py).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from starlette.testclient import TestClient

from generated.operations import OPERATIONS
from handwritten.app import create_app
from tests.api.conftest import Api, Env

ME = "/api/accounts/users/me/"
MEMBERS = "/api/accounts/members/"
BULK_REVOKE = "/api/accounts/invitations/bulk-revocations/"
SERVED_GETS = [op.path for op in OPERATIONS if op.method == "GET" and op.area in ("accounts", "invitations")]


def concrete(path: str) -> str:
    return path.replace("{id}", "00000000-0000-0000-0000-000000000000" if "invitations" in path else "1")


@pytest.mark.parametrize("path", SERVED_GETS)
def test_head_answers_every_get_route_with_its_headers_and_no_body(client: TestClient, env: Env, path: str) -> None:
    get = client.get(concrete(path), headers=env.auth("owner"))
    head = client.head(concrete(path), headers=env.auth("owner"))
    assert head.status_code == get.status_code
    assert head.content == b""
    varying = {"x-request-id", "ratelimit"}
    assert {k: v for k, v in head.headers.items() if k not in varying} == {
        k: v for k, v in get.headers.items() if k not in varying
    }
    assert int(head.headers["content-length"]) == len(get.content)


def test_head_of_a_route_without_get_is_405_naming_head(client: TestClient, env: Env) -> None:
    response = client.head(BULK_REVOKE, headers=env.auth("owner"))
    assert (response.status_code, response.content) == (405, b"")
    assert response.headers["allow"] == "OPTIONS, POST"


@pytest.mark.parametrize(
    ("path", "allow"),
    [
        (ME, "GET, HEAD, OPTIONS"),
        (MEMBERS, "GET, HEAD, OPTIONS"),
        (f"{MEMBERS}1/", "DELETE, OPTIONS, PATCH"),
        ("/api/accounts/invitations/", "GET, HEAD, OPTIONS, POST"),
        (BULK_REVOKE, "OPTIONS, POST"),
        ("/api/accounts/invitations/00000000-0000-0000-0000-000000000000/preview/", "GET, HEAD, OPTIONS"),
    ],
)
def test_options_answers_with_allow_without_a_key(client: TestClient, path: str, allow: str) -> None:
    response = client.options(path)
    assert response.status_code == 200
    assert response.headers["allow"] == allow
    assert response.json()["methods"] == allow.split(", ")


def test_options_of_an_unknown_path_is_404(client: TestClient) -> None:
    assert client.options("/api/nothing-here/").status_code == 404


@pytest.mark.parametrize(
    ("method", "path", "who", "status"),
    [
        ("GET", ME, "owner", 200),
        ("GET", ME, None, 401),
        ("GET", f"{MEMBERS}?colour=red", "owner", 400),
        ("DELETE", f"{MEMBERS}999999/", "owner", 404),
        ("PUT", MEMBERS, "owner", 405),
        ("GET", "/api/nothing-here/", None, 404),
        ("GET", "/api/openapi.json", None, 200),
        ("GET", "/healthz", None, 200),
        ("OPTIONS", ME, None, 200),
    ],
)
def test_every_response_says_nosniff_and_no_store(
    client: TestClient, env: Env, method: str, path: str, who: str | None, status: int
) -> None:
    response = client.request(method, path, headers=env.auth(who) if who else {})
    assert response.status_code == status
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["cache-control"] == "no-store"
    assert response.headers["x-request-id"]


def test_head_and_options_are_not_operations_of_the_served_document(client: TestClient) -> None:
    document = client.get("/api/openapi.json").json()
    methods = {method for item in document["paths"].values() for method in item}
    assert methods <= {"get", "post", "patch", "delete"}
    assert "/healthz" not in document["paths"] and "/readyz" not in document["paths"]


def test_a_body_over_the_limit_is_413_before_it_is_parsed(client: TestClient, env: Env, api: Api) -> None:
    before = api.members("owner")
    member_id = api.member_ids()["viewer@acme.example"]
    huge = json.dumps({"auth_group": 3, "padding": "x" * (1024 * 1024)})
    response = client.patch(
        f"{MEMBERS}{member_id}/", content=huge, headers={**env.auth("owner"), "Content-Type": "application/json"}
    )
    assert (response.status_code, response.json()) == (413, {"detail": "Request body exceeded 1048576 bytes."})
    assert api.members("owner") == before


def test_the_body_limit_is_a_setting_and_bulk_operations_have_their_own(env: Env) -> None:
    settings = env.settings.model_copy(
        update={"max_body_bytes": 100, "max_bulk_body_bytes": 5000, "mail_worker": False}
    )
    with TestClient(create_app(settings)) as client:
        body: dict[str, Any] = {"operations": [{"invitation_filters": {"email__icontains": "x" * 150}}]}
        small = client.post(
            "/api/accounts/invitations/",
            json={"email": "a" * 100 + "@example.org", "auth_group": 3},
            headers=env.auth("owner"),
        )
        assert (small.status_code, small.json()) == (413, {"detail": "Request body exceeded 100 bytes."})
        bulk = client.post(BULK_REVOKE, json=body, headers=env.auth("owner"))
        assert bulk.status_code == 200, bulk.text
        body["operations"][0]["invitation_filters"]["email__icontains"] = "x" * 5000
        too_big = client.post(BULK_REVOKE, json=body, headers=env.auth("owner"))
        assert (too_big.status_code, too_big.json()) == (413, {"detail": "Request body exceeded 5000 bytes."})
