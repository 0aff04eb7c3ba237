"""Benchmark of surveys at scale (issue 17, point 9): `make bench-surveys` (see bench/README.md).

A survey whose root holds a nested question `sites` (survey `site`, dimension `site`) and a formula
`total = sum(sites.q1)`; the site survey asks 20 questions (15 numbers, a radio button, a short
text, a date, a slider and a formula `q1 + q2`) in three blocks, and reads nothing of its parent.
On PostgreSQL, with `canopy serve --combined --workers 2`:

- S3: submissions of 30, 300 and 3,000 site instances (BENCH_SURVEYS_S3_RUNS of each size, each of
  its own year so that no two share an answer context), each POST timed one at a time, with the
  server's and the database's CPU and the server's memory around them. Target: under 2 s at 3,000.
- S5: `POST /api/data-points/` of q1 in a random site of one submission of each size, a random
  value each time (a wrk Lua script), so that each write changes a nested instance and the root's
  total. Target at 3,000: p50 under 20 ms, p99 under 100 ms. After each run the root's total (read
  through S4) must equal the sum of the q1 answers of that year in the database, and every site's
  stored q1 must be its answer.
- S4: `GET /api/survey-submissions/<submission>:i<site instance>/` of a random site of the same
  submissions (after S5, so that the instances read hold answers). Target: p50 under 10 ms at
  every size.

wrk runs with one connection for the targets: each request's latency is then the server's time
for it plus loopback, with no queueing behind other requests (bench/invitations.py's way). S4
and S5 at 3,000 are measured again at BENCH_SURVEYS_CROWD connections (4): several writers of
one submission take turns on its lock, and that is what they wait for.

Then, with the server stopped, each operation in this process through the server's app (ASGI,
uvloop, the collector as `canopy serve` sets it): its statements (count, rows, wall time by
statement), CPU and GC, and a cProfile of it at 3,000 instances, written into the results.

Reused: bench/measure/ (the server, the database, wrk, CPU and memory, the machine, the results
file); bench/transactions.py's seed and its drained `measure`, run here with a Lua script;
bench/assessment.py's statement clock and collector settings; bench/invitations.py's Lua failure
report.

For `make bench-scale` (bench/scale.py, issue 36), `sized()` seeds S2's workspace at a factor of
its present size instead: S2_SUBMISSIONS (1,000) submissions of four flat surveys (one published
twice, so five survey versions), one per site, survey and year, written as S3 would store them
(each with its root instance, evaluated) but with COPY in batches, and S2's three pages of 50
checked against that seed. main() does not run it.

Everything listens on and connects to 127.0.0.1 only. Every wait is bounded. The database
`canopy_bench_<random>` is dropped at the end, also on failure or SIGTERM.

Environment (all optional): BENCH_DURATION (s, 15), BENCH_WARMUP (s, 5), BENCH_WORKERS (2),
BENCH_POSTGRES_URL (postgresql+asyncpg://postgres@127.0.0.1:5432), BENCH_SURVEYS_SIZES
("30,300,3000"), BENCH_SURVEYS_S3_RUNS (3), BENCH_SURVEYS_CONNECTIONS (1),
BENCH_SURVEYS_CROWD (4; 0 skips those runs), BENCH_SURVEYS_PROFILE (1; 0 skips the in-process part).
"""

from __future__ import annotations

import asyncio
import contextlib
import cProfile
import io
import json
import os
import pstats
import random
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any
from unittest import mock
from urllib.parse import urlencode

import asyncpg
import uvloop
from sqlalchemy import event
from sqlalchemy.engine import make_url

sys.path.insert(0, str(Path(__file__).resolve().parent))

from assessment import GC_PAUSES, Clock, as_the_server  # noqa: E402 - bench/ is a folder of scripts, not a package
from invitations import REPORT_FAILURE  # noqa: E402
from measure.databases import (  # noqa: E402
    analyze,
    fetch_row,
    fresh_database,
    jit_note,
    owner_connection,
    seed_workspace,
)
from measure.knobs import HOST, ROOT, WORKERS  # noqa: E402
from measure.machine import machine  # noqa: E402
from measure.processes import cpu_by_process, database_cpu, machine_busy, memory, memory_of  # noqa: E402
from measure.results import write_results  # noqa: E402
from measure.scale import Page, Sized  # noqa: E402
from measure.server import Server, request  # noqa: E402
from measure.tools import BenchError, canopy, ensure_wrk, exit_on_sigterm, log, run  # noqa: E402
from transactions import DURATION, WARMUP, Load, measure, seed  # noqa: E402

from handwritten.db.session import Database  # noqa: E402
from handwritten.domain.surveys.context import QueryContextEntry, submission_context  # noqa: E402
from handwritten.domain.surveys.evaluation import Evaluator, MemoryStore  # noqa: E402
from handwritten.services.surveys import data_points, service, submissions, subsections  # noqa: E402
from handwritten.services.surveys.definitions import compiled, publish_definition  # noqa: E402
from handwritten.services.surveys.store import DatabaseStore  # noqa: E402
from handwritten.settings import Settings  # noqa: E402

BENCH = Path(__file__).resolve().parent
SIZES = tuple(int(n) for n in os.environ.get("BENCH_SURVEYS_SIZES", "30,300,3000").split(",") if n.strip())
S3_RUNS = int(os.environ.get("BENCH_SURVEYS_S3_RUNS", "3"))
CONNECTIONS = int(os.environ.get("BENCH_SURVEYS_CONNECTIONS", "1"))
CROWD = int(os.environ.get("BENCH_SURVEYS_CROWD", "4"))
PROFILE = os.environ.get("BENCH_SURVEYS_PROFILE", "1").strip() not in ("", "0")
LARGEST = max(SIZES)

FIRST_YEAR = 2001  # each submission gets the next year: no two share an answer context
NUMBERS = 15  # q1..q15 in each site
S3_TIMEOUT = 120.0
# In-process: requests of each operation timed one after another, and those run under cProfile.
TIMED = {"S3": 1, "S4": 50, "S5": 30}
PROFILED = {"S3": 1, "S4": 20, "S5": 10}
PROFILE_LINES = 20

TARGET_S3_S = 2.0
TARGET_S4_P50_MS = 10.0
TARGET_S5_P50_MS = 20.0
TARGET_S5_P99_MS = 100.0

SUBMISSIONS = "/api/survey-submissions/"
DATA_POINTS = "/api/data-points/"


# ---------------------------------------------------------------------------------------------
# the definition


def definition() -> dict[str, Any]:
    """The survey: a root with `sites` and `total = sum(sites.q1)`; a site of 20 questions in 3 blocks."""
    numbers = [
        {"field_id": f"q{n}", "kind": "questionnumber", "title": f"Quantity {n}", "min": 0}
        for n in range(1, NUMBERS + 1)
    ]
    details = [
        {"field_id": "ownership", "kind": "questionradiobutton", "title": "Ownership", "choices": ["owned", "leased"]},
        {"field_id": "site_name", "kind": "questionshorttext", "title": "Site name", "max_length": 100},
        {"field_id": "audited_on", "kind": "questiondate", "title": "Last audit"},
        {
            "field_id": "confidence",
            "kind": "questionslider",
            "title": "Confidence (%)",
            "min": 0,
            "max": 100,
            "step": 5,
        },
        {"field_id": "q1_plus_q2", "kind": "formula", "title": "q1 + q2", "formula": "q1 + q2"},
    ]
    site_blocks = [
        {"key": "site-inputs", "title": "Inputs", "questions": numbers[:8]},
        {"key": "site-outputs", "title": "Outputs", "locked_if": "confidence == 100", "questions": numbers[8:]},
        {"key": "site-details", "title": "Details", "questions": details},
    ]
    return {
        "key": "bench-sites",
        "title": "Bench sites",
        "tags": ["bench"],
        "blocks": [
            {
                "key": "general",
                "title": "General",
                "questions": [
                    {"field_id": "reporting_year", "kind": "questionnumber", "title": "Year", "min": 2000, "max": 2100}
                ],
            },
            {
                "key": "sites",
                "title": "Sites",
                "questions": [
                    {"field_id": "sites", "kind": "nested", "title": "Sites", "survey": "site", "dimension": "site"},
                    {"field_id": "total", "kind": "formula", "title": "Total of q1", "formula": "sum(sites.q1)"},
                ],
            },
        ],
        "surveys": {"site": {"title": "Site", "blocks": site_blocks}},
    }


def site(n: int) -> str:
    return f"site-{n:04d}"


def submission_body(survey_id: int, year: int, size: int) -> dict[str, Any]:
    context = [{"context_object": "year", "context_value": str(year), "precision": "year"}]
    context += [{"context_object": "site", "context_value": site(n), "precision": "exact"} for n in range(1, size + 1)]
    return {"application_survey_id": survey_id, "query_context": context}


def answer_body(year: int, size: int, rng: random.Random) -> dict[str, Any]:
    """What the S5 Lua script sends: q1 of a random site, a random value."""
    return {
        "context": {"year": str(year), "site": site(rng.randint(1, size))},
        "field_id": "q1",
        "value": f"{rng.randint(0, 99_999)}.{rng.randint(0, 9)}",
        "status": "in_progress",
    }


# Each wrk thread has a Lua state of its own: seeded apart, or both would draw the same sites.
LUA_SEEDING = """
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("thread_number", threads)
end
function init(args)
  math.randomseed(os.time() * 1000 + thread_number * 7919)
end
"""

S4_SCRIPT = """
local paths = {%(paths)s}
request = function()
  return wrk.format("GET", paths[math.random(#paths)])
end
"""

S5_SCRIPT = """
wrk.headers["Content-Type"] = "application/json"
request = function()
  local body = string.format(
    '{"context":{"year":"%(year)d","site":"site-%%04d"},"field_id":"q1","value":"%%d.%%d","status":"in_progress"}',
    math.random(%(size)d), math.random(0, 99999), math.random(0, 9))
  return wrk.format("POST", "%(path)s", nil, body)
end
"""


def lua_script(script: str, workdir: Path, name: str) -> Path:
    """A wrk script file: the seeding of every thread's random numbers, `script`, and the report of
    the first failed answer (bench/invitations.py's)."""
    path = workdir / f"{name}.lua"
    path.write_text(LUA_SEEDING + script + REPORT_FAILURE)
    return path


# ---------------------------------------------------------------------------------------------
# what was measured


@dataclass
class Created:
    """One S3."""

    size: int
    year: int
    submission: int
    seconds: float
    server_cpu_s: float
    postgres_cpu_s: float
    rss_before: int  # the server's processes, bytes
    rss_after: int


@dataclass
class Submission:
    size: int
    year: int
    id: int
    root_key: str
    nested_keys: list[str]


@dataclass
class Checked:
    size: int
    total: Decimal
    expected: Decimal
    answered: int  # sites with a q1 answer
    stale: int  # sites whose stored q1 is not their answer


@dataclass
class Profiled:
    """One operation in-process: figures per request (ms are milliseconds)."""

    operation: str
    size: int
    requests: int
    wall_ms: float
    cpu_ms: float
    postgres_cpu_ms: float
    gc_ms: float
    transactions: float  # BEGIN (each request commits or rolls back once more)
    statements: list[tuple[str, float, float, float]]  # (label, count, rows, ms) per request
    steps: list[tuple[str, float, float, float]]  # (step, ms, statements directly in it, their ms) per request
    profile: str = ""  # cProfile's top functions, at LARGEST
    areas: list[tuple[str, float]] = field(default_factory=list)  # (area, share of the CPU time)

    @property
    def statement_count(self) -> float:
        return sum(count for _, count, _, _ in self.statements)

    @property
    def database_ms(self) -> float:
        return sum(ms for _, _, _, ms in self.statements)

    def step_ms(self, name: str) -> float:
        return next((ms for step, ms, _, _ in self.steps if step == name), 0.0)

    @property
    def outside_ms(self) -> float:
        """Authentication, FastAPI, parsing and rendering JSON, BEGIN and COMMIT, the ASGI client."""
        return self.wall_ms - self.step_ms(DATA_ROOM) - self.step_ms(SERVICE[self.operation])


@dataclass
class Outcome:
    created: list[Created] = field(default_factory=list)
    loads: list[tuple[int, Load]] = field(default_factory=list)  # (size, wrk run)
    checks: list[Checked] = field(default_factory=list)
    memory: list[tuple[str, int, int, int]] = field(default_factory=list)  # (when, RSS, PSS, largest peak)
    processes: int = 0
    profiled: list[Profiled] = field(default_factory=list)
    analyze_s: float = 0.0
    table_mib: float = 0.0


# ---------------------------------------------------------------------------------------------
# on the server


def server_memory(server: Server, outcome: Outcome, when: str) -> None:
    """The RSS and PSS of the server's processes together, and the largest peak RSS (VmHWM) of one."""
    rss, pss, count = memory_of(server.process.pid)
    peak = max((memory(pid)[1] for pid in cpu_by_process(group=server.process.pid)), default=0)
    outcome.memory.append((when, rss, pss, peak))
    outcome.processes = count
    log(f"server memory {when}: RSS {rss / 2**20:.1f} MiB, PSS {pss / 2**20:.1f} MiB ({count} processes)")


def create(server: Server, key: str, database: str, survey_id: int, size: int, year: int) -> Created:
    body = submission_body(survey_id, year, size)
    rss_before = memory_of(server.process.pid)[0]
    workers, backends = cpu_by_process(group=server.process.pid), database_cpu(database)
    started = time.perf_counter()
    status, created = request(server.port, "POST", SUBMISSIONS, key, body, timeout=S3_TIMEOUT)
    seconds = time.perf_counter() - started
    if status != 201 or not isinstance(created, dict) or len(created.get("context", {}).get("site", [])) != size:
        raise BenchError(f"S3 of {size} sites answered {status}: {str(created)[:300]}\n{server.log_tail()}")
    server_cpu = sum(t - workers.get(p, 0.0) for p, t in cpu_by_process(group=server.process.pid).items())
    postgres_cpu = sum(max(t - backends.get(p, 0.0), 0.0) for p, t in database_cpu(database).items())
    done = Created(
        size, year, created["id"], seconds, server_cpu, postgres_cpu, rss_before, memory_of(server.process.pid)[0]
    )
    log(
        f"S3 of {size:,} sites ({year}): {seconds:.2f} s; CPU: server {server_cpu:.2f} s, PostgreSQL "
        f"{postgres_cpu:.2f} s; server RSS {rss_before / 2**20:.1f} -> {done.rss_after / 2**20:.1f} MiB"
    )
    return done


def subsection(port: int, key: str, subsection_key: str) -> dict[str, Any]:
    status, row = request(port, "GET", f"{SUBMISSIONS}{subsection_key}/", key)
    if status != 200 or not isinstance(row, dict) or len(row.get("survey_submissions", [])) != 1:
        raise BenchError(f"S4 {subsection_key} answered {status}: {str(row)[:300]}")
    shown: dict[str, Any] = row["survey_submissions"][0]
    return shown


def question(shown: dict[str, Any], field_id: str) -> dict[str, Any]:
    return next(q for block in shown["blocks"] for q in block["questions"] if q["field_id"] == field_id)


def located(port: int, key: str, created: list[Created]) -> list[Submission]:
    """Each size's first submission, its root's key from S2 and its sites' keys from S4 of the root."""
    status, listed = request(port, "GET", f"{SUBMISSIONS}?limit=100", key)
    if status != 200 or not isinstance(listed, dict):
        raise BenchError(f"S2 answered {status}: {str(listed)[:300]}")
    roots = {s["id"]: s["key"] for row in listed["results"] for s in row["survey_submissions"]}
    found = []
    for size in SIZES:
        first = next(c for c in created if c.size == size)
        root = subsection(port, key, roots[first.submission])
        nested = question(root, "sites")["nested"]
        if [n["dimension_value"] for n in nested] != [site(n) for n in range(1, size + 1)]:
            raise BenchError(f"S4 of the root of {size} sites lists {len(nested)} nested instances")
        found.append(
            Submission(size, first.year, first.submission, roots[first.submission], [n["key"] for n in nested])
        )
        shown = subsection(port, key, nested[-1]["key"])
        asked = [q["field_id"] for block in shown["blocks"] for q in block["questions"]]
        if shown["survey_key"] != "site" or len(asked) != 20 or shown["context"].get("site") != site(size):
            raise BenchError(f"S4 of a site answered {str(shown)[:300]}")
    return found


async def _stored(database_url: str, submission: Submission) -> tuple[Decimal, int, int]:
    """(the sum of q1's answers of the year, sites answered, sites whose state's q1 is not their answer),
    read as the tables' owner."""
    answered = await fetch_row(
        database_url,
        "SELECT coalesce(sum(value::numeric), 0) AS total, count(*) AS n FROM data_points "
        "WHERE field_id = 'q1' AND context->>'year' = $1 AND value <> ''",
        str(submission.year),
    )
    stale = await fetch_row(
        database_url,
        "SELECT count(*) AS n FROM submission_surveys s JOIN data_points d "
        "ON d.context_key = s.context_key AND d.field_id = 'q1' AND d.company_id = s.company_id "
        "WHERE s.submission_id = $1 AND s.survey_key = 'site' "
        "AND (s.state->'seen'->'q1'->>'n')::numeric IS DISTINCT FROM nullif(d.value, '')::numeric",
        submission.id,
    )
    return Decimal(answered["total"]), int(answered["n"]), int(stale["n"])


def check_total(port: int, key: str, database_url: str, submission: Submission) -> Checked:
    """The root's total (S4) against the answers in the database; every site's state against its answer."""
    total = question(subsection(port, key, submission.root_key), "total").get("value")
    expected, answered, stale = asyncio.run(asyncio.wait_for(_stored(database_url, submission), 60))
    checked = Checked(submission.size, Decimal(total or "NaN"), expected, answered, stale)
    log(
        f"{submission.size:,} sites: root total {total}, sum of the q1 answers {expected} over {answered:,} "
        f"sites answered; {stale} sites with a stale q1"
    )
    if checked.total != expected or stale:
        raise BenchError(f"{submission.size:,} sites: the root's total {total} is not {expected}, or {stale} stale")
    return checked


def load(
    outcome: Outcome, operation: str, submission: Submission, server: Server, key: str, wrk_path: str,
    database_url: str, workdir: Path, connections: int,
) -> None:  # fmt: skip
    if operation == "S5":
        script = S5_SCRIPT % {"year": submission.year, "size": submission.size, "path": DATA_POINTS}
        path = DATA_POINTS
    else:
        paths = ",".join(f'"{SUBMISSIONS}{k}/"' for k in submission.nested_keys)
        script, path = S4_SCRIPT % {"paths": paths}, f"{SUBMISSIONS}{submission.nested_keys[0]}/"
    name = f"{operation} {submission.size:,} sites"
    done = measure(
        name, path, server, key, wrk_path, database_url, connections, f"{connections} connection(s)",
        script=lua_script(script, workdir, f"{operation}-{submission.size}-{connections}"), timeouts_allowed=False,
    )  # fmt: skip
    outcome.loads.append((submission.size, done))


def on_the_server(
    wrk_path: str, workdir: Path, database_url: str, outcome: Outcome
) -> tuple[str, int, list[Submission]]:
    """Everything measured through `canopy serve`: (the Owner's key, the application survey's id, each
    size's first submission)."""
    database = make_url(database_url).database or ""
    workspace, key = asyncio.run(asyncio.wait_for(seed(database_url), 60))
    document = workdir / "bench-sites.json"
    document.write_text(json.dumps(definition(), indent=1))
    env = {**os.environ, "CANOPY_DATABASE_URL": database_url}
    published = json.loads(run(canopy() + ["surveys", "publish", str(document), "--workspace", str(workspace), "--json"],
                               env=env, timeout=120))  # fmt: skip
    log(f"published {published['key']} version {published['version']} to workspace {workspace}")

    server = Server(database_url, workdir / "server-surveys.log")
    try:
        server.wait_ready(key)
        status, surveys = request(server.port, "GET", "/api/surveys/", key)
        if status != 200 or not isinstance(surveys, dict) or surveys.get("count") != 1:
            raise BenchError(f"S1 answered {status}: {str(surveys)[:300]}")
        survey_id = int(surveys["results"][0]["application_survey_id"])
        server_memory(server, outcome, "started")

        year = FIRST_YEAR
        for size in SIZES:
            for _ in range(S3_RUNS):
                outcome.created.append(create(server, key, database, survey_id, size, year))
                year += 1
            server_memory(server, outcome, f"after S3 of {size:,}")
        # This machine's autovacuum is off; a deployed server's would have analyzed the new rows by now.
        started = time.monotonic()
        asyncio.run(asyncio.wait_for(analyze(database_url), 300))
        outcome.analyze_s = time.monotonic() - started
        size_sql = "SELECT pg_total_relation_size('submission_surveys') AS n"
        outcome.table_mib = asyncio.run(asyncio.wait_for(fetch_row(database_url, size_sql), 60))["n"] / 2**20

        chosen = located(server.port, key, outcome.created)
        for operation in ("S5", "S4"):  # S4 after S5: the sites it reads hold answers
            for submission in chosen:
                load(outcome, operation, submission, server, key, wrk_path, database_url, workdir, CONNECTIONS)
                if operation == "S5":
                    outcome.checks.append(check_total(server.port, key, database_url, submission))
            if CROWD > 1:
                largest = chosen[-1]
                load(outcome, operation, largest, server, key, wrk_path, database_url, workdir, CROWD)
                if operation == "S5":
                    outcome.checks.append(check_total(server.port, key, database_url, largest))
            server_memory(server, outcome, f"after {operation}")
        return key, survey_id, chosen
    finally:
        server.stop()


# ---------------------------------------------------------------------------------------------
# in-process: statements, CPU and cProfile


DATA_ROOM = "data_room_ids"
SERVICE = {"S3": "create_submission", "S4": "retrieve_subsection", "S5": "upsert_data_point"}
# Where the time goes, by step: the functions wrapped, in this process only (their names as the
# report gives them). Nested: evaluate_all and propagate run within their operation's function,
# child_values within propagate.
STEPS = (
    (DATA_ROOM, service, "data_room_ids"),
    (SERVICE["S3"], submissions, "create_submission"),
    ("_answers (the answers the contexts have)", submissions, "_answers"),
    ("evaluate_all", Evaluator, "evaluate_all"),
    ("_insert (the instances, a level at a time)", submissions, "_insert"),
    (SERVICE["S4"], subsections, "retrieve_subsection"),
    (SERVICE["S5"], data_points, "upsert_data_point"),
    ("_write (the data point)", data_points, "_write"),
    ("propagate", Evaluator, "propagate"),
    ("child_values (the nested instances' q1)", DatabaseStore, "child_values"),
    ("save (the changed states)", DatabaseStore, "save"),
)

_AREAS = (  # the first that a function's file name contains
    ("handwritten/domain/surveys", "handwritten/domain/surveys/"),
    ("handwritten/services/surveys", "handwritten/services/surveys/"),
    ("simpleeval (expressions)", "/simpleeval"),
    ("SQLAlchemy", "/sqlalchemy/"),
    ("asyncpg", "/asyncpg/"),
    ("pydantic", "/pydantic"),
    ("FastAPI, Starlette", "/starlette/"),
    ("FastAPI, Starlette", "/fastapi/"),
    ("the ASGI client (httpx), this script", "/httpx/"),
    ("the ASGI client (httpx), this script", "/bench/"),
    ("the ASGI client (httpx), this script", "importlib"),  # httpx's ASGI transport tries `import trio` each time
    ("json", "/json/"),
    ("asyncio, uvloop", "/asyncio/"),
    ("asyncio, uvloop", "/uvloop/"),
    ("the rest of handwritten/ and generated/", f"{ROOT}/handwritten/"),
    ("the rest of handwritten/ and generated/", f"{ROOT}/generated/"),
)


def _area(filename: str, function: str) -> str:
    if filename == "~":  # a built-in: named by its function
        if "json" in function or "decode" in function or "encode" in function:
            return "json"
        if "asyncpg" in function or "protocol" in function:
            return "asyncpg"
        return "built-ins (method calls, isinstance, sorted, ...)"
    return next((name for name, part in _AREAS if part in filename), "other")


def _profile_text(profiler: cProfile.Profile, requests: int) -> tuple[str, list[tuple[str, float]]]:
    """cProfile's top functions by own CPU time, paths shortened, and each area's share of the CPU time."""
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(PROFILE_LINES)
    text = out.getvalue()
    for prefix in sorted({str(ROOT) + "/", *re.findall(r"\S*/site-packages/", text)}, key=len, reverse=True):
        text = text.replace(prefix, "")
    skipped = ("Ordered by", "List reduced")
    lines = [line for line in text.splitlines() if line.strip() and not line.strip().startswith(skipped)]
    own: dict[str, float] = {}
    for (filename, _, function), (_, _, tottime, _, _) in stats.stats.items():  # type: ignore[attr-defined]
        own[_area(filename, function)] = own.get(_area(filename, function), 0.0) + tottime
    whole = sum(own.values()) or 1.0
    areas = sorted(((name, seconds / whole) for name, seconds in own.items()), key=lambda a: -a[1])
    header = f"{requests} request(s) under cProfile, CPU time (cProfile's own overhead included):"
    return "\n".join([header, *lines]), areas


class _Statements(Clock):
    """bench/assessment.py's clock of the statements, the INSERTs and the transaction's settings named,
    each statement in the innermost step it ran in."""

    def after(self, conn: Any, cursor: Any, statement: str, parameters: Any, context: Any, many: bool) -> None:
        super().after(conn, cursor, statement, parameters, context, many)
        words, done = statement.split(), self.log[-1]
        if words and words[0].upper() == "INSERT":
            done.label = " ".join(words[:3])
        elif "set_config" in statement:
            done.label = "SELECT set_config (the workspace's settings, after BEGIN)"
        done.step = self._inside[-1] if self._inside else "outside"


@contextlib.contextmanager
def _watching(engine: Any, clock: _Statements, begins: list[int]) -> Iterator[None]:
    def began(*args: Any) -> None:
        begins[0] += 1

    listeners = (("before_cursor_execute", clock.before), ("after_cursor_execute", clock.after), ("begin", began))
    for name, listener in listeners:
        event.listen(engine, name, listener)
    try:
        with contextlib.ExitStack() as patches:
            for step, target, attribute in STEPS:
                patches.enter_context(
                    mock.patch.object(target, attribute, clock.wrap(step, getattr(target, attribute)))
                )
            yield
    finally:
        for name, listener in listeners:
            event.remove(engine, name, listener)


def _per_request(
    clock: _Statements, n: int
) -> tuple[list[tuple[str, float, float, float]], list[tuple[str, float, float, float]]]:
    """(by statement: label, count, rows, ms; by step: name, ms, statements run directly in it, their ms), per request."""
    by_label: dict[str, list[float]] = {}
    by_step: dict[str, list[float]] = {}
    for s in clock.log:
        for figures, added in ((by_label.setdefault(s.label, [0.0, 0.0, 0.0]), (1, s.rows, s.ms)),
                               (by_step.setdefault(s.step, [0.0, 0.0]), (1, s.ms))):  # fmt: skip
            for i, value in enumerate(added):
                figures[i] += value
    statements = [(label, c / n, r / n, ms / n) for label, (c, r, ms) in by_label.items()]
    names = [step for step, _, _ in STEPS if step in clock.times]
    steps = [(step, clock.times[step] * 1000 / n, *(v / n for v in by_step.get(step, [0.0, 0.0]))) for step in names]
    return statements, steps  # type: ignore[return-value]


async def _in_process(database_url: str, key: str, survey_id: int, chosen: list[Submission]) -> list[Profiled]:
    import httpx

    from handwritten.app import create_app

    app = create_app(Settings(database_url=database_url, job_worker=False, mail_worker=False))
    database = make_url(database_url).database or ""
    clock, begins = _Statements(), [0]
    rng = random.Random(17)
    year = [FIRST_YEAR + len(SIZES) * S3_RUNS + 10]  # beyond the server's submissions
    headers = {"Authorization": f"ApiKey {key}"}
    profiled: list[Profiled] = []
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=f"http://{HOST}", timeout=120) as client:

            async def one(operation: str, submission: Submission) -> None:
                if operation == "S3":
                    year[0] += 1
                    body = submission_body(survey_id, year[0], submission.size)
                    response = await client.post(SUBMISSIONS, json=body, headers=headers)
                elif operation == "S4":
                    response = await client.get(f"{SUBMISSIONS}{rng.choice(submission.nested_keys)}/", headers=headers)
                else:
                    body = answer_body(submission.year, submission.size, rng)
                    response = await client.post(DATA_POINTS, json=body, headers=headers)
                if response.status_code not in (200, 201):
                    raise BenchError(f"in-process {operation}: {response.status_code} {response.text[:300]}")

            with as_the_server():
                with _watching(app.state.db.engine.sync_engine, clock, begins):
                    for submission in chosen:
                        for operation, n in TIMED.items():
                            for _ in range(1 if operation == "S3" else 5):  # warm: caches, the pool
                                await one(operation, submission)
                            clock.reset()
                            begins[0] = 0
                            GC_PAUSES.clear()
                            backends, cpu = database_cpu(database), time.process_time()
                            started = time.perf_counter()
                            for _ in range(n):
                                await one(operation, submission)
                            wall, cpu = time.perf_counter() - started, time.process_time() - cpu
                            postgres = sum(
                                max(t - backends.get(p, 0.0), 0.0) for p, t in database_cpu(database).items()
                            )
                            p = Profiled(
                                operation, submission.size, n, wall * 1000 / n, cpu * 1000 / n, postgres * 1000 / n,
                                sum(GC_PAUSES) * 1000 / n, begins[0] / n, *_per_request(clock, n),
                            )  # fmt: skip
                            profiled.append(p)
                            log(
                                f"in-process {operation} {submission.size:,} sites: {p.wall_ms:.1f} ms a request, "
                                f"CPU {p.cpu_ms:.1f} ms + PostgreSQL {p.postgres_cpu_ms:.1f} ms; "
                                f"{p.statement_count:.0f} statements ({p.database_ms:.1f} ms), {p.transactions:.0f} "
                                f"BEGIN; GC {p.gc_ms:.1f} ms; "
                                + ", ".join(f"{step} {ms:.1f}" for step, ms, _, _ in p.steps)
                                + " ms"
                            )
                # cProfile apart, without the steps' wrappers: where the CPU goes at the largest size.
                largest = next(s for s in chosen if s.size == LARGEST)
                for p in profiled:
                    if p.size == LARGEST:
                        profiler = cProfile.Profile(time.process_time)
                        profiler.enable()
                        for _ in range(PROFILED[p.operation]):
                            await one(p.operation, largest)
                        profiler.disable()
                        p.profile, p.areas = _profile_text(profiler, PROFILED[p.operation])
    return profiled


def in_process(database_url: str, key: str, survey_id: int, chosen: list[Submission], outcome: Outcome) -> None:
    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:  # the server's event loop
        work = _in_process(database_url, key, survey_id, chosen)
        outcome.profiled = runner.run(asyncio.wait_for(work, 900))


# ---------------------------------------------------------------------------------------------
# S2 at a size, for the scale run (bench/scale.py)


S2_SUBMISSIONS = 1_000  # the workspace's submissions at the present size, factor 1
S2_YEARS = tuple(str(year) for year in range(2015, 2025))
# (key, tags): four flat surveys; a submission per site, survey and year.
S2_SURVEYS = (
    ("bench-emissions", ("climate", "annual")),
    ("bench-water", ("water", "annual")),
    ("bench-labour", ("social",)),
    ("bench-biodiversity", ("climate", "nature")),
)
# bench-emissions is published again before this year's submissions: the older ones keep its
# first version, so S2 lists five survey versions, one of them no longer active.
S2_REPUBLISHED = "2020"
S2_TAG = "climate"  # S2's tags page: two of the four surveys, three of the five versions
S2_SITE = "site-0007"  # S2's context__contains page: a site of every size, ten years of each survey
S2_LIMIT = 50
S2_BATCH = 2_000  # submissions a COPY
S2_FIRST_DAY = datetime(2015, 1, 15, 9, 0, tzinfo=UTC)
S2_OWNER = "owner@bench.example"  # measure/databases.py seed_workspace's Owner


def s2_definition(key: str, tags: tuple[str, ...], version: int = 1) -> dict[str, Any]:
    """A flat survey of S2's workspace: four questions and a formula in one block; version 2 adds one."""
    questions = [
        {"field_id": "reporting_year", "kind": "questionnumber", "title": "Year", "min": 2000, "max": 2100},
        {"field_id": "site_name", "kind": "questionshorttext", "title": "Site name", "max_length": 100},
        {"field_id": "quantity", "kind": "questionnumber", "title": "Quantity", "min": 0},
        {"field_id": "share", "kind": "questionslider", "title": "Share (%)", "min": 0, "max": 100, "step": 5},
        {"field_id": "weighted", "kind": "formula", "title": "Quantity by share", "formula": "quantity * share / 100"},
    ]
    if version > 1:
        questions.append({"field_id": "verified_on", "kind": "questiondate", "title": "Verified on"})
    slug = key.removeprefix("bench-")
    return {
        "key": key,
        "title": f"Bench {slug}",
        "tags": list(tags),
        "blocks": [{"key": f"{slug}-general", "title": "General", "questions": questions}],
    }


@dataclass(frozen=True)
class S2Row:
    """A submission as seeded: what S2 shows of it."""

    id: int
    survey_id: int  # the workspace's survey (application survey)
    definition_id: int  # the version it was made of
    year: str
    site: str


@dataclass
class S2Seed:
    key: str
    submissions: list[S2Row]
    active: dict[int, int]  # survey id -> the version (definition id) it follows now
    versions: dict[int, tuple[int, bool]]  # definition id -> (version, is_active_version)
    tags: dict[int, tuple[str, ...]]  # survey id -> its tag names


def s2_sites(factor: int) -> list[str]:
    """The workspace's sites at a factor: each submits each survey every year."""
    return [site(n) for n in range(1, S2_SUBMISSIONS * factor // (len(S2_YEARS) * len(S2_SURVEYS)) + 1)]


async def _publish_s2(database_url: str, workspace: int) -> tuple[dict[str, list[Any]], dict[int, tuple[int, bool]]]:
    """S2's surveys published to the workspace as `canopy surveys publish` does (the tables' owner):
    ({key: [each version's compiled definition and id, oldest first]}, {definition id: (version, active)})."""
    db = Database(Settings(database_url=database_url))
    published: dict[str, list[Any]] = {}
    try:
        async with db.session() as session:
            again = S2_SURVEYS[0]
            for key, tags, version in [*((k, t, 1) for k, t in S2_SURVEYS), (*again, 2)]:
                document = s2_definition(key, tags, version)
                row = await publish_definition(session, document=document, workspace_ids=[workspace], user_id=None)
                published.setdefault(key, []).append((compiled(row), row.id))
            await session.commit()
    finally:
        await db.dispose()
    versions = {
        definition_id: (version, version == len(found))
        for found in published.values()
        for version, (_, definition_id) in enumerate(found, start=1)
    }
    return published, versions


async def seed_s2(database_url: str, factor: int) -> S2Seed:
    """S2's workspace at `factor` times S2_SUBMISSIONS: its Owner, the surveys, and the submissions
    year by year (each year's in survey, then site order), each with its root instance evaluated as
    S3 evaluates it (no answers yet), written with COPY S2_BATCH at a time. Deterministic: the same
    rows, ids and times at every run on a fresh database."""
    workspace, key = await seed_workspace(database_url, name="Bench Surveys")
    published, versions = await _publish_s2(database_url, workspace)
    connection = await owner_connection(database_url)
    try:
        owner = await connection.fetchval("SELECT id FROM users WHERE email = $1", S2_OWNER)
        surveys = {
            row["key"]: row["id"]
            for row in await connection.fetch(
                "SELECT id, key FROM application_surveys WHERE company_id = $1", workspace
            )
        }
        sites = s2_sites(factor)
        plan = [
            (survey_key, year, name)
            for year in S2_YEARS
            for survey_key, _ in S2_SURVEYS
            for name in sites
        ]  # fmt: skip
        seeded: list[S2Row] = []
        for start in range(0, len(plan), S2_BATCH):
            batch = plan[start : start + S2_BATCH]
            ids = [
                row[0]
                for row in await connection.fetch(
                    "SELECT nextval('survey_submissions_id_seq') FROM generate_series(1, $1)", len(batch)
                )
            ]
            rows, roots = [], []
            for number, (submission_id, (survey_key, year, name)) in enumerate(zip(ids, batch, strict=True), start):
                versions_of = published[survey_key]
                definition, definition_id = versions_of[-1 if year >= S2_REPUBLISHED else 0]
                entries = [QueryContextEntry("year", year, "year"), QueryContextEntry("site", name, "exact")]
                context = submission_context(entries, definition.dimensions)
                planned = submissions.plan_instances(definition, context)
                instances = [p.instance for p in planned]
                await Evaluator(definition, MemoryStore(instances, {})).evaluate_all(instances)
                when = S2_FIRST_DAY + timedelta(days=365 * S2_YEARS.index(year), seconds=number)
                query_context = [{"context_object": e.context_object, "context_value": e.context_value,
                                  "precision": e.precision} for e in entries]  # fmt: skip
                rows.append((submission_id, workspace, surveys[survey_key], definition_id, json.dumps(context),
                             json.dumps(query_context), owner, when, when))  # fmt: skip
                root = planned[0]  # a flat survey: its root is its one instance
                roots.append((workspace, submission_id, None, root.survey_key, None, None, 0,
                              json.dumps(root.context), root.instance.context_key,
                              json.dumps(root.instance.state.to_json())))  # fmt: skip
                seeded.append(S2Row(submission_id, surveys[survey_key], definition_id, year, name))
            await connection.copy_records_to_table(
                "survey_submissions", records=rows,
                columns=["id", "company_id", "application_survey_id", "definition_id", "context", "query_context",
                         "created_by_id", "created_at", "edited_at"],
            )  # fmt: skip
            await connection.copy_records_to_table(
                "submission_surveys", records=roots,
                columns=["company_id", "submission_id", "parent_id", "survey_key", "holder_field_id",
                         "dimension_value", "position", "context", "context_key", "state"],
            )  # fmt: skip
    finally:
        await connection.close()
    active = {surveys[key]: found[-1][1] for key, found in published.items()}
    tags = {surveys[key]: names for key, names in S2_SURVEYS}
    return S2Seed(key, seeded, active, versions, tags)


def s2_expected(seed: S2Seed, matches: Callable[[S2Row], bool], filtering: bool) -> tuple[int, list[Any]]:
    """(count, the page) S2 answers, from the seed (decision survey_submission_rows): a row per
    survey version, by version id then survey, each with its matching submissions, oldest first;
    unfiltered, also each survey's version now, submitted or not."""
    listed: dict[tuple[int, int], list[S2Row]] = {}
    if not filtering:
        listed = {(definition_id, survey_id): [] for survey_id, definition_id in seed.active.items()}
    for row in seed.submissions:
        if matches(row):
            listed.setdefault((row.definition_id, row.survey_id), []).append(row)
    ordered = sorted(listed)
    page = [
        {
            "id": definition_id,
            "survey_id": survey_id,
            "version": seed.versions[definition_id][0],
            "is_active_version": seed.versions[definition_id][1],
            "survey_submissions": [
                {
                    "id": row.id,
                    "application_survey_id": row.survey_id,
                    "context": {"year": row.year, "site": row.site},
                    "key": subsections.root_key(row.id, row.survey_id),
                }
                for row in sorted(listed[(definition_id, survey_id)], key=lambda row: row.id)
            ],
        }
        for definition_id, survey_id in ordered[:S2_LIMIT]
    ]
    return len(ordered), page


def s2_page(
    operation: str, seed: S2Seed, params: dict[str, str], matches: Callable[[S2Row], bool], *, heavy: bool = False
) -> Page:
    """An S2 page of S2_LIMIT, checked against the seed: the count, each row's version and survey in
    order, and each row's submissions (id, survey, context, key) in order."""
    path = f"{SUBMISSIONS}?{urlencode({**params, 'limit': S2_LIMIT})}"
    count, expected = s2_expected(seed, matches, bool(params))

    def check(server: Server, key: str) -> None:
        status, answer = request(server.port, "GET", path, key, timeout=120)
        if status != 200 or not isinstance(answer, dict):
            raise BenchError(f"{operation} ({path}) answered {status}: {str(answer)[:300]}")
        shown = [
            {
                **{name: row.get(name) for name in ("id", "survey_id", "version", "is_active_version")},
                "survey_submissions": [
                    {name: s.get(name) for name in ("id", "application_survey_id", "context", "key")}
                    for s in row.get("survey_submissions", [])
                ],
            }
            for row in answer.get("results", [])
        ]
        if answer.get("count") != count or shown != expected:
            found = [(r["id"], r["survey_id"], len(r["survey_submissions"])) for r in shown]
            wanted = [(r["id"], r["survey_id"], len(r["survey_submissions"])) for r in expected]
            raise BenchError(
                f"{operation} ({path}): count {answer.get('count')}, rows (version, survey, submissions) {found}; "
                f"expected count {count}, rows {wanted}, or their submissions differ"
            )
        log(f"{operation}: count {count}, {sum(len(r['survey_submissions']) for r in expected):,} submissions listed")

    return Page(operation, path, check, heavy=heavy)


def sized(database_url: str, workdir: Path, factor: int) -> Sized:
    """S2's workspace at `factor` times its present size (S2_SUBMISSIONS), seeded into the fresh
    `database_url`, and S2's pages: unfiltered, a tag (two surveys), a context (one site).

    A row of S2 is a survey version with every matching submission of it (decision
    survey_submission_rows), so the unfiltered and the tag pages hold all the workspace's
    submissions, or half: they grow with the factor and, at 10, take about a second each, which 32
    connections would only queue behind; they are heavy at every size, so both sizes are measured
    alike. The context page lists one site's submissions at every size."""
    seed = asyncio.run(asyncio.wait_for(seed_s2(database_url, factor), 600))
    versions = len(seed.versions)
    return Sized(
        key=seed.key,
        size=f"{len(seed.submissions):,} submissions of {len(S2_SURVEYS)} surveys ({versions} versions)",
        pages=[
            s2_page("S2 all", seed, {}, lambda row: True, heavy=True),
            s2_page("S2 tags", seed, {"tags": S2_TAG}, lambda row: S2_TAG in seed.tags[row.survey_id], heavy=True),
            s2_page(
                "S2 context__contains",
                seed,
                {"context__contains": json.dumps({"site": S2_SITE}, separators=(",", ":"))},
                lambda row: row.site == S2_SITE,
            ),
        ],
    )


# ---------------------------------------------------------------------------------------------
# the run


def bench(wrk_path: str, workdir: Path, notes: dict[str, str], outcome: Outcome) -> list[str]:
    """The whole run on a database of its own, dropped at the end; what failed, if anything."""
    try:
        with fresh_database("postgresql", workdir, notes) as database_url:
            notes["PostgreSQL jit"] = asyncio.run(asyncio.wait_for(jit_note(database_url), 30))
            key, survey_id, chosen = on_the_server(wrk_path, workdir, database_url, outcome)
            if PROFILE:
                in_process(database_url, key, survey_id, chosen, outcome)
        return []
    except (BenchError, OSError, subprocess.TimeoutExpired, TimeoutError, asyncpg.PostgresError) as exc:
        log(f"FAILED: {exc}")
        return [str(exc)]


# ---------------------------------------------------------------------------------------------
# the report


def _mib(n: int) -> str:
    return f"{n / 2**20:,.1f}"


def _table(intro: str, columns: str, rows: list[list[Any]]) -> list[str]:
    """A paragraph, then a Markdown table: `columns` separated by `|`, a leading `>` right-aligns one."""
    names = [c.strip() for c in columns.split("|")]
    rule = " | ".join("---:" if n.startswith(">") else "---" for n in names)
    head = " | ".join(n.removeprefix(">") for n in names)
    return ["", intro, "", f"| {head} |", f"| {rule} |", *("| " + " | ".join(map(str, row)) + " |" for row in rows)]


def _loads(outcome: Outcome) -> list[list[Any]]:
    ordered = sorted(outcome.loads, key=lambda load: (load[1].result.operation[:2], load[1].connections, load[0]))
    return [
        [
            r.operation[:2],
            f"{size:,}",
            done.connections,
            f"{r.rps:,.1f}",
            f"{r.p50_ms:.2f}",
            f"{r.p99_ms:.2f}",
            f"{r.requests:,}",
            f"{r.server_cpu_ms:.2f}",
            f"{r.busiest_worker:.0%}",
            f"{r.postgres_cpu_ms:.2f}",
            r.sessions_opened,
            f"{r.other_cores:.2f}",
        ]  # fmt: skip
        for size, done in ordered
        for r in [done.result]
    ]


def _in_process_tables(outcome: Outcome) -> list[str]:
    profiled, shown = outcome.profiled, [p for p in outcome.profiled if p.size in (min(SIZES), LARGEST)]
    return [
        *_table(
            "In-process, with the server stopped: each operation requested through the server's app (ASGI, uvloop, "
            "the collector as `canopy serve` sets it) one request after another, after a warm-up; CPU is this "
            "process's (the ASGI client's included) and the database's backends'. Outside them: authentication (a "
            "prepared statement), FastAPI, parsing the body and rendering the answer, BEGIN and COMMIT, and the ASGI "
            "client.",
            "operation | >sites | >requests | >wall (ms/request) | >CPU (ms/request) | >PostgreSQL CPU (ms/request) "
            "| >statements | >their wall time (ms) | >BEGIN | >GC (ms) | >data_room_ids (ms) "
            "| >the operation's function (ms) | >outside them (ms)",
            [
                [
                    p.operation,
                    f"{p.size:,}",
                    p.requests,
                    f"{p.wall_ms:.1f}",
                    f"{p.cpu_ms:.1f}",
                    f"{p.postgres_cpu_ms:.1f}",
                    f"{p.statement_count:.0f}",
                    f"{p.database_ms:.1f}",
                    f"{p.transactions:.0f}",
                    f"{p.gc_ms:.1f}",
                    f"{p.step_ms(DATA_ROOM):.1f}",
                    f"{p.step_ms(SERVICE[p.operation]):.1f}",
                    f"{p.outside_ms:.1f}",
                ]
                for p in profiled
            ],
        ),  # fmt: skip
        *_table(
            "By step, at the smallest and largest sizes: each wrapped function's wall time (a step's time includes "
            "the steps within it: evaluate_all within create_submission, propagate within upsert_data_point, "
            "child_values within propagate), and the statements run directly in it.",
            "operation | >sites | step | >wall (ms) | >statements in it | >their wall time (ms)",
            [
                [p.operation, f"{p.size:,}", step, f"{ms:.2f}", f"{count:g}", f"{their:.2f}"]
                for p in shown
                for step, ms, count, their in p.steps
            ],
        ),  # fmt: skip
        *_table(
            "Each request's statements through SQLAlchemy, at the smallest and largest sizes (authentication's "
            "prepared statement, BEGIN and COMMIT are not among them): how many a request, the rows read (or "
            "written), and their wall time from sending to the last row received.",
            "operation | >sites | statement | >per request | >rows | >wall (ms)",
            [
                [p.operation, f"{p.size:,}", f"`{label}`", f"{count:.2g}", f"{rows:,.0f}", f"{ms:.2f}"]
                for p in shown
                for label, count, rows, ms in p.statements
            ],
        ),  # fmt: skip
    ]


def _targets(outcome: Outcome) -> list[str]:
    measured = [(size, d.result) for size, d in outcome.loads if d.connections == CONNECTIONS]
    s3 = [c.seconds for c in outcome.created if c.size == LARGEST]
    s4 = [(size, r) for size, r in measured if r.operation.startswith("S4")]
    s5 = [r for size, r in measured if r.operation.startswith("S5") and size == LARGEST]
    each = f"{CONNECTIONS} connection(s)"
    found = [
        (
            f"S3 of {LARGEST:,} sites under {TARGET_S3_S:.0f} s, each",
            bool(s3) and max(s3) < TARGET_S3_S,
            ", ".join(f"{s:.2f}" for s in s3) + " s",
            bool(s3),
        ),
        (
            f"S4 of a site, p50 < {TARGET_S4_P50_MS:.0f} ms at every size, {each}",
            all(r.p50_ms < TARGET_S4_P50_MS for _, r in s4),
            ", ".join(f"{r.p50_ms:.2f} ms at {size:,}" for size, r in s4),
            bool(s4),
        ),
        (
            f"S5 at {LARGEST:,} sites, the root's total recomputed: p50 < {TARGET_S5_P50_MS:.0f} ms, "
            f"p99 < {TARGET_S5_P99_MS:.0f} ms, {each}",
            bool(s5) and s5[0].p50_ms < TARGET_S5_P50_MS and s5[0].p99_ms < TARGET_S5_P99_MS,
            f"p50 {s5[0].p50_ms:.2f} ms, p99 {s5[0].p99_ms:.2f} ms" if s5 else "",
            bool(s5),
        ),
    ]
    return [
        f"Target ({what}): **{'met' if met else 'missed'}** ({shown})." if known else f"Target ({what}): not measured."
        for what, met, shown, known in found
    ]


def report(outcome: Outcome, rows: list[tuple[str, str]], failures: list[str]) -> tuple[str, str]:
    """(the whole report, for bench/results/; its summary, printed at the end of the run)."""
    lines = ["| | |", "| --- | --- |"] + [f"| {name} | {value} |" for name, value in rows]
    lines += _table(
        "S3, one submission at a time: the POST's wall time as the client sees it; the CPU time of the server's "
        "processes and of the database's backends meanwhile; the RSS of the server's processes together. "
        f"submission_surveys with its indexes after them: {outcome.table_mib:,.1f} MiB; VACUUM (ANALYZE) then, in "
        f"place of autovacuum (off on this machine): {outcome.analyze_s:.1f} s.",
        ">sites | >year | >submission | >seconds | >server CPU (s) | >PostgreSQL CPU (s) "
        "| >server RSS before (MiB) | >after (MiB)",
        [[f"{c.size:,}", c.year, c.submission, f"{c.seconds:.2f}", f"{c.server_cpu_s:.2f}", f"{c.postgres_cpu_s:.2f}",
          _mib(c.rss_before), _mib(c.rss_after)] for c in outcome.created],
    )  # fmt: skip
    lines += _table(
        "S5 then S4 with wrk, on each size's first submission (CPU per request: the server's processes and the "
        "database's backends, divided by the requests plus one per connection, as bench/transactions.py counts).",
        "operation | >sites | >connections | >requests/s | >p50 (ms) | >p99 (ms) | >requests "
        "| >server CPU (ms/request) | >busiest worker | >PostgreSQL CPU (ms/request) | >PostgreSQL sessions opened "
        "| >other work (cores)",
        _loads(outcome),
    )
    lines += _table(
        "After each S5 run: the root's total (S4 of the root) against the sum of the year's q1 answers in the "
        "database, and the sites whose stored q1 is not their answer.",
        ">sites | >root's total | >sum of the answers | >sites answered | >sites with a stale q1",
        [[f"{c.size:,}", c.total, c.expected, f"{c.answered:,}", c.stale] for c in outcome.checks],
    )
    lines += _table(
        f"Server memory (`canopy serve --workers {WORKERS}`: {outcome.processes} processes, the first worker and "
        "those it forks): RSS and PSS of them together; peak: the largest VmHWM of one of them since it started.",
        "when | >RSS (MiB) | >PSS (MiB) | >largest peak RSS of a process (MiB)",
        [[when, _mib(rss), _mib(pss), _mib(peak)] for when, rss, pss, peak in outcome.memory],
    )
    ending = ["", *_targets(outcome), *(f"\nFailed: {failure}" for failure in failures)]
    summary = lines + ending
    if outcome.profiled:
        lines += _in_process_tables(outcome)
    for p in outcome.profiled:
        if p.profile:
            areas = ", ".join(f"{name} {share:.0%}" for name, share in p.areas if share >= 0.01)
            lines += ["", f"cProfile of {p.operation} at {p.size:,} sites, CPU time by area: {areas}.", "", "```"]
            lines += [p.profile, "```"]
    return "\n".join(lines + ending) + "\n", "\n".join(summary) + "\n"


def main() -> int:
    exit_on_sigterm()
    wrk_path = ensure_wrk()
    notes = {"machine load when started": "{:.2f}, {:.2f}, {:.2f} (1, 5, 15 min)".format(*os.getloadavg())}
    outcome = Outcome()
    busy, started = machine_busy()[0], time.monotonic()
    with tempfile.TemporaryDirectory(prefix="canopy-bench-surveys-") as tmp:
        failures = bench(wrk_path, Path(tmp), notes, outcome)
    elapsed = time.monotonic() - started
    rows = [row for row in machine(wrk_path, notes) if row[0] != "load"]
    rows += [
        (
            "load",
            f"wrk -t1 -c{CONNECTIONS} -d{DURATION}s --latency after a {WARMUP} s warm-up, a Lua script choosing a "
            f"random site (S5: and a random value of q1) at each request; at {LARGEST:,} sites also "
            f"-t2 -c{CROWD}" + ("" if CROWD > 1 else " (skipped)"),
        ),
        (
            "survey",
            f"root: a nested question `sites` (dimension site) and `total = sum(sites.q1)`; site: 20 questions "
            f"({NUMBERS} numbers, a radio button, a short text, a date, a slider, the formula `q1 + q2`) in 3 "
            f"blocks; {S3_RUNS} submission(s) of each of {', '.join(f'{s:,}' for s in SIZES)} sites, each its own year",
        ),
        ("run", f"{elapsed:.0f} s; {max(machine_busy()[0] - busy, 0.0) / max(elapsed, 1):.2f} cores busy on average"),
    ]
    whole, summary = report(outcome, rows, failures)
    print()
    print(summary)
    write_results("surveys", "Surveys benchmark: S3, S4 and S5", "make bench-surveys", whole)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
