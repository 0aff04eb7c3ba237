"""Indexing of confirmed documents: a processor of the "process document" job (decision
knowledge_base_indexing). The text is extracted, cut into overlapping chunks that respect
sentences, and embedded, with no transaction open and nothing of the document held (extraction
and the model run in threads, off the event loop); then, if the document still holds that file
(processing.record), the chunks are stored with their lexical index, replacing the document's
earlier ones, in the job's closing transaction: a query sees the old chunks or the new ones,
never half of them.

A document whose text cannot be extracted is marked failed with the reason, visibly; the job
itself succeeds, since running it again would fail the same way.

A deleted document (DL1, rag_index_status deleting, out of every query already) loses its chunks
through the "document changed" job, then shows deleted (decision document_deletion).

Either change of a workspace's chunks, when the workspace is searched through its
nearest-neighbour index, enqueues that index's refresh in the same transaction (refreshing.py).
"""

from __future__ import annotations

import asyncio

from sqlalchemy import select

from generated.enums import RagIndexStatus
from handwritten.adapters import jobs
from handwritten.adapters.storage import ObjectNotFound, object_store_for
from handwritten.db.documents import Document
from handwritten.db.knowledge import DocumentChunk
from handwritten.domain.content_types import OCTETS
from handwritten.domain.knowledge.chunking import Chunk, chunk_text, page_of
from handwritten.domain.knowledge.embeddings import default_embedder, to_bytes
from handwritten.domain.knowledge.extraction import Extracted, ExtractionError, extract_text
from handwritten.services.documents.changes import on_document_change
from handwritten.services.documents.processing import DocumentFile, processor, record
from handwritten.services.knowledge.refreshing import enqueue_refresh_if_indexed
from handwritten.services.writes import replace_rows

# Files past this size are not read for indexing (their text would not fit a useful index).
MAX_INDEXED_BYTES = 50 * 1024 * 1024
ACTIVE, FAILED, DELETING = RagIndexStatus.ACTIVE.value, RagIndexStatus.FAILED.value, RagIndexStatus.DELETING.value
# Chunks of about 200 tokens, overlapping by about 35 words, so that a passage of up to a few
# sentences sits whole in some chunk (the evaluation's evidence passages are at most 200 characters).
CHUNK_SIZE, CHUNK_OVERLAP = 800, 200


@processor
async def index_document(job: jobs.JobContext, document: DocumentFile) -> None:
    try:
        data = await _read(job, document)
        # A large PDF takes seconds: off the event loop, which serves requests meanwhile.
        extracted, chunks = await asyncio.to_thread(_chunked, data, document.media_type or OCTETS, document.name)
    except ExtractionError as error:
        if await record(job, document, rag_index_status=FAILED, rag_index_error=error.reason):
            await _replace_chunks(job, document.id, [])
        return
    # The model runs off the event loop: a long document takes seconds (decision knowledge_base_indexing).
    vectors = await asyncio.to_thread(default_embedder().embed, [chunk.text for chunk in chunks])
    rows = [
        {
            "company_id": document.company_id,
            "document_id": document.id,
            "position": chunk.index,
            "page": page_of(extracted.pages, chunk.start),
            "start": chunk.start,
            "end": chunk.end,
            "text": chunk.text,
            "embedding": to_bytes(vector),
        }
        for chunk, vector in zip(chunks, vectors, strict=True)
    ]
    if await record(job, document, rag_index_status=ACTIVE, rag_index_error=None):
        await _replace_chunks(job, document.id, rows)


def _chunked(data: bytes, media_type: str, name: str) -> tuple[Extracted, list[Chunk]]:
    """The file's text and its chunks."""
    extracted = extract_text(data, media_type, name)
    return extracted, chunk_text(extracted.text, size=CHUNK_SIZE, overlap=CHUNK_OVERLAP)


async def _read(job: jobs.JobContext, document: DocumentFile) -> bytes:
    if document.file_size is not None and document.file_size > MAX_INDEXED_BYTES:
        raise ExtractionError(f"the file has {document.file_size} bytes; at most {MAX_INDEXED_BYTES} are indexed")
    assert job.settings is not None  # the runner gives its settings
    store = object_store_for(job.settings)
    try:
        key = store.key_of(document.file_path)
        if key is None:
            raise ExtractionError("the document has no stored file")
        parts = [part async for part in store.read(key)]
    except ObjectNotFound:
        raise ExtractionError("the document's file is missing from storage") from None
    finally:
        await store.close()
    return b"".join(parts)


async def _replace_chunks(job: jobs.JobContext, document_id: int, rows: list[dict[str, object]]) -> None:
    await replace_rows(job.session, DocumentChunk, DocumentChunk.document_id == document_id, rows)
    if job.settings is not None:  # a large workspace's index follows its chunks, once this commits
        await enqueue_refresh_if_indexed(job.session, job.settings, job.workspace_id)


@on_document_change
async def unindex_deleted(job: jobs.JobContext, document_id: int) -> None:
    document = await job.session.scalar(
        select(Document).where(Document.id == document_id, Document.deleted_at.is_not(None)).with_for_update()
    )
    if document is None:
        return  # not deleted: its file's changes are indexed by "process document"
    await _replace_chunks(job, document.id, [])
    if document.rag_index_status == DELETING:
        document.rag_index_status = RagIndexStatus.DELETED.value
