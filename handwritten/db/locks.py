"""Work of one kind in one workspace, one transaction at a time (PostgreSQL advisory locks).

A transaction-scoped advisory lock keyed by the kind of work and the workspace the session acts
for: it is released at commit or rollback, and other workspaces never wait. SQLite needs none: it
has one writer at a time.

Some work of a kind only needs the others to stay out, not one another: it takes the lock
`alongside` (shared), so any number run at once, while work taken `one_at_a_time` (exclusive)
waits for all of them and they for it. New orders' results are such work (services/propagation.py).
"""

from __future__ import annotations

from enum import IntEnum

from sqlalchemy import ColumnElement, func, literal_column, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.row_security import WORKSPACE


class Work(IntEnum):
    """The kinds of work serialized per workspace: the high 32 bits of the lock's key."""

    PROPAGATION = 715_001  # assessment results carried downstream (services/propagation.py)
    TRANSACTION_IMPORT = 715_002  # transactions added by an import (services/transactions)
    FOLDER_TREE = 715_003  # document folders moved under others (services/documents)
    CLASSIFICATION = 715_004  # transactions classified again by the rules (services/transactions)
    ORDER_TRACES = 715_005  # orders' items traced to other orders (services/orders)


async def one_at_a_time(session: AsyncSession, work: Work) -> None:
    """Wait until no other transaction does `work` in the session's workspace, then hold it until this one ends."""
    if session.get_bind().dialect.name == "postgresql":
        await session.execute(select(func.pg_advisory_xact_lock(_key(work))))


async def alongside(session: AsyncSession, work: Work) -> None:
    """Wait until no transaction does `work` one_at_a_time in the session's workspace, then keep
    such transactions waiting until this one ends; others taking it alongside go on at once."""
    if session.get_bind().dialect.name == "postgresql":
        await session.execute(select(func.pg_advisory_xact_lock_shared(_key(work))))


def _key(work: Work) -> ColumnElement[int]:
    return literal_column(f"({int(work)}::bigint << 32) + {WORKSPACE}")
