"""Tables of the knowledge base (ingestion host): the chunks of indexed documents and the logs of
queries (Q1, Q2). Both are tenant data.

Registered with the shared metadata when handwritten.db.models is imported (it imports this
module at its end). The lexical index beside the chunks is each database's own (migration 0017):
an FTS5 table kept by triggers on SQLite, a generated tsvector column with a GIN index on
PostgreSQL; neither is mapped here.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Boolean, ForeignKey, Index, Integer, LargeBinary, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from handwritten.db.models import Base, Id, TenantScoped, utcnow


def is_lexical_index(name: str | None) -> bool:
    """Whether a schema object is part of the lexical index (migration 0017), which each database
    keeps in its own way and the models leave out: the FTS5 tables, the tsvector column and index."""
    return name is not None and (name.startswith("document_chunks_fts") or name.endswith("text_search"))


class DocumentChunk(TenantScoped, Base):
    """A passage of an indexed document, with where it is (page, characters) and its embedding."""

    __tablename__ = "document_chunks"
    __table_args__ = (
        Index("ix_document_chunks_document", "document_id", "position"),
        # The fingerprint of a workspace's chunks read from the index alone (migration 0019).
        Index(
            "ix_document_chunks_fingerprint",
            "company_id",
            "document_id",
            "id",
            postgresql_where=text("embedding IS NOT NULL"),
            sqlite_where=text("embedding IS NOT NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    document_id: Mapped[int] = mapped_column(Id, ForeignKey("documents.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    page: Mapped[int] = mapped_column(Integer, default=1)
    start: Mapped[int] = mapped_column(Integer)
    end: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)
    # float32 values, little-endian; None until an embedder has run (dense retrieval skips it).
    embedding: Mapped[bytes | None] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class QueryLog(TenantScoped, Base):
    """One executed query (Q2), successful or not, as Q1 lists it."""

    __tablename__ = "query_logs"
    __table_args__ = (Index("ix_query_logs_company_created", "company_id", "created_at"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    query_lookup_key: Mapped[str | None] = mapped_column(String(255))
    query_text: Mapped[str] = mapped_column(Text)
    mode: Mapped[str] = mapped_column(String(16))
    corpus: Mapped[int] = mapped_column(Id)
    results_count: Mapped[int] = mapped_column(Integer, default=0)
    response_time_ms: Mapped[int] = mapped_column(Integer, default=0)
    success: Mapped[bool] = mapped_column(Boolean, default=True)
    error_message: Mapped[str] = mapped_column(Text, default="")
    query_metadata: Mapped[dict[str, Any]] = mapped_column("metadata", default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
