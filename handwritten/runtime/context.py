"""The request context: who acts, in which workspace, with which permissions."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession


@dataclass(frozen=True, slots=True)
class RequestContext:
    """Built once per request by the authentication dependency; handlers never build one."""

    user_id: int
    workspace_id: int
    member_id: int
    role: str | None
    session: AsyncSession  # scoped to workspace_id (see handwritten/db/session.py)
    permissions: frozenset[str] = field(default_factory=frozenset)
    api_key_id: int | None = None
    # The membership (user company) the key acts through, as read by authentication: role_id,
    # data_room_consumer_id, config. Saves reading it again.
    membership: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class AnonymousContext:
    """What an operation without authentication knows of its caller."""

    client: str
    session: AsyncSession  # not scoped to any workspace


# FastAPI dependencies supplied by the app factory: one authenticates the request (or raises),
# the other serves operations that need no authentication.
Authenticate = Callable[..., AsyncIterator[RequestContext]] | Callable[..., Awaitable[RequestContext]]
Anonymous = Callable[..., AsyncIterator[AnonymousContext]] | Callable[..., Awaitable[AnonymousContext]]
