"""A database that hangs holds no request for ever (decision database_unavailable).

Each way a request can wait on the database ends in the documented 503 with Retry-After, logged
and in the access log, with nothing of the request written, and the service answers again once
the database does: a statement held up by a lock past the statement timeout (PostgreSQL cancels
it; on SQLite, the wait for another writer's lock), a database that stops answering altogether
(a proxy that stops forwarding, as a stopped server or a broken network: the driver gives up),
and a pool with no free connection. The timeouts are a second or two here; each request is
watched for a minute, so one that hangs fails the test rather than hanging it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import threading
from collections.abc import Callable, Iterator
from typing import Any

import asyncpg
import pytest
from httpx import Response
from sqlalchemy import func, select
from sqlalchemy.engine import make_url
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.models import Invitation, OutboxEmail
from handwritten.db.session import Database
from handwritten.settings import Settings
from tests.api.conftest import Direct, Env
from tests.api.pausable_proxy import pausable_proxy

ME = "/api/accounts/users/me/"
MEMBERS = "/api/accounts/members/"
INVITATIONS = "/api/accounts/invitations/"
UNAVAILABLE = {"detail": "The service is temporarily unavailable; try again shortly."}
WATCHDOG = 60.0  # seconds: far past the timeouts below; a request still unanswered then hangs


def _short_timeouts(env: Env, **settings: Any) -> Settings:
    return env.settings.model_copy(
        update={"database_statement_timeout": 1.0, "database_command_timeout": 2.0, "pool_timeout": 1.0, **settings}
    )


def _answered(request: Callable[[], Response], on_hang: Callable[[], None] = lambda: None) -> Response:
    """The response of `request`, which must come within WATCHDOG seconds (`on_hang` frees it if not)."""
    answers: list[Response | BaseException] = []

    def run() -> None:
        try:
            answers.append(request())
        except BaseException as error:  # reported in the test's thread
            answers.append(error)

    worker = threading.Thread(target=run, name="request-under-watch", daemon=True)
    worker.start()
    worker.join(WATCHDOG)
    if worker.is_alive():
        on_hang()
        worker.join(WATCHDOG)
        pytest.fail(f"the request was not answered within {WATCHDOG:g} s: the database held it")
    answer = answers[0]
    if isinstance(answer, BaseException):
        raise answer
    return answer


def _assert_unavailable(response: Response) -> None:
    assert response.status_code == 503, response.text
    assert response.json() == UNAVAILABLE
    assert response.headers["retry-after"] == "5"
    assert response.headers["content-type"] == "application/json"


@contextlib.contextmanager
def _lock_held(env: Env, table: str) -> Iterator[None]:
    """Another connection holds a lock that the request's write must wait for: on PostgreSQL an
    exclusive lock of `table`, on SQLite the database's write lock."""
    url = make_url(env.settings.database_url)
    if env.backend == "sqlite":
        assert url.database is not None
        holder = sqlite3.connect(url.database, isolation_level=None)
        try:
            holder.execute("BEGIN IMMEDIATE")
            yield
        finally:
            holder.execute("ROLLBACK")
            holder.close()
        return
    loop = asyncio.new_event_loop()
    try:
        connection = loop.run_until_complete(
            asyncpg.connect(host=url.host, port=url.port, user=url.username, database=url.database)
        )
        try:
            loop.run_until_complete(connection.execute(f"BEGIN; LOCK TABLE {table} IN ACCESS EXCLUSIVE MODE"))
            yield
        finally:
            loop.run_until_complete(connection.close())  # ends the transaction, and the lock with it
    finally:
        loop.close()


def _stored(env: Env, email: str) -> tuple[int, int]:
    """How many invitations to `email`, and emails to it in the outbox, the database holds."""

    async def count(session: AsyncSession) -> tuple[int, int]:
        invitations = await session.scalar(select(func.count()).where(Invitation.email == email))
        letters = await session.scalar(select(func.count()).where(OutboxEmail.recipient == email))
        return int(invitations or 0), int(letters or 0)

    return Direct(env.settings).run(count)


def _invite(client: TestClient, env: Env, email: str, role: int) -> Response:
    return client.post(INVITATIONS, json={"email": email, "auth_group": role}, headers=env.auth("owner"))


def test_a_write_held_up_by_a_lock_past_the_statement_timeout_answers_503_and_writes_nothing(
    env: Env, caplog: pytest.LogCaptureFixture
) -> None:
    viewer = Direct(env.settings).roles()["Viewer"]
    with TestClient(create_app(_short_timeouts(env))) as client:
        assert client.get(ME, headers=env.auth("owner")).status_code == 200
        caplog.clear()
        # The invitation is inserted, then its email waits for the outbox's lock (PostgreSQL), or
        # the insert itself waits for the database's write lock (SQLite).
        with _lock_held(env, "outbox_emails"), caplog.at_level(logging.INFO):
            held = _answered(lambda: _invite(client, env, "held@example.org", viewer))
        _assert_unavailable(held)
        access = [record for record in caplog.records if record.name == "canopy.access"]
        assert [(getattr(r, "code", None), getattr(r, "status", None)) for r in access] == [("I2", 503)]
        assert any(
            record.levelno == logging.WARNING and record.getMessage().startswith("database unavailable in POST")
            for record in caplog.records
        ), [record.getMessage() for record in caplog.records]
        assert _stored(env, "held@example.org") == (0, 0)  # rolled back whole

        again = _invite(client, env, "held@example.org", viewer)
        assert again.status_code == 201, again.text
    assert _stored(env, "held@example.org") == (1, 1)


def test_a_database_that_stops_answering_answers_503_in_bounded_time_and_serves_again_once_back(
    env: Env, caplog: pytest.LogCaptureFixture
) -> None:
    if env.backend != "postgresql":
        pytest.skip("SQLite runs inside the process: it has no server to stop answering")
    url = make_url(env.settings.database_url)
    assert url.host is not None and url.port is not None
    viewer = Direct(env.settings).roles()["Viewer"]
    with pausable_proxy(url.host, url.port) as proxy:
        through_proxy = url.set(host="127.0.0.1", port=proxy.port).render_as_string(hide_password=False)
        with TestClient(create_app(_short_timeouts(env, database_url=through_proxy))) as client:
            assert client.get(MEMBERS, headers=env.auth("owner")).status_code == 200  # a connection in the pool
            proxy.pause()
            try:
                with caplog.at_level(logging.WARNING):
                    read = _answered(lambda: client.get(MEMBERS, headers=env.auth("owner")), proxy.resume)
                    write = _answered(lambda: _invite(client, env, "paused@example.org", viewer), proxy.resume)
            finally:
                proxy.resume()
            _assert_unavailable(read)
            _assert_unavailable(write)
            told = [r.getMessage() for r in caplog.records if r.name == "canopy"]
            assert told == [
                "database unavailable in GET /api/accounts/members/: TimeoutError",
                "database unavailable in POST /api/accounts/invitations/: TimeoutError",
            ]

            assert client.get(MEMBERS, headers=env.auth("owner")).status_code == 200
            assert _stored(env, "paused@example.org") == (0, 0)
            assert _invite(client, env, "resumed@example.org", viewer).status_code == 201
    assert _stored(env, "resumed@example.org") == (1, 1)


def test_a_request_finding_no_free_connection_in_the_pool_answers_503_then_serves_again(env: Env) -> None:
    with TestClient(create_app(_short_timeouts(env, pool_size=1))) as client:
        assert client.get(ME, headers=env.auth("owner")).status_code == 200
        engine = client.app.state.db.engine  # type: ignore[attr-defined]
        held: list[AsyncConnection] = []
        try:
            for _ in range(100):  # every connection the pool may give, until it gives none
                connection = engine.connect()
                try:
                    client.portal.call(connection.start)  # type: ignore[union-attr]
                except PoolTimeout:
                    break
                held.append(connection)
            else:
                pytest.fail("the pool gave 100 connections")
            _assert_unavailable(_answered(lambda: client.get(ME, headers=env.auth("owner"))))
        finally:
            for connection in held:
                client.portal.call(connection.close)  # type: ignore[union-attr]
        assert client.get(ME, headers=env.auth("owner")).status_code == 200


def test_the_service_bounds_its_statements_and_a_bulk_command_does_not(env: Env) -> None:
    """`canopy transactions import` (Database(bounded=False)) may run statements as long as its file takes."""

    async def limits(bounded: bool) -> tuple[str, str]:
        db = Database(_short_timeouts(env), bounded=bounded)
        try:
            async with db.connection() as connection:
                if env.backend == "sqlite":
                    busy = await connection.exec_driver_sql("PRAGMA busy_timeout")
                    return "busy_timeout", str(busy.scalar())
                shown = await connection.exec_driver_sql("SHOW statement_timeout")
                return "statement_timeout", str(shown.scalar())
        finally:
            await db.dispose()

    if env.backend == "sqlite":  # the wait for another writer's lock, not a limit of a statement's own work
        assert asyncio.run(limits(True)) == asyncio.run(limits(False)) == ("busy_timeout", "1000")
    else:
        assert asyncio.run(limits(True)) == ("statement_timeout", "1s")
        assert asyncio.run(limits(False)) == ("statement_timeout", "0")
