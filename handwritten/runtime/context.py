"""The request context: who acts, in which workspace, with which permissions."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import Request


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


# Supplied by the app factory, entered by every generated route around its work: one
# authenticates the request (or raises), the other serves operations without authentication.
# Leaving the context closes the request's database session.
Authenticate = Callable[[Request], AbstractAsyncContextManager[RequestContext]]
Anonymous = Callable[[Request], AbstractAsyncContextManager[AnonymousContext]]
