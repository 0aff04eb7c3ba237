"""AK1–AK4, API keys over HTTP (document: Authentication; decisions api_key_operations and after).

Any member lists, creates and revokes their own keys; the full key is shown once; a key acts as
its creator, and a workspace-scoped key never reaches beyond its workspace; Owners and Admins list
and revoke the keys of their workspace's members, Admins not the Owner's.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.models import ApiKey, IdempotencyKey
from handwritten.domain import api_keys
from tests.api.conftest import Api, Direct, Env
from tests.api.test_accounts import assert_matches, openapi

KEYS = "/api/accounts/api-keys/"
ME = "/api/accounts/users/me/"
SWITCH = "/api/accounts/workspaces/switch/"
FORBIDDEN = {"detail": "You do not have permission to perform this action."}
NOT_FOUND = {"detail": "Not found."}
INVALID_KEY = {"detail": "Invalid or expired API key"}
ROW_FIELDS = {
    "id",
    "name",
    "prefix",
    "scope",
    "workspace",
    "workspace_detail",
    "created_at",
    "last_used_at",
    "expires_at",
    "expired",
}


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"ApiKey {key}"}


def member_keys(member_id: int) -> str:
    return f"/api/accounts/members/{member_id}/api-keys/"


def when(text: str | None) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text.replace("Z", "+00:00"))


def create(client: TestClient, headers: Mapping[str, str], **body: Any) -> dict[str, Any]:
    response = client.post(KEYS, json={"name": "integration", **body}, headers=headers)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def listed(client: TestClient, headers: Mapping[str, str], path: str = KEYS, **params: str) -> list[dict[str, Any]]:
    response = client.get(path, params=params, headers=headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["count"] == len(body["results"])
    rows: list[dict[str, Any]] = body["results"]
    return rows


def names(rows: list[dict[str, Any]]) -> list[str]:
    return [row["name"] for row in rows]


def drain(client: TestClient) -> None:
    """Wait for the last-used writes the app has started (they follow the response)."""
    assert isinstance(client.app, FastAPI) and client.portal is not None
    client.portal.call(client.app.state.last_used.drain)


# -- AK1, AK2: one's own keys ---------------------------------------------------------------------


def test_ak1_lists_own_keys_user_keys_first_then_workspace_keys_newest_first(
    client: TestClient, env: Env, direct: Direct
) -> None:
    owner = env.auth("owner")
    for name, scope in [("u1", "user"), ("w1", "workspace"), ("u2", "user"), ("w2", "workspace")]:
        create(client, owner, name=name, scope=scope)
    rows = listed(client, owner)
    assert names(rows) == ["u2", "u1", "owner demo key", "w2", "w1"]
    assert_matches(
        openapi()["paths"][KEYS]["get"]["responses"]["200"]["content"]["application/json"]["schema"],
        {
            "count": len(rows),
            "results": rows,
        },
    )
    assert all(set(row) == ROW_FIELDS for row in rows)  # never the key, never its hash
    demo = direct.key(env.keys["owner"])
    assert rows[2] == {
        "id": demo.id,
        "name": "owner demo key",
        "prefix": env.keys["owner"][:12],
        "scope": "user",
        "workspace": None,
        "workspace_detail": None,
        "created_at": rows[2]["created_at"],
        "last_used_at": rows[2]["last_used_at"],
        "expires_at": rows[2]["expires_at"],
        "expired": False,
    }
    assert when(rows[2]["created_at"]) == demo.created_at and when(rows[2]["expires_at"]) == demo.expires_at
    a = env.workspaces["a"]
    assert [(row["workspace"], row["workspace_detail"]) for row in rows[3:]] == [
        (a, {"id": a, "name": "Acme Cocoa"})
    ] * 2
    # The ordering can be chosen; ties are broken by id.
    assert names(listed(client, owner, ordering="name")) == ["owner demo key", "u1", "u2", "w1", "w2"]
    assert names(listed(client, owner, ordering="-created_at")) == ["w2", "u2", "w1", "u1", "owner demo key"]
    # Nobody else's keys are listed.
    assert names(listed(client, env.auth("admin"))) == ["admin demo key"]


@pytest.mark.parametrize(
    ("expires", "lifetime"),
    [
        ("30d", timedelta(days=30)),
        ("6w", timedelta(weeks=6)),
        ("90d", timedelta(days=90)),
        ("1y", timedelta(days=365)),
        ("never", None),
        (None, timedelta(weeks=6)),  # the default
    ],
)
def test_ak2_creates_a_key_with_each_expiry_and_it_acts_as_its_creator(
    client: TestClient, env: Env, direct: Direct, expires: str | None, lifetime: timedelta | None
) -> None:
    before = datetime.now(UTC)
    created = create(client, env.auth("editor"), **({"expires": expires} if expires else {}))
    created_at = when(created["created_at"])
    assert created_at is not None and before - timedelta(seconds=1) <= created_at <= datetime.now(UTC)
    assert when(created["expires_at"]) == (None if lifetime is None else created_at + lifetime)
    assert (created["scope"], created["workspace"], created["last_used_at"], created["expired"]) == (
        "user",
        None,
        None,
        False,
    )
    key = created["key"]
    assert api_keys.looks_like_key(key) and created["prefix"] == key[:12]
    assert_matches(
        openapi()["paths"][KEYS]["post"]["responses"]["201"]["content"]["application/json"]["schema"], created
    )
    # Only the hash is stored; the key authenticates as the editor, with the editor's role.
    stored = direct.key(key)
    assert (stored.id, stored.key_hash, stored.prefix) == (created["id"], api_keys.key_hash(key), key[:12])
    me = client.get(ME, headers=bearer(key)).json()
    assert (me["email"], me["auth_group"]["name"]) == ("editor@acme.example", "Editor")
    assert client.get(member_keys(me["active_user_company_id"]), headers=bearer(key)).status_code == 403


def test_the_key_is_shown_once(client: TestClient, env: Env) -> None:
    created = create(client, env.auth("viewer"), name="shown once")
    rows = listed(client, env.auth("viewer"))
    row = next(row for row in rows if row["id"] == created["id"])
    assert "key" not in row and row == {k: v for k, v in created.items() if k != "key"}
    assert created["key"] not in str(rows)


def test_a_retried_creation_makes_no_second_key_and_its_replay_holds_no_key(
    client: TestClient, env: Env, direct: Direct
) -> None:
    owner = {**env.auth("owner"), "Idempotency-Key": "create-erp-key"}
    first = client.post(KEYS, json={"name": "ERP"}, headers=owner)
    again = client.post(KEYS, json={"name": "ERP"}, headers=owner)
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.headers["idempotent-replayed"] == "true" and "idempotent-replayed" not in first.headers
    key = first.json()["key"]
    assert again.json() == {k: v for k, v in first.json().items() if k != "key"}
    assert names(listed(client, env.auth("owner"))) == ["ERP", "owner demo key"]

    async def stored_answers(session: AsyncSession) -> list[bytes | None]:
        return list((await session.scalars(select(IdempotencyKey.response_body))).all())

    answers = direct.run(stored_answers)
    assert len(answers) == 1 and answers[0] is not None
    assert key.encode() not in answers[0] and key[4:].encode() not in answers[0]  # the key is stored nowhere


def test_a_workspace_key_is_pinned_to_the_workspace_the_request_acts_in(
    client: TestClient, env: Env, direct: Direct
) -> None:
    a, b = env.workspaces["a"], env.workspaces["b"]
    roamer = env.auth("roamer_user")  # roamer: Editor of a (active), Viewer of b
    in_a = create(client, roamer, name="pinned to a", scope="workspace")
    assert (in_a["scope"], in_a["workspace"], in_a["workspace_detail"]) == (
        "workspace",
        a,
        {"id": a, "name": "Acme Cocoa"},
    )
    assert client.post(SWITCH, json={"company_id": b}, headers=roamer).status_code == 200
    in_b = create(client, roamer, name="pinned to b", scope="workspace")
    user_key = create(client, roamer, name="follows")
    assert (in_b["workspace"], user_key["workspace"]) == (b, None)
    # Each pinned key acts in its workspace, whatever the active one; the user key follows it.
    acting = {
        name: client.get(ME, headers=bearer(k["key"])).json()["company"]["id"]
        for name, k in [("a", in_a), ("b", in_b), ("user", user_key)]
    }
    assert acting == {"a": a, "b": b, "user": b}
    assert direct.key(in_a["key"]).company_id == a


def test_a_workspace_scoped_key_creates_only_keys_pinned_to_its_workspace(client: TestClient, env: Env) -> None:
    pinned, roamer = env.auth("roamer_workspace"), env.auth("roamer_user")  # pinned to a
    before = names(listed(client, roamer))
    response = client.post(KEYS, json={"name": "escape", "scope": "user"}, headers=pinned)
    assert (response.status_code, response.json()) == (403, FORBIDDEN)
    response = client.post(KEYS, json={"name": "escape"}, headers=pinned)  # scope user by default
    assert (response.status_code, response.json()) == (403, FORBIDDEN)
    assert names(listed(client, roamer)) == before
    # Pinned to a, the workspace the pinned key acts in, even once the user's active workspace is b.
    assert client.post(SWITCH, json={"company_id": env.workspaces["b"]}, headers=roamer).status_code == 200
    created = create(client, pinned, name="sibling", scope="workspace")
    assert created["workspace"] == env.workspaces["a"]
    assert client.get(ME, headers=bearer(created["key"])).json()["company"]["id"] == env.workspaces["a"]


def test_a_workspace_scoped_key_lists_and_revokes_only_keys_pinned_to_its_workspace(
    client: TestClient, env: Env, direct: Direct
) -> None:
    pinned, roamer = env.auth("roamer_workspace"), env.auth("roamer_user")
    assert client.post(SWITCH, json={"company_id": env.workspaces["b"]}, headers=roamer).status_code == 200
    in_b = create(client, roamer, name="pinned to b", scope="workspace")
    assert names(listed(client, roamer)) == ["roamer user key", "pinned to b", "roamer pinned key"]
    assert names(listed(client, pinned)) == ["roamer pinned key"]
    for other in (direct.key(env.keys["roamer_user"]).id, in_b["id"]):
        response = client.delete(f"{KEYS}{other}/", headers=pinned)
        assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert client.get(ME, headers=roamer).status_code == 200
    assert client.get(ME, headers=bearer(in_b["key"])).status_code == 200


def test_a_viewer_manages_their_own_keys(client: TestClient, env: Env) -> None:
    viewer = env.auth("viewer")
    created = create(client, viewer, name="reporting", expires="30d")
    assert names(listed(client, viewer)) == ["reporting", "viewer demo key"]
    assert client.delete(f"{KEYS}{created['id']}/", headers=viewer).status_code == 204
    assert names(listed(client, viewer)) == ["viewer demo key"]
    response = client.get(ME, headers=bearer(created["key"]))
    assert (response.status_code, response.json()) == (401, INVALID_KEY)


# -- AK3: revoking --------------------------------------------------------------------------------


def test_revoking_takes_effect_at_once_on_every_host_and_for_good(client: TestClient, env: Env) -> None:
    owner = env.auth("owner")
    created = create(client, owner, name="old")
    with TestClient(create_app(env.settings, host="supply_chain")) as supply_chain:
        assert supply_chain.get("/api/products/", headers=bearer(created["key"])).status_code == 200
        assert client.get(ME, headers=bearer(created["key"])).status_code == 200
        revoked = client.delete(f"{KEYS}{created['id']}/", headers=owner)
        assert (revoked.status_code, revoked.content) == (204, b"")
        for response in (
            client.get(ME, headers=bearer(created["key"])),
            supply_chain.get("/api/products/", headers=bearer(created["key"])),
        ):
            assert (response.status_code, response.json()) == (401, INVALID_KEY)
            assert response.headers["www-authenticate"] == "Bearer"
    assert names(listed(client, owner)) == ["owner demo key"]
    again = client.delete(f"{KEYS}{created['id']}/", headers=owner)
    assert (again.status_code, again.json()) == (404, NOT_FOUND)


def test_a_key_may_revoke_itself(client: TestClient, env: Env, direct: Direct) -> None:
    own_id = direct.key(env.keys["editor"]).id
    assert client.delete(f"{KEYS}{own_id}/", headers=env.auth("editor")).status_code == 204
    assert client.get(ME, headers=env.auth("editor")).status_code == 401


def test_revoking_a_key_of_someone_else_is_not_found(client: TestClient, env: Env, direct: Direct) -> None:
    viewer_key = direct.key(env.keys["viewer"]).id
    owner_key = direct.key(env.keys["owner"]).id
    for who, key_id in [("editor", viewer_key), ("viewer", owner_key), ("editor", owner_key)]:
        response = client.delete(f"{KEYS}{key_id}/", headers=env.auth(who))
        assert (response.status_code, response.json()) == (404, NOT_FOUND)
    for unknown in ("999999", "0"):
        response = client.delete(f"{KEYS}{unknown}/", headers=env.auth("owner"))
        assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert client.get(ME, headers=env.auth("viewer")).status_code == 200
    assert client.get(ME, headers=env.auth("owner")).status_code == 200


# -- AK4 and AK3: a member's keys -----------------------------------------------------------------


@pytest.mark.parametrize("manager", ["owner", "admin"])
def test_owners_and_admins_list_and_revoke_a_members_keys(
    client: TestClient, api: Api, env: Env, direct: Direct, manager: str
) -> None:
    viewer = env.auth("viewer")
    pinned = create(client, viewer, name="viewer pinned", scope="workspace")
    viewer_id = api.member_ids()["viewer@acme.example"]
    drain(client)  # the viewer key's first use is written: later uses are not, for a minute
    rows = listed(client, env.auth(manager), member_keys(viewer_id))
    assert names(rows) == ["viewer demo key", "viewer pinned"]
    assert all(set(row) == ROW_FIELDS for row in rows) and pinned["key"] not in str(rows)
    assert rows == listed(client, viewer)  # what the viewer sees of their own keys
    assert names(listed(client, env.auth(manager), member_keys(viewer_id), scope="workspace")) == ["viewer pinned"]
    assert client.delete(f"{KEYS}{pinned['id']}/", headers=env.auth(manager)).status_code == 204
    assert client.get(ME, headers=bearer(pinned["key"])).status_code == 401
    assert client.get(ME, headers=viewer).status_code == 200  # only that key
    assert names(listed(client, env.auth(manager), member_keys(viewer_id))) == ["viewer demo key"]
    assert client.delete(f"{KEYS}{direct.key(env.keys['viewer']).id}/", headers=env.auth(manager)).status_code == 204
    assert client.get(ME, headers=viewer).status_code == 401


@pytest.mark.parametrize("who", ["editor", "viewer"])
def test_editors_and_viewers_may_not_list_members_keys(client: TestClient, api: Api, env: Env, who: str) -> None:
    for member in ("viewer@acme.example", "owner@acme.example", f"{who}@acme.example"):
        response = client.get(member_keys(api.member_ids()[member]), headers=env.auth(who))
        assert (response.status_code, response.json()) == (403, FORBIDDEN)


def test_admins_see_but_may_not_revoke_the_owners_keys(client: TestClient, api: Api, env: Env, direct: Direct) -> None:
    owner_id = api.member_ids()["owner@acme.example"]
    assert names(listed(client, env.auth("admin"), member_keys(owner_id))) == ["owner demo key"]
    response = client.delete(f"{KEYS}{direct.key(env.keys['owner']).id}/", headers=env.auth("admin"))
    assert (response.status_code, response.json()) == (403, FORBIDDEN)
    assert client.get(ME, headers=env.auth("owner")).status_code == 200
    # The Owner revokes the Admin's.
    assert client.delete(f"{KEYS}{direct.key(env.keys['admin']).id}/", headers=env.auth("owner")).status_code == 204
    assert client.get(ME, headers=env.auth("admin")).status_code == 401


def test_no_access_to_another_workspaces_members_keys(client: TestClient, api: Api, env: Env, direct: Direct) -> None:
    other = env.auth("other_owner")  # Owner of b
    for member in ("viewer@acme.example", "owner@acme.example"):
        response = client.get(member_keys(api.member_ids()[member]), headers=other)
        assert (response.status_code, response.json()) == (404, NOT_FOUND)
    for who in ("viewer", "owner"):
        response = client.delete(f"{KEYS}{direct.key(env.keys[who]).id}/", headers=other)
        assert (response.status_code, response.json()) == (404, NOT_FOUND)
        assert client.get(ME, headers=env.auth(who)).status_code == 200


def test_a_member_of_two_workspaces_is_managed_in_each_for_the_keys_that_act_there(
    client: TestClient, api: Api, env: Env, direct: Direct
) -> None:
    # roamer: Editor of a, Viewer of b; the user key can act in both, the pinned key only in a.
    in_b = api.member_ids("other_owner")["roamer@example.com"]
    in_a = api.member_ids("owner")["roamer@example.com"]
    assert names(listed(client, env.auth("other_owner"), member_keys(in_b))) == ["roamer user key"]
    assert names(listed(client, env.auth("owner"), member_keys(in_a))) == ["roamer user key", "roamer pinned key"]
    pinned_id = direct.key(env.keys["roamer_workspace"]).id
    response = client.delete(f"{KEYS}{pinned_id}/", headers=env.auth("other_owner"))
    assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert client.get(ME, headers=env.auth("roamer_workspace")).status_code == 200
    # b's Owner cuts the user key, which stops it everywhere (decision member_api_keys).
    user_key_id = direct.key(env.keys["roamer_user"]).id
    assert client.delete(f"{KEYS}{user_key_id}/", headers=env.auth("other_owner")).status_code == 204
    assert client.get(ME, headers=env.auth("roamer_user")).status_code == 401


def test_a_pinned_owner_key_manages_only_members_keys_pinned_to_its_workspace(
    client: TestClient, api: Api, env: Env, direct: Direct
) -> None:
    pinned_owner = create(client, env.auth("owner"), name="owner pinned", scope="workspace")
    viewer_id = api.member_ids()["viewer@acme.example"]
    viewer_pinned = create(client, env.auth("viewer"), name="viewer pinned", scope="workspace")
    assert names(listed(client, bearer(pinned_owner["key"]), member_keys(viewer_id))) == ["viewer pinned"]
    response = client.delete(f"{KEYS}{direct.key(env.keys['viewer']).id}/", headers=bearer(pinned_owner["key"]))
    assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert client.delete(f"{KEYS}{viewer_pinned['id']}/", headers=bearer(pinned_owner["key"])).status_code == 204


def test_a_member_id_that_is_no_member_is_not_found(client: TestClient, env: Env) -> None:
    for unknown in ("999999", "0"):
        response = client.get(member_keys(int(unknown)), headers=env.auth("owner"))
        assert (response.status_code, response.json()) == (404, NOT_FOUND)


# -- bad input --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({"name": "", "scope": "workspace"}, {"name"}),
        ({"name": "x", "scope": "workspace", "expires": "2w"}, {"expires"}),
        ({"name": "x", "key": "cnp_" + "A" * 43}, {"key"}),  # a key cannot be chosen
        ({"name": "x", "user": 1, "expires": "forever"}, {"user", "expires"}),  # nor whose it is
    ],
)
def test_bad_input_is_400_with_field_messages_and_changes_nothing(
    client: TestClient, env: Env, body: dict[str, Any], errors: set[str]
) -> None:
    owner = env.auth("owner")
    response = client.post(KEYS, json=body, headers=owner)
    assert response.status_code == 400, response.text
    answer = response.json()
    assert set(answer) == errors
    assert all(
        isinstance(messages, list) and messages and all(isinstance(m, str) for m in messages)
        for messages in answer.values()
    )
    assert names(listed(client, owner)) == ["owner demo key"]


@pytest.mark.parametrize(
    ("body", "answer"),
    [
        ({"name": ""}, {"name": ["Ensure this field has at least 1 characters."]}),
        ({"name": "x" * 101}, {"name": ["Ensure this field has no more than 100 characters."]}),
        ({}, {"name": ["This field is required."]}),
        ({"name": "x", "color": "red"}, {"color": ["Unknown field."]}),
        ({"name": "x", "expires": "2w"}, {"expires": ['"2w" is not a valid choice.']}),
        ({"name": "x", "expires": None}, {"expires": ["This field may not be null."]}),
        ({"name": "x", "scope": "team"}, {"scope": ['"team" is not a valid choice.']}),
    ],
)
def test_bad_input_messages_say_what_is_wrong(
    client: TestClient, env: Env, body: dict[str, Any], answer: dict[str, list[str]]
) -> None:
    response = client.post(KEYS, json=body, headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (400, answer)


def test_unknown_list_parameters_are_400(client: TestClient, env: Env) -> None:
    for params in ({"scope": "team"}, {"key": "x"}, {"ordering": "key_hash"}):
        response = client.get(KEYS, params=params, headers=env.auth("owner"))
        assert response.status_code == 400, (params, response.text)
        assert set(response.json()) <= {*params, "ordering"}


# -- filters ----------------------------------------------------------------------------------------


def test_each_filter_includes_and_excludes(client: TestClient, env: Env, direct: Direct) -> None:
    owner = env.auth("owner")
    a = env.workspaces["a"]
    create(client, owner, name="ERP production", scope="workspace", expires="never")
    create(client, owner, name="Reporting", expires="1y")
    used = create(client, owner, name="ERP staging", expires="30d")
    soon = datetime.now(UTC) + timedelta(days=31)
    drain(client)  # the owner key's first use is written: later uses are not, for a minute

    async def mark_used(session: AsyncSession) -> None:
        await session.execute(
            update(ApiKey).where(ApiKey.id == used["id"]).values(last_used_at=datetime(2026, 1, 1, tzinfo=UTC))
        )
        await session.execute(
            update(ApiKey).where(ApiKey.key_hash == api_keys.key_hash(env.keys["owner"])).values(last_used_at=None)
        )

    direct.run(mark_used)
    cases: list[tuple[dict[str, str], set[str]]] = [
        ({"scope": "workspace"}, {"ERP production"}),
        ({"scope": "user"}, {"Reporting", "ERP staging", "owner demo key"}),
        ({"workspace": str(a)}, {"ERP production"}),
        ({"workspace": str(env.workspaces["b"])}, set()),
        ({"name__icontains": "erp"}, {"ERP production", "ERP staging"}),
        ({"last_used_at__isnull": "false"}, {"ERP staging"}),
        ({"last_used_at__lte": "2026-06-01T00:00:00Z"}, {"ERP staging"}),
        ({"expires_at__isnull": "true"}, {"ERP production"}),
        ({"expires_at__lte": soon.isoformat()}, {"ERP staging"}),
    ]
    for params, expected in cases:
        assert set(names(listed(client, owner, **params))) == expected, params


def test_an_expired_key_is_listed_as_expired_until_revoked(client: TestClient, env: Env, direct: Direct) -> None:
    owner = env.auth("owner")
    created = create(client, owner, name="lapsed")

    async def expire(session: AsyncSession) -> None:
        past = datetime.now(UTC) - timedelta(minutes=1)
        await session.execute(update(ApiKey).where(ApiKey.id == created["id"]).values(expires_at=past))

    direct.run(expire)
    assert client.get(ME, headers=bearer(created["key"])).status_code == 401
    rows = {row["name"]: row["expired"] for row in listed(client, owner)}
    assert rows == {"lapsed": True, "owner demo key": False}
    assert client.delete(f"{KEYS}{created['id']}/", headers=owner).status_code == 204
    assert names(listed(client, owner)) == ["owner demo key"]


def test_a_member_without_a_role_cannot_manage_keys(client: TestClient, env: Env, direct: Direct) -> None:
    direct.clear_role("viewer@acme.example")
    for response in (
        client.get(KEYS, headers=env.auth("viewer")),
        client.post(KEYS, json={"name": "x"}, headers=env.auth("viewer")),
    ):
        assert (response.status_code, response.json()) == (403, FORBIDDEN)


# -- the document's rotation ------------------------------------------------------------------------


def test_rotation_without_downtime(client: TestClient, env: Env, direct: Direct) -> None:
    """Create a new key with the same scope, deploy it, check that its last-used value updates,
    then revoke the old key."""
    old = env.auth("roamer_workspace")
    old_row = next(row for row in listed(client, old) if row["name"] == "roamer pinned key")
    new = create(client, old, name="roamer pinned key 2", scope=old_row["scope"])
    assert (new["scope"], new["workspace"]) == (old_row["scope"], old_row["workspace"])
    drain(client)

    def last_used() -> str | None:
        rows = listed(client, env.auth("roamer_user"))
        value: str | None = next(row for row in rows if row["id"] == new["id"])["last_used_at"]
        return value

    assert last_used() is None
    before = datetime.now(UTC)
    assert client.get(ME, headers=bearer(new["key"])).status_code == 200  # deployed: the first use
    drain(client)
    seen = when(last_used())
    assert seen is not None and before - timedelta(seconds=1) <= seen <= datetime.now(UTC)
    assert client.delete(f"{KEYS}{old_row['id']}/", headers=bearer(new["key"])).status_code == 204
    response = client.get(ME, headers=old)
    assert (response.status_code, response.json()) == (401, INVALID_KEY)
    assert client.get(ME, headers=bearer(new["key"])).json()["company"]["id"] == env.workspaces["a"]
    assert names(listed(client, bearer(new["key"]))) == ["roamer pinned key 2"]
