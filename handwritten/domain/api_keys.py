"""API key policy: the key's form, its hash, its expiry options. No storage, no HTTP."""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime, timedelta
from enum import StrEnum

PREFIX = "cnp_"  # recognisable in logs and secret scanners
DISPLAY_LENGTH = 12  # the first characters shown in listings: the prefix and 8 random characters
_RANDOM_BYTES = 32  # 256 bits of randomness, base64url: 43 characters


class Scope(StrEnum):
    USER = "user"  # follows the user's active workspace
    WORKSPACE = "workspace"  # pinned to the workspace active at creation


class Expiry(StrEnum):
    DAYS_30 = "30d"
    WEEKS_6 = "6w"
    DAYS_90 = "90d"
    YEAR_1 = "1y"
    NEVER = "never"


DEFAULT_EXPIRY = Expiry.WEEKS_6
_LIFETIMES = {
    Expiry.DAYS_30: timedelta(days=30),
    Expiry.WEEKS_6: timedelta(weeks=6),
    Expiry.DAYS_90: timedelta(days=90),
    Expiry.YEAR_1: timedelta(days=365),
    Expiry.NEVER: None,
}


def new_key() -> str:
    return PREFIX + secrets.token_urlsafe(_RANDOM_BYTES)


def key_hash(key: str) -> str:
    """SHA-256 suffices: a key carries 256 random bits, so there is nothing to brute-force slowly."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def looks_like_key(candidate: str) -> bool:
    return candidate.startswith(PREFIX) and 20 <= len(candidate) <= 128 and candidate.isascii()


def display_prefix(key: str) -> str:
    return key[:DISPLAY_LENGTH]


def expires_at(created: datetime, expiry: Expiry) -> datetime | None:
    lifetime = _LIFETIMES[expiry]
    return None if lifetime is None else created + lifetime


def is_usable(*, now: datetime, expires: datetime | None, revoked: datetime | None) -> bool:
    return revoked is None and (expires is None or now < expires)
