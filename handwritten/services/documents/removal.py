"""Removal of stored files no document needs any more: the "remove stored objects" job.

A file replaced (D5 after DU1), an upload never confirmed (DU1), or a deleted document's file
(DL1) is removed from object storage by a job enqueued in the transaction that let it go: the
file stays while that transaction may still roll back, and goes once it commits, however often
the job runs (removing a missing object is no error).
"""

from __future__ import annotations

from collections.abc import Iterable

from handwritten.adapters import jobs
from handwritten.adapters.storage import object_store_for
from handwritten.runtime.context import RequestContext
from handwritten.services.dependencies import Dependencies

REMOVE_STORED_OBJECTS = "remove_stored_objects"


async def remove_stored_objects(job: jobs.JobContext) -> None:
    assert job.settings is not None  # the runner gives its settings
    store = object_store_for(job.settings)
    try:
        for key in job.payload["keys"]:
            await store.delete(key)
    finally:
        await store.close()


async def enqueue_removal(ctx: RequestContext, deps: Dependencies, keys: Iterable[str]) -> None:
    """Remove the objects `keys` once the request's transaction commits (nothing when it rolls back)."""
    payload = {"keys": sorted(set(keys))}
    if payload["keys"]:
        await jobs.enqueue(ctx.session, workspace_id=ctx.workspace_id, kind=REMOVE_STORED_OBJECTS, payload=payload)
        ctx.after_commit(deps.jobs.wake)


jobs.register(REMOVE_STORED_OBJECTS, remove_stored_objects)
