"""Soak benchmark: mixed reads and writes at a steady rate for 10 minutes, with Locust: `make soak`.

Not a test and not run in CI (see bench/README.md, "make soak"). One fresh database (PostgreSQL by
default: `canopy_soak_<random>`, dropped at the end; or a SQLite file), `canopy migrate`, one
workspace with 200 members and an Owner's key (the admin functions, one session), then
`canopy serve --combined --workers 2` started here in a process group of its own. Locust
(headless, `constant_throughput`) runs this same file as its locustfile: every served operation
of the base host (A1-A3, M1-M2, I1-I8), each request named by its operation code, some writes
with an Idempotency-Key and a small share of deliberate retries of those, which must come back
replayed. First a short warm-up, whose figures are dropped; then the soak. The server's memory
(the RSS of its process group, from /proc) is sampled at the start, every minute and at the end.
When the PostgreSQL server has autovacuum off, the soak runs VACUUM (ANALYZE) in its place.

Any 5xx, connection error, unexpected answer (a status other than the operation's, a replay that
differs) or undelivered invitation email makes the run fail (exit 1). The table is printed and
written to bench/results/YYYY-MM-DD-soak.md. Everything listens on and connects to 127.0.0.1 only; every
wait is bounded; the server and Locust are stopped and the database dropped, also on failure.

Environment (all optional): SOAK_DURATION (s, 600), SOAK_WARMUP (s, 30), SOAK_RATE (requests/s,
80), SOAK_USERS (Locust users, 32), SOAK_DATABASE (postgresql or sqlite), SOAK_MEMBERS (200),
SOAK_SAMPLE_INTERVAL (s, 60), SOAK_VACUUM (auto, on or off), BENCH_WORKERS (2), BENCH_POSTGRES_URL
(postgresql+asyncpg://postgres@127.0.0.1:5432).
"""

from __future__ import annotations

import asyncio
import csv
import importlib.metadata
import importlib.util
import json
import os
import random
import secrets
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __name__ == "__main__":
    # The driver's imports. Locust's process (the load, below) imports none of the project, so it
    # starts whatever state the working tree is in, and quickly.
    import asyncpg
    from sqlalchemy import func, select
    from sqlalchemy.engine import make_url

    sys.path.insert(0, str(Path(__file__).resolve().parent))

    from measure.databases import (  # bench/ is a folder of scripts, not a package
        analyze,
        create_postgres_database,
        drop_database,
        maintenance_connection,
        seed_workspace,
        sessions_opened,
    )
    from measure.knobs import HOST, POSTGRES_URL, WORKERS
    from measure.machine import machine
    from measure.processes import children_cpu, cpu_by_process, cpu_seconds, database_cpu, machine_busy, memory_of
    from measure.results import write_results
    from measure.server import Server, get, request
    from measure.tools import BenchError, canopy, exit_on_sigterm, local_only

    from generated.operations import BY_CODE
    from handwritten.db.models import OutboxEmail
    from handwritten.db.session import Database
    from handwritten.settings import Settings

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent

DURATION = int(os.environ.get("SOAK_DURATION", "600"))
WARMUP = int(os.environ.get("SOAK_WARMUP", "30"))
RATE = float(os.environ.get("SOAK_RATE", "80"))  # requests/s, all users together
USERS = int(os.environ.get("SOAK_USERS", "32"))
DATABASE = os.environ.get("SOAK_DATABASE", "postgresql").strip()
MEMBERS = int(os.environ.get("SOAK_MEMBERS", "200"))  # members of the workspace, its Owner included
SAMPLE_INTERVAL = int(os.environ.get("SOAK_SAMPLE_INTERVAL", "60"))
# VACUUM (ANALYZE) of the soak's database after seeding and at every sample, in place of autovacuum:
# "auto" does it when the PostgreSQL server has autovacuum off (as this machine's has), "on" always,
# "off" never. Without statistics the planner takes every table for a row or so and picks nested
# loops that grow with the square of the rows (bench/README.md, "make soak").
VACUUM = os.environ.get("SOAK_VACUUM", "auto").strip()
# The anonymous lookup (I8) allows 30 requests a minute per client address by default, and every
# Locust user is the same address: the soak lifts it, and leaves the per-key limits as they are.
LOOKUP_RATE = os.environ.get("CANOPY_INVITATION_LOOKUP_RATE", "100000/minute")

OWNER_EMAIL = "owner@soak.example"
READABLE = 50  # pending invitations that only I3 and I8 read: never renewed or revoked
MEMORY_TOLERANCE = 0.10  # the end's RSS within 10% of the start's
MAIL_TIMEOUT = 120.0  # for the in-process mail workers to deliver what the soak recorded


def log(message: str) -> None:
    print(f"[soak {time.strftime('%H:%M:%S')}] {message}", flush=True)


# =============================================================================================
# The load: imported by Locust as its locustfile (`locust -f bench/soak.py`, started by main()).
# The driver below never imports Locust, whose gevent patches the standard library.
# =============================================================================================

if __name__ != "__main__" and "locust" in sys.modules:
    from collections.abc import Callable

    from locust import FastHttpUser, constant_throughput, events, task

    STATE: dict[str, Any] = json.loads(Path(os.environ["SOAK_STATE"]).read_text())
    TAG = secrets.token_hex(3)  # this Locust run's emails, so the warm-up's never meet the soak's
    EDITOR, VIEWER = STATE["roles"]["Editor"], STATE["roles"]["Viewer"]
    KEYED_SHARE = 0.5  # writes sent with an Idempotency-Key
    RESENT_SHARE = 0.3  # of those that succeed, kept for the retry task to send again

    @dataclass
    class Sent:
        """A keyed write that succeeded, to be sent again as a client would after losing the response."""

        code: str
        method: str
        path: str
        data: str
        key: str
        status: int
        content: bytes

    # Shared by the users of this Locust process. gevent runs them on one thread and switches only
    # at I/O, so no two users ever hold the same member, invitation or batch at once.
    readable: list[str] = list(STATE["readable"])  # pending; read by I3 and I8, never changed
    renewable: deque[str] = deque()  # I2's invitations; I6 renews one and puts back its successor
    batches: deque[tuple[str, int]] = deque()  # I4's (email fragment, size); I7 renews them, I5 revokes them
    members: deque[tuple[int, int]] = deque(random.sample(STATE["members"], len(STATE["members"])))
    resend: deque[Sent] = deque(maxlen=200)
    counter = iter(range(1, 1 << 62))
    statuses: defaultdict[str, Counter[int]] = defaultdict(Counter)  # per request name; 0: no response
    tally = Counter[str]()  # "unexpected" answers, "retries" sent, "replayed" as they should be
    problems: list[str] = []  # the first unexpected answers, for the report

    @events.quitting.add_listener
    def _write_counts(environment: Any, **_: Any) -> None:
        counts = {name: {str(s): n for s, n in c.items()} for name, c in statuses.items()}
        Path(os.environ["SOAK_COUNTS"]).write_text(
            json.dumps({"statuses": counts, "tally": dict(tally), "problems": problems})
        )

    M1_QUERIES = (
        "?limit=50",
        "?auth_group__name__in=Admin,Editor&search=first01&limit=10",
        "?ordering=-name&limit=20&offset=40",
        "?user__email__icontains=member01&ordering=user__last_name",
        "?auth_group__name=Viewer&ordering=-created_at&limit=25",
        "?user__last_name__istartswith=last00&ordering=-user__email&limit=100",
    )
    I1_QUERIES = (
        "?status=pending&ordering=-expires_at&limit=20",
        "?email__icontains={tag}&limit=50",
        "?auth_group__name=Viewer&status=pending,revoked&limit=20",
        "?search=soak&ordering=email&limit=10",
        "?status=revoked&ordering=-created_at&limit=10",
        "?auth_group__name__in=Editor,Viewer&ordering=status,-created_at&limit=25",
    )
    A2_QUERIES = ("", "?ordering=-name", "?search=soak", "?type=active&ordering=created_at")
    BULK_FILTERS = "/api/accounts/invitations/bulk-{}/"

    def keyed() -> bool:
        return random.random() < KEYED_SHARE

    def by_fragment(fragment: str) -> dict[str, Any]:
        return {"operations": [{"invitation_filters": {"email__icontains": fragment}}]}

    def counted(field: str, size: int) -> Callable[[Any], str | None]:
        """A check that the bulk operation's one result counts `size` invitations."""
        return lambda answer: None if answer["results"][0][field] == size else f"{field} is not {size}"

    class Soak(FastHttpUser):
        wait_time = constant_throughput(RATE / USERS)  # one request per task: RATE requests/s in all
        connection_timeout = 10.0
        network_timeout = 30.0

        def call(
            self,
            code: str,
            method: str,
            path: str,
            *,
            body: Any = None,
            expect: int = 200,
            key: bool = False,
            anonymous: bool = False,
            check: Callable[[Any], str | None] | None = None,
        ) -> Any:
            """One request named `code`; its JSON when it answered `expect` (and passed `check`), else None."""
            headers = {} if anonymous else {"Authorization": f"ApiKey {STATE['key']}"}
            data = None if body is None else json.dumps(body)
            idempotency_key = None
            if data is not None:
                headers["Content-Type"] = "application/json"
                if key:
                    idempotency_key = headers["Idempotency-Key"] = f"soak-{TAG}-{next(counter)}"
            with self.client.request(
                method, path, name=code, data=data, headers=headers, catch_response=True
            ) as response:
                status = response.status_code or 0
                statuses[code][status] += 1
                if status != expect:
                    return self.unexpected(response, f"{code} {method} {path}: {status} {(response.text or '')[:200]}")
                content = response.content or b""
                answer = json.loads(content) if content else None
                wrong = check(answer) if check is not None else None
                if wrong is not None:
                    return self.unexpected(response, f"{code} {method} {path}: {wrong}: {content[:200]!r}")
                if idempotency_key is not None and data is not None and random.random() < RESENT_SHARE:
                    resend.append(Sent(code, method, path, data, idempotency_key, status, content))
                return answer

        @staticmethod
        def unexpected(response: Any, message: str) -> None:
            response.failure(message)
            tally["unexpected"] += 1
            if len(problems) < 20:
                problems.append(message)

        # -- reads ---------------------------------------------------------------------------------

        @task(19)
        def a1_current_user(self) -> None:
            self.call("A1", "GET", "/api/accounts/users/me/")

        @task(5)
        def a2_workspaces(self) -> None:
            self.call("A2", "GET", "/api/accounts/workspaces/" + random.choice(A2_QUERIES))

        @task(14)
        def m1_members(self) -> None:
            self.call("M1", "GET", "/api/accounts/members/" + random.choice(M1_QUERIES))

        @task(12)
        def i1_invitations(self) -> None:
            self.call("I1", "GET", "/api/accounts/invitations/" + random.choice(I1_QUERIES).format(tag=TAG))

        @task(8)
        def i3_invitation(self) -> None:
            self.call("I3", "GET", f"/api/accounts/invitations/{random.choice(readable)}/")

        @task(8)
        def i8_preview(self) -> None:
            self.call("I8", "GET", f"/api/accounts/invitations/{random.choice(readable)}/preview/", anonymous=True)

        # -- writes --------------------------------------------------------------------------------

        @task(8)
        def i2_invite(self) -> None:
            body = {"email": f"soak{TAG}-s{next(counter)}@soak.example", "auth_group": random.choice((EDITOR, VIEWER))}
            created = self.call("I2", "POST", "/api/accounts/invitations/", body=body, expect=201, key=keyed())
            if created is not None:
                renewable.append(created["id"])

        @task(4)
        def i4_bulk_invite(self) -> None:
            fragment, size = f"soak{TAG}-b{next(counter)}-", random.randint(2, 5)
            ops = [{"email": f"{fragment}{i}@soak.example", "auth_group": VIEWER} for i in range(size)]
            answer = self.call(
                "I4",
                "POST",
                "/api/accounts/invitations/bulk/",
                body={"operations": ops},
                key=keyed(),
                check=lambda a: None if [r["status"] for r in a["results"]] == ["accepted"] * size else "rejections",
            )
            if answer is not None:
                batches.append((fragment, size))

        @task(3)
        def i5_bulk_revoke(self) -> None:
            if len(batches) < 10:  # keep some for I7: early on, create instead
                return self.i4_bulk_invite()
            fragment, size = batches.popleft()
            self.call(
                "I5",
                "POST",
                BULK_FILTERS.format("revocations"),
                body=by_fragment(fragment),
                key=keyed(),
                check=counted("revoked_count", size),
            )

        @task(5)
        def i6_renew(self) -> None:
            if not renewable:
                return self.i2_invite()
            invitation = renewable.popleft()
            body = {"invitation": invitation}
            renewed = self.call("I6", "POST", "/api/accounts/invitations/renew/", body=body, expect=201, key=keyed())
            renewable.append(renewed["id"] if renewed is not None else invitation)

        @task(2)
        def i7_bulk_renew(self) -> None:
            if not batches:
                return self.i4_bulk_invite()
            fragment, size = batches.popleft()
            self.call(
                "I7",
                "POST",
                BULK_FILTERS.format("renewals"),
                body=by_fragment(fragment),
                key=keyed(),
                check=counted("renewed_count", size),
            )
            batches.append((fragment, size))  # renewed: the same emails are pending again

        @task(5)
        def m2_change_role(self) -> None:
            member, role = members.popleft()  # an Editor or a Viewer, never the Owner
            new = VIEWER if role == EDITOR else EDITOR
            changed = self.call(
                "M2",
                "PATCH",
                f"/api/accounts/members/{member}/",
                body={"auth_group": new},
                key=keyed(),
                check=lambda a: None if a["auth_group"] == new else "another role",
            )
            members.append((member, new if changed is not None else role))

        @task(3)
        def a3_switch(self) -> None:
            body = {"company_id": STATE["workspace"]}  # the same workspace: the active one stays
            self.call("A3", "POST", "/api/accounts/workspaces/switch/", body=body, key=keyed())

        # -- retries: a keyed write sent again must be replayed, not run again ---------------------

        @task(4)
        def retry(self) -> None:
            if not resend:
                return self.a1_current_user()
            sent = resend.popleft()
            name = f"{sent.code} retry"
            headers = {
                "Authorization": f"ApiKey {STATE['key']}",
                "Content-Type": "application/json",
                "Idempotency-Key": sent.key,
            }
            with self.client.request(
                sent.method, sent.path, name=name, data=sent.data, headers=headers, catch_response=True
            ) as response:
                status = response.status_code or 0
                statuses[name][status] += 1
                tally["retries"] += 1
                replayed = (response.headers or {}).get("Idempotent-Replayed") == "true"
                same = response.content == sent.content
                if status != sent.status or not same or not replayed:
                    return self.unexpected(
                        response,
                        f"{name}: {status} (first {sent.status}), Idempotent-Replayed {replayed}, same body {same}",
                    )
                tally["replayed"] += 1


# =============================================================================================
# The driver: `python bench/soak.py` (make soak).
# =============================================================================================


@dataclass
class Sample:
    label: str
    elapsed: float  # seconds since the soak started
    rss: int  # bytes, the server's process group
    pss: int  # bytes, the same processes' proportional share (shared pages counted once)
    processes: int
    # CPU seconds so far: the server's processes, every postgres process, Locust, the whole machine
    server_cpu: float
    postgres_cpu: float
    locust_cpu: float
    busy: float
    requests: int | None  # Locust's count so far, from its history (written every few seconds)
    at: float | None  # Locust's time of that count (epoch seconds)


@dataclass
class Soaked:
    machine: list[tuple[str, str]] = field(default_factory=list)
    stats: list[dict[str, str]] = field(default_factory=list)  # Locust's per-name rows, Aggregated last
    statuses: dict[str, dict[str, int]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    tally: dict[str, int] = field(default_factory=dict)  # unexpected answers, retries, replayed
    samples: list[Sample] = field(default_factory=list)
    wall: float = 0.0  # seconds of the soak, Locust's start to its exit
    postgres: bool = False  # the soak's database is PostgreSQL's
    sessions: int | None = None
    database_size: tuple[int, int] | None = None  # bytes, at the start and at the end
    mail: tuple[int, int] | None = None  # (delivered, recorded)
    failures: list[str] = field(default_factory=list)


# -- the database -------------------------------------------------------------------------------


async def autovacuum_on(database_url: str) -> bool:
    connection = await maintenance_connection(database_url)
    try:
        return str(await connection.fetchval("SHOW autovacuum")) == "on"
    finally:
        await connection.close()


async def postgres_size(database_url: str) -> int:
    connection = await maintenance_connection(database_url)
    try:
        return int(await connection.fetchval("SELECT pg_database_size($1)", make_url(database_url).database))
    finally:
        await connection.close()


def database_size(database_url: str) -> int:
    if database_url.startswith("sqlite"):
        path = Path(make_url(database_url).database or "")
        return sum(p.stat().st_size for p in path.parent.glob(path.name + "*"))
    return asyncio.run(asyncio.wait_for(postgres_size(database_url), 30))


async def seed(database_url: str) -> str:
    """One workspace with MEMBERS members (an Owner, then Admins, Editors and Viewers); the Owner's key."""
    _, key = await seed_workspace(database_url, name="Soak Cocoa", members=MEMBERS, domain="soak.example")
    return key


async def emails_recorded(database_url: str) -> int:
    db = Database(Settings(database_url=database_url))
    try:
        async with db.session() as session:
            return int(await session.scalar(select(func.count()).select_from(OutboxEmail)) or 0)
    finally:
        await db.dispose()


def wait_for_mail(maildir: Path, database_url: str) -> tuple[int, int]:
    """(emails in the maildir, emails recorded), once every one is delivered or after MAIL_TIMEOUT."""
    recorded = asyncio.run(asyncio.wait_for(emails_recorded(database_url), 30))
    deadline = time.monotonic() + MAIL_TIMEOUT
    while True:
        delivered = len(list((maildir / "new").iterdir())) if (maildir / "new").is_dir() else 0
        if delivered >= recorded or time.monotonic() > deadline:
            return delivered, recorded
        time.sleep(0.5)


# -- the state the load starts from -------------------------------------------------------------


def prepare(port: int, key: str) -> dict[str, Any]:
    """The workspace, the role ids, the Editors and Viewers, and READABLE pending invitations."""
    status, me = request(port, "GET", "/api/accounts/users/me/", key)
    if status != 200 or me.get("email") != OWNER_EMAIL:
        raise BenchError(f"A1 answered {status}: {str(me)[:300]}")
    status, page = request(port, "GET", "/api/accounts/members/?limit=1000", key)
    if status != 200 or page.get("count") != MEMBERS:
        raise BenchError(f"M1 answered {status} (count {page.get('count')}, expected {MEMBERS}): {str(page)[:300]}")
    roles = {m["auth_group_detail"]["name"]: m["auth_group"] for m in page["results"] if m["auth_group_detail"]}
    if not {"Owner", "Editor", "Viewer"} <= roles.keys():
        raise BenchError(f"the seeded roles are missing from M1: {sorted(roles)}")
    ops = [{"email": f"soak-readable-{n}@soak.example", "auth_group": roles["Viewer"]} for n in range(READABLE)]
    status, created = request(port, "POST", "/api/accounts/invitations/bulk/", key, {"operations": ops})
    if status != 200 or [r["status"] for r in created["results"]] != ["accepted"] * READABLE:
        raise BenchError(f"I4 answered {status}: {str(created)[:300]}")
    return {
        "key": key,
        "workspace": me["company"]["id"],
        "roles": roles,
        "readable": [r["invitation"]["id"] for r in created["results"]],
        "members": [],  # read again before each Locust run (M2 changes them)
    }


def members_to_toggle(port: int, key: str, roles: dict[str, int]) -> list[tuple[int, int]]:
    """(member id, role id) of every Editor and Viewer: M2 moves them between the two, never the Owner."""
    status, page = request(port, "GET", "/api/accounts/members/?auth_group__name__in=Editor,Viewer&limit=1000", key)
    if status != 200:
        raise BenchError(f"M1 answered {status}: {str(page)[:300]}")
    found = [(m["id"], m["auth_group"]) for m in page["results"]]
    if not found or any(role not in (roles["Editor"], roles["Viewer"]) for _, role in found):
        raise BenchError(f"unexpected members to toggle: {found[:5]}")
    return found


# -- Locust -------------------------------------------------------------------------------------


class Locust:
    """`locust -f bench/soak.py --headless` for a bounded time, in a process group of its own."""

    def __init__(self, port: int, seconds: int, state: dict[str, Any], workdir: Path, label: str) -> None:
        self.prefix = workdir / label
        self.counts_path = workdir / f"{label}-counts.json"
        state_path = workdir / f"{label}-state.json"
        state_path.write_text(json.dumps(state))
        self.seconds = seconds
        self.log_path = workdir / f"{label}-locust.log"
        self.log_file = self.log_path.open("wb")
        command = [sys.executable, "-m", "locust", "-f", str(Path(__file__).resolve()), "--headless"]
        command += ["--users", str(USERS), "--spawn-rate", str(USERS), "--run-time", f"{seconds}s"]
        command += ["--host", f"http://{HOST}:{port}", "--csv", str(self.prefix), "--only-summary"]
        command += ["--stop-timeout", "10", "--exit-code-on-error", "0", "--loglevel", "WARNING"]
        env = {**os.environ, "SOAK_STATE": str(state_path), "SOAK_COUNTS": str(self.counts_path)}
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=self.log_file, stderr=subprocess.STDOUT, start_new_session=True
        )

    def log_tail(self) -> str:
        self.log_file.flush()
        return self.log_path.read_text(errors="replace")[-3000:]

    def deadline(self) -> float:
        return self.started + self.seconds + 90  # spawn, the stop timeout, writing the files

    def wait(self) -> None:
        try:
            code = self.process.wait(timeout=max(1.0, self.deadline() - time.monotonic()))
        except subprocess.TimeoutExpired:
            raise BenchError(f"Locust did not stop within {self.seconds + 90} s:\n{self.log_tail()}") from None
        if code != 0:
            raise BenchError(f"Locust exited with {code}:\n{self.log_tail()}")
        if not self.counts_path.exists():
            raise BenchError(f"Locust wrote no counts:\n{self.log_tail()}")

    def stop(self) -> None:
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=20)
            except ProcessLookupError:
                pass
        self.log_file.close()

    def progress(self) -> tuple[int, float] | None:
        """(requests so far, when), from the last Aggregated row of Locust's history."""
        try:
            with open(f"{self.prefix}_stats_history.csv", newline="") as history:
                rows = [r for r in csv.DictReader(history) if r.get("Name") == "Aggregated"]
            return int(rows[-1]["Total Request Count"]), float(rows[-1]["Timestamp"])
        except (OSError, LookupError, ValueError):
            return None

    def stats(self) -> list[dict[str, str]]:
        with open(f"{self.prefix}_stats.csv", newline="") as stats:
            return list(csv.DictReader(stats))

    def counts(self) -> dict[str, Any]:
        counts: dict[str, Any] = json.loads(self.counts_path.read_text())
        return counts


def bad_answers(counts: dict[str, Any]) -> tuple[int, int, int]:
    """(5xx, connection errors, other unexpected answers) in Locust's counts."""
    server = connection = 0
    for by_status in counts["statuses"].values():
        for status, n in by_status.items():
            if int(status) >= 500:
                server += n
            elif int(status) == 0:
                connection += n
    return server, connection, int(counts["tally"].get("unexpected", 0))


# -- the soak -----------------------------------------------------------------------------------


def soak(workdir: Path, result: Soaked) -> None:
    dropped: str | None = None
    server: Server | None = None
    locust: Locust | None = None
    notes: dict[str, str] = {}
    try:
        if DATABASE == "sqlite":
            database_url = f"sqlite+aiosqlite:///{workdir / 'soak.sqlite3'}"
        elif DATABASE == "postgresql":
            local_only(POSTGRES_URL)
            database_url, notes["PostgreSQL"] = asyncio.run(
                asyncio.wait_for(create_postgres_database("canopy_soak"), 30)
            )
            dropped = database_url
            result.postgres = True
            log(f"postgresql: created database {make_url(database_url).database}")
        else:
            raise BenchError(f"unknown SOAK_DATABASE {DATABASE!r}: expected postgresql or sqlite")
        maildir = workdir / "mail"
        # Read by the server started below: invitation emails go to a maildir of the soak's own
        # (delivered by the server's processes, as `make run` does), the anonymous lookup is not throttled.
        os.environ["CANOPY_MAILDIR"] = str(maildir)
        os.environ["CANOPY_INVITATION_LOOKUP_RATE"] = LOOKUP_RATE
        env = {**os.environ, "CANOPY_DATABASE_URL": database_url}
        done = subprocess.run(
            canopy() + ["migrate"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False
        )
        if done.returncode != 0:
            raise BenchError(f"canopy migrate failed ({done.returncode}):\n{done.stdout}{done.stderr}")
        started = time.monotonic()
        key = asyncio.run(asyncio.wait_for(seed(database_url), 300))
        log(f"{DATABASE}: migrated, seeded {MEMBERS} members in {time.monotonic() - started:.1f} s")
        if VACUUM not in ("auto", "on", "off"):
            raise BenchError(f"unknown SOAK_VACUUM {VACUUM!r}: expected auto, on or off")
        vacuuming = False
        if dropped is not None:
            autovacuum = asyncio.run(asyncio.wait_for(autovacuum_on(database_url), 30))
            vacuuming = VACUUM == "on" or (VACUUM == "auto" and not autovacuum)
            notes["autovacuum"] = f"{'on' if autovacuum else 'off'} on this server" + (
                f"; the soak runs VACUUM (ANALYZE) of its database after seeding and every {SAMPLE_INTERVAL} s"
                if vacuuming
                else "; the soak runs no VACUUM of its own"
            )

        def maintain() -> None:
            if vacuuming:
                began = time.monotonic()
                asyncio.run(asyncio.wait_for(analyze(database_url), 120))
                log(f"VACUUM (ANALYZE) in {time.monotonic() - began:.2f} s")

        maintain()

        server = Server(database_url, workdir / "server.log")
        server.wait_ready(key)
        state = prepare(server.port, key)
        log(f"server on {HOST}:{server.port} ({WORKERS} workers) answers; {READABLE} invitations to read")

        if WARMUP > 0:
            log(f"warm-up: {WARMUP} s at {RATE:g} requests/s")
            state["members"] = members_to_toggle(server.port, key, state["roles"])
            locust = Locust(server.port, WARMUP, state, workdir, "warmup")
            locust.wait()
            locust.stop()
            server_errors, connection_errors, problems = bad_answers(locust.counts())
            if server_errors or connection_errors or problems:
                raise BenchError(
                    f"the warm-up saw {server_errors} 5xx, {connection_errors} connection errors and "
                    f"{problems} unexpected answers: {locust.counts()['problems'][:5]}\n{server.log_tail()}"
                )

        state["members"] = members_to_toggle(server.port, key, state["roles"])
        maintain()
        size_before = database_size(database_url)
        sessions_before = asyncio.run(sessions_opened(database_url)) if dropped else None
        locust_before = children_cpu()  # the warm-up's Locust
        group = server.process.pid
        # PostgreSQL backends come and go: count each one's CPU time from when it was first seen,
        # so one that exits does not take its past time with it (its last moments are lost).
        postgres_of = (lambda: database_cpu(make_url(database_url).database or "")) if dropped else dict
        postgres_seen: dict[int, float] = postgres_of()
        postgres_cpu = 0.0

        def sample(label: str, progress: tuple[int, float] | None, locust_cpu: float) -> Sample:
            nonlocal postgres_seen, postgres_cpu
            postgres_now = postgres_of()
            postgres_cpu += sum(max(t - postgres_seen.get(p, 0.0), 0.0) for p, t in postgres_now.items())
            postgres_seen = postgres_now
            rss, pss, processes = memory_of(group)
            taken = Sample(
                label,
                time.monotonic() - soak_started,
                rss,
                pss,
                processes,
                sum(cpu_by_process(group=group).values()),
                postgres_cpu,
                locust_cpu,
                machine_busy()[0],
                progress[0] if progress else None,
                progress[1] if progress else None,
            )
            result.samples.append(taken)
            log(
                f"{label}: server RSS {rss / 2**20:,.1f} MiB (PSS {pss / 2**20:,.1f} MiB, {processes} processes)"
                + (f", {progress[0]:,} requests" if progress else "")
            )
            return taken

        log(f"soak: {DURATION} s at {RATE:g} requests/s, {USERS} Locust users")
        soak_started = time.monotonic()
        sample("start", (0, time.time()), 0.0)
        locust = Locust(server.port, DURATION, state, workdir, "soak")
        n = 1
        while n * SAMPLE_INTERVAL < DURATION - 1:  # the end is sampled below
            due = soak_started + n * SAMPLE_INTERVAL
            try:
                locust.process.wait(timeout=max(0.0, due - time.monotonic()))
                break  # Locust stopped early: wait() below says why
            except subprocess.TimeoutExpired:
                label = f"minute {n * SAMPLE_INTERVAL // 60}" if SAMPLE_INTERVAL % 60 == 0 else f"sample {n}"
                sample(label, locust.progress(), cpu_seconds(group=locust.process.pid))
                maintain()
                n += 1
        locust.wait()
        result.wall = time.monotonic() - soak_started
        result.stats = locust.stats()
        total = int(result.stats[-1]["Request Count"])
        sample("end", (total, time.time()), children_cpu() - locust_before)
        locust.stop()
        if dropped:
            result.sessions = asyncio.run(sessions_opened(database_url)) - (sessions_before or 0)
        result.database_size = (size_before, database_size(database_url))
        counts = locust.counts()
        result.statuses, result.problems, result.tally = counts["statuses"], counts["problems"], counts["tally"]

        server_errors, connection_errors, problems = bad_answers(counts)
        if server_errors:
            result.failures.append(f"{server_errors} responses were 5xx")
        if connection_errors:
            result.failures.append(f"{connection_errors} requests got no response (connection errors)")
        if problems:
            result.failures.append(f"{problems} unexpected answers, such as: {result.problems[0]}")

        status, body = get(server.port, "/api/accounts/users/me/", key)
        if status != 200:
            result.failures.append(f"A1 answered {status} after the soak: {body[:200]!r}")
        result.mail = wait_for_mail(maildir, database_url)
        if result.mail[0] != result.mail[1]:
            result.failures.append(f"{result.mail[1] - result.mail[0]} of {result.mail[1]} emails were not delivered")
        log(f"mail: {result.mail[0]:,} of {result.mail[1]:,} invitation emails delivered")
        if server_errors:
            log(f"server log:\n{server.log_tail()}")
    finally:
        if locust is not None:
            locust.stop()
        if server is not None:
            server.stop()
        if dropped is not None:
            try:
                asyncio.run(asyncio.wait_for(drop_database(dropped), 120))
                log(f"postgresql: dropped database {make_url(dropped).database}")
            except Exception as exc:  # report, and go on cleaning up
                log(f"postgresql: could not drop {make_url(dropped).database}: {exc}")
        result.machine = soak_machine(notes)


# -- the report ---------------------------------------------------------------------------------


def soak_machine(notes: dict[str, str]) -> list[tuple[str, str]]:
    """measure/machine.py's rows, with Locust's version, the database and the soak's load."""
    rows = machine(None, {"Locust": importlib.metadata.version("locust"), "database": DATABASE, **notes}, load=False)
    rows.append(
        (
            "load",
            f"Locust, {USERS} users, constant_throughput {RATE / USERS:g}/s each ({RATE:g} requests/s), "
            f"{DURATION} s after a {WARMUP} s warm-up, same machine",
        )
    )
    rows.append(("server", f"canopy serve --combined --workers {WORKERS} --log-level warning"))
    return rows


def _order(name: str) -> tuple[int, str]:
    return (1 if name.endswith("retry") else 0, name)


def _per_second(later: Sample, earlier: Sample) -> dict[str, float]:
    """Cores busy between two samples: the server, PostgreSQL, Locust, and other work on the machine."""
    seconds = max(later.elapsed - earlier.elapsed, 1e-9)
    server = later.server_cpu - earlier.server_cpu
    postgres = later.postgres_cpu - earlier.postgres_cpu
    locust = later.locust_cpu - earlier.locust_cpu
    other = max(later.busy - earlier.busy - server - postgres - locust, 0.0)
    return {
        "server": server / seconds,
        "postgres": postgres / seconds,
        "locust": locust / seconds,
        "other": other / seconds,
    }


def report(result: Soaked) -> str:
    lines = ["| | |", "| --- | --- |"] + [f"| {name} | {value} |" for name, value in result.machine]
    statuses = result.statuses
    server_errors = sum(n for by in statuses.values() for s, n in by.items() if int(s) >= 500)
    connection_errors = sum(n for by in statuses.values() for s, n in by.items() if int(s) == 0)
    total = next((r for r in result.stats if r["Name"] == "Aggregated"), None)
    if total is not None:
        lines += [
            "",
            "| code | operation | requests | requests/s | 5xx | other failures | p50 (ms) | p99 (ms) | max (ms) |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        rows = sorted((r for r in result.stats if r["Name"] != "Aggregated"), key=lambda r: _order(r["Name"]))
        for r in rows + [total]:
            name = r["Name"]
            if r is total:
                name, what, by_status = "all", "", {s: n for by in statuses.values() for s, n in by.items()}
                server = server_errors
            else:
                operation = BY_CODE[name.split()[0]]
                what = f"{operation.method} `{operation.path}`"
                if name.endswith("retry"):
                    what = f"{operation.method} again, same Idempotency-Key and body"
                by_status = statuses.get(name, {})
                server = sum(n for s, n in by_status.items() if int(s) >= 500)
            count = int(r["Request Count"])
            lines.append(
                f"| {name} | {what} | {count:,} | {count / result.wall:.1f} | {server} "
                f"| {int(r['Failure Count']) - server} | {r['50%']} | {r['99%']} | {float(r['Max Response Time']):,.0f} |"
            )
        lines += ["", "Percentiles are Locust's, in whole milliseconds (it rounds to two significant digits)."]
    if len(result.samples) >= 2:
        lines += [
            "",
            "| sample | server RSS (MiB) | PSS (MiB) | requests | requests/s | server CPU (cores) "
            "| PostgreSQL CPU (cores) | other work (cores) |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        previous: Sample | None = None
        for s in result.samples:
            rate = server = postgres = other = "–"
            if previous is not None:
                if s.requests is not None and previous.requests is not None and s.at and previous.at:
                    rate = f"{(s.requests - previous.requests) / max(s.at - previous.at, 1e-9):.1f}"
                cores = _per_second(s, previous)
                server, postgres, other = (f"{cores[k]:.2f}" for k in ("server", "postgres", "other"))
                postgres = postgres if result.postgres else "–"
            requests = f"{s.requests:,}" if s.requests is not None else "–"
            lines.append(
                f"| {s.label} ({s.elapsed:.0f} s) | {s.rss / 2**20:,.1f} | {s.pss / 2**20:,.1f} | {requests} "
                f"| {rate} | {server} | {postgres} | {other} |"
            )
            previous = s
        lines += [
            "",
            "Figures per row are for the time since the row above (requests/s from Locust's history, written "
            "every few seconds). Other work: CPU time of everything but the server, PostgreSQL and Locust.",
        ]
        start, end = result.samples[0], result.samples[-1]
        growth = (end.rss - start.rss) / start.rss if start.rss else 0.0
        within = "yes" if abs(growth) <= MEMORY_TOLERANCE else "**no**"
        lines += [
            "",
            f"Server memory (sum of the RSS of its {end.processes} processes): {start.rss / 2**20:,.1f} MiB at the "
            f"start, {end.rss / 2**20:,.1f} MiB at the end ({growth:+.1%}): within {MEMORY_TOLERANCE:.0%} of the "
            f"start: {within}. PSS {start.pss / 2**20:,.1f} → {end.pss / 2**20:,.1f} MiB.",
        ]
        if total is not None:
            count = max(int(total["Request Count"]), 1)
            seconds = end.elapsed - start.elapsed
            cores = _per_second(end, start)
            per_request = {k: v * seconds * 1000 / count for k, v in cores.items()}
            postgres = f"PostgreSQL {per_request['postgres']:.2f} ms, " if result.postgres else ""
            lines.append(
                f"CPU time per request: server {per_request['server']:.2f} ms, {postgres}Locust "
                f"{per_request['locust']:.2f} ms; other work on the machine {cores['other']:.2f} cores on average."
            )
    if total is not None:
        count = int(total["Request Count"])
        lines += [
            f"Requests: {count:,} in {result.wall:.0f} s, {count / result.wall:.1f} requests/s (target {RATE:g}); "
            f"5xx: {server_errors}; connection errors: {connection_errors}; unexpected answers: "
            f"{result.tally.get('unexpected', 0)}.",
            f"Idempotency: {result.tally.get('retries', 0):,} retries of keyed writes, "
            f"{result.tally.get('replayed', 0):,} replayed (the stored status and body, Idempotent-Replayed: true).",
        ]
    if result.database_size is not None:
        before, after = result.database_size
        line = f"Database size: {before / 2**20:,.1f} MiB at the start, {after / 2**20:,.1f} MiB at the end"
        if result.sessions is not None:
            line += f"; PostgreSQL sessions opened during the soak: {result.sessions}"
        lines.append(line + ".")
    if result.mail is not None:
        lines.append(
            f"Invitation emails delivered by the server's processes: {result.mail[0]:,} of {result.mail[1]:,}."
        )
    lines += [
        "",
        f"Result: **{'failed' if result.failures else 'passed'}** (it fails on any 5xx, connection error, "
        "unexpected answer or undelivered email).",
    ]
    for failure in result.failures:
        lines.append(f"\nFailed: {failure}")
    return "\n".join(lines) + "\n"


def main() -> int:
    exit_on_sigterm()
    if importlib.util.find_spec("locust") is None:
        log("Locust is missing: `make soak` installs it (pip install -e '.[dev,bench]')")
        return 1
    result = Soaked()
    with tempfile.TemporaryDirectory(prefix="canopy-soak-") as tmp:
        try:
            soak(Path(tmp), result)
        except (BenchError, OSError, subprocess.TimeoutExpired, TimeoutError, asyncpg.PostgresError) as exc:
            result.failures.append(str(exc))
            log(f"FAILED: {exc}")
    table = report(result)
    print()
    print(table)
    write_results("soak", "Soak: mixed reads and writes at a steady rate", "make soak", table)
    return 1 if result.failures else 0


if __name__ == "__main__":
    sys.exit(main())
