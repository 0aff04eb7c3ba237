"""Dense retrieval: the question's embedding against the workspace's chunk embeddings, by cosine
distance (decision knowledge_base_retrieval).

The embeddings of a workspace's active chunks are read into one matrix and kept per process,
checked at each query against a fingerprint of those chunks (how many, and their ids' largest
and sum), so a query reads a few numbers instead of every vector, and an indexed, failed or
re-indexed document is seen at the next query. Only the best rows' texts are then read.
"""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from threadpoolctl import threadpool_limits

from generated.enums import RagIndexStatus
from handwritten.db.documents import Document
from handwritten.db.knowledge import DocumentChunk
from handwritten.domain.knowledge.embeddings import Embedder, Vectors, cosine_distances, from_bytes
from handwritten.services.knowledge.lexical import Hit

# One BLAS thread for the cosine products: with two, OpenBLAS's second thread spun about 0.1 s
# after each small product, half the server's CPU under load (bench/README.md, "Knowledge-base
# queries"); requests already use the cores side by side.
threadpool_limits(limits=1, user_api="blas")

C, D = DocumentChunk, Document
_ACTIVE = (D.rag_index_status == RagIndexStatus.ACTIVE.value, C.embedding.is_not(None))
CACHED_WORKSPACES = 32


@dataclass(frozen=True, slots=True)
class _Matrix:
    fingerprint: tuple[int, int, int]
    chunk_ids: np.ndarray  # int64, one per row
    document_ids: np.ndarray  # int64, one per row
    vectors: Vectors


class _Cache:
    def __init__(self) -> None:
        # By database and workspace: a process may reach several databases (the tests do).
        self._matrices: OrderedDict[tuple[str, int], _Matrix] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[str, int], fingerprint: tuple[int, int, int]) -> _Matrix | None:
        with self._lock:
            found = self._matrices.get(key)
            if found is None or found.fingerprint != fingerprint:
                return None
            self._matrices.move_to_end(key)
            return found

    def put(self, key: tuple[str, int], matrix: _Matrix) -> None:
        with self._lock:
            self._matrices[key] = matrix
            self._matrices.move_to_end(key)
            while len(self._matrices) > CACHED_WORKSPACES:
                self._matrices.popitem(last=False)


_CACHE = _Cache()


async def _matrix(session: AsyncSession, workspace_id: int, dimension: int) -> _Matrix:
    joined = select(func.count(), func.coalesce(func.max(C.id), 0), func.coalesce(func.sum(C.id), 0)).join(
        D, D.id == C.document_id
    )
    count, largest, total = (await session.execute(joined.where(C.company_id == workspace_id, *_ACTIVE))).one()
    fingerprint = (int(count), int(largest), int(total))
    key = ((await session.connection()).engine.url.render_as_string(hide_password=True), workspace_id)
    cached = _CACHE.get(key, fingerprint)
    if cached is not None:
        return cached
    rows = (
        await session.execute(
            select(C.id, C.document_id, C.embedding)
            .join(D, D.id == C.document_id)
            .where(C.company_id == workspace_id, *_ACTIVE)
            .order_by(C.id)
        )
    ).all()
    vectors = (
        np.vstack([from_bytes(row.embedding, dimension) for row in rows])
        if rows
        else np.zeros((0, dimension), dtype=np.float32)
    )
    matrix = _Matrix(
        fingerprint,
        np.array([row.id for row in rows], dtype=np.int64),
        np.array([row.document_id for row in rows], dtype=np.int64),
        vectors,
    )
    _CACHE.put(key, matrix)
    return matrix


class DenseQuery:
    """A question's cosine distance to every active chunk of the workspace."""

    def __init__(self, matrix: _Matrix, distances: Vectors) -> None:
        self.matrix, self.distances = matrix, distances
        self._row = {int(chunk_id): row for row, chunk_id in enumerate(matrix.chunk_ids)}

    def distance(self, chunk_id: int) -> float | None:
        row = self._row.get(chunk_id)
        return None if row is None else float(self.distances[row])

    def best(self, limit: int, *, threshold: float | None, documents: np.ndarray | None) -> list[tuple[int, float]]:
        """(chunk id, distance) of the closest `limit` chunks, within the threshold and the documents."""
        keep = np.ones(len(self.matrix.chunk_ids), dtype=bool)
        if documents is not None:
            keep &= np.isin(self.matrix.document_ids, documents)
        if threshold is not None:
            keep &= self.distances <= threshold
        candidates = np.flatnonzero(keep)
        best = candidates[np.argsort(self.distances[candidates], kind="stable")[:limit]]
        return [(int(self.matrix.chunk_ids[row]), float(self.distances[row])) for row in best]


async def prepare(session: AsyncSession, *, workspace_id: int, question: str, embedder: Embedder) -> DenseQuery:
    query = (await asyncio.to_thread(embedder.embed, [question]))[0]
    matrix = await _matrix(session, workspace_id, embedder.dimension)
    return DenseQuery(matrix, cosine_distances(query, matrix.vectors))


async def allowed_documents(
    session: AsyncSession, document_ids: Sequence[int] | None, file_ids: Sequence[str] | None
) -> np.ndarray | None:
    """The documents a query is restricted to, or None when it is not."""
    allowed: set[int] | None = None if document_ids is None else set(document_ids)
    if file_ids is not None:
        named = set(await session.scalars(select(D.id).where(D.file_path.in_(list(file_ids)))))
        allowed = named if allowed is None else allowed & named
    return None if allowed is None else np.array(sorted(allowed), dtype=np.int64)


async def hits(session: AsyncSession, ranked: Sequence[tuple[int, float]]) -> list[Hit]:
    """The chunks of `ranked` (chunk id, distance), in its order, with their documents."""
    if not ranked:
        return []
    rows = await session.execute(
        select(C.id, C.document_id, D.name, D.file_path, C.position, C.page, C.text)
        .join(D, D.id == C.document_id)
        .where(C.id.in_([chunk_id for chunk_id, _ in ranked]))
    )
    by_id = {row.id: row for row in rows}
    found = []
    for chunk_id, distance in ranked:
        row = by_id.get(chunk_id)
        if row is not None:  # else gone since the matrix was read (another transaction)
            found.append(Hit(row.id, row.document_id, row.name, row.file_path, row.position, row.page, row.text,
                             score=1.0 - distance, distance=distance))  # fmt: skip
    return found
