"""The key's form and lifetimes (domain/api_keys.py), and that they are the spec's choices."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import yaml

from generated import enums, models
from handwritten.domain import api_keys

REPO_ROOT = Path(__file__).resolve().parents[3]
CREATED = datetime(2026, 1, 1, tzinfo=UTC)


def test_the_scopes_and_expiries_are_the_specs() -> None:
    spec = yaml.safe_load((REPO_ROOT / "spec" / "enums.yaml").read_text(encoding="utf-8"))["enums"]
    assert api_keys.Expiry is enums.ApiKeyExpiry and api_keys.Scope is enums.ApiKeyScope
    assert [e.value for e in api_keys.Expiry] == spec["ApiKeyExpiry"]["values"] == ["30d", "6w", "90d", "1y", "never"]
    assert [s.value for s in api_keys.Scope] == spec["ApiKeyScope"]["values"] == ["user", "workspace"]
    # The default the domain (and the canopy command) uses is the default of the HTTP body.
    assert models.CreateApiKeyRequest.model_fields["expires"].default == api_keys.DEFAULT_EXPIRY == "6w"
    assert models.CreateApiKeyRequest.model_fields["scope"].default == api_keys.Scope.USER


@pytest.mark.parametrize(
    ("expiry", "lifetime"),
    [("30d", timedelta(days=30)), ("6w", timedelta(days=42)), ("90d", timedelta(days=90)), ("1y", timedelta(days=365))],
)
def test_every_expiry_has_its_lifetime(expiry: str, lifetime: timedelta) -> None:
    assert api_keys.expires_at(CREATED, api_keys.Expiry(expiry)) == CREATED + lifetime


def test_never_expires() -> None:
    assert api_keys.expires_at(CREATED, api_keys.Expiry.NEVER) is None
    assert not api_keys.is_expired(now=CREATED + timedelta(days=10_000), expires=None)


def test_a_key_is_expired_from_its_expiry_on() -> None:
    expires = CREATED + timedelta(days=1)
    assert not api_keys.is_expired(now=expires - timedelta(microseconds=1), expires=expires)
    assert api_keys.is_expired(now=expires, expires=expires)
    assert not api_keys.is_usable(now=expires, expires=expires, revoked=None)
    assert not api_keys.is_usable(now=CREATED, expires=expires, revoked=CREATED)
    assert api_keys.is_usable(now=CREATED, expires=expires, revoked=None)


def test_the_key_form() -> None:
    key = api_keys.new_key()
    assert api_keys.looks_like_key(key) and key.startswith("cnp_") and len(key) == 47
    assert api_keys.display_prefix(key) == key[:12]
    assert api_keys.key_hash(key) != key and len(api_keys.key_hash(key)) == 64
