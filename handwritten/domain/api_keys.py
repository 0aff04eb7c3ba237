"""API key policy: the key's form, its hash, its expiry options. No storage, no HTTP.

The scopes and expiry choices are the spec's (spec/enums.yaml: ApiKeyScope, ApiKeyExpiry), which
the HTTP operations and the canopy command share; their lifetimes are decided here.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping
from datetime import datetime, timedelta
from types import MappingProxyType

from generated.enums import ApiKeyExpiry as Expiry
from generated.enums import ApiKeyScope as Scope

__all__ = [
    "DEFAULT_EXPIRY",
    "DISPLAY_LENGTH",
    "PREFIX",
    "Expiry",
    "Scope",
    "display_prefix",
    "expires_at",
    "is_expired",
    "is_usable",
    "key_hash",
    "looks_like_key",
    "new_key",
]

PREFIX = "cnp_"  # recognisable in logs and secret scanners
DISPLAY_LENGTH = 12  # the first characters shown in listings: the prefix and 8 random characters
_RANDOM_BYTES = 32  # 256 bits of randomness, base64url: 43 characters

DEFAULT_EXPIRY = Expiry.VALUE_6W  # the document's default; the spec's CreateApiKeyRequest says the same
_LIFETIMES: Mapping[Expiry, timedelta | None] = MappingProxyType(
    {
        Expiry.VALUE_30D: timedelta(days=30),
        Expiry.VALUE_6W: timedelta(weeks=6),
        Expiry.VALUE_90D: timedelta(days=90),
        Expiry.VALUE_1Y: timedelta(days=365),
        Expiry.NEVER: None,
    }
)


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


def is_expired(*, now: datetime, expires: datetime | None) -> bool:
    return expires is not None and now >= expires


def is_usable(*, now: datetime, expires: datetime | None, revoked: datetime | None) -> bool:
    return revoked is None and not is_expired(now=now, expires=expires)
