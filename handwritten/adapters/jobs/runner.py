"""The runner of the job queue: the durable work of handwritten/durable.py, each job run by its kind's handler.

Claiming (a batch in one UPDATE, with a lease and a claim token), bounded concurrency, back-off,
waking, sweeping, releasing on stop and the backlog are DurableWork's, shared with the mail
outbox. What is the queue's own is how a claimed job is done, exactly once:

1. A transaction acting for the job's workspace is opened (handwritten/db/session.py: the
   workspace condition on ORM queries, row-level security on PostgreSQL) and handed to the
   handler in its JobContext.
2. The handler returns; its writes are flushed, then, in the same transaction,

       UPDATE jobs SET done_at = now, claimed_until = NULL
       WHERE id = :id AND claim_token = :token AND done_at IS NULL RETURNING id

   and the transaction commits. If no row matches, the lease ran out and another worker
   claimed the job (a new token): the transaction is rolled back, the handler's writes with it,
   and the other worker's run is the one that completes. On PostgreSQL the completing UPDATE
   and a rival claim lock the same row, so one of them waits and then finds the row changed.
3. The handler raises, or runs past the lease: the transaction is rolled back, the error kept
   in last_error and the job retried after the back-off, until CANOPY_JOB_MAX_ATTEMPTS attempts
   have failed: the job then ends as failed (failed_at), kept with its error and never run again.
   A kind without a handler fails the same way, so a handler deployed within those attempts
   still runs the jobs waiting for it.

A worker killed mid-job commits nothing of it; its claim runs out after the lease and the job
runs again (tests/faults/test_job_worker_crash.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator

from sqlalchemy import event, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from handwritten.adapters.jobs.registry import HANDLERS, JobContext, Registry, UnknownJobKind
from handwritten.db.models import Job, utcnow
from handwritten.db.session import Database, Tenant
from handwritten.durable import Claimed, DurableWork, Outcome, Policy, WorkTable
from handwritten.settings import Settings

logger = logging.getLogger("canopy.jobs")

TABLE = WorkTable(
    model=Job,
    id=Job.id,
    created_at=Job.created_at,
    next_attempt_at=Job.next_attempt_at,
    attempts=Job.attempts,
    claimed_until=Job.claimed_until,
    finished_at=Job.done_at,
    last_error=Job.last_error,
    request_id=Job.request_id,
    claim_token=Job.claim_token,
    payload=(Job.company_id, Job.kind, Job.payload),
    failed_at=Job.failed_at,
)
# A worker claims no more jobs than it runs at once: a job waiting in a worker's batch would wait
# with its lease running, where another worker could have run it.
BATCH = 8
CONCURRENCY = 8
# A job acts for its workspace, as no user: queries about "the user" (USER_SCOPE) find nothing.
NO_USER = 0


class HandlerCommitted(RuntimeError):
    """A handler tried to end its transaction, which must end with the job's completion."""


class HandlerTimedOut(TimeoutError):
    """A handler ran longer than the lease (after which another worker may run the job)."""


class Jobs(DurableWork):
    """Runs the job queue in this process: woken after commits that enqueue, sweeping on a timer."""

    name = "jobs"
    noun = "job"
    log_tracebacks = True

    def __init__(self, db: Database, settings: Settings, registry: Registry = HANDLERS) -> None:
        policy = Policy(
            lease=settings.job_lease,
            poll_interval=settings.job_poll_interval,
            retry_base=settings.job_retry_base,
            retry_max=settings.job_retry_max,
            batch=BATCH,
            concurrency=CONCURRENCY,
            max_attempts=settings.job_max_attempts,
        )
        super().__init__(db, TABLE, policy, logger)
        self.settings = settings
        self.registry = registry
        self._loaded = False

    def load_handlers(self) -> None:
        """Import the handler modules of CANOPY_JOB_HANDLER_MODULES (once; raises if one is missing)."""
        if not self._loaded:
            self.registry.load(self.settings.job_handler_modules)
            self._loaded = True

    async def start(self) -> None:
        self.load_handlers()
        await super().start()

    async def run_due(self) -> int:
        """Claim and run up to a batch of due jobs; return how many were claimed."""
        self.load_handlers()
        return await super().run_due()

    async def _perform(self, claim: Claimed) -> Outcome:
        kind, workspace_id = str(claim.values["kind"]), int(claim.values["company_id"])
        handler = self.registry.get(kind)
        if handler is None:
            raise UnknownJobKind(kind)
        # The handler may run until the claim runs out, and no longer: after it, another worker may run the job.
        lease = (claim.claimed_until - utcnow()).total_seconds()
        async with self.db.session(Tenant(workspace_id=workspace_id, user_id=NO_USER)) as session:
            await session.connection()  # the job's transaction begins, acting for its workspace
            job = JobContext(
                id=claim.id,
                kind=kind,
                workspace_id=workspace_id,
                payload=dict(claim.values["payload"] or {}),
                attempt=claim.attempts,
                session=session,
                request_id=claim.request_id,
                settings=self.settings,
            )
            with _commits_refused(session):
                try:
                    async with asyncio.timeout(lease) as deadline:
                        await handler(job)
                except TimeoutError as exc:
                    if deadline.expired():
                        raise HandlerTimedOut(f"the handler ran past its lease ({self.policy.lease})") from exc
                    raise
                await session.flush()
            completed = (
                await session.execute(
                    update(Job)
                    .where(Job.id == claim.id, Job.claim_token == claim.token, Job.done_at.is_(None))
                    .values(done_at=utcnow(), claimed_until=None)
                    .returning(Job.id)
                    .execution_options(synchronize_session=False)
                )
            ).scalar_one_or_none()
            if completed is None:
                await session.rollback()
                self.logger.warning(
                    "job %s (%s) was taken over by another worker once its lease ran out: this run is rolled back",
                    claim.id,
                    kind,
                )
                return Outcome.SETTLED
            await session.commit()
        self.logger.info("job %s (%s) done, attempt %s", claim.id, kind, claim.attempts)
        return Outcome.SETTLED  # done_at was committed with the handler's writes


@contextlib.contextmanager
def _commits_refused(session: AsyncSession) -> Iterator[None]:
    """While the handler runs, its session's transaction may not be committed (nor so split in two)."""

    def refuse(_: Session) -> None:
        raise HandlerCommitted("a job handler must not commit: its writes commit with the job's completion")

    event.listen(session.sync_session, "before_commit", refuse)
    try:
        yield
    finally:
        event.remove(session.sync_session, "before_commit", refuse)
