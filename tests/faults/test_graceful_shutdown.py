"""SIGTERM stops `canopy serve` gracefully: requests in flight finish, new connections are refused,
the process exits by itself with status 0 within CANOPY_SHUTDOWN_TIMEOUT, and the outbox gives
back the emails it had claimed but not delivered (adapters/mail/outbox.py, Outbox.stop).

Each test's server runs on a SQLite database of its own: a copy of one migrated and given the
demo data (`canopy migrate`, `canopy demo --json`) once for the module.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import shutil
import signal
import socket
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.faults.conftest import Server, call, canopy_env, demo_keys, viewer_role

SHUTDOWN_TIMEOUT = 10  # CANOPY_SHUTDOWN_TIMEOUT, seconds
OPERATIONS = 100  # per bulk request: the most one may carry
IN_FLIGHT = 4  # bulk requests whose last body byte is sent only after SIGTERM
BUSY = 2  # bulk requests sent whole just before SIGTERM, so the server is working on them
SETTLE = 0.5  # seconds for the server to accept the connections and read the request heads


DATABASE = "canopy.sqlite3"


@dataclass(frozen=True)
class Template:
    """A migrated SQLite database with the demo data, and the demo's keys."""

    path: Path
    keys: dict[str, str]


def _url(path: Path) -> str:
    return f"sqlite+aiosqlite:///{path}"


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Template:
    """`canopy migrate` and `canopy demo --json`, once for the tests of this module."""
    folder = tmp_path_factory.mktemp("faults-template")
    path = folder / DATABASE
    return Template(path, demo_keys(canopy_env(_url(path), folder), folder))


def _database(template: Template, folder: Path) -> Path:
    """A copy of the template database of the test's own (and of its write-ahead log, if any)."""
    path = folder / DATABASE
    for suffix in ("", "-wal"):
        source = template.path.with_name(template.path.name + suffix)
        if source.exists():
            shutil.copyfile(source, path.with_name(path.name + suffix))
    return path


def _rows(path: Path, sql: str) -> list[tuple[Any, ...]]:
    """Rows of the server's SQLite database, read beside it (WAL: readers never block its writer)."""
    with contextlib.closing(sqlite3.connect(path, timeout=10)) as connection:
        return list(connection.execute(sql).fetchall())


def _bulk_request(port: int, key: str, role: int, tag: str) -> bytes:
    operations = [{"email": f"{tag}-{index}@example.org", "auth_group": role} for index in range(OPERATIONS)]
    body = json.dumps({"operations": operations}).encode()
    head = (
        f"POST /api/accounts/invitations/bulk/ HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        f"Authorization: ApiKey {key}\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode() + body


def _answer(sock: socket.socket) -> tuple[int, bytes]:
    """The status and whole body of the response on `sock`."""
    response = http.client.HTTPResponse(sock)
    try:
        response.begin()
        return response.status, response.read()
    finally:
        response.close()


def _refused_within(port: int, timeout: float) -> float | None:
    """Seconds until a new connection to `port` is refused (None: still accepted after `timeout`)."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
        except ConnectionRefusedError:
            return time.monotonic() - started
        time.sleep(0.02)
    return None


def _exit_within(server: Server, timeout: float) -> float:
    """Seconds until the server exits (it must, within `timeout`)."""
    started = time.monotonic()
    try:
        server.process.wait(timeout=timeout)
    except Exception as exc:
        raise AssertionError(f"the server did not exit within {timeout:g} s of SIGTERM:\n{server.log_tail()}") from exc
    return time.monotonic() - started


def test_sigterm_lets_requests_in_flight_finish_and_refuses_new_connections(
    servers: Callable[..., Server], template: Template, tmp_path: Path
) -> None:
    path = _database(template, tmp_path)
    env = canopy_env(_url(path), tmp_path, shutdown_timeout=str(SHUTDOWN_TIMEOUT))
    keys = template.keys
    server = servers(env, tmp_path)
    role = viewer_role(server.port, keys["owner"])
    tag = f"shutdown-{uuid.uuid4().hex[:8]}"
    requests = [_bulk_request(server.port, keys["owner"], role, f"{tag}-{n}") for n in range(BUSY + IN_FLIGHT)]
    sockets: list[socket.socket] = []
    try:
        # Every request is accepted and under way (its head read, its body not complete) before SIGTERM.
        for request in requests:
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=30)
            sockets.append(sock)
            sock.sendall(request[:-1])
        time.sleep(SETTLE)
        for sock, request in zip(sockets[:BUSY], requests[:BUSY], strict=True):
            sock.sendall(request[-1:])  # these the server works on when SIGTERM arrives
        time.sleep(0.05)
        os.kill(server.pid, signal.SIGTERM)
        signalled = time.monotonic()

        # New connections are refused at once, while the requests in flight still run.
        refused = _refused_within(server.port, 3)
        assert refused is not None, "new connections were still accepted 3 s after SIGTERM"
        assert server.alive(), f"the server exited with requests in flight:\n{server.log_tail()}"
        for sock, request in zip(sockets[BUSY:], requests[BUSY:], strict=True):
            sock.sendall(request[-1:])  # the rest of the body, after SIGTERM

        # Every request in flight got its whole answer: 200, each of its operations accepted.
        for index, sock in enumerate(sockets):
            status, body = _answer(sock)
            assert status == 200, f"request {index}: {status} {body[:300]!r}\n{server.log_tail()}"
            results = json.loads(body)["results"]
            assert len(results) == OPERATIONS and {r["status"] for r in results} == {"accepted"}, body[:300]
        answered = time.monotonic()
    finally:
        for sock in sockets:
            sock.close()

    # The server then exits by itself, successfully, within the shutdown timeout.
    exited = _exit_within(server, SHUTDOWN_TIMEOUT - (time.monotonic() - signalled))
    stopped = time.monotonic()
    assert server.process.returncode == 0, f"exit status {server.process.returncode}:\n{server.log_tail()}"
    assert not any("timeout graceful shutdown exceeded" in line for line in server.log_lines())
    created = _rows(path, f"SELECT count(*) FROM invitations WHERE email LIKE '{tag}-%'")[0][0]
    assert created == OPERATIONS * len(requests)
    print(
        f"\n[faults] graceful shutdown: {len(requests)} bulk creates of {OPERATIONS} in flight at SIGTERM "
        f"({IN_FLIGHT} with their bodies completed after it) all answered 200 in full, "
        f"{answered - signalled:.2f} s after SIGTERM; new connections refused {refused:.2f} s after SIGTERM; "
        f"exit status 0 {stopped - signalled:.2f} s after SIGTERM ({exited:.2f} s after the last answer), "
        f"limit {SHUTDOWN_TIMEOUT} s"
    )


class StalledSmtp:
    """An SMTP server that accepts connections and never says a word (no 220 greeting)."""

    def __init__(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.1)
        self.port: int = self.listener.getsockname()[1]
        self.connections: list[socket.socket] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, name="stalled-smtp", daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                connection, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with self._lock:
                self.connections.append(connection)

    def accepted(self) -> int:
        with self._lock:
            return len(self.connections)

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        with self._lock:
            for connection in self.connections:
                connection.close()
        self.listener.close()


@pytest.fixture
def stalled_smtp() -> Iterator[StalledSmtp]:
    smtp = StalledSmtp()
    try:
        yield smtp
    finally:
        smtp.close()


def test_sigterm_releases_the_outbox_claims_of_a_delivery_in_progress(
    servers: Callable[..., Server], template: Template, tmp_path: Path, stalled_smtp: StalledSmtp
) -> None:
    path = _database(template, tmp_path)
    env = canopy_env(
        _url(path),
        tmp_path,
        shutdown_timeout=str(SHUTDOWN_TIMEOUT),
        smtp_host="127.0.0.1",
        smtp_port=str(stalled_smtp.port),
        smtp_security="none",
        smtp_timeout="60",  # the delivery outlives the shutdown: only stopping the outbox ends it
        mail_poll_interval="1",
    )
    keys = template.keys
    server = servers(env, tmp_path)
    role = viewer_role(server.port, keys["owner"])
    email = f"stalled-{uuid.uuid4().hex[:8]}@example.org"
    reply = call(server.port, "POST", "/api/accounts/invitations/", keys["owner"], {"email": email, "auth_group": role})
    assert reply.status == 201, reply.body

    # The outbox claims the invitation's email and is stuck delivering it (waiting for a greeting).
    claimed = "SELECT count(*) FROM outbox_emails WHERE claimed_until IS NOT NULL AND sent_at IS NULL"
    deadline = time.monotonic() + 10
    while not (_rows(path, claimed)[0][0] == 1 and stalled_smtp.accepted() >= 1):
        assert time.monotonic() < deadline, f"the email was not claimed and under delivery:\n{server.log_tail()}"
        time.sleep(0.05)

    os.kill(server.pid, signal.SIGTERM)
    exited = _exit_within(server, SHUTDOWN_TIMEOUT)
    assert server.process.returncode == 0, f"exit status {server.process.returncode}:\n{server.log_tail()}"

    # No claim outlives the process: the email is due again at once, for any worker.
    rows = _rows(path, "SELECT recipient, claimed_until, sent_at, attempts FROM outbox_emails")
    assert rows == [(email, None, None, 1)], rows
    assert not any("not released" in line for line in server.log_lines()), server.log_tail()
    print(
        f"\n[faults] outbox at shutdown: the claimed email under delivery (stalled SMTP) was released; "
        f"exit status 0 {exited:.2f} s after SIGTERM, limit {SHUTDOWN_TIMEOUT} s"
    )
