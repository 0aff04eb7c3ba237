"""A load measured: wrk on one path after a warm-up, and the CPU time of everything involved.

CPU time is divided by requests: the server's (its process group; the busiest worker's share
says whether the kernel spread connections evenly), the PostgreSQL backends of the benchmark's
database and the parallel workers they start, wrk's own, and "other work": whatever else kept
the machine's cores busy meanwhile (other engineers' tests on a shared machine), which says how
far a run's figures can be trusted.
"""

from __future__ import annotations

import asyncio
import os
import time
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import make_url

from measure.databases import maintenance_connection, sessions_opened
from measure.knobs import CONNECTIONS, DURATION, THREADS, WARMUP
from measure.processes import children_cpu, cpu_by_process, database_cpu, machine_busy, postmaster_children_cpu
from measure.server import Server
from measure.tools import BenchError, log
from measure.wrk import check_errors, read_figures, wrk

IDLE_TIMEOUT = 300.0  # seconds for the server to finish what wrk left in flight


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
    postgres_cpu_ms: float | None  # CPU time of the database's PostgreSQL backends per request
    other_cores: float  # cores busy with anything but the server, postgres and wrk during the run
    # PostgreSQL sessions opened in the benchmark's database during the run: anything above 0
    # is a pool closing connections and opening new ones, each a new backend process.
    sessions_opened: int | None
    busiest_worker: float  # the busiest worker's share of the server's CPU time (1/WORKERS when even)
    parallel_cpu_ms: float | None = None  # PostgreSQL processes reaped during the run (parallel workers)
    wrk_cpu_ms: float | None = None
    drained_s: float = 0.0  # seconds the server took to finish what wrk left in flight

    @property
    def errors(self) -> int:
        """Answers that were not 2xx and socket errors (measure/wrk.py's one definition)."""
        return self.non_2xx + self.socket_errors


async def _active(database_url: str) -> int:
    connection = await maintenance_connection(database_url)
    try:
        sql = (
            "SELECT count(*) FROM pg_stat_activity "
            "WHERE datname = $1 AND state <> 'idle' AND backend_type = 'client backend'"
        )
        return int(await connection.fetchval(sql, make_url(database_url).database))
    finally:
        await connection.close()


def wait_idle(database_url: str, server: Server, after: str) -> float:
    """Wait until the database runs no statement and the server uses no CPU: the requests wrk left
    in flight when it stopped (the server goes on with them) are done. Seconds waited."""
    started = time.monotonic()
    while time.monotonic() - started < IDLE_TIMEOUT:
        before = sum(cpu_by_process(group=server.process.pid).values())
        busy = asyncio.run(asyncio.wait_for(_active(database_url), 30)) if database_url.startswith("postgres") else 0
        time.sleep(0.25)
        if busy == 0 and sum(cpu_by_process(group=server.process.pid).values()) - before < 0.02:
            waited = time.monotonic() - started
            if waited > 1:
                log(f"waited {waited:.1f} s after {after} for the requests left in flight")
            return waited
    raise BenchError(f"the server and database were still busy {IDLE_TIMEOUT:.0f} s after {after}")


def measure(
    kind: str,
    operation: str,
    path: str,
    server: Server,
    key: str,
    wrk_path: str,
    database_url: str,
    *,
    connections: int = CONNECTIONS,
    threads: int = THREADS,
    seconds: int = DURATION,
    warmup: int = WARMUP,
    timeout_s: int = 10,
    drain: bool = False,
    timeouts_allowed: bool = False,
    script: Path | None = None,
) -> Result:
    """wrk on `path` for `seconds` after a `warmup`, with the CPU time of everything involved.

    `drain` waits, after the warm-up and after the run, until the server and database are idle,
    and counts the CPU time until then: wrk leaves one request in flight on each connection when
    it stops, which the server finishes, so the time is divided by the requests wrk counted plus
    one per connection. Use it where a request is slow enough for that to matter.
    `timeouts_allowed` reports requests that waited past `timeout_s` instead of failing the run
    (a load meant to queue); an answer that is not 2xx always fails it. `script` is a Lua file
    for wrk (`-s`): requests other than GETs of `path`.
    """
    if warmup > 0:
        wrk(
            wrk_path,
            server.port,
            path,
            key,
            warmup,
            connections=connections,
            threads=threads,
            timeout_s=timeout_s,
            script=script,
        )
    postgres = kind == "postgresql"
    if drain:
        wait_idle(database_url, server, f"the warm-up of {operation}")
    database = make_url(database_url).database or ""
    sessions = asyncio.run(asyncio.wait_for(sessions_opened(database_url), 30)) if postgres else None
    busy, total = machine_busy()
    workers = cpu_by_process(group=server.process.pid)
    backends = database_cpu(database) if postgres else {}
    parallel = postmaster_children_cpu() if postgres else 0.0
    wrk_cpu = children_cpu()  # wrk's time, once it has exited
    drained = 0.0
    try:
        output = wrk(
            wrk_path,
            server.port,
            path,
            key,
            seconds,
            connections=connections,
            threads=threads,
            timeout_s=timeout_s,
            script=script,
        )
    finally:
        if drain:
            drained = wait_idle(database_url, server, operation)
    workers = {p: t - workers.get(p, 0.0) for p, t in cpu_by_process(group=server.process.pid).items()}
    server_cpu = sum(workers.values())
    # A backend opened during the run counts from zero; one that exited takes its time with it
    # (the pool keeps its connections, so none should: sessions_opened says whether one did).
    postgres_cpu = (
        sum(max(t - backends.get(p, 0.0), 0.0) for p, t in database_cpu(database).items()) if postgres else 0.0
    )
    parallel = postmaster_children_cpu() - parallel if postgres else 0.0
    busy_now, total_now = machine_busy()
    wrk_cpu = children_cpu() - wrk_cpu
    if sessions is not None:
        sessions = asyncio.run(asyncio.wait_for(sessions_opened(database_url), 30)) - sessions
    wall = (total_now - total) / (os.cpu_count() or 1)
    other = busy_now - busy - server_cpu - postgres_cpu - parallel - wrk_cpu
    figures = read_figures(output)
    per_request = 1000 / max(figures.requests + (connections if drain else 0), 1)
    result = Result(
        kind,
        operation,
        path,
        **figures.as_dict(),
        server_cpu_ms=server_cpu * per_request,
        postgres_cpu_ms=postgres_cpu * per_request if postgres else None,
        other_cores=max(other, 0.0) / wall if wall > 0 else 0.0,
        sessions_opened=sessions,
        busiest_worker=max(workers.values(), default=0.0) / server_cpu if server_cpu > 0 else 0.0,
        parallel_cpu_ms=parallel * per_request if postgres else None,
        wrk_cpu_ms=wrk_cpu * per_request,
        drained_s=drained,
    )
    log(describe(result, connections, seconds))
    check_errors(f"{kind} {operation}", figures, output, timeouts_allowed=timeouts_allowed)
    return result


def describe(result: Result, connections: int, seconds: int) -> str:
    """One log line of a Result."""
    line = (
        f"{result.database} {result.operation} at {connections} connections, {seconds} s: {result.rps:,.1f} "
        f"requests/s, p50 {result.p50_ms:.2f} ms, p99 {result.p99_ms:.2f} ms, {result.requests:,} requests, "
        f"{result.errors} errors ({result.non_2xx} non-2xx, {result.socket_errors} socket errors); "
        f"CPU ms/request: server {result.server_cpu_ms:.2f}"
    )
    if result.postgres_cpu_ms is not None:
        line += f", PostgreSQL {result.postgres_cpu_ms:.2f} + parallel workers {result.parallel_cpu_ms or 0.0:.2f}"
    line += f", wrk {result.wrk_cpu_ms or 0.0:.2f}; busiest worker {result.busiest_worker:.0%}; "
    line += f"other work {result.other_cores:.2f} cores"
    if result.sessions_opened is not None:
        line += f"; PostgreSQL sessions opened {result.sessions_opened}"
    if result.drained_s > 1:
        line += f"; {result.drained_s:.1f} s to finish the requests left in flight"
    return line
