"""The "refresh dense index" job: writes the generation of a workspace's nearest-neighbour index
(neighbours.py) for its chunks as they are, after the transaction that changed them commits.

Enqueued by the indexing of a document and by the removal of a deleted one's chunks when the
workspace is at or past the threshold, and by a query that found the index behind its chunks (once
per process and chunks). A job finding the generation written already does nothing, so several
enqueued for one change cost one build.
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.adapters import jobs
from handwritten.domain.knowledge.embeddings import default_embedder
from handwritten.services.knowledge import neighbours
from handwritten.services.knowledge.neighbours import Indexing
from handwritten.services.knowledge.snapshots import fingerprint
from handwritten.settings import Settings

REFRESH_DENSE_INDEX = "refresh_dense_index"


def indexing_of(settings: Settings) -> Indexing:
    return Indexing(folder=settings.dense_index_dir, threshold=settings.dense_index_threshold)


async def enqueue_refresh_if_indexed(session: AsyncSession, settings: Settings, workspace_id: int) -> bool:
    """Enqueue the refresh in the session's transaction when the workspace is searched by its index."""
    if (await fingerprint(session, workspace_id))[0] < settings.dense_index_threshold:
        return False
    await jobs.enqueue(session, workspace_id=workspace_id, kind=REFRESH_DENSE_INDEX, payload={})
    return True


async def refresh_dense_index(job: jobs.JobContext) -> None:
    assert job.settings is not None  # the runner gives its settings
    await neighbours.refresh(job.session, indexing_of(job.settings), job.workspace_id, default_embedder().dimension)


jobs.register(REFRESH_DENSE_INDEX, refresh_dense_index)
