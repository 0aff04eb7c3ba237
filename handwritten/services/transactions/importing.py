"""`financial_transaction`: import runs (D8) that add financial transactions (decision
transaction_row_identity).

Results: {"rows": [{"date", "net_amount", "currency", "ledger", and optionally "end_date",
"vendor_name", "journal", "description", "source"}, ...]}, each read by
handwritten/domain/transactions.py. A row already imported (same identity) is skipped, so
importing the same rows again adds nothing; identical rows within one import are told apart by
their occurrence. Created rows carry the run's tags and id.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.transactions import FinancialTransaction, FinancialTransactionTag
from handwritten.domain.transactions import TransactionRow, parse_row
from handwritten.importers.base import Outcome, Plan, PlannedRow, Scope, ShapeError
from handwritten.services.tags import tag_ids, tag_rows

TAG_KIND = "transaction"
LOOKUP_BATCH = 5_000  # identities looked up per statement


def identities(rows: Iterable[TransactionRow | None]) -> list[str | None]:
    """Each row's identity; the n-th repeat of an identical row gets ":n" (n from 1)."""
    seen: Counter[str] = Counter()
    found: list[str | None] = []
    for row in rows:
        if row is None:
            found.append(None)
            continue
        base = row.identity()
        found.append(f"{base}:{seen[base]}" if seen[base] else base)
        seen[base] += 1
    return found


class TransactionImporter:
    model_identifier: ClassVar[str] = "financial_transaction"
    rows_field: ClassVar[str] = "rows"

    async def plan(self, scope: Scope, results: Any) -> Plan:
        if not isinstance(results, dict) or not isinstance(results.get("rows"), list):
            raise ShapeError('Expected an object with "rows": a list of transaction objects.')
        parsed = [parse_row(raw) for raw in results["rows"]]
        keys = identities(row for row, _ in parsed)
        known = await _imported(scope, [key for key in keys if key is not None])
        planned = []
        for index, ((row, errors), key) in enumerate(zip(parsed, keys, strict=True)):
            if row is None:
                planned.append(PlannedRow(index, Outcome.INVALID, errors=errors))
            elif key in known:
                planned.append(PlannedRow(index, Outcome.SKIP, reason="This transaction was imported already."))
            else:
                planned.append(PlannedRow(index, Outcome.CREATE, value=(row, key)))
        return Plan(planned)

    async def apply(self, scope: Scope, plan: Plan) -> None:
        rows = [planned.value for planned in plan.rows if planned.outcome is Outcome.CREATE]
        await add_transactions(scope.session, scope.workspace_id, rows, tags=scope.tags, run_id=scope.run_id)


async def add_transactions(
    session: AsyncSession,
    workspace_id: int,
    rows: Sequence[tuple[TransactionRow, str | None]],
    *,
    tags: Sequence[str] = (),
    run_id: int | None = None,
) -> list[int]:
    """Insert `rows` (each with its identity) as new transactions of the workspace, tagged; their ids."""
    if not rows:
        return []
    values = [
        {
            "company_id": workspace_id,
            "date": row.date,
            "end_date": row.end_date,
            "net_amount": row.net_amount,
            "currency": row.currency,
            "ledger": row.ledger,
            "vendor_name": row.vendor_name,
            "journal": row.journal,
            "description": row.description,
            "source": row.source,
            "status": "new",
            "total_co2_kg": "",
            "emissions": "",
            "classified": False,
            "confidence_status": "needs_attention",
            "row_identity": key,
            "import_run_id": run_id,
        }
        for row, key in rows
    ]
    statement = insert(FinancialTransaction).returning(FinancialTransaction.id, sort_by_parameter_order=True)
    ids = list((await session.execute(statement, values)).scalars())
    tag_list = await tag_ids(session, workspace_id=workspace_id, kind=TAG_KIND, names=list(tags))
    links = [link for id in ids for link in tag_rows(workspace_id, "transaction_id", id, tag_list)]
    if links:
        await session.execute(insert(FinancialTransactionTag), links)
    return ids


async def _imported(scope: Scope, keys: list[str]) -> set[str]:
    found: set[str] = set()
    for start in range(0, len(keys), LOOKUP_BATCH):
        batch = keys[start : start + LOOKUP_BATCH]
        found |= set(
            await scope.session.scalars(
                select(FinancialTransaction.row_identity).where(FinancialTransaction.row_identity.in_(batch))
            )
        )
    return found
