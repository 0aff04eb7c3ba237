"""Invitations I1–I8 (document: Invitation, States and transitions, I1–I8, Limits).

Workspace a (Acme Cocoa) has an Owner, Admin, Editor, Viewer and the roamer (Editor); b (Bolt
Coffee) has its Owner and the roamer (Viewer). Emails themselves are tested in
test_invitation_email.py; here the outbox rows stand for them.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx2 as httpx
import pytest
from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.models import Company, Invitation, OutboxEmail
from handwritten.domain.invitations import email_key
from handwritten.domain.roles import Role
from handwritten.services import admin
from tests.api.conftest import Direct, Env

INVITATIONS = "/api/accounts/invitations/"
BULK, REVOKE, RENEW, BULK_RENEW = (
    f"{INVITATIONS}bulk/",
    f"{INVITATIONS}bulk-revocations/",
    f"{INVITATIONS}renew/",
    f"{INVITATIONS}bulk-renewals/",
)
FORBIDDEN = {"detail": "You do not have permission to perform this action."}
NOT_FOUND = {"detail": "Not found."}


def preview(client: TestClient, id: str) -> httpx.Response:
    return client.get(f"{INVITATIONS}{id}/preview/")


class Invites:
    """The invitation operations as the tests call them."""

    def __init__(self, client: TestClient, env: Env, direct: Direct) -> None:
        self.client, self.env, self.direct = client, env, direct
        self.roles = direct.roles()

    def create(self, who: str, email: str, role: str = "Editor") -> httpx.Response:
        return self.client.post(
            INVITATIONS, json={"email": email, "auth_group": self.roles[role]}, headers=self.env.auth(who)
        )

    def made(self, who: str, email: str, role: str = "Editor") -> dict[str, Any]:
        response = self.create(who, email, role)
        assert response.status_code == 201, response.text
        body: dict[str, Any] = response.json()
        return body

    def list(self, who: str = "owner", params: Any = None) -> dict[str, Any]:
        response = self.client.get(INVITATIONS, params=params, headers=self.env.auth(who))
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    def emails(self, params: Any = None, who: str = "owner") -> list[str]:
        return [i["email"] for i in self.list(who, params)["results"]]

    def post(self, who: str, path: str, body: Any) -> httpx.Response:
        return self.client.post(path, json=body, headers=self.env.auth(who))

    def set(self, id: str, **values: Any) -> None:
        """Change stored fields (times, status) out of band, as time passing or an acceptance would."""

        async def work(session: AsyncSession) -> None:
            await session.execute(update(Invitation).where(Invitation.id == uuid.UUID(id)).values(**values))

        self.direct.run(work)

    def stored(self) -> list[tuple[str, str, str]]:
        """(email, stored status, workspace id) of every invitation of every workspace, oldest first."""

        async def work(session: AsyncSession) -> list[tuple[str, str, str]]:
            rows = await session.execute(
                select(Invitation.email, Invitation.status, Invitation.company_id).order_by(
                    Invitation.created_at, Invitation.email
                )
            )
            return [(e, s, str(c)) for e, s, c in rows.all()]

        return self.direct.run(work)

    def outbox(self) -> list[tuple[str, str]]:
        """(recipient, invitation id) of every recorded email."""

        async def work(session: AsyncSession) -> list[tuple[str, str]]:
            rows = await session.execute(
                select(OutboxEmail.recipient, OutboxEmail.invitation_id).order_by(OutboxEmail.id)
            )
            return [(r, str(i)) for r, i in rows.all()]

        return self.direct.run(work)


@pytest.fixture
def invites(env: Env, direct: Direct) -> Any:
    # The combined app without the outbox worker: the outbox rows stay for the tests to read.
    settings = env.settings.model_copy(update={"mail_worker": False})
    with TestClient(create_app(settings)) as client:
        yield Invites(client, env, direct)


def at(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp).astimezone(UTC)


# -- I2 create -------------------------------------------------------------------------------------


def test_i2_creates_a_pending_invitation_and_records_its_email(invites: Invites) -> None:
    before = datetime.now(UTC)
    body = invites.made("owner", "new.person@example.org", "Viewer")
    assert body["email"] == "new.person@example.org"
    assert body["status"] == "pending"
    assert body["auth_group"] == invites.roles["Viewer"]
    assert body["auth_group_detail"] == {"id": invites.roles["Viewer"], "name": "Viewer"}
    assert body["invited_by_detail"]["email"] == "owner@acme.example"
    assert body["invited_by"] == body["invited_by_detail"]["id"]
    created, expires = at(body["created_at"]), at(body["expires_at"])
    assert before <= created <= datetime.now(UTC)
    assert expires - created == timedelta(days=7)  # the default expiry (decision invitation_expiry)
    assert uuid.UUID(body["id"]).version == 4
    assert invites.outbox() == [("new.person@example.org", body["id"])]
    retrieved = invites.client.get(f"{INVITATIONS}{body['id']}/", headers=invites.env.auth("viewer"))
    assert (retrieved.status_code, retrieved.json()) == (200, body)


@pytest.mark.parametrize(
    ("who", "role", "status"),
    [
        ("owner", "Admin", 201),
        ("admin", "Admin", 201),
        ("editor", "Admin", 403),
        ("owner", "Editor", 201),
        ("admin", "Viewer", 201),
        ("editor", "Editor", 201),
        ("editor", "Viewer", 201),
        ("viewer", "Viewer", 403),
        ("viewer", "Admin", 403),
    ],
)
def test_i2_only_owners_and_admins_invite_admins_and_viewers_invite_nobody(
    invites: Invites, who: str, role: str, status: int
) -> None:
    response = invites.create(who, "someone@example.org", role)
    assert response.status_code == status, response.text
    if status == 403:
        assert response.json() == FORBIDDEN
        assert invites.stored() == [] and invites.outbox() == []


@pytest.mark.parametrize("who", ["owner", "admin", "editor"])
def test_i2_owners_cannot_be_invited(invites: Invites, who: str) -> None:
    response = invites.create(who, "boss@example.org", "Owner")
    assert (response.status_code, response.json()) == (400, {"auth_group": ["Owners cannot be invited."]})
    assert invites.stored() == []


@pytest.mark.parametrize("email", ["editor@acme.example", "Editor@ACME.example", "roamer@example.com"])
def test_i2_an_existing_member_cannot_be_invited(invites: Invites, email: str) -> None:
    response = invites.create("owner", email)
    assert (response.status_code, response.json()) == (
        400,
        {"email": ["This user is already a member of this workspace."]},
    )
    assert invites.stored() == [] and invites.outbox() == []


def test_i2_a_member_of_another_workspace_can_be_invited(invites: Invites) -> None:
    body = invites.made("owner", "owner@bolt.example")
    assert body["status"] == "pending"


def test_i2_one_pending_invitation_per_email_case_insensitively(invites: Invites, env: Env) -> None:
    first = invites.made("owner", "dup@example.org")
    again = invites.create("admin", "DUP@example.org", "Viewer")
    assert (again.status_code, again.json()) == (
        400,
        {"email": ["A pending invitation for this email already exists."]},
    )
    # b is another workspace: the same email may be pending there too.
    assert invites.create("other_owner", "dup@example.org").status_code == 201
    assert [e for e, _, _ in invites.stored()] == ["dup@example.org", "dup@example.org"]
    # Revoked, the email may be invited again.
    revoked = invites.post("owner", REVOKE, {"operations": [{"invitation_filters": {"id": first["id"]}}]})
    assert revoked.json()["results"][0]["revoked_ids"] == [first["id"]]
    assert invites.create("owner", "dup@example.org").status_code == 201


def test_i2_an_expired_invitation_does_not_block_a_new_one(invites: Invites) -> None:
    old = invites.made("owner", "late@example.org")
    invites.set(old["id"], expires_at=datetime.now(UTC) - timedelta(seconds=1))
    new = invites.made("owner", "late@example.org")
    statuses = {i["id"]: i["status"] for i in invites.list()["results"]}
    assert statuses == {old["id"]: "expired", new["id"]: "pending"}


def test_the_database_itself_refuses_a_second_pending_invitation(invites: Invites, env: Env) -> None:
    """Two requests that both passed the check would still not both commit: the partial unique index."""
    made = invites.made("owner", "race@example.org")

    async def work(session: AsyncSession) -> None:
        session.add(
            Invitation(
                company_id=env.workspaces["a"],
                email="RACE@example.org",
                email_key=email_key("RACE@example.org"),
                auth_group_id=invites.roles["Viewer"],
                invited_by_id=made["invited_by"],
                expires_at=datetime.now(UTC) + timedelta(days=1),
            )
        )
        await session.flush()

    with pytest.raises(IntegrityError):
        invites.direct.run(work)


def test_concurrent_creations_of_one_email_make_one_invitation(invites: Invites, env: Env) -> None:
    async def race() -> list[int]:
        app = create_app(env.settings.model_copy(update={"mail_worker": False}))
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            body = {"email": "rush@example.org", "auth_group": invites.roles["Viewer"]}
            responses = await asyncio.gather(
                *(client.post(INVITATIONS, json=body, headers=env.auth(who)) for who in ["owner", "admin"] * 4)
            )
        await app.state.db.dispose()
        return sorted(r.status_code for r in responses)

    assert asyncio.run(race()) == [201] + [400] * 7
    assert [(e, s) for e, s, _ in invites.stored()] == [("rush@example.org", "pending")]
    assert len(invites.outbox()) == 1


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({"auth_group": 3}, {"email": ["This field is required."]}),
        ({"email": "x@example.org"}, {"auth_group": ["This field is required."]}),
        ({"email": "not-an-email", "auth_group": 3}, "email"),
        ({"email": "", "auth_group": 3}, "email"),
        ({"email": "a" * 1020 + "@x.io", "auth_group": 3}, "email"),
        ({"email": "x@example.org", "auth_group": "3"}, "auth_group"),
        (
            {"email": "x@example.org", "auth_group": 999_999},
            {"auth_group": ['Invalid pk "999999" - object does not exist.']},
        ),
        ({"email": "x@example.org", "auth_group": 2**70}, "auth_group"),
        ({"email": "x@example.org", "auth_group": 3, "extra": 1}, "extra"),
    ],
)
def test_i2_bad_bodies_are_400_with_field_messages_and_change_nothing(
    invites: Invites, body: dict[str, Any], errors: dict[str, list[str]] | str
) -> None:
    response = invites.client.post(INVITATIONS, json=body, headers=invites.env.auth("owner"))
    assert response.status_code == 400, response.text
    if isinstance(errors, str):
        assert list(response.json()) == [errors]
        assert all(isinstance(m, str) for m in response.json()[errors])
    else:
        assert response.json() == errors
    assert invites.stored() == [] and invites.outbox() == []


# -- I3 retrieve -----------------------------------------------------------------------------------


def test_i3_finds_only_the_workspaces_own_invitations(invites: Invites) -> None:
    theirs = invites.made("other_owner", "b-invitee@example.org")
    for id in (theirs["id"], str(uuid.uuid4())):
        response = invites.client.get(f"{INVITATIONS}{id}/", headers=invites.env.auth("owner"))
        assert (response.status_code, response.json()) == (404, NOT_FOUND)
    malformed = invites.client.get(f"{INVITATIONS}not-a-uuid/", headers=invites.env.auth("owner"))
    assert malformed.status_code == 400 and list(malformed.json()) == ["id"]
    own = invites.client.get(f"{INVITATIONS}{theirs['id']}/", headers=invites.env.auth("other_owner"))
    assert own.status_code == 200


def test_i3_reports_the_effective_status(invites: Invites) -> None:
    made = invites.made("owner", "soon@example.org")
    invites.set(made["id"], expires_at=datetime.now(UTC) - timedelta(minutes=1))
    response = invites.client.get(f"{INVITATIONS}{made['id']}/", headers=invites.env.auth("owner"))
    assert response.json()["status"] == "expired"


# -- I1 list ---------------------------------------------------------------------------------------


@pytest.fixture
def listed(invites: Invites) -> dict[str, str]:
    """Five invitations of a with fixed times and states, and one of b inside every range. Email -> id."""
    plan = [
        # email, role, created, expires, stored status
        ("ann@example.org", "Editor", "2024-03-01T09:00:00+00:00", "2099-01-01T00:00:00+00:00", "pending"),
        ("bob@example.org", "Viewer", "2024-03-02T23:30:00+00:00", "2024-03-09T23:30:00+00:00", "pending"),  # expired
        ("cyd@sample.net", "Admin", "2024-03-03T00:00:00+00:00", "2099-01-02T00:00:00+00:00", "revoked"),
        ("dee@sample.net", "Editor", "2024-03-04T12:00:00+00:00", "2099-01-03T00:00:00+00:00", "accepted"),
        ("eve@example.org", "Viewer", "2024-03-05T10:00:00+00:00", "2099-01-04T00:00:00+00:00", "pending"),
    ]
    ids: dict[str, str] = {}
    for email, role, created, expires, status in plan:
        ids[email] = invites.made("admin" if role != "Admin" else "owner", email, role)["id"]
        invites.set(ids[email], created_at=at(created), expires_at=at(expires), status=status)
    b = invites.made("other_owner", "ann@example.org", "Editor")["id"]
    invites.set(b, created_at=at("2024-03-03T00:00:00+00:00"), expires_at=at("2099-01-01T00:00:00+00:00"))
    ids["b"] = b
    return ids


NEWEST_FIRST = ["eve@example.org", "dee@sample.net", "cyd@sample.net", "bob@example.org", "ann@example.org"]


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({}, NEWEST_FIRST),
        ({"status": "pending"}, ["eve@example.org", "ann@example.org"]),
        ({"status": "expired"}, ["bob@example.org"]),
        ([("status", "revoked"), ("status", "accepted")], ["dee@sample.net", "cyd@sample.net"]),
        ({"email": "ann@example.org"}, ["ann@example.org"]),
        ({"email": "ANN@example.org"}, []),  # exact, as Django's
        ({"email__icontains": "SAMPLE"}, ["dee@sample.net", "cyd@sample.net"]),
        ({"search": "example eve"}, ["eve@example.org"]),
        ({"auth_group__name": "Viewer"}, ["eve@example.org", "bob@example.org"]),
        ({"auth_group__name__in": "Admin,Editor"}, ["dee@sample.net", "cyd@sample.net", "ann@example.org"]),
        ({"created_at__gte": "2024-03-03T00:00:00Z"}, ["eve@example.org", "dee@sample.net", "cyd@sample.net"]),
        ({"created_at__lte": "2024-03-03T00:00:00Z"}, ["cyd@sample.net", "bob@example.org", "ann@example.org"]),
        ({"created_at__date": "2024-03-02"}, ["bob@example.org"]),
        ({"created_at__date__gte": "2024-03-04"}, ["eve@example.org", "dee@sample.net"]),
        ({"created_at__date__lte": "2024-03-02"}, ["bob@example.org", "ann@example.org"]),
        ({"expires_at__lte": "2025-01-01T00:00:00Z"}, ["bob@example.org"]),
        ({"expires_at__gte": "2099-01-03T00:00:00Z"}, ["eve@example.org", "dee@sample.net"]),
        ({"expires_at__date": "2099-01-02"}, ["cyd@sample.net"]),
        (
            {"expires_at__date__gte": "2099-01-02", "expires_at__date__lte": "2099-01-03"},
            ["dee@sample.net", "cyd@sample.net"],
        ),
        ({"ordering": "email"}, sorted(NEWEST_FIRST)),
        ({"ordering": "-email"}, sorted(NEWEST_FIRST, reverse=True)),
        (
            {"ordering": "expires_at"},
            ["bob@example.org", "ann@example.org", "cyd@sample.net", "dee@sample.net", "eve@example.org"],
        ),
        # Effective status: accepted < expired < pending < revoked; bob is expired, not pending.
        (
            [("ordering", "status"), ("ordering", "email")],
            ["dee@sample.net", "bob@example.org", "ann@example.org", "eve@example.org", "cyd@sample.net"],
        ),
        (
            [("ordering", "-status"), ("ordering", "email")],
            ["cyd@sample.net", "ann@example.org", "eve@example.org", "bob@example.org", "dee@sample.net"],
        ),
        # The document's comma-separated convention, exactly as the repeated form (decision array_parameters).
        (
            {"ordering": "-status,email"},
            ["cyd@sample.net", "ann@example.org", "eve@example.org", "bob@example.org", "dee@sample.net"],
        ),
        ({"status": "revoked,accepted"}, ["dee@sample.net", "cyd@sample.net"]),
        (
            [("status", "revoked,expired"), ("status", "accepted")],
            ["dee@sample.net", "cyd@sample.net", "bob@example.org"],
        ),
        (
            [("ordering", "auth_group_name"), ("ordering", "-created_at")],
            ["cyd@sample.net", "dee@sample.net", "ann@example.org", "eve@example.org", "bob@example.org"],
        ),
        ({"limit": "2", "offset": "1"}, ["dee@sample.net", "cyd@sample.net"]),
    ],
)
def test_i1_filters_search_ordering_and_paging(
    invites: Invites, listed: dict[str, str], params: Mapping[str, str] | list[tuple[str, str]], expected: list[str]
) -> None:
    body = invites.list("viewer", params)
    assert [i["email"] for i in body["results"]] == expected
    if not (isinstance(params, Mapping) and "limit" in params):
        assert body["count"] == len(expected)


def test_i1_filters_by_ids_inviter_and_role_ids(invites: Invites, listed: dict[str, str]) -> None:
    ann, bob, eve = listed["ann@example.org"], listed["bob@example.org"], listed["eve@example.org"]
    assert invites.emails({"id": ann}) == ["ann@example.org"]
    assert invites.emails({"id": listed["b"]}) == []  # b's invitation never shows in a
    assert invites.emails({"id__in": f"{ann},{bob},{listed['b']}"}) == ["bob@example.org", "ann@example.org"]
    assert invites.emails({"id__exclude_in": f"{ann},{bob},{eve}"}) == ["dee@sample.net", "cyd@sample.net"]
    owner_id = invites.list()["results"][0]["invited_by"]  # eve was invited by the Admin
    admin_ids = {i["invited_by"] for i in invites.list()["results"] if i["email"] != "cyd@sample.net"}
    assert len(admin_ids) == 1
    assert invites.emails({"invited_by": str(owner_id)}) == [e for e in NEWEST_FIRST if e != "cyd@sample.net"]
    assert invites.emails({"auth_group": str(invites.roles["Admin"])}) == ["cyd@sample.net"]
    viewer_editor = f"{invites.roles['Viewer']},{invites.roles['Editor']}"
    assert invites.emails({"auth_group__in": viewer_editor}) == [e for e in NEWEST_FIRST if e != "cyd@sample.net"]


@pytest.mark.parametrize(
    "params",
    [
        {"status": "gone"},
        {"id": "123"},
        {"id__in": "not-a-uuid"},
        {"created_at__date": "2024-13-01"},
        {"expires_at__gte": "yesterday"},
        {"invited_by": "x"},
        {"ordering": "invited_by"},
        {"colour": "red"},
        {"limit": "-1"},
    ],
)
def test_i1_bad_query_strings_are_400(invites: Invites, listed: dict[str, str], params: dict[str, str]) -> None:
    response = invites.client.get(INVITATIONS, params=params, headers=invites.env.auth("owner"))
    assert response.status_code == 400
    assert set(response.json()) == {next(iter(params))}


# -- I4 bulk create --------------------------------------------------------------------------------


def test_i4_validates_each_operation_alone_and_commits_the_accepted(invites: Invites) -> None:
    existing = invites.made("owner", "pending@example.org")
    operations = [
        {"email": "one@example.org", "auth_group": invites.roles["Viewer"]},
        {"email": "editor@acme.example", "auth_group": invites.roles["Viewer"]},  # a member
        {"email": "PENDING@example.org", "auth_group": invites.roles["Viewer"]},  # already pending
        {"email": "two@example.org", "auth_group": invites.roles["Admin"]},  # Editors cannot invite Admins
        {"email": "three@example.org", "auth_group": invites.roles["Owner"]},  # nobody invites an Owner
        {"email": "four@example.org", "auth_group": 999_999},  # no such role
        {"email": "one@example.org", "auth_group": invites.roles["Editor"]},  # pending since index 0
        {"email": "five@example.org", "auth_group": invites.roles["Editor"]},
    ]
    response = invites.post("editor", BULK, {"operations": operations})
    assert response.status_code == 200, response.text
    results = response.json()["results"]
    assert [r["index"] for r in results] == list(range(8))
    assert [r["status"] for r in results] == ["accepted", *["rejected"] * 6, "accepted"]
    assert [r["error"] for r in results] == [
        None,
        {"email": ["This user is already a member of this workspace."]},
        {"email": ["A pending invitation for this email already exists."]},
        FORBIDDEN,
        {"auth_group": ["Owners cannot be invited."]},
        {"auth_group": ['Invalid pk "999999" - object does not exist.']},
        {"email": ["A pending invitation for this email already exists."]},
        None,
    ]
    accepted = [r["invitation"] for r in results if r["status"] == "accepted"]
    assert [(i["email"], i["auth_group_detail"]["name"], i["status"]) for i in accepted] == [
        ("one@example.org", "Viewer", "pending"),
        ("five@example.org", "Editor", "pending"),
    ]
    assert all(r["invitation"] is None for r in results if r["status"] == "rejected")
    assert sorted(invites.emails()) == ["five@example.org", "one@example.org", "pending@example.org"]
    assert invites.outbox() == [
        ("pending@example.org", existing["id"]),
        ("one@example.org", accepted[0]["id"]),
        ("five@example.org", accepted[1]["id"]),
    ]


def test_i4_an_operation_with_a_nul_character_is_rejected_alone(invites: Invites) -> None:
    """A NUL character, which PostgreSQL cannot store (decision unstorable_values), in one operation
    rejects that operation in its entry, as its other faults would, and never the others."""
    viewer = invites.roles["Viewer"]
    ops: list[Any] = [
        {"email": "kept@example.org", "auth_group": viewer},
        {"email": "x@example.org", "auth_group": viewer, "no\u0000te": "x"},  # an unknown field, NUL in its name
        {"email": "nul\u0000@example.org", "auth_group": viewer},
    ]
    response = invites.post("owner", BULK, {"operations": ops})
    assert response.status_code == 200, response.text
    results = response.json()["results"]
    assert [r["status"] for r in results] == ["accepted", "rejected", "rejected"]
    assert results[1]["error"]["no\u0000te"] == ["Unknown field."]
    assert "email" in results[2]["error"]
    assert sorted(invites.emails()) == ["kept@example.org"]


def test_i4_accepts_100_operations_and_refuses_101_whole(invites: Invites) -> None:
    viewer = invites.roles["Viewer"]
    ops = [{"email": f"person{n}@example.org", "auth_group": viewer} for n in range(101)]
    refused = invites.post("owner", BULK, {"operations": ops})
    assert refused.status_code == 400
    assert refused.json() == {"operations": ["Ensure this field has no more than 100 elements."]}
    assert invites.stored() == []
    accepted = invites.post("owner", BULK, {"operations": ops[:100]})
    assert accepted.status_code == 200
    assert [r["status"] for r in accepted.json()["results"]] == ["accepted"] * 100
    assert invites.list(params={"limit": "1"})["count"] == 100
    assert len(invites.outbox()) == 100


def test_i4_a_malformed_operation_is_rejected_alone_with_the_single_create_errors(invites: Invites) -> None:
    """Decision invitation_bulk_validation: "Each operation is validated alone" (the document)."""
    viewer = invites.roles["Viewer"]
    malformed: list[Any] = [
        {"auth_group": viewer},
        {"email": "x@example.org"},
        {"email": "nope", "auth_group": viewer},
        {"email": "x@example.org", "auth_group": None},
        {"email": "x@example.org", "auth_group": "3"},  # a string is not an integer (strict, as the schema says)
        {"email": "x@example.org", "auth_group": viewer, "colour": "red"},
        "x@example.org",
        None,
    ]
    ops = [
        {"email": "fine@example.org", "auth_group": viewer},
        *malformed,
        {"email": "also@example.org", "auth_group": viewer},
    ]
    response = invites.post("owner", BULK, {"operations": ops})
    assert response.status_code == 200, response.text
    results = response.json()["results"]
    assert [r["status"] for r in results] == ["accepted", *["rejected"] * len(malformed), "accepted"]
    errors = [r["error"] for r in results[1:-1]]
    # Each entry's error is the body the single create would answer for that operation.
    for operation, error in zip(malformed, errors, strict=True):
        single = invites.client.post(
            INVITATIONS,
            content=json.dumps(operation),
            headers={**invites.env.auth("owner"), "Content-Type": "application/json"},
        )
        assert single.status_code == 400, single.text
        assert error == single.json(), operation
    assert errors[:3] == [
        {"email": ["This field is required."]},
        {"auth_group": ["This field is required."]},
        {"email": ["Enter a valid email address."]},
    ]
    assert errors[-2:] == [
        {"non_field_errors": ["Invalid data. Expected a dictionary."]},
        {"non_field_errors": ["This field may not be null."]},
    ]
    assert all(r["invitation"] is None for r in results[1:-1])
    assert sorted(invites.emails()) == ["also@example.org", "fine@example.org"]
    assert [recipient for recipient, _ in invites.outbox()] == ["fine@example.org", "also@example.org"]


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ([], {"non_field_errors": ["Invalid data. Expected a dictionary."]}),
        ({}, {"operations": ["This field is required."]}),
        ({"operations": None}, {"operations": ["This field may not be null."]}),
        ({"operations": {"email": "x@example.org"}}, {"operations": ['Expected a list of items but got type "dict".']}),
        ({"operations": [], "extra": 1}, {"extra": ["Unknown field."]}),
    ],
)
def test_i4_only_a_body_without_an_operations_array_is_refused_whole(
    invites: Invites, body: Any, errors: dict[str, Any]
) -> None:
    response = invites.post("owner", BULK, body)
    assert (response.status_code, response.json()) == (400, errors)
    assert invites.stored() == []


def test_i4_viewers_may_not_bulk_invite(invites: Invites) -> None:
    ops = [{"email": "x@example.org", "auth_group": invites.roles["Viewer"]}]
    response = invites.post("viewer", BULK, {"operations": ops})
    assert (response.status_code, response.json()) == (403, FORBIDDEN)
    assert invites.stored() == []


# -- I5 bulk revoke --------------------------------------------------------------------------------


def test_i5_an_empty_filter_revokes_every_pending_invitation_of_the_workspace(
    invites: Invites, listed: dict[str, str]
) -> None:
    response = invites.post("owner", REVOKE, {"operations": [{"invitation_filters": {}}]})
    assert response.status_code == 200, response.text
    (result,) = response.json()["results"]
    expected = sorted([listed["ann@example.org"], listed["eve@example.org"]])
    assert (result["index"], result["status"], result["revoked_count"]) == (0, "accepted", 2)
    assert sorted(result["revoked_ids"]) == expected
    # Expired, accepted and already revoked ones fell outside the match; b's pending one is untouched.
    statuses = {i["email"]: i["status"] for i in invites.list()["results"]}
    assert statuses == {
        "ann@example.org": "revoked",
        "bob@example.org": "expired",
        "cyd@sample.net": "revoked",
        "dee@sample.net": "accepted",
        "eve@example.org": "revoked",
    }
    assert [i["status"] for i in invites.list("other_owner")["results"]] == ["pending"]
    for id in expected:
        assert (preview(invites.client, id).status_code, preview(invites.client, id).json()) == (404, NOT_FOUND)


def test_i5_explicit_selections_and_select_all_exclusions(invites: Invites) -> None:
    made = [invites.made("owner", f"p{n}@example.org", "Viewer")["id"] for n in range(5)]
    response = invites.post(
        "owner",
        REVOKE,
        {
            "operations": [
                {"invitation_filters": {"id__in": f"{made[0]},{made[1]}"}},
                {"invitation_filters": {"id__exclude_in": f"{made[0]},{made[1]},{made[2]}"}},
                {"invitation_filters": {"id__in": made[0]}},  # already revoked by operation 0: no error
            ]
        },
    )
    results = response.json()["results"]
    assert [(r["status"], r["revoked_count"], sorted(r["revoked_ids"])) for r in results] == [
        ("accepted", 2, sorted(made[:2])),
        ("accepted", 2, sorted(made[3:])),
        ("accepted", 0, []),
    ]
    assert [i["status"] for i in invites.list(params={"id": made[2]})["results"]] == ["pending"]


def test_i5_exclusions_have_no_size_cap(invites: Invites) -> None:
    keep = invites.made("owner", "keep@example.org")["id"]
    drop = invites.made("owner", "drop@example.org")["id"]
    # Beyond the drivers' bound-parameter limits (32,767): the list is compiled inline.
    excluded = ",".join([keep, *(str(uuid.uuid4()) for _ in range(40_000))])
    response = invites.post("owner", REVOKE, {"operations": [{"invitation_filters": {"id__exclude_in": excluded}}]})
    assert response.status_code == 200, response.text[:500]
    assert response.json()["results"][0]["revoked_ids"] == [drop]
    assert {i["email"]: i["status"] for i in invites.list()["results"]} == {
        "keep@example.org": "pending",
        "drop@example.org": "revoked",
    }


@pytest.mark.parametrize(
    ("filters", "field"),
    [
        ({"created_at__date": "2024-02-30"}, "created_at__date"),
        ({"expires_at__gte": "soon"}, "expires_at__gte"),
        ({"id__in": "not-a-uuid"}, "id__in"),
        ({"status": "pending"}, "status"),  # an array of strings, not a string
        ({"unknown": "x"}, "unknown"),
    ],
)
def test_i5_malformed_filters_are_a_400_and_revoke_nothing(
    invites: Invites, filters: dict[str, Any], field: str
) -> None:
    made = invites.made("owner", "stay@example.org")
    body = {"operations": [{"invitation_filters": {}}, {"invitation_filters": filters}]}
    response = invites.post("owner", REVOKE, body)
    assert response.status_code == 400
    assert list(response.json()["operations"]["1"]["invitation_filters"]) == [field]
    assert invites.list(params={"id": made["id"]})["results"][0]["status"] == "pending"


def test_i5_editors_cannot_revoke_admin_invitations_and_viewers_nothing(invites: Invites) -> None:
    admin = invites.made("owner", "admin-to-be@example.org", "Admin")["id"]
    viewer = invites.made("owner", "viewer-to-be@example.org", "Viewer")["id"]
    response = invites.post(
        "editor",
        REVOKE,
        {"operations": [{"invitation_filters": {}}, {"invitation_filters": {"id": viewer}}]},
    )
    first, second = response.json()["results"]
    assert (first["status"], first["revoked_count"], first["error"]) == ("rejected", 0, FORBIDDEN)
    assert (second["status"], second["revoked_ids"]) == ("accepted", [viewer])
    assert invites.list(params={"id": admin})["results"][0]["status"] == "pending"
    refused = invites.post("viewer", REVOKE, {"operations": [{"invitation_filters": {}}]})
    assert (refused.status_code, refused.json()) == (403, FORBIDDEN)


# -- I6 renew --------------------------------------------------------------------------------------


def test_i6_revokes_the_old_invitation_and_issues_a_new_one(invites: Invites) -> None:
    old = invites.made("owner", "again@example.org", "Admin")
    response = invites.post("admin", RENEW, {"invitation": old["id"]})
    assert response.status_code == 201, response.text
    new = response.json()
    assert new["id"] != old["id"]
    assert (new["email"], new["auth_group"], new["status"]) == (old["email"], old["auth_group"], "pending")
    assert at(new["expires_at"]) > at(old["expires_at"])
    retrieved = invites.client.get(f"{INVITATIONS}{old['id']}/", headers=invites.env.auth("owner")).json()
    assert retrieved["status"] == "revoked"
    assert (preview(invites.client, old["id"]).status_code, preview(invites.client, new["id"]).status_code) == (
        404,
        200,
    )
    assert invites.outbox() == [("again@example.org", old["id"]), ("again@example.org", new["id"])]

    async def successor(session: AsyncSession) -> uuid.UUID | None:
        return await session.scalar(select(Invitation.renewed_as_id).where(Invitation.id == uuid.UUID(old["id"])))

    assert invites.direct.run(successor) == uuid.UUID(new["id"])  # the old one names its successor


@pytest.mark.parametrize("state", ["expired", "revoked", "accepted"])
def test_i6_only_pending_invitations_are_renewed(invites: Invites, state: str) -> None:
    made = invites.made("owner", "done@example.org")
    if state == "expired":
        invites.set(made["id"], expires_at=datetime.now(UTC) - timedelta(seconds=1))
    else:
        invites.set(made["id"], status=state)
    response = invites.post("owner", RENEW, {"invitation": made["id"]})
    assert (response.status_code, response.json()) == (
        400,
        {"invitation": [f"Only pending invitations can be renewed; this one is {state}."]},
    )
    assert len(invites.stored()) == 1 and len(invites.outbox()) == 1


def test_i6_unknown_foreign_and_forbidden(invites: Invites) -> None:
    theirs = invites.made("other_owner", "theirs@example.org")["id"]
    for id in (theirs, str(uuid.uuid4())):
        response = invites.post("owner", RENEW, {"invitation": id})
        assert (response.status_code, response.json()) == (
            400,
            {"invitation": [f'Invalid pk "{id}" - object does not exist.']},
        )
    admin = invites.made("owner", "admin-to-be@example.org", "Admin")["id"]
    assert (invites.post("editor", RENEW, {"invitation": admin}).json()) == FORBIDDEN
    assert invites.post("viewer", RENEW, {"invitation": admin}).status_code == 403
    malformed = invites.post("owner", RENEW, {"invitation": "123"})
    assert malformed.status_code == 400 and list(malformed.json()) == ["invitation"]
    assert [s for _, s, _ in invites.stored()] == ["pending", "pending"]


# -- I7 bulk renew ---------------------------------------------------------------------------------


def test_i7_renews_every_matched_pending_invitation(invites: Invites, listed: dict[str, str]) -> None:
    response = invites.post(
        "owner",
        BULK_RENEW,
        {
            "operations": [
                {"invitation_filters": {"email__icontains": "example.org"}},
                {"invitation_filters": {"status": ["revoked"]}},
            ]
        },
    )
    assert response.status_code == 200, response.text
    first, second = response.json()["results"]
    assert (first["status"], first["renewed_count"]) == ("accepted", 2)
    assert sorted(i["email"] for i in first["invitations"]) == ["ann@example.org", "eve@example.org"]
    assert all(i["status"] == "pending" for i in first["invitations"])
    assert (second["status"], second["renewed_count"], second["invitations"]) == ("accepted", 0, [])
    statuses = sorted((i["email"], i["status"]) for i in invites.list()["results"])
    assert statuses == [
        ("ann@example.org", "pending"),
        ("ann@example.org", "revoked"),
        ("bob@example.org", "expired"),
        ("cyd@sample.net", "revoked"),
        ("dee@sample.net", "accepted"),
        ("eve@example.org", "pending"),
        ("eve@example.org", "revoked"),
    ]
    for old in (listed["ann@example.org"], listed["eve@example.org"]):
        assert preview(invites.client, old).status_code == 404
    for new in first["invitations"]:
        assert preview(invites.client, new["id"]).status_code == 200


def test_i7_an_operation_matching_more_than_100_is_rejected_alone(invites: Invites) -> None:
    viewer = invites.roles["Viewer"]
    ops = [{"email": f"many{n:03}@example.org", "auth_group": viewer} for n in range(100)]
    assert invites.post("owner", BULK, {"operations": ops}).status_code == 200
    extra = invites.made("owner", "extra@example.org", "Editor")["id"]
    emails_before = len(invites.outbox())
    response = invites.post(
        "owner",
        BULK_RENEW,
        {
            "operations": [
                {"invitation_filters": {}},
                {"invitation_filters": {"id": extra}},
                {"invitation_filters": {"email__icontains": "many"}},
            ]
        },
    )
    too_many, single, exactly_100 = response.json()["results"]
    assert (too_many["status"], too_many["renewed_count"], too_many["invitations"]) == ("rejected", 0, [])
    assert too_many["error"] == {
        "non_field_errors": ["This operation matches more than 100 invitations; none was renewed."]
    }
    assert (single["status"], single["renewed_count"]) == ("accepted", 1)
    assert (exactly_100["status"], exactly_100["renewed_count"]) == ("accepted", 100)
    assert len(invites.outbox()) == emails_before + 101
    assert invites.list(params={"status": "pending", "limit": "1"})["count"] == 101


# -- I8 anonymous lookup ---------------------------------------------------------------------------


def test_i8_previews_a_pending_invitation_without_a_key(invites: Invites, env: Env) -> None:
    made = invites.made("owner", "owner@bolt.example", "Editor")
    response = preview(invites.client, made["id"])
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["id"], body["email"], body["auth_group_id"]) == (
        made["id"],
        "owner@bolt.example",
        invites.roles["Editor"],
    )
    assert (body["company"]["id"], body["company"]["name"]) == (env.workspaces["a"], "Acme Cocoa")
    assert body["company"]["slug"].startswith("acme-cocoa")
    assert set(body["company"]) >= {"type", "country", "default_currency", "pulse_params", "flags", "created_at"}
    assert (body["is_existing_user"], body["is_active"], body["is_mfa_enabled"]) == (True, True, False)
    # Extension fields the invitation page shows (decision invitation_preview_role_and_expiry).
    assert (body["auth_group_name"], body["expires_at"]) == ("Editor", made["expires_at"])
    newcomer = preview(invites.client, invites.made("owner", "fresh@example.org")["id"]).json()
    assert (newcomer["is_existing_user"], newcomer["is_active"]) == (False, False)


@pytest.mark.parametrize("state", ["expired", "revoked", "accepted", "unknown"])
def test_i8_answers_every_unusable_invitation_alike(invites: Invites, state: str) -> None:
    made = invites.made("owner", "gone@example.org")
    id = made["id"]
    if state == "expired":
        invites.set(id, expires_at=datetime.now(UTC) - timedelta(seconds=1))
    elif state == "unknown":
        id = str(uuid.uuid4())
    else:
        invites.set(id, status=state)
    response = preview(invites.client, id)
    assert (response.status_code, response.json()) == (404, NOT_FOUND)


@pytest.mark.parametrize("id", ["123", "not-a-uuid", "1b4e28ba2fa111d2883f0016d3cca427x"])
def test_i8_malformed_uuids_are_400(invites: Invites, id: str) -> None:
    response = preview(invites.client, id)
    assert response.status_code == 400 and list(response.json()) == ["id"]


# -- tenancy ---------------------------------------------------------------------------------------


def test_bulk_operations_never_reach_another_workspace(invites: Invites) -> None:
    theirs = invites.made("other_owner", "theirs@example.org")["id"]
    mine = invites.made("owner", "mine@example.org")["id"]
    revoked = invites.post("owner", REVOKE, {"operations": [{"invitation_filters": {"id__in": f"{theirs},{mine}"}}]})
    assert revoked.json()["results"][0]["revoked_ids"] == [mine]
    renewed = invites.post("owner", BULK_RENEW, {"operations": [{"invitation_filters": {"id": theirs}}]})
    assert renewed.json()["results"][0]["renewed_count"] == 0
    assert [i["status"] for i in invites.list("other_owner")["results"]] == ["pending"]


def test_counts_are_per_workspace(invites: Invites) -> None:
    invites.made("owner", "a1@example.org")
    invites.made("other_owner", "b1@example.org")
    invites.made("other_owner", "b2@example.org")
    assert (invites.list("owner")["count"], invites.list("other_owner")["count"]) == (1, 2)

    async def total(session: AsyncSession) -> int:
        return int(await session.scalar(select(func.count()).select_from(Invitation)) or 0)

    assert invites.direct.run(total) == 3


def test_the_expiry_period_is_a_setting(env: Env, direct: Direct) -> None:
    settings = env.settings.model_copy(update={"mail_worker": False, "invitation_expiry": timedelta(hours=2)})
    with TestClient(create_app(settings)) as client:
        invites = Invites(client, env, direct)
        body = invites.made("owner", "brief@example.org")
        assert at(body["expires_at"]) - at(body["created_at"]) == timedelta(hours=2)
        renewed = invites.post("owner", RENEW, {"invitation": body["id"]}).json()
        assert at(renewed["expires_at"]) - at(renewed["created_at"]) == timedelta(hours=2)


def test_an_invitee_who_joined_meanwhile_gets_no_renewal(invites: Invites, env: Env) -> None:
    single = invites.made("owner", "joined@example.org")["id"]

    async def join(session: AsyncSession) -> None:
        user = await admin.create_user(session, "joined@example.org")
        workspace = await session.get(Company, env.workspaces["a"])
        assert workspace is not None
        await admin.add_member(session, user, workspace, Role.VIEWER)

    invites.direct.run(join)
    refused = invites.post("owner", RENEW, {"invitation": single})
    assert (refused.status_code, refused.json()) == (
        400,
        {"invitation": ["This user is already a member of this workspace."]},
    )
    assert invites.list(params={"id": single})["results"][0]["status"] == "pending"  # nothing changed
    bulk = invites.post("owner", BULK_RENEW, {"operations": [{"invitation_filters": {"id": single}}]})
    assert bulk.json()["results"][0]["renewed_count"] == 0
    assert [i["status"] for i in invites.list()["results"]] == ["revoked"]  # revoked, with no successor
