"""The email outbox: emails recorded with what they announce, delivered after commit, retried.

A request records its email in the same transaction as what it announces (`record`), so either both
exist or neither does; after the commit it wakes the outbox, which delivers in the background.
The request never waits for mail and never fails because of it.

Delivery, by each worker process's `Outbox` (the pattern of handwritten/durable.py, shared with the
job queue):

1. Claim a batch of due rows in one UPDATE (`claimed_until` set ahead, `attempts` counted). On
   PostgreSQL the candidates are taken with SKIP LOCKED and the condition is checked again on
   each locked row, so two workers never claim the same email; SQLite serialises writes.
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
import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import cast

from sqlalchemy import Table, insert
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.adapters.mail.message import compose, message_id
from handwritten.adapters.mail.transports import MailTransport
from handwritten.db.models import OutboxEmail, utcnow
from handwritten.db.session import Database
from handwritten.durable import Claimed, DurableWork, Outcome, Policy, WorkTable
from handwritten.runtime.logs import REQUEST_ID
from handwritten.settings import Settings

logger = logging.getLogger("canopy.mail")

OUTBOX = cast(Table, OutboxEmail.__table__)  # Core: the rows of a request in one batch

BATCH = 50
CONCURRENCY = 8
# How long a claim holds a row: far longer than one delivery (the SMTP timeout), short enough
# that a dead worker's emails go out again the same hour.
LEASE = timedelta(minutes=5)

TABLE = WorkTable(
    model=OutboxEmail,
    id=OutboxEmail.id,
    created_at=OutboxEmail.created_at,
    next_attempt_at=OutboxEmail.next_attempt_at,
    attempts=OutboxEmail.attempts,
    claimed_until=OutboxEmail.claimed_until,
    finished_at=OutboxEmail.sent_at,
    last_error=OutboxEmail.last_error,
    request_id=OutboxEmail.request_id,
    payload=(OutboxEmail.recipient, OutboxEmail.subject, OutboxEmail.body),
)


@dataclass(frozen=True, slots=True)
class Letter:
    """One email to record: what it announces (an invitation or an order's information request),
    to whom, and what it says."""

    recipient: str
    subject: str
    body: str
    invitation_id: uuid.UUID | None = None
    information_request_id: int | None = None


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
            "information_request_id": letter.information_request_id,
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


class Outbox(DurableWork):
    """Delivers the outbox of one process: woken after commits, and sweeping on a timer for retries.

    Claiming, settling, retrying and releasing are durable.DurableWork's; the outbox has no claim
    token, so settling is conditioned on the row's id (at-least-once delivery needs no more).
    """

    name = "outbox"
    noun = "email"
    failure = "not delivered"

    def __init__(self, db: Database, transport: MailTransport, settings: Settings) -> None:
        policy = Policy(
            lease=LEASE,
            poll_interval=settings.mail_poll_interval,
            retry_base=settings.mail_retry_base,
            retry_max=settings.mail_retry_max,
            batch=BATCH,
            concurrency=CONCURRENCY,
        )
        super().__init__(db, TABLE, policy, logger)
        self.transport = transport
        self.settings = settings

    async def run_due(self) -> int:
        # The worker's loop sweeps through deliver_due, the outbox's name for it (which tests count).
        return await self.deliver_due()

    async def deliver_due(self) -> int:
        """Claim and deliver up to BATCH due emails; return how many were claimed."""
        return await super().run_due()

    async def _perform(self, claim: Claimed) -> Outcome:
        """Deliver one claimed email (a failure raises, and the email is rescheduled)."""
        key = f"canopy-outbox-{claim.id}"
        sender = self.settings.mail_from
        # Composing is attempted with delivery: a row it fails on is kept and retried like any
        # failure, instead of staying claimed with the error lost. The email package takes
        # milliseconds per message, so it runs off the event loop that serves requests.
        message = await asyncio.to_thread(
            compose,
            sender=sender,
            recipient=str(claim.values["recipient"]),
            subject=str(claim.values["subject"]),
            body=str(claim.values["body"]),
            message_id=message_id(key, sender),
            date=claim.created_at,
        )
        await self.transport.deliver(message, key)
        return Outcome.DONE  # sent_at is set for the whole batch in one statement
