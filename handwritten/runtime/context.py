"""The request context: who acts, in which workspace, with which permissions."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession
from starlette.requests import HTTPConnection, Request
from starlette.responses import Response

from handwritten.domain.permissions import Actor
from handwritten.domain.roles import role_named
from handwritten.runtime.work import UnitOfWork


@dataclass(frozen=True, slots=True)
class OperationInfo:
    """What the runtime knows of the operation a route serves; generated from spec/ into each route."""

    code: str  # the document's code, such as I4
    name: str
    method: str
    path: str  # the path template, as logs and metrics name it
    idempotent: bool = False  # takes the Idempotency-Key header
    rate_class: str | None = None  # the per-key rate limit class; None when anonymous
    permission: str | None = None  # a codename the role must hold, "member", "anyone" or "staff"; None when anonymous


# Where the runtime leaves what it learns of a request in its ASGI scope, for the logs, the metrics
# and the headers that the middleware (runtime/observe.py, runtime/protocol.py) writes.
OPERATION_KEY = "canopy.operation"  # the OperationInfo the route serves
CALLER_KEY = "canopy.caller"  # the Caller, once the key is known
QUOTA_KEY = "canopy.quota"  # the key's rate limit Quota (runtime/ratelimit.py)


@dataclass(frozen=True, slots=True)
class Caller:
    """Who made a request, as logs may name them: never the key itself, only its first characters."""

    user_id: int
    workspace_id: int | None
    key_prefix: str


@dataclass(frozen=True, slots=True)
class RequestContext:
    """Built once per request by the authentication dependency; handlers never build one."""

    user_id: int
    workspace_id: int
    member_id: int
    role: str | None
    permissions: frozenset[str] = field(default_factory=frozenset)
    is_staff: bool = False  # platform staff (the user's is_staff)
    api_key_id: int | None = None
    # The membership (user company) the key acts through, as read by authentication: role_id,
    # data_room_consumer_id, config. Saves reading it again.
    membership: Mapping[str, Any] = field(default_factory=dict)
    work: UnitOfWork = field(default_factory=UnitOfWork)  # holds the session (made at its first use)
    request: HTTPConnection | None = None
    # The connection authentication read the key on, to which the session is bound: statements
    # on it outside the session's transaction read no tenant data (db/session.py request_connection).
    connection: AsyncConnection | None = None

    @property
    def session(self) -> AsyncSession:
        """The request's session, scoped to workspace_id (see handwritten/db/session.py)."""
        session = self.work.session
        if session is None:
            raise RuntimeError("this request context was made without a session")
        return session

    @property
    def base_url(self) -> str:
        """The URL the request reached the host at (behind a proxy, as the forwarded headers give
        it): where the host's own links point, such as the local store's signed upload and
        download URLs. Made when asked: few operations need it."""
        return "" if self.request is None else str(self.request.base_url)

    @property
    def actor(self) -> Actor:
        """The caller, as the domain's rules know it."""
        return Actor(
            member_id=self.member_id, role=role_named(self.role), permissions=self.permissions, is_staff=self.is_staff
        )

    async def begin(self) -> None:
        """Called by the route once the inputs are valid, right before the operation runs."""
        await self.work.begin()

    async def complete(self, response: Response) -> Response:
        """Commit the operation (see work.py) and return its response; called by the route."""
        return await self.work.complete(response)

    def after_commit(self, hook: Callable[[], None]) -> None:
        self.work.after_commit(hook)


@dataclass(frozen=True, slots=True)
class AnonymousContext:
    """What an operation without authentication knows of its caller."""

    client: str
    session: AsyncSession  # not scoped to any workspace
    work: UnitOfWork = field(default_factory=UnitOfWork)

    async def complete(self, response: Response) -> Response:
        return await self.work.complete(response)


# Supplied by the app factory, entered by every generated route around its work: one
# authenticates the request (or raises), the other serves operations without authentication.
# Leaving the context closes the request's database session.
Authenticate = Callable[[Request, OperationInfo], AbstractAsyncContextManager[RequestContext]]
Anonymous = Callable[[Request, OperationInfo], AbstractAsyncContextManager[AnonymousContext]]
