"""Downstream processing of a confirmed document: the "process document" job (decision document_storage).

Confirming an upload enqueues the job in its own transaction (service.py); the job runs each
registered processor on the document, then records it as processed, all in the job's one
transaction, so a processor that fails leaves the document unprocessed and the job retried.
The knowledge base registers its text extraction and indexing here with `processor(...)`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy import select, update

from handwritten import jobs
from handwritten.db.documents import PRESENT, Document
from handwritten.db.models import utcnow
from handwritten.services.writes import affected

PROCESS_DOCUMENT = "process_document"

Processor = Callable[[jobs.JobContext, Document], Awaitable[None]]
_PROCESSORS: list[Processor] = []


def processor(function: Processor) -> Processor:
    """Run `function` on every confirmed document, in the order registered (a decorator)."""
    if function not in _PROCESSORS:
        _PROCESSORS.append(function)
    return function


async def process_document(job: jobs.JobContext) -> None:
    # Locked while it is processed: a confirm of a new file (or a deletion) waits, then sees the
    # outcome, so an older file's chunks never land after a newer file's.
    document = await job.session.scalar(
        select(Document)
        .where(Document.id == job.payload["document_id"], PRESENT)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    if document is None or document.processed_at is not None:
        return  # deleted, gone with its workspace, or processed by an earlier run of this job
    for run in list(_PROCESSORS):
        await run(job, document)
    await record(job, document, processed_at=utcnow())


async def record(job: jobs.JobContext, document: Document, **values: Any) -> bool:
    """Write `values` into the document if it is unchanged since the job read it; whether it was.

    On SQLite nothing holds the row while the processors work (a transaction there begins with its
    first write, and PostgreSQL's FOR UPDATE has no equivalent): a new file confirmed or a deletion
    may commit meanwhile. A processor therefore writes its outcome with this one conditional
    UPDATE, before anything else: it also takes SQLite's write lock, so nothing changes the
    document until the job commits. When it matches nothing, the processor writes nothing; the
    newer job (or the deletion's) does the work.
    """
    # The same file, not deleted: the document the processor was given.
    unchanged = (Document.id == document.id, Document.file_path == document.file_path, PRESENT)
    statement = update(Document).where(*unchanged).values(**values)
    return affected(await job.session.execute(statement.execution_options(synchronize_session=False))) == 1


jobs.register(PROCESS_DOCUMENT, process_document)
