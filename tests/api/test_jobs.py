"""The job queue on a real database (SQLite, and PostgreSQL when configured): enqueued with the caller's
transaction, run after commit with the handler's writes and the completion in one transaction, retried
with back-off, never run to completion twice. Runners are driven directly (run_due), except where the
app's lifespan or `canopy jobs list` is the subject. The crash of a worker process is
tests/faults/test_job_worker_crash.py.
"""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any, TypeVar

import pytest
from sqlalchemy import select, text, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.adapters.jobs import JobContext, Jobs, Registry, enqueue
from handwritten.adapters.mail.outbox import Outbox
from handwritten.app import create_app
from handwritten.db.models import Company, Job, Member, OutboxEmail, utcnow
from handwritten.db.session import Database, Tenant
from handwritten.runtime.logs import REQUEST_ID
from handwritten.settings import Settings
from tests.api.conftest import Direct, Env
from tests.unit.adapters.jobs import plugin

CANOPY = str(Path(sys.executable).parent / "canopy")
T = TypeVar("T")
KIND = "tests.work"


# -- helpers ---------------------------------------------------------------------------------------


def wait_for(condition: Callable[[], T], what: str, timeout: float = 10.0) -> T:
    """Poll `condition` until it returns something truthy, and return that; fail after `timeout` s."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(f"gave up after {timeout} s waiting for {what}")
        time.sleep(0.02)


def job_settings(env: Env, **values: Any) -> Settings:
    return env.settings.model_copy(update={"job_retry_base": 30.0, "job_retry_max": 3600.0, **values})


async def add_job(
    db: Database, workspace_id: int, kind: str = KIND, payload: dict[str, Any] | None = None, **options: Any
) -> int:
    """Enqueue one job as a request would (a session acting for the workspace) and commit."""
    async with db.session(Tenant(workspace_id=workspace_id, user_id=0)) as session:
        job_id = await enqueue(session, workspace_id=workspace_id, kind=kind, payload=payload or {}, **options)
        await session.commit()
    return job_id


def jobs_of(direct: Direct) -> list[Job]:
    async def work(session: AsyncSession) -> list[Job]:
        return list((await session.scalars(select(Job).order_by(Job.id))).all())

    return direct.run(work)


def run_due(settings: Settings) -> None:
    """Run every job due now, as a runner would, with the app's handlers."""

    async def run() -> None:
        db = Database(settings)
        try:
            await Jobs(db, settings).run_due()
        finally:
            await db.dispose()

    asyncio.run(run())


def the_job(direct: Direct, job_id: int) -> Job:
    [job] = [job for job in jobs_of(direct) if job.id == job_id]
    return job


def counter(direct: Direct, workspace_id: int) -> int:
    """What the test handlers count: their runs that committed (Company.nr_of_transactions)."""

    async def work(session: AsyncSession) -> int:
        value = await session.scalar(select(Company.nr_of_transactions).where(Company.id == workspace_id))
        return int(value or 0)

    return direct.run(work)


async def count_run(job: JobContext) -> None:
    """The effect of a run: one more in the workspace's counter, in the job's transaction."""
    await job.session.execute(
        update(Company).where(Company.id == job.workspace_id).values(nr_of_transactions=Company.nr_of_transactions + 1)
    )


async def make_due(db: Database, job_id: int) -> None:
    """What waiting for the back-off would do, without the wait."""
    async with db.session() as session:
        await session.execute(update(Job).where(Job.id == job_id).values(next_attempt_at=utcnow()))
        await session.commit()


async def read_job(db: Database, job_id: int) -> Job:
    async with db.session() as session:
        return (await session.scalars(select(Job).where(Job.id == job_id))).one()


async def read_counter(db: Database, workspace_id: int) -> int:
    async with db.session() as session:
        return int(await session.scalar(select(Company.nr_of_transactions).where(Company.id == workspace_id)) or 0)


def near(moment: datetime | None, expected: datetime, slack: float = 5.0) -> bool:
    return moment is not None and abs((moment - expected).total_seconds()) <= slack


# -- enqueueing, running, completing ---------------------------------------------------------------


def test_a_job_enqueued_in_a_transaction_rolled_back_does_not_exist(env: Env, direct: Direct) -> None:
    ran: list[int] = []
    registry = Registry()

    async def handler(job: JobContext) -> None:
        ran.append(job.id)

    registry.register(KIND, handler)

    async def scenario() -> int:
        db = Database(env.settings)
        try:
            workspace = env.workspaces["a"]
            async with db.session(Tenant(workspace_id=workspace, user_id=0)) as session:
                await enqueue(session, workspace_id=workspace, kind=KIND, payload={"n": 1})
                await session.rollback()  # the work that caused it failed
            return await Jobs(db, env.settings, registry).run_due()
        finally:
            await db.dispose()

    assert asyncio.run(scenario()) == 0
    assert jobs_of(direct) == [] and ran == []


def test_a_committed_job_runs_once_and_its_writes_commit_with_done_at(
    env: Env, direct: Direct, caplog: pytest.LogCaptureFixture
) -> None:
    seen: list[dict[str, Any]] = []
    registry = Registry()

    async def handler(job: JobContext) -> None:
        seen.append(
            {
                "id": job.id,
                "kind": job.kind,
                "workspace": job.workspace_id,
                "payload": dict(job.payload),
                "attempt": job.attempt,
                "request_id": job.request_id,
                "logged_as": REQUEST_ID.get(),
                "in_transaction": job.session.in_transaction(),
            }
        )
        await count_run(job)

    registry.register(KIND, handler)
    workspace = env.workspaces["a"]
    before = counter(direct, workspace)

    async def scenario() -> tuple[int, int, int, tuple[int, float]]:
        db = Database(env.settings)
        try:
            runner = Jobs(db, env.settings, registry)
            token = REQUEST_ID.set("req-enqueue-1")  # the request enqueueing it
            try:
                job_id = await add_job(db, workspace, payload={"document_id": 7})
            finally:
                REQUEST_ID.reset(token)
            backlog = await runner.backlog()
            return job_id, await runner.run_due(), await runner.run_due(), backlog
        finally:
            await db.dispose()

    with caplog.at_level(logging.INFO, logger="canopy.jobs"):
        job_id, first, second, backlog = asyncio.run(scenario())
    assert (first, second) == (1, 0)
    assert backlog[0] == 1 and backlog[1] >= 0
    assert seen == [
        {
            "id": job_id,
            "kind": KIND,
            "workspace": workspace,
            "payload": {"document_id": 7},
            "attempt": 1,
            "request_id": "req-enqueue-1",
            "logged_as": "req-enqueue-1",
            "in_transaction": True,
        }
    ]
    job = the_job(direct, job_id)
    assert job.done_at is not None and job.claimed_until is None and job.attempts == 1 and job.last_error == ""
    assert job.company_id == workspace and job.request_id == "req-enqueue-1"
    assert counter(direct, workspace) == before + 1
    [done] = [r for r in caplog.records if r.name == "canopy.jobs" and "done" in r.getMessage()]
    assert getattr(done, "request_id", None) == "req-enqueue-1"  # the run's logs name the request


def test_a_delayed_job_waits_for_its_time(env: Env, direct: Direct) -> None:
    registry = Registry()
    registry.register(KIND, count_run)

    async def scenario() -> tuple[int, tuple[int, float]]:
        db = Database(env.settings)
        try:
            await add_job(db, env.workspaces["a"], delay=timedelta(hours=1))
            runner = Jobs(db, env.settings, registry)
            return await runner.run_due(), await runner.backlog()
        finally:
            await db.dispose()

    # Not run, and not waiting yet either (the backlog's gauges would otherwise alarm for an hour).
    assert asyncio.run(scenario()) == (0, (0, 0.0))
    [job] = jobs_of(direct)
    assert near(job.next_attempt_at, utcnow() + timedelta(hours=1)) and job.attempts == 0


def test_the_handler_acts_for_the_jobs_workspace(env: Env, direct: Direct) -> None:
    seen: dict[str, set[int]] = {}
    registry = Registry()

    async def handler(job: JobContext) -> None:
        # An ORM query gets the workspace condition, whatever it says ...
        seen["orm"] = set((await job.session.scalars(select(Member.company_id).distinct())).all())
        # ... and on PostgreSQL even plain SQL sees only the workspace (row-level security).
        if job.session.bind.dialect.name == "postgresql":
            rows = await job.session.execute(text("SELECT DISTINCT company_id FROM user_companies"))
            seen["sql"] = {row[0] for row in rows}
            seen["jobs"] = {row[0] for row in await job.session.execute(text("SELECT DISTINCT company_id FROM jobs"))}

    registry.register(KIND, handler)
    a, b = env.workspaces["a"], env.workspaces["b"]

    async def scenario() -> int:
        db = Database(env.settings)
        try:
            await add_job(db, b, kind="tests.elsewhere")  # another workspace's job, not to be seen
            await add_job(db, a)
            return await Jobs(db, env.settings, registry).run_due()
        finally:
            await db.dispose()

    assert asyncio.run(scenario()) == 2  # both claimed; b's has no handler here
    assert seen["orm"] == {a}
    if env.backend == "postgresql":
        assert seen["sql"] == {a} and seen["jobs"] == {a}


def test_a_failing_handler_is_retried_with_back_off_keeping_its_error_then_succeeds(env: Env, direct: Direct) -> None:
    settings = job_settings(env)
    registry = Registry()

    async def handler(job: JobContext) -> None:
        await count_run(job)  # written, then rolled back with the failure
        if job.attempt < 3:
            raise ValueError(f"boom {job.attempt}")

    registry.register(KIND, handler)
    workspace = env.workspaces["a"]
    before = counter(direct, workspace)

    async def scenario() -> int:
        db = Database(settings)
        try:
            runner = Jobs(db, settings, registry)
            job_id = await add_job(db, workspace)
            for attempt, delay in ((1, 30), (2, 60)):
                started = utcnow()
                assert await runner.run_due() == 1
                job = await read_job(db, job_id)
                assert job.done_at is None and job.claimed_until is None and job.attempts == attempt
                assert job.last_error == f"ValueError: boom {attempt}"
                assert near(job.next_attempt_at, started + timedelta(seconds=delay), slack=3)
                assert await read_counter(db, workspace) == before  # the failed runs' writes were rolled back
                assert await runner.run_due() == 0  # not due before its back-off
                await make_due(db, job_id)
            assert await runner.run_due() == 1
            return job_id
        finally:
            await db.dispose()

    job = the_job(direct, asyncio.run(scenario()))
    assert job.done_at is not None and job.attempts == 3
    assert job.last_error == "ValueError: boom 2"  # kept: what went wrong before it went through
    assert counter(direct, workspace) == before + 1


def test_a_job_of_an_unknown_kind_is_kept_with_its_error_until_a_handler_is_deployed(env: Env, direct: Direct) -> None:
    settings = job_settings(env)
    registry = Registry()

    async def scenario() -> int:
        db = Database(settings)
        try:
            runner = Jobs(db, settings, registry)
            job_id = await add_job(db, env.workspaces["a"], kind="kb.reindex")
            assert await runner.run_due() == 1
            job = await read_job(db, job_id)
            assert job.done_at is None and job.attempts == 1 and job.claimed_until is None
            assert job.last_error.startswith("UnknownJobKind: no handler for job kind 'kb.reindex'")
            assert job.next_attempt_at > utcnow() + timedelta(seconds=20)  # retried later, with back-off
            registry.register("kb.reindex", count_run)  # deployed later
            await make_due(db, job_id)
            assert await runner.run_due() == 1
            return job_id
        finally:
            await db.dispose()

    job = the_job(direct, asyncio.run(scenario()))
    assert job.done_at is not None and job.attempts == 2


def test_a_handler_may_not_commit_its_transaction(env: Env, direct: Direct) -> None:
    settings = job_settings(env)
    registry = Registry()

    async def handler(job: JobContext) -> None:
        await count_run(job)
        await job.session.commit()  # would split the run from its completion

    registry.register(KIND, handler)
    workspace = env.workspaces["a"]
    before = counter(direct, workspace)

    async def scenario() -> int:
        db = Database(settings)
        try:
            await add_job(db, workspace)
            return await Jobs(db, settings, registry).run_due()
        finally:
            await db.dispose()

    assert asyncio.run(scenario()) == 1
    [job] = jobs_of(direct)
    assert job.done_at is None and job.last_error.startswith("HandlerCommitted: a job handler must not commit")
    assert counter(direct, workspace) == before


def test_a_handler_running_past_its_lease_is_stopped_and_retried(env: Env, direct: Direct) -> None:
    settings = job_settings(env, job_lease=timedelta(seconds=0.5))
    registry = Registry()

    async def handler(job: JobContext) -> None:
        await count_run(job)
        await asyncio.sleep(30)

    registry.register(KIND, handler)
    workspace = env.workspaces["a"]
    before = counter(direct, workspace)

    async def scenario() -> tuple[int, float]:
        db = Database(settings)
        try:
            await add_job(db, workspace)
            started = time.monotonic()
            claimed = await Jobs(db, settings, registry).run_due()
            return claimed, time.monotonic() - started
        finally:
            await db.dispose()

    claimed, took = asyncio.run(scenario())
    assert claimed == 1 and took < 10
    [job] = jobs_of(direct)
    assert job.done_at is None and job.last_error.startswith("HandlerTimedOut: the handler ran past its lease")
    assert counter(direct, workspace) == before


# -- two runners -----------------------------------------------------------------------------------


def test_two_runners_at_once_run_each_job_once(env: Env, direct: Direct) -> None:
    runs: list[int] = []
    registry = Registry()

    async def handler(job: JobContext) -> None:
        runs.append(job.id)
        await asyncio.sleep(0.02)  # both runners have jobs under way at once
        await count_run(job)

    registry.register(KIND, handler)
    workspace = env.workspaces["a"]
    before = counter(direct, workspace)

    async def scenario() -> tuple[list[int], list[int], list[int]]:
        databases = [Database(env.settings), Database(env.settings)]
        try:
            ids = [await add_job(databases[0], workspace, payload={"n": n}) for n in range(12)]
            runners = [Jobs(db, env.settings, registry) for db in databases]
            together = await asyncio.gather(*(runner.run_due() for runner in runners))
            more = await asyncio.gather(*(runner.run_due() for runner in runners))
            again = await asyncio.gather(*(runner.run_due() for runner in runners))
            return ids, [a + b for a, b in zip(together, more, strict=True)], list(again)
        finally:
            for db in databases:
                await db.dispose()

    ids, claimed, again = asyncio.run(scenario())
    assert sum(claimed) == len(ids)  # every job claimed, by one runner or the other
    assert again == [0, 0]
    assert sorted(runs) == sorted(ids)  # and run once
    assert counter(direct, workspace) == before + len(ids)
    assert all(job.done_at is not None and job.attempts == 1 for job in jobs_of(direct))


def test_a_run_whose_job_was_taken_over_after_its_lease_is_rolled_back(
    env: Env, direct: Direct, caplog: pytest.LogCaptureFixture
) -> None:
    """The token-conditioned completion: the first runner's lease runs out mid-run, a second runner
    claims the job (a new token) and completes it; the first run's completion then matches no row,
    and its transaction, with its writes, is rolled back."""
    registry = Registry()
    started, proceed = asyncio.Event(), asyncio.Event()

    async def handler(job: JobContext) -> None:
        if job.attempt == 1:  # the first runner's run: held until the takeover is over
            started.set()
            await proceed.wait()
        await count_run(job)

    registry.register(KIND, handler)
    workspace = env.workspaces["a"]
    before = counter(direct, workspace)

    async def expire_lease(db: Database, job_id: int) -> None:
        async with db.session() as session:
            past = utcnow() - timedelta(seconds=1)
            await session.execute(update(Job).where(Job.id == job_id).values(claimed_until=past))
            await session.commit()

    async def done_at(db: Database, job_id: int) -> datetime | None:
        async with db.session() as session:
            return await session.scalar(select(Job.done_at).where(Job.id == job_id))

    async def scenario() -> tuple[int, datetime | None, datetime | None]:
        databases = [Database(env.settings), Database(env.settings)]
        try:
            first, second = (Jobs(db, env.settings, registry) for db in databases)
            job_id = await add_job(databases[0], workspace)
            running = asyncio.create_task(first.run_due())
            await asyncio.wait_for(started.wait(), timeout=10)
            await expire_lease(databases[1], job_id)
            assert await second.run_due() == 1  # taken over, and completed
            completed = await done_at(databases[1], job_id)
            proceed.set()
            assert await asyncio.wait_for(running, timeout=10) == 1
            return job_id, completed, await done_at(databases[1], job_id)
        finally:
            for db in databases:
                await db.dispose()

    with caplog.at_level(logging.WARNING, logger="canopy.jobs"):
        job_id, completed, finally_done = asyncio.run(scenario())
    assert counter(direct, workspace) == before + 1  # one run's writes, not two
    assert completed is not None and finally_done == completed  # done_at set once, by the second runner
    job = the_job(direct, job_id)
    assert job.attempts == 2 and job.claimed_until is None and job.last_error == ""
    assert any("taken over by another worker" in r.getMessage() for r in caplog.records)


# -- stopping --------------------------------------------------------------------------------------


def _stop_during_a_job(env: Env, direct: Direct, seconds: float, grace: float | None) -> tuple[Any, int, int]:
    """A runner stopped (with `grace`, else its default) while its one job's handler, which counts
    its run then sleeps `seconds`, is under way: (the job, the counter before, the counter after)."""
    registry = Registry()
    started = asyncio.Event()

    async def handler(job: JobContext) -> None:
        await count_run(job)
        started.set()
        await asyncio.sleep(seconds)

    registry.register(KIND, handler)
    workspace = env.workspaces["a"]
    before = counter(direct, workspace)

    async def scenario() -> None:
        db = Database(env.settings)
        try:
            await add_job(db, workspace)
            runner = Jobs(db, env.settings, registry)
            await runner.start()
            await asyncio.wait_for(started.wait(), timeout=10)
            await (runner.stop() if grace is None else runner.stop(grace=grace))
        finally:
            await db.dispose()

    asyncio.run(scenario())
    [job] = jobs_of(direct)
    return job, before, counter(direct, workspace)


def test_stopping_a_runner_releases_the_jobs_under_way(env: Env, direct: Direct) -> None:
    job, before, after = _stop_during_a_job(env, direct, 60, grace=0.2)  # outlives the grace: cancelled
    assert job.claimed_until is None and job.done_at is None and job.attempts == 1  # due again, for any worker
    assert after == before


def test_stopping_a_runner_lets_a_job_under_way_finish_within_the_grace(env: Env, direct: Direct) -> None:
    job, before, after = _stop_during_a_job(env, direct, 0.3, grace=None)  # the default grace
    assert job.done_at is not None and job.claimed_until is None and job.attempts == 1  # done, not released
    assert after == before + 1


class HeldTransport:
    """Holds every delivery until the test ends: an outbox in the middle of sending."""

    def __init__(self) -> None:
        self.sending = asyncio.Event()

    async def deliver(self, message: EmailMessage, key: str) -> None:
        self.sending.set()
        await asyncio.sleep(60)


def test_the_outbox_still_releases_its_claims_on_stop(env: Env, direct: Direct) -> None:
    settings = env.settings.model_copy(update={"mail_worker": False})
    viewer = direct.roles()["Viewer"]
    with TestClient(create_app(settings)) as client:
        reply = client.post(
            "/api/accounts/invitations/",
            json={"email": "held@example.org", "auth_group": viewer},
            headers=env.auth("owner"),
        )
        assert reply.status_code == 201, reply.text

    async def scenario() -> None:
        db = Database(settings)
        try:
            held = HeldTransport()
            outbox = Outbox(db, held, settings)
            await outbox.start()
            await asyncio.wait_for(held.sending.wait(), timeout=10)
            await outbox.stop(grace=0.2)  # the delivery outlives the grace: it is cancelled
        finally:
            await db.dispose()

    asyncio.run(scenario())

    async def rows(session: AsyncSession) -> list[tuple[Any, ...]]:
        result = await session.execute(select(OutboxEmail.claimed_until, OutboxEmail.sent_at, OutboxEmail.attempts))
        return [tuple(row) for row in result.all()]

    assert direct.run(rows) == [(None, None, 1)]


# -- the app and the command line ------------------------------------------------------------------


def test_the_app_runs_the_jobs_of_its_handler_modules(env: Env, direct: Direct) -> None:
    settings = job_settings(env, job_handler_modules="tests.unit.adapters.jobs.plugin", job_poll_interval=0.1)
    workspace = env.workspaces["a"]
    before = counter(direct, workspace)

    def enqueue_one(by: int) -> int:
        async def work(session: AsyncSession) -> int:
            return await enqueue(session, workspace_id=workspace, kind=plugin.KIND, payload={"by": by})

        return direct.run(work)

    with TestClient(create_app(settings)) as client:
        assert isinstance(client.app.state.jobs, Jobs)  # type: ignore[attr-defined]
        job_id = enqueue_one(5)
        wait_for(lambda: the_job(direct, job_id).done_at is not None, "the app to run the job")
    assert counter(direct, workspace) == before + 5

    # Without the job worker (`canopy worker` runs them), the app leaves jobs alone.
    with TestClient(create_app(settings.model_copy(update={"job_worker": False}))):
        job_id = enqueue_one(1)
        time.sleep(0.5)  # an observation window of five sweeps, not a wait
        assert the_job(direct, job_id).attempts == 0


def _list(env: Env, tmp_path: Path, *args: str) -> list[str]:
    environment = {name: value for name, value in os.environ.items() if not name.startswith("CANOPY_")}
    environment.update(CANOPY_MODE="test", CANOPY_DATABASE_URL=env.settings.database_url)
    result = subprocess.run(
        [CANOPY, "jobs", "list", *args], env=environment, cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_canopy_jobs_list_shows_each_jobs_state_and_error(env: Env, direct: Direct, tmp_path: Path) -> None:
    settings = job_settings(env)
    registry = Registry()
    registry.register("tests.ok", count_run)
    a, b = env.workspaces["a"], env.workspaces["b"]

    async def scenario() -> dict[str, int]:
        db = Database(settings)
        try:
            ids = {
                "done": await add_job(db, a, kind="tests.ok"),
                "retrying": await add_job(db, b, kind="tests.missing"),
            }
            await Jobs(db, settings, registry).run_due()
            ids["pending"] = await add_job(db, a, kind="tests.ok", delay=timedelta(hours=2))
            ids["running"] = await add_job(db, a, kind="tests.ok", delay=timedelta(hours=3))
            async with db.session() as session:  # a worker holds it
                await session.execute(
                    update(Job)
                    .where(Job.id == ids["running"])
                    .values(claimed_until=utcnow() + timedelta(minutes=5), attempts=1)
                )
                await session.commit()
            return ids
        finally:
            await db.dispose()

    ids = asyncio.run(scenario())
    header, *lines = _list(env, tmp_path)
    assert header.split() == ["id", "kind", "workspace", "attempts", "state", "next", "attempt", "last", "error"]
    rows = {int(line.split()[0]): line.split() for line in lines}
    assert list(rows) == sorted(ids.values(), reverse=True)  # newest first
    assert rows[ids["done"]][1:6] == ["tests.ok", str(a), "1", "done", "-"]
    retrying = rows[ids["retrying"]]
    assert retrying[1:5] == ["tests.missing", str(b), "1", "retrying"]
    assert " ".join(retrying[6:]).startswith("UnknownJobKind: no handler for job kind 'tests.missing'")
    assert rows[ids["pending"]][1:5] == ["tests.ok", str(a), "0", "pending"]
    assert datetime.fromisoformat(rows[ids["pending"]][5]) > utcnow() + timedelta(hours=1)
    assert rows[ids["running"]][4] == "running"

    [failed] = _list(env, tmp_path, "--failed")[1:]
    assert int(failed.split()[0]) == ids["retrying"]
    kinds = [line.split()[1] for line in _list(env, tmp_path, "--kind", "tests.ok", "--limit", "2")[1:]]
    assert kinds == ["tests.ok", "tests.ok"]
    assert _list(env, tmp_path, "--kind", "tests.none") == ["no jobs"]


def test_a_job_failing_at_every_attempt_ends_failed_after_the_bound(env: Env, direct: Direct, tmp_path: Path) -> None:
    """CANOPY_JOB_MAX_ATTEMPTS bounds the attempts: the job then ends as failed, with its last
    error, is never claimed again, and is counted apart from the backlog (the metrics' gauges)."""
    settings = job_settings(env, job_max_attempts=3)
    registry = Registry()

    async def always_fails(job: JobContext) -> None:
        raise RuntimeError(f"the number of query arguments cannot exceed 32767 (attempt {job.attempt})")

    registry.register(KIND, always_fails)

    async def scenario() -> tuple[int, int, tuple[int, float], int]:
        db = Database(settings)
        try:
            runner = Jobs(db, settings, registry)
            job_id = await add_job(db, env.workspaces["a"])
            for attempt in (1, 2, 3):
                assert await runner.run_due() == 1
                job = await read_job(db, job_id)
                assert (job.attempts, job.done_at, job.failed_at is None) == (attempt, None, attempt < 3)
                await make_due(db, job_id)  # what waiting would do: it is not taken again once failed
            return job_id, await runner.run_due(), await runner.backlog(), await runner.failed()
        finally:
            await db.dispose()

    job_id, claimed, backlog, failed = asyncio.run(scenario())
    assert (claimed, backlog, failed) == (0, (0, 0.0), 1)
    job = the_job(direct, job_id)
    assert (job.attempts, job.done_at, job.claimed_until) == (3, None, None)
    assert job.last_error == "RuntimeError: the number of query arguments cannot exceed 32767 (attempt 3)"
    [line] = _list(env, tmp_path)[1:]
    assert line.split()[:6] == [str(job_id), KIND, str(env.workspaces["a"]), "3", "failed", "-"]
    assert [int(line.split()[0]) for line in _list(env, tmp_path, "--failed")[1:]] == [job_id]


def test_a_job_whose_last_attempt_never_ended_is_failed_not_run_again(env: Env, direct: Direct) -> None:
    """A worker that died in the last allowed attempt leaves a claim that runs out: the next claim
    ends the job as failed rather than running it once more (or forever, if it kills each worker)."""
    settings = job_settings(env, job_max_attempts=3)
    ran: list[int] = []
    registry = Registry()

    async def handler(job: JobContext) -> None:
        ran.append(job.attempt)

    registry.register(KIND, handler)

    async def scenario() -> int:
        db = Database(settings)
        try:
            job_id = await add_job(db, env.workspaces["a"])
            async with db.session() as session:  # its third attempt's worker died: the claim ran out
                await session.execute(
                    update(Job)
                    .where(Job.id == job_id)
                    .values(attempts=3, claimed_until=utcnow() - timedelta(seconds=1))
                )
                await session.commit()
            assert await Jobs(db, settings, registry).run_due() == 1
            return job_id
        finally:
            await db.dispose()

    job = the_job(direct, asyncio.run(scenario()))
    assert ran == []
    assert (job.attempts, job.done_at, job.failed_at is not None) == (3, None, True)
    assert job.last_error == "Attempt 3 never ended: the worker running it stopped."
