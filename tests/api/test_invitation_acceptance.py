"""Accepting an invitation through its emailed link: IA1 and the page the link opens (issue 32, point 2).

Decisions invitation_acceptance, invitation_acceptance_key and invitation_page. Workspace a
(Acme Cocoa) has an Owner, Admin, Editor, Viewer and the roamer; b (Bolt Coffee) its Owner
(owner@bolt.example, active in b) and the roamer. The browser's view of the page is
tests/e2e/test_invitation_page.py.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import logging
import re
import uuid
from collections.abc import Awaitable, Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.models import ApiKey, Company, Invitation, Member, User
from handwritten.domain.roles import Role
from handwritten.services import admin
from handwritten.services.invitations import acceptance
from tests.api.conftest import Direct, Env

INVITATIONS = "/api/accounts/invitations/"
ME = "/api/accounts/users/me/"
NOT_FOUND = {"detail": "Not found."}
ALREADY_MEMBER = {"non_field_errors": ["This user is already a member of this workspace."]}
NAMES = {"first_name": "Nina", "last_name": "Newman", "job_title": "Cocoa buyer"}


def accept_path(id: str) -> str:
    return f"{INVITATIONS}{id}/accept/"


def at(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp).astimezone(UTC)


class Links:
    """Invitations made through the API, and what the database holds of their acceptance."""

    def __init__(self, client: TestClient, env: Env, direct: Direct) -> None:
        self.client, self.env, self.direct = client, env, direct
        self.roles = direct.roles()

    def invite(self, email: str, role: str = "Editor", who: str = "owner") -> str:
        response = self.client.post(
            INVITATIONS, json={"email": email, "auth_group": self.roles[role]}, headers=self.env.auth(who)
        )
        assert response.status_code == 201, response.text
        id: str = response.json()["id"]
        return id

    def accept(self, id: str, body: dict[str, Any] | None = None) -> httpx.Response:
        return self.client.post(accept_path(id), json=NAMES if body is None else body)

    def accepted(self, id: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
        response = self.accept(id, body)
        assert response.status_code == 201, response.text
        result: dict[str, Any] = response.json()
        return result

    def statuses(self, params: Any = None, who: str = "owner") -> list[tuple[str, str]]:
        """(email, status) of I1's page, in its order."""
        response = self.client.get(INVITATIONS, params=params, headers=self.env.auth(who))
        assert response.status_code == 200, response.text
        return [(i["email"], i["status"]) for i in response.json()["results"]]

    def state(self, email: str) -> tuple[int, int, int]:
        """(users, memberships, API keys) with this email, compared case-insensitively: what an acceptance makes."""

        async def work(session: AsyncSession) -> tuple[int, int, int]:
            users = select(User.id).where(func.lower(User.email) == email.lower()).scalar_subquery()
            count = select(func.count())
            return (
                int(await session.scalar(count.select_from(User).where(User.id.in_(users))) or 0),
                int(await session.scalar(count.select_from(Member).where(Member.user_id.in_(users))) or 0),
                int(await session.scalar(count.select_from(ApiKey).where(ApiKey.user_id.in_(users))) or 0),
            )

        return self.direct.run(work)

    def stored(self, id: str) -> tuple[str, datetime | None]:
        """The invitation's stored status and accepted_at."""

        async def work(session: AsyncSession) -> tuple[str, datetime | None]:
            row = (
                await session.execute(
                    select(Invitation.status, Invitation.accepted_at).where(Invitation.id == uuid.UUID(id))
                )
            ).one()
            return row.status, row.accepted_at

        return self.direct.run(work)

    def member_count(self, workspace: str = "a") -> int:
        async def work(session: AsyncSession) -> int:
            workspace_id = self.env.workspaces[workspace]
            return int(
                await session.scalar(select(func.count()).select_from(Member).where(Member.company_id == workspace_id))
                or 0
            )

        return self.direct.run(work)


@pytest.fixture
def links(env: Env, direct: Direct, tmp_path: Path) -> Iterator[Links]:
    settings = env.settings.model_copy(update={"mail_worker": False, "maildir": tmp_path / "mail"})
    with TestClient(create_app(settings)) as client:
        yield Links(client, env, direct)


def run_with_app(env: Env, work: Callable[[httpx.AsyncClient], Awaitable[Any]]) -> Any:
    """`work` with a client of a fresh app on one event loop, so its requests can run at once."""

    async def go() -> Any:
        app = create_app(env.settings.model_copy(update={"mail_worker": False}))
        transport = httpx.ASGITransport(app=app)
        try:
            async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
                return await work(client)
        finally:
            await app.state.db.dispose()

    return asyncio.run(go())


# -- a new user ------------------------------------------------------------------------------------


def test_a_new_user_joins_with_the_invited_role_and_a_key_pinned_to_the_workspace(links: Links, env: Env) -> None:
    id = links.invite("Nina.Newman@example.org", "Editor")
    before = datetime.now(UTC)
    result = links.accepted(id, {"first_name": "  Nina ", "last_name": "Newman", "job_title": " Cocoa buyer"})

    member = result["member"]
    assert {k: v for k, v in member["user_detail"].items() if k != "id"} == {
        "first_name": "Nina",
        "last_name": "Newman",
        "job_title": "Cocoa buyer",
        "email": "Nina.Newman@example.org",  # as invited
    }
    assert member["user"] == member["user_detail"]["id"]
    assert (member["auth_group"], member["auth_group_detail"]) == (
        links.roles["Editor"],
        {"id": links.roles["Editor"], "name": "Editor"},
    )
    listed = links.client.get("/api/accounts/members/", params={"limit": 100}, headers=env.auth("owner")).json()
    assert member in listed["results"]  # the member as M1 shows it

    key = result["api_key"]
    assert key["key"].startswith("cnp_") and key["prefix"] == key["key"][:12]
    assert (key["scope"], key["workspace"], key["workspace_detail"]) == (
        "workspace",
        env.workspaces["a"],
        {"id": env.workspaces["a"], "name": "Acme Cocoa"},
    )
    assert (key["name"], key["expired"], key["last_used_at"]) == ("Invitation to Acme Cocoa", False, None)
    assert before <= at(key["created_at"]) <= datetime.now(UTC)
    assert at(key["expires_at"]) - at(key["created_at"]) == timedelta(weeks=6)
    stored_key = links.direct.key(key["key"])
    assert (stored_key.id, stored_key.scope, stored_key.company_id) == (key["id"], "workspace", env.workspaces["a"])
    assert stored_key.key_hash != key["key"] and key["key"] not in stored_key.key_hash

    me = links.client.get(ME, headers={"Authorization": f"ApiKey {key['key']}"})
    assert me.status_code == 200, me.text
    profile = me.json()
    assert (profile["email"], profile["first_name"], profile["company"]["id"], profile["auth_group"]["name"]) == (
        "Nina.Newman@example.org",
        "Nina",
        env.workspaces["a"],
        "Editor",
    )
    # The new user's active workspace is the invited one, their only one.
    workspaces = links.client.get("/api/accounts/workspaces/", headers={"Authorization": f"ApiKey {key['key']}"})
    assert [w["id"] for w in workspaces.json()["results"]] == [env.workspaces["a"]]

    status, accepted_at = links.stored(id)
    assert status == "accepted" and accepted_at is not None and before <= accepted_at <= datetime.now(UTC)
    assert links.state("nina.newman@example.org") == (1, 1, 1)


def test_i1_reports_an_accepted_invitation_in_its_status_filter_and_ordering(links: Links) -> None:
    accepted = links.invite("accepted@example.org")
    links.accepted(accepted)
    links.invite("pending@example.org")
    revoked = links.invite("revoked@example.org")
    links.client.post(
        f"{INVITATIONS}bulk-revocations/",
        json={"operations": [{"invitation_filters": {"id": revoked}}]},
        headers=links.env.auth("owner"),
    )
    assert links.statuses({"status": "accepted"}) == [("accepted@example.org", "accepted")]
    assert links.statuses({"status": ["accepted", "revoked"], "ordering": "email"}) == [
        ("accepted@example.org", "accepted"),
        ("revoked@example.org", "revoked"),
    ]
    assert ("accepted@example.org", "accepted") not in links.statuses({"status": "pending"})
    assert [s for _, s in links.statuses({"ordering": "status"})] == ["accepted", "pending", "revoked"]
    assert [s for _, s in links.statuses({"ordering": "-status"})] == ["revoked", "pending", "accepted"]
    retrieved = links.client.get(f"{INVITATIONS}{accepted}/", headers=links.env.auth("owner"))
    assert retrieved.json()["status"] == "accepted"


# -- an existing user ------------------------------------------------------------------------------


def test_an_existing_user_of_another_workspace_joins_and_keeps_their_active_workspace(links: Links, env: Env) -> None:
    """owner@bolt.example (active in b) invited to a: added to a; their profile, active workspace
    and user-scoped key stay as they were; the new key acts in a only."""
    id = links.invite("Owner@Bolt.example", "Viewer")  # another case than the stored email
    members_before = links.member_count("a")
    result = links.accepted(id, {"first_name": "Mallory", "last_name": "Renamed", "job_title": "Owner of everything"})

    detail = result["member"]["user_detail"]
    assert (detail["email"], detail["first_name"], detail["last_name"], detail["job_title"]) == (
        "owner@bolt.example",
        "Bo",
        "Bolt",
        "Founder",
    )  # the names given are ignored for an existing user
    assert result["member"]["auth_group_detail"]["name"] == "Viewer"
    assert links.member_count("a") == members_before + 1

    pinned = {"Authorization": f"ApiKey {result['api_key']['key']}"}
    in_a = links.client.get(ME, headers=pinned).json()
    assert (in_a["company"]["id"], in_a["auth_group"]["name"]) == (env.workspaces["a"], "Viewer")
    assert links.direct.key(result["api_key"]["key"]).company_id == env.workspaces["a"]
    # The user's own key still follows their active workspace, b, which accepting did not change.
    own = links.client.get(ME, headers=env.auth("other_owner")).json()
    assert (own["company"]["id"], own["auth_group"]["name"]) == (env.workspaces["b"], "Owner")
    # Switching the user's active workspace to b moves their user key, never the pinned one.
    switched = links.client.post(
        "/api/accounts/workspaces/switch/", json={"company_id": env.workspaces["a"]}, headers=env.auth("other_owner")
    )
    assert switched.status_code == 200, switched.text
    back = links.client.post(
        "/api/accounts/workspaces/switch/", json={"company_id": env.workspaces["b"]}, headers=env.auth("other_owner")
    )
    assert back.status_code == 200, back.text
    assert links.client.get(ME, headers=pinned).json()["company"]["id"] == env.workspaces["a"]
    assert links.state("owner@bolt.example") == (1, 2, 2)


def test_a_user_already_a_member_is_refused_and_nothing_changes(links: Links, env: Env) -> None:
    id = links.invite("joined.meanwhile@example.org")

    async def join_meanwhile(session: AsyncSession) -> None:
        user = await admin.create_user(session, "joined.meanwhile@example.org", first_name="Jo")
        workspace = await session.get(Company, env.workspaces["a"])
        assert workspace is not None
        await admin.add_member(session, user, workspace, Role.VIEWER)

    links.direct.run(join_meanwhile)
    response = links.accept(id)
    assert (response.status_code, response.json()) == (400, ALREADY_MEMBER)
    assert links.stored(id) == ("pending", None)
    assert links.state("joined.meanwhile@example.org") == (1, 1, 0)


# -- refusals that change nothing ------------------------------------------------------------------


def test_accepting_twice_gives_404_the_second_time_and_one_member(links: Links) -> None:
    id = links.invite("twice@example.org")
    first = links.accepted(id)
    members = links.member_count("a")
    again = links.accept(id, {"first_name": "Other", "last_name": "Person"})
    assert (again.status_code, again.json()) == (404, NOT_FOUND)
    assert links.member_count("a") == members
    assert links.state("twice@example.org") == (1, 1, 1)
    assert links.stored(id)[0] == "accepted"
    # The first key still works; no second one was made.
    assert links.client.get(ME, headers={"Authorization": f"ApiKey {first['api_key']['key']}"}).status_code == 200


@pytest.mark.parametrize("state", ["revoked", "renewed", "expired", "unknown"])
def test_an_invitation_no_longer_pending_answers_404_and_nothing_changes(links: Links, state: str) -> None:
    id = links.invite("gone@example.org")
    owner = links.env.auth("owner")
    if state == "revoked":
        links.client.post(
            f"{INVITATIONS}bulk-revocations/", json={"operations": [{"invitation_filters": {"id": id}}]}, headers=owner
        )
    elif state == "renewed":
        assert links.client.post(f"{INVITATIONS}renew/", json={"invitation": id}, headers=owner).status_code == 201
    elif state == "expired":

        async def expire(session: AsyncSession) -> None:
            invitation = await session.get(Invitation, uuid.UUID(id))
            assert invitation is not None
            invitation.expires_at = datetime.now(UTC) - timedelta(seconds=1)

        links.direct.run(expire)
    else:
        id = str(uuid.uuid4())
    stored = links.stored(id) if state != "unknown" else None
    members = links.member_count("a")
    response = links.accept(id)
    assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert links.member_count("a") == members
    assert links.state("gone@example.org") == (0, 0, 0)
    if stored is not None:
        assert links.stored(id) == stored
        assert stored[0] in ("revoked", "pending")  # expired is derived, never stored here


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({}, {"first_name": ["This field is required."], "last_name": ["This field is required."]}),
        ({"first_name": "Nina", "job_title": "Buyer"}, {"last_name": ["This field is required."]}),
        ({"first_name": "   ", "last_name": "Newman"}, {"first_name": ["This field may not be blank."]}),
        ({"first_name": "", "last_name": "Newman"}, {"first_name": ["Ensure this field has at least 1 characters."]}),
        (
            {"first_name": "N" * 151, "last_name": "Newman"},
            {"first_name": ["Ensure this field has no more than 150 characters."]},
        ),
        ({**NAMES, "job_title": "J" * 256}, {"job_title": ["Ensure this field has no more than 255 characters."]}),
        ({**NAMES, "email": "me@example.org"}, {"email": ["Unknown field."]}),
        ({"first_name": 7, "last_name": "Newman"}, {"first_name": ["Not a valid string."]}),
    ],
)
def test_a_new_user_without_valid_names_is_a_field_400_and_nothing_changes(
    links: Links, body: dict[str, Any], errors: dict[str, list[str]]
) -> None:
    id = links.invite("nameless@example.org")
    response = links.accept(id, body)
    assert (response.status_code, response.json()) == (400, errors)
    assert links.stored(id) == ("pending", None)
    assert links.state("nameless@example.org") == (0, 0, 0)
    # Still pending, so it can be accepted once the names are given.
    assert links.accepted(id)["member"]["user_detail"]["first_name"] == "Nina"


@pytest.mark.parametrize("id", ["123", "not-a-uuid", "1b4e28ba2fa111d2883f0016d3cca427x"])
def test_malformed_ids_are_400(links: Links, id: str) -> None:
    response = links.accept(id)
    assert response.status_code == 400 and list(response.json()) == ["id"]


# -- the allowance per client address --------------------------------------------------------------


@pytest.fixture
def limited(env: Env, direct: Direct, tmp_path: Path) -> Iterator[Links]:
    """Three anonymous lookups or acceptances a minute per client address (TestClient's is 'testclient')."""
    settings = env.settings.model_copy(
        update={"mail_worker": False, "invitation_lookup_rate": "3/minute", "maildir": tmp_path / "mail"}
    )
    with TestClient(create_app(settings)) as client:
        yield Links(client, env, direct)


def assert_throttled(response: httpx.Response) -> None:
    assert response.status_code == 429, response.text
    wait = int(response.headers["Retry-After"])
    assert 1 <= wait <= 60
    unit = "second" if wait == 1 else "seconds"
    assert response.json() == {"detail": f"Request was throttled. Expected available in {wait} {unit}."}


def test_acceptance_shares_the_lookups_allowance_and_answers_429_like_i8(limited: Links) -> None:
    id = limited.invite("patient@example.org")
    assert limited.client.get(f"{INVITATIONS}{id}/preview/").status_code == 200
    assert [limited.accept(str(uuid.uuid4())).status_code for _ in range(2)] == [404, 404]
    # Guessing spent the allowance: the real invitation is neither accepted nor shown now.
    assert_throttled(limited.accept(id))
    assert_throttled(limited.client.get(f"{INVITATIONS}{id}/preview/"))
    assert limited.stored(id) == ("pending", None)
    assert limited.state("patient@example.org") == (0, 0, 0)


# -- at once ---------------------------------------------------------------------------------------


@pytest.fixture
def slow_join(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each acceptance pauses between its invitation's update and the membership, so that the
    requests of a test overlap whatever the machine's speed."""
    add_member = admin.add_member

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(0.3)
        return await add_member(*args, **kwargs)

    monkeypatch.setattr(acceptance.admin, "add_member", slow)


@pytest.mark.usefixtures("slow_join")
def test_acceptances_at_once_make_one_member(links: Links, env: Env) -> None:
    id = links.invite("rush@example.org")
    members = links.member_count("a")

    async def race(client: httpx.AsyncClient) -> list[httpx.Response]:
        return list(await asyncio.gather(*(client.post(accept_path(id), json=NAMES) for _ in range(4))))

    responses = run_with_app(env, race)
    assert sorted(r.status_code for r in responses) == [201, 404, 404, 404], [r.text for r in responses]
    assert all(r.json() == NOT_FOUND for r in responses if r.status_code == 404)
    assert links.member_count("a") == members + 1
    assert links.state("rush@example.org") == (1, 1, 1)


@pytest.mark.usefixtures("slow_join")
def test_two_workspaces_invitations_to_one_new_email_accepted_at_once_make_one_user(links: Links, env: Env) -> None:
    ours, theirs = links.invite("both@example.org"), links.invite("both@example.org", who="other_owner")

    async def race(client: httpx.AsyncClient) -> list[httpx.Response]:
        return list(await asyncio.gather(*(client.post(accept_path(id), json=NAMES) for id in (ours, theirs))))

    responses = run_with_app(env, race)
    assert [r.status_code for r in responses] == [201, 201], [r.text for r in responses]
    assert len({r.json()["member"]["user"] for r in responses}) == 1
    assert {r.json()["api_key"]["workspace"] for r in responses} == {env.workspaces["a"], env.workspaces["b"]}
    assert links.state("both@example.org") == (1, 2, 2)


# -- the page of the emailed link --------------------------------------------------------------------


def page_of(client: TestClient, id: str) -> httpx.Response:
    return client.get(f"/invitations/{id}/")


def inline_hash(html: str, tag: str) -> str:
    [text] = re.findall(rf"<{tag}>(.*?)</{tag}>", html, flags=re.DOTALL)
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def test_the_page_is_html_that_asks_nothing_from_outside_and_is_never_kept(links: Links) -> None:
    id = links.invite("page@example.org")
    response = page_of(links.client, id)
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    html = response.text
    policy = dict(part.strip().split(" ", 1) for part in response.headers["content-security-policy"].split(";"))
    assert policy == {
        "default-src": "'none'",
        "script-src": inline_hash(html, "script"),
        "style-src": inline_hash(html, "style"),
        "connect-src": "'self'",
        "img-src": "data:",
        "base-uri": "'none'",
        "form-action": "'none'",
        "frame-ancestors": "'none'",
    }
    assert response.headers["referrer-policy"] == "no-referrer"
    assert response.headers["cache-control"] == "no-store"
    assert response.headers["x-frame-options"] == "DENY"
    # What it refers to is its own origin's: the API's paths and the docs, nothing absolute.
    referred = re.findall(r"""(?:src|href)=["']([^"']*)["']""", html)
    assert referred == ["data:,", "/api/docs/"]
    assert "http://" not in html and "https://" not in html
    assert f"{INVITATIONS}" in html and "/preview/" in html and "/accept/" in html
    # The same page for any invitation: it reads the database only through I8 and IA1.
    assert page_of(links.client, str(uuid.uuid4())).text == html


def test_the_access_log_names_the_page_and_the_operations_by_template_never_by_the_id(
    links: Links, caplog: pytest.LogCaptureFixture
) -> None:
    """The id in the link is the only credential: it must not land in the logs."""
    id = links.invite("logged@example.org")
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="canopy.access"):
        assert page_of(links.client, id).status_code == 200
        assert links.client.get(f"{INVITATIONS}{id}/preview/").status_code == 200
        assert links.accept(id).status_code == 201
    lines = [(r.method, r.path, r.code, r.status) for r in caplog.records if r.name == "canopy.access"]
    assert lines == [
        ("GET", "/invitations/{id}/", "-", 200),
        ("GET", "/api/accounts/invitations/{id}/preview/", "I8", 200),
        ("POST", "/api/accounts/invitations/{id}/accept/", "IA1", 201),
    ]
    assert not any(id in record.getMessage() for record in caplog.records)


@pytest.mark.parametrize("id", ["123", "not-a-uuid", "1b4e28ba2fa111d2883f0016d3cca427"])
def test_the_page_of_a_malformed_id_is_the_plain_404(links: Links, id: str) -> None:
    response = page_of(links.client, id)
    assert (response.status_code, response.json()) == (404, NOT_FOUND)


def test_the_page_is_served_by_the_base_host_only(env: Env) -> None:
    id = str(uuid.uuid4())
    settings = env.settings.model_copy(update={"mail_worker": False})
    with TestClient(create_app(settings, host="base")) as base:
        assert page_of(base, id).status_code == 200
        assert base.head(f"/invitations/{id}/").status_code == 200
    with TestClient(create_app(settings, host="supply_chain")) as supply_chain:
        assert page_of(supply_chain, id).status_code == 404
