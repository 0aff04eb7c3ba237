"""MaildirTransport: a maildir wherever it is pointed, and one file per email however often delivered."""

from __future__ import annotations

import asyncio
import mailbox
from datetime import UTC, datetime
from pathlib import Path

import pytest

from handwritten.adapters.mail.message import compose
from handwritten.adapters.mail.transports import MaildirTransport


@pytest.mark.parametrize("where", ["existing", "missing/parents"])
def test_delivers_into_an_existing_or_missing_folder(tmp_path: Path, where: str) -> None:
    path = tmp_path / where
    if where == "existing":
        path.mkdir()
    transport = MaildirTransport(path)
    email = compose(
        sender="no-reply@canopy.localhost",
        recipient="ann@example.org",
        subject="First",
        body="Hello",
        message_id="<k@canopy.localhost>",
        date=datetime(2026, 1, 1, tzinfo=UTC),
    )
    asyncio.run(transport.deliver(email, "canopy-outbox-1"))
    asyncio.run(transport.deliver(email, "canopy-outbox-1"))  # delivered again after a crash
    box = mailbox.Maildir(path, create=False)
    assert [m["Subject"] for m in box] == ["First"]
    assert list((path / "tmp").iterdir()) == []
