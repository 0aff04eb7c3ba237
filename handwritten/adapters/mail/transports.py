"""Where email goes: a maildir on disk (the embedded default) or an SMTP server.

A transport raises on any failure; the outbox then keeps the email and retries it later.
"""

from __future__ import annotations

import asyncio
import os
from email.message import EmailMessage
from pathlib import Path
from typing import Protocol

import aiosmtplib

from handwritten.settings import Settings


class MailTransport(Protocol):
    async def deliver(self, message: EmailMessage, key: str) -> None:
        """Deliver `message`, or raise. `key` names the email uniquely (its outbox row)."""
        ...


class MaildirTransport:
    """Delivers into a maildir (readable with Python's `mailbox.Maildir`, mutt, or any mail client).

    Each email's file is named by its key and moved into new/ atomically, so delivering the same
    email twice (a worker that died before recording the delivery) leaves one copy, not two.
    """

    def __init__(self, path: Path) -> None:
        self.path = path

    async def deliver(self, message: EmailMessage, key: str) -> None:
        await asyncio.to_thread(self._write, message.as_bytes(), key)

    def _write(self, data: bytes, key: str) -> None:
        # The maildir layout (what mailbox.Maildir(create=True) makes, but also under a folder that
        # already exists or whose parents do not).
        for folder in ("tmp", "new", "cur"):
            (self.path / folder).mkdir(mode=0o700, parents=True, exist_ok=True)
        name = f"{key}.canopy"
        temporary = self.path / "tmp" / name
        with open(temporary, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, self.path / "new" / name)


class SmtpTransport:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    async def deliver(self, message: EmailMessage, key: str) -> None:
        s = self.settings
        await aiosmtplib.send(
            message,
            hostname=s.smtp_host,
            port=s.smtp_port,
            username=s.smtp_username or None,
            password=s.smtp_password or None,
            use_tls=s.smtp_security == "tls",
            start_tls=s.smtp_security == "starttls",
            timeout=s.smtp_timeout,
        )


def transport_for(settings: Settings) -> MailTransport:
    return SmtpTransport(settings) if settings.smtp_host else MaildirTransport(settings.maildir)
