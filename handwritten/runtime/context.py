"""The request context: who acts, in which workspace, with which permissions."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from starlette.requests import Request


@dataclass(frozen=True, slots=True)
class RequestContext:
    """Built once per request by the authentication dependency; handlers never build one."""

    user_id: int
    workspace_id: int
    member_id: int
    role: str
    permissions: frozenset[str] = field(default_factory=frozenset)
    api_key_id: int | None = None


@dataclass(frozen=True, slots=True)
class AnonymousContext:
    """What an operation without authentication knows of its caller."""

    client: str


# A FastAPI dependency that authenticates the request or raises; supplied by the app factory.
Authenticate = Callable[..., Awaitable[RequestContext]]


async def anonymous_context(request: Request) -> AnonymousContext:
    return AnonymousContext(client=request.client.host if request.client else "unknown")
