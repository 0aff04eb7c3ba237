"""The floor: A1 (`GET /api/accounts/users/me/`) served by a bare ASGI function, for bench/floor.py.

It does A1's work and nothing else, so that Canopy's requests a second can be read against what
this machine serves with the same server (uvicorn, uvloop, httptools, the same workers) and the
same database file: per request, the `Authorization: ApiKey <key>` header read as Canopy reads it
(handwritten/runtime/auth.py), the key hashed as Canopy hashes it (SHA-256, hex), one indexed
SELECT joining the key, its user, the workspace it acts in (pinned, else the user's active one,
else the user's oldest membership), the membership there and its role with the role's
permissions, then the same dict as Canopy's `UserProfile` and one JSON encoding of it: the body is
byte-for-byte Canopy's (bench/floor.py checks it for every demo key). An unknown, revoked or
expired key gets Canopy's 401 body; a key whose user is no member of that workspace, its 403.

What it skips, and Canopy does: routing beyond one path, middleware (request ids, logs, metrics,
body limits, host checks), rate limits, the key's last-used time, the request's unit of work and
session, response models and their validation, every header but content-type and content-length
(the 401's WWW-Authenticate included), and any other method than GET (405) or path (404).

The database is the standard library's sqlite3, one connection per worker, used synchronously:
the SELECT is an index lookup in pages the operating system keeps cached, shorter than the
thread hand-off and future aiosqlite would add around it, so a fast bare server blocks its event
loop for it rather than paying that. The file is named by FLOOR_SQLITE_PATH (a path, not a URL)
and only read (PRAGMA query_only).

Run it as bench/floor.py does: `FLOOR_SQLITE_PATH=... uvicorn floor_app:app --app-dir bench
--workers 2 --loop uvloop --http httptools`.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from collections.abc import Awaitable, Callable, MutableMapping
from datetime import UTC, datetime
from typing import Any

DATABASE_ENV = "FLOOR_SQLITE_PATH"
PATH = "/api/accounts/users/me/"

# Canopy's rules and bodies (handwritten/domain/api_keys.py, handwritten/runtime/errors.py),
# restated so that the floor imports nothing of Canopy; tests/bench/test_floor_app.py pins them.
SCHEME = "apikey"
KEY_PREFIX = "cnp_"
INVALID_KEY = "Invalid or expired API key"
WRONG_SCHEME = "Invalid JWT Credentials"
FORBIDDEN = "You do not have permission to perform this action."
NOT_FOUND = "Not found."

# How SQLAlchemy stores a datetime in SQLite (UTC, without offset): text that sorts as time does.
STORED_DATETIME = "%Y-%m-%d %H:%M:%S.%f"

# Starlette's JSONResponse and pydantic's to_json both write compact JSON with non-ASCII as is.
_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode

_USER = (
    "id",
    "first_name",
    "last_name",
    "email",
    "idp_uid",
    "job_title",
    "is_mfa_enrolled",
    "is_mfa_required",
    "is_staff",
    "data_room_consumer_id",
    "support_chat_email_hash",
)
_BOOLEANS = frozenset({"is_mfa_enrolled", "is_mfa_required", "is_staff"})
_COMPANY = (
    "id",
    "name",
    "type",
    "country",
    "credits_used",
    "nr_of_employees",
    "nr_of_locations",
    "nr_of_transactions",
    "minimum_date_filter",
    "results_limit_earliest_year",
    "results_limit_latest_year",
    "min_transaction_date",
    "max_transaction_date",
    "integration_consumer_id",
    "default_currency",
    "default_locale",
    "data_room_consumer_id",
    "information",
    "language_subtag",
    "pulse_params",
    "flags",
)
_JSON_COLUMNS = frozenset({"information", "pulse_params", "flags"})

# Canopy's authentication statement and A1's profile statement in one: the key by its unique
# hash, the workspace as Canopy chooses it, and the membership there by its (user, workspace)
# unique index. Outer joins, so that a key without a membership there is told from an unknown one.
QUERY = f"""
SELECT {", ".join(f"u.{column}" for column in _USER)},
       m.id, m.auth_group_id, m.data_room_consumer_id, m.config,
       {", ".join(f"c.{column}" for column in _COMPANY)},
       g.name,
       (SELECT group_concat(p.codename, ',') FROM auth_group_permissions p WHERE p.auth_group_id = m.auth_group_id)
FROM api_keys k
JOIN users u ON u.id = k.user_id
LEFT JOIN companies c ON c.id = coalesce(
    k.company_id,
    u.active_company_id,
    (SELECT f.company_id FROM user_companies f WHERE f.user_id = u.id ORDER BY f.created_at, f.id LIMIT 1)
)
LEFT JOIN user_companies m ON m.user_id = u.id AND m.company_id = c.id
LEFT JOIN auth_groups g ON g.id = m.auth_group_id
WHERE k.key_hash = ? AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > ?)
"""

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]

_connection: sqlite3.Connection | None = None


def key_hash(key: str) -> str:
    """As Canopy stores a key: the hex SHA-256 of its UTF-8 bytes."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def error(detail: str) -> bytes:
    """An error's body as Canopy renders it: {"detail": ...}."""
    return _encode({"detail": detail}).encode("utf-8")


def credential(header: bytes | None) -> str | bytes:
    """The key of an Authorization header's value, or the 401 body Canopy answers for it."""
    if header is None:
        return error(INVALID_KEY)
    scheme, space, value = header.decode("latin-1").strip().partition(" ")
    if not space:
        return error(INVALID_KEY)
    if scheme.lower() != SCHEME:
        return error(WRONG_SCHEME)
    value = value.strip()
    if not (value.startswith(KEY_PREFIX) and 20 <= len(value) <= 128 and value.isascii()):
        return error(INVALID_KEY)
    return value


def profile(row: tuple[Any, ...]) -> dict[str, Any]:
    """A1's body from QUERY's row, in the order of Canopy's UserProfile and its models' fields."""
    users = len(_USER)
    user = {column: bool(value) if column in _BOOLEANS else value for column, value in zip(_USER, row, strict=False)}
    member_id, role_id, member_data_room, config = row[users : users + 4]
    company_start = users + 4
    company = {
        column: json.loads(value) if column in _JSON_COLUMNS else value
        for column, value in zip(_COMPANY, row[company_start : company_start + len(_COMPANY)], strict=True)
    }
    company["flags"] = [{"name": str(flag)} for flag in company["flags"]]
    role, codenames = row[company_start + len(_COMPANY) :]
    body = {key: user[key] for key in _USER[:9]}
    body["active_user_company_id"] = member_id
    body["data_room_consumer_id"] = user["data_room_consumer_id"]
    body["support_chat_email_hash"] = user["support_chat_email_hash"]
    body["user_company"] = {
        "id": member_id,
        "user_id": user["id"],
        "company_id": company["id"],
        "auth_group_id": role_id,
        "data_room_consumer_id": member_data_room,
        "config": json.loads(config),
    }
    body["company"] = company
    permissions = sorted(set(codenames.split(","))) if codenames else []
    body["auth_group"] = {
        "id": role_id,
        "name": role,
        "permissions": [{"codename": codename} for codename in permissions],
    }
    return body


def connection() -> sqlite3.Connection:
    """This worker's connection to FLOOR_SQLITE_PATH, opened once."""
    global _connection
    if _connection is None:
        _connection = sqlite3.connect(os.environ[DATABASE_ENV], isolation_level=None, check_same_thread=False)
        _connection.execute("PRAGMA query_only = ON")
    return _connection


def answer(method: str, path: str, authorization: bytes | None) -> tuple[int, bytes]:
    """(status, body) of one request."""
    if path != PATH:
        return 404, error(NOT_FOUND)
    if method != "GET":
        return 405, error(f'Method "{method}" not allowed.')
    key = credential(authorization)
    if isinstance(key, bytes):
        return 401, key
    now = datetime.now(UTC).strftime(STORED_DATETIME)
    row = connection().execute(QUERY, (key_hash(key), now)).fetchone()
    if row is None:
        return 401, error(INVALID_KEY)
    if row[len(_USER)] is None:
        return 403, error(FORBIDDEN)  # no workspace, or no member of it
    return 200, _encode(profile(row)).encode("utf-8")


async def app(scope: Scope, receive: Receive, send: Send) -> None:
    """The ASGI application: lifespan (the connection opened at start-up) and HTTP."""
    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                connection()
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return
    if scope["type"] != "http":
        return
    authorization = None
    for name, value in scope["headers"]:
        if name == b"authorization":
            authorization = value
            break
    status, body = answer(scope["method"], scope["path"], authorization)
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode("ascii"))]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
