"""Durable work: rows recorded in the transaction of what causes them, done after it commits, never lost.

The mail outbox (adapters/mail/outbox.py) and the job queue (adapters/jobs/) are the same pattern over two tables;
this module is the pattern, `DurableWork`, and each of them supplies only what a row's work is.

A request adds its rows to its own transaction, so the work exists if and only if what caused it
was committed; after the commit it wakes the worker of its process. Each worker process then:

1. Claims a batch of due rows in one UPDATE: `claimed_until` set one lease ahead, `attempts`
   counted and, where the table has one, a `claim_token` of this claim written. On PostgreSQL
   the candidate rows are locked with SKIP LOCKED (two workers take different rows rather than
   queue behind each other) and the due condition is checked again on each row the UPDATE
   locks, so two workers never claim the same row; SQLite serialises writes.
2. Does each row's work (`_perform`), at most `concurrency` at a time, each in its own task with
   the id of the request that recorded the row in its logs (REQUEST_ID).
3. Settles: done rows get their finishing time (`sent_at`, `done_at`), in one statement for the
   batch, or in the work's own transaction when it must commit with it (jobs); a failure drops
   the claim at once, keeps the error in `last_error` and schedules the next attempt after an
   exponential delay, capped. Where the policy bounds the attempts (jobs), a row whose last
   allowed attempt failed is given up on instead (`failed_at`): kept, with its error, and never
   claimed again. Nothing is deleted.

Every change after a claim is conditioned on it: on the claim token where the table has one (the
jobs), so a worker whose lease ran out and whose row another worker took over changes nothing.

A worker that dies between 1 and 3 leaves claims that run out after the lease: the row is done
again (at least once). A worker that stops releases its claims at once, for any worker. Between
wake-ups a worker sweeps on a timer, and sleeps no longer than until the next row falls due.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
import uuid
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import ColumnElement, and_, case, func, or_, select, update
from sqlalchemy.orm import QueryableAttribute

from handwritten.db.models import Base, utcnow
from handwritten.db.session import Database
from handwritten.runtime.logs import REQUEST_ID


@dataclass(frozen=True, slots=True)
class WorkTable:
    """The columns through which rows of a table of durable work are claimed and settled."""

    model: type[Base]
    id: QueryableAttribute[int]
    created_at: QueryableAttribute[datetime]
    next_attempt_at: QueryableAttribute[datetime]
    attempts: QueryableAttribute[int]
    claimed_until: QueryableAttribute[datetime | None]
    finished_at: QueryableAttribute[datetime | None]  # set once the work is done (sent_at, done_at)
    last_error: QueryableAttribute[str]
    request_id: QueryableAttribute[str]
    # Written by each claim: settling is then conditioned on it. None: conditioned on the id alone.
    claim_token: QueryableAttribute[uuid.UUID | None] | None = None
    # The row's own columns the work needs, returned by the claim (Claimed.values, by name).
    payload: tuple[QueryableAttribute[Any], ...] = ()
    # Set when the work is given up on (Policy.max_attempts); None: a table whose rows never are.
    failed_at: QueryableAttribute[datetime | None] | None = None

    def waiting(self) -> list[ColumnElement[bool]]:
        """Rows not done and not given up on: done some day."""
        failed_at = cast("QueryableAttribute[datetime | None] | None", self.failed_at)
        return [self.finished_at.is_(None), *([failed_at.is_(None)] if failed_at is not None else [])]

    def due(self, now: datetime) -> list[ColumnElement[bool]]:
        return [
            *self.waiting(),
            self.next_attempt_at <= now,
            or_(self.claimed_until.is_(None), self.claimed_until < now),
        ]


@dataclass(frozen=True, slots=True)
class Policy:
    """How a worker claims and retries: the lease of a claim, the sweep, the back-off, the batch."""

    lease: timedelta
    poll_interval: float  # seconds between sweeps at most
    retry_base: float  # seconds before the first retry; doubled for each failed attempt after it
    retry_max: float  # seconds between retries at most
    batch: int = 50
    concurrency: int = 8
    max_attempts: int | None = None  # attempts after which a row that keeps failing is given up on

    def gives_up(self, attempts: int) -> bool:
        """Whether a row whose attempt number `attempts` failed (or never ended) is given up on."""
        return self.max_attempts is not None and attempts >= self.max_attempts

    def retry_delay(self, attempts: int) -> timedelta:
        # The exponent stops growing long after the cap is reached: 2.0 ** 1024 would overflow.
        return timedelta(seconds=min(self.retry_max, self.retry_base * 2.0 ** min(max(0, attempts - 1), 64)))


@dataclass(frozen=True, slots=True)
class Claimed:
    """A row this worker holds: what every kind of work has, and the table's own columns in `values`."""

    id: int
    attempts: int  # this attempt's number, from 1
    created_at: datetime
    request_id: str
    token: uuid.UUID | None
    claimed_until: datetime  # when the lease runs out, and another worker may claim the row
    values: Mapping[str, Any]


class Outcome(enum.Enum):
    DONE = "done"  # the work is done: settled as finished with the rest of the batch, in one statement
    SETTLED = "settled"  # the work recorded its end itself, in its own transaction (or lost the row)


STOP_GRACE = 5.0  # seconds a stopping worker lets the batch under way finish before cancelling it


class DurableWork(ABC):
    """The worker of one process for one table of durable work: woken after commits, sweeping on a timer."""

    name = "work"  # in logs and the name of the task: "outbox", "jobs"
    noun = "row"  # one row, in logs: "email", "job"
    failure = "failed"  # what a failed attempt is called in logs: "not delivered"
    log_tracebacks = False  # whether a failed attempt's log line carries the traceback

    def __init__(self, db: Database, table: WorkTable, policy: Policy, logger: logging.Logger) -> None:
        if policy.max_attempts is not None and table.failed_at is None:
            raise ValueError("a policy that gives up on rows needs a table that records it (WorkTable.failed_at)")
        self.db = db
        self.table = table
        self.policy = policy
        self.logger = logger
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._claimed: dict[int, uuid.UUID | None] = {}  # rows this worker holds right now, with their token

    @abstractmethod
    async def _perform(self, claim: Claimed) -> Outcome:
        """Do the work of one claimed row; raise to have it retried later (the error is kept)."""

    # -- running --------------------------------------------------------------------------------

    def wake(self) -> None:
        """Work soon: called after a commit that recorded rows."""
        self._wake.set()

    async def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name=f"canopy-{self.name}")

    async def stop(self, grace: float = STOP_GRACE) -> None:
        """Stop working: the batch under way may finish for `grace` seconds, then it is cancelled;
        rows claimed and not done are released at once for any worker.

        A job cancelled in the middle of its work leaves its session to be rolled back by the
        cancellation, which on SQLite left a connection holding the write lock at times, and the
        release below waited on it: a stop in a test's teardown took 60 s or never ended.
        """
        task, self._task = self._task, None
        if task is not None:
            self._stopping = True
            self._wake.set()
            try:
                await asyncio.wait_for(asyncio.shield(task), grace)
            except TimeoutError:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            self._stopping = False
        if not self._claimed:
            return
        held, self._claimed = self._claimed, {}
        try:
            async with self.db.session() as session:
                await session.execute(
                    update(self.table.model)
                    .where(*self._held_by_us(held), self.table.finished_at.is_(None))
                    .values({self.table.claimed_until: None})
                    .execution_options(synchronize_session=False)
                )
                await session.commit()
        except Exception:
            # Unreachable database: the claims run out by themselves after the lease.
            self.logger.warning(
                "%s claims of %s %ss not released; they expire within %s",
                self.name,
                len(held),
                self.noun,
                self.policy.lease,
            )

    async def backlog(self) -> tuple[int, float]:
        """How many rows wait to be done, and how long the oldest has waited (seconds).

        A row scheduled for later (a delayed job) waits from its time on, not from its recording.
        """
        t, now = self.table, utcnow()
        waiting_since: ColumnElement[datetime] = case((t.attempts == 0, t.next_attempt_at), else_=t.created_at)
        async with self.db.session() as session:
            pending, oldest = (
                await session.execute(
                    select(func.count(), func.min(waiting_since)).where(
                        *t.waiting(), or_(t.attempts > 0, t.next_attempt_at <= now)
                    )
                )
            ).one()
        return int(pending), (now - oldest).total_seconds() if oldest is not None else 0.0

    async def failed(self) -> int:
        """How many rows were given up on (0 where the table keeps none)."""
        failed_at = cast("QueryableAttribute[datetime | None] | None", self.table.failed_at)
        if failed_at is None:
            return 0
        async with self.db.session() as session:
            return int(await session.scalar(select(func.count()).where(failed_at.is_not(None))) or 0)

    def retry_delay(self, attempts: int) -> timedelta:
        return self.policy.retry_delay(attempts)

    async def _run(self) -> None:
        while not self._stopping:
            self._wake.clear()
            wait = self.policy.poll_interval
            try:
                while await self.run_due() == self.policy.batch and not self._stopping:
                    pass  # a full batch: there may be more
                soonest = await self._next_due()
                if soonest is not None:
                    wait = min(wait, max(0.0, (soonest - utcnow()).total_seconds()))
            except Exception:
                # The database is unreachable, say: keep the worker alive and try again later.
                self.logger.exception("%s sweep failed", self.name)
            if self._stopping:
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=wait)

    async def _next_due(self) -> datetime | None:
        # A row claimed by another worker is due again only when that claim runs out: counting
        # its next_attempt_at alone (already past) would make this worker sweep without pause.
        t = self.table
        due_at: ColumnElement[datetime] = case(
            (t.claimed_until > t.next_attempt_at, t.claimed_until), else_=t.next_attempt_at
        )
        async with self.db.session() as session:
            return await session.scalar(select(func.min(due_at)).where(*t.waiting()))

    async def run_due(self) -> int:
        """Claim and work up to a batch of due rows; return how many were claimed."""
        claimed = await self._claim()
        if claimed:
            gate = asyncio.Semaphore(self.policy.concurrency)

            async def one(claim: Claimed) -> Outcome | None:
                async with gate:
                    REQUEST_ID.set(claim.request_id)  # this task's own context: its logs name the request
                    if self.policy.gives_up(claim.attempts - 1):
                        # Its last allowed attempt never ended (its worker died): not run again.
                        await self._give_up(claim, None)
                        return None
                    try:
                        return await self._perform(claim)
                    except Exception as exc:
                        await self._retry_later(claim, exc)
                        return None

            outcomes = await asyncio.gather(*(one(claim) for claim in claimed))
            for claim, outcome in zip(claimed, outcomes, strict=True):
                if outcome is Outcome.SETTLED:
                    self._claimed.pop(claim.id, None)
            # One statement (and one commit) for the batch: a commit per row would cost each
            # request that records a hundred rows a hundred commits of the worker.
            done = [claim for claim, outcome in zip(claimed, outcomes, strict=True) if outcome is Outcome.DONE]
            await self._settle(done, {self.table.finished_at: utcnow()})
        return len(claimed)

    # -- claiming and settling --------------------------------------------------------------------

    async def _claim(self) -> list[Claimed]:
        t = self.table
        now = utcnow()
        lease_end = now + self.policy.lease
        token = uuid.uuid4() if t.claim_token is not None else None
        candidates = select(t.id).where(*t.due(now)).order_by(t.next_attempt_at).limit(self.policy.batch)
        if self.db.engine.dialect.name == "postgresql":
            candidates = candidates.with_for_update(skip_locked=True)
        values: dict[Any, Any] = {t.claimed_until: lease_end, t.attempts: t.attempts + 1}
        returned: list[QueryableAttribute[Any]] = [t.id, t.attempts, t.created_at, t.request_id, *t.payload]
        if t.claim_token is not None:
            values[t.claim_token] = token
        async with self.db.session() as session:
            rows = (
                await session.execute(
                    update(t.model)
                    .where(t.id.in_(candidates.scalar_subquery()), and_(*t.due(now)))
                    .values(values)
                    .returning(*returned)
                    .execution_options(synchronize_session=False)
                )
            ).all()
            await session.commit()
        claimed = [
            Claimed(
                id=row[0],
                attempts=row[1],
                created_at=row[2],
                request_id=str(row[3] or ""),
                token=token,
                claimed_until=lease_end,
                values={column.key: value for column, value in zip(t.payload, row[4:], strict=True)},
            )
            for row in rows
        ]
        self._claimed.update((claim.id, claim.token) for claim in claimed)
        return claimed

    def _held_by_us(self, held: Mapping[int, uuid.UUID | None]) -> list[ColumnElement[bool]]:
        """The rows of `held` still under this worker's claims (every token is this worker's own)."""
        conditions: list[ColumnElement[bool]] = [self.table.id.in_(sorted(held))]
        # (cast: mypy reads an optional descriptor-typed field as the descriptor's value)
        token_column = cast("QueryableAttribute[uuid.UUID | None] | None", self.table.claim_token)
        if token_column is not None:
            conditions.append(token_column.in_(sorted({token for token in held.values() if token is not None})))
        return conditions

    async def _settle(self, claims: Sequence[Claimed], values: Mapping[Any, Any]) -> None:
        """Release the claim of these rows, setting `values` (done, or the next attempt)."""
        if not claims:
            return
        async with self.db.session() as session:
            await session.execute(
                update(self.table.model)
                .where(*self._held_by_us({claim.id: claim.token for claim in claims}))
                .values({self.table.claimed_until: None, **values})
                .execution_options(synchronize_session=False)
            )
            await session.commit()
        for claim in claims:
            self._claimed.pop(claim.id, None)

    async def _retry_later(self, claim: Claimed, exc: Exception) -> None:
        if self.policy.gives_up(claim.attempts):
            await self._give_up(claim, exc)
            return
        delay = self.retry_delay(claim.attempts)
        self.logger.warning(
            "%s %s %s (attempt %s), retrying in %s: %s",
            self.noun,
            claim.id,
            self.failure,
            claim.attempts,
            delay,
            exc,
            exc_info=exc if self.log_tracebacks else None,
        )
        error = f"{type(exc).__name__}: {exc}"[:1000]
        await self._settle([claim], {self.table.next_attempt_at: utcnow() + delay, self.table.last_error: error})

    async def _give_up(self, claim: Claimed, exc: Exception | None) -> None:
        """End the row as failed, with the error of its last attempt (`exc`), or saying it never ended."""
        self.logger.error(
            "%s %s %s at attempt %s of %s: given up on%s",
            self.noun,
            claim.id,
            self.failure,
            claim.attempts if exc is not None else claim.attempts - 1,
            self.policy.max_attempts,
            f": {exc}" if exc is not None else " (its last attempt never ended)",
            exc_info=exc if exc is not None and self.log_tracebacks else None,
        )
        if exc is not None:
            error = f"{type(exc).__name__}: {exc}"
        else:
            error = f"Attempt {claim.attempts - 1} never ended: the worker running it stopped."
        values: dict[Any, Any] = {self.table.failed_at: utcnow(), self.table.last_error: error[:1000]}
        if exc is None:
            values[self.table.attempts] = claim.attempts - 1  # this claim ran nothing
        await self._settle([claim], values)
