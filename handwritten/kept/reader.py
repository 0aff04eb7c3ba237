"""Whose results: the reader's scope, part of every key, and the workspaces whose versions it sums.

A statement of a session reads what its tenant, the workspaces sharing rows with it
(db/session.py, reading_shared) and its execution scope let it read: two readers that differ in
any of those never share a kept result. The versions a reader sums are those of the workspaces
whose rows it may see (db/changes.py): its own, those sharing with it, and 0 (every workspace).
A session acting for no workspace, or reading in the user's scope (the user's memberships of
every workspace), sums every workspace's.
"""

from __future__ import annotations

from collections.abc import Hashable

from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql import Executable

from handwritten.db.session import USER_SCOPE, scope_key, shared_owners, tenant_of

_USER = USER_SCOPE["canopy_scope"]


def scope_of(session: AsyncSession, statement: Executable | None = None) -> Hashable:
    """The reader's scope: its tenant, the workspaces sharing with it, the statement's scope option."""
    if statement is None:
        return (tenant_of(session), shared_owners(session), None)
    return scope_key(session, statement)


def workspaces_of(session: AsyncSession, statement: Executable | None = None) -> tuple[int, ...] | None:
    """The workspaces whose versions the reader sums (with 0), or None for every workspace."""
    tenant = tenant_of(session)
    if tenant is None:
        return None
    if statement is not None and statement.get_execution_options().get("canopy_scope") == _USER:
        return None
    return (tenant.workspace_id, *(shared_owners(session) or ()))
