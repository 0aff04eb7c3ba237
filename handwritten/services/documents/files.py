"""A document's file in the object store: the keys the server chooses, the upload sealed at its
final key with the media type its bytes show (D5), and the name it is downloaded under (D6)
(decisions document_storage, document_content_type, document_file_replacement).
"""

from __future__ import annotations

import logging
import mimetypes
import secrets

from generated.enums import UploadStatus
from handwritten.adapters.storage import ObjectChanged, ObjectNotFound, ObjectStore, ObjectTooLarge, StoredObject
from handwritten.db.documents import Document
from handwritten.domain.content_types import SNIFF_BYTES, Disagreement, agreed, sniff
from handwritten.runtime.errors import Contended, ValidationFailed
from handwritten.services.documents.uploads import AWAITING, StoreFailed, UploadRefused
from handwritten.services.documents.written import document_prefix

logger = logging.getLogger("canopy.documents")

NOT_UPLOADED = "No file was uploaded to this file path."
TOO_LARGE = "The uploaded file is {size} bytes; the largest accepted is {limit} bytes."


def upload_key(workspace_id: int, document_id: int) -> str:
    """A new key for an upload of the document."""
    # The key is the server's: the workspace and document ids and a random part, nothing the client chose.
    return f"{document_prefix(workspace_id, document_id)}/upload/{secrets.token_urlsafe(16)}"


def final_key(document: Document) -> str:
    """Where the upload of `document.upload_key` goes once confirmed (decision document_storage)."""
    return f"{document_prefix(document.company_id, document.id)}/file/{document.upload_key.rsplit('/', 1)[-1]}"


def awaits_confirmation(store: ObjectStore, document: Document) -> bool:
    """Whether the document's upload key names an upload D5 may confirm: a pending, uploading or
    failed document's, or a new one DU1 issued for a completed document (not yet its file)."""
    if document.upload_status in AWAITING:
        return True
    return document.upload_status == UploadStatus.COMPLETED and store.key_of(document.file_path) != final_key(document)


async def sealed(store: ObjectStore, document: Document, claimed: str | None, *, limit: int) -> StoredObject:
    """The uploaded object, moved to its final key with the type its bytes show (or a claim they
    agree with). UploadRefused when nothing was uploaded, it is larger than `limit` bytes, the bytes
    contradict the claim (400, failed), it was written again meanwhile (409, uploading) or the store
    failed (503, failed).

    A confirm that moved the object and then failed to commit left it at its final key: found there.
    """
    try:
        return await _seal(store, document, claimed, limit)
    except UploadRefused:
        raise
    except Exception:  # nothing but the store is called: the store failed
        logger.exception("the file store failed while the upload of document %s was confirmed", document.id)
        raise UploadRefused(StoreFailed(), UploadStatus.FAILED) from None


async def _seal(store: ObjectStore, document: Document, claimed: str | None, limit: int) -> StoredObject:
    # The final key carries the upload's random part: an object left by another database (a
    # restored backup, a reset development database) can never pass for this document's file.
    final = final_key(document)
    uploaded = await store.stat(document.upload_key)
    if uploaded is None:
        earlier = await store.stat(final)
        if earlier is None:
            raise _refused_file({"file_path": [NOT_UPLOADED]})
        return earlier
    too_large = {"file_path": [TOO_LARGE.format(size=uploaded.size, limit=limit)]}
    if uploaded.size > limit:
        # S3's upload URLs cannot carry the limit: the object is refused here, and removed.
        await store.delete(document.upload_key)
        raise _refused_file(too_large)
    sniffed = sniff(await store.read_head(document.upload_key, SNIFF_BYTES))
    try:
        content_type = agreed(claimed, sniffed)
    except Disagreement as error:
        raise _refused_file({"content_type": [str(error)]}) from None
    # An object at the final key of a document not yet completed was sealed by a confirm
    # whose commit failed; the upload there now is the one the client confirms.
    await store.delete(final)
    try:
        return await store.seal(document.upload_key, final, content_type=content_type, if_match=uploaded.version)
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
