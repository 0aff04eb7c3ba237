"""A `canopy worker` killed in the middle of a job: the job runs again on another worker and completes once.

The worker runs on a SQLite database of its own (`canopy migrate`), with the handler of
tests/faults/job_handlers.py loaded through CANOPY_JOB_HANDLER_MODULES, a short lease and a
short poll interval. A job is enqueued directly in the database. The first worker claims it and
runs the handler, which adds one to a counter in the job's transaction and then blocks; the
worker is killed with SIGKILL, so nothing of that transaction commits and its claim is left to
run out. A second worker then takes the job over once the lease has passed, runs it, and
completes it: the counter is one, done_at is set, and neither moves afterwards.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from handwritten.adapters.jobs import enqueue
from handwritten.db.models import Company
from handwritten.db.session import Database
from handwritten.settings import Settings
from tests.faults import job_handlers
from tests.faults.conftest import CANOPY, STOP_TIMEOUT, canopy_env, run_canopy

ROOT = Path(__file__).resolve().parents[2]
LEASE = 3.0  # CANOPY_JOB_LEASE, seconds: how long the killed worker's claim holds the job
POLL = 0.2  # CANOPY_JOB_POLL_INTERVAL, seconds
START_TIMEOUT = 20.0  # seconds for a worker to start the job's handler
DONE_TIMEOUT = LEASE + 20.0  # seconds for the second worker to complete the job after the kill
OBSERVE = 1.0  # seconds of watching the completed job (five sweeps) for a second run


def _rows(path: Path, sql: str) -> list[tuple[Any, ...]]:
    """Rows of the workers' SQLite database, read beside them (WAL: readers never wait for the writer)."""
    with contextlib.closing(sqlite3.connect(path, timeout=10)) as connection:
        return list(connection.execute(sql).fetchall())


def _when(value: str | None) -> datetime | None:
    return None if value is None else datetime.fromisoformat(value).replace(tzinfo=UTC)


async def _workspace_with_a_job(settings: Settings) -> tuple[int, int]:
    """A workspace, and a job of the test's kind enqueued in the same transaction."""
    db = Database(settings)
    try:
        async with db.session() as session:
            company = Company(name="Crash test", slug="crash-test")
            session.add(company)
            await session.flush()
            job_id = await enqueue(session, workspace_id=company.id, kind=job_handlers.KIND, payload={})
            await session.commit()
            return company.id, job_id
    finally:
        await db.dispose()


class Workers:
    """`canopy worker` processes, each the leader of its own process group; all killed at the end."""

    def __init__(self, env: dict[str, str], folder: Path) -> None:
        self.env, self.folder = env, folder
        self.started: list[tuple[subprocess.Popen[bytes], Path]] = []

    def start(self) -> subprocess.Popen[bytes]:
        log = self.folder / f"worker-{len(self.started) + 1}.log"
        with open(log, "wb") as output:
            process = subprocess.Popen(
                [str(CANOPY), "worker"],
                env=self.env,
                cwd=self.folder,
                stdout=output,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        self.started.append((process, log))
        return process

    def log(self, process: subprocess.Popen[bytes]) -> str:
        [path] = [log for started, log in self.started if started is process]
        return path.read_text(errors="replace")

    def stop_all(self) -> None:
        for process, _ in self.started:
            if process.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=STOP_TIMEOUT)


@pytest.fixture
def workers(tmp_path: Path) -> Iterator[Workers]:
    path = tmp_path / "canopy.sqlite3"
    env = canopy_env(
        f"sqlite+aiosqlite:///{path}",
        tmp_path,
        job_lease=f"PT{LEASE:g}S",
        job_poll_interval=f"{POLL:g}",
        job_handler_modules="tests.faults.job_handlers",
        test_job_folder=str(tmp_path),
    )
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    running = Workers(env, tmp_path)
    try:
        yield running
    finally:
        running.stop_all()


def test_a_job_whose_worker_is_killed_runs_again_elsewhere_and_completes_once(workers: Workers) -> None:
    folder = workers.folder
    path = folder / "canopy.sqlite3"
    run_canopy(workers.env, folder, "migrate")
    workspace, job_id = asyncio.run(
        _workspace_with_a_job(Settings(_env_file=None, mode="test", database_url=workers.env["CANOPY_DATABASE_URL"]))  # type: ignore[call-arg]
    )
    job = f"SELECT attempts, claimed_until, done_at, last_error FROM jobs WHERE id = {job_id}"
    effect = f"SELECT nr_of_transactions FROM companies WHERE id = {workspace}"

    def started() -> list[str]:
        return sorted(p.name for p in folder.glob(f"started-{job_id}-*"))

    # The first worker starts the job, whose handler has written its effect and now blocks.
    (folder / "block").touch()
    first = workers.start()
    deadline = time.monotonic() + START_TIMEOUT
    while not started():
        assert first.poll() is None, f"the worker exited with {first.returncode}:\n{workers.log(first)}"
        assert time.monotonic() < deadline, f"the handler did not start:\n{workers.log(first)}"
        time.sleep(0.02)
    assert started() == [f"started-{job_id}-1-{first.pid}"]
    [(attempts, claimed_until, done_at, _)] = _rows(path, job)
    assert (attempts, done_at) == (1, None) and claimed_until is not None
    assert _rows(path, effect) == [(0,)]  # written, not committed

    # SIGKILL: nothing of the run commits, and the claim stays until its lease runs out.
    os.killpg(first.pid, signal.SIGKILL)
    first.wait(timeout=STOP_TIMEOUT)
    killed = time.monotonic()
    assert first.returncode == -signal.SIGKILL
    [(attempts, claimed_until, done_at, _)] = _rows(path, job)
    lease_end = _when(claimed_until)
    assert attempts == 1 and done_at is None and lease_end is not None and lease_end > datetime.now(UTC)
    assert _rows(path, effect) == [(0,)]

    # A second worker takes the job over once the lease has passed, and completes it.
    (folder / "block").unlink()
    second = workers.start()
    while not _rows(path, job)[0][2]:
        assert second.poll() is None, f"the worker exited with {second.returncode}:\n{workers.log(second)}"
        assert time.monotonic() - killed < DONE_TIMEOUT, f"the job was not run again:\n{workers.log(second)}"
        time.sleep(0.05)
    completed = time.monotonic()
    [(attempts, claimed_until, done_at, last_error)] = _rows(path, job)
    assert (attempts, claimed_until, last_error) == (2, None, "")
    assert started() == sorted([f"started-{job_id}-1-{first.pid}", f"started-{job_id}-2-{second.pid}"])
    assert _rows(path, effect) == [(1,)]  # the effect, once
    completed_at = _when(done_at)
    assert (
        completed_at is not None and lease_end is not None and completed_at >= lease_end
    )  # not before the lease ran out

    # Nothing runs it again: the effect, done_at and the runs stay as they are.
    time.sleep(OBSERVE)
    assert _rows(path, job) == [(2, None, done_at, "")]
    assert _rows(path, effect) == [(1,)]
    assert len(started()) == 2

    # The second worker stops on SIGTERM, holding nothing.
    os.killpg(second.pid, signal.SIGTERM)
    second.wait(timeout=STOP_TIMEOUT)
    log = workers.log(second)
    assert second.returncode == 0, log
    assert log.count(f"job {job_id} ({job_handlers.KIND}) done") == 1, log
    assert "not released" not in log
    print(
        f"\n[faults] job worker SIGKILLed mid-job: run again by a second worker "
        f"{completed - killed:.2f} s after the kill (lease {LEASE:g} s), completed once "
        f"(attempts 2, effect applied once, done_at unchanged over {OBSERVE:g} s)"
    )
