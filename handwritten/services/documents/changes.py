"""Changes of a document other areas follow: the "document changed" job and its listeners.

A document updated (D4) or whose upload is confirmed (D5) enqueues the job in that transaction;
the job calls every registered listener with the document's id, in the job's one transaction, so
a listener that fails leaves the job to be retried. Areas register with `on_document_change`
(surveys: answers referring to the document, decision data_point_documents), and the documents
area names none of them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from handwritten.adapters import jobs
from handwritten.db.models import utcnow
from handwritten.runtime.context import RequestContext
from handwritten.services.dependencies import Dependencies

DOCUMENT_CHANGED = "document_changed"

Listener = Callable[[jobs.JobContext, int], Awaitable[None]]
_LISTENERS: list[Listener] = []


def on_document_change(listener: Listener) -> Listener:
    """Call `listener` with each changed document's id, in the order registered (a decorator)."""
    if listener not in _LISTENERS:
        _LISTENERS.append(listener)
    return listener


async def document_changed(job: jobs.JobContext) -> None:
    for listener in list(_LISTENERS):
        await listener(job, job.payload["document_id"])


async def enqueue_document_changed(ctx: RequestContext, deps: Dependencies, document_id: int) -> None:
    """Have the listeners follow the change, once it commits."""
    # When it changed: a listener can tell what was decided before the change from what after.
    payload = {"document_id": document_id, "changed_at": utcnow().isoformat()}
    await jobs.enqueue(ctx.session, workspace_id=ctx.workspace_id, kind=DOCUMENT_CHANGED, payload=payload)
    ctx.after_commit(deps.jobs.wake)


jobs.register(DOCUMENT_CHANGED, document_changed)
