"""The anonymous invitation lookup (I8) is rate-limited per client address (issue 4, point 8)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from handwritten.app import create_app
from tests.api.conftest import Direct, Env

INVITATIONS = "/api/accounts/invitations/"


@pytest.fixture
def limited(env: Env, tmp_path: Path) -> Iterator[TestClient]:
    """The app with three lookups a minute per client address (every TestClient request is from 'testclient')."""
    settings = env.settings.model_copy(update={"invitation_lookup_rate": "3/minute", "maildir": tmp_path / "mail"})
    with TestClient(create_app(settings)) as client:
        yield client


def invitation_id(client: TestClient, env: Env, direct: Direct) -> str:
    response = client.post(
        INVITATIONS,
        json={"email": "looked.up@example.com", "auth_group": direct.roles()["Viewer"]},
        headers=env.auth("owner"),
    )
    assert response.status_code == 201, response.text
    id: str = response.json()["id"]
    return id


def lookup(client: TestClient, id: str) -> int:
    return client.get(f"{INVITATIONS}{id}/preview/").status_code


def assert_throttled(client: TestClient, id: str) -> None:
    response = client.get(f"{INVITATIONS}{id}/preview/")
    assert response.status_code == 429, response.text
    wait = int(response.headers["Retry-After"])
    assert 1 <= wait <= 60
    unit = "second" if wait == 1 else "seconds"
    assert response.json() == {"detail": f"Request was throttled. Expected available in {wait} {unit}."}


def test_the_lookup_after_the_allowance_answers_429(limited: TestClient, env: Env, direct: Direct) -> None:
    id = invitation_id(limited, env, direct)
    assert [lookup(limited, id) for _ in range(3)] == [200, 200, 200]
    assert_throttled(limited, id)
    # Authenticated operations are not counted against it.
    assert limited.get(f"{INVITATIONS}{id}/", headers=env.auth("owner")).status_code == 200
    assert_throttled(limited, id)


def test_unknown_invitations_count_too(limited: TestClient, env: Env, direct: Direct) -> None:
    id = invitation_id(limited, env, direct)
    assert [lookup(limited, str(uuid.uuid4())) for _ in range(3)] == [404, 404, 404]
    # Guessing used the allowance up: even the real invitation is not revealed now.
    assert_throttled(limited, id)
    assert_throttled(limited, str(uuid.uuid4()))
