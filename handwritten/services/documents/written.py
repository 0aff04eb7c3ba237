"""Documents Canopy writes itself (a filed statement): stored, recorded as completed uploads, and
processed downstream like a confirmed upload (D5), in the caller's transaction."""

from __future__ import annotations

import secrets

from generated.enums import RagIndexStatus
from handwritten.adapters import jobs
from handwritten.adapters.storage import ObjectStore
from handwritten.db.documents import Document
from handwritten.db.models import utcnow
from handwritten.runtime.context import RequestContext
from handwritten.services.documents.processing import PROCESS_DOCUMENT

MODEL_IDENTIFIER = "ingestion.document"


def document_prefix(workspace_id: int, document_id: int) -> str:
    """Where a document's objects are kept: the workspace and document ids, nothing a client chose."""
    return f"workspaces/{workspace_id}/documents/{document_id}"


async def write_document(
    ctx: RequestContext,
    store: ObjectStore,
    runner: jobs.Jobs,
    *,
    name: str,
    description: str,
    source: str,
    data: bytes,
    content_type: str,
) -> Document:
    """A completed document of the workspace holding `data`, of media type `content_type`; its
    kind (the document's content_type) is its `source`, as no client gave one (decision
    document_content_type). The object is stored before the transaction commits; if it then
    fails, the object is left unreferenced under a random key."""
    now = utcnow()
    document = Document(
        company_id=ctx.workspace_id,
        name=name,
        description=description,
        source=source,
        file_path="",
        upload_key="",
        content_type=source,
        media_type=content_type,
        upload_status="completed",
        user_company_id=ctx.member_id,
        uploaded_at=now,
        rag_index_status=RagIndexStatus.IMPORTING.value,  # indexed by the job enqueued below (decision knowledge_base_indexing)
    )
    ctx.session.add(document)
    await ctx.session.flush()
    key = f"{document_prefix(ctx.workspace_id, document.id)}/file/{secrets.token_urlsafe(16)}"
    stored = await store.put(key, data, content_type=content_type)
    document.upload_key = key
    document.file_path = store.uri(key)
    document.file_size = stored.size
    document.pulse_params = {"identifier": f"document:{document.id}", "model_identifier": MODEL_IDENTIFIER}
    await jobs.enqueue(
        ctx.session, workspace_id=ctx.workspace_id, kind=PROCESS_DOCUMENT, payload={"document_id": document.id}
    )
    ctx.after_commit(runner.wake)
    await ctx.session.flush()
    return document
