"""Dense retrieval: the question's embedding against the workspace's chunk embeddings, by cosine
distance (decision knowledge_base_retrieval).

Below CANOPY_DENSE_INDEX_THRESHOLD active chunks, the search is exact: the embeddings of a
workspace's active chunks are read into one matrix and kept per process (snapshots.py), so a query
reads a few numbers instead of every vector. From it on, the search goes through the workspace's
approximate-nearest-neighbour index (neighbours.py), memory-mapped and shared by the processes, and
what it finds is checked against the database: only active chunks of the workspace, of the
documents asked for, are results. Only the best rows' texts are then read.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Protocol

import numpy as np
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from threadpoolctl import threadpool_limits

from handwritten.domain.knowledge.embeddings import Embedder, Vectors, cosine_distances, from_bytes
from handwritten.services.knowledge import neighbours
from handwritten.services.knowledge.chunks import C, D
from handwritten.services.knowledge.neighbours import Indexing, Opened
from handwritten.services.knowledge.snapshots import ACTIVE, Snapshots, fingerprint

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


class DenseQuery(Protocol):
    # The index searched is older than the chunks, or missing: this process asks for its refresh.
    refresh_due: bool

    def distance(self, chunk_id: int) -> float | None:
        """The question's cosine distance to the chunk, or None when it is not known."""
        ...

    async def best(
        self, limit: int, *, threshold: float | None, documents: np.ndarray | None
    ) -> list[tuple[int, float]]:
        """(chunk id, distance) of the closest `limit` chunks, within the threshold and the documents."""
        ...


class ExactQuery:
    """A question's cosine distance to every active chunk of the workspace."""

    refresh_due = False

    def __init__(self, matrix: _Matrix, distances: Vectors) -> None:
        self.matrix, self.distances = matrix, distances
        self._row = {int(chunk_id): row for row, chunk_id in enumerate(matrix.chunk_ids)}

    def distance(self, chunk_id: int) -> float | None:
        row = self._row.get(chunk_id)
        return None if row is None else float(self.distances[row])

    async def best(
        self, limit: int, *, threshold: float | None, documents: np.ndarray | None
    ) -> list[tuple[int, float]]:
        keep = np.ones(len(self.matrix.chunk_ids), dtype=bool)
        if documents is not None:
            keep &= np.isin(self.matrix.document_ids, documents)
        if threshold is not None:
            keep &= self.distances <= threshold
        candidates = np.flatnonzero(keep)
        best = candidates[np.argsort(self.distances[candidates], kind="stable")[:limit]]
        return [(int(self.matrix.chunk_ids[row]), float(self.distances[row])) for row in best]


class NeighbourQuery:
    """A question searched in the workspace's approximate-nearest-neighbour index."""

    def __init__(
        self, session: AsyncSession, opened: Opened, query: Vectors, *, workspace_id: int, exact_below: int
    ) -> None:
        self.session, self.index, self.query = session, opened.index, query
        self.workspace_id, self.exact_below = workspace_id, exact_below
        self.refresh_due = False
        self._distances: dict[int, float | None] = {}

    def distance(self, chunk_id: int) -> float | None:
        if chunk_id not in self._distances:
            vector = self.index.get(chunk_id)  # None for a chunk newer than the index
            self._distances[chunk_id] = _cosine(self.query, vector) if isinstance(vector, np.ndarray) else None
        return self._distances[chunk_id]

    async def best(
        self, limit: int, *, threshold: float | None, documents: np.ndarray | None
    ) -> list[tuple[int, float]]:
        if documents is not None:
            exact = await self._exact_within(documents, limit, threshold)
            if exact is not None:
                return exact
        # More than asked for: some found may be of documents deleted since the index was written,
        # or, for a query restricted to documents, of others.
        wanted = limit * 2 + 16 if documents is None else limit * 8 + 16
        count = min(len(self.index), wanted)
        if count == 0:
            return []
        matches = self.index.search(self.query, count, threads=1)
        found = [
            (int(key), float(distance))
            for key, distance in zip(matches.keys[: len(matches)], matches.distances[: len(matches)], strict=True)
            if threshold is None or distance <= threshold
        ]
        if not found:
            return []
        # The database decides what may be a result: the workspace's active chunks (tenancy), of the documents asked.
        statement = (
            select(C.id)
            .join(D, D.id == C.document_id)
            .where(C.id.in_([key for key, _ in found]), C.company_id == self.workspace_id, *ACTIVE)
        )
        if documents is not None:
            statement = statement.where(C.document_id.in_([int(d) for d in documents]))
        alive = set(await self.session.scalars(statement))
        for key, distance in found:
            self._distances[key] = distance
        return [(key, distance) for key, distance in found if key in alive][:limit]

    async def _exact_within(
        self, documents: np.ndarray, limit: int, threshold: float | None
    ) -> list[tuple[int, float]] | None:
        """The exact search over the chunks of a few documents, or None when they hold many."""
        within = (C.company_id == self.workspace_id, C.document_id.in_([int(d) for d in documents]), *ACTIVE)
        count = await self.session.scalar(
            select(func.count()).select_from(C).join(D, D.id == C.document_id).where(*within)
        )
        if (count or 0) >= self.exact_below:
            return None
        rows = (
            await self.session.execute(
                select(C.id, C.embedding).join(D, D.id == C.document_id).where(*within).order_by(C.id)
            )
        ).all()
        if not rows:
            return []
        dimension = len(self.query)
        distances = cosine_distances(self.query, np.vstack([from_bytes(row.embedding, dimension) for row in rows]))
        order = [
            row for row in np.argsort(distances, kind="stable") if threshold is None or distances[row] <= threshold
        ]
        return [(int(rows[row].id), float(distances[row])) for row in order[:limit]]


def _cosine(query: Vectors, vector: np.ndarray) -> float:
    return float(np.clip(1.0 - float(np.dot(query, vector.astype(np.float32))), 0.0, 2.0))


async def prepare(
    session: AsyncSession,
    *,
    workspace_id: int,
    question: str,
    embedder: Embedder,
    indexing: Indexing | None = None,
) -> DenseQuery:
    query = (await asyncio.to_thread(embedder.embed, [question]))[0]
    if indexing is not None:
        current = await fingerprint(session, workspace_id)
        if current[0] >= indexing.threshold:
            database = await neighbours.database_of(session)
            folder = neighbours.workspace_folder(indexing, database, workspace_id)
            opened = neighbours.open_newest(folder, current)
            stale = opened is None or opened.generation.fingerprint != current
            due = stale and neighbours.first_request(folder, current)
            if opened is not None:
                _MATRICES.forget(database, workspace_id)  # kept while the index was being built
                found = NeighbourQuery(
                    session, opened, query, workspace_id=workspace_id, exact_below=indexing.threshold
                )
                found.refresh_due = due
                return found
            # Not built yet: exact, as below the threshold, until the refresh asked for is done.
            exact = await _exact(session, workspace_id, query, embedder.dimension)
            exact.refresh_due = due
            return exact
    return await _exact(session, workspace_id, query, embedder.dimension)


async def _exact(session: AsyncSession, workspace_id: int, query: Vectors, dimension: int) -> ExactQuery:
    matrix = await _matrix(session, workspace_id, dimension)
    return ExactQuery(matrix, cosine_distances(query, matrix.vectors))
