"""`financial_transaction`: import runs (D8) that add financial transactions (decision
transaction_row_identity).

Results: {"rows": [{"date", "net_amount", "currency", "ledger", and optionally "end_date",
"vendor_name", "journal", "description", "source"}, ...]}, each read by
handwritten/domain/transactions.py, planned and applied; or {"csv": {format}}: the rows of the
run's document, a CSV file uploaded through the ingestion flow, streamed as `canopy transactions
import` streams a file (bulk.py), of any size, and numbered by their line. A row already imported
(same identity) is skipped, so importing the same rows again adds nothing; identical rows within
one import are told apart by their occurrence. Created rows carry the run's tags and id.
"""

from __future__ import annotations

import io
import json
import tempfile
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import IO, Any, ClassVar

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.adapters.importers.base import LISTED, Outcome, Plan, PlannedRow, Scope, ShapeError, Tally
from handwritten.adapters.storage import ObjectStore
from handwritten.db.documents import Document
from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.transactions import TAG_KIND, FinancialTransaction, FinancialTransactionTag
from handwritten.domain.transactions import TransactionRow, parse_row
from handwritten.domain.transactions_csv import CsvFormat, CsvHeaderError, CsvReport, NotUtf8, Utf8Check, read_rows
from handwritten.services.reclassification import enqueue_classification
from handwritten.services.tags import slugs, tag_ids, tag_rows
from handwritten.services.transactions import figures
from handwritten.services.transactions.bulk import import_rows, refresh_statistics

LOOKUP_BATCH = 5_000  # identities looked up per statement


# A row's identity and which repeat of an identical row of its import it is (0 for the first).
Identity = tuple[bytes, int]


def identities(rows: Iterable[TransactionRow | None]) -> list[Identity | None]:
    """Each row's identity and repeat: 0 for the first of identical rows, n for its n-th repeat."""
    seen: Counter[bytes] = Counter()
    found: list[Identity | None] = []
    for row in rows:
        if row is None:
            found.append(None)
            continue
        identity = row.identity()
        found.append((identity, seen[identity]))
        seen[identity] += 1
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
        if not (isinstance(results, dict) and isinstance(results.get("rows"), list)):
            raise ShapeError(
                'Expected an object with "rows": a list of transaction objects, or with "csv": the format '
                "of the run's document, a CSV file ({} or delimiter, locale, date_format)."
            )
        parsed = [(index, *parse_row(raw)) for index, raw in enumerate(results["rows"])]
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

    async def stream(self, scope: Scope, results: Any) -> Tally | None:
        """{"csv": {format}}: the run's document imported as the command imports a file (decision
        transaction_csv), spooled to a temporary file first so that it is read at the parser's
        pace, never held."""
        if not (isinstance(results, dict) and isinstance(results.get("csv"), dict)):
            return None
        slugs(scope.tags)
        fmt = _csv_format(results["csv"])
        store, key = await _document_file(scope)
        with tempfile.TemporaryFile() as spooled:
            await _spool(store, key, spooled)
            spooled.seek(0)
            text = io.TextIOWrapper(spooled, encoding="utf-8-sig", newline="")
            report = CsvReport(LISTED)
            # A real run stops inserting at the first invalid row (reading on for the report); a
            # dry one, rolled back anyway, imports every valid row to count them.
            proceed = (lambda: True) if scope.dry_run else (lambda: not report.invalid)
            try:
                imported = await import_rows(
                    scope.session,
                    scope.workspace_id,
                    report.valid(read_rows(text, fmt)),
                    tags=scope.tags,
                    run_id=scope.run_id,
                    proceed=proceed,
                )
            except CsvHeaderError as error:
                raise ShapeError(_header_problem(error)) from None
        if imported is not None and not scope.dry_run and not report.invalid:
            await refresh_statistics(scope.session, imported.created)
        invalid = [PlannedRow(line, Outcome.INVALID, errors=errors) for line, errors in report.by_line().items()]
        return Tally(
            created=imported.created if imported is not None else 0,
            skipped=imported.skipped if imported is not None else 0,
            invalid_count=report.invalid,
            invalid=invalid,
        )

    async def apply(self, scope: Scope, plan: Plan) -> None:
        rows = [planned.value for planned in plan.rows if planned.outcome is Outcome.CREATE]
        await add_transactions(scope.session, scope.workspace_id, rows, tags=scope.tags, run_id=scope.run_id)


async def add_transactions(
    session: AsyncSession,
    workspace_id: int,
    rows: Sequence[tuple[TransactionRow, Identity | None]],
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
            "row_identity": identity[0] if identity is not None else None,
            "row_repeat": identity[1] if identity is not None else 0,
            "import_run_id": run_id,
        }
        for row, identity in rows
    ]
    statement = insert(FinancialTransaction).returning(FinancialTransaction.id, sort_by_parameter_order=True)
    ids = list((await session.execute(statement, values)).scalars())
    dates = figures.DateRange()
    dates.include([row.date for row, _ in rows])
    await figures.added(session, workspace_id, len(ids), dates)
    tag_list = await tag_ids(session, workspace_id=workspace_id, kind=TAG_KIND, names=list(tags))
    links = [link for id in ids for link in tag_rows(workspace_id, "transaction_id", id, tag_list)]
    if links:
        await session.execute(insert(FinancialTransactionTag), links)
    await enqueue_classification(session, workspace_id)
    return ids


async def _imported(scope: Scope, keys: list[Identity]) -> set[Identity]:
    found: set[Identity] = set()
    T = FinancialTransaction
    for start in range(0, len(keys), LOOKUP_BATCH):
        digests = {identity for identity, _ in keys[start : start + LOOKUP_BATCH]}
        rows = await scope.session.execute(select(T.row_identity, T.row_repeat).where(T.row_identity.in_(digests)))
        found |= {(identity, repeat) for identity, repeat in rows if identity is not None}
    return found


def _header_problem(error: CsvHeaderError) -> str:
    """The header's problem, suggesting the delimiter it seems to use as the results give one."""
    if error.delimiter is None:
        return str(error)
    delimiter = json.dumps(error.delimiter)
    return f'{error} The header looks separated by {delimiter}: give "csv": {{"delimiter": {delimiter}}}.'


def _csv_format(options: dict[str, Any]) -> CsvFormat:
    unknown = sorted(set(options) - {"delimiter", "locale", "date_format"})
    if unknown or not all(isinstance(value, str) for value in options.values()):
        raise ShapeError('"csv" takes text options delimiter, locale and date_format only.')
    fmt = CsvFormat(**options)
    if problems := fmt.check():
        raise ShapeError(" ".join(problems))
    return fmt


async def _document_file(scope: Scope) -> tuple[ObjectStore, str]:
    """Where the run's document's uploaded file is."""
    document = await scope.session.get(Document, scope.document_id)
    if document is None or document.deleted_at is not None:
        raise ShapeError("The run's document was deleted.")
    key = scope.store.key_of(document.file_path) if scope.store is not None and document.file_path else None
    if scope.store is None or document.upload_status != "completed" or key is None:
        raise ShapeError("The run's document has no uploaded file to read: upload and confirm it first (D2, D5).")
    return scope.store, key


async def _spool(store: ObjectStore, key: str, into: IO[bytes]) -> None:
    """The object's bytes written to `into`, checked to be UTF-8 text on the way."""
    check = Utf8Check()
    try:
        async for chunk in store.read(key):
            check.feed(chunk)
            into.write(chunk)
        check.feed(b"", final=True)
    except NotUtf8 as error:
        raise ShapeError(f"The run's document is not UTF-8 text: {error}.") from None
