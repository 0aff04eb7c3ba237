"""Lexical retrieval over the workspace's active chunks, on each database's full-text search
(decision knowledge_base_retrieval): on SQLite FTS5 matches and ranks by bm25; on PostgreSQL the
chunks' tsvector (english: parsed, stemmed, stop words dropped; migration 0017) gives each chunk's
terms and the question's, and BM25 ranks them in memory (domain/knowledge/bm25.py, a copy per
process kept by snapshots.py), where ts_rank_cd weighed no word by its rarity. The question's
words are matched with OR, so a chunk needs only some of them; the ranking puts the chunks with
more, and rarer, words first.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence

from sqlalchemy import Label, bindparam, literal_column, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from generated.enums import RagIndexStatus
from handwritten.domain.knowledge.bm25 import Bm25Index, parse_tsvector
from handwritten.services.knowledge.chunks import C, D, allowed_documents
from handwritten.services.knowledge.snapshots import ACTIVE, Snapshots

_WORD = re.compile(r"\w+", re.UNICODE)
MAX_TERMS = 64  # of a question's distinct words; the rest add little and cost a lot


def terms(question: str) -> list[str]:
    """The question's distinct words (lower case), in order, at most MAX_TERMS."""
    return list(dict.fromkeys(word.lower() for word in _WORD.findall(question)))[:MAX_TERMS]


_SQLITE = """
SELECT c.id, -bm25(document_chunks_fts) AS score
FROM document_chunks_fts
JOIN document_chunks c ON c.id = document_chunks_fts.rowid
JOIN documents d ON d.id = c.document_id
WHERE document_chunks_fts MATCH :query AND c.company_id = :workspace AND d.company_id = :workspace
  AND d.rag_index_status = :active {restrict}
ORDER BY score DESC, c.id
LIMIT :limit
"""
_INDEXES: Snapshots[Bm25Index] = Snapshots()
_TERMS: Label[str] = literal_column("CAST(document_chunks.text_search AS text)").label("terms")
_QUESTION_TERMS = text("SELECT tsvector_to_array(to_tsvector('english', :question))")


async def _index(session: AsyncSession, workspace_id: int) -> Bm25Index:
    async def build() -> Bm25Index:
        statement = (
            select(C.id, C.document_id, _TERMS)
            .join(D, D.id == C.document_id)
            .where(C.company_id == workspace_id, *ACTIVE)
            .order_by(C.id)
        )
        rows = (await session.execute(statement)).all()
        # Parsing 10,000 chunks' terms takes a few hundred ms: off the event loop.
        return await asyncio.to_thread(
            lambda: Bm25Index.build((row.id, row.document_id, parse_tsvector(row.terms)) for row in rows)
        )

    return await _INDEXES.get(session, workspace_id, build)


async def _postgresql(
    session: AsyncSession,
    workspace_id: int,
    question: str,
    limit: int,
    document_ids: Sequence[int] | None,
    file_ids: Sequence[str] | None,
) -> list[tuple[int, float]]:
    words = list(await session.scalar(_QUESTION_TERMS, {"question": " ".join(terms(question))}) or [])
    if not words:
        return []
    index = await _index(session, workspace_id)
    documents = await allowed_documents(session, document_ids, file_ids)
    return index.best(words, limit=limit, documents=documents)


async def rank(
    session: AsyncSession,
    *,
    workspace_id: int,
    question: str,
    limit: int,
    document_ids: Sequence[int] | None = None,
    file_ids: Sequence[str] | None = None,
) -> list[tuple[int, float]]:
    """(chunk id, score) of the best `limit` chunks, best first; a higher score is better."""
    if (await session.connection()).dialect.name == "postgresql":
        return await _postgresql(session, workspace_id, question, limit, document_ids, file_ids)
    words = terms(question)
    if not words:
        return []
    # Each word a phrase of one token, stemmed by the porter tokenizer.
    query = " OR ".join('"' + word.replace('"', '""') + '"' for word in words)
    restrict = ""
    values: dict[str, object] = {
        "query": query, "workspace": workspace_id, "limit": limit, "active": RagIndexStatus.ACTIVE.value,
    }  # fmt: skip
    if document_ids is not None:
        restrict += " AND c.document_id IN :document_ids"
        values["document_ids"] = list(document_ids)
    if file_ids is not None:
        restrict += " AND d.file_path IN :file_ids"
        values["file_ids"] = list(file_ids)
    statement = text(_SQLITE.format(restrict=restrict))
    for name in ("document_ids", "file_ids"):
        if name in values:
            statement = statement.bindparams(bindparam(name, expanding=True))
    return [(row.id, float(row.score)) for row in await session.execute(statement, values)]
