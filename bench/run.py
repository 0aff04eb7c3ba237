"""Load benchmark of A1 and M1 with wrk, on SQLite and on PostgreSQL: `make bench` (see bench/README.md).

For each database: a fresh database (a SQLite file in a temporary folder; a PostgreSQL database
with a random name, dropped at the end), `canopy migrate`, one workspace with 1,000 members and
an Owner's key (the admin functions, one session), `canopy serve --combined` started here, a check
that both operations answer 200, a warm-up, then wrk for a bounded time per operation (measure/).
The table is printed and written to bench/results/YYYY-MM-DD-accounts.md.

Everything listens on and connects to 127.0.0.1 only. Every wait is bounded.

Environment (all optional): BENCH_DURATION (s, 15), BENCH_WARMUP (s, 5), BENCH_CONNECTIONS (32),
BENCH_THREADS (2), BENCH_WORKERS (2), BENCH_DATABASES ("sqlite,postgresql"),
BENCH_POSTGRES_URL (postgresql+asyncpg://postgres@127.0.0.1:5432).
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import asyncpg
from measure.databases import fresh_database, seed_workspace
from measure.knobs import DATABASES, HOST, WORKERS
from measure.load import Result, measure
from measure.machine import machine
from measure.results import machine_table, write_results
from measure.server import Server, get
from measure.tools import BenchError, ensure_wrk, exit_on_sigterm, log

MEMBERS = 1000  # members of the workspace, its Owner included

TARGET_RPS = 1500.0  # A1 on PostgreSQL, on the two-core machine
TARGET_P99_MS = 50.0

A1 = ("A1", "/api/accounts/users/me/")
M1 = ("M1", "/api/accounts/members/?limit=100")


async def seed(database_url: str) -> str:
    """One workspace with MEMBERS members; the Owner's key (bench/invitations.py seeds the same)."""
    _, key = await seed_workspace(database_url, members=MEMBERS)
    return key


def check_responses(port: int, key: str) -> None:
    """Both operations answer 200 with what was seeded, before the load and after it."""
    status, body = get(port, A1[1], key)
    if status != 200 or json.loads(body).get("email") != "owner@bench.example":
        raise BenchError(f"A1 answered {status}: {body[:300]!r}")
    status, body = get(port, M1[1], key)
    page = json.loads(body) if status == 200 else {}
    if status != 200 or page.get("count") != MEMBERS or len(page.get("results", [])) != 100:
        raise BenchError(f"M1 answered {status} (count {page.get('count')}, expected {MEMBERS}): {body[:300]!r}")


def bench_database(kind: str, wrk_path: str, workdir: Path, notes: dict[str, str]) -> list[Result]:
    with fresh_database(kind, workdir, notes) as database_url:
        started = time.monotonic()
        key = asyncio.run(asyncio.wait_for(seed(database_url), 300))
        log(f"{kind}: migrated, seeded {MEMBERS} members in {time.monotonic() - started:.1f} s")
        server = Server(database_url, workdir / f"server-{kind}.log")
        try:
            server.wait_ready(key)
            check_responses(server.port, key)
            log(f"{kind}: server on {HOST}:{server.port} ({WORKERS} workers) answers 200")
            results = [
                measure(kind, operation, path, server, key, wrk_path, database_url) for operation, path in (A1, M1)
            ]
            check_responses(server.port, key)
            return results
        finally:
            server.stop()


# ---------------------------------------------------------------------------------------------
# the report


def report(results: list[Result], rows: list[tuple[str, str]], failures: list[str]) -> str:
    lines = machine_table(rows)
    lines += [
        "",
        "| database | operation | requests/s | p50 (ms) | p99 (ms) | requests | errors (non-2xx + socket) "
        "| server CPU (ms/request) | busiest worker | PostgreSQL CPU (ms/request) | PostgreSQL sessions opened "
        "| other work (cores) |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in results:
        postgres = f"{r.postgres_cpu_ms:.2f}" if r.postgres_cpu_ms is not None else "–"
        sessions = f"{r.sessions_opened:,}" if r.sessions_opened is not None else "–"
        lines.append(
            f"| {r.database} | {r.operation} `{r.path}` | {r.rps:,.0f} | {r.p50_ms:.2f} | {r.p99_ms:.2f} "
            f"| {r.requests:,} | {r.errors} ({r.non_2xx} + {r.socket_errors}) | {r.server_cpu_ms:.2f} | {r.busiest_worker:.0%} | {postgres} "
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


def main() -> int:
    exit_on_sigterm()
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
    write_results("accounts", "Accounts benchmark: A1 and M1", "make bench", table)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
