"""Idempotency keys on POST and PATCH (decision idempotency_keys), on both databases.

Bulk invitation creation is the showcase: a retried bulk create must never invite twice.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

import httpx2 as httpx
import pytest
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.models import IdempotencyKey, Invitation, OutboxEmail, utcnow
from handwritten.runtime.context import RequestContext
from handwritten.services.invitations import InvitationsService
from tests.api.conftest import Direct, Env

INVITATIONS = "/api/accounts/invitations/"
BULK = f"{INVITATIONS}bulk/"
KEY = "Idempotency-Key"
REPLAYED = "idempotent-replayed"


def bulk_body(direct: Direct, n: int = 5, prefix: str = "retry") -> dict[str, Any]:
    viewer = direct.roles()["Viewer"]
    return {"operations": [{"email": f"{prefix}{i}@example.org", "auth_group": viewer} for i in range(n)]}


def counts(direct: Direct) -> tuple[int, int]:
    """(invitations, recorded emails) of every workspace."""

    async def work(session: AsyncSession) -> tuple[int, int]:
        invitations = await session.scalar(select(func.count()).select_from(Invitation))
        emails = await session.scalar(select(func.count()).select_from(OutboxEmail))
        return int(invitations or 0), int(emails or 0)

    return direct.run(work)


def keys(direct: Direct) -> list[tuple[str, str, int | None]]:
    async def work(session: AsyncSession) -> list[tuple[str, str, int | None]]:
        rows = await session.execute(select(IdempotencyKey.key, IdempotencyKey.state, IdempotencyKey.response_status))
        return [tuple(row) for row in rows.all()]  # type: ignore[misc]

    return direct.run(work)


@pytest.fixture
def client(env: Env) -> Any:
    with TestClient(create_app(env.settings.model_copy(update={"mail_worker": False}))) as test_client:
        yield test_client


def test_a_repeat_gets_the_stored_response_and_nothing_runs_twice(client: TestClient, env: Env, direct: Direct) -> None:
    body = bulk_body(direct)
    headers = {**env.auth("owner"), KEY: "bulk-2026-11-23-a"}
    first = client.post(BULK, json=body, headers=headers)
    assert first.status_code == 200 and REPLAYED not in first.headers
    assert counts(direct) == (5, 5)
    again = client.post(BULK, json=body, headers=headers)
    assert (again.status_code, again.content, again.headers[REPLAYED]) == (200, first.content, "true")
    assert counts(direct) == (5, 5)
    # Whitespace and key order do not make another request: bodies compare as JSON data.
    reordered = {"operations": [{"auth_group": o["auth_group"], "email": o["email"]} for o in body["operations"]]}
    assert client.post(BULK, json=reordered, headers=headers).headers[REPLAYED] == "true"
    assert keys(direct) == [("bulk-2026-11-23-a", "done", 200)]


def test_without_a_key_a_repeat_runs_again(client: TestClient, env: Env, direct: Direct) -> None:
    body = bulk_body(direct, 1)
    client.post(BULK, json=body, headers=env.auth("owner"))
    second = client.post(BULK, json=body, headers=env.auth("owner"))
    assert second.json()["results"][0]["error"] == {"email": ["A pending invitation for this email already exists."]}
    assert keys(direct) == []


def test_the_same_key_with_another_body_or_path_is_a_400_that_says_so(
    client: TestClient, env: Env, direct: Direct
) -> None:
    headers = {**env.auth("owner"), KEY: "k-1"}
    assert client.post(BULK, json=bulk_body(direct, 1), headers=headers).status_code == 200
    other_body = client.post(BULK, json=bulk_body(direct, 2), headers=headers)
    assert other_body.status_code == 400
    assert other_body.json() == {
        KEY: ["This key was already used with another request body; use a new key for a new request."]
    }
    viewer = direct.roles()["Viewer"]
    other_path = client.post(INVITATIONS, json={"email": "x@example.org", "auth_group": viewer}, headers=headers)
    assert other_path.status_code == 400
    assert other_path.json() == {KEY: [f"This key was already used for POST {BULK}; use a new key for a new request."]}
    assert counts(direct) == (1, 1)


def test_keys_belong_to_the_user_and_workspace(client: TestClient, env: Env, direct: Direct) -> None:
    """The same key from another user (or in another workspace) is another key."""
    viewer = direct.roles()["Viewer"]
    first = client.post(
        INVITATIONS, json={"email": "a@example.org", "auth_group": viewer}, headers={**env.auth("owner"), KEY: "shared"}
    )
    other = client.post(
        INVITATIONS, json={"email": "b@example.org", "auth_group": viewer}, headers={**env.auth("admin"), KEY: "shared"}
    )
    theirs = client.post(
        INVITATIONS,
        json={"email": "a@example.org", "auth_group": viewer},
        headers={**env.auth("other_owner"), KEY: "shared"},
    )
    assert [r.status_code for r in (first, other, theirs)] == [201, 201, 201]
    assert all(REPLAYED not in r.headers for r in (first, other, theirs))
    assert counts(direct)[0] == 3


@pytest.mark.parametrize(
    ("key", "message"),
    [("", "This field may not be blank."), ("k" * 256, "Ensure this field has no more than 255 characters.")],
)
def test_a_malformed_key_is_a_400_on_the_header(
    client: TestClient, env: Env, direct: Direct, key: str, message: str
) -> None:
    response = client.post(BULK, json=bulk_body(direct, 1), headers={**env.auth("owner"), KEY: key})
    assert (response.status_code, response.json()) == (400, {KEY: [message]})
    assert counts(direct) == (0, 0)


def test_a_refusal_by_the_rules_is_kept_and_replayed_but_bad_syntax_is_not(
    client: TestClient, env: Env, direct: Direct
) -> None:
    viewer = direct.roles()["Viewer"]
    member = {"email": "editor@acme.example", "auth_group": viewer}  # an existing member: the rules refuse
    headers = {**env.auth("owner"), KEY: "rules"}
    refused = client.post(INVITATIONS, json=member, headers=headers)
    assert refused.status_code == 400
    replay = client.post(INVITATIONS, json=member, headers=headers)
    assert (replay.status_code, replay.json(), replay.headers[REPLAYED]) == (400, refused.json(), "true")
    # A body refused for its syntax never ran: its key stays free for the corrected request.
    fixed = {**env.auth("owner"), KEY: "syntax"}
    assert client.post(INVITATIONS, json={"email": "nope", "auth_group": viewer}, headers=fixed).status_code == 400
    corrected = client.post(INVITATIONS, json={"email": "new@example.org", "auth_group": viewer}, headers=fixed)
    assert corrected.status_code == 201 and REPLAYED not in corrected.headers
    assert sorted(keys(direct)) == [("rules", "done", 400), ("syntax", "done", 201)]


def test_a_server_error_frees_the_key_for_a_retry(env: Env, direct: Direct, monkeypatch: pytest.MonkeyPatch) -> None:
    original = InvitationsService.bulk_create_invitations
    calls = 0

    async def failing_once(self: InvitationsService, *, ctx: RequestContext, body: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise RuntimeError("a bug, once")
        return await original(self, ctx=ctx, body=body)

    monkeypatch.setattr(InvitationsService, "bulk_create_invitations", failing_once)
    app = create_app(env.settings.model_copy(update={"mail_worker": False}))
    with TestClient(app, raise_server_exceptions=False) as client:
        headers = {**env.auth("owner"), KEY: "flaky"}
        body = bulk_body(direct, 2)
        failed = client.post(BULK, json=body, headers=headers)
        assert (failed.status_code, failed.json()) == (500, {"detail": "A server error occurred."})
        assert keys(direct) == []
        retried = client.post(BULK, json=body, headers=headers)
        assert retried.status_code == 200 and REPLAYED not in retried.headers
    assert counts(direct) == (2, 2)


def run_with_app(env: Env, work: Callable[[httpx.AsyncClient], Awaitable[Any]], **settings: Any) -> Any:
    async def go() -> Any:
        app = create_app(env.settings.model_copy(update={"mail_worker": False, **settings}))
        transport = httpx.ASGITransport(app=app)
        try:
            async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
                return await work(client)
        finally:
            await app.state.db.dispose()

    return asyncio.run(go())


def test_concurrent_repeats_run_once_the_others_get_409_or_the_replay(
    env: Env, direct: Direct, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Eight copies of one bulk create at once: one runs; each other one is told it is running, or replayed."""
    original = InvitationsService.bulk_create_invitations

    async def slow(self: InvitationsService, *, ctx: RequestContext, body: Any) -> Any:
        # Without a pause, a fast run (SQLite serialises the writes) can finish before the
        # repeats arrive, and every repeat is a replay: the in-progress answer goes untested.
        await asyncio.sleep(0.3)
        return await original(self, ctx=ctx, body=body)

    monkeypatch.setattr(InvitationsService, "bulk_create_invitations", slow)
    body = bulk_body(direct, 20, "rush")
    headers = {**env.auth("owner"), KEY: "rush-hour"}

    async def race(client: httpx.AsyncClient) -> list[httpx.Response]:
        return list(await asyncio.gather(*(client.post(BULK, json=body, headers=headers) for _ in range(8))))

    responses = run_with_app(env, race)
    ran = [r for r in responses if r.status_code == 200 and REPLAYED not in r.headers]
    assert len(ran) == 1
    for other in responses:
        if other is not ran[0]:
            assert (other.status_code, other.headers.get(REPLAYED)) in ((409, None), (200, "true"))
            if other.status_code == 409:
                assert other.json() == {
                    "detail": "A request with this Idempotency-Key is still in progress; retry later."
                }
            else:
                assert other.content == ran[0].content
    assert any(r.status_code == 409 for r in responses), [r.status_code for r in responses]
    assert counts(direct) == (20, 20)


def test_a_claim_whose_holder_died_is_taken_over_and_the_holder_cannot_complete(
    env: Env, direct: Direct, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After the lease, a repeat runs; the first request, resuming late, is refused and leaves nothing."""
    original = InvitationsService.bulk_create_invitations
    release = asyncio.Event()
    calls = 0

    async def stalled_first(self: InvitationsService, *, ctx: RequestContext, body: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 1:
            await release.wait()  # before any write: the first request is stuck, as a dying process would be
        return await original(self, ctx=ctx, body=body)

    monkeypatch.setattr(InvitationsService, "bulk_create_invitations", stalled_first)
    body = bulk_body(direct, 3, "late")
    headers = {**env.auth("owner"), KEY: "stuck"}

    async def scenario(client: httpx.AsyncClient) -> tuple[httpx.Response, httpx.Response]:
        first = asyncio.create_task(client.post(BULK, json=body, headers=headers))
        while calls == 0:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.3)  # past the lease
        second = await client.post(BULK, json=body, headers=headers)
        release.set()
        return await first, second

    first, second = run_with_app(env, scenario, idempotency_lease=timedelta(milliseconds=200))
    assert second.status_code == 200 and REPLAYED not in second.headers
    assert first.status_code == 409
    assert counts(direct) == (3, 3)  # the late first request's invitations were rolled back


def test_expired_keys_are_swept_and_then_free(client: TestClient, env: Env, direct: Direct) -> None:
    headers = {**env.auth("owner"), KEY: "old"}
    assert client.post(BULK, json=bulk_body(direct, 1, "a"), headers=headers).status_code == 200

    async def age(session: AsyncSession) -> None:
        await session.execute(update(IdempotencyKey).values(expires_at=utcnow() - timedelta(seconds=1)))

    direct.run(age)
    # Expired but not swept yet: the key is free for another request.
    assert REPLAYED not in client.post(BULK, json=bulk_body(direct, 1, "b"), headers=headers).headers
    direct.run(age)
    swept = asyncio.run(_sweep(env))
    assert swept == 1 and keys(direct) == []


async def _sweep(env: Env) -> int:
    app = create_app(env.settings)
    try:
        return int(await app.state.idempotency.sweep())
    finally:
        await app.state.db.dispose()


def test_patch_takes_a_key_too(client: TestClient, env: Env, direct: Direct) -> None:
    members = client.get("/api/accounts/members/", headers=env.auth("owner")).json()["results"]
    viewer_member = next(m for m in members if m["user_detail"]["email"] == "viewer@acme.example")
    headers = {**env.auth("owner"), KEY: "role"}
    path = f"/api/accounts/members/{viewer_member['id']}/"
    first = client.patch(path, json={"auth_group": direct.roles()["Editor"]}, headers=headers)
    again = client.patch(path, json={"auth_group": direct.roles()["Editor"]}, headers=headers)
    assert (first.status_code, again.status_code, again.headers[REPLAYED]) == (200, 200, "true")
    assert again.content == first.content
