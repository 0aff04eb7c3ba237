# Generated from spec/mappings/documents.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of Document, DocumentFolder, DocumentIdentifierDetail: the columns each is read from, labelled with its
fields' names, and the model built from such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.documents import Document, DocumentFolder, DocumentIdentifier
from handwritten.runtime.constructing import constructed

__all__ = [
    "DOCUMENT_COLUMNS",
    "document_from_row",
    "DOCUMENT_FOLDER_COLUMNS",
    "document_folder_from_row",
    "document_folder_row",
    "DOCUMENT_IDENTIFIER_DETAIL_COLUMNS",
    "document_identifier_detail_from_row",
    "document_identifier_detail_row",
]

# -- Document ----------------------------------------------------------------------------------

DOCUMENT_COLUMNS = (
    Document.id.label("id"),
    Document.name.label("name"),
    Document.description.label("description"),
    Document.source.label("source"),
    Document.file_path.label("file_path"),
    Document.file_size.label("file_size"),
    Document.content_type.label("content_type"),
    Document.media_type.label("media_type"),
    Document.upload_status.label("upload_status"),
    Document.uploaded_at.label("uploaded_at"),
    Document.created_at.label("created_at"),
    Document.updated_at.label("updated_at"),
    Document.company_id.label("company_id"),
    Document.user_company_id.label("user_company_id"),
    Document.pulse_params.label("pulse_params"),
    Document.rag_index_status.label("rag_index_status"),
    Document.folder_id.label("folder"),
    DocumentFolder.name.label("folder_name"),
    DocumentFolder.parent_id.label("folder_parent"),
)


def document_from_row(
    row: Mapping[Any, Any],
    *,
    pulse_params: models.PulseParams,
    identifiers_details: list[models.DocumentIdentifierDetail],
    folder_detail: models.FolderDetail | None,
) -> models.Document:
    """The Document of a row of DOCUMENT_COLUMNS, with the fields the service gives: pulse_params,
    identifiers_details, folder_detail."""
    return constructed(
        models.Document,
        {
            "id": row["id"],
            "name": row["name"],
            "description": row["description"],
            "source": row["source"],
            "file_path": row["file_path"],
            "file_size": row["file_size"],
            "content_type": row["content_type"],
            "media_type": row["media_type"],
            "upload_status": enums.UploadStatus(row["upload_status"]),
            "uploaded_at": row["uploaded_at"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
            "company_id": row["company_id"],
            "user_company_id": row["user_company_id"],
            "pulse_params": pulse_params,
            "identifiers_details": identifiers_details,
            "rag_index_status": None
            if row["rag_index_status"] is None
            else enums.RagIndexStatus(row["rag_index_status"]),
            "folder": row["folder"],
            "folder_detail": folder_detail,
        },
    )


# -- DocumentFolder ----------------------------------------------------------------------------

DOCUMENT_FOLDER_COLUMNS = (
    DocumentFolder.id.label("id"),
    DocumentFolder.name.label("name"),
    DocumentFolder.parent_id.label("parent"),
    DocumentFolder.created_at.label("created_at"),
    DocumentFolder.updated_at.label("updated_at"),
)


def document_folder_from_row(
    row: Mapping[Any, Any], *, child_folder_count: int, document_count: int
) -> models.DocumentFolder:
    """The DocumentFolder of a row of DOCUMENT_FOLDER_COLUMNS, with the fields the service gives:
    child_folder_count, document_count."""
    return constructed(
        models.DocumentFolder,
        {
            "id": row["id"],
            "name": row["name"],
            "parent": row["parent"],
            "child_folder_count": child_folder_count,
            "document_count": document_count,
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
        },
    )


def document_folder_row(record: DocumentFolder) -> dict[str, Any]:
    """The row DOCUMENT_FOLDER_COLUMNS reads, from a loaded DocumentFolder (after a write, say)."""
    return {
        "id": record.id,
        "name": record.name,
        "parent": record.parent_id,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }


# -- DocumentIdentifierDetail ------------------------------------------------------------------

DOCUMENT_IDENTIFIER_DETAIL_COLUMNS = (
    DocumentIdentifier.id.label("id"),
    DocumentIdentifier.identifier.label("identifier"),
    DocumentIdentifier.user_company_id.label("user_company_id"),
)


def document_identifier_detail_from_row(
    row: Mapping[Any, Any], *, decoded_identifier: models.DecodedIdentifier
) -> models.DocumentIdentifierDetail:
    """The DocumentIdentifierDetail of a row of DOCUMENT_IDENTIFIER_DETAIL_COLUMNS, with the fields the service
    gives: decoded_identifier."""
    return constructed(
        models.DocumentIdentifierDetail,
        {
            "id": row["id"],
            "identifier": row["identifier"],
            "user_company_id": row["user_company_id"],
            "decoded_identifier": decoded_identifier,
        },
    )


def document_identifier_detail_row(record: DocumentIdentifier) -> dict[str, Any]:
    """The row DOCUMENT_IDENTIFIER_DETAIL_COLUMNS reads, from a loaded DocumentIdentifier (after a write, say)."""
    return {
        "id": record.id,
        "identifier": record.identifier,
        "user_company_id": record.user_company_id,
    }
