"""The reclassification of a workspace's transactions, as any area asks for it: a job of kind
CLASSIFY on the job queue (decisions transaction_classification, transaction_emissions).

The transactions area registers the job's handler (transactions/classifying.py); an area whose
change alters what the classifier decides (a classification rule's) enqueues the job here, so it
asks for the work without importing the area that does it.
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.adapters import jobs

CLASSIFY = "transactions.classify"


async def enqueue_classification(session: AsyncSession, workspace_id: int) -> None:
    """Have the workspace's transactions classified again once the session's transaction commits."""
    await jobs.enqueue(session, workspace_id=workspace_id, kind=CLASSIFY, payload={})
