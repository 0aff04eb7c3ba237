"""Invitation rules that need no database: the statuses and an email's identity.

`expired` is never stored by a job that could lag: it is derived from expires_at wherever an
invitation is read, in SQL (EFFECTIVE_STATUS in services/invitations/statuses.py), so that lists,
filters, ordering and lookups agree. It is stored only when a newer invitation for the same
email supersedes an expired one. Who may invite whom is decided by domain/permissions.py.
"""

from __future__ import annotations

import hashlib

from generated.enums import InvitationStatus

# The statuses are the spec's (enums.yaml).
Status = InvitationStatus


def email_key(email: str) -> str:
    """The identity of an email for "one pending invitation per email": case-insensitive, hashed."""
    return hashlib.sha256(email.lower().encode()).hexdigest()
