"""Per-process copies of what a workspace's active chunks are (their embeddings for dense
retrieval, their terms for lexical retrieval on PostgreSQL), checked against the database at
each query (decision knowledge_base_retrieval).

A copy is kept with the fingerprint of the chunks it was built from (how many, and their ids'
largest and sum: chunks are only ever inserted with new ids or deleted, and a document leaving or
joining the active ones changes them); a query reads the fingerprint, a few numbers, once per
transaction, and builds a copy again only when it changed, so an indexed, failed, re-indexed or
deleted document is seen at the next query.

Counting the fingerprint reads every active chunk of the workspace, so on PostgreSQL, where the
results of reads are kept (handwritten/kept/), it is kept too: beside the versions of the chunks'
and documents' tables for the workspace (db/changes.py), read in the same statement. A query
reads those versions alone, a few rows of table_versions, and counts again only when a write has
moved them; a query's cost then follows the chunks it ranks, not the chunks the workspace holds.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar
from weakref import WeakKeyDictionary

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from generated.enums import RagIndexStatus
from handwritten.db.changes import version_of
from handwritten.kept.store import KeptResults, kept_results
from handwritten.services.knowledge.chunks import C, D

ACTIVE = (D.rag_index_status == RagIndexStatus.ACTIVE.value, C.embedding.is_not(None))
CACHED_WORKSPACES = 32
COUNTED_WORKSPACES = 1024  # fingerprints kept per database: three numbers and a version each
_MEMO = "knowledge_fingerprints"

Fingerprint = tuple[int, int, int]
Key = tuple[str, int]  # the database (a process may reach several: the tests do) and the workspace
T = TypeVar("T")


class Snapshots(Generic[T]):
    """The latest copy of each workspace's chunks in one form, the least recently used dropped first."""

    def __init__(self) -> None:
        self._copies: OrderedDict[Key, tuple[Fingerprint, T]] = OrderedDict()
        self._lock = threading.Lock()

    async def get(self, session: AsyncSession, workspace_id: int, build: Callable[[], Awaitable[T]]) -> T:
        """The copy for the workspace's active chunks as they are, built by `build` when they changed."""
        current = await fingerprint(session, workspace_id)
        key = ((await session.connection()).engine.url.render_as_string(hide_password=True), workspace_id)
        with self._lock:
            found = self._copies.get(key)
            if found is not None and found[0] == current:
                self._copies.move_to_end(key)
                return found[1]
        built = await build()
        with self._lock:
            self._copies[key] = (current, built)
            self._copies.move_to_end(key)
            while len(self._copies) > CACHED_WORKSPACES:
                self._copies.popitem(last=False)
        return built

    def forget(self, database: str, workspace_id: int) -> None:
        """Drop the workspace's copy: it is read another way now (a large workspace's index, dense.py)."""
        with self._lock:
            self._copies.pop((database, workspace_id), None)


async def fingerprint(session: AsyncSession, workspace_id: int) -> Fingerprint:
    """The fingerprint of the workspace's active chunks in the session's transaction."""
    # Read once per transaction: a hybrid query's two retrievers see the same chunks.
    transaction = session.get_transaction()
    kept = session.info.get(_MEMO)
    if kept is None or kept[0] is not transaction:
        kept = session.info[_MEMO] = (transaction, {})
    memo: dict[int, Fingerprint] = kept[1]
    if workspace_id not in memo:
        memo[workspace_id] = await _counted(session, workspace_id)
    return memo[workspace_id]


_TABLES = frozenset({C.__tablename__, D.__tablename__})
# The store of the engine's kept results (one per database, as every kept result is) -> workspace
# -> the versions of _TABLES and the fingerprint counted at them.
_COUNTED: WeakKeyDictionary[KeptResults, OrderedDict[int, tuple[int, Fingerprint]]] = WeakKeyDictionary()
_COUNTED_LOCK = threading.Lock()


async def _counted(session: AsyncSession, workspace_id: int) -> Fingerprint:
    """The fingerprint, counted, or kept from a count at the same versions of the chunks' tables."""
    counting = (
        select(func.count(), func.coalesce(func.max(C.id), 0), func.coalesce(func.sum(C.id), 0))
        .join(D, D.id == C.document_id)
        .where(C.company_id == workspace_id, *ACTIVE)
    )
    store = kept_results(session)
    if store is None:
        count, largest, total = (await session.execute(counting)).one()
        return int(count), int(largest), int(total)
    versions = version_of(_TABLES, (workspace_id,))
    with _COUNTED_LOCK:
        known = _COUNTED.setdefault(store, OrderedDict()).get(workspace_id)
    if known is not None and await session.scalar(select(versions)) == known[0]:
        return known[1]
    # Versions only grow: a fingerprint counted at the versions read in the same snapshot is the
    # fingerprint for as long as they stay. NULL (this transaction changed a table) keeps nothing.
    count, largest, total, at = (await session.execute(counting.add_columns(versions))).one()
    if at is not None:
        with _COUNTED_LOCK:
            counted = _COUNTED.setdefault(store, OrderedDict())
            counted[workspace_id] = (int(at), (int(count), int(largest), int(total)))
            counted.move_to_end(workspace_id)
            while len(counted) > COUNTED_WORKSPACES:
                counted.popitem(last=False)
    return int(count), int(largest), int(total)
