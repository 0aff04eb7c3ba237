"""The benchmarks' shared knobs, read once from the environment, and the paths they write to.

A script with knobs of its own (BENCH_SURVEYS_SIZES...) reads them itself; these are the ones
every wrk load shares, so two scripts run with the same environment load the same way.
"""

from __future__ import annotations

import os
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent
ROOT = BENCH.parent
RESULTS = BENCH / "results"
HOST = "127.0.0.1"  # everything listens on and connects to this address only

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

START_TIMEOUT = 60.0  # seconds for the server to answer
STOP_TIMEOUT = 15.0
