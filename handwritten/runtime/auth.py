"""Authentication: `Authorization: ApiKey <key>` to a request context, on every request.

There is no cache of keys: a revoked key fails on the very next request on every host. The
last-used time is written at most once per interval per key and process, after the response,
so requests do not write to the database. The key itself is never logged or echoed.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime

from sqlalchemy import and_, bindparam, func, select, update
from sqlalchemy.ext.asyncio import AsyncConnection
from starlette.requests import Request

from handwritten.db.models import ApiKey, AuthGroup, AuthGroupPermission, Member, User
from handwritten.db.prepared import PreparedQuery
from handwritten.db.session import Database, Tenant, close_session
from handwritten.domain import api_keys
from handwritten.domain.permissions import Actor, grants
from handwritten.domain.roles import role_named
from handwritten.runtime.context import (
    CALLER_KEY,
    OPERATION_KEY,
    QUOTA_KEY,
    AnonymousContext,
    Caller,
    OperationInfo,
    RequestContext,
)
from handwritten.runtime.errors import Forbidden, NotAuthenticated
from handwritten.runtime.idempotency import IdempotencyKeys
from handwritten.runtime.ratelimit import KeyRateLimits
from handwritten.runtime.work import Claim, UnitOfWork

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
        ApiKey.id.label("key_id"),
        ApiKey.prefix.label("key_prefix"),
        ApiKey.expires_at,
        ApiKey.revoked_at,
        User.id.label("user_id"),
        User.is_staff,
        _WORKSPACE.label("workspace_id"),
        Member.id.label("member_id"),
        AuthGroup.name.label("role"),
        _CODENAMES.label("codenames"),
        Member.auth_group_id.label("role_id"),
        Member.data_room_consumer_id,
        Member.config,
    )
    .select_from(ApiKey)
    .join(User, User.id == ApiKey.user_id)
    .outerjoin(Member, and_(Member.user_id == User.id, Member.company_id == _WORKSPACE))
    .outerjoin(AuthGroup, AuthGroup.id == Member.auth_group_id)
    .where(ApiKey.key_hash == bindparam("key_hash")),
    # Memberships are tenant data, read here for the key's own user in the workspace the key names:
    # this is what decides the workspace.
    tenant_reads=("user_companies",),
)
_MEMBERSHIP = ("role_id", "data_room_consumer_id", "config")


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
    """Turns the API key into a RequestContext with its session, for the time of a request.

    In order: the key (401), its workspace and membership (403), its rate limit (429), then the
    operation runs in the request's unit of work; an idempotent operation claims its key when the
    route calls `ctx.begin()`, and gives it up or keeps its error if the operation raises.
    """

    def __init__(
        self, db: Database, last_used: LastUsed, limits: KeyRateLimits | None, idempotency: IdempotencyKeys
    ) -> None:
        self.db = db
        self.last_used = last_used
        self.limits = limits
        self.idempotency = idempotency

    @asynccontextmanager
    async def __call__(self, request: Request, operation: OperationInfo) -> AsyncIterator[RequestContext]:
        request.scope[OPERATION_KEY] = operation
        credential = credential_of(request)
        async with self.db.connection() as connection:
            found = await _AUTHENTICATE.fetch(connection, key_hash=api_keys.key_hash(credential))
            if not found:
                raise NotAuthenticated()
            key = found[0]
            if not api_keys.is_usable(now=datetime.now(UTC), expires=key["expires_at"], revoked=key["revoked_at"]):
                raise NotAuthenticated()
            user_id, workspace_id, member_id = key["user_id"], key["workspace_id"], key["member_id"]
            request.scope[CALLER_KEY] = Caller(user_id, workspace_id, key["key_prefix"])
            if workspace_id is None or member_id is None:
                raise Forbidden()  # no workspace, or no longer a member of it: the key cannot act there
            codenames = key["codenames"]
            actor = Actor(
                member_id=member_id,
                role=role_named(key["role"]),
                permissions=frozenset(codenames.split(_CODENAME_SEPARATOR)) if codenames else frozenset(),
                is_staff=bool(key["is_staff"]),
            )
            if operation.permission is not None and not grants(operation.permission, actor):
                raise Forbidden()  # the operation's permission (spec), before anything of the request is read
            key_id = key["key_id"]
            self.last_used.touch(key_id)
            if self.limits is not None and operation.rate_class is not None:
                request.scope[QUOTA_KEY] = await self.limits.hit(key_id, operation.rate_class)
            tenant = Tenant(workspace_id=workspace_id, user_id=user_id)
            idempotency_key = self.idempotency.key_of(request) if operation.idempotent else None
            work = UnitOfWork(
                claimer=self._claimer(request, connection, tenant, idempotency_key),
                open_session=lambda: self.db.new_session(tenant, bind=connection),
            )
            try:
                yield RequestContext(
                    user_id=user_id,
                    workspace_id=workspace_id,
                    member_id=member_id,
                    role=key["role"],
                    permissions=actor.permissions,
                    is_staff=actor.is_staff,
                    api_key_id=key_id,
                    membership={name: key[name] for name in _MEMBERSHIP},
                    work=work,
                    request=request,
                    connection=connection,
                )
            except BaseException as error:
                if work.claim is not None:
                    if work.opened is not None:
                        await work.opened.rollback()  # the operation's work goes before its key is settled
                    await work.claim.abandon(error)
                raise
            finally:
                if work.opened is not None:
                    await close_session(work.opened)

    def _claimer(
        self, request: Request, connection: AsyncConnection, tenant: Tenant, key: str | None
    ) -> Callable[[], Awaitable[Claim | None]] | None:
        if key is None:
            return None

        async def claim() -> Claim | None:
            return await self.idempotency.claim(request, connection, tenant, key)

        return claim


class AnonymousSessions:
    """The dependency of operations without authentication: a session scoped to no workspace."""

    def __init__(self, db: Database) -> None:
        self.db = db

    @asynccontextmanager
    async def __call__(self, request: Request, operation: OperationInfo) -> AsyncIterator[AnonymousContext]:
        request.scope[OPERATION_KEY] = operation
        async with self.db.session() as session:
            yield AnonymousContext(
                client=request.client.host if request.client else "unknown", session=session, work=UnitOfWork(session)
            )
