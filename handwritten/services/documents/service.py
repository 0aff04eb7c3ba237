"""Documents and their folders (ingestion host): D1–D6 and the folder extensions F1–F5.

The upload flow (decisions upload_url_field, document_storage, confirm_upload_state):

    D2  record the document (pending) and sign an upload URL for a key the server chooses
    PUT the client uploads the file to the signed URL (object storage, handwritten/storage)
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
"""

from __future__ import annotations

import logging
import mimetypes
import secrets
from collections.abc import Iterable, Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from pydantic import MISSING
from sqlalchemy import Row, Select, delete, func, insert, select, update
from sqlalchemy.orm import aliased

from generated import models
from generated.enums import RagIndexStatus, UploadStatus
from generated.filters.documents import DeleteDocumentFolderQuery, ListDocumentFoldersQuery, ListDocumentsQuery
from generated.services import documents as interface
from handwritten import jobs
from handwritten.db.documents import PRESENT, Document, DocumentFolder, DocumentIdentifier
from handwritten.db.json_rows import json_rows
from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.models import utcnow
from handwritten.domain.content_types import SNIFF_BYTES, Disagreement, agreed, sniff
from handwritten.domain.identifiers import decode
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import Contended, NotFound, ValidationFailed, invalid_pk
from handwritten.runtime.filtering import FieldMap, Join, ToMany
from handwritten.runtime.rendered import ROWS
from handwritten.services.dependencies import Dependencies, Service
from handwritten.services.documents.changes import enqueue_document_changed
from handwritten.services.documents.processing import PROCESS_DOCUMENT
from handwritten.services.documents.removal import enqueue_removal
from handwritten.services.documents.uploads import AWAITING, StoreFailed, UploadRefused, record_refusal, upload_seen
from handwritten.services.documents.written import MODEL_IDENTIFIER, document_prefix
from handwritten.services.shared import constructed, json_as_text, json_from_text, listed, storable_id
from handwritten.storage import ObjectChanged, ObjectNotFound, ObjectTooLarge, StoredObject
from handwritten.storage.local import LocalStore

logger = logging.getLogger("canopy.documents")

ParentFolder = aliased(DocumentFolder, name="parent_folders")

DOCUMENT_FIELDS = FieldMap(
    Document,
    {
        ("id",): Document.id,
        ("name",): Document.name,
        ("description",): Document.description,
        ("source",): Document.source,
        ("content_type",): Document.content_type,
        ("media_type",): Document.media_type,
        ("upload_status",): Document.upload_status,
        ("rag_index_status",): Document.rag_index_status,
        ("folder",): Document.folder_id,
        ("folder", "name"): DocumentFolder.name,
        ("identifiers",): DocumentIdentifier.id,
        ("identifiers", "identifier"): DocumentIdentifier.identifier,
        ("uploaded_at",): Document.uploaded_at,
        ("created_at",): Document.created_at,
        ("updated_at",): Document.updated_at,
    },
    joins=(Join(DocumentFolder, DocumentFolder.id == Document.folder_id, outer=True),),
    to_many=(
        ToMany(("identifiers",), select(DocumentIdentifier.id).where(DocumentIdentifier.document_id == Document.id)),
    ),
)

# A folder's counts: the folders and documents directly inside it.
_CHILD_FOLDERS = (
    select(func.count())
    .select_from(ParentFolder)
    .where(ParentFolder.parent_id == DocumentFolder.id)
    .correlate(DocumentFolder)
    .scalar_subquery()
)
_DOCUMENTS = (
    select(func.count())
    .select_from(Document)
    .where(Document.folder_id == DocumentFolder.id, PRESENT)
    .correlate(DocumentFolder)
).scalar_subquery()

FOLDER_FIELDS = FieldMap(
    DocumentFolder,
    {
        ("id",): DocumentFolder.id,
        ("name",): DocumentFolder.name,
        ("parent",): DocumentFolder.parent_id,
        ("created_at",): DocumentFolder.created_at,
        ("updated_at",): DocumentFolder.updated_at,
    },
)
FOLDER_COLUMNS = (
    DocumentFolder.id,
    DocumentFolder.name,
    DocumentFolder.parent_id,
    _CHILD_FOLDERS.label("child_folder_count"),
    _DOCUMENTS.label("document_count"),
    DocumentFolder.created_at,
    DocumentFolder.updated_at,
)

# The columns a Document is rendered from, by label: plain rows, no ORM objects to build for a
# page, its identifiers in one column of it (json_rows: [id, identifier, user_company_id] each).
_DOCUMENT_ATTRIBUTES = (
    "id",
    "name",
    "description",
    "source",
    "file_path",
    "file_size",
    "content_type",
    "media_type",
    "upload_status",
    "uploaded_at",
    "created_at",
    "updated_at",
    "company_id",
    "user_company_id",
    "pulse_params",
    "rag_index_status",
    "folder_id",
)
DOCUMENT_COLUMNS = (
    # The JSON ones read as their text: a page's kept documents are found by it (runtime/rendered.py),
    # and decoded only for a document not kept.
    *(
        json_as_text(getattr(Document, name), name) if name == "pulse_params" else getattr(Document, name).label(name)
        for name in _DOCUMENT_ATTRIBUTES
    ),
    DocumentFolder.name.label("folder_name"),
    DocumentFolder.parent_id.label("folder_parent"),
)


@cache
def documents_select() -> Any:
    """The select of DOCUMENT_COLUMNS and the identifiers, with the joins they need, made once.

    Building it cost D1 about 0.25 ms a request (measured in one process against a shared one).
    Shared, its first list counts twice: SQLAlchemy's ORM gives a select its compile options when
    it first compiles it, which changes the cache key of the statements containing it, so the
    first count is kept under a key the next lists do not use (db/counts.py); from the second on,
    counts are reused as for any list.
    """
    identifiers = json_as_text(
        select(json_rows(DocumentIdentifier.id, DocumentIdentifier.identifier, DocumentIdentifier.user_company_id))
        .where(DocumentIdentifier.document_id == Document.id)
        .correlate(Document)
        .scalar_subquery(),
        "identifiers",
    )
    return DOCUMENT_FIELDS.select(*DOCUMENT_COLUMNS).add_columns(identifiers)


NOT_ISSUED = "This is not the file path issued for this document's upload."
NOT_UPLOADED = "No file was uploaded to this file path."
CONFIRMED_ONLY = "The upload of this document is {status}: only a completed upload can be downloaded."
NOT_CONFIRMABLE = (
    "The upload of this document is {status}: only a pending, uploading or failed upload, or a new "
    "upload issued for a completed document (DU1), can be confirmed."
)
TOO_LARGE = "The uploaded file is {size} bytes; the largest accepted is {limit} bytes."
CYCLE = "A folder cannot be moved into itself or into one of its own folders."


def folder_model(row: Mapping[Any, Any]) -> models.DocumentFolder:
    return models.DocumentFolder.model_construct(
        id=row["id"],
        name=row["name"],
        parent=row["parent_id"],
        child_folder_count=row["child_folder_count"],
        document_count=row["document_count"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


@lru_cache(maxsize=16384)
def decoded_identifier(identifier: str) -> models.DecodedIdentifier:
    """What `identifier` encodes, decoded once per process: the same identifiers show on every page
    that lists their documents, and a shared model is only ever serialised, never changed."""
    return models.DecodedIdentifier.model_validate(decode(identifier))


def identifier_model(found: Sequence[Any]) -> models.DocumentIdentifierDetail:
    """An identifier of the json_rows column: [id, identifier, user_company_id]."""
    id, identifier, user_company_id = found
    return constructed(
        models.DocumentIdentifierDetail,
        {
            "id": id,
            "identifier": identifier,
            "user_company_id": user_company_id,
            "decoded_identifier": decoded_identifier(identifier),
        },
    )


def document_fields(row: Mapping[Any, Any]) -> dict[str, Any]:
    """The fields of a Document (and of the models based on it) from its documents_select() row."""
    pulse = json_from_text(row["pulse_params"]) or {}
    folder_id = row["folder_id"]
    rag = row["rag_index_status"]
    return {
        "id": row["id"],
        "name": row["name"],
        "description": row["description"],
        "source": row["source"],
        "file_path": row["file_path"],
        "file_size": row["file_size"],
        "content_type": row["content_type"],
        "media_type": row["media_type"],
        "upload_status": UploadStatus(row["upload_status"]),
        "uploaded_at": row["uploaded_at"],
        "created_at": row["created_at"],
        "updated_at": row["updated_at"],
        "company_id": row["company_id"],
        "user_company_id": row["user_company_id"],
        "pulse_params": constructed(
            models.PulseParams,
            {
                "identifier": str(pulse.get("identifier", "")),
                "model_identifier": str(pulse.get("model_identifier", "")),
            },
        ),
        "identifiers_details": [identifier_model(i) for i in sorted(json_from_text(row["identifiers"]) or [])],  # by id
        "rag_index_status": RagIndexStatus(rag) if rag else None,
        "folder": folder_id,
        "folder_detail": constructed(
            models.FolderDetail, {"id": folder_id, "name": row["folder_name"], "parent": row["folder_parent"]}
        )
        if folder_id is not None
        else None,
    }


@cache
def _listed() -> Select[Any]:
    """D1's statement before its query: one object for every request, by which listed() knows the list."""
    statement: Select[Any] = documents_select().where(PRESENT)
    return statement


def _document(row: Row[Any]) -> models.Document:
    return constructed(models.Document, document_fields(row._mapping))


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
        # The rows are only read (their JSON is text): they may be kept (decision count_reuse).
        count, rows = await listed(ctx.session, _listed(), query, DOCUMENT_FIELDS, keep_rows=True)
        # A row is everything its document is built from (its JSON as text): it keys the document.
        documents = ROWS.results(models.Document, rows, _document)
        return models.DocumentList.model_construct(count=count, results=documents)

    async def retrieve_document(self, *, ctx: RequestContext, id: int) -> models.Document:
        return _document(await self._row(ctx, id))

    async def create_document(
        self, *, ctx: RequestContext, body: models.CreateDocumentRequest
    ) -> models.CreatedDocument:
        folder_id = await self._folder_id(ctx, body.folder if body.folder is not MISSING else None, "folder")
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
        document.upload_key = self._upload_key(ctx, document.id)
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
            document.folder_id = await self._folder_id(ctx, body.folder, "folder")
        document.updated_at = utcnow()
        await enqueue_document_changed(ctx, self.deps, id)
        return models.UpdatedDocument.model_construct(
            name=document.name, description=document.description, folder=document.folder_id
        )

    async def confirm_upload(
        self, *, ctx: RequestContext, id: int, body: models.ConfirmUploadRequest
    ) -> models.Document:
        document = await self._locked(ctx, id)
        if not self._awaits_confirmation(document):
            raise ValidationFailed({"upload_status": [NOT_CONFIRMABLE.format(status=document.upload_status)]})
        replaced = self.store.key_of(document.file_path) if document.upload_status == UploadStatus.COMPLETED else None
        if body.file_path != self.store.uri(document.upload_key):
            raise ValidationFailed({"file_path": [NOT_ISSUED]})
        claimed = body.content_type if body.content_type is not MISSING else None
        try:
            final = await self._sealed(document, claimed)
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
        row = await self._row(ctx, id)
        document = row._mapping
        if document["upload_status"] != UploadStatus.COMPLETED.value:
            raise ValidationFailed({"upload_status": [CONFIRMED_ONLY.format(status=document["upload_status"])]})
        key = self.store.key_of(document["file_path"])
        assert key is not None  # a completed document's file_path is always the store's
        name, media_type = document["name"], document["media_type"]
        filename = download_filename(name, media_type)
        signed = await self.store.download_url(key, base_url=ctx.base_url, filename=filename, content_type=media_type)
        rendered = _document(row)
        return models.DownloadedDocument.model_construct(
            **dict(rendered), download_url=signed.url, download_url_expires_at=signed.expires_at
        )

    async def create_document_upload(self, *, ctx: RequestContext, id: int) -> models.CreatedDocument:
        document = await self._locked(ctx, id)
        if self._awaits_confirmation(document):
            # The upload issued before is never confirmed now: an object sent there is removed.
            await enqueue_removal(ctx, self.deps, [document.upload_key])
        document.upload_key = self._upload_key(ctx, id)
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
        count, rows = await listed(ctx.session, FOLDER_FIELDS.select(*FOLDER_COLUMNS), query, FOLDER_FIELDS)
        return models.DocumentFolderList.model_construct(count=count, results=[folder_model(r._mapping) for r in rows])

    async def retrieve_document_folder(self, *, ctx: RequestContext, id: int) -> models.DocumentFolder:
        row = (await ctx.session.execute(select(*FOLDER_COLUMNS).where(DocumentFolder.id == id))).one_or_none()
        if row is None:
            raise NotFound()
        return folder_model(row._mapping)

    async def create_document_folder(
        self, *, ctx: RequestContext, body: models.CreateDocumentFolderRequest
    ) -> models.DocumentFolder:
        parent = body.parent if body.parent is not MISSING else None
        folder = DocumentFolder(
            company_id=ctx.workspace_id, name=body.name, parent_id=await self._folder_id(ctx, parent, "parent")
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
            parent = await self._folder_id(ctx, body.parent, "parent")
            if parent is not None and id in await self._ancestry(ctx, parent):
                raise ValidationFailed({"parent": [CYCLE]})
            folder.parent_id = parent
        folder.updated_at = utcnow()
        await ctx.session.flush()
        return await self.retrieve_document_folder(ctx=ctx, id=id)

    async def delete_document_folder(self, *, ctx: RequestContext, id: int, query: DeleteDocumentFolderQuery) -> None:
        # Held first: what files a document or a folder here (holding the folder, _folder_id) has
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
    def _prefix(ctx: RequestContext, document_id: int) -> str:
        return document_prefix(ctx.workspace_id, document_id)

    def _upload_key(self, ctx: RequestContext, document_id: int) -> str:
        # The key is the server's: the workspace and document ids and a random part, nothing the client chose.
        return f"{self._prefix(ctx, document_id)}/upload/{secrets.token_urlsafe(16)}"

    def _final_key(self, document: Document) -> str:
        """Where the upload of `document.upload_key` goes once confirmed (decision document_storage)."""
        return f"{document_prefix(document.company_id, document.id)}/file/{document.upload_key.rsplit('/', 1)[-1]}"

    def _awaits_confirmation(self, document: Document) -> bool:
        """Whether the document's upload key names an upload D5 may confirm: a pending, uploading or
        failed document's, or a new one DU1 issued for a completed document (not yet its file)."""
        if document.upload_status in AWAITING:
            return True
        return document.upload_status == UploadStatus.COMPLETED and self.store.key_of(
            document.file_path
        ) != self._final_key(document)

    @staticmethod
    async def _locked(ctx: RequestContext, id: int) -> Document:
        """The document, locked until the request commits: changes of one document queue up
        (a second confirm then sees the first one's outcome)."""
        document = await ctx.session.scalar(select(Document).where(Document.id == id, PRESENT).with_for_update())
        if document is None:
            raise NotFound()
        return document

    async def _row(self, ctx: RequestContext, id: int) -> Any:
        row = (await ctx.session.execute(documents_select().where(Document.id == id, PRESENT))).one_or_none()
        if row is None:
            raise NotFound()
        return row

    async def _folder_id(self, ctx: RequestContext, folder: int | None, field: str) -> int | None:
        """A folder id of the body, checked to be the workspace's (400 naming the field otherwise),
        and held (FOR SHARE) until the request ends, so that it is not deleted meanwhile."""
        if folder is None:
            return None
        found = (
            await ctx.session.scalar(
                select(DocumentFolder.id).where(DocumentFolder.id == folder).with_for_update(read=True)
            )
            if storable_id(folder)
            else None
        )
        if found is None:
            raise ValidationFailed({field: invalid_pk(folder)})
        return found

    @staticmethod
    async def _ancestry(ctx: RequestContext, folder: int) -> set[int]:
        """`folder` and every folder above it (a recursive query, bounded by the tree's depth)."""
        tree = (
            select(DocumentFolder.id, DocumentFolder.parent_id).where(DocumentFolder.id == folder).cte(recursive=True)
        )
        above = aliased(DocumentFolder)
        tree = tree.union(select(above.id, above.parent_id).where(above.id == tree.c.parent_id))
        return set((await ctx.session.scalars(select(tree.c.id))).all())

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

    async def _sealed(self, document: Document, claimed: str | None) -> StoredObject:
        """The uploaded object, moved to its final key with the type its bytes show (or a claim they
        agree with). UploadRefused when nothing was uploaded, it is too large, the bytes contradict
        the claim (400, failed), it was written again meanwhile (409, uploading) or the store failed
        (503, failed).

        A confirm that moved the object and then failed to commit left it at its final key: found there.
        """
        try:
            return await self._seal(document, claimed)
        except UploadRefused:
            raise
        except Exception:  # nothing but the store is called: the store failed
            logger.exception("the file store failed while the upload of document %s was confirmed", document.id)
            raise UploadRefused(StoreFailed(), UploadStatus.FAILED) from None

    async def _seal(self, document: Document, claimed: str | None) -> StoredObject:
        # The final key carries the upload's random part: an object left by another database (a
        # restored backup, a reset development database) can never pass for this document's file.
        final = self._final_key(document)
        uploaded = await self.store.stat(document.upload_key)
        if uploaded is None:
            earlier = await self.store.stat(final)
            if earlier is None:
                raise _refused_file({"file_path": [NOT_UPLOADED]})
            return earlier
        limit = self.deps.settings.max_upload_bytes
        too_large = {"file_path": [TOO_LARGE.format(size=uploaded.size, limit=limit)]}
        if uploaded.size > limit:
            # S3's upload URLs cannot carry the limit: the object is refused here, and removed.
            await self.store.delete(document.upload_key)
            raise _refused_file(too_large)
        sniffed = sniff(await self.store.read_head(document.upload_key, SNIFF_BYTES))
        try:
            content_type = agreed(claimed, sniffed)
        except Disagreement as error:
            raise _refused_file({"content_type": [str(error)]}) from None
        # An object at the final key of a document not yet completed was sealed by a confirm
        # whose commit failed; the upload there now is the one the client confirms.
        await self.store.delete(final)
        try:
            return await self.store.seal(
                document.upload_key, final, content_type=content_type, if_match=uploaded.version
            )
        except ObjectChanged:  # PUT again while being confirmed: the bytes are arriving, not the ones checked
            raise UploadRefused(Contended(), UploadStatus.UPLOADING) from None
        except ObjectNotFound:  # gone since it was read (a confirm of the same upload beside this one sealed it first)
            raise _refused_file({"file_path": [NOT_UPLOADED]}) from None
        except ObjectTooLarge:
            raise _refused_file(too_large) from None


def _refused_file(errors: dict[str, list[str]]) -> UploadRefused:
    """A confirmation refused for the uploaded file: 400, and the upload recorded as failed."""
    return UploadRefused(ValidationFailed(errors), UploadStatus.FAILED)


# Plain text's more precise kinds, which no sniffing tells apart from it and which nothing runs
# when opened: a name ending in one of their extensions is kept for plain-text bytes.
_INERT_TEXT = frozenset({"text/plain", "text/csv", "text/tab-separated-values", "text/markdown"})


def download_filename(name: str, content_type: str | None) -> str:
    """The download's file name: the document's name, ending in an extension of the type read from
    its bytes (decision document_storage). A name whose extension already says that type is kept
    (for plain text, also one of its inert kinds: "ledger.csv"); any other gets the type's
    extension after it ("scan.png" of PDF bytes: "scan.png.pdf"; "page.html" of plain text:
    "page.html.txt"), so the name never claims a type the bytes contradict and no part of it is
    lost ("Report v2.1.pdf")."""
    extension = _extension(content_type)
    if not extension or name.lower().endswith(extension):
        return name
    named = mimetypes.guess_type(name)[0]
    if named == content_type or (content_type == "text/plain" and named in _INERT_TEXT):
        return name
    return name + extension


def _extension(content_type: str | None) -> str:
    if not content_type:
        return ""
    return {"text/plain": ".txt", "application/octet-stream": ".bin"}.get(content_type) or (
        mimetypes.guess_extension(content_type) or ""
    )
