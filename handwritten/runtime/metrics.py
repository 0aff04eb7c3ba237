"""Prometheus metrics, shared by the worker processes of a server (prometheus-client's multiprocess mode).

Off unless CANOPY_METRICS_PORT is set. `canopy serve` then points PROMETHEUS_MULTIPROC_DIR at an
empty folder before any worker starts, each worker writes its samples there, and each serves the
whole server's metrics on the metrics port (a port of its own, never the API's): request counts
and latencies per operation code and status, database pool use, and the outbox's depth and the
age of its oldest undelivered email, the same of the job queue, and the jobs given up on.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from starlette.types import ASGIApp

# Latency buckets (seconds): from a fast read to a slow bulk operation.
BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
ENVIRONMENT = "PROMETHEUS_MULTIPROC_DIR"


def prepare_directory(folder: Path) -> None:
    """Empty `folder` and make every process started from now on write its metrics there.

    Must run before prometheus_client is imported, which reads the variable once.
    """
    folder.mkdir(parents=True, exist_ok=True)
    for stale in folder.glob("*.db"):
        stale.unlink()
    os.environ[ENVIRONMENT] = str(folder)


class Metrics:
    """The metrics of one process. Created only when metrics are on (prometheus_client is imported here)."""

    def __init__(self) -> None:
        from prometheus_client import Counter, Gauge, Histogram

        self.requests = Counter(
            "canopy_requests_total", "Requests answered, by operation code and status.", ["code", "status"]
        )
        self.latency = Histogram(
            "canopy_request_duration_seconds",
            "Time from the request's arrival to its response, by operation code and status.",
            ["code", "status"],
            buckets=BUCKETS,
        )
        self.pool_in_use = Gauge(
            "canopy_db_pool_connections_in_use",
            "Database connections checked out of the pools.",
            multiprocess_mode="livesum",
        )
        self.pool_size = Gauge(
            "canopy_db_pool_size", "Database connections the pools keep open.", multiprocess_mode="livesum"
        )
        self.outbox_pending = Gauge(
            "canopy_outbox_emails_pending", "Emails recorded and not delivered yet.", multiprocess_mode="livemostrecent"
        )
        self.outbox_oldest_age = Gauge(
            "canopy_outbox_oldest_pending_age_seconds",
            "How long the oldest undelivered email has waited (0 when none waits).",
            multiprocess_mode="livemostrecent",
        )
        self.jobs_pending = Gauge(
            "canopy_jobs_pending",
            "Jobs due (or tried before) and not done yet.",
            multiprocess_mode="livemostrecent",
        )
        self.jobs_oldest_age = Gauge(
            "canopy_jobs_oldest_pending_age_seconds",
            "How long the oldest of those jobs has waited since it was due (0 when none waits).",
            multiprocess_mode="livemostrecent",
        )
        self.jobs_failed = Gauge(
            "canopy_jobs_failed",
            "Jobs ended as failed: every one of their CANOPY_JOB_MAX_ATTEMPTS attempts failed.",
            multiprocess_mode="livemostrecent",
        )

    def observe(self, code: str, status: int, seconds: float) -> None:
        label = str(status)
        self.requests.labels(code, label).inc()
        self.latency.labels(code, label).observe(seconds)


def exposition_app() -> ASGIApp:
    """The ASGI app of the metrics port: every process's samples, collected from the shared folder."""
    from prometheus_client import CollectorRegistry, make_asgi_app, multiprocess

    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
    app: Any = make_asgi_app(registry)
    return app  # type: ignore[no-any-return]


def process_exited(pid: int) -> None:
    """Drop a finished worker's live gauges."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(pid)  # type: ignore[no-untyped-call]
