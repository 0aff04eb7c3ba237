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
    "CreateDocumentUpload",
    "DeleteDocument",
    "ListDocumentFolders",
    "CreateDocumentFolder",
    "RetrieveDocumentFolder",
    "PartialUpdateDocumentFolder",
    "DeleteDocumentFolder",
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


class CreateDocumentUpload(Protocol):
    async def create_document_upload(self, *, ctx: RequestContext, id: int) -> models.CreatedDocument:
        """DU1. Issue a new upload URL for a document: POST /api/documents/{id}/upload/"""
        ...


class DeleteDocument(Protocol):
    async def delete_document(self, *, ctx: RequestContext, id: int) -> None:
        """DL1. Delete document: DELETE /api/documents/{id}/"""
        ...


class ListDocumentFolders(Protocol):
    async def list_document_folders(
        self, *, ctx: RequestContext, query: filters.ListDocumentFoldersQuery
    ) -> models.DocumentFolderList:
        """F1. List document folders: GET /api/document-folders/"""
        ...


class CreateDocumentFolder(Protocol):
    async def create_document_folder(
        self, *, ctx: RequestContext, body: models.CreateDocumentFolderRequest
    ) -> models.DocumentFolder:
        """F2. Create document folder: POST /api/document-folders/"""
        ...


class RetrieveDocumentFolder(Protocol):
    async def retrieve_document_folder(self, *, ctx: RequestContext, id: int) -> models.DocumentFolder:
        """F3. Retrieve document folder: GET /api/document-folders/{id}/"""
        ...


class PartialUpdateDocumentFolder(Protocol):
    async def partial_update_document_folder(
        self, *, ctx: RequestContext, id: int, body: models.UpdateDocumentFolderRequest
    ) -> models.DocumentFolder:
        """F4. Partially update document folder: PATCH /api/document-folders/{id}/"""
        ...


class DeleteDocumentFolder(Protocol):
    async def delete_document_folder(
        self, *, ctx: RequestContext, id: int, query: filters.DeleteDocumentFolderQuery
    ) -> None:
        """F5. Delete document folder: DELETE /api/document-folders/{id}/"""
        ...


class DocumentsService(
    ListDocuments,
    CreateDocument,
    RetrieveDocument,
    PartialUpdateDocument,
    ConfirmUpload,
    DownloadDocument,
    CreateDocumentUpload,
    DeleteDocument,
    ListDocumentFolders,
    CreateDocumentFolder,
    RetrieveDocumentFolder,
    PartialUpdateDocumentFolder,
    DeleteDocumentFolder,
    Protocol,
):
    """Every operation of the documents area."""
