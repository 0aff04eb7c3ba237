"""One interface over the three retrievers (decision knowledge_base_retrieval): lexical, dense,
and hybrid, the default, which fuses the two rankings by reciprocal rank fusion (each chunk
scores the sum of 1 / (k + rank) over the rankings it is in; k is CANOPY_RETRIEVAL_RRF_K).

Every result carries its cosine distance when the workspace's chunks have embeddings (dense and
hybrid), so vector_distance_threshold means the same whatever the retriever; lexical results
carry 1 / (1 + score) instead.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.domain.knowledge.embeddings import Embedder
from handwritten.services.knowledge import dense, lexical
from handwritten.services.knowledge.chunks import Hit, allowed_documents, read_hits
from handwritten.services.knowledge.neighbours import Indexing

Retriever = Literal["lexical", "dense", "hybrid"]
RETRIEVERS: tuple[Retriever, ...] = ("lexical", "dense", "hybrid")
FUSED_CANDIDATES = 50  # from each ranking, before fusion


@dataclass
class Retrieval:
    hits: list[Hit]
    timings_ms: dict[str, float] = field(default_factory=dict)
    # The workspace's nearest-neighbour index is behind its chunks: the caller asks for its refresh.
    index_refresh_due: bool = False


async def retrieve(
    session: AsyncSession,
    *,
    retriever: Retriever,
    workspace_id: int,
    question: str,
    top_k: int,
    embedder: Embedder,
    rrf_k: int,
    threshold: float | None = None,
    document_ids: Sequence[int] | None = None,
    file_ids: Sequence[str] | None = None,
    indexing: Indexing | None = None,
) -> Retrieval:
    timings: dict[str, float] = {}
    clock = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        timings[name] = round((now - clock) * 1000, 1)
        clock = now

    # Each retriever ranks chunk ids; only the chunks of the final results are read (chunks.py).
    lexical_ranking: list[tuple[int, float]] = []
    if retriever != "dense":
        limit = top_k if retriever == "lexical" else max(FUSED_CANDIDATES, top_k)
        lexical_ranking = await lexical.rank(
            session, workspace_id=workspace_id, question=question, limit=limit, document_ids=document_ids,
            file_ids=file_ids,
        )  # fmt: skip
        lap("lexical")
        if retriever == "lexical":
            found = [(chunk_id, score, 1 / (1 + score)) for chunk_id, score in lexical_ranking]
            return await _read(session, found, timings, lap)
    query = await dense.prepare(
        session, workspace_id=workspace_id, question=question, embedder=embedder, indexing=indexing
    )
    lap("embedding")
    documents = await allowed_documents(session, document_ids, file_ids)
    if retriever == "dense":
        ranked = await query.best(top_k, threshold=threshold, documents=documents)
        lap("dense")
        found_dense = await _read(
            session, [(chunk_id, 1.0 - distance, distance) for chunk_id, distance in ranked], timings, lap
        )
        found_dense.index_refresh_due = query.refresh_due
        return found_dense
    dense_ranking = await query.best(max(FUSED_CANDIDATES, top_k), threshold=threshold, documents=documents)
    lap("dense")
    fused: dict[int, float] = {}
    for ranking in (lexical_ranking, dense_ranking):
        for rank, (chunk_id, _) in enumerate(ranking, 1):
            fused[chunk_id] = fused.get(chunk_id, 0.0) + 1.0 / (rrf_k + rank)
    results: list[tuple[int, float, float | None]] = []
    for chunk_id in sorted(fused, key=lambda chunk_id: (-fused[chunk_id], chunk_id)):
        distance = query.distance(chunk_id)
        if threshold is not None and (distance is None or distance > threshold):
            continue  # a lexical match farther than the threshold allows
        results.append((chunk_id, fused[chunk_id], distance))
        if len(results) == top_k:
            break
    lap("fusion")
    fused_found = await _read(session, results, timings, lap)
    fused_found.index_refresh_due = query.refresh_due
    return fused_found


async def _read(
    session: AsyncSession,
    ranked: Sequence[tuple[int, float, float | None]],
    timings: dict[str, float],
    lap: Callable[[str], None],
) -> Retrieval:
    hits = await read_hits(session, ranked)
    lap("chunks")
    return Retrieval(hits, timings)
