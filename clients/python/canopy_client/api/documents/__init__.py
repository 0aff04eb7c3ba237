"""The documents operations: one module per operation, and their methods on Canopy (`canopy.documents`)."""

import datetime
from typing import cast

from ...client import AuthenticatedClient
from ...models.confirm_upload_request import ConfirmUploadRequest
from ...models.create_document_folder_request import CreateDocumentFolderRequest
from ...models.create_document_request import CreateDocumentRequest
from ...models.created_document import CreatedDocument
from ...models.document import Document
from ...models.document_folder import DocumentFolder
from ...models.document_folder_list import DocumentFolderList
from ...models.document_list import DocumentList
from ...models.downloaded_document import DownloadedDocument
from ...models.list_document_folders_ordering_item import ListDocumentFoldersOrderingItem
from ...models.list_documents_ordering_item import ListDocumentsOrderingItem
from ...models.rag_index_status import RagIndexStatus
from ...models.update_document_folder_request import UpdateDocumentFolderRequest
from ...models.update_document_request import UpdateDocumentRequest
from ...models.updated_document import UpdatedDocument
from ...models.upload_status import UploadStatus
from ...types import UNSET, Unset
from . import confirm_upload as _confirm_upload
from . import create_document as _create_document
from . import create_document_folder as _create_document_folder
from . import create_document_upload as _create_document_upload
from . import delete_document as _delete_document
from . import delete_document_folder as _delete_document_folder
from . import download_document as _download_document
from . import list_document_folders as _list_document_folders
from . import list_documents as _list_documents
from . import partial_update_document as _partial_update_document
from . import partial_update_document_folder as _partial_update_document_folder
from . import retrieve_document as _retrieve_document
from . import retrieve_document_folder as _retrieve_document_folder

__all__ = ["DocumentsOperations", "AsyncDocumentsOperations"]


class DocumentsOperations:
    """The documents operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_document_folders(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        parent: int | Unset = UNSET,
        parent_isnull: bool | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListDocumentFoldersOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> DocumentFolderList:
        """List document folders.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_document_folders.sync_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            name=name,
            name_icontains=name_icontains,
            parent=parent,
            parent_isnull=parent_isnull,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(DocumentFolderList, response.parsed)

    def create_document_folder(
        self,
        *,
        body: CreateDocumentFolderRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> DocumentFolder:
        """Create document folder.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_document_folder.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DocumentFolder, response.parsed)

    def retrieve_document_folder(
        self,
        id: int,
    ) -> DocumentFolder:
        """Retrieve document folder.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_document_folder.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(DocumentFolder, response.parsed)

    def delete_document_folder(
        self,
        id: int,
        *,
        unfile_documents: bool | Unset = False,
    ) -> None:
        """Delete document folder.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        _delete_document_folder.sync_detailed(
            client=self._client,
            id=id,
            unfile_documents=unfile_documents,
        )

    def partial_update_document_folder(
        self,
        id: int,
        *,
        body: UpdateDocumentFolderRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> DocumentFolder:
        """Partially update document folder.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _partial_update_document_folder.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DocumentFolder, response.parsed)

    def list_documents(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        id_exclude_in: list[int] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        description_icontains: str | Unset = UNSET,
        source: str | Unset = UNSET,
        source_in: list[str] | Unset = UNSET,
        content_type: str | Unset = UNSET,
        content_type_in: list[str] | Unset = UNSET,
        media_type: str | Unset = UNSET,
        media_type_in: list[str] | Unset = UNSET,
        upload_status: UploadStatus | Unset = UNSET,
        rag_index_status: RagIndexStatus | Unset = UNSET,
        rag_index_status_in: list[RagIndexStatus] | Unset = UNSET,
        rag_index_status_isnull: bool | Unset = UNSET,
        folder: int | Unset = UNSET,
        folder_isnull: bool | Unset = UNSET,
        folder_name: str | Unset = UNSET,
        folder_name_icontains: str | Unset = UNSET,
        identifiers_identifier: str | Unset = UNSET,
        identifiers_identifier_in: list[str] | Unset = UNSET,
        identifiers_identifier_contains: str | Unset = UNSET,
        uploaded_at_gte: datetime.datetime | Unset = UNSET,
        uploaded_at_lte: datetime.datetime | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListDocumentsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> DocumentList:
        """List documents.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_documents.sync_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            id_exclude_in=id_exclude_in,
            name=name,
            name_icontains=name_icontains,
            description_icontains=description_icontains,
            source=source,
            source_in=source_in,
            content_type=content_type,
            content_type_in=content_type_in,
            media_type=media_type,
            media_type_in=media_type_in,
            upload_status=upload_status,
            rag_index_status=rag_index_status,
            rag_index_status_in=rag_index_status_in,
            rag_index_status_isnull=rag_index_status_isnull,
            folder=folder,
            folder_isnull=folder_isnull,
            folder_name=folder_name,
            folder_name_icontains=folder_name_icontains,
            identifiers_identifier=identifiers_identifier,
            identifiers_identifier_in=identifiers_identifier_in,
            identifiers_identifier_contains=identifiers_identifier_contains,
            uploaded_at_gte=uploaded_at_gte,
            uploaded_at_lte=uploaded_at_lte,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(DocumentList, response.parsed)

    def create_document(
        self,
        *,
        body: CreateDocumentRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> CreatedDocument:
        """Create document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_document.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(CreatedDocument, response.parsed)

    def retrieve_document(
        self,
        id: int,
    ) -> Document:
        """Retrieve document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_document.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(Document, response.parsed)

    def delete_document(
        self,
        id: int,
    ) -> None:
        """Delete document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        _delete_document.sync_detailed(
            client=self._client,
            id=id,
        )

    def partial_update_document(
        self,
        id: int,
        *,
        body: UpdateDocumentRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> UpdatedDocument:
        """Partially update document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _partial_update_document.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(UpdatedDocument, response.parsed)

    def confirm_upload(
        self,
        id: int,
        *,
        body: ConfirmUploadRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Document:
        """Confirm upload.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _confirm_upload.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Document, response.parsed)

    def download_document(
        self,
        id: int,
    ) -> DownloadedDocument:
        """Download document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _download_document.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(DownloadedDocument, response.parsed)

    def create_document_upload(
        self,
        id: int,
        *,
        idempotency_key: str | Unset = UNSET,
    ) -> CreatedDocument:
        """Issue a new upload URL for a document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_document_upload.sync_detailed(
            client=self._client,
            id=id,
            idempotency_key=idempotency_key,
        )
        return cast(CreatedDocument, response.parsed)


class AsyncDocumentsOperations:
    """The documents operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_document_folders(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        parent: int | Unset = UNSET,
        parent_isnull: bool | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListDocumentFoldersOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> DocumentFolderList:
        """List document folders.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_document_folders.asyncio_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            name=name,
            name_icontains=name_icontains,
            parent=parent,
            parent_isnull=parent_isnull,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(DocumentFolderList, response.parsed)

    async def create_document_folder(
        self,
        *,
        body: CreateDocumentFolderRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> DocumentFolder:
        """Create document folder.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_document_folder.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DocumentFolder, response.parsed)

    async def retrieve_document_folder(
        self,
        id: int,
    ) -> DocumentFolder:
        """Retrieve document folder.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_document_folder.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(DocumentFolder, response.parsed)

    async def delete_document_folder(
        self,
        id: int,
        *,
        unfile_documents: bool | Unset = False,
    ) -> None:
        """Delete document folder.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        await _delete_document_folder.asyncio_detailed(
            client=self._client,
            id=id,
            unfile_documents=unfile_documents,
        )

    async def partial_update_document_folder(
        self,
        id: int,
        *,
        body: UpdateDocumentFolderRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> DocumentFolder:
        """Partially update document folder.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _partial_update_document_folder.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DocumentFolder, response.parsed)

    async def list_documents(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        id_exclude_in: list[int] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        description_icontains: str | Unset = UNSET,
        source: str | Unset = UNSET,
        source_in: list[str] | Unset = UNSET,
        content_type: str | Unset = UNSET,
        content_type_in: list[str] | Unset = UNSET,
        media_type: str | Unset = UNSET,
        media_type_in: list[str] | Unset = UNSET,
        upload_status: UploadStatus | Unset = UNSET,
        rag_index_status: RagIndexStatus | Unset = UNSET,
        rag_index_status_in: list[RagIndexStatus] | Unset = UNSET,
        rag_index_status_isnull: bool | Unset = UNSET,
        folder: int | Unset = UNSET,
        folder_isnull: bool | Unset = UNSET,
        folder_name: str | Unset = UNSET,
        folder_name_icontains: str | Unset = UNSET,
        identifiers_identifier: str | Unset = UNSET,
        identifiers_identifier_in: list[str] | Unset = UNSET,
        identifiers_identifier_contains: str | Unset = UNSET,
        uploaded_at_gte: datetime.datetime | Unset = UNSET,
        uploaded_at_lte: datetime.datetime | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListDocumentsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> DocumentList:
        """List documents.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_documents.asyncio_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            id_exclude_in=id_exclude_in,
            name=name,
            name_icontains=name_icontains,
            description_icontains=description_icontains,
            source=source,
            source_in=source_in,
            content_type=content_type,
            content_type_in=content_type_in,
            media_type=media_type,
            media_type_in=media_type_in,
            upload_status=upload_status,
            rag_index_status=rag_index_status,
            rag_index_status_in=rag_index_status_in,
            rag_index_status_isnull=rag_index_status_isnull,
            folder=folder,
            folder_isnull=folder_isnull,
            folder_name=folder_name,
            folder_name_icontains=folder_name_icontains,
            identifiers_identifier=identifiers_identifier,
            identifiers_identifier_in=identifiers_identifier_in,
            identifiers_identifier_contains=identifiers_identifier_contains,
            uploaded_at_gte=uploaded_at_gte,
            uploaded_at_lte=uploaded_at_lte,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(DocumentList, response.parsed)

    async def create_document(
        self,
        *,
        body: CreateDocumentRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> CreatedDocument:
        """Create document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_document.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(CreatedDocument, response.parsed)

    async def retrieve_document(
        self,
        id: int,
    ) -> Document:
        """Retrieve document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_document.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(Document, response.parsed)

    async def delete_document(
        self,
        id: int,
    ) -> None:
        """Delete document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        await _delete_document.asyncio_detailed(
            client=self._client,
            id=id,
        )

    async def partial_update_document(
        self,
        id: int,
        *,
        body: UpdateDocumentRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> UpdatedDocument:
        """Partially update document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _partial_update_document.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(UpdatedDocument, response.parsed)

    async def confirm_upload(
        self,
        id: int,
        *,
        body: ConfirmUploadRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Document:
        """Confirm upload.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _confirm_upload.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Document, response.parsed)

    async def download_document(
        self,
        id: int,
    ) -> DownloadedDocument:
        """Download document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _download_document.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(DownloadedDocument, response.parsed)

    async def create_document_upload(
        self,
        id: int,
        *,
        idempotency_key: str | Unset = UNSET,
    ) -> CreatedDocument:
        """Issue a new upload URL for a document.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_document_upload.asyncio_detailed(
            client=self._client,
            id=id,
            idempotency_key=idempotency_key,
        )
        return cast(CreatedDocument, response.parsed)
