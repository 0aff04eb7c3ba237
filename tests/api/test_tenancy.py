"""Workspaces never see each other: through the API (every operation with an id, every list) and,
on PostgreSQL, in raw SQL that forgets the workspace condition (row-level security).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any, cast

import pytest
from sqlalchemy import CursorResult, select, text
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.db.models import User
from handwritten.db.session import Database, Tenant
from tests.api.conftest import Api, Direct, Env

MEMBERS = "/api/accounts/members/"
NOT_FOUND = {"detail": "Not found."}
FORBIDDEN = {"detail": "You do not have permission to perform this action."}
B_MEMBERS = ["owner@bolt.example", "roamer@example.com"]


@pytest.fixture
def b_members(api: Api) -> dict[str, int]:
    """Email -> member id of workspace b."""
    return api.member_ids("other_owner")


@pytest.mark.parametrize("who", ["owner", "admin", "roamer_workspace"])
@pytest.mark.parametrize("target", B_MEMBERS)
def test_m2_and_m3_on_a_member_of_b_with_a_key_of_a_are_404(
    client: TestClient, api: Api, env: Env, direct: Direct, b_members: dict[str, int], who: str, target: str
) -> None:
    roles = direct.roles()
    before = api.members("other_owner"), api.members("owner")
    member_id = b_members[target]
    # An Editor (the roamer in a) may change no role at all: the operation's permission answers 403
    # before any member is looked up (decision operation_permissions), whatever the id, so it
    # reveals nothing either; a role that may change roles finds no such member in its workspace.
    may_change = who != "roamer_workspace"
    refused = (404, NOT_FOUND) if may_change else (403, FORBIDDEN)
    changed = client.patch(f"{MEMBERS}{member_id}/", json={"auth_group": roles["Viewer"]}, headers=env.auth(who))
    assert (changed.status_code, changed.json()) == refused
    removed = client.delete(f"{MEMBERS}{member_id}/", headers=env.auth(who))
    assert (removed.status_code, removed.json()) == (404, NOT_FOUND)
    # Even a request that would be refused for its body is refused first: b's member is not there at all.
    unknown_role = client.patch(f"{MEMBERS}{member_id}/", json={"auth_group": 999_999}, headers=env.auth(who))
    assert (unknown_role.status_code, unknown_role.json()) == refused
    assert (api.members("other_owner"), api.members("owner")) == before


def test_the_roamers_b_membership_is_out_of_reach_of_its_a_keys(
    client: TestClient, api: Api, env: Env, b_members: dict[str, int]
) -> None:
    """The roamer is a member of b, but its keys act in a: its own b membership is another workspace's row."""
    own_b = b_members["roamer@example.com"]
    for who in ("roamer_user", "roamer_workspace"):
        response = client.delete(f"{MEMBERS}{own_b}/", headers=env.auth(who))
        assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert api.emails("other_owner") == B_MEMBERS


def test_b_answers_404_for_as_members_the_other_way_round(client: TestClient, api: Api, env: Env) -> None:
    before = api.members("owner")
    for member_id in api.member_ids("owner").values():
        response = client.delete(f"{MEMBERS}{member_id}/", headers=env.auth("other_owner"))
        assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert api.members("owner") == before


def test_an_unknown_id_and_another_workspaces_id_answer_alike(
    client: TestClient, env: Env, b_members: dict[str, int]
) -> None:
    theirs = client.delete(f"{MEMBERS}{b_members['owner@bolt.example']}/", headers=env.auth("owner"))
    nobodys = client.delete(f"{MEMBERS}999999/", headers=env.auth("owner"))

    def same_for_both(headers: Mapping[str, str]) -> dict[str, str]:
        # The request id and the quota left differ from one request to the next, whatever the id.
        return {k: v for k, v in headers.items() if k not in ("x-request-id", "ratelimit")}

    assert theirs.headers["ratelimit-policy"] == nobodys.headers["ratelimit-policy"]
    assert (theirs.status_code, theirs.content, same_for_both(theirs.headers)) == (
        nobodys.status_code,
        nobodys.content,
        same_for_both(nobodys.headers),
    )


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"limit": "1000"},
        {"user__email": "owner@bolt.example"},
        {"user__email__icontains": "bolt"},
        {"user__first_name": "Bo"},
        {"user__job_title": "Founder"},
        {"search": "bolt"},
        {"search": "founder"},
        {"auth_group__name": "Viewer"},
        {"ordering": "-created_at"},
        {"offset": "4"},
    ],
)
def test_lists_never_show_bs_members(api: Api, b_members: dict[str, int], params: dict[str, str]) -> None:
    for who in ("owner", "roamer_user", "roamer_workspace"):
        listed = api.members(who, params)
        assert not {m["id"] for m in listed["results"]} & set(b_members.values())
        assert listed["count"] <= 5
    assert api.members("owner", params) == api.members("roamer_workspace", params)


def test_b_lists_only_its_members(api: Api, env: Env) -> None:
    body = api.members("other_owner")
    assert body["count"] == 2
    assert [m["user_detail"]["email"] for m in body["results"]] == B_MEMBERS
    assert [m["auth_group_detail"]["name"] for m in body["results"]] == ["Owner", "Viewer"]
    # Rory is an Editor in a and a Viewer in b: each workspace sees its own membership.
    [rory_in_a] = api.members("owner", {"user__email": "roamer@example.com"})["results"]
    assert (rory_in_a["auth_group_detail"]["name"], rory_in_a["id"] != body["results"][1]["id"]) == ("Editor", True)


# -- the second wall: PostgreSQL row-level security ---------------------------------------------


def _user_id(direct: Direct, email: str) -> int:
    async def work(session: AsyncSession) -> int:
        user_id = await session.scalar(select(User.id).where(User.email == email))
        assert user_id is not None
        return user_id

    return direct.run(work)


def _raw(env: Env, tenant: Tenant | None, statement: str) -> tuple[int, list[dict[str, Any]]]:
    """Run raw SQL in a session entered as `tenant`; (rowcount, rows as dicts), committed."""

    async def go() -> tuple[int, list[dict[str, Any]]]:
        db = Database(env.settings)
        try:
            async with db.session(tenant=tenant) as session:
                result = cast(CursorResult[Any], await session.execute(text(statement)))
                rows = [dict(row._mapping) for row in result] if result.returns_rows else []
                await session.commit()
                return result.rowcount, rows
        finally:
            await db.dispose()

    return asyncio.run(go())


@pytest.fixture
def postgresql(env: Env) -> None:
    if env.backend != "postgresql":
        pytest.skip("row-level security is PostgreSQL's")


def test_row_level_security_hides_bs_rows_from_sql_that_forgets_the_workspace(
    postgresql: None, env: Env, direct: Direct
) -> None:
    a, b = env.workspaces["a"], env.workspaces["b"]
    owner = _user_id(direct, "owner@acme.example")  # a member of a only
    _, everything = _raw(env, None, "SELECT * FROM user_companies")
    assert {row["company_id"] for row in everything} == {a, b}  # the rows are there, for the database owner

    _, seen = _raw(env, Tenant(workspace_id=a, user_id=owner), "SELECT * FROM user_companies")
    assert len(seen) == 5
    assert {row["company_id"] for row in seen} == {a}
    _, counted = _raw(
        env, Tenant(workspace_id=a, user_id=owner), f"SELECT count(*) AS n FROM user_companies WHERE company_id = {b}"
    )
    assert counted == [{"n": 0}]


def test_row_level_security_hides_even_the_users_own_membership_of_another_workspace(
    postgresql: None, api: Api, env: Env, direct: Direct
) -> None:
    """The roamer belongs to b too, but SQL entered as a neither reads nor deletes that membership."""
    a, b = env.workspaces["a"], env.workspaces["b"]
    roamer = Tenant(workspace_id=a, user_id=_user_id(direct, "roamer@example.com"))
    _, seen = _raw(env, roamer, "SELECT * FROM user_companies")
    assert len(seen) == 5 and {row["company_id"] for row in seen} == {a}
    deleted, _ = _raw(env, roamer, f"DELETE FROM user_companies WHERE company_id = {b}")
    assert deleted == 0
    assert api.emails("other_owner") == B_MEMBERS
    # The reads about the user still see every workspace of the user: the list, and switching.
    assert [w["id"] for w in api.get("roamer_user", "/api/accounts/workspaces/")["results"]] == [a, b]
    switched = api.client.post(
        "/api/accounts/workspaces/switch/", json={"company_id": b}, headers=env.auth("roamer_user")
    )
    assert switched.status_code == 200
    assert api.me("roamer_user")["company"]["id"] == b


def test_row_level_security_walls_off_writes_that_forget_the_workspace(
    postgresql: None, api: Api, env: Env, direct: Direct
) -> None:
    a, b = env.workspaces["a"], env.workspaces["b"]
    owner = _user_id(direct, "owner@acme.example")
    b_before = api.members("other_owner")
    updated, _ = _raw(
        env, Tenant(workspace_id=a, user_id=owner), "UPDATE user_companies SET data_room_consumer_id = 'x'"
    )
    assert updated == 5
    assert api.members("other_owner") == b_before
    assert {m["data_room_consumer_id"] for m in api.members("owner")["results"]} == {"x"}
    deleted, _ = _raw(env, Tenant(workspace_id=a, user_id=owner), f"DELETE FROM user_companies WHERE company_id = {b}")
    assert deleted == 0
    assert api.members("other_owner") == b_before
    with pytest.raises(Exception, match="row-level security"):
        _raw(
            env,
            Tenant(workspace_id=a, user_id=owner),
            f"INSERT INTO user_companies (user_id, company_id, data_room_consumer_id, config, created_at, updated_at) "
            f"VALUES ({owner}, {b}, '', '{{}}', now(), now())",
        )
    assert api.members("other_owner") == b_before
