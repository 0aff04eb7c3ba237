"""The transactions.classify job: every transaction of the workspace classified again by its rules
and its emissions computed (decisions transaction_classification, transaction_emissions), in
batches, only the changed rows written.

Enqueued (services/reclassification.py) in the transaction of every change that can alter a
classification or an emission: an import, a rule created, changed or deleted, factors or exchange
rates imported. A second job enqueued while one is due does the same work and leaves the same
result: what the classifier (classifiers.py) decides depends only on the rows and the
workspace's rules, factors and rates.
"""

from __future__ import annotations

from dataclasses import asdict

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.adapters import jobs
from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.transactions import FinancialTransaction
from handwritten.services.reclassification import CLASSIFY
from handwritten.services.transactions.classifiers import Classifier, Outcome, TransactionView, classifier_for
from handwritten.settings import get_settings

BATCH = 5_000
T = FinancialTransaction


async def classify_all(session: AsyncSession, classifier: Classifier | None = None) -> int:
    """Classify every transaction of the session's workspace with `classifier` (the settings', by
    default) and store what it decides; how many rows changed.

    One run at a time per workspace, the rules read once it runs: two runs at once (a rule created,
    then deleted while the first run works) would each write what its own rules say, and the
    first to commit could be the later one's stale answer."""
    await one_at_a_time(session, Work.CLASSIFICATION)
    run = await (classifier or classifier_for(get_settings().transaction_classifier)).load(session)
    changed = 0
    after = 0
    while True:
        rows = (
            await session.execute(
                select(
                    T.id,
                    T.ledger,
                    T.vendor_name,
                    T.description,
                    T.net_amount,
                    T.currency,
                    T.date,
                    T.classified,
                    T.category,
                    T.confidence_status,
                    T.total_co2_kg,
                    T.emissions,
                )  # fmt: skip
                .where(T.id > after)
                .order_by(T.id)
                .limit(BATCH)
            )
        ).all()
        if not rows:
            return changed
        updates = []
        for row in rows:
            view = TransactionView(row.ledger, row.vendor_name, row.description, row.net_amount, row.currency, row.date)
            outcome = run(view)
            stored = Outcome(row.classified, row.category, row.confidence_status, row.total_co2_kg, row.emissions)
            if outcome != stored:
                updates.append({"id": row.id, **asdict(outcome)})
        if updates:
            await session.execute(update(T).execution_options(synchronize_session=False), updates)
            changed += len(updates)
        after = rows[-1].id


async def _classify_job(job: jobs.JobContext) -> None:
    await classify_all(job.session)


jobs.register(CLASSIFY, _classify_job)
