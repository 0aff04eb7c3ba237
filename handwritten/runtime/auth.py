"""Authentication: `Authorization: ApiKey <key>` to a request context, on every request.

There is no cache of keys: a revoked key fails on the very next request on every host. The
last-used time is written at most once per interval per key and process, after the response,
so requests do not write to the database. The key itself is never logged or echoed.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime

from sqlalchemy import and_, bindparam, func, select, update
from starlette.requests import Request

from handwritten.db.models import ApiKey, AuthGroup, AuthGroupPermission, Member, User
from handwritten.db.prepared import PreparedQuery
from handwritten.db.session import Database, Tenant
from handwritten.domain import api_keys
from handwritten.runtime.context import AnonymousContext, RequestContext
from handwritten.runtime.errors import Forbidden, NotAuthenticated

SCHEME = "apikey"

# One statement per request: the key, its user, the workspace it acts in (pinned, or the user's
# active one), the membership there and the role's codenames (in one string: one row, not one
# per codename). It runs as
# the connecting database user, to which row-level security does not apply (it is what decides
# the workspace), on its own before the request's transaction: that transaction begins, with
# the workspace's settings, only when the request's session first reads or writes (see
# handwritten/db/session.py), so a request that needs no tenant data pays no BEGIN or ROLLBACK.
# Under READ COMMITTED every statement sees the data committed when it starts, inside a
# transaction or not, so a revocation committed before the request still fails it.
# A user-scoped key acts in the user's active workspace; when the user has none (never chosen,
# or removed from it), in the user's oldest membership, until the user switches.
_FIRST_MEMBERSHIP = (
    select(Member.company_id)
    .where(Member.user_id == User.id)
    .order_by(Member.created_at, Member.id)
    .limit(1)
    .correlate(User)
    .scalar_subquery()
)
_WORKSPACE = func.coalesce(ApiKey.company_id, User.active_company_id, _FIRST_MEMBERSHIP)
_CODENAME_SEPARATOR = ","  # codenames are action_model, lowercase letters and underscores
_CODENAMES = (
    select(func.aggregate_strings(AuthGroupPermission.codename, _CODENAME_SEPARATOR))
    .where(AuthGroupPermission.auth_group_id == Member.auth_group_id)
    .correlate(Member)
    .scalar_subquery()
)
_AUTHENTICATE = PreparedQuery(
    select(
        ApiKey.id,
        ApiKey.expires_at,
        ApiKey.revoked_at,
        User.id,
        _WORKSPACE,
        Member.id,
        AuthGroup.name,
        _CODENAMES,
        Member.auth_group_id,
        Member.data_room_consumer_id,
        Member.config,
    )
    .select_from(ApiKey)
    .join(User, User.id == ApiKey.user_id)
    .outerjoin(Member, and_(Member.user_id == User.id, Member.company_id == _WORKSPACE))
    .outerjoin(AuthGroup, AuthGroup.id == Member.auth_group_id)
    .where(ApiKey.key_hash == bindparam("key_hash"))
)


def credential_of(request: Request) -> str:
    """The key of the Authorization header, or the 401 the document states."""
    header = request.headers.get("authorization")
    if not header:
        raise NotAuthenticated()
    scheme, space, credential = header.strip().partition(" ")
    if not space:
        raise NotAuthenticated()  # a bare value: a mistyped key, not another scheme
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
    """Turns the API key into a RequestContext with its session, for the time of a request."""

    def __init__(self, db: Database, last_used: LastUsed) -> None:
        self.db = db
        self.last_used = last_used

    @asynccontextmanager
    async def __call__(self, request: Request) -> AsyncIterator[RequestContext]:
        credential = credential_of(request)
        async with self.db.connection() as connection:
            found = await _AUTHENTICATE.fetch(connection, key_hash=api_keys.key_hash(credential))
            if not found:
                raise NotAuthenticated()
            key_id, expires, revoked, user_id, workspace_id, member_id, role, codenames, *membership = found[0]
            if not api_keys.is_usable(now=datetime.now(UTC), expires=expires, revoked=revoked):
                raise NotAuthenticated()
            if workspace_id is None or member_id is None:
                raise Forbidden()  # no workspace, or no longer a member of it: the key cannot act there
            self.last_used.touch(key_id)
            tenant = Tenant(workspace_id=workspace_id, user_id=user_id)
            async with self.db.session(tenant, bind=connection) as session:
                yield RequestContext(
                    user_id=user_id,
                    workspace_id=workspace_id,
                    member_id=member_id,
                    role=role,
                    session=session,
                    permissions=frozenset(codenames.split(_CODENAME_SEPARATOR)) if codenames else frozenset(),
                    api_key_id=key_id,
                    membership=dict(zip(("role_id", "data_room_consumer_id", "config"), membership, strict=True)),
                )


class AnonymousSessions:
    """The dependency of operations without authentication: a session scoped to no workspace."""

    def __init__(self, db: Database) -> None:
        self.db = db

    @asynccontextmanager
    async def __call__(self, request: Request) -> AsyncIterator[AnonymousContext]:
        async with self.db.session() as session:
            yield AnonymousContext(client=request.client.host if request.client else "unknown", session=session)
