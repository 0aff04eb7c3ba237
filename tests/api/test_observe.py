"""Request ids, the access log and the ids carried into the work a request causes."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.adapters.mail.outbox import Outbox
from handwritten.app import create_app
from handwritten.db.models import ApiKey, OutboxEmail
from handwritten.domain import api_keys
from handwritten.runtime.logs import JSON_FIELDS, REQUEST_ID, configure
from tests.api.conftest import Direct, Env

ME = "/api/accounts/users/me/"
MEMBERS = "/api/accounts/members/"


@pytest.mark.parametrize("given", ["abc-123", "req_2026-11-23.7:a", "A" * 200])
def test_a_plausible_client_request_id_is_kept(client: TestClient, env: Env, given: str) -> None:
    response = client.get(ME, headers={**env.auth("owner"), "X-Request-ID": given})
    assert response.headers["x-request-id"] == given


@pytest.mark.parametrize("given", [b"", b"has space", b"A" * 201, b"semi;colon", "\u00e9".encode("latin-1")])
def test_anything_else_is_replaced_by_a_new_id(client: TestClient, env: Env, given: bytes) -> None:
    response = client.get(ME, headers=[*env.auth("owner").items(), ("X-Request-ID", given)])  # type: ignore[list-item]
    assert re.fullmatch(r"[0-9a-f]{32}", response.headers["x-request-id"])


def test_every_request_gets_one_access_line_naming_the_operation_and_the_caller(
    client: TestClient, env: Env, direct: Direct, caplog: pytest.LogCaptureFixture
) -> None:
    key = direct.key(env.keys["owner"])
    member_id = next(
        m["id"]
        for m in client.get(MEMBERS, headers=env.auth("owner")).json()["results"]
        if m["user_detail"]["email"] == "viewer@acme.example"
    )
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="canopy.access"):
        changed = client.patch(
            f"{MEMBERS}{member_id}/",
            json={"auth_group": direct.roles()["Editor"]},
            headers={**env.auth("owner"), "X-Request-ID": "trace-me"},
        )
        client.get("/api/nothing/")
    lines = [r for r in caplog.records if r.name == "canopy.access"]
    assert len(lines) == 2
    line, unknown = lines
    assert changed.status_code == 200
    fields = {
        k: getattr(line, k) for k in ("method", "path", "code", "status", "workspace_id", "user_id", "key_prefix")
    }
    assert fields == {
        "method": "PATCH",
        "path": "/api/accounts/members/{id}/",
        "code": "M2",
        "status": 200,
        "workspace_id": env.workspaces["a"],
        "user_id": key.user_id,
        "key_prefix": key.prefix,
    }
    assert line.request_id == "trace-me"  # type: ignore[attr-defined]
    assert line.duration_ms > 0  # type: ignore[attr-defined]
    assert (unknown.code, unknown.path, unknown.status, unknown.user_id) == ("-", "/api/nothing/", 404, None)  # type: ignore[attr-defined]
    # The key itself is never written anywhere in a record.
    for record in caplog.records:
        assert env.keys["owner"] not in repr(record.__dict__)


@pytest.fixture
def root_logger() -> Iterator[logging.Logger]:
    """The root logger, given back as it was: `configure` replaces its handlers and level."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield root
    root.handlers[:] = handlers
    root.setLevel(level)


def test_json_lines_carry_the_request_id_and_the_fields(
    capsys: pytest.CaptureFixture[str], root_logger: logging.Logger
) -> None:
    configure(json_lines=True, level="INFO")
    token = REQUEST_ID.set("r-1")
    try:
        logging.getLogger("canopy.access").info("GET /x A1 200", extra={"code": "A1", "status": 200})
        line = json.loads(capsys.readouterr().err.strip().splitlines()[-1])
    finally:
        REQUEST_ID.reset(token)
    assert list(line)[: len(JSON_FIELDS)] == ["time", "level", "name", "message", "request_id"]
    assert (line["level"], line["name"], line["code"], line["status"], line["request_id"]) == (
        "INFO",
        "canopy.access",
        "A1",
        200,
        "r-1",
    )


def test_text_lines_are_for_people(capsys: pytest.CaptureFixture[str], root_logger: logging.Logger) -> None:
    configure(json_lines=False, level="INFO")
    logging.getLogger("canopy").warning("careful")
    line = capsys.readouterr().err.strip().splitlines()[-1]
    assert re.fullmatch(r"\S+ \S+ WARNING canopy \[\] careful", line)


def test_the_emails_a_request_records_carry_its_id_into_their_delivery_logs(
    env: Env, direct: Direct, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    settings = env.settings.model_copy(update={"mail_worker": False, "maildir": tmp_path / "mail"})
    with TestClient(create_app(settings)) as client:
        response = client.post(
            "/api/accounts/invitations/",
            json={"email": "traced@example.org", "auth_group": direct.roles()["Viewer"]},
            headers={**env.auth("owner"), "X-Request-ID": "invite-42"},
        )
    assert response.status_code == 201 and response.headers["x-request-id"] == "invite-42"

    async def recorded(session: AsyncSession) -> list[str]:
        return list((await session.scalars(select(OutboxEmail.request_id))).all())

    assert direct.run(recorded) == ["invite-42"]

    class Failing:
        async def deliver(self, message: object, key: str) -> None:
            raise ConnectionRefusedError("no SMTP server")

    async def deliver_once() -> None:
        from handwritten.db.session import Database

        db = Database(settings)
        try:
            await Outbox(db, Failing(), settings).deliver_due()  # type: ignore[arg-type]
        finally:
            await db.dispose()

    import asyncio

    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="canopy.mail"):
        asyncio.run(deliver_once())
    (warning,) = [r for r in caplog.records if r.name == "canopy.mail"]
    assert warning.request_id == "invite-42"  # type: ignore[attr-defined]


def test_keys_are_found_by_hash_only(direct: Direct, env: Env) -> None:
    """The prefix logged is what is stored: the first characters, never enough to use the key."""

    async def stored(session: AsyncSession) -> str:
        return str(
            await session.scalar(select(ApiKey.prefix).where(ApiKey.key_hash == api_keys.key_hash(env.keys["owner"])))
        )

    prefix = direct.run(stored)
    assert env.keys["owner"].startswith(prefix) and len(prefix) < len(env.keys["owner"]) // 3
