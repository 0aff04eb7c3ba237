"""Documents and their folders (ingestion host): D1–D6 and the folder extensions F1–F5.

The upload flow (decisions upload_url_field, document_storage, confirm_upload_state):

    D2  record the document (pending) and sign an upload URL for a key the server chooses
    PUT the client uploads the file to the signed URL (object storage, handwritten/adapters/storage)
    D5  check the file_path is the one issued and the object is there; move it to its final key,
        sniff its media type, record size and media type, mark it completed, and enqueue "process
        document" in the same transaction (the job queue runs it after commit); refused for the
        file, it records failed and nothing else (uploads.py, decision document_upload_states)
    D6  sign a download URL for a completed document's file
    DU1 issue a new upload for the document; its D5 replaces the file (decision document_file_replacement)
    DL1 delete it softly: absent from every operation from then on (decision document_deletion)

content_type is the kind given at D2 for good; the file's type is media_type (decision
document_content_type).

Folders nest without cycles; their counts are read with the list (decision document_folders).
The modules of the area are listed in its __init__.py.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import MISSING
from sqlalchemy import delete, insert, select, update

from generated import models
from generated.enums import RagIndexStatus, UploadStatus
from generated.filters.documents import DeleteDocumentFolderQuery, ListDocumentFoldersQuery, ListDocumentsQuery
from generated.services import documents as interface
from handwritten.adapters import jobs
from handwritten.adapters.storage.local import LocalStore
from handwritten.db.documents import PRESENT, Document, DocumentFolder, DocumentIdentifier
from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.models import utcnow
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound, ValidationFailed
from handwritten.services.dependencies import Dependencies, Service
from handwritten.services.documents import reading
from handwritten.services.documents.changes import enqueue_document_changed
from handwritten.services.documents.files import awaits_confirmation, download_filename, sealed, upload_key
from handwritten.services.documents.folders import checked_folder, checked_parent
from handwritten.services.documents.processing import PROCESS_DOCUMENT
from handwritten.services.documents.removal import enqueue_removal
from handwritten.services.documents.uploads import UploadRefused, record_refusal, upload_seen
from handwritten.services.documents.written import MODEL_IDENTIFIER

NOT_ISSUED = "This is not the file path issued for this document's upload."
CONFIRMED_ONLY = "The upload of this document is {status}: only a completed upload can be downloaded."
NOT_CONFIRMABLE = (
    "The upload of this document is {status}: only a pending, uploading or failed upload, or a new "
    "upload issued for a completed document (DU1), can be confirmed."
)


class DocumentsService(Service, interface.DocumentsService):
    def __init__(self, deps: Dependencies) -> None:
        super().__init__(deps)
        self.store = deps.storage
        if isinstance(self.store, LocalStore):
            # Canopy serves the local store's PUTs, so it sees an upload's bytes arrive (uploads.py).
            db = deps.db
            self.store.on_upload(lambda key, event: upload_seen(db, key, event))

    # -- documents ------------------------------------------------------------------------------

    async def list_documents(self, *, ctx: RequestContext, query: ListDocumentsQuery) -> models.DocumentList:
        return await reading.list_documents(ctx, query)

    async def retrieve_document(self, *, ctx: RequestContext, id: int) -> models.Document:
        return reading.document_model(await reading.document_row(ctx, id))

    async def create_document(
        self, *, ctx: RequestContext, body: models.CreateDocumentRequest
    ) -> models.CreatedDocument:
        folder_id = await checked_folder(ctx, body.folder if body.folder is not MISSING else None, "folder")
        document = Document(
            company_id=ctx.workspace_id,
            name=body.name,
            description=body.description if body.description is not MISSING else None,
            file_path="",
            upload_key="",
            content_type=body.content_type.value,
            upload_status=UploadStatus.PENDING.value,
            user_company_id=ctx.member_id,
            folder_id=folder_id,
        )
        ctx.session.add(document)
        await ctx.session.flush()
        document.upload_key = upload_key(ctx.workspace_id, document.id)
        document.file_path = self.store.uri(document.upload_key)
        document.pulse_params = {"identifier": f"document:{document.id}", "model_identifier": MODEL_IDENTIFIER}
        if body.identifiers is not MISSING:
            await self._replace_identifiers(ctx, document.id, body.identifiers)
        return await self._created(ctx, document)

    async def _created(self, ctx: RequestContext, document: Document) -> models.CreatedDocument:
        """The document with a signed URL for its upload key (D2, DU1)."""
        signed = await self.store.upload_url(
            document.upload_key, base_url=ctx.base_url, max_bytes=self.deps.settings.max_upload_bytes
        )
        return models.CreatedDocument.model_construct(
            id=document.id,
            name=document.name,
            description=document.description,
            source=None,
            company_id=document.company_id,
            user_company_id=document.user_company_id,
            folder=document.folder_id,
            file_path=self.store.uri(document.upload_key),
            upload_url=signed.url,
            upload_url_expires_at=signed.expires_at,
        )

    async def partial_update_document(
        self, *, ctx: RequestContext, id: int, body: models.UpdateDocumentRequest
    ) -> models.UpdatedDocument:
        document = await self._locked(ctx, id)
        if body.name is not MISSING:
            document.name = body.name
        if body.description is not MISSING:
            document.description = body.description
        if body.folder is not MISSING:
            document.folder_id = await checked_folder(ctx, body.folder, "folder")
        document.updated_at = utcnow()
        await enqueue_document_changed(ctx, self.deps, id)
        return models.UpdatedDocument.model_construct(
            name=document.name, description=document.description, folder=document.folder_id
        )

    async def confirm_upload(
        self, *, ctx: RequestContext, id: int, body: models.ConfirmUploadRequest
    ) -> models.Document:
        document = await self._locked(ctx, id)
        if not awaits_confirmation(self.store, document):
            raise ValidationFailed({"upload_status": [NOT_CONFIRMABLE.format(status=document.upload_status)]})
        replaced = self.store.key_of(document.file_path) if document.upload_status == UploadStatus.COMPLETED else None
        if body.file_path != self.store.uri(document.upload_key):
            raise ValidationFailed({"file_path": [NOT_ISSUED]})
        claimed = body.content_type if body.content_type is not MISSING else None
        try:
            final = await sealed(self.store, document, claimed, limit=self.deps.settings.max_upload_bytes)
        except UploadRefused as refused:  # nothing of the confirmation is kept but the upload's status
            await record_refusal(ctx, self.deps.db, id, document.upload_key, refused)
            raise refused.error from None
        document.name, document.source = body.name, body.source
        if body.description is not MISSING:
            document.description = body.description
        if body.identifiers is not MISSING:
            await self._replace_identifiers(ctx, document.id, body.identifiers)
        now = utcnow()
        document.file_path = self.store.uri(final.key)
        document.file_size = final.size
        document.media_type = final.content_type or "application/octet-stream"  # content_type stays the kind
        document.upload_status = UploadStatus.COMPLETED.value
        document.uploaded_at = document.updated_at = now
        # Indexed by the knowledge base's processor of the job enqueued below (decision knowledge_base_indexing).
        document.rag_index_status, document.rag_index_error = RagIndexStatus.IMPORTING.value, None
        document.processed_at = None  # a replaced file is processed again
        if replaced is not None:  # the file it replaces goes once this commits
            await enqueue_removal(ctx, self.deps, [replaced])
        # Downstream processing starts with the commit that confirms the upload, or not at all.
        await jobs.enqueue(
            ctx.session, workspace_id=ctx.workspace_id, kind=PROCESS_DOCUMENT, payload={"document_id": id}
        )
        ctx.after_commit(self.deps.jobs.wake)
        await enqueue_document_changed(ctx, self.deps, id)
        await ctx.session.flush()
        return await self.retrieve_document(ctx=ctx, id=id)

    async def download_document(self, *, ctx: RequestContext, id: int) -> models.DownloadedDocument:
        row = await reading.document_row(ctx, id)
        document = row._mapping
        if document["upload_status"] != UploadStatus.COMPLETED.value:
            raise ValidationFailed({"upload_status": [CONFIRMED_ONLY.format(status=document["upload_status"])]})
        key = self.store.key_of(document["file_path"])
        assert key is not None  # a completed document's file_path is always the store's
        name, media_type = document["name"], document["media_type"]
        filename = download_filename(name, media_type)
        signed = await self.store.download_url(key, base_url=ctx.base_url, filename=filename, content_type=media_type)
        rendered = reading.document_model(row)
        return models.DownloadedDocument.model_construct(
            **dict(rendered), download_url=signed.url, download_url_expires_at=signed.expires_at
        )

    async def create_document_upload(self, *, ctx: RequestContext, id: int) -> models.CreatedDocument:
        document = await self._locked(ctx, id)
        if awaits_confirmation(self.store, document):
            # The upload issued before is never confirmed now: an object sent there is removed.
            await enqueue_removal(ctx, self.deps, [document.upload_key])
        document.upload_key = upload_key(ctx.workspace_id, id)
        if document.upload_status != UploadStatus.COMPLETED:
            # The earlier upload is abandoned: nothing is uploaded to the new key yet (decision document_upload_states).
            document.file_path = self.store.uri(document.upload_key)
            document.upload_status = UploadStatus.PENDING.value
        document.updated_at = utcnow()
        return await self._created(ctx, document)

    async def delete_document(self, *, ctx: RequestContext, id: int) -> None:
        document = await self._locked(ctx, id)
        document.deleted_at = document.updated_at = utcnow()
        if document.rag_index_status is not None:
            # Out of every query from this commit; the knowledge base's listener removes the chunks.
            document.rag_index_status, document.rag_index_error = RagIndexStatus.DELETING.value, None
        await enqueue_document_changed(ctx, self.deps, id)
        stored = {document.upload_key, self.store.key_of(document.file_path) or document.upload_key}
        await enqueue_removal(ctx, self.deps, stored)

    # -- folders --------------------------------------------------------------------------------

    async def list_document_folders(
        self, *, ctx: RequestContext, query: ListDocumentFoldersQuery
    ) -> models.DocumentFolderList:
        return await reading.list_document_folders(ctx, query)

    async def retrieve_document_folder(self, *, ctx: RequestContext, id: int) -> models.DocumentFolder:
        return await reading.document_folder(ctx, id)

    async def create_document_folder(
        self, *, ctx: RequestContext, body: models.CreateDocumentFolderRequest
    ) -> models.DocumentFolder:
        parent = body.parent if body.parent is not MISSING else None
        folder = DocumentFolder(
            company_id=ctx.workspace_id, name=body.name, parent_id=await checked_folder(ctx, parent, "parent")
        )
        ctx.session.add(folder)
        await ctx.session.flush()
        return await self.retrieve_document_folder(ctx=ctx, id=folder.id)

    async def partial_update_document_folder(
        self, *, ctx: RequestContext, id: int, body: models.UpdateDocumentFolderRequest
    ) -> models.DocumentFolder:
        if body.parent is not MISSING:
            # Moves one at a time: two at once could each pass the check of the other's old tree
            # (A under B, B under A) and leave a cycle. Taken before the rows, as every move does.
            await one_at_a_time(ctx.session, Work.FOLDER_TREE)
        folder = await ctx.session.get(DocumentFolder, id, with_for_update=True)
        if folder is None:
            raise NotFound()
        if body.name is not MISSING:
            folder.name = body.name
        if body.parent is not MISSING:
            folder.parent_id = await checked_parent(ctx, id, body.parent)
        folder.updated_at = utcnow()
        await ctx.session.flush()
        return await self.retrieve_document_folder(ctx=ctx, id=id)

    async def delete_document_folder(self, *, ctx: RequestContext, id: int, query: DeleteDocumentFolderQuery) -> None:
        # Held first: what files a document or a folder here (holding the folder, checked_folder) has
        # committed before the counts are read, and waits for the deletion otherwise.
        if await ctx.session.scalar(select(DocumentFolder.id).where(DocumentFolder.id == id).with_for_update()) is None:
            raise NotFound()
        folder = await self.retrieve_document_folder(ctx=ctx, id=id)
        if folder.child_folder_count:
            raise ValidationFailed(
                {
                    "non_field_errors": [
                        f"This folder holds {folder.child_folder_count} folder(s): move or delete them first."
                    ]
                }
            )
        if folder.document_count and not query.unfile_documents:
            raise ValidationFailed(
                {
                    "non_field_errors": [
                        f"This folder holds {folder.document_count} document(s): move them, "
                        "or delete it with unfile_documents=true to make them unfiled."
                    ]
                }
            )
        # Its documents become unfiled, the deleted ones (not counted) too: they would hold the folder.
        await ctx.session.execute(
            update(Document).where(Document.folder_id == id).values(folder_id=None, updated_at=utcnow())
        )
        await ctx.session.execute(delete(DocumentFolder).where(DocumentFolder.id == id))

    # -- helpers --------------------------------------------------------------------------------

    @staticmethod
    async def _locked(ctx: RequestContext, id: int) -> Document:
        """The document, locked until the request commits: changes of one document queue up
        (a second confirm then sees the first one's outcome)."""
        document = await ctx.session.scalar(select(Document).where(Document.id == id, PRESENT).with_for_update())
        if document is None:
            raise NotFound()
        return document

    async def _replace_identifiers(self, ctx: RequestContext, document_id: int, identifiers: Iterable[str]) -> None:
        await ctx.session.execute(delete(DocumentIdentifier).where(DocumentIdentifier.document_id == document_id))
        rows = [
            {
                "company_id": ctx.workspace_id,
                "document_id": document_id,
                "identifier": text,
                "user_company_id": ctx.member_id,
                "tags": [],
            }
            for text in dict.fromkeys(identifiers)
        ]
        if rows:
            await ctx.session.execute(insert(DocumentIdentifier), rows)
