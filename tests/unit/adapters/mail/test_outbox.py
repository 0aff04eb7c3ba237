"""The outbox's retry schedule (delivery itself is tested end to end in tests/api/test_invitation_email.py)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import timedelta
from email.message import EmailMessage
from pathlib import Path

import pytest

from handwritten.adapters.mail.outbox import Outbox
from handwritten.db.session import Database
from handwritten.settings import Settings


class NoTransport:
    async def deliver(self, message: EmailMessage, key: str) -> None:
        raise AssertionError("nothing is delivered here")


@pytest.fixture
def outbox(tmp_path: Path) -> Iterator[Outbox]:
    settings = Settings(
        mode="test",
        database_url=f"sqlite+aiosqlite:///{tmp_path / 'unused.sqlite3'}",
        mail_retry_base=5,
        mail_retry_max=3600,
    )
    db = Database(settings)
    yield Outbox(db, NoTransport(), settings)
    asyncio.run(db.dispose())


def test_retries_back_off_exponentially_up_to_the_cap(outbox: Outbox) -> None:
    assert [outbox.retry_delay(n).total_seconds() for n in range(1, 6)] == [5, 10, 20, 40, 80]
    assert outbox.retry_delay(11) == timedelta(hours=1)
    assert outbox.retry_delay(12) == timedelta(hours=1)


def test_an_email_failing_for_months_keeps_its_hourly_retry(outbox: Outbox) -> None:
    # 2.0 ** 1100 overflows a float: the schedule must not break after ~1024 attempts.
    assert outbox.retry_delay(1100) == timedelta(hours=1)
    assert outbox.retry_delay(10**6) == timedelta(hours=1)
