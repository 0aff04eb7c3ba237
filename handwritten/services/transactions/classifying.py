"""The transactions.classify job: every transaction of the workspace classified again by its rules
and its emissions computed (decisions transaction_classification, transaction_emissions), in
batches, only the changed rows written.

Enqueued in the transaction of every change that can alter a classification or an emission: an
import, a rule created, changed or deleted, factors or exchange rates imported. A second job enqueued while one is due does the same work, which
leaves the same result: classification depends only on the rows and the rules.
"""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten import jobs
from handwritten.db.transactions import ClassificationRule, EmissionFactor, ExchangeRate, FinancialTransaction
from handwritten.domain.classification import Rule, classify, ordered
from handwritten.domain.emissions import Factor, emissions

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
    """Classify every transaction of the session's workspace and compute its emissions; how many changed."""
    rules = await rules_of(session)
    factors = {
        (f.category, f.currency): Factor(f.category, f.currency, Decimal(f.kg_co2e_per_unit), f.source, f.year)
        for f in await session.scalars(select(EmissionFactor))
    }
    rates = {(r.currency, r.to_currency, r.year): Decimal(r.rate) for r in await session.scalars(select(ExchangeRate))}
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
            found = classify(
                {"ledger": row.ledger, "vendor_name": row.vendor_name, "description": row.description}, rules
            )
            spent = emissions(
                category=found.category,
                amount=row.net_amount,
                currency=row.currency,
                year=row.date.year,
                factors=factors,
                rates=rates,
            )
            now = (found.classified, found.category, found.confidence_status, spent.total_co2_kg, spent.emissions)
            if now != (row.classified, row.category, row.confidence_status, row.total_co2_kg, row.emissions):
                updates.append(
                    {
                        "id": row.id,
                        "classified": found.classified,
                        "category": found.category,
                        "confidence_status": found.confidence_status,
                        "total_co2_kg": spent.total_co2_kg,
                        "emissions": spent.emissions,
                    }
                )
        if updates:
            await session.execute(update(T).execution_options(synchronize_session=False), updates)
            changed += len(updates)
        after = rows[-1].id


async def _classify_job(job: jobs.JobContext) -> None:
    await classify_all(job.session)


jobs.register(CLASSIFY, _classify_job)
