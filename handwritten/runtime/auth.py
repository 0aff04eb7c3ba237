"""Authentication: `Authorization: ApiKey <key>` to a request context, on every request.

There is no cache of keys: a revoked key fails on the very next request on every host. The
last-used time is written at most once per interval per key and process, after the response,
so requests do not write to the database. The key itself is never logged or echoed.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime

from sqlalchemy import bindparam, select, update
from starlette.requests import Request

from handwritten.db.models import ApiKey, AuthGroup, AuthGroupPermission, Member, User
from handwritten.db.session import Database, Tenant, enter_tenant
from handwritten.domain import api_keys
from handwritten.runtime.context import AnonymousContext, RequestContext
from handwritten.runtime.errors import Forbidden, NotAuthenticated

SCHEME = "apikey"

_KEY = (
    select(
        ApiKey.id,
        ApiKey.scope,
        ApiKey.company_id,
        ApiKey.expires_at,
        ApiKey.revoked_at,
        User.id,
        User.active_company_id,
    )
    .join(User, User.id == ApiKey.user_id)
    .where(ApiKey.key_hash == bindparam("key_hash"))
)
# Member rows are tenant-scoped: the session adds the workspace condition to this query.
_MEMBERSHIP = (
    select(Member.id, AuthGroup.name, AuthGroupPermission.codename)
    .outerjoin(AuthGroup, AuthGroup.id == Member.auth_group_id)
    .outerjoin(AuthGroupPermission, AuthGroupPermission.auth_group_id == AuthGroup.id)
    .where(Member.user_id == bindparam("user_id"))
)


def credential_of(request: Request) -> str:
    """The key of the Authorization header, or the 401 the document states."""
    header = request.headers.get("authorization")
    if not header:
        raise NotAuthenticated()
    scheme, _, credential = header.strip().partition(" ")
    if scheme.lower() != SCHEME:
        raise NotAuthenticated(NotAuthenticated.WRONG_SCHEME)
    credential = credential.strip()
    if not api_keys.looks_like_key(credential):
        raise NotAuthenticated()
    return credential


class LastUsed:
    """Writes a key's last-used time at most once per `interval` seconds (per process)."""

    def __init__(self, db: Database, interval: float) -> None:
        self.db = db
        self.interval = interval
        self._written: dict[int, float] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def touch(self, key_id: int) -> None:
        now = time.monotonic()
        if now - self._written.get(key_id, -self.interval) < self.interval:
            return
        self._written[key_id] = now
        task = asyncio.create_task(self._write(key_id, datetime.now(UTC)))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _write(self, key_id: int, when: datetime) -> None:
        async with self.db.session() as session:
            await session.execute(update(ApiKey).where(ApiKey.id == key_id).values(last_used_at=when))
            await session.commit()

    async def drain(self) -> None:
        """Wait for pending writes (at shutdown and in tests)."""
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)


class Authenticator:
    """The FastAPI dependency that turns the API key into a RequestContext with its session."""

    def __init__(self, db: Database, last_used: LastUsed) -> None:
        self.db = db
        self.last_used = last_used

    async def __call__(self, request: Request) -> AsyncIterator[RequestContext]:
        credential = credential_of(request)
        async with self.db.session() as session:
            row = (await session.execute(_KEY, {"key_hash": api_keys.key_hash(credential)})).one_or_none()
            if row is None:
                raise NotAuthenticated()
            key_id, scope, pinned_workspace, expires, revoked, user_id, active_workspace = row
            if not api_keys.is_usable(now=datetime.now(UTC), expires=expires, revoked=revoked):
                raise NotAuthenticated()
            workspace_id = pinned_workspace if scope == api_keys.Scope.WORKSPACE else active_workspace
            if workspace_id is None:
                raise Forbidden()
            await enter_tenant(session, Tenant(workspace_id=workspace_id, user_id=user_id))
            rows = (await session.execute(_MEMBERSHIP, {"user_id": user_id})).all()
            if not rows:
                raise Forbidden()  # no longer a member of that workspace: the key cannot act there
            member_id, role = rows[0][0], rows[0][1]
            permissions = frozenset(codename for _, _, codename in rows if codename is not None)
            self.last_used.touch(key_id)
            yield RequestContext(
                user_id=user_id,
                workspace_id=workspace_id,
                member_id=member_id,
                role=role,
                session=session,
                permissions=permissions,
                api_key_id=key_id,
            )


class AnonymousSessions:
    """The dependency of operations without authentication: a session scoped to no workspace."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def __call__(self, request: Request) -> AsyncIterator[AnonymousContext]:
        async with self.db.session() as session:
            yield AnonymousContext(client=request.client.host if request.client else "unknown", session=session)
