"""What only a real server shows: bodies that stream, and metrics shared by worker processes."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import socket
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import select

from handwritten.adapters.jobs import enqueue
from handwritten.db.models import Company
from handwritten.db.session import Database
from handwritten.settings import Settings
from tests.live import LiveServer, free_port, live_server

MIB = 1024 * 1024


def request(
    server: LiveServer, path: str, *, who: str | None = "owner", body: object = None, method: str = "GET"
) -> int:
    headers = {"Authorization": f"ApiKey {server.keys[who]}"} if who else {}
    data = None
    if body is not None:
        data, headers["Content-Type"] = json.dumps(body).encode(), "application/json"
    try:
        with urllib.request.urlopen(
            urllib.request.Request(f"{server.url}{path}", data=data, headers=headers, method=method), timeout=10
        ) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def test_a_chunked_body_is_refused_once_it_passes_the_limit_not_after(tmp_path: Path) -> None:
    with live_server(tmp_path) as server:
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        sock.sendall(
            b"PATCH /api/accounts/members/1/ HTTP/1.1\r\nHost: localhost\r\n"
            + f"Authorization: ApiKey {server.keys['owner']}\r\n".encode()
            + b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        )
        chunk, sent, answer = b" " * 65536, 0, b""
        sock.settimeout(0.02)
        try:
            while sent < 8 * MIB and not answer:
                sock.sendall(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
                sent += len(chunk)
                try:
                    answer = sock.recv(65536)
                except TimeoutError:
                    pass
        except (BrokenPipeError, ConnectionResetError, TimeoutError):
            pass  # the server stopped reading: it has answered
        sock.settimeout(10)
        while b"\r\n\r\n" not in answer or not answer.endswith(b"}"):
            more = sock.recv(65536)
            if not more:
                break
            answer += more
        sock.close()
    status_line, _, rest = answer.partition(b"\r\n")
    assert status_line == b"HTTP/1.1 413 Request Entity Too Large"
    assert json.loads(rest.partition(b"\r\n\r\n")[2]) == {"detail": f"Request body exceeded {MIB} bytes."}
    assert sent < 3 * MIB, f"the whole body was sent ({sent} bytes) before the answer"


def scrape(port: int) -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as response:
        return str(response.read().decode())


def sample(metrics: str, name: str, **labels: str) -> float:
    wanted = ",".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
    pattern = re.compile(rf"^{re.escape(name)}(\{{(.*)\}})? (\S+)$", re.M)
    for match in pattern.finditer(metrics):
        given = ",".join(sorted((match.group(2) or "").split(","))) if match.group(2) else ""
        if given == wanted or (not labels and not match.group(2)):
            return float(match.group(3))
    raise AssertionError(f"no sample {name}{{{wanted}}} in:\n{metrics}")


def test_metrics_of_every_worker_on_their_own_port(tmp_path: Path) -> None:
    metrics_port = free_port()
    settings = {
        "CANOPY_METRICS_PORT": str(metrics_port),
        "CANOPY_METRICS_DIR": str(tmp_path / "metrics"),
        "CANOPY_METRICS_SAMPLE_INTERVAL": "0.2",
        "CANOPY_MAIL_WORKER": "false",  # the emails recorded stay in the outbox: its gauges show them
        "CANOPY_JOB_MAX_ATTEMPTS": "1",  # a job of a kind no process handles ends failed at once
        "CANOPY_JOB_POLL_INTERVAL": "0.2",
    }
    with live_server(tmp_path, workers=2, settings=settings) as server:
        # Keep-alive-free requests: the kernel spreads new connections over both workers.
        statuses = [request(server, "/api/accounts/users/me/") for _ in range(20)]
        statuses += [request(server, "/api/accounts/users/me/", who=None) for _ in range(3)]
        roles = {m["auth_group_detail"]["name"]: m["auth_group"] for m in _members(server)}
        statuses.append(
            request(
                server,
                "/api/accounts/invitations/",
                method="POST",
                body={"email": "metered@example.org", "auth_group": roles["Viewer"]},
            )
        )
        assert statuses == [200] * 20 + [401] * 3 + [201]
        asyncio.run(_enqueue_unknown_job(tmp_path / "db.sqlite3"))
        # Sampled once the job has failed (which the invitation's email, recorded before, has been by then).
        # A round reads the pending jobs, then the failed ones: a job failing between the two reads
        # shows in both until the next round, so the scrape waits for a round after it.
        metrics = _scraped_when(
            metrics_port,
            lambda found: (sample(found, "canopy_jobs_failed"), sample(found, "canopy_jobs_pending")) == (1, 0),
        )
        with pytest.raises(urllib.error.HTTPError):  # not on the API's port
            urllib.request.urlopen(f"{server.url}/metrics", timeout=10)
    assert sample(metrics, "canopy_requests_total", code="A1", status="200") == 20
    assert sample(metrics, "canopy_requests_total", code="A1", status="401") == 3
    assert sample(metrics, "canopy_requests_total", code="I2", status="201") == 1
    assert sample(metrics, "canopy_request_duration_seconds_count", code="A1", status="200") == 20
    assert sample(metrics, "canopy_request_duration_seconds_bucket", code="A1", status="200", le="+Inf") == 20
    assert sample(metrics, "canopy_db_pool_size") >= 1
    assert sample(metrics, "canopy_db_pool_connections_in_use") >= 0
    assert sample(metrics, "canopy_outbox_emails_pending") == 1
    assert sample(metrics, "canopy_outbox_oldest_pending_age_seconds") > 0
    assert (sample(metrics, "canopy_jobs_failed"), sample(metrics, "canopy_jobs_pending")) == (1, 0)
    # Both workers answered and wrote samples (one file per process and kind).
    assert len({p.name.split("_")[-1] for p in (tmp_path / "metrics").glob("counter_*.db")}) == 2


async def _enqueue_unknown_job(database: Path) -> None:
    db = Database(Settings(mode="test", database_url=f"sqlite+aiosqlite:///{database}"))
    try:
        async with db.session() as session:
            workspace = await session.scalar(select(Company.id).order_by(Company.id).limit(1))
            assert workspace is not None
            await enqueue(session, workspace_id=workspace, kind="tests.nobody_handles", payload={})
            await session.commit()
    finally:
        await db.dispose()


def _scraped_when(port: int, condition: Callable[[str], bool], timeout: float = 30.0) -> str:
    """The metrics scraped once `condition` holds of them (the gauges are sampled on a timer)."""
    deadline = time.monotonic() + timeout
    while True:
        found = scrape(port)
        with contextlib.suppress(AssertionError):
            if condition(found):
                return found
        if time.monotonic() > deadline:
            pytest.fail(f"gave up after {timeout} s waiting for the metrics:\n{found}")
        time.sleep(0.1)


def _members(server: LiveServer) -> list[dict[str, object]]:
    with urllib.request.urlopen(
        urllib.request.Request(
            f"{server.url}/api/accounts/members/", headers={"Authorization": f"ApiKey {server.keys['owner']}"}
        ),
        timeout=10,
    ) as response:
        results: list[dict[str, object]] = json.loads(response.read())["results"]
        return results
