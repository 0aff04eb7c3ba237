"""SV1–SV3 are for platform staff (permission staff, decision survey_publishing): anyone else gets
the document's 403 before anything of the request is read, so a malformed request tells an
outsider nothing of the schema; staff get the 400 it deserves."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.api.conftest import Direct, Env
from tests.api.test_surveys import staff_owners

FORBIDDEN = {"detail": "You do not have permission to perform this action."}
# One malformed request of each operation: a body of the wrong shape, unknown and wrong query
# values, an id that is no integer.
MALFORMED: dict[str, tuple[str, str, dict[str, Any]]] = {
    "SV1": ("POST", "/api/survey-definitions/", {"json": {"definition": "nope", "workspace_ids": [], "x": 1}}),
    "SV2": ("GET", "/api/survey-definitions/", {"params": {"is_active_version": "maybe", "ordering": "nope"}}),
    "SV3": ("GET", "/api/survey-definitions/abc/", {}),
}


def _send(client: TestClient, env: Env, who: str, code: str) -> Any:
    method, path, fields = MALFORMED[code]
    return client.request(method, path, headers=env.auth(who), **fields)


@pytest.mark.parametrize("code", sorted(MALFORMED))
def test_anyone_but_staff_gets_403_whatever_they_send(client: TestClient, env: Env, direct: Direct, code: str) -> None:
    for who in ("viewer", "editor", "owner"):  # the Owner is no platform staff yet
        response = _send(client, env, who, code)
        assert (response.status_code, response.json()) == (403, FORBIDDEN), who
    staff_owners(client, env, direct)
    response = _send(client, env, "owner", code)
    assert response.status_code == 400, response.text
    expected = {"SV1": {"definition", "workspace_ids", "x"}, "SV2": {"is_active_version", "ordering"}, "SV3": {"id"}}
    assert set(response.json()) == expected[code]


def test_the_openapi_says_the_operations_are_for_staff(client: TestClient) -> None:
    paths = client.get("/api/openapi.json").json()["paths"]
    for method, path in [("post", "/api/survey-definitions/"), ("get", "/api/survey-definitions/{id}/")]:
        operation = paths[path][method]
        assert operation["x-permission"] == "staff"
        assert "Permission: platform staff (is_staff), whatever their role." in operation["description"]
