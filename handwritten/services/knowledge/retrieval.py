"""One interface over the three retrievers (decision knowledge_base_retrieval): lexical, dense,
and hybrid, the default, which fuses the two rankings by reciprocal rank fusion (each chunk
scores the sum of 1 / (k + rank) over the rankings it is in; k is CANOPY_RETRIEVAL_RRF_K).

Every result carries its cosine distance when the workspace's chunks have embeddings (dense and
hybrid), so vector_distance_threshold means the same whatever the retriever; lexical results
carry 1 / (1 + score) instead.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.domain.knowledge.embeddings import Embedder
from handwritten.services.knowledge import dense, lexical
from handwritten.services.knowledge.chunks import Hit, allowed_documents

Retriever = Literal["lexical", "dense", "hybrid"]
RETRIEVERS: tuple[Retriever, ...] = ("lexical", "dense", "hybrid")
FUSED_CANDIDATES = 50  # from each ranking, before fusion


@dataclass
class Retrieval:
    hits: list[Hit]
    timings_ms: dict[str, float] = field(default_factory=dict)


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
) -> Retrieval:
    timings: dict[str, float] = {}
    clock = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        timings[name] = round((now - clock) * 1000, 1)
        clock = now

    lexical_hits: list[Hit] = []
    if retriever != "dense":
        limit = top_k if retriever == "lexical" else max(FUSED_CANDIDATES, top_k)
        lexical_hits = await lexical.search(
            session, workspace_id=workspace_id, question=question, limit=limit, document_ids=document_ids,
            file_ids=file_ids,
        )  # fmt: skip
        lap("lexical")
        if retriever == "lexical":
            return Retrieval([replace(hit, distance=1 / (1 + hit.score)) for hit in lexical_hits], timings)
    query = await dense.prepare(session, workspace_id=workspace_id, question=question, embedder=embedder)
    lap("embedding")
    documents = await allowed_documents(session, document_ids, file_ids)
    if retriever == "dense":
        found = await dense.hits(session, query.best(top_k, threshold=threshold, documents=documents))
        lap("dense")
        return Retrieval(found, timings)
    ranked = query.best(max(FUSED_CANDIDATES, top_k), threshold=threshold, documents=documents)
    dense_hits = await dense.hits(session, ranked)
    lap("dense")
    fused: dict[int, float] = {}
    for ranking in (lexical_hits, dense_hits):
        for rank, hit in enumerate(ranking, 1):
            fused[hit.chunk_id] = fused.get(hit.chunk_id, 0.0) + 1.0 / (rrf_k + rank)
    by_id = {hit.chunk_id: hit for hit in (*lexical_hits, *dense_hits)}
    best = sorted(fused, key=lambda chunk_id: (-fused[chunk_id], chunk_id))
    results = []
    for chunk_id in best:
        distance = query.distance(chunk_id)
        if threshold is not None and (distance is None or distance > threshold):
            continue  # a lexical match farther than the threshold allows
        results.append(replace(by_id[chunk_id], score=fused[chunk_id], distance=distance))
        if len(results) == top_k:
            break
    lap("fusion")
    return Retrieval(results, timings)
