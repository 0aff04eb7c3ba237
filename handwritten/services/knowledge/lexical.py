"""Lexical retrieval over the workspace's active chunks, with each database's full-text search:
FTS5 ranked by bm25 on SQLite, the tsvector column ranked by ts_rank_cd on PostgreSQL (migration
0017). The question's words are matched with OR, so a chunk needs only some of them; the ranking
puts the chunks with more, and rarer, words first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import bindparam, text
from sqlalchemy.ext.asyncio import AsyncSession

from generated.enums import RagIndexStatus

_WORD = re.compile(r"\w+", re.UNICODE)
MAX_TERMS = 64  # of a question's distinct words; the rest add little and cost a lot


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


def terms(question: str) -> list[str]:
    """The question's distinct words (lower case), in order, at most MAX_TERMS."""
    return list(dict.fromkeys(word.lower() for word in _WORD.findall(question)))[:MAX_TERMS]


_SQLITE = """
SELECT c.id AS chunk_id, c.document_id, d.name AS document_name, d.file_path AS file_id, c.position, c.page,
       c.text, -bm25(document_chunks_fts) AS score
FROM document_chunks_fts
JOIN document_chunks c ON c.id = document_chunks_fts.rowid
JOIN documents d ON d.id = c.document_id
WHERE document_chunks_fts MATCH :query AND c.company_id = :workspace AND d.company_id = :workspace
  AND d.rag_index_status = :active {restrict}
ORDER BY score DESC, c.id
LIMIT :limit
"""
_POSTGRESQL = """
SELECT c.id AS chunk_id, c.document_id, d.name AS document_name, d.file_path AS file_id, c.position, c.page,
       c.text, ts_rank_cd(c.text_search, q.query) AS score
FROM document_chunks c
JOIN documents d ON d.id = c.document_id
CROSS JOIN (SELECT to_tsquery('english', :query) AS query) q
WHERE c.text_search @@ q.query AND c.company_id = :workspace AND d.company_id = :workspace
  AND d.rag_index_status = :active {restrict}
ORDER BY score DESC, c.id
LIMIT :limit
"""


async def search(
    session: AsyncSession,
    *,
    workspace_id: int,
    question: str,
    limit: int,
    document_ids: Sequence[int] | None = None,
    file_ids: Sequence[str] | None = None,
) -> list[Hit]:
    words = terms(question)
    if not words:
        return []
    postgresql = (await session.connection()).dialect.name == "postgresql"
    if postgresql:  # each word quoted as a lexeme, stemmed by the configuration
        query = " | ".join("'" + word.replace("'", "''") + "'" for word in words)
    else:  # each word a phrase of one token, stemmed by the porter tokenizer
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
    statement = text((_POSTGRESQL if postgresql else _SQLITE).format(restrict=restrict))
    for name in ("document_ids", "file_ids"):
        if name in values:
            statement = statement.bindparams(bindparam(name, expanding=True))
    rows = await session.execute(statement, values)
    return [Hit(**row._mapping) for row in rows]
