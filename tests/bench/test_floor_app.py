"""bench/floor_app.py: the floor restates Canopy's key rules and bodies instead of importing them.

bench/floor.py compares both servers' A1 bodies for the demo's keys at every run; these pin what
that run does not reach: the hash, the 401 and 403 bodies, how the header is read, and the order
of the profile's fields, against Canopy's own code and models.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pydantic import BaseModel
from starlette.requests import Request
from starlette.responses import JSONResponse

from generated import models
from handwritten.domain.api_keys import key_hash, new_key
from handwritten.runtime.auth import credential_of
from handwritten.runtime.errors import Forbidden, NotAuthenticated, NotFound

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import floor_app  # noqa: E402 - bench/ is a folder of scripts, not a package


def test_the_key_is_hashed_as_canopy_hashes_it() -> None:
    key = new_key()
    assert floor_app.key_hash(key) == key_hash(key)


@pytest.mark.parametrize(
    ("detail", "error"),
    [
        (floor_app.INVALID_KEY, NotAuthenticated()),
        (floor_app.WRONG_SCHEME, NotAuthenticated(NotAuthenticated.WRONG_SCHEME)),
        (floor_app.FORBIDDEN, Forbidden()),
        (floor_app.NOT_FOUND, NotFound()),
    ],
)
def test_error_bodies_are_canopys(detail: str, error: NotAuthenticated | Forbidden | NotFound) -> None:
    assert floor_app.error(detail) == JSONResponse(error.body).body


def _canopy_credential(header: bytes | None) -> str | bytes:
    """What Canopy makes of the header: the key, or the body of its 401."""
    headers = [] if header is None else [(b"authorization", header)]
    try:
        return credential_of(Request({"type": "http", "headers": headers}))
    except NotAuthenticated as error:
        return bytes(JSONResponse(error.body).body)


@pytest.mark.parametrize(
    "header",
    [
        None,
        b"",
        b"ApiKey",
        b"cnp_" + b"a" * 43,
        b"Bearer cnp_" + b"a" * 43,
        b"apikey cnp_" + b"a" * 43,
        b"  ApiKey   cnp_" + b"a" * 43 + b"  ",
        b"ApiKey cnp_short",
        b"ApiKey xyz_" + b"a" * 43,
        b"ApiKey cnp_" + b"a" * 200,
    ],
)
def test_the_header_is_read_as_canopy_reads_it(header: bytes | None) -> None:
    assert floor_app.credential(header) == _canopy_credential(header)


def _fields(model: type[BaseModel]) -> list[str]:
    return list(model.model_fields)


def test_the_profile_has_userprofiles_fields_in_their_order() -> None:
    user = (1, "Olivia", "Owner", "owner@acme.example", "", "Officer", 0, 0, 1, "", "")
    member = (10, 3, "", '{"a": 1}')
    company = (2, "Acme", "active", "NL", "0", 0.0, 0.0, 360, "2000-01-01", "2000-01-01", "2100-01-01", "", "")
    company += ("", "EUR", "en", "", "{}", "en", "{}", '["beta"]')
    body = floor_app.profile((*user, *member, *company, "Editor", "view_order,add_order"))
    assert list(body) == _fields(models.UserProfile)
    assert list(body["user_company"]) == _fields(models.UserCompany)
    assert list(body["company"]) == _fields(models.WorkspaceDetail)
    assert list(body["auth_group"]) == _fields(models.AuthGroup)
    assert body["is_staff"] is True and body["active_user_company_id"] == 10
    assert body["company"]["flags"] == [{"name": "beta"}]
    assert body["user_company"]["config"] == {"a": 1}
    assert body["auth_group"]["permissions"] == [{"codename": "add_order"}, {"codename": "view_order"}]
