"""The jobs as an operator sees them (`canopy jobs list`): kind, workspace, attempts, state, errors."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.models import Job, utcnow

STATES = ("pending", "running", "retrying", "done", "failed")


@dataclass(frozen=True, slots=True)
class JobSummary:
    id: int
    kind: str
    workspace_id: int
    attempts: int
    state: str  # one of STATES
    next_attempt_at: datetime | None  # when it runs (again) if not running; None once done or failed
    done_at: datetime | None
    last_error: str  # of the last failed attempt (kept once done, as the outbox keeps it)


def state_of(job: Job, now: datetime) -> str:
    """done; failed (its last allowed attempt failed: never run again); running (a worker holds
    it); retrying (tried before: failed, or its worker died); pending."""
    if job.done_at is not None:
        return "done"
    if job.failed_at is not None:
        return "failed"
    if job.claimed_until is not None and job.claimed_until > now:
        return "running"
    return "retrying" if job.attempts else "pending"


async def list_jobs(
    session: AsyncSession, *, failed: bool = False, kind: str | None = None, limit: int = 50
) -> list[JobSummary]:
    """The newest `limit` jobs (of `kind`); with `failed`, only those not done whose last attempt
    failed: the jobs failed and those to be retried."""
    query = select(Job).order_by(Job.id.desc()).limit(limit)
    if failed:
        query = query.where(Job.done_at.is_(None), Job.last_error != "")
    if kind is not None:
        query = query.where(Job.kind == kind)
    now = utcnow()
    return [
        JobSummary(
            id=job.id,
            kind=job.kind,
            workspace_id=job.company_id,
            attempts=job.attempts,
            state=state_of(job, now),
            next_attempt_at=None if job.done_at is not None or job.failed_at is not None else job.next_attempt_at,
            done_at=job.done_at,
            last_error=job.last_error,
        )
        for job in (await session.scalars(query)).all()
    ]
