"""`canopy workspaces create|list` and `canopy users list` (handwritten/cli/accounts.py): a
workspace started with its Owner and a key that works, never twice (decision workspace_bootstrap),
one-line refusals, and the listings, on a migrated empty database of each backend."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.models import ApiKey, Company, User
from tests.api.cli_support import Canopy, Template, copy_of, migrated_database, one_line
from tests.api.conftest import BACKENDS, Direct

ME = "/api/accounts/users/me/"


@pytest.fixture(scope="module", params=BACKENDS)
def template(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Template]:
    with migrated_database(request.param, tmp_path_factory.mktemp("accounts-cli")) as made:
        yield made


@pytest.fixture
def canopy(template: Template, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Canopy]:
    with copy_of(template, tmp_path) as settings:
        yield Canopy(settings, monkeypatch, tmp_path)


def _me(canopy: Canopy, key: str) -> dict[str, Any]:
    with TestClient(create_app(canopy.settings)) as client:
        response = client.get(ME, headers={"Authorization": f"ApiKey {key}"})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _counts(canopy: Canopy) -> tuple[int, int, int]:
    """Workspaces, users and keys in the database."""

    async def work(session: AsyncSession) -> tuple[int, int, int]:
        return (
            await session.scalar(select(func.count()).select_from(Company)) or 0,
            await session.scalar(select(func.count()).select_from(User)) or 0,
            await session.scalar(select(func.count()).select_from(ApiKey)) or 0,
        )

    return Direct(canopy.settings).run(work)


def test_a_new_owner_gets_the_workspace_and_a_user_key_that_acts_in_it(canopy: Canopy) -> None:
    made = canopy.json(
        "workspaces", "create", "Acme  Cocoa Works", "--owner-email", "Ada@Example.ORG", "--owner-name", "Ada King Lovelace", "--country", "nl"
    )  # fmt: skip
    workspace = made["workspace"]
    assert made == {
        "workspace": {"id": workspace["id"], "name": "Acme Cocoa Works", "slug": workspace["slug"]},
        "owner": {"id": made["owner"]["id"], "email": "Ada@example.org", "new": True},
        "key": made["key"],
        "key_id": made["key_id"],
        "scope": "user",
        "expires_at": made["expires_at"],
    }
    assert workspace["slug"].startswith("acme-cocoa-works-") and made["key"].startswith("cnp_")
    me = _me(canopy, made["key"])
    assert (me["id"], me["email"], me["first_name"], me["last_name"]) == (
        made["owner"]["id"],
        "Ada@example.org",
        "Ada",
        "King Lovelace",
    )
    assert (me["company"]["id"], me["company"]["name"], me["company"]["country"]) == (
        workspace["id"],
        "Acme Cocoa Works",
        "NL",
    )
    assert me["auth_group"]["name"] == "Owner"


def test_the_human_answer_shows_the_key_once_with_the_advice(canopy: Canopy) -> None:
    lines = canopy.ok("workspaces", "create", "Bolt", "--owner-email", "bo@bolt.example").splitlines()
    key = next(line.strip() for line in lines if line.strip().startswith("cnp_"))
    me = _me(canopy, key)
    [listed] = canopy.json("workspaces", "list")
    assert listed["id"] == me["company"]["id"]
    assert lines[0] == f'workspace {listed["id"]} "Bolt" (slug {listed["slug"]}) created'
    assert lines[1] == f"owner: bo@bolt.example (user {me['id']}, new)"
    assert "user-scoped" in lines[2] and "expires 20" in lines[2]
    assert lines[-1].startswith("It is shown once: keep it in a secret manager or an environment variable")


def test_an_existing_owner_gets_a_key_pinned_to_the_new_workspace(canopy: Canopy) -> None:
    first = canopy.json("workspaces", "create", "Acme", "--owner-email", "ada@example.org")
    second = canopy.json("workspaces", "create", "Bolt", "--owner-email", "ADA@example.org", "--expires", "30d")
    assert second["owner"] == {"id": first["owner"]["id"], "email": "ada@example.org", "new": False}
    assert second["scope"] == "workspace" and second["expires_at"] is not None
    assert _me(canopy, second["key"])["company"]["id"] == second["workspace"]["id"]
    # The first key follows the user's active workspace, still the first one.
    assert _me(canopy, first["key"])["company"]["id"] == first["workspace"]["id"]
    human = canopy.ok("workspaces", "create", "Cedar", "--owner-email", "ada@example.org")
    assert "workspace-scoped: it acts in workspace" in human and "(user " in human and ", existing)" in human
    [user] = canopy.json("users", "list")
    assert (user["email"], user["workspace_count"], user["active_workspace_id"]) == (
        "ada@example.org",
        3,
        first["workspace"]["id"],
    )


def test_the_same_command_twice_is_refused_naming_the_workspace(canopy: Canopy) -> None:
    made = canopy.json("workspaces", "create", "Acme Cocoa", "--owner-email", "ada@example.org")
    before = _counts(canopy)
    for name, email in [("Acme Cocoa", "ada@example.org"), ("  ACME   cocoa ", "someone.else@example.org")]:
        again = canopy("workspaces", "create", name, "--owner-email", email)
        assert again.exit_code == 1 and again.stdout == ""
        assert one_line(again.stderr) == (
            f'canopy: a workspace named "Acme Cocoa" already exists (id {made["workspace"]["id"]})'
        )
    assert _counts(canopy) == before == (1, 1, 1)


@pytest.mark.parametrize(
    ("email", "country", "message"),
    [
        ("ada@", "NL", 'canopy: the email address "ada@" is refused: There must be something after the @-sign.'),
        ("ada example.org", "", 'canopy: the email address "ada example.org" is refused: '),
        ("ada@example.org", "XX", 'canopy: "XX" is not a known ISO 3166-1 alpha-2 country code'),
        ("ada@example.org", "NLD", 'canopy: "NLD" is not a known ISO 3166-1 alpha-2 country code'),
    ],
)
def test_an_invalid_email_or_country_is_refused_in_one_line(
    canopy: Canopy, email: str, country: str, message: str
) -> None:
    refused = canopy("workspaces", "create", "Acme", "--owner-email", email, *(["--country", country] * bool(country)))
    assert refused.exit_code == 1
    assert one_line(refused.stderr).startswith(message)
    assert _counts(canopy) == (0, 0, 0)


def test_the_lists_show_every_workspace_and_user(canopy: Canopy) -> None:
    assert canopy.ok("workspaces", "list") == "none\n" and canopy.json("users", "list") == []
    acme = canopy.json("workspaces", "create", "Acme", "--owner-email", "ada@example.org", "--country", "NL")
    bolt = canopy.json("workspaces", "create", "Bolt", "--owner-email", "bo@example.org", "--owner-name", "Bo")
    canopy.json("workspaces", "create", "Cedar", "--owner-email", "bo@example.org")
    workspaces = canopy.json("workspaces", "list")
    assert [{k: v for k, v in w.items() if k != "created_at"} for w in workspaces] == [
        {"id": acme["workspace"]["id"], "name": "Acme", "slug": acme["workspace"]["slug"], "type": "active",
         "country": "NL", "member_count": 1},
        {"id": bolt["workspace"]["id"], "name": "Bolt", "slug": bolt["workspace"]["slug"], "type": "active",
         "country": "", "member_count": 1},
        {"id": workspaces[2]["id"], "name": "Cedar", "slug": workspaces[2]["slug"], "type": "active",
         "country": "", "member_count": 1},
    ]  # fmt: skip
    assert all(w["created_at"].startswith("20") for w in workspaces)
    assert canopy.json("users", "list") == [
        {"id": acme["owner"]["id"], "email": "ada@example.org", "name": "", "workspace_count": 1,
         "active_workspace_id": acme["workspace"]["id"], "active_workspace_name": "Acme"},
        {"id": bolt["owner"]["id"], "email": "bo@example.org", "name": "Bo", "workspace_count": 2,
         "active_workspace_id": bolt["workspace"]["id"], "active_workspace_name": "Bolt"},
    ]  # fmt: skip
    header, *rows = canopy.ok("workspaces", "list").splitlines()
    assert header.split() == ["id", "name", "slug", "type", "country", "members", "created"]
    assert [row.split()[:5] for row in rows] == [
        [str(acme["workspace"]["id"]), "Acme", acme["workspace"]["slug"], "active", "NL"],
        [str(bolt["workspace"]["id"]), "Bolt", bolt["workspace"]["slug"], "active", "-"],
        [str(workspaces[2]["id"]), "Cedar", workspaces[2]["slug"], "active", "-"],
    ]
    header, *rows = canopy.ok("users", "list").splitlines()
    assert header.split() == ["id", "email", "name", "workspaces", "active", "workspace"]
    assert rows[1].split() == [
        str(bolt["owner"]["id"]),
        "bo@example.org",
        "Bo",
        "2",
        str(bolt["workspace"]["id"]),
        '"Bolt"',
    ]


def test_a_database_without_the_schema_is_a_one_line_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.api.conftest import _settings

    canopy = Canopy(_settings(f"sqlite+aiosqlite:///{tmp_path / 'empty.sqlite3'}"), monkeypatch, tmp_path)
    for args in (
        ["workspaces", "list"],
        ["users", "list"],
        ["workspaces", "create", "Acme", "--owner-email", "a@b.org"],
    ):
        failed = canopy(*args)
        assert failed.exit_code == 1, args
        assert one_line(failed.stderr).startswith("canopy: database error: no such table: "), args
