# Generated from spec/operations/documents.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the documents area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import documents as filters
from handwritten.runtime.context import RequestContext

__all__ = [
    "ListDocuments",
    "CreateDocument",
    "RetrieveDocument",
    "PartialUpdateDocument",
    "ConfirmUpload",
    "DownloadDocument",
    "DocumentsService",
]


class ListDocuments(Protocol):
    async def list_documents(self, *, ctx: RequestContext, query: filters.ListDocumentsQuery) -> models.DocumentList:
        """D1. List documents: GET /api/documents/"""
        ...


class CreateDocument(Protocol):
    async def create_document(
        self, *, ctx: RequestContext, body: models.CreateDocumentRequest
    ) -> models.CreatedDocument:
        """D2. Create document: POST /api/documents/"""
        ...


class RetrieveDocument(Protocol):
    async def retrieve_document(self, *, ctx: RequestContext, id: int) -> models.Document:
        """D3. Retrieve document: GET /api/documents/{id}/"""
        ...


class PartialUpdateDocument(Protocol):
    async def partial_update_document(
        self, *, ctx: RequestContext, id: int, body: models.UpdateDocumentRequest
    ) -> models.UpdatedDocument:
        """D4. Partially update document: PATCH /api/documents/{id}/"""
        ...


class ConfirmUpload(Protocol):
    async def confirm_upload(
        self, *, ctx: RequestContext, id: int, body: models.ConfirmUploadRequest
    ) -> models.Document:
        """D5. Confirm upload: POST /api/documents/{id}/confirm-upload/"""
        ...


class DownloadDocument(Protocol):
    async def download_document(self, *, ctx: RequestContext, id: int) -> models.DownloadedDocument:
        """D6. Download document: GET /api/documents/{id}/download/"""
        ...


class DocumentsService(
    ListDocuments, CreateDocument, RetrieveDocument, PartialUpdateDocument, ConfirmUpload, DownloadDocument, Protocol
):
    """Every operation of the documents area."""
