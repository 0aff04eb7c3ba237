"""Load benchmark of A1 and M1 with wrk, on SQLite and on PostgreSQL: `make bench` (see bench/README.md).

For each database: a fresh database (a SQLite file in a temporary folder; a PostgreSQL database
with a random name, dropped at the end), `canopy migrate`, one workspace with 1,000 members and
an Owner's key (the admin functions, one session), `canopy serve --combined` started here, a check
that both operations answer 200, a warm-up, then wrk for a bounded time per operation. The table
is printed and written to bench/results.md, and the figures of bench/README.md are replaced.

Everything listens on and connects to 127.0.0.1 only. Every wait is bounded.

Environment (all optional): BENCH_DURATION (s, 15), BENCH_WARMUP (s, 5), BENCH_CONNECTIONS (32),
BENCH_THREADS (2), BENCH_WORKERS (2), BENCH_DATABASES ("sqlite,postgresql"),
BENCH_POSTGRES_URL (postgresql+asyncpg://postgres@127.0.0.1:5432).
"""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import platform
import re
import resource
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import asyncpg
from sqlalchemy.engine import make_url

from handwritten.db.session import Database
from handwritten.domain.roles import Role
from handwritten.services import admin
from handwritten.settings import Settings

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
HOST = "127.0.0.1"

DURATION = int(os.environ.get("BENCH_DURATION", "15"))
WARMUP = int(os.environ.get("BENCH_WARMUP", "5"))
CONNECTIONS = int(os.environ.get("BENCH_CONNECTIONS", "32"))
THREADS = int(os.environ.get("BENCH_THREADS", "2"))
# Two workers on a two-core machine: a worker is one event loop on one thread, so it never uses
# more than one core; two can keep both cores busy. More would only share the same two cores
# (with wrk and PostgreSQL) at the cost of context switches and more database connections.
WORKERS = int(os.environ.get("BENCH_WORKERS", "2"))
DATABASES = [d.strip() for d in os.environ.get("BENCH_DATABASES", "sqlite,postgresql").split(",") if d.strip()]
POSTGRES_URL = os.environ.get("BENCH_POSTGRES_URL", f"postgresql+asyncpg://postgres@{HOST}:5432")
MEMBERS = 1000  # members of the workspace, its Owner included

TARGET_RPS = 1500.0  # A1 on PostgreSQL, on the two-core machine
TARGET_P99_MS = 50.0

A1 = ("A1", "/api/accounts/users/me/")
M1 = ("M1", "/api/accounts/members/?limit=100")

START_TIMEOUT = 60.0  # seconds for the server to answer
STOP_TIMEOUT = 15.0


class BenchError(Exception):
    pass


@dataclass
class Result:
    database: str
    operation: str
    path: str
    rps: float
    p50_ms: float
    p99_ms: float
    requests: int
    non_2xx: int
    socket_errors: int
    server_cpu_ms: float  # CPU time of the server's processes per request
    postgres_cpu_ms: float | None  # CPU time of every postgres process on the machine per request
    other_cores: float  # cores busy with anything but the server, postgres and wrk during the run
    # PostgreSQL sessions opened in the benchmark's database during the run: anything above 0
    # is a pool closing connections and opening new ones, each a new backend process.
    sessions_opened: int | None
    busiest_worker: float  # the busiest worker's share of the server's CPU time (1/WORKERS when even)

    @property
    def errors(self) -> int:
        return self.non_2xx + self.socket_errors


# ---------------------------------------------------------------------------------------------
# tools


def log(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", flush=True)


def run(command: list[str], *, timeout: float, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=timeout, check=False)
    if done.returncode != 0:
        raise BenchError(f"{' '.join(command[:3])} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout


def ensure_wrk() -> str:
    found = shutil.which("wrk")
    if found:
        return found
    if os.geteuid() != 0:
        raise BenchError("wrk is missing: install it (Debian: apt-get install -y wrk)")
    log("installing wrk (apt-get install -y wrk)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = ["apt-get", "install", "-y", "-q", "wrk"]
    if subprocess.run(install, env=env, capture_output=True, timeout=300, check=False).returncode != 0:
        subprocess.run(["apt-get", "update", "-q"], env=env, capture_output=True, timeout=300, check=False)
        run(install, timeout=300, env=env)
    found = shutil.which("wrk")
    if not found:
        raise BenchError("wrk is still missing after apt-get install")
    return found


def canopy() -> list[str]:
    script = Path(sys.executable).parent / "canopy"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "from handwritten.cli import main; main()"]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        port: int = sock.getsockname()[1]
        return port


def get(port: int, path: str, key: str, timeout: float = 5.0) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection(HOST, port, timeout=timeout)
    try:
        connection.request("GET", path, headers={"Authorization": f"ApiKey {key}"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def cpu_seconds(*, group: int | None = None, command: str | None = None) -> float:
    """User and system CPU time of the processes of a process group, or of those with a command name."""
    return sum(cpu_by_process(group=group, command=command).values())


def cpu_by_process(*, group: int | None = None, command: str | None = None) -> dict[int, float]:
    tick = os.sysconf("SC_CLK_TCK")
    found: dict[int, float] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2 :].split()
        if (group is not None and int(fields[2]) == group) or (command is not None and name == command):
            found[int(entry)] = (int(fields[11]) + int(fields[12])) / tick
    return found


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def machine_busy() -> tuple[float, float]:
    """Busy and total CPU seconds of the whole machine so far (all cores), from /proc/stat."""
    tick = os.sysconf("SC_CLK_TCK")
    fields = [int(n) for n in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle and iowait
    return (sum(fields[:8]) - idle) / tick, sum(fields[:8]) / tick


def local_only(url: str) -> None:
    host = make_url(url).host
    if host not in (HOST, "localhost"):
        raise BenchError(f"the benchmark only touches {HOST}; refusing database host {host!r}")


# ---------------------------------------------------------------------------------------------
# databases


async def _maintenance_connection(database_url: str) -> asyncpg.Connection:
    """A connection to the server's `postgres` database, where databases are created and dropped."""
    url = make_url(database_url)
    return await asyncpg.connect(
        host=url.host, port=url.port or 5432, user=url.username or "postgres", password=url.password,
        database="postgres", timeout=10,
    )  # fmt: skip


async def create_postgres_database() -> tuple[str, str]:
    url = make_url(POSTGRES_URL)
    name = f"canopy_bench_{secrets.token_hex(6)}"
    connection = await _maintenance_connection(POSTGRES_URL)
    try:
        await connection.execute(f'CREATE DATABASE "{name}"')
        version = await connection.fetchval("SHOW server_version")
    finally:
        await connection.close()
    return str(url.set(database=name)), str(version)


async def drop_postgres_database(database_url: str) -> None:
    url = make_url(database_url)
    connection = await _maintenance_connection(database_url)
    try:
        await connection.execute(f'DROP DATABASE IF EXISTS "{url.database}" WITH (FORCE)')
    finally:
        await connection.close()


async def sessions_opened(database_url: str) -> int:
    """Sessions ever opened in the database, from PostgreSQL's statistics (read from outside it)."""
    connection = await _maintenance_connection(database_url)
    try:
        # A busy backend adds to the shared counters about once a second, and on exit, so a
        # session opened in the last second of one run can be counted in the next one.
        return int(
            await connection.fetchval(
                "SELECT sessions FROM pg_stat_database WHERE datname = $1", make_url(database_url).database
            )
            or 0
        )
    finally:
        await connection.close()


async def seed(database_url: str) -> str:
    """One workspace with MEMBERS members (an Owner and the rest Admins, Editors, Viewers); the Owner's key."""
    db = Database(Settings(database_url=database_url))
    try:
        async with db.session() as session:
            workspace = await admin.create_workspace(session, "Bench Cocoa", type="active", country="NL", city="Delft")
            owner = await admin.create_user(
                session, "owner@bench.example", first_name="Olivia", last_name="Owner", job_title="Owner"
            )
            await admin.add_member(session, owner, workspace, Role.OWNER)
            roles = (Role.ADMIN, Role.EDITOR, Role.VIEWER)
            for n in range(1, MEMBERS):
                user = await admin.create_user(
                    session,
                    f"member{n:04d}@bench.example",
                    first_name=f"First{n:04d}",
                    last_name=f"Last{n:04d}",
                    job_title="Analyst",
                )
                await admin.add_member(session, user, workspace, roles[n % len(roles)])
            issued = await admin.create_api_key(session, owner, name="bench owner key")
            await session.commit()
            return issued.key
    finally:
        await db.dispose()


# ---------------------------------------------------------------------------------------------
# the server


class Server:
    def __init__(
        self,
        database_url: str,
        log_path: Path,
        *,
        workers: int | None = None,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        """`workers` defaults to BENCH_WORKERS; `extra_env` sets variables for the server over the environment's."""
        self.port = free_port()
        self.log_path = log_path
        self.log_file = log_path.open("wb")
        command = canopy() + ["serve", "--combined", "--bind", HOST, "--port", str(self.port)]
        command += ["--workers", str(WORKERS if workers is None else workers), "--log-level", "warning"]
        # Each worker's pool holds as many connections as requests it can have in flight: all of
        # wrk's connections, since the kernel hands connections to SO_REUSEPORT workers by a hash
        # of their addresses, not evenly (20 and 12 of 32 happen). With a smaller pool, a worker
        # given more than its share closes overflow connections as they come back and opens new
        # ones, and PostgreSQL starts a new backend process each time.
        pool = str(CONNECTIONS)
        env = {"CANOPY_POOL_SIZE": pool, **os.environ, **(extra_env or {}), "CANOPY_DATABASE_URL": database_url}
        # A session of its own: stop() signals the server and the workers it forks, and nothing else.
        self.process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=self.log_file, stderr=subprocess.STDOUT, start_new_session=True
        )

    def log_tail(self) -> str:
        self.log_file.flush()
        return self.log_path.read_text(errors="replace")[-3000:]

    def wait_ready(self, key: str) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise BenchError(f"the server exited ({self.process.returncode}):\n{self.log_tail()}")
            try:
                status, _ = get(self.port, A1[1], key, timeout=2.0)
                if status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        raise BenchError(f"the server did not answer within {START_TIMEOUT:.0f} s:\n{self.log_tail()}")

    def stop(self) -> None:
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(timeout=STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=STOP_TIMEOUT)
            except ProcessLookupError:
                pass
        # Workers forked by the server share its process group; leave none behind.
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        self.log_file.close()


# ---------------------------------------------------------------------------------------------
# wrk


_UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0, "h": 3_600_000.0}


def _duration_ms(text: str) -> float:
    match = re.fullmatch(r"([\d.]+)(us|ms|s|m|h)", text)
    if not match:
        raise BenchError(f"unreadable wrk duration {text!r}")
    return float(match.group(1)) * _UNITS_MS[match.group(2)]


def parse_wrk(output: str) -> dict[str, Any]:
    """Requests/s, p50 and p99 (ms), request count, non-2xx/3xx responses and socket errors."""

    def find(pattern: str) -> re.Match[str]:
        match = re.search(pattern, output, re.MULTILINE)
        if not match:
            raise BenchError(f"wrk output without {pattern!r}:\n{output}")
        return match

    socket_errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    return {
        "rps": float(find(r"^Requests/sec:\s+([\d.]+)").group(1)),
        "p50_ms": _duration_ms(find(r"^\s+50%\s+(\S+)").group(1)),
        "p99_ms": _duration_ms(find(r"^\s+99%\s+(\S+)").group(1)),
        "requests": int(find(r"^\s+(\d+) requests in").group(1)),
        "non_2xx": int(non_2xx.group(1)) if non_2xx else 0,
        "socket_errors": sum(int(n) for n in socket_errors.groups()) if socket_errors else 0,
    }


def wrk(wrk_path: str, port: int, path: str, key: str, seconds: int) -> str:
    command = [wrk_path, f"-t{THREADS}", f"-c{CONNECTIONS}", f"-d{seconds}s", "--latency", "--timeout", "10s"]
    command += ["-H", f"Authorization: ApiKey {key}", f"http://{HOST}:{port}{path}"]
    return run(command, timeout=seconds + 60)


def check_responses(port: int, key: str) -> None:
    """Both operations answer 200 with what was seeded, before the load and after it."""
    status, body = get(port, A1[1], key)
    if status != 200 or json.loads(body).get("email") != "owner@bench.example":
        raise BenchError(f"A1 answered {status}: {body[:300]!r}")
    status, body = get(port, M1[1], key)
    page = json.loads(body) if status == 200 else {}
    if status != 200 or page.get("count") != MEMBERS or len(page.get("results", [])) != 100:
        raise BenchError(f"M1 answered {status} (count {page.get('count')}, expected {MEMBERS}): {body[:300]!r}")


# ---------------------------------------------------------------------------------------------
# one database


def bench_database(kind: str, wrk_path: str, workdir: Path, notes: dict[str, str]) -> list[Result]:
    dropped: str | None = None
    server: Server | None = None
    try:
        if kind == "sqlite":
            database_url = f"sqlite+aiosqlite:///{workdir / 'bench.sqlite3'}"
        elif kind == "postgresql":
            local_only(POSTGRES_URL)
            database_url, version = asyncio.run(asyncio.wait_for(create_postgres_database(), 30))
            dropped = database_url
            notes["PostgreSQL"] = version
            log(f"postgresql: created database {make_url(database_url).database}")
        else:
            raise BenchError(f"unknown database {kind!r}: expected sqlite or postgresql")
        env = {**os.environ, "CANOPY_DATABASE_URL": database_url}
        run(canopy() + ["migrate"], env=env, timeout=120)
        started = time.monotonic()
        key = asyncio.run(asyncio.wait_for(seed(database_url), 300))
        log(f"{kind}: migrated, seeded {MEMBERS} members in {time.monotonic() - started:.1f} s")

        server = Server(database_url, workdir / f"server-{kind}.log")
        server.wait_ready(key)
        check_responses(server.port, key)
        log(f"{kind}: server on {HOST}:{server.port} ({WORKERS} workers) answers 200")

        results = []
        for operation, path in (A1, M1):
            if WARMUP > 0:
                wrk(wrk_path, server.port, path, key, WARMUP)
            sessions = asyncio.run(sessions_opened(database_url)) if kind == "postgresql" else None
            busy, total = machine_busy()
            workers, postgres_cpu = cpu_by_process(group=server.process.pid), cpu_seconds(command="postgres")
            wrk_cpu = children_cpu()  # wrk's time, once it has exited
            output = wrk(wrk_path, server.port, path, key, DURATION)
            workers = {p: t - workers.get(p, 0.0) for p, t in cpu_by_process(group=server.process.pid).items()}
            server_cpu = sum(workers.values())
            postgres_cpu = cpu_seconds(command="postgres") - postgres_cpu
            busy_now, total_now = machine_busy()
            if sessions is not None:
                sessions = asyncio.run(sessions_opened(database_url)) - sessions
            wall = (total_now - total) / (os.cpu_count() or 1)
            wrk_cpu = children_cpu() - wrk_cpu
            other = busy_now - busy - server_cpu - postgres_cpu - wrk_cpu
            figures = parse_wrk(output)
            per_request = 1000 / max(figures["requests"], 1)
            result = Result(
                kind,
                operation,
                path,
                **figures,
                server_cpu_ms=server_cpu * per_request,
                postgres_cpu_ms=postgres_cpu * per_request if kind == "postgresql" else None,
                other_cores=max(other, 0.0) / wall if wall > 0 else 0.0,
                busiest_worker=max(workers.values(), default=0.0) / server_cpu if server_cpu > 0 else 0.0,
                sessions_opened=sessions,
            )
            results.append(result)
            log(
                f"{kind} {operation}: {result.rps:,.0f} requests/s, p50 {result.p50_ms:.2f} ms, "
                f"p99 {result.p99_ms:.2f} ms, {result.requests:,} requests, {result.errors} errors, "
                f"CPU ms/request: server {result.server_cpu_ms:.2f}, wrk {wrk_cpu * per_request:.2f}; "
                f"busiest worker {result.busiest_worker:.0%}; other work {result.other_cores:.2f} cores"
                + (f"; PostgreSQL sessions opened {sessions}" if sessions is not None else "")
            )
            if result.non_2xx:
                raise BenchError(f"{kind} {operation}: {result.non_2xx} responses were not 2xx:\n{output}")
        check_responses(server.port, key)
        return results
    finally:
        if server is not None:
            server.stop()
        if dropped is not None:
            try:
                asyncio.run(asyncio.wait_for(drop_postgres_database(dropped), 30))
                log(f"postgresql: dropped database {make_url(dropped).database}")
            except Exception as exc:  # report, and go on cleaning up
                log(f"postgresql: could not drop {make_url(dropped).database}: {exc}")


# ---------------------------------------------------------------------------------------------
# the report


def machine_speed() -> float:
    """Seconds for a fixed piece of pure Python on one core, the best of three, measured when the
    report is written: this virtual machine's speed varies by several times from day to day
    (README.md, "Comparing runs"), and this puts a figure on it beside each report's results.
    Wall-clock time, as the load tools see it: time stolen by the host is not reported here."""
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        total = 0
        for n in range(10_000_000):
            total += n
        best = min(best, time.perf_counter() - started)
    return best


def machine(wrk_path: str, notes: dict[str, str]) -> list[tuple[str, str]]:
    memory_kb = 0
    with open("/proc/meminfo") as meminfo:
        for line in meminfo:
            if line.startswith("MemTotal:"):
                memory_kb = int(line.split()[1])
    wrk_version = subprocess.run([wrk_path, "--version"], capture_output=True, text=True, timeout=10).stdout
    rows = [
        ("date", datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")),
        ("CPUs (nproc)", str(os.cpu_count())),
        ("memory", f"{memory_kb / 1024 / 1024:.1f} GiB"),
        ("Python", platform.python_version()),
        ("wrk", wrk_version.split(" [")[0].strip() or "?"),
        ("machine speed", f"{machine_speed():.2f} s for 10 million turns of a Python loop (lower is faster)"),
    ]
    rows += list(notes.items())
    rows.append(
        ("load", f"wrk -t{THREADS} -c{CONNECTIONS} -d{DURATION}s --latency after a {WARMUP} s warm-up, same machine")
    )
    rows.append(("server", f"canopy serve --combined --workers {WORKERS} --log-level warning"))
    return rows


def report(results: list[Result], rows: list[tuple[str, str]], failures: list[str]) -> str:
    lines = ["| | |", "| --- | --- |"] + [f"| {name} | {value} |" for name, value in rows]
    lines += [
        "",
        "| database | operation | requests/s | p50 (ms) | p99 (ms) | requests | errors "
        "| server CPU (ms/request) | busiest worker | PostgreSQL CPU (ms/request) | PostgreSQL sessions opened "
        "| other work (cores) |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in results:
        postgres = f"{r.postgres_cpu_ms:.2f}" if r.postgres_cpu_ms is not None else "–"
        sessions = f"{r.sessions_opened:,}" if r.sessions_opened is not None else "–"
        lines.append(
            f"| {r.database} | {r.operation} `{r.path}` | {r.rps:,.0f} | {r.p50_ms:.2f} | {r.p99_ms:.2f} "
            f"| {r.requests:,} | {r.errors} | {r.server_cpu_ms:.2f} | {r.busiest_worker:.0%} | {postgres} "
            f"| {sessions} | {r.other_cores:.2f} |"
        )
    target = next((r for r in results if r.database == "postgresql" and r.operation == "A1"), None)
    lines.append("")
    if target is None:
        lines.append(
            f"Target (A1 on PostgreSQL ≥ {TARGET_RPS:,.0f} requests/s, p99 < {TARGET_P99_MS:.0f} ms): not measured."
        )
    else:
        met = target.rps >= TARGET_RPS and target.p99_ms < TARGET_P99_MS
        lines.append(
            f"Target (A1 on PostgreSQL ≥ {TARGET_RPS:,.0f} requests/s, p99 < {TARGET_P99_MS:.0f} ms): "
            f"**{'met' if met else 'missed'}** ({target.rps:,.0f} requests/s, p99 {target.p99_ms:.2f} ms)."
        )
    for failure in failures:
        lines.append(f"\nFailed: {failure}")
    return "\n".join(lines) + "\n"


def write_report(table: str) -> None:
    (BENCH / "results.md").write_text(
        "# Latest benchmark results\n\nWritten by `make bench` (bench/run.py); see bench/README.md.\n\n" + table
    )
    readme = BENCH / "README.md"
    if readme.exists():
        text = readme.read_text()
        start, end = "<!-- results -->", "<!-- /results -->"
        if start in text and end in text:
            before, rest = text.split(start, 1)
            after = rest.split(end, 1)[1]
            readme.write_text(f"{before}{start}\n{table}{end}{after}")


def main() -> int:
    def terminate(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, terminate)
    wrk_path = ensure_wrk()
    results: list[Result] = []
    failures: list[str] = []
    notes: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="canopy-bench-") as tmp:
        for kind in DATABASES:
            try:
                results += bench_database(kind, wrk_path, Path(tmp), notes)
            except (BenchError, OSError, subprocess.TimeoutExpired, TimeoutError, asyncpg.PostgresError) as exc:
                failures.append(f"{kind}: {exc}")
                log(f"{kind}: FAILED: {exc}")
    table = report(results, machine(wrk_path, notes), failures)
    print()
    print(table)
    write_report(table)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
