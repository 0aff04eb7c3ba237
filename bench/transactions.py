"""Benchmark of financial transactions at scale: `make bench-transactions` (see bench/README.md).

Issue 16 (point 6, and the import of point 2), on PostgreSQL:

1. A fresh database `canopy_bench_<random>` (dropped at the end, also on failure or SIGTERM),
   `canopy migrate`, a workspace with its Owner and the Owner's key (the admin functions).
2. A CSV file of BENCH_TRANSACTIONS_ROWS (1,000,000) transactions, written here row by row in a
   temporary folder (two years of dates, 12 ledgers, 200 vendors and some rows without one, four
   currencies, five sources, journals, descriptions; amounts with 2 decimals; a fixed seed),
   then `canopy transactions import FILE --workspace ID` as a subprocess: wall time, rows/s, the
   peak RSS of the import process (ru_maxrss from wait4, with VmRSS sampled from /proc every
   0.1 s to show whether it grows), and its phases, read from the process title of its
   PostgreSQL backend (before it connects; streaming: the batches copied and inserted; finishing: after the last COPY).
   The count of the workspace's rows must be exactly the file's. The same import again
   must import 0 and skip every row; it is timed the same way. Target: under 60 s with flat
   memory.
3. The transactions.classify job each import enqueues is run by `canopy worker` right after that
   import, until the queue has no classify job left (timed, reported); the server measured
   below runs no job worker (CANOPY_JOB_WORKER=false) and the queue is empty when it starts.
4. VACUUM (ANALYZE) after the first import's job, and again before the measurements (this
   machine's autovacuum is off): the first job runs without statistics, the second with them.
5. The plans PostgreSQL runs for T1 and T2, from auto_explain (ANALYZE, BUFFERS) loaded into the
   connections of the server's app run in this process (create_app, through ASGI): the
   statements exactly as the server sends them (asyncpg prepared statements, as role
   canopy_app under row-level security), each page requested 8 times so that a switch to a
   generic plan after the fifth execution shows.
6. `canopy serve --combined --workers 2` (bench/measure/server.py), the pages checked against what
   the generator wrote (T2: every group's count and total; T1: the count, 50 matching rows in
   date order), then wrk: T2 (`group_by=ledger,currency&delimit_by=monthly`, the year 2025) at
   1 connection and at 32 (for at least 60 s: each answer waits seconds); T1 (limit=50, three
   filters) at 32 connections (target ≥ 500 requests/s).
7. T2's latency (target p50 < 1 s) with the plan a long-running server keeps using: on
   `canopy serve --combined --workers 1` with a pool of one connection, one client sends T2
   on one keep-alive connection, 8 requests first (more than the five custom plans PostgreSQL
   makes before it may keep a generic one), then one after another for BENCH_DURATION seconds. On the 2-worker server with its pool of 32, how many times each pooled
   connection has run T2 decides which plan a request gets, so its figures mix both.
   Each run starts with the server and database idle (the requests wrk leaves in flight are
   waited for). Requests/s, p50, p99, and the CPU time per request of the server, of the
   database's PostgreSQL backends and of the parallel workers PostgreSQL starts for T2.

8. Last, the same file imported by an import run (D8, `{"csv": {}}`, dry_run false) into a
   workspace of a second database (an empty table, as for the command's first import): uploaded through D2's signed URL and confirmed (D5) on `canopy serve --combined
   --workers 1` without a job worker, then, after a CHECKPOINT, one request, timed, with the server's peak RSS
   (VmHWM, reset before) against its idle peak. Target: as the command's, under 60 s with flat
   memory.

For `make bench-scale` (bench/scale.py, measure/scale.py), `sized` gives T1 and T2 on a factor of
the file's rows: drawn from the same stream as the file and copied straight into the table as the
import stores them (the import itself checks every row: far too slow a seed at ten times the
rows).

Targets are reported, never enforced: the run fails only on errors or wrong results. The table
is printed and written to bench/results/YYYY-MM-DD-transactions.md.

Everything listens on and connects to 127.0.0.1 only. Every wait is bounded.

Environment (all optional): BENCH_TRANSACTIONS_ROWS (1000000), BENCH_DURATION (s, 15),
BENCH_WARMUP (s, 5), BENCH_CONNECTIONS (32), BENCH_THREADS (2), BENCH_WORKERS (2),
BENCH_POSTGRES_URL (postgresql+asyncpg://postgres@127.0.0.1:5432), BENCH_CLASSIFY_TIMEOUT
(s, 1200: how long the classify job may take before it is reported as not done),
BENCH_T2_CROWD_DURATION (s, 60: the least duration of T2 at 32 connections).
"""

from __future__ import annotations

import asyncio
import csv
import http.client
import math
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from itertools import accumulate, islice
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, quote, urlsplit

import asyncpg
from sqlalchemy import event
from sqlalchemy.engine import make_url

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ingestion import CHUNK, Sampler, confirm, create_document  # noqa: E402 - bench/ is a folder of scripts
from measure.databases import (  # noqa: E402
    analyze,
    create_postgres_database,
    drop_database,
    fetch_row,
    maintenance_connection,
    owner_connection,
    seed_workspace,
    sessions_opened,
)
from measure.knobs import CONNECTIONS, HOST, POSTGRES_URL, THREADS, WORKERS  # noqa: E402
from measure.load import Result  # noqa: E402
from measure.load import measure as measure_load  # noqa: E402
from measure.machine import machine  # noqa: E402
from measure.processes import (  # noqa: E402
    cpu_by_process,
    database_cpu,
    machine_busy,
    memory,
    postmaster_children_cpu,
    reset_peak,
)
from measure.results import write_results  # noqa: E402
from measure.scale import Page, Sized  # noqa: E402
from measure.server import Server, request  # noqa: E402
from measure.tools import BenchError, canopy, ensure_wrk, exit_on_sigterm, local_only, log, run  # noqa: E402

from handwritten.db.transactions import SCALE  # noqa: E402
from handwritten.domain.transactions import TransactionRow  # noqa: E402
from handwritten.services.transactions import figures  # noqa: E402
from handwritten.settings import Settings  # noqa: E402

BENCH = Path(__file__).resolve().parent
ROWS = int(os.environ.get("BENCH_TRANSACTIONS_ROWS", "1000000"))
DURATION = int(os.environ.get("BENCH_DURATION", "15"))
WARMUP = int(os.environ.get("BENCH_WARMUP", "5"))
CLASSIFY_TIMEOUT = float(os.environ.get("BENCH_CLASSIFY_TIMEOUT", "1200"))
IMPORT_TIMEOUT = 1800.0  # seconds for one import
WRK_TIMEOUT_S = 60  # T2 at 32 connections queues seconds behind its neighbours
# T2 at 32 connections: each request waits behind 31 others for seconds, so a run of BENCH_DURATION
# would count a handful of answers; it runs at least this long (seconds).
T2_CROWD_DURATION = int(os.environ.get("BENCH_T2_CROWD_DURATION", "60"))
SAMPLE_EVERY = 0.1  # seconds between samples of the import process
EXPLAIN_REQUESTS = 8  # each page in-process: PostgreSQL may switch to a generic plan after the fifth
# T2's latency with its plan cached: requests made on a server of one worker and a pool of one
# connection before wrk measures it (more than the five custom plans PostgreSQL makes first).
CACHED_WARMUP = 8
CACHED_LABEL = "1 worker, a pool of 1 connection, one client, after 8 requests: plan cached"

TARGET_IMPORT_S = 60.0
TARGET_FLAT_MIB = 16.0  # RSS growth from a quarter of the streaming to its end, for "flat"
TARGET_T2_P50_MS = 1000.0
TARGET_T1_RPS = 500.0

# -- the generated file ------------------------------------------------------------------------

SEED = 20261125
START = date(2024, 1, 1)
DAYS = (date(2026, 1, 1) - START).days  # 2024 and 2025: 731 days
LEDGERS = (
    ("6000 Travel", 10), ("6050 Accommodation", 6), ("6100 Fuel", 8), ("6200 Electricity", 4),
    ("6250 Gas and heating", 3), ("6300 Office supplies", 12), ("6400 Software and subscriptions", 9),
    ("6500 Freight and logistics", 11), ("6600 Rent", 2), ("6700 Telecom", 5),
    ("6800 Meals and entertainment", 14), ("7000 Raw materials", 16),
)  # fmt: skip
CURRENCIES = (("EUR", 60), ("USD", 25), ("GBP", 10), ("CHF", 5))
SOURCES = (("csv", 70), ("provider_1", 12), ("provider_2", 9), ("provider_3", 6), ("provider_4", 3))
JOURNALS = (("Purchases", 50), ("Bank", 25), ("Expenses", 15), ("", 10))
_WORDS = (
    "Alpine", "Baltic", "Cedar", "Delta", "Eastern", "Falcon", "Granite", "Harbor", "Iris", "Juniper",
    "Keystone", "Lumen", "Meridian", "Northwind", "Orchard", "Pioneer", "Quarry", "Riverside", "Summit", "Tidal",
)  # fmt: skip
_TRADES = ("Logistics", "Energy", "Office Supply", "Software", "Catering", "Fuels", "Telecom", "Materials", "Travel")
_FORMS = ("BV", "GmbH", "Ltd", "SA", "Inc")
VENDORS = tuple(
    f"{word} {_TRADES[(n + i) % len(_TRADES)]} {_FORMS[(n * 3 + i) % len(_FORMS)]}"
    for n, word in enumerate(_WORDS)
    for i in range(10)
)  # 200 names, the first ones the most frequent
NO_VENDOR = 0.08  # rows without a vendor
CREDITS = 0.03  # negative amounts (credit notes)
END_DATES = 0.1  # rows with an end date (a month later); the others' end date is their date
AMOUNT_MU, AMOUNT_SIGMA = 4.0, 1.2  # log-normal amounts: median about 55, a third at 100 or more

# -- the pages ---------------------------------------------------------------------------------

T2_YEAR = 2025
T2 = (
    "T2 ledger, currency, monthly, 2025",
    "/api/transactions/groups/?group_by=ledger,currency&delimit_by=monthly"
    "&date__gte=2025-01-01T00:00:00Z&date__lte=2025-12-31T23:59:59Z&limit=1000",
)
T1_LEDGER, T1_SOURCE, T1_MIN_CENTS = "6500 Freight and logistics", "csv", 100_00
T1 = (
    "T1 ledger, source, net_amount__gte",
    f"/api/transactions/?limit=50&ledger={quote(T1_LEDGER)}&source={T1_SOURCE}&net_amount__gte={T1_MIN_CENTS // 100}",
)
T1_ALL = "/api/transactions/?limit=1"
PAGE = 50

# auto_explain, loaded into each connection of the in-process app (the server's own statements).
AUTO_EXPLAIN = (
    "LOAD 'auto_explain'",
    "SET auto_explain.log_min_duration = 0",
    "SET auto_explain.log_analyze = on",
    "SET auto_explain.log_buffers = on",
    "SET auto_explain.log_timing = on",
    "SET auto_explain.log_level = notice",  # sent to the client, which collects them
)


@dataclass
class Expected:
    """What the generated file holds, tallied as it is written: what the pages must answer."""

    rows: int = 0
    bytes: int = 0
    t1: int = 0  # rows matching T1's filters
    t2_rows: int = 0  # rows of the year 2025
    # (ledger, currency, "2025-MM") -> [count, sum of cents]
    groups: dict[tuple[str, str, str], list[int]] = field(default_factory=dict)


@dataclass
class Imported:
    run: str
    seconds: float
    created: int
    skipped: int
    peak_rss: int  # bytes: ru_maxrss of the import process
    cpu: float  # seconds of the import process
    postgres_cpu: float  # seconds of its PostgreSQL backend (the largest sampled)
    # Seconds from the start when the backend was first seen ("connected"), first ran COPY
    # ("COPY") and last ran one ("last COPY"): the file streams in batches, each copied into the
    # staging table and inserted from it while the next is read, so the COPYs and INSERTs
    # alternate until the last batch.
    phases: dict[str, float]
    check_rss: list[int]  # VmRSS at a quarter, half, three quarters and the end of the time before connecting
    streaming_rss: list[int]  # the same over the streaming (connected until the last COPY)

    @property
    def growth(self) -> int | None:
        """RSS growth from a quarter of the streaming to its end (bytes)."""
        return self.streaming_rss[-1] - self.streaming_rss[0] if len(self.streaming_rss) == 4 else None


@dataclass
class RunImport:
    """The file imported by an import run (D8) naming it, uploaded through D2 and D5."""

    upload_seconds: float
    seconds: float  # D8's answer
    created: int
    skipped: int
    invalid: int
    stored: int  # the workspace's rows afterwards
    idle_peak: int  # bytes: the server's VmHWM after a reset and a second idle
    peak: int  # bytes: its VmHWM after the run (or the largest sampled VmRSS, if larger)
    reset: bool  # whether VmHWM could be reset
    server_cpu: float  # seconds
    postgres_cpu: float  # seconds

    @property
    def growth(self) -> int:
        return self.peak - self.idle_peak


@dataclass
class Classified:
    after: str
    seconds: float
    done: bool
    attempts: int
    last_error: str
    worker_cpu: float
    postgres_cpu: float


@dataclass
class Load:
    result: Result
    connections: int
    threads: int
    seconds: int  # wrk's duration
    server: str  # how the server ran
    parallel_cpu_ms: float  # CPU of exited PostgreSQL processes (parallel workers) per request
    drained: float  # seconds the server took to finish the requests left in flight


@dataclass
class Plan:
    page: str
    request: int  # the statement's execution, from 1, in-process
    statement: str  # "count", "page", "tags"
    text: str  # auto_explain's message


# ---------------------------------------------------------------------------------------------
# the file


# A transaction as the generator draws it: (day, end day or -1 without an end date, cents, currency,
# ledger, vendor, journal, description, source), "" where the file leaves a value empty. Days count
# from START.
Drawn = tuple[int, int, int, str, str, str, str, str, str]


def _picker(rng: random.Random, values: Sequence[str], cumulative: Sequence[float]) -> Callable[[], str]:
    """rng.choices(values, cum_weights=cumulative)[0], drawn as random.choices draws one value (the
    same random() call, so the same stream) without its checks, which weighed most on drawing the
    rows for `sized`."""
    total, last = cumulative[-1] + 0.0, len(values) - 1
    draw = rng.random
    return lambda: values[bisect_right(cumulative, draw() * total, 0, last)]


def _weighted(rng: random.Random, weighted: tuple[tuple[str, int], ...]) -> Callable[[], str]:
    return _picker(rng, [value for value, _ in weighted], list(accumulate(weight for _, weight in weighted)))


def drawn(rows: int, expected: Expected) -> Iterator[Drawn]:
    """`rows` transactions drawn from SEED one at a time (nothing held), each tallied into
    `expected` as it is drawn: the one stream both the CSV file (write_csv) and the rows copied
    straight into the table (sized) come from, so both hold the same rows and the same tallies."""
    rng = random.Random(SEED)
    ledger, currency, source, journal = (_weighted(rng, w) for w in (LEDGERS, CURRENCIES, SOURCES, JOURNALS))
    vendor = _picker(rng, VENDORS, list(accumulate(1 / (rank + 1) ** 0.8 for rank in range(len(VENDORS)))))
    days = [START + timedelta(days=n) for n in range(DAYS + 31)]
    months = [d.isoformat()[:7] for d in days]
    for n in range(rows):
        day = rng.randrange(DAYS)
        end = day + 30 if rng.random() < END_DATES else -1
        cents = min(int(rng.lognormvariate(AMOUNT_MU, AMOUNT_SIGMA) * 100) + 1, 10**9)
        if rng.random() < CREDITS:
            cents = -cents
        row_ledger, row_currency, row_source = ledger(), currency(), source()
        row_vendor = "" if rng.random() < NO_VENDOR else vendor()
        kind = rng.random()
        if kind < 0.7:
            description = f"Invoice INV-{days[day].year}-{n:07d}"
        elif kind < 0.9:
            description = f"Card payment {row_vendor or 'unknown merchant'} {n:07d}"
        else:
            description = ""
        if row_ledger == T1_LEDGER and row_source == T1_SOURCE and cents >= T1_MIN_CENTS:
            expected.t1 += 1
        if days[day].year == T2_YEAR:
            expected.t2_rows += 1
            group = expected.groups.setdefault((row_ledger, row_currency, months[day]), [0, 0])
            group[0] += 1
            group[1] += cents
        yield day, end, cents, row_currency, row_ledger, row_vendor, journal(), description, row_source


def write_csv(path: Path, rows: int) -> Expected:
    """`rows` transactions, written one at a time (nothing held), with the tallies of the pages."""
    iso = [(START + timedelta(days=n)).isoformat() for n in range(DAYS + 31)]
    expected = Expected(rows=rows)
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(("date", "end_date", "net_amount", "currency", "ledger", "vendor_name", "journal",
                         "description", "source"))  # fmt: skip
        for day, end, cents, currency, ledger, vendor, journal, description, source in drawn(rows, expected):
            amount = f"{'-' if cents < 0 else ''}{abs(cents) // 100}.{abs(cents) % 100:02d}"
            writer.writerow((iso[day], iso[end] if end >= 0 else "", amount, currency, ledger, vendor, journal,
                             description, source))  # fmt: skip
    expected.bytes = path.stat().st_size
    return expected


# ---------------------------------------------------------------------------------------------
# seeding and the database


async def seed(database_url: str) -> tuple[int, str]:
    """The workspace, its Owner and the Owner's key (measure/databases.py): (id, key)."""
    return await seed_workspace(database_url, name="Bench Transactions")


# -- the workspace at a size, for `make bench-scale` (bench/scale.py) ----------------------------

# The columns an import fills (bulk.py's _insert), in its order; category and integration_id stay
# NULL, as an import leaves them.
COPIED = ("company_id", "date", "end_date", "net_amount", "currency", "ledger", "vendor_name", "journal",
          "description", "source", "status", "total_co2_kg", "emissions", "classified", "confidence_status",
          "row_identity", "row_repeat", "import_run_id")  # fmt: skip
COPY_BATCH = 50_000  # rows drawn in a thread while the batch before is copied
SEED_TIMEOUT = 3600.0  # seconds for the seed at any size

# The table's constraints and indexes but its primary key: each dropped before the COPY and made
# again after it (one sort each instead of an index entry per row), and the foreign keys checked
# once instead of row by row. The statements come from the catalog, so they are the migrations'.
_REMADE = """
SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname) AS drop,
       format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) AS make
FROM pg_constraint WHERE conrelid = 'financial_transactions'::regclass AND contype IN ('f', 'u', 'x')
UNION ALL
SELECT format('DROP INDEX %s', indexrelid::regclass), pg_get_indexdef(indexrelid)
FROM pg_index
WHERE indrelid = 'financial_transactions'::regclass AND NOT indisprimary
  AND NOT EXISTS (SELECT FROM pg_constraint WHERE conindid = indexrelid AND conrelid = indrelid)
"""
# Identical rows numbered in the order of the file (their ids), as the importer numbers their
# repeats. Only rows without a description can be identical (every description names its row's
# number): the rest is not sorted. Were that ever untrue, the unique constraint made afterwards
# would refuse the rows, and the seed fail.
_NUMBERED = """
UPDATE financial_transactions AS t SET row_repeat = r.repeat
FROM (SELECT id, row_number() OVER (PARTITION BY row_identity ORDER BY id) - 1 AS repeat
      FROM financial_transactions WHERE description IS NULL) AS r
WHERE t.id = r.id AND r.repeat > 0
"""


def stored(workspace: int, rows: int, expected: Expected) -> Iterator[tuple[Any, ...]]:
    """The drawn rows as financial_transactions keeps them once `canopy transactions import` has
    read the file and its classify job has run, in COPIED's order: each value as the importer
    reads the file's (an empty one is NULL, a missing end date is the date, dates at midnight UTC,
    amounts in ten-thousandths), the row's identity the importer's (TransactionRow.identity), its
    repeat 0 (numbered afterwards, _NUMBERED). The classify job, in a workspace without rules,
    decides what an import stores (not classified, no category, no figure), so it has nothing to
    change and is not enqueued."""
    moments = [
        datetime(d.year, d.month, d.day, tzinfo=UTC) for d in (START + timedelta(days=n) for n in range(DAYS + 31))
    ]
    per_cent = SCALE // 100
    for day, end, cents, currency, ledger, vendor, journal, description, source in drawn(rows, expected):
        row = TransactionRow(
            date=moments[day],
            end_date=moments[end if end >= 0 else day],
            net_amount=Decimal(cents).scaleb(-2),
            currency=currency,
            ledger=ledger,
            vendor_name=vendor or None,
            journal=journal or None,
            description=description or None,
            source=source,
        )
        yield (
            workspace, row.date, row.end_date, cents * per_cent, currency, ledger, row.vendor_name, row.journal,
            row.description, source, "new", "", "", False, "needs_attention", row.identity(), 0, None,
        )  # fmt: skip


async def copy_rows(database_url: str, workspace: int, rows: int) -> Expected:
    """`rows` drawn transactions written into the workspace with COPY, in batches drawn (in a
    thread) while the one before is copied, never all in memory; the workspace's figures of its
    transactions (A1's) set as an import sets them. One transaction: the constraints and indexes
    dropped for the COPY are there again whatever happens. What the rows hold, for the checks."""
    expected = Expected(rows=rows)
    stream = stored(workspace, rows, expected)
    connection = await owner_connection(database_url)
    try:
        async with connection.transaction():
            remade = await connection.fetch(_REMADE)
            for statement in remade:
                await connection.execute(statement["drop"])
            started = time.monotonic()
            batch = await asyncio.to_thread(list, islice(stream, COPY_BATCH))
            while batch:
                copying = asyncio.ensure_future(
                    connection.copy_records_to_table("financial_transactions", records=batch, columns=COPIED)
                )
                try:
                    following = await asyncio.to_thread(list, islice(stream, COPY_BATCH))
                finally:
                    await copying
                batch = following
            copied = time.monotonic()
            await connection.execute("SET LOCAL work_mem = '256MB'")
            await connection.execute(_NUMBERED)
            numbered = time.monotonic()
            await connection.execute("SET LOCAL maintenance_work_mem = '1GB'")
            for statement in remade:
                await connection.execute(statement["make"])
            first, last = await connection.fetchrow(
                "SELECT min(date), max(date) FROM financial_transactions WHERE company_id = $1", workspace
            )
            await connection.execute(
                "UPDATE companies SET nr_of_transactions = nr_of_transactions + $2, min_transaction_date = $3, "
                "max_transaction_date = $4 WHERE id = $1",
                workspace, rows, figures.day(first), figures.day(last),
            )  # fmt: skip
            made = time.monotonic()
    finally:
        await connection.close()
    log(
        f"copied {rows:,} transactions in {copied - started:.1f} s, their repeats numbered in "
        f"{numbered - copied:.1f} s, {len(remade)} constraints and indexes made again in {made - numbered:.1f} s"
    )
    return expected


def sized(database_url: str, workdir: Path, factor: int) -> Sized:
    """T1 and T2 on `factor` times BENCH_TRANSACTIONS_ROWS (1,000,000) transactions, for the scale
    run (measure/scale.py), in the fresh migrated database `database_url`: the rows the benchmark's
    file holds, drawn from the same stream, written straight into the table as the import would
    store them (the import checks every row, far too slow a seed at ten times the rows), and
    checked as the benchmark checks them. T2 is heavy: at ten times the rows, computed afresh it
    takes seconds.
    The server runs no job worker, as the benchmark's."""
    rows = ROWS * factor
    workspace, key = asyncio.run(asyncio.wait_for(seed(database_url), 60))
    expected = asyncio.run(asyncio.wait_for(copy_rows(database_url, workspace, rows), SEED_TIMEOUT))
    log(
        f"T1's filters match {expected.t1:,} rows; T2's year {expected.t2_rows:,} rows in {len(expected.groups)} groups"
    )
    return Sized(
        key=key,
        size=f"{rows:,} transactions",
        pages=[
            Page(T1[0], T1[1], lambda server, key: check_t1(server.port, key, expected)),
            Page(T2[0], T2[1], lambda server, key: check_t2(server.port, key, expected), heavy=True),
        ],
        server_env={"CANOPY_JOB_WORKER": "false"},
    )


def stored_rows(database_url: str, workspace: int) -> int:
    """The workspace's transactions, counted; A1's figure of them must say the same (decision
    workspace_transaction_figures), or the run fails."""
    sql = (
        "SELECT count(*) AS n, (SELECT nr_of_transactions FROM companies WHERE id = $1) AS shown"
        " FROM financial_transactions WHERE company_id = $1"
    )
    found = asyncio.run(asyncio.wait_for(fetch_row(database_url, sql, workspace), 60))
    if found["shown"] != found["n"]:
        raise BenchError(f"A1's nr_of_transactions says {found['shown']:,}, the workspace holds {found['n']:,}")
    return int(found["n"])


async def server_settings() -> dict[str, str]:
    connection = await maintenance_connection(POSTGRES_URL)
    try:
        names = ("autovacuum", "shared_buffers", "work_mem", "max_parallel_workers_per_gather", "jit")
        return {name: str(await connection.fetchval(f"SHOW {name}")) for name in names}
    finally:
        await connection.close()


# ---------------------------------------------------------------------------------------------
# the import


def _backends(database: str) -> dict[int, tuple[str, float]]:
    """The PostgreSQL backends of `database`: pid -> (activity from the process title, CPU seconds)."""
    found = {}
    for pid, seconds in database_cpu(database).items():
        try:
            title = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
        except OSError:
            continue
        activity = title.split(") ", 1)[1] if ") " in title else title.rsplit(" ", 1)[-1]
        found[pid] = (activity.strip(), seconds)
    return found


def _quarters(samples: list[tuple[float, int]], start: float, end: float) -> list[int]:
    """VmRSS at a quarter, half, three quarters and the end of [start, end] (the last sample before each)."""
    if end <= start:
        return []
    points = []
    for fraction in (0.25, 0.5, 0.75, 1.0):
        moment = start + fraction * (end - start)
        before = [rss for t, rss in samples if t <= moment and rss > 0]
        if not before:
            return []
        points.append(before[-1])
    return points


def import_file(path: Path, workspace: int, database_url: str, label: str) -> Imported:
    """`canopy transactions import` as a subprocess, timed and watched (memory, backend phases)."""
    database = make_url(database_url).database or ""
    env = {**os.environ, "CANOPY_DATABASE_URL": database_url, "COLUMNS": "100"}
    command = canopy() + ["transactions", "import", str(path), "--workspace", str(workspace)]
    out_path, err_path = path.with_suffix(f".{label}.out"), path.with_suffix(f".{label}.err")
    with out_path.open("wb") as out, err_path.open("wb") as err:
        started = time.monotonic()
        process = subprocess.Popen(command, cwd=BENCH.parent, env=env, stdout=out, stderr=err, start_new_session=True)
        samples: list[tuple[float, int]] = []
        phases: dict[str, float] = {}
        activities: dict[str, float] = {}
        postgres_cpu = 0.0
        stop = threading.Event()

        def watch() -> None:
            nonlocal postgres_cpu
            while not stop.wait(SAMPLE_EVERY):
                now = time.monotonic() - started
                samples.append((now, memory(process.pid)[0]))
                for activity, seconds in _backends(database).values():
                    word = activity.split(" ", 1)[0] if activity.isupper() else activity
                    activities.setdefault(word, now)
                    phases.setdefault("connected", now)
                    if word == "COPY":
                        phases.setdefault("COPY", now)
                        phases["last COPY"] = now
                    postgres_cpu = max(postgres_cpu, seconds)

        watcher = threading.Thread(target=watch, daemon=True)
        watcher.start()
        try:
            deadline = started + IMPORT_TIMEOUT
            while True:
                pid, status, usage = os.wait4(process.pid, os.WNOHANG)
                if pid:
                    break
                if time.monotonic() > deadline:
                    raise BenchError(f"the {label} import did not finish within {IMPORT_TIMEOUT:.0f} s")
                time.sleep(0.05)
            seconds = time.monotonic() - started
            process.returncode = os.waitstatus_to_exitcode(status)
        finally:
            stop.set()
            watcher.join(timeout=5)
            if process.returncode is None:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=30)
    output = out_path.read_text(errors="replace")
    if process.returncode != 0:
        tail = err_path.read_text(errors="replace")[-3000:]
        raise BenchError(f"the {label} import failed ({process.returncode}):\n{output}{tail}")
    match = re.search(r"imported ([\d,]+) transactions; ([\d,]+) were imported already", output)
    if not match:
        raise BenchError(f"the {label} import said: {output[-500:]!r}")
    created, skipped = (int(group.replace(",", "")) for group in match.groups())
    connected = phases.get("connected", seconds)
    streamed = phases.get("last COPY", seconds)
    imported = Imported(
        run=label,
        seconds=seconds,
        created=created,
        skipped=skipped,
        peak_rss=usage.ru_maxrss * 1024,
        cpu=usage.ru_utime + usage.ru_stime,
        postgres_cpu=postgres_cpu,
        phases=phases,
        check_rss=_quarters(samples, 0.0, connected),
        streaming_rss=_quarters(samples, connected, streamed),
    )
    timeline = ", ".join(f"{name} {at:.1f} s" for name, at in sorted(activities.items(), key=lambda item: item[1]))
    log(
        f"{label} import: {created:,} imported, {skipped:,} skipped in {seconds:.1f} s "
        f"({(created + skipped) / seconds:,.0f} rows/s); peak RSS {imported.peak_rss / 2**20:.1f} MiB; CPU {imported.cpu:.1f} s, "
        f"PostgreSQL {postgres_cpu:.1f} s; RSS before connecting {_mib(imported.check_rss)}, over the streaming "
        f"{_mib(imported.streaming_rss)} MiB; phases {', '.join(f'{k} {v:.1f} s' for k, v in phases.items())}; the "
        f"backend's activities first seen: {timeline}"
    )
    return imported


def _mib(values: list[int]) -> str:
    return " / ".join(f"{v / 2**20:.0f}" for v in values) if values else "–"


# ---------------------------------------------------------------------------------------------
# the classify job


def run_jobs(database_url: str, workdir: Path, after: str) -> Classified:
    """`canopy worker` until no transactions.classify job is left undone (or CLASSIFY_TIMEOUT)."""
    database = make_url(database_url).database or ""
    env = {**os.environ, "CANOPY_DATABASE_URL": database_url, "CANOPY_JOB_POLL_INTERVAL": "1"}
    log_path = workdir / f"worker-{after}.log"
    pending_sql = (
        "SELECT count(*) FILTER (WHERE done_at IS NULL) AS pending, coalesce(max(attempts), 0) AS attempts, "
        "coalesce(string_agg(nullif(last_error, ''), ' | '), '') AS errors "
        "FROM jobs WHERE kind = 'transactions.classify'"
    )
    backends = database_cpu(database)
    started = time.monotonic()
    with log_path.open("wb") as output:
        worker = subprocess.Popen(
            canopy() + ["worker"], cwd=BENCH.parent, env=env, stdout=output, stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
        try:
            while True:
                time.sleep(1.0)
                state = asyncio.run(asyncio.wait_for(fetch_row(database_url, pending_sql), 30))
                if state["pending"] == 0:
                    done = True
                    break
                if worker.poll() is not None:
                    raise BenchError(f"canopy worker exited ({worker.returncode}):\n{log_path.read_text()[-3000:]}")
                if time.monotonic() - started > CLASSIFY_TIMEOUT:
                    done = False
                    break
            seconds = time.monotonic() - started
            worker_cpu = sum(cpu_by_process(group=worker.pid).values())
            postgres_cpu = sum(max(t - backends.get(p, 0.0), 0.0) for p, t in database_cpu(database).items())
        finally:
            if worker.poll() is None:
                os.killpg(worker.pid, signal.SIGTERM)
                try:
                    worker.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    os.killpg(worker.pid, signal.SIGKILL)
                    worker.wait(timeout=30)
    classified = Classified(
        after, seconds, done, int(state["attempts"]), str(state["errors"])[:300], worker_cpu, postgres_cpu
    )
    log(
        f"classify job after the {after} import: {'done' if done else 'NOT done'} in {seconds:.1f} s "
        f"(worker CPU {worker_cpu:.1f} s, PostgreSQL {postgres_cpu:.1f} s), attempts {classified.attempts}"
        + (f", errors: {classified.last_error}" if classified.last_error else "")
    )
    return classified


# ---------------------------------------------------------------------------------------------
# the pages


def check_t2(port: int, key: str, expected: Expected) -> None:
    status, page = request(port, "GET", T2[1], key, timeout=120)
    if status != 200 or not isinstance(page, dict):
        raise BenchError(f"T2 answered {status}: {str(page)[:300]}")
    found = {}
    for row in page.get("results", []):
        found[(row.get("ledger"), row.get("currency"), str(row.get("period", ""))[:7])] = (
            row.get("count"),
            row.get("total_net_amount"),
        )
    wrong = [
        f"{group}: {found.get(group)} (expected {count}, {cents / 100:.2f})"
        for group, (count, cents) in expected.groups.items()
        if group not in found or found[group][0] != count or abs(float(found[group][1]) - cents / 100) > 0.005
    ]
    extra = [group for group in found if group not in expected.groups]
    counts = [row.get("count") for row in page.get("results", [])]
    if page.get("count") != len(expected.groups) or wrong or extra or counts != sorted(counts, reverse=True):
        raise BenchError(
            f"T2: count {page.get('count')} (expected {len(expected.groups)}), {len(found)} groups; wrong: "
            f"{wrong[:5]}; unexpected: {extra[:5]}; ordered by count descending: {counts == sorted(counts, reverse=True)}"
        )


def check_t1(port: int, key: str, expected: Expected) -> None:
    status, page = request(port, "GET", T1[1], key, timeout=60)
    if status != 200 or not isinstance(page, dict):
        raise BenchError(f"T1 answered {status}: {str(page)[:300]}")
    results = page.get("results", [])
    wrong = [
        r.get("id")
        for r in results
        if r.get("ledger") != T1_LEDGER or r.get("source") != T1_SOURCE or float(r["net_amount"]) < T1_MIN_CENTS / 100
    ]
    dates = [r.get("date") for r in results]
    if page.get("count") != expected.t1 or len(results) != PAGE or wrong or dates != sorted(dates, reverse=True):
        raise BenchError(
            f"T1: count {page.get('count')} (expected {expected.t1}), {len(results)} results (expected {PAGE}), "
            f"not matching the filters: {wrong[:10]}, newest first: {dates == sorted(dates, reverse=True)}"
        )
    status, everything = request(port, "GET", T1_ALL, key, timeout=60)
    if status != 200 or not isinstance(everything, dict) or everything.get("count") != expected.rows:
        raise BenchError(f"T1 without filters: {status}, count {str(everything)[:200]} (expected {expected.rows})")


# ---------------------------------------------------------------------------------------------
# the plans (in-process, auto_explain)


def _statement(text: str) -> str:
    query = text.split("Query Text:", 1)[-1].split("\n", 1)[0]
    if "financial_transaction_tags" in query:
        return "tags"
    if query.lstrip().upper().startswith("SELECT COUNT(*)"):
        return "count"
    return "page"


async def explain_pages(database_url: str, key: str) -> tuple[list[Plan], list[str]]:
    """Each page EXPLAIN_REQUESTS times through the server's app in this process, auto_explain on
    its connections: the plans of the statements touching the transactions, as the server runs
    them; and how PostgreSQL planned each prepared statement (generic or custom plans).

    One connection in the pool (CANOPY_POOL_SIZE 1), as one keep-alive connection's requests one
    after another get in the server: asyncpg prepares a statement once per connection, and from
    its sixth execution PostgreSQL may run a generic plan instead of one for the values at hand.
    """
    import httpx

    from handwritten.app import create_app

    settings = Settings(database_url=database_url, job_worker=False, mail_worker=False, pool_size=1)
    app = create_app(settings)
    engine = app.state.db.engine.sync_engine
    notices: list[str] = []

    async def prepare(connection: Any) -> None:
        for sql in AUTO_EXPLAIN:
            await connection.execute(sql)
        connection.add_log_listener(lambda _connection, message: notices.append(str(message.message)))

    def on_connect(dbapi_connection: Any, record: Any) -> None:
        dbapi_connection.run_async(prepare)

    event.listen(engine, "connect", on_connect)
    plans = []
    prepared = []
    try:
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url=f"http://{HOST}", timeout=300) as client:
                for name, path in (T1, T2):
                    url = urlsplit(path)
                    notices.clear()
                    for _ in range(EXPLAIN_REQUESTS):
                        response = await client.get(
                            url.path, params=parse_qsl(url.query), headers={"Authorization": f"ApiKey {key}"}
                        )
                        if response.status_code != 200:
                            raise BenchError(f"in-process {name}: {response.status_code} {response.text[:300]}")
                    # A statement's plan is logged when its portal closes, which can be as late as the end of
                    # its transaction, after the response: the last ones arrive a moment later.
                    await asyncio.sleep(1.0)
                    executions: dict[str, int] = {}
                    for text in notices:
                        if "financial_transaction" in text and "Query Text:" in text:
                            statement = _statement(text)
                            executions[statement] = executions.get(statement, 0) + 1
                            plans.append(Plan(name, executions[statement], statement, text))
            async with app.state.db.engine.connect() as connection:
                found = await connection.exec_driver_sql(
                    "SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements "
                    "WHERE statement LIKE '%financial_transaction%' AND statement NOT LIKE '%pg_prepared_statements%' "
                    "ORDER BY prepare_time"
                )
                for text, generic, custom in found.all():
                    shown = " ".join(str(text).split())
                    shown = shown if len(shown) < 150 else f"{shown[:100]} … {shown[-45:]}"
                    prepared.append(f"{custom} custom plans, then {generic} generic: `{shown}`")
                    log(f"prepared statement: {prepared[-1]}")
    finally:
        await app.state.db.dispose()
    return plans, prepared


def _shape(text: str) -> list[str]:
    """A plan's nodes and conditions without its figures: two executions with the same shape took the same plan."""
    lines = []
    for line in text.split("Query Text:", 1)[-1].splitlines()[1:]:
        if re.match(r"\s*(Buffers|I/O Timings|Planning|Execution|Worker \d|Heap Blocks|Rows Removed|Memory)", line):
            continue
        line = re.sub(r"\s*\((cost|actual)[^)]*\)", "", line)
        # A generic plan shows $n where a custom one shows the values: the same nodes are the same plan.
        line = re.sub(r"\((\$\d+)\)", r"\1", line)
        lines.append(re.sub(r"ARRAY\[[^\]]*\]|'[^']*'::[\w ]+(\[\])?|\$\d+(::[\w ]+(\[\])?)?", "?", line).rstrip())
    return lines


def _duration(text: str) -> float:
    match = re.search(r"duration: ([\d.]+) ms", text)
    return float(match.group(1)) if match else 0.0


def summarize_plans(plans: list[Plan]) -> tuple[list[tuple[Plan, Plan, bool]], list[str]]:
    """Per page and statement: (first execution, last execution, whether the plan changed between);
    and a line per statement with the duration of each execution."""
    chosen = []
    lines = []
    for page in (T1[0], T2[0]):
        for statement in ("count", "page", "tags"):
            runs = [p for p in plans if p.page == page and p.statement == statement]
            if runs:
                first, last = runs[0], runs[-1]
                changed = any(_shape(p.text) != _shape(first.text) for p in runs[1:])
                chosen.append((first, last, changed))
                durations = ", ".join(f"{_duration(p.text):.0f}" for p in runs)
                lines.append(
                    f"{page}, {statement}: {durations} ms over {len(runs)} executions"
                    + (
                        "; the plan CHANGED between executions"
                        if changed
                        else "; the same plan each time (custom or generic)"
                    )
                )
                log(f"plan of {lines[-1]}")
    return chosen, lines


# ---------------------------------------------------------------------------------------------
# under load


def measure(
    operation: str,
    path: str,
    server: Server,
    key: str,
    wrk_path: str,
    database_url: str,
    connections: int,
    label: str = f"{WORKERS} workers",
    *,
    script: Path | None = None,
    timeouts_allowed: bool = True,
) -> Load:
    """measure/load.py's load at any number of connections, drained (T2's requests take seconds:
    the one wrk leaves in flight on each connection counts), wrk waiting WRK_TIMEOUT_S for an
    answer. T2 at 32 connections queues past it: a timeout is reported there unless
    `timeouts_allowed` is False; an answer that is not 2xx always fails the run. `script`: a
    Lua file for wrk (bench/surveys.py's and bench/queries.py's requests)."""
    threads = min(THREADS, connections)
    seconds = max(DURATION, T2_CROWD_DURATION) if operation == T2[0] and connections > 1 else DURATION
    result = measure_load(
        "postgresql",
        operation,
        path,
        server,
        key,
        wrk_path,
        database_url,
        connections=connections,
        threads=threads,
        seconds=seconds,
        warmup=WARMUP,
        timeout_s=WRK_TIMEOUT_S,
        drain=True,
        timeouts_allowed=timeouts_allowed,
        script=script,
    )
    return Load(result, connections, threads, seconds, label, result.parallel_cpu_ms or 0.0, result.drained_s)


def sequential(operation: str, path: str, server: Server, key: str, database_url: str) -> Load:
    """One request after another on one keep-alive connection, CACHED_WARMUP of them first, then
    for BENCH_DURATION seconds (10 requests at least): the latency of each, and the CPU time of
    the server and of the database's backends per request. p50 and p99 by nearest rank (with
    fewer than 100 requests p99 is the slowest)."""
    connection = http.client.HTTPConnection(HOST, server.port, timeout=WRK_TIMEOUT_S)
    headers = {"Authorization": f"ApiKey {key}"}

    def one() -> float:
        started = time.perf_counter()
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        body = response.read()
        if response.status != 200:
            raise BenchError(f"{operation} answered {response.status}: {body[:300]!r}")
        return time.perf_counter() - started

    try:
        warm = [one() for _ in range(CACHED_WARMUP)]
        log(f"{operation} ({CACHED_LABEL}), warm-up: " + ", ".join(f"{t * 1000:.0f}" for t in warm) + " ms")
        database = make_url(database_url).database or ""
        sessions = asyncio.run(asyncio.wait_for(sessions_opened(database_url), 30))
        busy, total = machine_busy()
        workers = cpu_by_process(group=server.process.pid)
        backends = database_cpu(database)
        parallel = postmaster_children_cpu()
        times: list[float] = []
        started = time.monotonic()
        while time.monotonic() - started < DURATION or len(times) < 10:
            times.append(one())
        elapsed = time.monotonic() - started
    finally:
        connection.close()
    workers = {p: t - workers.get(p, 0.0) for p, t in cpu_by_process(group=server.process.pid).items()}
    server_cpu = sum(workers.values())
    postgres_cpu = sum(max(t - backends.get(p, 0.0), 0.0) for p, t in database_cpu(database).items())
    parallel = postmaster_children_cpu() - parallel
    busy_now, total_now = machine_busy()
    time.sleep(1.5)  # the shared counter of sessions is updated about once a second
    sessions = asyncio.run(asyncio.wait_for(sessions_opened(database_url), 30)) - sessions
    wall = (total_now - total) / (os.cpu_count() or 1)
    other = busy_now - busy - server_cpu - postgres_cpu - parallel
    ranked = sorted(times)
    per_request = 1000 / len(times)
    result = Result(
        "postgresql",
        operation,
        path,
        rps=len(times) / elapsed,
        p50_ms=ranked[math.ceil(0.5 * len(ranked)) - 1] * 1000,
        p99_ms=ranked[math.ceil(0.99 * len(ranked)) - 1] * 1000,
        requests=len(times),
        non_2xx=0,
        socket_errors=0,
        server_cpu_ms=server_cpu * per_request,
        postgres_cpu_ms=postgres_cpu * per_request,
        other_cores=max(other, 0.0) / wall if wall > 0 else 0.0,
        sessions_opened=sessions,
        busiest_worker=max(workers.values(), default=0.0) / server_cpu if server_cpu > 0 else 0.0,
    )
    load = Load(result, 1, 1, round(elapsed), CACHED_LABEL, parallel * per_request, 0.0)
    log(
        f"{operation} ({CACHED_LABEL}): {len(times)} requests in {elapsed:.1f} s, each "
        + ", ".join(f"{t * 1000:.0f}" for t in times)
        + f" ms; p50 {result.p50_ms:.0f} ms, p99 {result.p99_ms:.0f} ms; CPU ms/request: server "
        f"{result.server_cpu_ms:.2f}, PostgreSQL {result.postgres_cpu_ms:.2f} + exited processes "
        f"{load.parallel_cpu_ms:.2f}; PostgreSQL sessions opened {sessions}; other work {result.other_cores:.2f} cores"
    )
    return load


# ---------------------------------------------------------------------------------------------
# the run


@dataclass
class Outcome:
    expected: Expected | None = None
    written_seconds: float = 0.0
    imports: list[Imported] = field(default_factory=list)
    jobs: list[Classified] = field(default_factory=list)
    vacuums: list[tuple[str, float]] = field(default_factory=list)  # (when, seconds)
    table_mib: float = 0.0
    plans: list[tuple[Plan, Plan, bool]] = field(default_factory=list)
    prepared: list[str] = field(default_factory=list)  # generic and custom plans of each prepared statement
    plan_lines: list[str] = field(default_factory=list)  # each statement's durations, execution by execution
    loads: list[Load] = field(default_factory=list)
    run_import: RunImport | None = None


async def checkpoint() -> None:
    connection = await maintenance_connection(POSTGRES_URL)
    try:
        await connection.execute("CHECKPOINT")
    finally:
        await connection.close()


def put_file(port: int, target: str, path: Path) -> tuple[int, Any]:
    """The file PUT to a signed upload URL, CHUNK bytes at a time."""

    def chunks() -> Any:
        with path.open("rb") as file:
            while block := file.read(CHUNK):
                yield block

    connection = http.client.HTTPConnection(HOST, port, timeout=IMPORT_TIMEOUT)
    try:
        headers = {"Content-Type": "text/csv", "Content-Length": str(path.stat().st_size)}
        connection.request("PUT", target, body=chunks(), headers=headers)
        response = connection.getresponse()
        return response.status, response.read()[:300]
    finally:
        connection.close()


def uploaded(port: int, key: str, path: Path) -> dict[str, Any]:
    """A document whose confirmed upload is the file."""
    created = create_document(port, key, path.name)
    url = urlsplit(created["upload_url"])
    status, answer = put_file(port, f"{url.path}?{url.query}", path)
    if status != 201:
        raise BenchError(f"the PUT of {path.name} answered {status}: {answer!r}")
    confirm(port, key, created)
    return created


def import_run(workdir: Path, path: Path) -> RunImport:
    """The file uploaded into a workspace of a database of its own (so that the import meets an
    empty table, as the command's first import does) and imported by a real import run (D8) on
    `canopy serve --combined --workers 1`: its time, and the server's peak RSS during it (VmHWM,
    reset before) against its idle peak. A dry run of the file's first 1,000 rows first, so that the
    code paths have run once."""
    database_url, _ = asyncio.run(asyncio.wait_for(create_postgres_database(), 30))
    try:
        log(f"import run: created database {make_url(database_url).database}")
        run(canopy() + ["migrate"], env={**os.environ, "CANOPY_DATABASE_URL": database_url}, timeout=120)
        return _import_run(database_url, workdir, path)
    finally:
        asyncio.run(asyncio.wait_for(drop_database(database_url), 120))


def _import_run(database_url: str, workdir: Path, path: Path) -> RunImport:
    workspace, key = asyncio.run(asyncio.wait_for(seed(database_url), 60))
    small = workdir / "warm-up.csv"
    with path.open(encoding="utf-8") as source, small.open("w", encoding="utf-8") as target:
        target.writelines(islice(source, 1001))
    storage = {"CANOPY_JOB_WORKER": "false", "CANOPY_STORAGE_DIR": str(workdir / "objects")}
    server = Server(database_url, workdir / "server-import-run.log", workers=1, extra_env=storage)
    try:
        server.wait_ready(key)
        body = {"model_identifier": "financial_transaction", "results": {"csv": {}}, "dry_run": False}
        warm_up = {**body, "document_id": uploaded(server.port, key, small)["id"], "dry_run": True}
        status, answer = request(server.port, "POST", "/api/data-import-runs/", key, warm_up)
        if status != 201:
            raise BenchError(f"the warm-up import run answered {status}: {str(answer)[:300]}")
        started = time.monotonic()
        document = uploaded(server.port, key, path)
        upload_seconds = time.monotonic() - started
        # The benchmark's own database wrote gigabytes before: a checkpoint now, so that this import
        # does not pay for flushing them (nor for the full-page writes that follow a checkpoint
        # that the write-ahead log's size would force in the middle of it).
        asyncio.run(asyncio.wait_for(checkpoint(), 300))
        pids = sorted(cpu_by_process(group=server.process.pid))
        reset = all([reset_peak(pid) for pid in pids])
        time.sleep(1.0)
        idle_peak = max(memory(pid)[1] for pid in pids)
        reset = all([reset_peak(pid) for pid in pids]) and reset
        database = make_url(database_url).database or ""
        server_before, backends = cpu_by_process(group=server.process.pid), database_cpu(database)
        sampler = Sampler(pids)
        started = time.monotonic()
        try:
            status, answer = request(
                server.port, "POST", "/api/data-import-runs/", key, {**body, "document_id": document["id"]},
                timeout=IMPORT_TIMEOUT,
            )  # fmt: skip
        finally:
            sampled = sampler.stop()
        seconds = time.monotonic() - started
        peak = max(max(memory(pid)[1] for pid in pids), sampled)
        server_cpu = sum(t - server_before.get(p, 0.0) for p, t in cpu_by_process(group=server.process.pid).items())
        postgres_cpu = sum(max(t - backends.get(p, 0.0), 0.0) for p, t in database_cpu(database).items())
    finally:
        server.stop()
    if status != 201 or not isinstance(answer, dict):
        raise BenchError(f"the import run answered {status}: {str(answer)[:300]}")
    counts = answer["import_report"]["counts"]  # decision import_run_results
    stored = stored_rows(database_url, workspace)
    imported = RunImport(
        upload_seconds, seconds, counts["created"], counts["skipped"], counts["invalid"], stored, idle_peak, peak,
        reset, server_cpu, postgres_cpu,
    )  # fmt: skip
    log(
        f"import run: {imported.created:,} created, {imported.skipped:,} skipped, {imported.invalid:,} invalid in "
        f"{seconds:.1f} s (upload {upload_seconds:.1f} s); server peak RSS {idle_peak / 2**20:.1f} MiB idle, "
        f"{peak / 2**20:.1f} MiB during: {imported.growth / 2**20:+.1f} MiB; CPU server {server_cpu:.1f} s, "
        f"PostgreSQL {postgres_cpu:.1f} s" + ("" if reset else "; VmHWM could NOT be reset")
    )
    if imported.created != ROWS or imported.invalid or stored != ROWS:
        raise BenchError(f"import run: {imported.created:,} created, {stored:,} stored of {ROWS:,}")
    return imported


def vacuum(database_url: str, outcome: Outcome, when: str) -> None:
    started = time.monotonic()
    asyncio.run(asyncio.wait_for(analyze(database_url), 1200))
    seconds = time.monotonic() - started
    outcome.vacuums.append((when, seconds))
    log(f"VACUUM (ANALYZE) {when}: {seconds:.1f} s")


def bench(wrk_path: str, workdir: Path, notes: dict[str, str], outcome: Outcome) -> None:
    local_only(POSTGRES_URL)
    database_url, version = asyncio.run(asyncio.wait_for(create_postgres_database(), 30))
    notes["PostgreSQL"] = version
    settings = asyncio.run(asyncio.wait_for(server_settings(), 30))
    notes["PostgreSQL settings"] = ", ".join(f"{name} {value}" for name, value in settings.items()) + (
        " (Canopy's connections: jit off)"
    )
    server: Server | None = None
    try:
        log(f"postgresql: created database {make_url(database_url).database}")
        run(canopy() + ["migrate"], env={**os.environ, "CANOPY_DATABASE_URL": database_url}, timeout=120)
        workspace, key = asyncio.run(asyncio.wait_for(seed(database_url), 60))

        path = workdir / "transactions.csv"
        started = time.monotonic()
        expected = outcome.expected = write_csv(path, ROWS)
        outcome.written_seconds = time.monotonic() - started
        log(
            f"wrote {ROWS:,} rows ({expected.bytes / 2**20:.1f} MiB) in {outcome.written_seconds:.1f} s; "
            f"T1 matches {expected.t1:,}, T2's year {expected.t2_rows:,} rows in {len(expected.groups)} groups"
        )

        outcome.imports.append(import_file(path, workspace, database_url, "first"))
        stored = stored_rows(database_url, workspace)
        first = outcome.imports[-1]
        if first.created != ROWS or first.skipped != 0 or stored != ROWS:
            raise BenchError(f"first import: {first.created:,} imported, {first.skipped:,} skipped, {stored:,} stored")
        outcome.jobs.append(run_jobs(database_url, workdir, "first"))
        vacuum(database_url, outcome, "after the first import and its job")

        outcome.imports.append(import_file(path, workspace, database_url, "second"))
        second = outcome.imports[-1]
        stored = stored_rows(database_url, workspace)
        if second.created != 0 or second.skipped != ROWS or stored != ROWS:
            raise BenchError(
                f"second import: {second.created:,} imported, {second.skipped:,} skipped, {stored:,} stored"
            )
        outcome.jobs.append(run_jobs(database_url, workdir, "second"))
        vacuum(database_url, outcome, "before the measurements")
        size_sql = "SELECT pg_total_relation_size('financial_transactions') AS n"
        size = asyncio.run(asyncio.wait_for(fetch_row(database_url, size_sql), 60))["n"]
        outcome.table_mib = size / 2**20
        log(f"financial_transactions with its indexes: {size / 2**20:,.0f} MiB")

        plans, outcome.prepared = asyncio.run(asyncio.wait_for(explain_pages(database_url, key), 900))
        outcome.plans, outcome.plan_lines = summarize_plans(plans)

        server = Server(database_url, workdir / "server.log", extra_env={"CANOPY_JOB_WORKER": "false"})
        server.wait_ready(key)
        check_t2(server.port, key, expected)
        check_t1(server.port, key, expected)
        log(f"server on {HOST}:{server.port} ({WORKERS} workers): T1 and T2 answer what the file holds")
        for operation, path_, connections in (
            (T2[0], T2[1], 1),
            (T2[0], T2[1], CONNECTIONS),
            (T1[0], T1[1], CONNECTIONS),
        ):
            outcome.loads.append(measure(operation, path_, server, key, wrk_path, database_url, connections))
        check_t2(server.port, key, expected)
        check_t1(server.port, key, expected)
        server.stop()
        server = None

        # T2's latency once the server has cached its plan: one worker with one pooled connection
        # (and no write of the key's last use, which would take a second one), asked by one client
        # on one keep-alive connection, one request after another: every request is that pooled
        # connection's next execution of T2's prepared statement.
        server = Server(
            database_url,
            workdir / "server-latency.log",
            workers=1,
            extra_env={"CANOPY_JOB_WORKER": "false", "CANOPY_POOL_SIZE": "1", "CANOPY_LAST_USED_INTERVAL": "86400"},
        )
        server.wait_ready(key)
        check_t2(server.port, key, expected)
        outcome.loads.append(sequential(T2[0], T2[1], server, key, database_url))
        check_t2(server.port, key, expected)
        server.stop()
        server = None

        # Last, on a database of its own, while the benchmark's is still there: one at a time.
        outcome.run_import = import_run(workdir, path)
    finally:
        if server is not None:
            server.stop()
        try:
            asyncio.run(asyncio.wait_for(drop_database(database_url), 120))
            log(f"postgresql: dropped database {make_url(database_url).database}")
        except Exception as exc:  # report, and go on cleaning up
            log(f"postgresql: could not drop {make_url(database_url).database}: {exc}")


# ---------------------------------------------------------------------------------------------
# the report


def _phase_seconds(i: Imported) -> tuple[str, str, str]:
    """(before connecting, streaming, finishing) seconds, from when the backend was first seen and last
    ran a COPY (sampled every 0.1 s)."""
    connected, streamed = i.phases.get("connected"), i.phases.get("last COPY")
    if connected is None or streamed is None:
        return "–", "–", "–"
    return f"{connected:.1f}", f"{streamed - connected:.1f}", f"{i.seconds - streamed:.1f}"


def report(outcome: Outcome, rows: list[tuple[str, str]], failures: list[str]) -> str:
    lines = ["| | |", "| --- | --- |"] + [f"| {name} | {value} |" for name, value in rows]
    e = outcome.expected
    if e is not None:
        lines += [
            "",
            f"The file: {e.rows:,} rows, {e.bytes / 2**20:,.1f} MiB, written in {outcome.written_seconds:.1f} s. "
            f"T1's filters match {e.t1:,} rows; T2's year {e.t2_rows:,} rows in {len(e.groups)} groups.",
        ]
    if outcome.imports:
        lines += [
            "",
            "Imports (`canopy transactions import FILE --workspace ID`, a subprocess). Phases from the process title "
            "of its PostgreSQL backend, sampled every 0.1 s: before connecting (starting, and a checking pass if the "
            "command makes one), streaming (from connecting until the backend last runs a COPY: each batch of 5,000 "
            "rows copied into the staging table, then inserted from it while the next is read), finishing (the last "
            "batch's insert, the tags, the commit, ANALYZE). RSS from /proc at ¼, ½, ¾ and the end of the first two; "
            "peak = ru_maxrss:",
            "",
            "| import | imported | imported already | seconds | rows/s | before connecting (s) | streaming (s) "
            "| finishing (s) | RSS before connecting (MiB) | RSS streaming (MiB) | peak RSS (MiB) | import CPU (s) "
            "| PostgreSQL CPU (s) |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for i in outcome.imports:
            checking, streaming, finishing = _phase_seconds(i)
            lines.append(
                f"| {i.run} | {i.created:,} | {i.skipped:,} | {i.seconds:.1f} | {(i.created + i.skipped) / i.seconds:,.0f} | {checking} "
                f"| {streaming} | {finishing} | {_mib(i.check_rss)} | {_mib(i.streaming_rss)} | {i.peak_rss / 2**20:.1f} "
                f"| {i.cpu:.1f} | {i.postgres_cpu:.1f} |"
            )
    if (r := outcome.run_import) is not None:
        lines += [
            "",
            'The same file imported by an import run (D8, `{"csv": {}}`, dry_run false) into a workspace of a '
            "database of its own (an empty table, as for the command's first import), after the measurements below: uploaded through D2's signed URL and confirmed (D5), then one request on "
            "`canopy serve --combined --workers 1` (no job worker). Server memory: VmHWM reset, a second idle, reset "
            "again, then the peak during the request (VmHWM, or VmRSS sampled every 10 ms if larger):",
            "",
            "| upload (s) | import run (s) | rows/s | created | skipped | invalid | stored | server peak RSS idle (MiB) "
            "| during (MiB) | growth (MiB) | server CPU (s) | PostgreSQL CPU (s) |",
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
            f"| {r.upload_seconds:.1f} | {r.seconds:.1f} | {(r.created + r.skipped) / r.seconds:,.0f} | {r.created:,} "
            f"| {r.skipped:,} | {r.invalid:,} | {r.stored:,} | {r.idle_peak / 2**20:.1f} | {r.peak / 2**20:.1f} "
            f"| {r.growth / 2**20:+.1f}{'' if r.reset else ' (VmHWM not reset)'} | {r.server_cpu:.1f} "
            f"| {r.postgres_cpu:.1f} |",
        ]
    if outcome.jobs:
        lines += [
            "",
            "The transactions.classify job each import enqueues, run by `canopy worker` right after that import, "
            "before the measurements (the server ran no job worker): the first before any ANALYZE (no statistics "
            "on the new rows, as autovacuum is off here), the second after VACUUM (ANALYZE). Seconds from starting "
            "the worker (about 1.5 s of it is its start) until the job is done, polled every second:",
            "",
            "| after the import | done | seconds | attempts | worker CPU (s) | PostgreSQL CPU (s) | errors |",
            "| --- | --- | ---: | ---: | ---: | ---: | --- |",
        ]
        for j in outcome.jobs:
            lines.append(
                f"| {j.after} | {'yes' if j.done else '**no**'} | {j.seconds:.1f} | {j.attempts} | {j.worker_cpu:.1f} "
                f"| {j.postgres_cpu:.1f} | {j.last_error or '–'} |"
            )
    if outcome.vacuums:
        done = "; ".join(f"{when}: {seconds:.1f} s" for when, seconds in outcome.vacuums)
        lines += ["", f"VACUUM (ANALYZE) {done}."]
    if outcome.table_mib:
        lines += ["", f"financial_transactions with its indexes: {outcome.table_mib:,.0f} MiB."]
    if outcome.loads:
        lines += [
            "",
            "wrk on `canopy serve --combined` after a warm-up, each run begun with the server and database idle. "
            "CPU per request: from the start of the run until the server and database are idle again (they finish "
            "the request wrk leaves in flight on each connection), divided by the requests wrk counted plus one per "
            "connection. PostgreSQL: the backends of the benchmark's database; parallel workers: PostgreSQL "
            "processes that exited during the run (the postmaster's children's time), which are the parallel "
            "workers of the statements unless something else closed a session meanwhile.",
            "",
            "| operation | server | connections | seconds | requests/s | p50 (ms) | p99 (ms) | requests | timeouts and socket "
            "errors | server CPU (ms/request) | busiest worker | PostgreSQL CPU (ms/request) | parallel workers CPU "
            "(ms/request) | PostgreSQL sessions opened | other work (cores) | finishing after wrk (s) |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for load in outcome.loads:
            r = load.result
            lines.append(
                f"| {r.operation} `{r.path.removeprefix('/api/transactions/')}` | {load.server} | {load.connections} "
                f"| {load.seconds} "
                f"| {r.rps:,.1f} | {r.p50_ms:.2f} | {r.p99_ms:.2f} | {r.requests:,} | {r.socket_errors} "
                f"| {r.server_cpu_ms:.2f} | {r.busiest_worker:.0%} | {r.postgres_cpu_ms or 0:.2f} "
                f"| {load.parallel_cpu_ms:.2f} | {r.sessions_opened} | {r.other_cores:.2f} | {load.drained:.1f} |"
            )
    lines += [""] + targets(outcome)
    for failure in failures:
        lines.append(f"\nFailed: {failure}")
    if outcome.plans:
        lines += [
            "",
            f"## Plans\n\nauto_explain (ANALYZE, BUFFERS, timing on) in the connection of the server's app run in the "
            f"benchmark's process with a pool of one connection, after VACUUM (ANALYZE); each page requested "
            f"{EXPLAIN_REQUESTS} times one after another, as a keep-alive connection's requests reach the server "
            "(asyncpg prepares each statement once per connection; from the sixth execution PostgreSQL may run a "
            "generic plan). The last execution's plan of each statement, and the first one's where the plan "
            "changed. Timing adds to the durations.",
        ]
        if outcome.plan_lines:
            lines += ["", "Duration of each execution (auto_explain's, timing included):", ""]
            lines += [f"- {line}" for line in outcome.plan_lines]
        if outcome.prepared:
            lines += ["", "From pg_prepared_statements afterwards:", ""] + [f"- {p}" for p in outcome.prepared]
        for first, last, changed in outcome.plans:
            shown = [("first execution", first), (f"execution {last.request}", last)] if changed else [("", last)]
            for label, plan in shown:
                title = f"{plan.page}, {plan.statement}" + (f", {label}" if label else f" (execution {plan.request})")
                lines += ["", f"### {title}", "", "```", plan.text.strip(), "```"]
    return "\n".join(lines) + "\n"


def targets(outcome: Outcome) -> list[str]:
    lines = []
    full = "" if ROWS == 1_000_000 else f" (measured with {ROWS:,} rows, not 1,000,000)"
    first = outcome.imports[0] if outcome.imports else None
    target = f"Target (a 1,000,000-row file imports in under {TARGET_IMPORT_S:.0f} s with flat memory){full}"
    if first is None:
        lines.append(f"{target}: not measured.")
    else:
        fast = first.seconds < TARGET_IMPORT_S
        growth = first.growth
        flat = growth is not None and growth < TARGET_FLAT_MIB * 2**20
        memory_note = (
            f"RSS {'+' if (growth or 0) >= 0 else ''}{(growth or 0) / 2**20:.1f} MiB from a quarter of the streaming to "
            f"its end, peak {first.peak_rss / 2**20:.0f} MiB"
            if growth is not None
            else f"RSS not sampled over the streaming, peak {first.peak_rss / 2**20:.0f} MiB"
        )
        lines.append(
            f"{target}: time **{'met' if fast else 'missed'}** ({first.seconds:.1f} s), memory "
            f"**{'flat' if flat else 'not shown flat'}** ({memory_note}, file {outcome.expected.bytes / 2**20:.0f} MiB)."
            if outcome.expected
            else f"{target}: {first.seconds:.1f} s."
        )
    target = (
        f"Target (a 1,000,000-row file imported by an import run, D8, in under {TARGET_IMPORT_S:.0f} s with flat "
        f"memory){full}"
    )
    r = outcome.run_import
    if r is None:
        lines.append(f"{target}: not measured.")
    else:
        file_mib = outcome.expected.bytes / 2**20 if outcome.expected else 0.0
        lines.append(
            f"{target}: time **{'met' if r.seconds < TARGET_IMPORT_S else 'missed'}** ({r.seconds:.1f} s), memory "
            f"**{'flat' if r.growth < TARGET_FLAT_MIB * 2**20 else 'not shown flat'}** (server peak "
            f"{r.growth / 2**20:+.1f} MiB over its idle peak, file {file_mib:.0f} MiB)."
        )
    t2 = [load for load in outcome.loads if load.result.operation == T2[0]]
    target = (
        f"Target (T2 grouped by ledger, currency and month over a year answers in under "
        f"{TARGET_T2_P50_MS:,.0f} ms, p50){full}"
    )
    cached = [load for load in t2 if load.server == CACHED_LABEL]
    if not cached:
        lines.append(f"{target}: not measured.")
    for load in cached:
        r = load.result
        met = r.p50_ms < TARGET_T2_P50_MS
        lines.append(
            f"{target}, one request at a time with the plan the server keeps using ({load.server}): "
            f"**{'met' if met else 'missed'}** (p50 {r.p50_ms:,.0f} ms, p99 {r.p99_ms:,.0f} ms, {r.rps:,.1f} requests/s)."
        )
    for load in t2:
        if load.server != CACHED_LABEL:
            r = load.result
            lines.append(
                f"For comparison, T2 on the {load.server} server at {load.connections} "
                f"connection{'s' if load.connections > 1 else ''} (its pooled connections each run T2 a few times, "
                f"custom plans first, so the figures mix both plans): p50 {r.p50_ms:,.0f} ms, p99 {r.p99_ms:,.0f} ms, "
                f"{r.rps:,.1f} requests/s."
            )
    t1 = [load for load in outcome.loads if load.result.operation == T1[0]]
    target = (
        f"Target (T1 limit=50 with three filters ≥ {TARGET_T1_RPS:,.0f} requests/s at {CONNECTIONS} connections and "
        f"{WORKERS} workers){full}"
    )
    if not t1:
        lines.append(f"{target}: not measured.")
    for load in t1:
        r = load.result
        met = r.rps >= TARGET_T1_RPS
        lines.append(
            f"{target}: **{'met' if met else 'missed'}** ({r.rps:,.1f} requests/s, p50 {r.p50_ms:,.1f} ms, "
            f"p99 {r.p99_ms:,.1f} ms)."
        )
    return lines


def main() -> int:
    exit_on_sigterm()
    wrk_path = ensure_wrk()
    outcome = Outcome()
    failures: list[str] = []
    notes: dict[str, str] = {}
    load_average = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="canopy-bench-transactions-") as tmp:
        try:
            bench(wrk_path, Path(tmp), notes, outcome)
        except (BenchError, OSError, subprocess.TimeoutExpired, TimeoutError, asyncpg.PostgresError) as exc:
            failures.append(f"postgresql: {exc}")
            log(f"postgresql: FAILED: {exc}")
    rows = machine(wrk_path, notes)
    rows.insert(5, ("machine load when started", ", ".join(f"{n:.2f}" for n in load_average) + " (1, 5, 15 min)"))
    rows += [
        (
            "load, T2 at 1 connection",
            f"wrk -t1 -c1 -d{DURATION}s --latency after a {WARMUP} s warm-up (one request at a time); T2 at "
            f"{CONNECTIONS} connections for {max(DURATION, T2_CROWD_DURATION)} s; every wrk run waits "
            f"{WRK_TIMEOUT_S} s for an answer",
        ),
        (
            "workspace",
            f"{ROWS:,} transactions imported from CSV (2024 and 2025, {len(LEDGERS)} ledgers, {len(VENDORS)} vendors "
            f"and {NO_VENDOR:.0%} without, {len(CURRENCIES)} currencies, {len(SOURCES)} sources), classified by the "
            "transactions.classify job, then VACUUM (ANALYZE); the server with CANOPY_JOB_WORKER=false",
        ),
    ]
    table = report(outcome, rows, failures)
    print()
    print(table)
    write_results("transactions", "Transactions benchmark: import, T1 and T2", "make bench-transactions", table)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
