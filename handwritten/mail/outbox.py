"""The email outbox: emails recorded with what they announce, delivered after commit, retried.

A request records its email in the same transaction as the invitation (`record`), so either both
exist or neither does; after the commit it wakes the outbox, which delivers in the background.
The request never waits for mail and never fails because of it.

Delivery, by each worker process's `Outbox`:

1. Claim a batch of due rows in one UPDATE (`claimed_until` set ahead, `attempts` counted). On
   PostgreSQL the condition is checked again on each locked row, so two workers never claim
   the same email; SQLite serialises writes.
2. Hand each message to the transport (maildir or SMTP).
3. Success: `sent_at` is set, for the whole batch in one statement once its deliveries are done,
   and the row is never claimed again. Failure: the claim is dropped at once and the next attempt
   scheduled after an exponential delay (capped), with the error kept. Nothing is ever given up
   on or deleted.

A worker that dies between 2 and 3 leaves a claim that runs out, and the email is delivered
again: at least once. The maildir transport makes that second delivery replace the first file;
over SMTP the copy carries the same Message-ID, by which mail systems recognise it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import cast

from sqlalchemy import ColumnElement, Table, and_, case, func, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.models import OutboxEmail, utcnow
from handwritten.db.session import Database
from handwritten.mail.message import compose, message_id
from handwritten.mail.transports import MailTransport
from handwritten.runtime.logs import REQUEST_ID
from handwritten.settings import Settings

logger = logging.getLogger("canopy.mail")

OUTBOX = cast(Table, OutboxEmail.__table__)  # Core: the rows of a request in one batch

BATCH = 50
CONCURRENCY = 8
# How long a claim holds a row: far longer than one delivery (the SMTP timeout), short enough
# that a dead worker's emails go out again the same hour.
LEASE = timedelta(minutes=5)


@dataclass(frozen=True, slots=True)
class Letter:
    """One email to record: what it announces, to whom, and what it says."""

    invitation_id: uuid.UUID
    recipient: str
    subject: str
    body: str


async def record(session: AsyncSession, *, workspace_id: int, letters: Sequence[Letter]) -> None:
    """Add the emails to the session's transaction (one statement); they are delivered once it commits.

    Each carries the id of the request recording it, so the logs of its delivery name that request.
    """
    if not letters:
        return
    now = utcnow()
    request_id = REQUEST_ID.get()
    rows = [
        {
            "company_id": workspace_id,
            "invitation_id": letter.invitation_id,
            "recipient": letter.recipient,
            "subject": letter.subject,
            "body": letter.body,
            "created_at": now,
            "attempts": 0,
            "next_attempt_at": now,
            "last_error": "",
            "request_id": request_id,
        }
        for letter in letters
    ]
    await session.execute(insert(OUTBOX), rows)  # executemany, batched by SQLAlchemy


def _due(now: datetime) -> list[ColumnElement[bool]]:
    return [
        OutboxEmail.sent_at.is_(None),
        OutboxEmail.next_attempt_at <= now,
        or_(OutboxEmail.claimed_until.is_(None), OutboxEmail.claimed_until < now),
    ]


class Outbox:
    """Delivers the outbox of one process: woken after commits, and sweeping on a timer for retries."""

    def __init__(self, db: Database, transport: MailTransport, settings: Settings) -> None:
        self.db = db
        self.transport = transport
        self.settings = settings
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._claimed: set[int] = set()  # rows this worker holds right now

    def wake(self) -> None:
        """Deliver soon: called after a commit that recorded emails."""
        self._wake.set()

    async def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="canopy-outbox")

    async def stop(self) -> None:
        """Stop delivering; emails claimed but not delivered are released at once for any worker."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self._claimed:
            held, self._claimed = sorted(self._claimed), set()
            try:
                async with self.db.session() as session:
                    await session.execute(
                        update(OutboxEmail)
                        .where(OutboxEmail.id.in_(held), OutboxEmail.sent_at.is_(None))
                        .values(claimed_until=None)
                        .execution_options(synchronize_session=False)
                    )
                    await session.commit()
            except Exception:
                # Unreachable database: the claims run out by themselves after LEASE.
                logger.warning("outbox claims of %s emails not released; they expire within %s", len(held), LEASE)

    async def backlog(self) -> tuple[int, float]:
        """How many emails wait for delivery, and how long the oldest has waited (seconds)."""
        async with self.db.session() as session:
            pending, oldest = (
                await session.execute(
                    select(func.count(), func.min(OutboxEmail.created_at)).where(OutboxEmail.sent_at.is_(None))
                )
            ).one()
        return int(pending), (utcnow() - oldest).total_seconds() if oldest is not None else 0.0

    def retry_delay(self, attempts: int) -> timedelta:
        base, cap = self.settings.mail_retry_base, self.settings.mail_retry_max
        # The exponent stops growing long after the cap is reached: 2.0 ** 1024 would overflow.
        return timedelta(seconds=min(cap, base * 2.0 ** min(max(0, attempts - 1), 64)))

    async def _run(self) -> None:
        while True:
            self._wake.clear()
            wait = self.settings.mail_poll_interval
            try:
                while await self.deliver_due() == BATCH:
                    pass  # a full batch: there may be more
                soonest = await self._next_due()
                if soonest is not None:
                    wait = min(wait, max(0.0, (soonest - utcnow()).total_seconds()))
            except Exception:
                # The database is unreachable, say: keep the worker alive and try again later.
                logger.exception("outbox sweep failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=wait)

    async def _next_due(self) -> datetime | None:
        # An email claimed by another worker is due again only when that claim runs out: counting
        # its next_attempt_at alone (already past) would make this worker sweep without pause.
        due_at: ColumnElement[datetime] = case(
            (OutboxEmail.claimed_until > OutboxEmail.next_attempt_at, OutboxEmail.claimed_until),
            else_=OutboxEmail.next_attempt_at,
        )
        async with self.db.session() as session:
            return await session.scalar(select(func.min(due_at)).where(OutboxEmail.sent_at.is_(None)))

    async def deliver_due(self) -> int:
        """Claim and deliver up to BATCH due emails; return how many were claimed."""
        claimed = await self._claim()
        if claimed:
            gate = asyncio.Semaphore(CONCURRENCY)

            async def one(row: Sequence[object]) -> int | None:
                async with gate:
                    return await self._deliver(row)

            delivered = [row_id for row_id in await asyncio.gather(*(one(row) for row in claimed)) if row_id]
            # One statement (and one commit) for the batch: a commit per email would cost each
            # request that records a hundred emails a hundred commits of the worker.
            await self._settle(delivered, sent_at=utcnow())
        return len(claimed)

    async def _claim(self) -> Sequence[Sequence[object]]:
        now = utcnow()
        due = select(OutboxEmail.id).where(*_due(now)).order_by(OutboxEmail.next_attempt_at).limit(BATCH)
        async with self.db.session() as session:
            rows = (
                await session.execute(
                    update(OutboxEmail)
                    .where(OutboxEmail.id.in_(due.scalar_subquery()), and_(*_due(now)))
                    .values(claimed_until=now + LEASE, attempts=OutboxEmail.attempts + 1)
                    .returning(
                        OutboxEmail.id,
                        OutboxEmail.recipient,
                        OutboxEmail.subject,
                        OutboxEmail.body,
                        OutboxEmail.created_at,
                        OutboxEmail.attempts,
                        OutboxEmail.request_id,
                    )
                    .execution_options(synchronize_session=False)
                )
            ).all()
            await session.commit()
        self._claimed.update(row[0] for row in rows)
        return rows

    async def _deliver(self, row: Sequence[object]) -> int | None:
        """Deliver one claimed email: its id when delivered; None when it failed (and was rescheduled)."""
        row_id, recipient, subject, body, created_at, attempts, request_id = row
        assert isinstance(row_id, int) and isinstance(attempts, int) and isinstance(created_at, datetime)
        REQUEST_ID.set(str(request_id))  # this task's own context: the delivery's logs name the request
        key = f"canopy-outbox-{row_id}"
        sender = self.settings.mail_from
        try:
            # Composing is attempted with delivery: a row it fails on is kept and retried like
            # any failure, instead of staying claimed with the error lost. The email package takes
            # milliseconds per message, so it runs off the event loop that serves requests.
            message = await asyncio.to_thread(
                compose,
                sender=sender,
                recipient=str(recipient),
                subject=str(subject),
                body=str(body),
                message_id=message_id(key, sender),
                date=created_at,
            )
            await self.transport.deliver(message, key)
        except Exception as exc:
            delay = self.retry_delay(attempts)
            logger.warning("email %s not delivered (attempt %s), retrying in %s: %s", row_id, attempts, delay, exc)
            await self._settle(
                [row_id], next_attempt_at=utcnow() + delay, last_error=f"{type(exc).__name__}: {exc}"[:1000]
            )
            return None
        return row_id

    async def _settle(self, row_ids: Sequence[int], **values: object) -> None:
        """Release the claim of these emails, setting `values` (sent, or the next attempt)."""
        if not row_ids:
            return
        async with self.db.session() as session:
            await session.execute(
                update(OutboxEmail)
                .where(OutboxEmail.id.in_(list(row_ids)))
                .values(claimed_until=None, **values)
                .execution_options(synchronize_session=False)
            )
            await session.commit()
        self._claimed.difference_update(row_ids)
