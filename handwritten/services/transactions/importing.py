"""`financial_transaction`: import runs (D8) that add financial transactions (decision
transaction_row_identity).

Results: {"rows": [{"date", "net_amount", "currency", "ledger", and optionally "end_date",
"vendor_name", "journal", "description", "source"}, ...]}, each read by
handwritten/domain/transactions.py; or {"csv": {format}}: the rows of the run's document, a CSV
file uploaded through the ingestion flow, read as `canopy transactions import` reads a file and
numbered by their line. A row already imported (same identity) is skipped, so
importing the same rows again adds nothing; identical rows within one import are told apart by
their occurrence. Created rows carry the run's tags and id.
"""

from __future__ import annotations

import codecs
import io
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.documents import Document
from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.transactions import FinancialTransaction, FinancialTransactionTag
from handwritten.domain.transactions import TransactionRow, parse_row
from handwritten.domain.transactions_csv import CsvFormat, CsvHeaderError, read_rows
from handwritten.importers.base import Outcome, Plan, PlannedRow, Scope, ShapeError
from handwritten.services.tags import slugs, tag_ids, tag_rows
from handwritten.services.transactions.classifying import enqueue_classification

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
        # The tags become tag records (with slugs) on a real run: a dry run refuses what it would.
        slugs(scope.tags)
        # One import of the workspace at a time (the command's too, bulk.py): a run reads which rows
        # are there already once the one before it has committed, so the same rows sent twice at
        # once are created once and skipped once, never refused by the unique identity. A dry run
        # writes nothing and does not wait: it reports on what is committed when it reads.
        if not scope.dry_run:
            await one_at_a_time(scope.session, Work.TRANSACTION_IMPORT)
        if isinstance(results, dict) and isinstance(results.get("csv"), dict):
            parsed = await _document_rows(scope, results["csv"])
        elif isinstance(results, dict) and isinstance(results.get("rows"), list):
            parsed = [(index, *parse_row(raw)) for index, raw in enumerate(results["rows"])]
        else:
            raise ShapeError(
                'Expected an object with "rows": a list of transaction objects, or with "csv": the format '
                "of the run's document, a CSV file ({} or delimiter, locale, date_format)."
            )
        keys = identities(row for _, row, _ in parsed)
        known = await _imported(scope, [key for key in keys if key is not None])
        planned = []
        for (index, row, errors), key in zip(parsed, keys, strict=True):
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
    await enqueue_classification(session, workspace_id)
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


async def _document_rows(scope: Scope, options: dict[str, Any]) -> list[tuple[int, TransactionRow | None, list[str]]]:
    """The rows of the run's document, a CSV file, numbered by their line (decision transaction_csv)."""
    unknown = sorted(set(options) - {"delimiter", "locale", "date_format"})
    if unknown or not all(isinstance(value, str) for value in options.values()):
        raise ShapeError('"csv" takes text options delimiter, locale and date_format only.')
    fmt = CsvFormat(**options)
    if problems := fmt.check():
        raise ShapeError(" ".join(problems))
    document = await scope.session.get(Document, scope.document_id)
    key = scope.store.key_of(document.file_path) if document is not None and scope.store is not None else None
    if document is None or document.deleted_at is not None:
        raise ShapeError("The run's document was deleted.")
    if scope.store is None or document.upload_status != "completed" or key is None:
        raise ShapeError("The run's document has no uploaded file to read: upload and confirm it first (D2, D5).")
    limit = scope.max_file_bytes
    if limit is not None and (document.file_size or 0) > limit:
        raise ShapeError(_too_large(document.file_size, limit))
    decoder = codecs.getincrementaldecoder("utf-8-sig")(errors="strict")
    text = []
    read = 0
    try:
        async for chunk in scope.store.read(key):
            read += len(chunk)
            if limit is not None and read > limit:  # whatever file_size says: the bytes decide
                raise ShapeError(_too_large(f"more than {limit}", limit))
            text.append(decoder.decode(chunk))
        text.append(decoder.decode(b"", final=True))
    except UnicodeDecodeError:
        raise ShapeError("The run's document is not UTF-8 text.") from None
    try:
        # Lines as the command reads a file (open(newline="")): only \r, \n and \r\n end one.
        rows = list(read_rows(io.StringIO("".join(text), newline=""), fmt))
    except CsvHeaderError as error:
        raise ShapeError(str(error)) from None
    return [
        (found.line, found.row, [f"{p.column}: {p.message}" if p.column else p.message for p in found.problems])
        for found in rows
    ]


def _too_large(size: object, limit: int) -> str:
    return (
        f"The run's document is {size} bytes; an import run reads at most {limit} bytes of CSV. "
        "Import a larger file with `canopy transactions import`, which streams it."
    )
