"""Downstream processing of a confirmed document: the "process document" job (decisions
document_storage, knowledge_base_indexing).

Confirming an upload enqueues the job in its own transaction (service.py); the job runs each
registered processor on the document, then records it as processed. The knowledge base registers
its text extraction and indexing here with `processor(...)`.

Processing is slow (a large file's text is extracted and embedded for seconds, minutes for the
largest), and holds nothing of the document meanwhile, so D4, D5, DU1, DL1 and D8 on it answer at
once while it runs:

1. Claim: the job reads the document as a DocumentFile, the file it is to process (file_path,
   which names one confirmed upload's file and is never reused), and ends the read's transaction.
   No row lock is taken; on PostgreSQL no transaction stays open either (an open one, even idle,
   would keep a migration from altering the table, and every request behind the migration, for
   as long as the work takes); SQLite's single writer is not taken, since nothing is written.
2. Work: each processor does its slow part with no transaction open.
3. Record: a processor writes its outcome with `record`, one conditional UPDATE that matches only
   while the document still holds the file that was claimed (not given a new file by DU1 and D5,
   not deleted, not processed yet), then, only if it matched, the rest of its outcome (chunks).
   That UPDATE begins the job's closing transaction: it takes the row (PostgreSQL) or SQLite's
   write lock for the short time until the job completes and commits. When it matches nothing,
   the run's outcome is dropped: the new file's own job does the work, or the deletion's removes
   what there was. A change of name, description or folder (D4) keeps the outcome, which is of
   the file.

A processor that fails leaves the document unprocessed and the job retried.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select, update

from handwritten.adapters import jobs
from handwritten.db.documents import PRESENT, Document
from handwritten.db.models import utcnow
from handwritten.services.writes import affected

PROCESS_DOCUMENT = "process_document"


@dataclass(frozen=True, slots=True)
class DocumentFile:
    """A document as its processing claimed it: the file to process and what processors need of it.

    A copy, not a row: nothing holds the document while processors work, and nothing a processor
    does to this changes it (`record` does, conditionally).
    """

    id: int
    company_id: int
    name: str
    file_path: str
    file_size: int | None
    media_type: str | None


Processor = Callable[[jobs.JobContext, DocumentFile], Awaitable[None]]
_PROCESSORS: list[Processor] = []
_CLAIMED = (
    Document.id,
    Document.company_id,
    Document.name,
    Document.file_path,
    Document.file_size,
    Document.media_type,
)


def processor(function: Processor) -> Processor:
    """Run `function` on every confirmed document, in the order registered (a decorator)."""
    if function not in _PROCESSORS:
        _PROCESSORS.append(function)
    return function


async def claim(job: jobs.JobContext) -> DocumentFile | None:
    """The document of the job's payload as it is now, if it is present and not processed yet;
    the read's transaction is ended before this returns (nothing was written in it)."""
    try:
        row = (
            await job.session.execute(
                select(*_CLAIMED).where(
                    Document.id == job.payload["document_id"], PRESENT, Document.processed_at.is_(None)
                )
            )
        ).one_or_none()
    finally:
        # Ends the read, so that no transaction is open during the work (see the module); the
        # job's writes then commit with its completion in the transaction `record` begins.
        await job.session.rollback()
    return DocumentFile(**row._mapping) if row is not None else None


async def process_document(job: jobs.JobContext) -> None:
    document = await claim(job)
    if document is None:
        return  # deleted, gone with its workspace, or processed by an earlier run of this job
    for run in list(_PROCESSORS):
        await run(job, document)
    await record(job, document, processed_at=utcnow())


async def record(job: jobs.JobContext, document: DocumentFile, **values: Any) -> bool:
    """Write `values` into the document if it still holds the file claimed; whether it did.

    Call it before writing anything else of an outcome, and write the rest only when it returns
    True: its UPDATE takes the document (PostgreSQL's row lock, SQLite's write lock) until the job
    commits, so nothing changes the document between it and the rest of the outcome. On
    PostgreSQL an UPDATE waiting for a confirmation or deletion committing meanwhile reads the
    row as that left it, and matches nothing.
    """
    # The same file, not deleted, not processed yet: the document the processor was given.
    unchanged = (
        Document.id == document.id,
        Document.file_path == document.file_path,
        PRESENT,
        Document.processed_at.is_(None),
    )
    statement = update(Document).where(*unchanged).values(**values)
    return affected(await job.session.execute(statement.execution_options(synchronize_session=False))) == 1


jobs.register(PROCESS_DOCUMENT, process_document)
