"""Idempotency keys with Stripe's semantics, for every POST and PATCH (decision idempotency_keys).

    request with Idempotency-Key: K
        claim K (own short transaction): new, or taken over once expired or abandoned
            same K, other method/path/body    -> 400 on Idempotency-Key
            same K, done                      -> the stored response again (Idempotent-Replayed: true)
            same K, still running             -> 409
        run the operation
        2xx: its response is stored with its effect, in the same transaction (`record`)
        4xx from the operation's rules: the error is stored (nothing changed), so a retry gets it too
        anything else (5xx, a dropped connection): the claim is released; a retry runs afresh

The claim is made once the inputs are valid (the route calls `ctx.begin()`), so a request refused
for its syntax stores nothing, as Stripe does. Keys are scoped to the API key's user and
workspace and swept once expired.
"""

from __future__ import annotations

import hashlib
import json
import logging
import uuid
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from sqlalchemy import Table, delete, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession
from starlette.requests import Request
from starlette.responses import Response

from handwritten.db.models import IdempotencyKey, utcnow
from handwritten.db.session import Database, Tenant
from handwritten.runtime.errors import ApiError, Replayed, ValidationFailed, as_api_error

logger = logging.getLogger("canopy.idempotency")

KEYS: Table = IdempotencyKey.__table__  # type: ignore[assignment]
RUNNING, DONE = "running", "done"


class IdempotencyConflict(ApiError):
    status_code = 409

    def __init__(self) -> None:
        super().__init__({"detail": "A request with this Idempotency-Key is still in progress; retry later."})


def fingerprint(method: str, path: str, query: str, body: bytes) -> str:
    """What makes two requests the same: method, path, query string and body (JSON compared as data)."""
    try:
        canonical = json.dumps(json.loads(body), sort_keys=True, separators=(",", ":")).encode() if body else b""
    except ValueError:
        canonical = body  # not JSON: compared byte for byte
    digest = hashlib.sha256()
    for part in (method.encode(), path.encode(), query.encode(), canonical):
        digest.update(len(part).to_bytes(8, "big"))
        digest.update(part)
    return digest.hexdigest()


class IdempotencyKeys:
    """Claims keys for requests; one per app, given the header's name and longest value by the spec."""

    def __init__(self, db: Database, *, header: str, max_length: int, ttl: timedelta, lease: timedelta) -> None:
        self.db = db
        self.header = header
        self.max_length = max_length
        self.ttl = ttl
        self.lease = lease

    def key_of(self, request: Request) -> str | None:
        """The request's key, or None when it sends none; a malformed one is a 400 on the header."""
        key = request.headers.get(self.header)
        if key is None:
            return None
        if not key:
            raise ValidationFailed({self.header: ["This field may not be blank."]})
        if len(key) > self.max_length:
            raise ValidationFailed({self.header: [f"Ensure this field has no more than {self.max_length} characters."]})
        return key

    async def claim(self, request: Request, connection: AsyncConnection, tenant: Tenant, key: str) -> IdempotencyClaim:
        """Claim `key` for this request, or raise what the request must answer instead."""
        body = await request.body()
        method, path = request.method, request.url.path
        print_ = fingerprint(method, path, request.url.query, body)
        now = utcnow()
        token = uuid.uuid4()
        values: dict[str, Any] = {
            "company_id": tenant.workspace_id,
            "user_id": tenant.user_id,
            "key": key,
            "method": method,
            "path": path,
            "fingerprint": print_,
            "token": token,
            "state": RUNNING,
            "response_status": None,
            "response_body": None,
            "response_type": None,
            "created_at": now,
            "locked_until": now + self.lease,
            "expires_at": now + self.ttl,
        }
        async with self.db.session(tenant, bind=connection) as session:
            insert = postgresql.insert if connection.dialect.name == "postgresql" else sqlite.insert
            row_id = await session.scalar(
                insert(KEYS)
                .values(values)
                .on_conflict_do_nothing(index_elements=["company_id", "user_id", "key"])
                .returning(KEYS.c.id)
            )
            if row_id is None:
                row_id = await self._take_over(session, values, print_)
            await session.commit()
        return IdempotencyClaim(self.db, tenant, connection, row_id, token)

    async def _take_over(self, session: AsyncSession, values: dict[str, Any], print_: str) -> int:
        """The key exists: replay, refuse, or take it over when it expired or its claimant is gone."""
        found = (
            await session.execute(
                select(IdempotencyKey).where(
                    IdempotencyKey.user_id == values["user_id"], IdempotencyKey.key == values["key"]
                )
            )
        ).scalar_one()
        now = values["created_at"]
        expired = found.expires_at <= now
        if not expired:
            if found.fingerprint != print_:
                same = found.method == values["method"] and found.path == values["path"]
                raise ValidationFailed(
                    {
                        self.header: [
                            "This key was already used with another request body; use a new key for a new request."
                            if same
                            else f"This key was already used for {found.method} {found.path}; use a new key for a new request."
                        ]
                    }
                )
            if found.state == DONE:
                assert found.response_status is not None
                raise Replayed(found.response_status, found.response_body or b"", found.response_type)
            if found.locked_until is not None and found.locked_until > now:
                raise IdempotencyConflict()
        # Expired, or claimed by a request whose lease ran out (its process died): take it over, if
        # no other request took it over first. The old claimant can no longer complete (token).
        taken = await session.execute(
            update(IdempotencyKey)
            .where(IdempotencyKey.id == found.id, IdempotencyKey.token == found.token)
            .values({k: v for k, v in values.items() if k not in ("company_id", "user_id", "key")})
            .execution_options(synchronize_session=False)
        )
        if taken.rowcount != 1:  # type: ignore[attr-defined]
            raise IdempotencyConflict()
        return found.id

    async def sweep(self) -> int:
        """Delete the keys past their expiry (every workspace's); return how many."""
        async with self.db.session() as session:
            result = await session.execute(delete(IdempotencyKey).where(IdempotencyKey.expires_at <= utcnow()))
            await session.commit()
        return int(result.rowcount or 0)  # type: ignore[attr-defined]


@dataclass(slots=True)
class IdempotencyClaim:
    """A request's hold on its key, until it records its response or abandons it."""

    db: Database
    tenant: Tenant
    connection: AsyncConnection
    id: int
    token: uuid.UUID

    async def record(self, session: AsyncSession, response: Response) -> None:
        """Store the response in the operation's own transaction (before it commits)."""
        if response.status_code >= 500:
            return  # never stored; abandoning releases the key
        await self._finish(session, response.status_code, bytes(response.body), response.media_type)

    async def abandon(self, error: BaseException) -> None:
        """The operation raised: keep its 4xx (it changed nothing), else free the key for a retry."""
        api_error = as_api_error(error)
        try:
            async with self.db.session(self.tenant, bind=self.connection) as session:
                if api_error is not None and 400 <= api_error.status_code < 500 and api_error.status_code != 409:
                    body = json.dumps(api_error.body).encode()
                    await self._finish(session, api_error.status_code, body, "application/json", lost_ok=True)
                else:
                    await session.execute(
                        delete(IdempotencyKey).where(IdempotencyKey.id == self.id, IdempotencyKey.token == self.token)
                    )
                await session.commit()
        except Exception:
            # The database is gone, say: the claim runs out by itself (lease), never blocking for long.
            logger.warning("idempotency key %s not released; it frees itself when its lease ends", self.id)

    async def _finish(
        self, session: AsyncSession, status: int, body: bytes, media_type: str | None, *, lost_ok: bool = False
    ) -> None:
        result = await session.execute(
            update(IdempotencyKey)
            .where(IdempotencyKey.id == self.id, IdempotencyKey.token == self.token)
            .values(state=DONE, response_status=status, response_body=body, response_type=media_type, locked_until=None)
            .execution_options(synchronize_session=False)
        )
        if result.rowcount != 1 and not lost_ok:  # type: ignore[attr-defined]
            # Taken over after our lease ran out: this request must not complete beside the other.
            raise IdempotencyConflict()
