"""Tables of the ingestion area: documents, their identifiers and folders, data import runs.

Registered with the shared metadata when handwritten.db.models is imported (it imports this
module last), so migrations, tenancy and the tests see them like every other table.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, ColumnElement, ForeignKey, Index, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from handwritten.db.models import Base, Id, TenantScoped, Timestamps


class DocumentFolder(TenantScoped, Timestamps, Base):
    """A folder of documents; folders nest through parent (never into themselves)."""

    __tablename__ = "document_folders"
    __table_args__ = (Index("ix_document_folders_company_parent", "company_id", "parent_id"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    name: Mapped[str] = mapped_column(String(255))
    # RESTRICT: a folder that holds folders cannot be deleted (the service says why first).
    parent_id: Mapped[int | None] = mapped_column(Id, ForeignKey("document_folders.id", ondelete="RESTRICT"))


class Document(TenantScoped, Timestamps, Base):
    """A document's record; its file lives in object storage (handwritten/adapters/storage).

    `upload_key` is the object key the upload URL was signed for; confirming the upload moves the
    object to its final key (file_path), which only the server writes, so a confirmed file is
    never overwritten by a second upload.
    """

    __tablename__ = "documents"
    __table_args__ = (Index("ix_documents_company_created", "company_id", "created_at"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    name: Mapped[str] = mapped_column(String(510))
    description: Mapped[str | None] = mapped_column(Text)
    source: Mapped[str | None] = mapped_column(String(20))
    file_path: Mapped[str] = mapped_column(String(1024))
    upload_key: Mapped[str] = mapped_column(String(1024))
    file_size: Mapped[int | None] = mapped_column(BigInteger)
    # The kind given at creation (the spec's DocumentContentType), never changed by the file.
    content_type: Mapped[str] = mapped_column(String(255))
    # The confirmed file's type, read from its bytes (decision document_content_type); None before.
    media_type: Mapped[str | None] = mapped_column(String(255))
    upload_status: Mapped[str] = mapped_column(String(16), default="pending")
    uploaded_at: Mapped[datetime | None] = mapped_column()
    processed_at: Mapped[datetime | None] = mapped_column()
    rag_index_status: Mapped[str | None] = mapped_column(String(16))
    # Why indexing failed (rag_index_status failed), kept until it is indexed again.
    rag_index_error: Mapped[str | None] = mapped_column(Text)
    # The member who created it; kept as a number, as the document shows it, if the member leaves.
    user_company_id: Mapped[int] = mapped_column(Id)
    folder_id: Mapped[int | None] = mapped_column(
        Id, ForeignKey("document_folders.id", ondelete="RESTRICT"), index=True
    )
    pulse_params: Mapped[dict[str, Any]] = mapped_column(default=dict)
    # Set by DL1: a deleted document is absent from every operation (decision document_deletion).
    deleted_at: Mapped[datetime | None] = mapped_column()


# The documents every operation sees: all but the deleted ones.
PRESENT: ColumnElement[bool] = Document.deleted_at.is_(None)


class DocumentIdentifier(TenantScoped, Base):
    """An identifier attached to a document (given when created or confirmed, or imported)."""

    __tablename__ = "document_identifiers"
    __table_args__ = (Index("ix_document_identifiers_company_identifier", "company_id", "identifier"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    document_id: Mapped[int] = mapped_column(Id, ForeignKey("documents.id", ondelete="CASCADE"), index=True)
    identifier: Mapped[str] = mapped_column(String(1024))
    user_company_id: Mapped[int] = mapped_column(Id)
    # The tags of the import run that added it, if one did.
    tags: Mapped[list[Any]] = mapped_column(JSON, default=list)
    import_run_id: Mapped[int | None] = mapped_column(Id, ForeignKey("data_import_runs.id", ondelete="SET NULL"))


class DataImportRun(TenantScoped, Timestamps, Base):
    """A recorded bulk data import: what was sent, what the importer did with it (or would do)."""

    __tablename__ = "data_import_runs"
    __table_args__ = (Index("ix_data_import_runs_company_created", "company_id", "created_at"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    run_id: Mapped[uuid.UUID] = mapped_column(Uuid, unique=True, default=uuid.uuid4)
    document_id: Mapped[int] = mapped_column(Id, ForeignKey("documents.id", ondelete="CASCADE"))
    model_identifier: Mapped[str] = mapped_column(String(255))
    results: Mapped[Any] = mapped_column(JSON)  # as sent, any JSON (decision import_run_results)
    # What the model_identifier's importer did with the results; NULL when no importer ran (migration 0027).
    import_report: Mapped[Any] = mapped_column(JSON(none_as_null=True), nullable=True)
    tags: Mapped[list[Any]] = mapped_column(JSON, default=list)
    dry_run: Mapped[bool] = mapped_column(Boolean, default=True)
