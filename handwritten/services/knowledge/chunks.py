"""The chunks a retrieval finds, as results (Hit), and the reads the retrievers share: which
documents a query is restricted to, and the found chunks' texts, read only for the best ones."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from generated.enums import RagIndexStatus
from handwritten.db.documents import Document
from handwritten.db.knowledge import DocumentChunk

C, D = DocumentChunk, Document


@dataclass(frozen=True, slots=True)
class Hit:
    chunk_id: int
    document_id: int
    document_name: str
    file_id: str
    position: int
    page: int
    text: str
    score: float  # higher is better; comparable within one retrieval only
    distance: float | None = None  # the cosine distance, when the hit came from the embeddings


async def allowed_documents(
    session: AsyncSession, document_ids: Sequence[int] | None, file_ids: Sequence[str] | None
) -> np.ndarray | None:
    """The documents a query is restricted to, or None when it is not."""
    allowed: set[int] | None = None if document_ids is None else set(document_ids)
    if file_ids is not None:
        named = set(await session.scalars(select(D.id).where(D.file_path.in_(list(file_ids)))))
        allowed = named if allowed is None else allowed & named
    return None if allowed is None else np.array(sorted(allowed), dtype=np.int64)


async def read_hits(session: AsyncSession, ranked: Sequence[tuple[int, float, float | None]]) -> list[Hit]:
    """The chunks of `ranked` (chunk id, score, distance), in its order, with their documents."""
    if not ranked:
        return []
    rows = await session.execute(
        select(C.id, C.document_id, D.name, D.file_path, C.position, C.page, C.text)
        .join(D, D.id == C.document_id)
        # Active documents only, whatever the copy the ranking came from: a document deleted or
        # replaced since it was read is never a result.
        .where(C.id.in_([chunk_id for chunk_id, _, _ in ranked]), D.rag_index_status == RagIndexStatus.ACTIVE)
    )
    by_id = {row.id: row for row in rows}
    found = []
    for chunk_id, score, distance in ranked:
        row = by_id.get(chunk_id)
        if row is not None:  # else gone since the copy was read (another transaction)
            found.append(Hit(row.id, row.document_id, row.name, row.file_path, row.position, row.page, row.text,
                             score=score, distance=distance))  # fmt: skip
    return found
