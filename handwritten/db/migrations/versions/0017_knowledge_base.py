"""knowledge base: the chunks of indexed documents with a lexical index on each database, the
logs of queries (Q1, Q2), and why a document's indexing failed

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-25 15:20:00

SQLite: an FTS5 table over the chunks' text (external content, kept by triggers). PostgreSQL: a
generated tsvector column (english configuration) with a GIN index. Both rank with their own
functions (bm25, ts_rank_cd); services/knowledge/lexical.py reads them.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from handwritten.db.row_security import protect

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
NOW = sa.DateTime(timezone=True)

_SQLITE_FTS = [
    "CREATE VIRTUAL TABLE document_chunks_fts USING fts5(text, content='document_chunks', content_rowid='id', "
    "tokenize='porter unicode61')",
    "CREATE TRIGGER document_chunks_ai AFTER INSERT ON document_chunks BEGIN "
    "INSERT INTO document_chunks_fts(rowid, text) VALUES (new.id, new.text); END",
    "CREATE TRIGGER document_chunks_ad AFTER DELETE ON document_chunks BEGIN "
    "INSERT INTO document_chunks_fts(document_chunks_fts, rowid, text) VALUES ('delete', old.id, old.text); END",
    "CREATE TRIGGER document_chunks_au AFTER UPDATE OF text ON document_chunks BEGIN "
    "INSERT INTO document_chunks_fts(document_chunks_fts, rowid, text) VALUES ('delete', old.id, old.text); "
    "INSERT INTO document_chunks_fts(rowid, text) VALUES (new.id, new.text); END",
]


def upgrade() -> None:
    op.add_column("documents", sa.Column("rag_index_error", sa.Text(), nullable=True))
    op.create_table(
        "document_chunks",
        sa.Column("id", Id, nullable=False),
        sa.Column("document_id", Id, nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("page", sa.Integer(), nullable=False),
        sa.Column("start", sa.Integer(), nullable=False),
        sa.Column("end", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("embedding", sa.LargeBinary(), nullable=True),
        sa.Column("created_at", NOW, nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["document_id"], ["documents.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_document_chunks_company_id", "document_chunks", ["company_id"])
    op.create_index("ix_document_chunks_document", "document_chunks", ["document_id", "position"])
    op.create_table(
        "query_logs",
        sa.Column("id", Id, nullable=False),
        sa.Column("query_lookup_key", sa.String(length=255), nullable=True),
        sa.Column("query_text", sa.Text(), nullable=False),
        sa.Column("mode", sa.String(length=16), nullable=False),
        sa.Column("corpus", Id, nullable=False),
        sa.Column("results_count", sa.Integer(), nullable=False),
        sa.Column("response_time_ms", sa.Integer(), nullable=False),
        sa.Column("success", sa.Boolean(), nullable=False),
        sa.Column("error_message", sa.Text(), nullable=False),
        sa.Column("metadata", sa.JSON(), nullable=False),
        sa.Column("created_at", NOW, nullable=False),
        sa.Column("updated_at", NOW, nullable=False),
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_query_logs_company_id", "query_logs", ["company_id"])
    op.create_index("ix_query_logs_company_created", "query_logs", ["company_id", "created_at"])
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "ALTER TABLE document_chunks ADD COLUMN text_search tsvector "
            "GENERATED ALWAYS AS (to_tsvector('english', text)) STORED"
        )
        op.execute("CREATE INDEX ix_document_chunks_text_search ON document_chunks USING gin (text_search)")
    else:
        for statement in _SQLITE_FTS:
            op.execute(statement)
    protect(["document_chunks", "query_logs"], ["document_chunks_id_seq", "query_logs_id_seq"])


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        for name in ("document_chunks_au", "document_chunks_ad", "document_chunks_ai"):
            op.execute(f"DROP TRIGGER {name}")
        op.execute("DROP TABLE document_chunks_fts")
    op.drop_table("query_logs")
    op.drop_table("document_chunks")
    op.drop_column("documents", "rag_index_error")
