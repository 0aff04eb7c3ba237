"""The transactions.classify job: every transaction of the workspace classified again by its rules
(decision transaction_classification), in batches, only the changed rows written.

Enqueued in the transaction of every change that can alter a classification: an import, a rule
created, changed or deleted. A second job enqueued while one is due does the same work, which
leaves the same result: classification depends only on the rows and the rules.
"""

from __future__ import annotations

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten import jobs
from handwritten.db.transactions import ClassificationRule, FinancialTransaction
from handwritten.domain.classification import Rule, classify, ordered

CLASSIFY = "transactions.classify"
BATCH = 5_000
T = FinancialTransaction


async def enqueue_classification(session: AsyncSession, workspace_id: int) -> None:
    """Have the workspace's transactions classified again once the session's transaction commits."""
    await jobs.enqueue(session, workspace_id=workspace_id, kind=CLASSIFY, payload={})


async def rules_of(session: AsyncSession) -> list[Rule]:
    rows = await session.scalars(select(ClassificationRule))
    return ordered([Rule(r.id, r.field, r.match, r.pattern, r.category, r.priority) for r in rows])


async def classify_all(session: AsyncSession) -> int:
    """Classify every transaction of the session's workspace; how many changed."""
    rules = await rules_of(session)
    changed = 0
    after = 0
    while True:
        rows = (
            await session.execute(
                select(T.id, T.ledger, T.vendor_name, T.description, T.classified, T.category, T.confidence_status)
                .where(T.id > after)
                .order_by(T.id)
                .limit(BATCH)
            )
        ).all()
        if not rows:
            return changed
        updates = []
        for row in rows:
            found = classify(
                {"ledger": row.ledger, "vendor_name": row.vendor_name, "description": row.description}, rules
            )
            if (found.classified, found.category, found.confidence_status) != (
                row.classified, row.category, row.confidence_status,
            ):  # fmt: skip
                updates.append(
                    {
                        "id": row.id,
                        "classified": found.classified,
                        "category": found.category,
                        "confidence_status": found.confidence_status,
                    }
                )
        if updates:
            await session.execute(update(T).execution_options(synchronize_session=False), updates)
            changed += len(updates)
        after = rows[-1].id


async def _classify_job(job: jobs.JobContext) -> None:
    await classify_all(job.session)


jobs.register(CLASSIFY, _classify_job)
