"""The database goes away under load and comes back: 503s while it is gone, no lost writes, no restart.

A private PostgreSQL cluster (the machine's binaries, a temporary data folder, a free port on
127.0.0.1, trust authentication) serves `canopy serve --combined --workers 1`. A few threads keep
reading (A1 /users/me/, M1 /members/) and writing (I2, invitation create) while the cluster is
stopped hard (`pg_ctl stop -m immediate`, as a crash would), left down for a few seconds and
started again. Decision database_unavailable: every request meanwhile answers 503 with a JSON
`detail` and Retry-After, never a 500 or a trace; the same server process serves again once the
database is back; every write acknowledged with a 2xx is in the database afterwards.
"""

from __future__ import annotations

import asyncio
import glob
import json
import os
import pwd
import re
import shutil
import subprocess
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg
import pytest

from tests.faults.conftest import Reply, Server, call, canopy_env, demo_keys, free_port, viewer_role

THREADS = 4
PAUSE = 0.01  # seconds between one thread's requests
REQUEST_TIMEOUT = 10.0
WARM_UP = 1.5  # seconds of traffic before the outage
OUTAGE = 4.0  # seconds the cluster stays down
RECOVERY_LIMIT = 30.0  # seconds after the cluster is back within which requests must succeed again
STEADY_AFTER = 3.0  # seconds of traffic after recovery, all of which must succeed
PG_TIMEOUT = 30  # seconds for pg_ctl start/stop
# What a response body must never carry: a trace, or the names of the internals that failed.
LEAKS = re.compile(rb"Traceback|File \"|asyncpg|sqlalchemy|psycopg|Exception", re.IGNORECASE)


def _postgres_binaries() -> Path | None:
    """The bin folder of the newest PostgreSQL installed the Debian way, or None."""
    folders = [Path(p).parent for p in glob.glob("/usr/lib/postgresql/*/bin/pg_ctl")]
    folders = [f for f in folders if (f / "initdb").exists() and (f / "postgres").exists()]

    def version(folder: Path) -> tuple[int, ...]:
        return tuple(int(part) for part in re.findall(r"\d+", folder.parent.name))

    return max(folders, key=version) if folders else None


class Cluster:
    """A PostgreSQL cluster of its own in a temporary folder, run as the postgres OS user when we are root."""

    def __init__(self, binaries: Path, folder: Path, port: int, runner: list[str]) -> None:
        self.binaries = binaries
        self.folder = folder
        self.data = folder / "data"
        self.port = port
        self.runner = runner  # prefix of every server-side command: runuser -u postgres -- (as root)

    def _run(self, *command: str, timeout: float = PG_TIMEOUT) -> None:
        result = subprocess.run(
            [*self.runner, *command],
            cwd=self.folder,  # postgres must be able to enter its working folder
            capture_output=True,
            text=True,
            timeout=timeout + 5,
            check=False,
        )
        assert result.returncode == 0, f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}\n{self.log()}"

    def init(self) -> None:
        self._run(
            str(self.binaries / "initdb"),
            "-D",
            str(self.data),
            "-U",
            "postgres",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
        )
        with open(self.data / "postgresql.conf", "a") as conf:
            conf.write(
                f"\nport = {self.port}\nlisten_addresses = '127.0.0.1'\n"
                f"unix_socket_directories = '{self.folder}'\nmax_connections = 100\n"
            )

    def start(self) -> None:
        pg_ctl = str(self.binaries / "pg_ctl")
        self._run(pg_ctl, "start", "-D", str(self.data), "-l", str(self.folder / "postgres.log"), "-w", "-t", "30")

    def stop(self, mode: str) -> None:
        self._run(str(self.binaries / "pg_ctl"), "stop", "-D", str(self.data), "-m", mode, "-w", "-t", "30")

    def running(self) -> bool:
        return (self.data / "postmaster.pid").exists()

    def log(self) -> str:
        path = self.folder / "postgres.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else ""

    def url(self, database: str) -> str:
        return f"postgresql+asyncpg://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> None:
        async def create() -> None:
            connection = await asyncpg.connect(host="127.0.0.1", port=self.port, user="postgres", database="postgres")
            try:
                await connection.execute(f'CREATE DATABASE "{name}"')
            finally:
                await connection.close()

        asyncio.run(create())


def _runner() -> list[str]:
    """How to run PostgreSQL's commands: as ourselves, or as the postgres user when we are root."""
    if os.geteuid() != 0:
        return []
    try:
        pwd.getpwnam("postgres")
    except KeyError:
        pytest.skip("running as root, and there is no postgres OS user to run PostgreSQL as")
    runuser = shutil.which("runuser")
    if runuser is None:
        pytest.skip("running as root, and runuser is missing (PostgreSQL refuses to run as root)")
    return [runuser, "-u", "postgres", "--"]


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    binaries = _postgres_binaries()
    if binaries is None:
        pytest.skip("no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (initdb, pg_ctl, postgres)")
    runner = _runner()
    # Not pytest's tmp_path: its folders are private to root, and the postgres user must write here.
    folder = Path(tempfile.mkdtemp(prefix="canopy-faults-pg-"))
    if runner:
        user = pwd.getpwnam("postgres")
        os.chown(folder, user.pw_uid, user.pw_gid)
    cluster = Cluster(binaries, folder, free_port(), runner)
    try:
        cluster.init()
        cluster.start()
        yield cluster
    finally:
        try:
            if cluster.running():
                cluster.stop("immediate")
        finally:
            shutil.rmtree(folder, ignore_errors=True)


@dataclass(frozen=True)
class Outcome:
    """One request of the stream: when it ran and what came back (status None: no HTTP answer)."""

    kind: str
    started: float
    finished: float
    status: int | None
    reply: Reply | None
    error: str = ""
    email: str = ""

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


@dataclass
class Stream:
    """Reads and writes from a few threads until stopped; every request's outcome is kept."""

    port: int
    key: str
    role: int
    outcomes: list[Outcome] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _stop: threading.Event = field(default_factory=threading.Event)
    _threads: list[threading.Thread] = field(default_factory=list)

    def start(self) -> None:
        for index in range(THREADS):
            thread = threading.Thread(target=self._run, args=(index,), name=f"stream-{index}", daemon=True)
            self._threads.append(thread)
            thread.start()

    def stop(self) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=REQUEST_TIMEOUT + 5)
        assert not any(thread.is_alive() for thread in self._threads), "a stream thread did not stop"

    def snapshot(self) -> list[Outcome]:
        with self._lock:
            return list(self.outcomes)

    def _run(self, index: int) -> None:
        kinds = ["me", "invite", "members"]
        turn = index
        while not self._stop.is_set():
            kind = kinds[turn % len(kinds)]
            turn += 1
            email = f"fault-{uuid.uuid4().hex}@example.org" if kind == "invite" else ""
            started = time.monotonic()
            reply: Reply | None = None
            error = ""
            try:
                if kind == "me":
                    reply = call(self.port, "GET", "/api/accounts/users/me/", self.key, timeout=REQUEST_TIMEOUT)
                elif kind == "members":
                    reply = call(self.port, "GET", "/api/accounts/members/", self.key, timeout=REQUEST_TIMEOUT)
                else:
                    body = {"email": email, "auth_group": self.role}
                    reply = call(self.port, "POST", "/api/accounts/invitations/", self.key, body, REQUEST_TIMEOUT)
            except Exception as exc:  # no HTTP answer at all: refused, reset, timed out
                error = f"{type(exc).__name__}: {exc}"
            outcome = Outcome(kind, started, time.monotonic(), reply.status if reply else None, reply, error, email)
            with self._lock:
                self.outcomes.append(outcome)
            time.sleep(PAUSE)


def _wait_for(condition: Callable[[], bool], timeout: float, what: str) -> float:
    """Poll until `condition` holds (at most `timeout` seconds); the time it took."""
    started = time.monotonic()
    while not condition():
        if time.monotonic() - started > timeout:
            raise AssertionError(f"{what}: not within {timeout:g} s")
        time.sleep(0.05)
    return time.monotonic() - started


def _problem(outcome: Outcome) -> str | None:
    """What is wrong with an answer that is neither a success nor the documented 503; None if fine."""
    if outcome.status is None:
        return f"no HTTP answer ({outcome.error})"
    assert outcome.reply is not None
    body = outcome.reply.body
    if LEAKS.search(body):
        return f"{outcome.status} with internals in the body: {body[:300]!r}"
    if outcome.ok:
        return None
    if outcome.status != 503:
        return f"{outcome.status} (expected 503 or a success): {body[:300]!r}"
    try:
        parsed = json.loads(body)
    except ValueError:
        return f"503 whose body is not JSON: {body[:300]!r}"
    if not (isinstance(parsed, dict) and set(parsed) == {"detail"} and isinstance(parsed["detail"], str)):
        return f'503 whose body is not {{"detail": "..."}}: {body[:300]!r}'
    if not outcome.reply.headers.get("content-type", "").startswith("application/json"):
        return f"503 with content type {outcome.reply.headers.get('content-type')!r}"
    if not outcome.reply.headers.get("retry-after", "").isdigit():
        return f"503 without a Retry-After of seconds: {outcome.reply.headers}"
    return None


def _stored_invitations(cluster: Cluster, database: str, ids: list[str]) -> set[str]:
    async def query() -> set[str]:
        connection = await asyncpg.connect(host="127.0.0.1", port=cluster.port, user="postgres", database=database)
        try:
            rows = await connection.fetch("SELECT id FROM invitations WHERE id = ANY($1::uuid[])", ids)
        finally:
            await connection.close()
        return {str(row["id"]) for row in rows}

    return asyncio.run(query())


def _stored_emails(cluster: Cluster, database: str) -> set[str]:
    async def query() -> set[str]:
        connection = await asyncpg.connect(host="127.0.0.1", port=cluster.port, user="postgres", database=database)
        try:
            rows = await connection.fetch("SELECT email FROM invitations WHERE email LIKE 'fault-%'")
        finally:
            await connection.close()
        return {str(row["email"]) for row in rows}

    return asyncio.run(query())


def test_requests_answer_503_while_the_database_is_down_and_succeed_again_without_a_restart(
    cluster: Cluster, servers: Callable[..., Server], tmp_path: Path
) -> None:
    database = "canopy_faults"
    cluster.create_database(database)
    env = canopy_env(cluster.url(database), tmp_path)
    keys = demo_keys(env, tmp_path)
    server = servers(env, tmp_path, "--workers", "1")
    role = viewer_role(server.port, keys["owner"])
    stream = Stream(server.port, keys["owner"], role)

    def successes_since(moment: float) -> list[Outcome]:
        return [o for o in stream.snapshot() if o.started >= moment and o.ok]

    stream.start()
    try:
        began = time.monotonic()
        _wait_for(
            lambda: time.monotonic() - began >= WARM_UP and any(o.kind == "invite" for o in successes_since(began)),
            10,
            "traffic before the outage",
        )
        stopping = time.monotonic()
        cluster.stop("immediate")
        down = time.monotonic()
        time.sleep(OUTAGE)
        restarting = time.monotonic()
        cluster.start()
        up = time.monotonic()
        _wait_for(lambda: bool(successes_since(up)), RECOVERY_LIMIT, "a success after the database came back")
        first_success = min(o.finished for o in successes_since(up))
        time.sleep(STEADY_AFTER)
    finally:
        stream.stop()
    outcomes = stream.outcomes
    context = f"\nunhandled errors in the server log: {server.unhandled()}\nserver log:\n{server.log_tail(10)}"

    # No answer other than a success or the documented 503, before, during or after the outage,
    # including while the cluster starts up again ("the database system is starting up", 57P03).
    problems = Counter(p for p in map(_problem, outcomes) if p is not None)
    assert not problems, f"unexpected answers: {problems.most_common(5)}{context}"
    before = [o for o in outcomes if o.finished < stopping]
    assert before and all(o.ok for o in before), "requests failed before the outage"

    # (a) While the database was down, every request answered the documented 503.
    during = [o for o in outcomes if o.started >= down and o.finished <= restarting]
    assert len(during) >= 10, f"only {len(during)} requests ran during the outage"
    assert all(o.status == 503 for o in during), Counter(o.status for o in during)
    assert {o.kind for o in during} == {"me", "members", "invite"}, "every kind of request ran during the outage"

    # (b) Recovery without a restart: requests succeed again within RECOVERY_LIMIT of the database
    # being back, and from the first success on, every request succeeds (no stale connection left).
    after = [o for o in outcomes if o.started > first_success]
    assert len(after) >= 20, f"only {len(after)} requests after recovery"
    failed_after = [o for o in after if not o.ok]
    assert not failed_after, f"{len(failed_after)} failures after recovery: {Counter(o.status for o in failed_after)}"

    # (d) The same server process served throughout, and is still serving.
    assert server.alive(), f"the server died:{context}"
    assert call(server.port, "GET", "/readyz").status == 200

    # (c) Every invitation acknowledged with a 2xx, before, during or after the outage, is stored.
    acknowledged = {o.reply.json()["id"]: o for o in outcomes if o.kind == "invite" and o.ok and o.reply}
    stored = _stored_invitations(cluster, database, sorted(acknowledged))
    lost = sorted(set(acknowledged) - stored)
    assert not lost, f"{len(lost)} acknowledged invitations are missing from the database: {lost[:5]}"
    # A write answered 503 may still have been committed (the commit itself cut off), never the reverse.
    refused = {o.email for o in outcomes if o.kind == "invite" and not o.ok}
    committed_anyway = len(refused & _stored_emails(cluster, database))

    # The server's own log tells the 503s as they were answered: an access line with 503 each,
    # no 500 and no traceback (their handlers run inside the app's middleware, see runtime/errors.py).
    records = server.records()
    logged_500 = sum(1 for r in records if r.get("name") == "canopy.access" and r.get("status") == 500)
    logged_503 = sum(1 for r in records if r.get("name") == "canopy.access" and r.get("status") == 503)
    tracebacks = sum(1 for r in records if str(r.get("message", "")).startswith("Exception in ASGI application"))
    unavailable = [o for o in outcomes if o.status == 503]
    assert (logged_500, tracebacks) == (0, 0)
    assert logged_503 == len(unavailable)
    last_failure = max(o.finished for o in unavailable)
    first_failure = min(o.started for o in unavailable)
    print(
        "\n[faults] database restart: "
        f"{len(outcomes)} requests, {len(unavailable)} answered 503 "
        f"({', '.join(f'{k} {n}' for k, n in sorted(Counter(o.kind for o in unavailable).items()))}), "
        f"0 other failures; cluster stopped in {down - stopping:.2f} s, down {restarting - down:.2f} s, "
        f"started in {up - restarting:.2f} s; first success {first_success - up:.3f} s after the database "
        f"was back (last 503 at {last_failure - up:+.3f} s); clients saw failures for "
        f"{first_success - first_failure:.2f} s; {len(acknowledged)} invitations acknowledged, all stored; "
        f"{len(refused)} refused, {committed_anyway} of them committed anyway; "
        f"{len(after)} requests after recovery, all successful; server pid {server.pid} never restarted; "
        f"server log: {logged_500} access lines with status 500, {tracebacks} 'Exception in ASGI application'"
    )
