"""Authentication (document: Authentication, Errors): API keys, their 401s, revocation, expiry, last use.

Every request carries `Authorization: ApiKey <key>`. A missing, mistyped, unknown, expired or
revoked key is a 401 "Invalid or expired API key"; another scheme is a 401 "Invalid JWT
Credentials"; every 401 says `WWW-Authenticate: Bearer`. The key itself is never echoed or logged.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import event, text, update
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session
from starlette.requests import Request
from starlette.testclient import TestClient

from generated.routes.accounts import LIST_MEMBERS
from handwritten.app import create_app
from handwritten.db.models import ApiKey
from handwritten.db.session import Database, request_connection
from handwritten.runtime import auth
from handwritten.runtime.idempotency import IdempotencyKeys
from handwritten.services import admin
from tests.api.conftest import Api, Direct, Env

ME = "/api/accounts/users/me/"
INVALID_KEY = {"detail": "Invalid or expired API key"}
WRONG_SCHEME = {"detail": "Invalid JWT Credentials"}


def assert_401(response: Any, body: dict[str, str]) -> None:
    assert (response.status_code, response.json()) == (401, body)
    assert response.headers["www-authenticate"] == "Bearer"


def mistyped(key: str) -> str:
    """The key with its last character changed: still well-formed, but no key's hash."""
    return key[:-1] + ("A" if key[-1] != "A" else "B")


@pytest.mark.parametrize(
    "header",
    [
        pytest.param(None, id="missing"),
        pytest.param("", id="empty"),
        pytest.param("ApiKey", id="scheme-without-key"),
        pytest.param("ApiKey    ", id="scheme-and-spaces"),
        pytest.param("ApiKey not-a-key", id="malformed"),
        pytest.param("ApiKey cnp_short", id="too-short"),
        pytest.param("ApiKey cnp_" + "x" * 200, id="too-long"),
        pytest.param("ApiKey cnp_" + "A" * 43, id="well-formed-unknown"),
    ],
)
def test_a_missing_or_unknown_key_is_401(client: TestClient, header: str | None) -> None:
    headers = {} if header is None else {"Authorization": header}
    assert_401(client.get(ME, headers=headers), INVALID_KEY)


def test_a_mistyped_key_is_401_and_the_right_one_works(client: TestClient, env: Env) -> None:
    key = env.keys["owner"]
    assert_401(client.get(ME, headers={"Authorization": f"ApiKey {mistyped(key)}"}), INVALID_KEY)
    assert_401(client.get(ME, headers={"Authorization": f"ApiKey {key[:-1]}"}), INVALID_KEY)
    assert_401(client.get(ME, headers={"Authorization": f"ApiKey {key}x"}), INVALID_KEY)
    assert client.get(ME, headers={"Authorization": f"ApiKey {key}"}).status_code == 200


def test_the_scheme_word_is_case_insensitive_and_spaces_around_the_key_are_ignored(
    client: TestClient, env: Env
) -> None:
    key = env.keys["viewer"]
    for header in (f"apikey {key}", f"APIKEY {key}", f"ApiKey   {key}  "):
        response = client.get(ME, headers={"Authorization": header})
        assert (response.status_code, response.json()["email"]) == (200, "viewer@acme.example")


@pytest.mark.parametrize("scheme", ["Bearer", "Token", "Basic", "JWT"])
def test_another_scheme_is_401_invalid_jwt_credentials_even_with_a_valid_key(
    client: TestClient, env: Env, scheme: str
) -> None:
    assert_401(client.get(ME, headers={"Authorization": f"{scheme} {env.keys['owner']}"}), WRONG_SCHEME)


def test_bearer_x_is_401_invalid_jwt_credentials(client: TestClient) -> None:
    assert_401(client.get(ME, headers={"Authorization": "Bearer x"}), WRONG_SCHEME)


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("GET", "/api/accounts/workspaces/", None),
        ("POST", "/api/accounts/workspaces/switch/", {"company_id": 1}),
        ("GET", "/api/accounts/members/", None),
        ("PATCH", "/api/accounts/members/1/", {"auth_group": 1}),
        ("DELETE", "/api/accounts/members/1/", None),
    ],
)
def test_every_operation_requires_a_key_and_checks_it_before_its_input(
    client: TestClient, api: Api, method: str, path: str, body: dict[str, int] | None
) -> None:
    before = api.members("owner"), api.me("owner")
    assert_401(client.request(method, path, json=body), INVALID_KEY)
    assert_401(client.request(method, path, json=body, headers={"Authorization": "Bearer x"}), WRONG_SCHEME)
    # Bad input without a valid key is still a 401: nothing of the request is read first.
    assert_401(client.request(method, f"{path}?colour=red", json={"x": 1}), INVALID_KEY)
    assert (api.members("owner"), api.me("owner")) == before


def test_an_expired_key_is_401(client: TestClient, env: Env, direct: Direct) -> None:
    key_id = direct.key(env.keys["admin"]).id
    assert client.get(ME, headers=env.auth("admin")).status_code == 200

    async def expire(session: AsyncSession) -> None:
        await session.execute(
            update(ApiKey).where(ApiKey.id == key_id).values(expires_at=datetime.now(UTC) - timedelta(seconds=1))
        )

    direct.run(expire)
    assert_401(client.get(ME, headers=env.auth("admin")), INVALID_KEY)
    assert_401(client.get("/api/accounts/members/", headers=env.auth("admin")), INVALID_KEY)
    assert client.get(ME, headers=env.auth("owner")).status_code == 200  # other keys are unaffected


def test_a_key_without_expiry_works_and_one_expiring_later_works(client: TestClient, env: Env, direct: Direct) -> None:
    key_id = direct.key(env.keys["editor"]).id

    async def set_expiry(session: AsyncSession, when: datetime | None) -> None:
        await session.execute(update(ApiKey).where(ApiKey.id == key_id).values(expires_at=when))

    direct.run(lambda session: set_expiry(session, None))
    assert client.get(ME, headers=env.auth("editor")).status_code == 200
    direct.run(lambda session: set_expiry(session, datetime.now(UTC) + timedelta(minutes=1)))
    assert client.get(ME, headers=env.auth("editor")).status_code == 200


def test_revoking_a_key_fails_the_very_next_request_on_a_live_app(client: TestClient, env: Env, direct: Direct) -> None:
    with TestClient(create_app(env.settings, host="base")) as base:
        for app in (client, base):
            assert app.get(ME, headers=env.auth("owner")).status_code == 200
        key_id = direct.key(env.keys["owner"]).id
        assert direct.run(lambda session: admin.revoke_api_key(session, key_id)) is True
        for app in (client, base):
            assert_401(app.get(ME, headers=env.auth("owner")), INVALID_KEY)
            assert_401(app.get("/api/accounts/members/", headers=env.auth("owner")), INVALID_KEY)
        assert direct.key(env.keys["owner"]).revoked_at is not None
        # Revoking is for good and touches no other key, not even the same user's.
        assert direct.run(lambda session: admin.revoke_api_key(session, key_id)) is False
        assert client.get(ME, headers=env.auth("admin")).status_code == 200
        assert client.get(ME, headers=env.auth("roamer_workspace")).status_code == 200
        roamer_key_id = direct.key(env.keys["roamer_user"]).id
        assert direct.run(lambda session: admin.revoke_api_key(session, roamer_key_id)) is True
        assert_401(client.get(ME, headers=env.auth("roamer_user")), INVALID_KEY)
        assert client.get(ME, headers=env.auth("roamer_workspace")).status_code == 200


def _key_writes(client: TestClient) -> list[str]:
    """Collect every UPDATE of api_keys the app's engine sends from now on."""
    writes: list[str] = []

    def record(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        if statement.lstrip().upper().startswith("UPDATE API_KEYS"):
            writes.append(statement)

    event.listen(app_of(client).state.db.engine.sync_engine, "before_cursor_execute", record)
    return writes


def app_of(client: TestClient) -> FastAPI:
    assert isinstance(client.app, FastAPI)
    return client.app


def _drain(client: TestClient) -> None:
    """Wait for the last-used writes the app has started, on the app's own event loop."""
    assert client.portal is not None
    client.portal.call(app_of(client).state.last_used.drain)


def test_last_used_is_written_at_most_once_per_interval(
    client: TestClient, env: Env, direct: Direct, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = [1000.0]
    monkeypatch.setattr(auth, "time", SimpleNamespace(monotonic=lambda: clock[0]))
    writes = _key_writes(client)
    assert direct.key(env.keys["owner"]).last_used_at is None

    before = datetime.now(UTC)
    assert client.get(ME, headers=env.auth("owner")).status_code == 200
    _drain(client)
    first = direct.key(env.keys["owner"]).last_used_at
    assert first is not None and before - timedelta(seconds=1) <= first <= datetime.now(UTC)
    assert len(writes) == 1

    clock[0] += 59  # within the interval of 60 s: no write, whatever the requests
    assert client.get(ME, headers=env.auth("owner")).status_code == 200
    assert client.get("/api/accounts/members/", headers=env.auth("owner")).status_code == 200
    _drain(client)
    assert direct.key(env.keys["owner"]).last_used_at == first
    assert len(writes) == 1

    # Another key has its own interval; a refused request writes nothing.
    assert client.get(ME, headers=env.auth("viewer")).status_code == 200
    assert client.get(ME, headers={"Authorization": f"ApiKey {mistyped(env.keys['admin'])}"}).status_code == 401
    _drain(client)
    assert direct.key(env.keys["viewer"]).last_used_at is not None
    assert direct.key(env.keys["admin"]).last_used_at is None
    assert len(writes) == 2

    clock[0] += 2  # the interval has passed: the next use is written again
    assert client.get(ME, headers=env.auth("owner")).status_code == 200
    _drain(client)
    later = direct.key(env.keys["owner"]).last_used_at
    assert later is not None and later > first
    assert len(writes) == 3


def test_the_key_never_appears_in_responses_or_logs(env: Env, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    caplog.set_level(logging.DEBUG, logger="sqlalchemy")  # SQLAlchemy pins its own logger to WARN
    key = env.keys["owner"]
    secrets = (key, key[len("cnp_") :], mistyped(key))
    with TestClient(create_app(env.settings)) as client:
        responses = [
            client.get(ME, headers=env.auth("owner")),  # 200
            client.get("/api/accounts/members/?colour=red", headers=env.auth("owner")),  # 400
            client.patch("/api/accounts/members/999999/", json={"auth_group": 1}, headers=env.auth("owner")),  # 404
            client.get(ME, headers={"Authorization": f"ApiKey {mistyped(key)}"}),  # 401, unknown key
            client.get(ME, headers={"Authorization": f"Bearer {key}"}),  # 401, wrong scheme
            client.get(ME, headers={"Authorization": f"ApiKey {key}"}),  # 200 again
        ]
        _drain(client)
    assert [r.status_code for r in responses] == [200, 400, 404, 401, 401, 200]
    for response in responses:
        shown = response.text + "".join(f"{name}: {value}\n" for name, value in response.headers.items())
        assert not any(secret in shown for secret in secrets)
    logged = [
        "\n".join(filter(None, [record.getMessage(), record.exc_text, repr(record.args)])) for record in caplog.records
    ]
    # SQL and its parameters were logged, the key lookup included, so the check below read something.
    assert any(line.startswith("SELECT api_keys.id") for line in logged)
    assert not any(secret in line for line in logged for secret in secrets)


# -- the request's session after authentication --------------------------------------------------


def _request(key: str) -> Request:
    headers = [(b"authorization", f"ApiKey {key}".encode())]
    return Request({"type": "http", "method": "GET", "path": ME, "headers": headers})


def test_the_request_transaction_runs_under_row_level_security_from_its_first_statement(env: Env) -> None:
    """Authentication reads on its own; the session's transactions, each one, act for the key's workspace."""
    if env.backend != "postgresql":
        pytest.skip("row-level security is PostgreSQL's")
    who = text(
        "SELECT pg_backend_pid(), current_user, current_setting('canopy.workspace_id', true), count(*)"
        " FROM user_companies"
    )

    async def go() -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
        db = Database(env.settings)
        keys = IdempotencyKeys(
            db, header="Idempotency-Key", max_length=255, ttl=timedelta(days=1), lease=timedelta(minutes=1)
        )
        authenticate = auth.Authenticator(db, auth.LastUsed(db, 60), None, keys)
        try:
            seen = []
            async with authenticate(_request(env.keys["owner"]), LIST_MEMBERS) as ctx:
                raw = await (await request_connection(ctx.session)).get_raw_connection()
                assert not raw.driver_connection.is_in_transaction()  # authentication left none open
                seen.append(tuple((await ctx.session.execute(who)).one()))
                await ctx.session.commit()
                seen.append(tuple((await ctx.session.execute(who)).one()))  # the next transaction
            await authenticate.last_used.drain()
            # The last-used write may have taken a second connection, and the pool hands out
            # either: hold two at once, so the request's own connection is among them.
            async with db.connection() as first, db.connection() as second:
                pooled = [tuple((await connection.execute(who)).one()) for connection in (first, second)]
            return seen, pooled
        finally:
            await db.dispose()

    a_members = 5
    seen, pooled = asyncio.run(go())
    backend = seen[0][0]
    assert seen == [(backend, "canopy_app", str(env.workspaces["a"]), a_members)] * 2
    # Back in the pool as it came out: no role, no workspace (a setting made for one transaction
    # reads as '' after it), and the rows of every workspace.
    (returned,) = [row[1:] for row in pooled if row[0] == backend]
    owner, workspace, members = returned
    assert (owner, workspace, members > a_members) == (make_url(env.settings.database_url).username, "", True)


def test_a1_opens_no_transaction_and_m1_opens_one(client: TestClient, env: Env) -> None:
    """A1 reads nothing of the workspace's, so it saves BEGIN and ROLLBACK; M1 reads members in the tenant transaction."""
    begun: list[Session] = []

    def record(session: Session, *args: Any) -> None:
        if isinstance(session.bind, Connection):  # a request's session; background work has sessions of its own
            begun.append(session)

    assert client.get(ME, headers=env.auth("owner")).status_code == 200
    _drain(client)  # the key's last use is written now (its own transaction), and not again for a while
    event.listen(Session, "after_begin", record)
    try:
        assert client.get(ME, headers=env.auth("owner")).status_code == 200
        assert begun == []
        assert client.get("/api/accounts/members/", headers=env.auth("owner")).status_code == 200
        assert len(begun) == 1
    finally:
        event.remove(Session, "after_begin", record)


def test_a_request_makes_its_session_only_when_the_operation_asks_for_one(
    client: TestClient, env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A1 reads on authentication's connection: no session is made or closed for it. M1 reads
    through its session, which is made once and closed."""
    made: list[AsyncSession] = []
    new_session = Database.new_session

    def counted(self: Database, *args: Any, **kwargs: Any) -> AsyncSession:
        session = new_session(self, *args, **kwargs)
        if kwargs.get("bind") is not None:  # a request's, on its connection (not the last-used write's, say)
            made.append(session)
        return session

    monkeypatch.setattr(Database, "new_session", counted)
    assert client.get(ME, headers=env.auth("owner")).status_code == 200
    assert made == []
    assert client.get("/api/accounts/members/", headers=env.auth("owner")).status_code == 200
    assert len(made) == 1 and not made[0].in_transaction() and not made[0].sync_session.identity_map
