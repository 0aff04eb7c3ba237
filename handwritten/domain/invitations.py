"""Invitation rules that need no database: the effective status and an email's identity.

`expired` is never stored by a job that could lag: it is derived from expires_at wherever an
invitation is read (`effective_status` here, its SQL twin in services/invitations.py for filters
and ordering). Who may invite whom is decided by domain/permissions.py.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from enum import StrEnum


class Status(StrEnum):
    PENDING = "pending"
    ACCEPTED = "accepted"
    REVOKED = "revoked"
    EXPIRED = "expired"


def effective_status(stored: str, expires_at: datetime, now: datetime) -> Status:
    """The status as reported: a pending invitation whose expires_at has come is expired."""
    if stored == Status.PENDING and expires_at <= now:
        return Status.EXPIRED
    return Status(stored)


def email_key(email: str) -> str:
    """The identity of an email for "one pending invitation per email": case-insensitive, hashed."""
    return hashlib.sha256(email.lower().encode()).hexdigest()
