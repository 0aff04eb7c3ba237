"""Ten times the data: `make bench-scale` (issue 36; see bench/README.md).

Each area's benchmark script seeds its workspace at its present size and at ten times it
(`sized(database_url, workdir, factor)`, bench/measure/scale.py), deterministically, into a fresh
PostgreSQL database. Both sizes of an area are measured back to back, the same way, on
`canopy serve --combined --workers 2`:

1. VACUUM (ANALYZE) after seeding (this machine's autovacuum is off), the database's size.
2. The server as it runs by default, its results kept: each page checked against the seed, then
   wrk at 1 connection (the p50 is a request's own time) and at 32 (requests/s), each drained
   (the requests wrk leaves in flight count), and the pages checked again. The area's extras
   (a propagation's time...) are measured on this server.
3. The server again with CANOPY_COUNT_REUSE=false: nothing is kept, so every request counts,
   reads and builds its page. This is what a page costs the first time after a write, and it is
   how the count's own cost shows. A page marked heavy is measured this way at 1 connection only.

The report gives, for each page, both sizes side by side with their ratio, and the machine's
speed before each area (it drifts during a long run). A page whose cost at ten times the data is
more than 1.5 times its cost at the present size is marked.

Environment (all optional): BENCH_SCALE_AREAS (orders,ingestion,transactions,queries,assessment,
surveys: the areas, in that order), BENCH_SCALE_FACTORS ("1,10"), BENCH_DURATION (s, 10 here),
BENCH_WARMUP (s, 3 here), BENCH_POSTGRES_URL.
"""

from __future__ import annotations

import asyncio
import importlib
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import asyncpg

sys.path.insert(0, str(Path(__file__).resolve().parent))

from measure.databases import analyze, fetch_row, fresh_database, jit_note  # noqa: E402 - bench/ is a folder of scripts
from measure.knobs import WORKERS  # noqa: E402
from measure.load import Result  # noqa: E402
from measure.load import measure as measure_load  # noqa: E402
from measure.machine import machine, machine_speed  # noqa: E402
from measure.results import machine_table, write_results  # noqa: E402
from measure.scale import Extra, Page, Sized  # noqa: E402
from measure.server import Server  # noqa: E402
from measure.tools import BenchError, ensure_wrk, exit_on_sigterm, log  # noqa: E402

AREAS = tuple(
    a.strip()
    for a in os.environ.get("BENCH_SCALE_AREAS", "orders,ingestion,transactions,queries,assessment,surveys").split(",")
    if a.strip()
)
FACTORS = tuple(int(f) for f in os.environ.get("BENCH_SCALE_FACTORS", "1,10").split(",") if f.strip())
# Shorter than the other benchmarks' loads: each page runs four times at each of two sizes.
DURATION = int(os.environ.get("BENCH_DURATION", "10"))
WARMUP = int(os.environ.get("BENCH_WARMUP", "3"))
CROWD = 32  # the connections of the throughput figure
HEAVY_TIMEOUT_S = 120  # wrk's wait for one answer of a heavy page
TIMEOUT_S = 30
WITHIN = 1.5  # a page's cost at ten times the data, at most this many times the present size's
KEPT, COMPUTED = "kept", "computed"
MODES = {KEPT: {}, COMPUTED: {"CANOPY_COUNT_REUSE": "false"}}


@dataclass
class Measured:
    area: str
    factor: int
    mode: str
    page: Page
    connections: int
    result: Result


@dataclass
class Seeded:
    area: str
    factor: int
    size: str
    seconds: float
    database_bytes: int
    speed: float  # the machine's speed figure just before the area's size was seeded


@dataclass
class Outcome:
    measured: list[Measured]
    seeded: list[Seeded]
    extras: list[tuple[str, int, Extra]]


def measure_page(
    area: str, factor: int, mode: str, page: Page, server: Server, sized: Sized, database_url: str, wrk: str
) -> list[Measured]:
    done = []
    for connections in (1, CROWD):
        if connections > 1 and page.heavy and mode == COMPUTED:
            continue
        result = measure_load(
            "postgresql",
            f"{page.operation} ({mode}, {connections} conn.)",
            page.path,
            server,
            sized.key,
            wrk,
            database_url,
            connections=connections,
            threads=min(2, connections),
            seconds=DURATION,
            warmup=WARMUP,
            timeout_s=HEAVY_TIMEOUT_S if page.heavy or mode == COMPUTED else TIMEOUT_S,
            drain=True,
            # Computed at 32 connections, a page queues behind 31 others for seconds: a timeout
            # is reported there. An answer that is not 2xx always fails the run.
            timeouts_allowed=page.heavy or mode == COMPUTED,
            script=page.script,
        )
        done.append(Measured(area, factor, mode, page, connections, result))
    return done


def bench_size(area: str, factor: int, workdir: Path, wrk: str, notes: dict[str, str], outcome: Outcome) -> None:
    module = importlib.import_module(area)
    speed = machine_speed()
    with fresh_database("postgresql", workdir, notes, prefix=f"canopy_bench_scale_{area}") as database_url:
        notes.setdefault("PostgreSQL connections", asyncio.run(jit_note(database_url)))
        log(f"{area} x{factor}: seeding")
        started = time.monotonic()
        sized: Sized = module.sized(database_url, workdir, factor)
        asyncio.run(analyze(database_url))
        seconds = time.monotonic() - started
        size = asyncio.run(fetch_row(database_url, "SELECT pg_database_size(current_database())"))[0]
        outcome.seeded.append(Seeded(area, factor, sized.size, seconds, int(size), speed))
        log(f"{area} x{factor}: {sized.size}, seeded and analyzed in {seconds:.0f} s, {size / 2**20:,.0f} MiB")
        for mode, env in MODES.items():
            pages = [p for p in sized.pages if mode == KEPT or p.kept]
            if not pages and (mode == COMPUTED or sized.extras is None):
                continue
            server = Server(
                database_url, workdir / f"server-{area}-{factor}-{mode}.log", extra_env={**sized.server_env, **env}
            )
            try:
                server.wait_ready(sized.key)
                for page in pages:
                    page.check(server, sized.key)
                for page in pages:
                    outcome.measured += measure_page(area, factor, mode, page, server, sized, database_url, wrk)
                for page in pages:
                    page.check(server, sized.key)
                if mode == KEPT and sized.extras is not None:
                    outcome.extras += [(area, factor, extra) for extra in sized.extras(server)]
            finally:
                server.stop()


def _ratio(small: float, large: float) -> str:
    if small <= 0:
        return "–"
    ratio = large / small
    return f"{ratio:.2f}x" + (" **over**" if ratio > WITHIN else "")


def _fmt(value: float | None, digits: int = 1) -> str:
    return "–" if value is None else f"{value:,.{digits}f}"


def report(outcome: Outcome, rows: list[tuple[str, str]], failures: list[str]) -> str:
    small, large = FACTORS[0], FACTORS[-1]
    lines = machine_table(rows) + [""]
    lines += [
        "## Sizes",
        "",
        "Seeded deterministically (each script's fixed seed), then VACUUM (ANALYZE); the machine's speed "
        "measured just before each size was seeded.",
        "",
        "| area | factor | workspace | seed and ANALYZE (s) | database (MiB) | machine speed (s) |",
        "| --- | ---: | --- | ---: | ---: | ---: |",
    ]
    for s in outcome.seeded:
        lines.append(
            f"| {s.area} | {s.factor} | {s.size} | {s.seconds:,.0f} | {s.database_bytes / 2**20:,.0f} | {s.speed:.2f} |"
        )
    lines += [
        "",
        "## Pages",
        "",
        f"Cost is the p50 at one connection (a request's own time) and the CPU per request at {CROWD} "
        f"connections (server + PostgreSQL); throughput is requests/s at {CROWD}. The ratio is the larger "
        f"size's cost over the smaller's (for requests/s, the smaller's over the larger's); above {WITHIN}x "
        "is marked **over**. *kept*: the server as it runs by default; *computed*: CANOPY_COUNT_REUSE=false, "
        "every request counting, reading and building its page (the first read after a write).",
        "",
        f"| page | mode | p50 1 conn. x{small} (ms) | x{large} (ms) | ratio | requests/s {CROWD} conn. x{small} | "
        f"x{large} | ratio | CPU ms/request x{small} | x{large} | ratio |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    seen: list[tuple[str, str, str]] = []
    index = {(m.area, m.factor, m.mode, m.page.operation, m.connections): m.result for m in outcome.measured}
    for m in outcome.measured:
        name = (m.area, m.page.operation, m.mode)
        if name in seen:
            continue
        seen.append(name)
        one = [index.get((m.area, f, m.mode, m.page.operation, 1)) for f in (small, large)]
        crowd = [index.get((m.area, f, m.mode, m.page.operation, CROWD)) for f in (small, large)]
        cpu_source = crowd if all(crowd) else one
        cpu = [
            None if r is None else r.server_cpu_ms + (r.postgres_cpu_ms or 0) + (r.parallel_cpu_ms or 0)
            for r in cpu_source
        ]
        cells = [f"{m.page.operation} `{m.page.path}`", m.mode]
        cells += [_fmt(r.p50_ms if r else None, 2) for r in one]
        cells.append(_ratio(one[0].p50_ms, one[1].p50_ms) if all(one) else "–")
        cells += [_fmt(r.rps if r else None) for r in crowd]
        cells.append(_ratio(crowd[1].rps, crowd[0].rps) if all(crowd) else "–")
        cells += [_fmt(c, 2) for c in cpu]
        cells.append(_ratio(cpu[0], cpu[1]) if None not in cpu else "–")
        lines.append("| " + " | ".join(cells) + " |")
    if outcome.extras:
        lines += [
            "",
            "## Other figures",
            "",
            f"| operation | figure | x{small} | x{large} | ratio |",
            "| --- | --- | ---: | ---: | ---: |",
        ]
        values = {(area, factor, e.operation, e.figure): e for area, factor, e in outcome.extras}
        done: list[tuple[str, str]] = []
        for area, _, e in outcome.extras:
            if (e.operation, e.figure) in done:
                continue
            done.append((e.operation, e.figure))
            pair = [values.get((area, f, e.operation, e.figure)) for f in (small, large)]
            cells = [e.operation, f"{e.figure}" + (f" ({e.unit})" if e.unit else "")]
            cells += [_fmt(p.value if p else None, 2) for p in pair]
            cells.append(f"{pair[1].value / pair[0].value:.2f}x" if pair[0] and pair[1] and pair[0].value else "–")
            lines.append("| " + " | ".join(cells) + " |")
    lines += [
        "",
        "## Every load",
        "",
        "| area | factor | mode | page | connections | requests/s | p50 (ms) | p99 (ms) | requests | timeouts and socket errors | server CPU (ms/request) | PostgreSQL CPU (ms/request) | other work (cores) |",
        "| --- | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for m in outcome.measured:
        r = m.result
        lines.append(
            f"| {m.area} | {m.factor} | {m.mode} | {m.page.operation} | {m.connections} | {r.rps:,.1f} | {r.p50_ms:.2f} | "
            f"{r.p99_ms:.2f} | {r.requests:,} | {r.socket_errors} | {r.server_cpu_ms:.2f} | {_fmt(r.postgres_cpu_ms, 2)} | "
            f"{r.other_cores:.2f} |"
        )
    if failures:
        lines += ["", "## Failures", ""] + [f"- {f}" for f in failures]
    return "\n".join(lines)


def main() -> int:
    exit_on_sigterm()
    wrk = ensure_wrk()
    notes = {"machine load when started": "{:.2f}, {:.2f}, {:.2f} (1, 5, 15 min)".format(*os.getloadavg())}
    outcome = Outcome([], [], [])
    failures: list[str] = []
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="canopy-bench-scale-") as tmp:
        for area in AREAS:
            for factor in FACTORS:
                try:
                    bench_size(area, factor, Path(tmp), wrk, notes, outcome)
                except (BenchError, OSError, subprocess.TimeoutExpired, TimeoutError, asyncpg.PostgresError) as exc:
                    failures.append(f"{area} x{factor}: {exc}")
                    log(f"{area} x{factor}: FAILED: {exc}")
    rows = [row for row in machine(wrk, notes) if row[0] not in ("load", "server")]
    rows += [
        ("load", f"wrk -t1 -c1 and -t2 -c{CROWD}, -d{DURATION}s --latency after a {WARMUP} s warm-up, each drained"),
        ("server", f"canopy serve --combined --workers {WORKERS} --log-level warning"),
        ("run", f"{time.monotonic() - started:,.0f} s"),
    ]
    whole = report(outcome, rows, failures)
    print()
    print(whole)
    write_results(
        "scale", "Scale benchmark: each area at its present size and at ten times it", "make bench-scale", whole
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
