"""Dense retrieval: the question's embedding against the workspace's chunk embeddings, by cosine
distance (decision knowledge_base_retrieval).

The embeddings of a workspace's active chunks are read into one matrix and kept per process
(snapshots.py), so a query reads a few numbers instead of every vector. Only the best rows' texts
are then read.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import numpy as np
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from threadpoolctl import threadpool_limits

from handwritten.domain.knowledge.embeddings import Embedder, Vectors, cosine_distances, from_bytes
from handwritten.services.knowledge.chunks import C, D
from handwritten.services.knowledge.snapshots import ACTIVE, Snapshots

# One BLAS thread for the cosine products: with two, OpenBLAS's second thread spun about 0.1 s
# after each small product, half the server's CPU under load (git log -p bench/README.md, "Knowledge-base
# queries"); requests already use the cores side by side.
threadpool_limits(limits=1, user_api="blas")


@dataclass(frozen=True, slots=True)
class _Matrix:
    chunk_ids: np.ndarray  # int64, one per row
    document_ids: np.ndarray  # int64, one per row
    vectors: Vectors


_MATRICES: Snapshots[_Matrix] = Snapshots()


async def _matrix(session: AsyncSession, workspace_id: int, dimension: int) -> _Matrix:
    async def build() -> _Matrix:
        rows = (
            await session.execute(
                select(C.id, C.document_id, C.embedding)
                .join(D, D.id == C.document_id)
                .where(C.company_id == workspace_id, *ACTIVE)
                .order_by(C.id)
            )
        ).all()
        vectors = (
            np.vstack([from_bytes(row.embedding, dimension) for row in rows])
            if rows
            else np.zeros((0, dimension), dtype=np.float32)
        )
        return _Matrix(
            np.array([row.id for row in rows], dtype=np.int64),
            np.array([row.document_id for row in rows], dtype=np.int64),
            vectors,
        )

    return await _MATRICES.get(session, workspace_id, build)


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
