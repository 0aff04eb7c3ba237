"""Enqueueing: a job is added to the caller's transaction, so it exists if and only if that commits."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import timedelta
from typing import Any

from sqlalchemy import insert
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.adapters.jobs.registry import KIND_LENGTH
from handwritten.db.models import Job, utcnow
from handwritten.runtime.logs import REQUEST_ID


async def enqueue(
    session: AsyncSession,
    *,
    workspace_id: int,
    kind: str,
    payload: Mapping[str, Any],
    delay: timedelta | None = None,
) -> int:
    """Add a job to the session's transaction (one statement) and return its id.

    It runs once the transaction commits (after `delay`, if given): wake the runner then, with
    `ctx.after_commit(deps.jobs.wake)`, or it is found by the next sweep. The payload is stored as
    JSON (ids rather than objects); the job carries the id of the request enqueuing it, so the
    logs of its run name that request.
    """
    if not kind or len(kind) > KIND_LENGTH:
        raise ValueError(f"a job kind has 1 to {KIND_LENGTH} characters: {kind!r}")
    if delay is not None and delay < timedelta(0):
        raise ValueError(f"a job's delay cannot be negative: {delay}")
    now = utcnow()
    job_id = await session.scalar(
        insert(Job)
        .values(
            company_id=workspace_id,
            kind=kind,
            payload=dict(payload),
            request_id=REQUEST_ID.get(),
            created_at=now,
            next_attempt_at=now + delay if delay is not None else now,
            attempts=0,
            last_error="",
        )
        .returning(Job.id)
    )
    assert isinstance(job_id, int)
    return job_id
