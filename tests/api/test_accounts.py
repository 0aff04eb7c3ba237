"""A1 current user, A2 list workspaces, A3 switch workspace (document: Accounts)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.db.models import User
from handwritten.domain.roles import PERMISSIONS, Role
from handwritten.services import admin
from tests.api.conftest import Api, Direct, Env

ME = "/api/accounts/users/me/"
WORKSPACES = "/api/accounts/workspaces/"
SWITCH = "/api/accounts/workspaces/switch/"
FORBIDDEN = {"detail": "You do not have permission to perform this action."}
BASE = Path(__file__).resolve().parents[2] / "generated" / "openapi" / "base.yaml"


@cache
def openapi() -> dict[str, Any]:
    document: dict[str, Any] = yaml.load(BASE.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    return document


def response_schema(path: str, method: str = "get") -> dict[str, Any]:
    schema: dict[str, Any] = openapi()["paths"][path][method]["responses"]["200"]["content"]["application/json"][
        "schema"
    ]
    return schema


def assert_matches(schema: dict[str, Any], value: Any, where: str = "$") -> None:
    """`value` is valid for the spec's schema, and every object has exactly the properties it declares."""
    components = openapi()["components"]
    Draft202012Validator(
        {**schema, "components": components}, format_checker=Draft202012Validator.FORMAT_CHECKER
    ).validate(value)
    while "$ref" in schema:
        schema = components["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    if schema.get("type") == "object" and "properties" in schema and isinstance(value, dict):
        assert set(value) == set(schema["properties"]), where
        for name, item in value.items():
            assert_matches(schema["properties"][name], item, f"{where}.{name}")
    elif schema.get("type") == "array" and isinstance(value, list):
        for index, item in enumerate(value):
            assert_matches(schema["items"], item, f"{where}[{index}]")


# -- A1 -----------------------------------------------------------------------------------------


def test_a1_is_the_owners_full_profile_as_the_spec_describes_it(api: Api, env: Env, direct: Direct) -> None:
    me = api.me("owner")
    assert_matches(response_schema(ME), me)
    roles = direct.roles()
    assert {k: me[k] for k in ("first_name", "last_name", "email", "job_title", "is_staff")} == {
        "first_name": "Olivia",
        "last_name": "Owner",
        "email": "owner@acme.example",
        "job_title": "Chief Sustainability Officer",
        "is_staff": False,
    }
    membership = me["user_company"]
    assert membership == {
        "id": me["active_user_company_id"],
        "user_id": me["id"],
        "company_id": env.workspaces["a"],
        "auth_group_id": roles["Owner"],
        "data_room_consumer_id": "",
        "config": {},
    }
    assert api.member_ids("owner")["owner@acme.example"] == membership["id"]
    company = me["company"]
    assert (company["id"], company["name"], company["type"], company["country"]) == (
        env.workspaces["a"],
        "Acme Cocoa",
        "active",
        "NL",
    )
    assert (company["minimum_date_filter"], company["flags"], company["pulse_params"]) == ("2000-01-01", [], {})
    assert me["auth_group"] == {
        "id": roles["Owner"],
        "name": "Owner",
        "permissions": [{"codename": c} for c in sorted(PERMISSIONS[Role.OWNER])],
    }


@pytest.mark.parametrize(
    ("who", "email", "role"),
    [
        ("admin", "admin@acme.example", Role.ADMIN),
        ("editor", "editor@acme.example", Role.EDITOR),
        ("viewer", "viewer@acme.example", Role.VIEWER),
    ],
)
def test_a1_gives_each_role_its_own_permissions(api: Api, who: str, email: str, role: Role) -> None:
    me = api.me(who)
    assert_matches(response_schema(ME), me)
    assert me["email"] == email
    assert me["auth_group"]["name"] == role.value
    assert [p["codename"] for p in me["auth_group"]["permissions"]] == sorted(PERMISSIONS[role])


def test_a1_of_a_member_without_a_role_is_403(client: TestClient, env: Env, direct: Direct) -> None:
    direct.clear_role("viewer@acme.example")
    response = client.get(ME, headers=env.auth("viewer"))
    assert (response.status_code, response.json()) == (403, FORBIDDEN)


# -- A2 -----------------------------------------------------------------------------------------

# The roamer belongs to a and b (demo) and to these; nobody belongs to Ghost Cocoa.
EXTRA = [
    ("Cedar Cocoa", "demo", "BE"),
    ("Delta Tea", "test", "PL"),
    ("Echo Farms", "inactive", "NL"),
    ("Fjord Fish", "stakeholder", "NO"),
]
ALL = ["Acme Cocoa", "Bolt Coffee", "Cedar Cocoa", "Delta Tea", "Echo Farms", "Fjord Fish"]


@pytest.fixture
def roamer_workspaces(direct: Direct) -> dict[str, int]:
    """Four more workspaces of the roamer, and one of nobody's; name -> id."""

    async def work(session: AsyncSession) -> dict[str, int]:
        roamer = (await session.scalars(select(User).where(User.email == "roamer@example.com"))).one()
        ids = {}
        for name, type_, country in EXTRA:
            company = await admin.create_workspace(session, name, type=type_, country=country)
            await admin.add_member(session, roamer, company, Role.VIEWER)
            ids[name] = company.id
        ids["Ghost Cocoa"] = (await admin.create_workspace(session, "Ghost Cocoa", type="demo", country="NL")).id
        return ids

    return direct.run(work)


def workspace_names(api: Api, params: dict[str, str] | None = None, who: str = "roamer_user") -> list[str]:
    body = api.get(who, WORKSPACES, params)
    assert body["count"] == len(body["results"])
    return [row["name"] for row in body["results"]]


def test_a2_lists_only_the_users_workspaces(api: Api, env: Env) -> None:
    roamer = api.get("roamer_user", WORKSPACES)
    assert_matches(response_schema(WORKSPACES), roamer)
    assert roamer["count"] == 2
    a, b = roamer["results"]
    assert {k: a[k] for k in ("workspace_id", "workspace_name", "id", "name", "type", "country", "member_count")} == {
        "workspace_id": env.workspaces["a"],
        "workspace_name": "Acme Cocoa",
        "id": env.workspaces["a"],
        "name": "Acme Cocoa",
        "type": "active",
        "country": "NL",
        "member_count": 5,
    }
    assert (b["id"], b["name"], b["type"], b["country"], b["member_count"]) == (
        env.workspaces["b"],
        "Bolt Coffee",
        "trial",
        "DE",
        2,
    )
    assert [w["id"] for w in api.get("owner", WORKSPACES)["results"]] == [env.workspaces["a"]]
    assert [w["id"] for w in api.get("other_owner", WORKSPACES)["results"]] == [env.workspaces["b"]]
    # The pinned key lists the user's workspaces too: the list is about the user.
    assert api.get("roamer_workspace", WORKSPACES) == roamer


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({}, ALL),
        ({"country": "NL"}, ["Acme Cocoa", "Echo Farms"]),
        ({"country": "nl"}, []),
        ({"country__icontains": "e"}, ["Bolt Coffee", "Cedar Cocoa"]),
        ({"country__iendswith": "l"}, ["Acme Cocoa", "Delta Tea", "Echo Farms"]),
        ({"country__istartswith": "n"}, ["Acme Cocoa", "Echo Farms", "Fjord Fish"]),
        ({"country__in": "DE,PL"}, ["Bolt Coffee", "Delta Tea"]),
        ({"country__in": "NL"}, ["Acme Cocoa", "Echo Farms"]),
        ({"name": "Acme Cocoa"}, ["Acme Cocoa"]),
        ({"name": "acme cocoa"}, []),
        ({"name__icontains": "COCOA"}, ["Acme Cocoa", "Cedar Cocoa"]),
        ({"name__iendswith": "TEA"}, ["Delta Tea"]),
        ({"name__istartswith": "b"}, ["Bolt Coffee"]),
        ({"type": "trial"}, ["Bolt Coffee"]),
        ({"type": "active"}, ["Acme Cocoa"]),
        ({"type__in": "demo,test"}, ["Cedar Cocoa", "Delta Tea"]),
        ({"type__exclude": "active,trial,demo"}, ["Delta Tea", "Echo Farms", "Fjord Fish"]),
        ({"type__exclude": "stakeholder"}, ["Acme Cocoa", "Bolt Coffee", "Cedar Cocoa", "Delta Tea", "Echo Farms"]),
        ({"search": "cocoa"}, ["Acme Cocoa", "Cedar Cocoa"]),
        ({"search": "cedar cocoa"}, ["Cedar Cocoa"]),
        ({"search": "cedar bolt"}, []),
        ({"search": "ghost"}, []),
        ({"country__in": "NL,BE", "name__icontains": "cocoa"}, ["Acme Cocoa", "Cedar Cocoa"]),
        ({"type__in": "active,demo,trial", "search": "co"}, ["Acme Cocoa", "Bolt Coffee", "Cedar Cocoa"]),
    ],
)
def test_a2_filters_and_search(
    api: Api, roamer_workspaces: dict[str, int], params: dict[str, str], expected: list[str]
) -> None:
    assert workspace_names(api, params) == expected


def test_a2_filters_never_reach_other_users_workspaces(api: Api, roamer_workspaces: dict[str, int]) -> None:
    assert workspace_names(api, {"name__icontains": "cocoa"}, who="owner") == ["Acme Cocoa"]
    assert workspace_names(api, {"type": "trial"}, who="owner") == []
    assert workspace_names(api, {"country": "NL"}, who="owner") == ["Acme Cocoa"]


@pytest.mark.parametrize(
    ("ordering", "expected"),
    [
        ("name", ALL),
        ("-name", ALL[::-1]),
        ("type", ["Acme Cocoa", "Cedar Cocoa", "Echo Farms", "Fjord Fish", "Delta Tea", "Bolt Coffee"]),
        ("country,-name", ["Cedar Cocoa", "Bolt Coffee", "Echo Farms", "Acme Cocoa", "Fjord Fish", "Delta Tea"]),
        ("-country,name", ["Delta Tea", "Fjord Fish", "Acme Cocoa", "Echo Farms", "Bolt Coffee", "Cedar Cocoa"]),
        ("id", ALL),
        ("-id", ALL[::-1]),
        ("created_at", ALL),
        ("-created_at", ALL[::-1]),
        ("-updated_at", None),  # checked against the listed values below
    ],
)
def test_a2_ordering(api: Api, roamer_workspaces: dict[str, int], ordering: str, expected: list[str] | None) -> None:
    if expected is None:
        rows = api.get("roamer_user", WORKSPACES, {"ordering": ordering})["results"]
        stamps = [row["updated_at"] for row in rows]
        assert len(rows) == 6 and stamps == sorted(stamps, reverse=True)
        return
    assert workspace_names(api, {"ordering": ordering}) == expected


def test_a2_pages_with_limit_and_offset_and_counts_every_match(api: Api, roamer_workspaces: dict[str, int]) -> None:
    pages = [api.get("roamer_user", WORKSPACES, {"limit": "4", "offset": str(offset)}) for offset in (0, 4, 8)]
    assert [page["count"] for page in pages] == [6, 6, 6]
    assert [[row["name"] for row in page["results"]] for page in pages] == [ALL[:4], ALL[4:], []]
    page = api.get("roamer_user", WORKSPACES, {"limit": "2", "offset": "1", "ordering": "-name", "search": "o"})
    # "o" is in every name but Delta Tea; page 2 of the five, newest name first.
    assert page["count"] == 5
    assert [row["name"] for row in page["results"]] == ["Echo Farms", "Cedar Cocoa"]


def test_a2_member_count_counts_the_workspaces_members(api: Api, roamer_workspaces: dict[str, int]) -> None:
    rows = api.get("roamer_user", WORKSPACES)["results"]
    assert {row["name"]: row["member_count"] for row in rows} == {
        "Acme Cocoa": 5,
        "Bolt Coffee": 2,
        "Cedar Cocoa": 1,
        "Delta Tea": 1,
        "Echo Farms": 1,
        "Fjord Fish": 1,
    }


# -- A3 -----------------------------------------------------------------------------------------


def test_a3_moves_the_user_key_but_not_the_pinned_key(client: TestClient, api: Api, env: Env) -> None:
    a, b = env.workspaces["a"], env.workspaces["b"]
    response = client.post(SWITCH, json={"company_id": b}, headers=env.auth("roamer_user"))
    assert (response.status_code, response.json()) == (200, {"message": "Switched to workspace Bolt Coffee."})
    assert_matches(response_schema(SWITCH, "post"), response.json())

    moved = api.me("roamer_user")
    assert (moved["company"]["id"], moved["user_company"]["company_id"], moved["auth_group"]["name"]) == (
        b,
        b,
        "Viewer",
    )
    assert set(api.emails("roamer_user")) == {"owner@bolt.example", "roamer@example.com"}

    pinned = api.me("roamer_workspace")
    assert (pinned["company"]["id"], pinned["user_company"]["company_id"], pinned["auth_group"]["name"]) == (
        a,
        a,
        "Editor",
    )
    assert len(api.emails("roamer_workspace")) == 5 and "owner@bolt.example" not in api.emails("roamer_workspace")

    response = client.post(SWITCH, json={"company_id": a}, headers=env.auth("roamer_user"))
    assert (response.status_code, response.json()) == (200, {"message": "Switched to workspace Acme Cocoa."})
    assert api.me("roamer_user")["company"]["id"] == a


def test_a3_through_the_pinned_key_moves_the_user_but_the_pinned_key_stays(
    client: TestClient, api: Api, env: Env
) -> None:
    a, b = env.workspaces["a"], env.workspaces["b"]
    assert client.post(SWITCH, json={"company_id": b}, headers=env.auth("roamer_workspace")).status_code == 200
    assert api.me("roamer_workspace")["company"]["id"] == a
    assert api.me("roamer_user")["company"]["id"] == b


@pytest.mark.parametrize("target", ["b", "missing", "huge"])
def test_a3_to_a_workspace_the_user_is_not_in_is_400_and_changes_nothing(
    client: TestClient, api: Api, env: Env, direct: Direct, target: str
) -> None:
    company_id = {"b": env.workspaces["b"], "missing": 999_999, "huge": 10**20}[target]
    before = api.me("owner"), api.get("owner", WORKSPACES)
    response = client.post(SWITCH, json={"company_id": company_id}, headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (
        400,
        {"company_id": [f'Invalid pk "{company_id}" - object does not exist.']},
    )
    assert (api.me("owner"), api.get("owner", WORKSPACES)) == before
    assert api.me("owner")["company"]["id"] == env.workspaces["a"]


def test_a3_to_a_workspace_created_for_nobody_is_400(
    client: TestClient, env: Env, roamer_workspaces: dict[str, int]
) -> None:
    ghost = roamer_workspaces["Ghost Cocoa"]
    response = client.post(SWITCH, json={"company_id": ghost}, headers=env.auth("roamer_user"))
    assert (response.status_code, response.json()) == (
        400,
        {"company_id": [f'Invalid pk "{ghost}" - object does not exist.']},
    )
    response = client.post(
        SWITCH, json={"company_id": roamer_workspaces["Fjord Fish"]}, headers=env.auth("roamer_user")
    )
    assert response.json() == {"message": "Switched to workspace Fjord Fish."}


def test_a_member_without_a_role_may_neither_list_nor_switch_workspaces(
    client: TestClient, api: Api, env: Env, direct: Direct
) -> None:
    """Decision member_without_role: such a member may do nothing through the API but leave."""
    direct.clear_role("viewer@acme.example")
    listed = client.get(WORKSPACES, headers=env.auth("viewer"))
    assert (listed.status_code, listed.json()) == (403, FORBIDDEN)
    switched = client.post(SWITCH, json={"company_id": env.workspaces["a"]}, headers=env.auth("viewer"))
    assert (switched.status_code, switched.json()) == (403, FORBIDDEN)
