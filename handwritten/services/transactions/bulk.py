"""Many transactions imported at once, in the caller's transaction, with memory that does not grow
with their number (decision transaction_row_identity): the rows go to a temporary staging table in
batches (COPY on PostgreSQL), and the database numbers repeated rows, finds the ones imported
already, inserts the others and tags them, in a few statements whatever their number.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import islice
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    MetaData,
    String,
    Table,
    Text,
    case,
    cast,
    exists,
    func,
    insert,
    literal,
    select,
    text,
)
from sqlalchemy.engine import CursorResult
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.models import UtcDateTime
from handwritten.db.transactions import SCALE, FinancialTransaction, FinancialTransactionTag
from handwritten.domain.transactions import TransactionRow
from handwritten.services.tags import tag_ids
from handwritten.services.transactions.classifying import enqueue_classification
from handwritten.services.transactions.importing import TAG_KIND

BATCH = 5_000
T = FinancialTransaction

_STAGING = Table(
    "canopy_transaction_staging",
    MetaData(),
    Column("line", BigInteger, primary_key=True),
    Column("base", String(64), nullable=False),
    Column("date", UtcDateTime(), nullable=False),
    Column("end_date", UtcDateTime(), nullable=False),
    Column("net_amount", BigInteger, nullable=False),  # ten-thousandths, as FinancialTransaction keeps them
    Column("currency", String(3), nullable=False),
    Column("ledger", String(255), nullable=False),
    Column("vendor_name", Text),
    Column("journal", String(255)),
    Column("description", Text),
    Column("source", String(16), nullable=False),
    prefixes=["TEMPORARY"],
)
_COPIED = ["line", "base", "date", "end_date", "net_amount", "currency", "ledger"]
_COPIED += ["vendor_name", "journal", "description", "source"]


@dataclass(frozen=True, slots=True)
class Imported:
    created: int
    skipped: int  # imported already


async def import_rows(
    session: AsyncSession,
    workspace_id: int,
    rows: Iterable[TransactionRow],
    *,
    tags: list[str],
    progress: Callable[[int], None] | None = None,
    proceed: Callable[[], bool] = lambda: True,
) -> Imported | None:
    """Import `rows` (checked) into the workspace the session acts for; `progress` is told how
    many rows were staged after each batch. Once every row is staged, `proceed` says whether to
    import them (a caller checking rows as they stream refuses the whole file here): None if not."""
    connection = await session.connection()
    await connection.run_sync(lambda sync: _STAGING.create(sync, checkfirst=False))
    try:
        staged = 0
        iterator = iter(rows)
        while batch := list(islice(iterator, BATCH)):
            records = [_record(staged + n + 1, row) for n, row in enumerate(batch)]
            await _stage(session, records)
            staged += len(records)
            if progress is not None:
                progress(len(records))
        return await _merge(session, workspace_id, tags) if proceed() else None
    finally:
        await connection.run_sync(lambda sync: _STAGING.drop(sync, checkfirst=True))


def _record(line: int, row: TransactionRow) -> tuple[Any, ...]:
    return (
        line, row.identity(), row.date, row.end_date, int(row.net_amount * SCALE), row.currency, row.ledger,
        row.vendor_name, row.journal, row.description, row.source,
    )  # fmt: skip


async def _stage(session: AsyncSession, records: list[tuple[Any, ...]]) -> None:
    connection = await session.connection()
    if connection.dialect.name == "postgresql":
        raw = await connection.get_raw_connection()
        await raw.driver_connection.copy_records_to_table(_STAGING.name, records=records, columns=_COPIED)  # type: ignore[union-attr]
    else:
        await session.execute(insert(_STAGING), [dict(zip(_COPIED, record, strict=True)) for record in records])


def _cursor(result: Any) -> CursorResult[Any]:
    return result  # type: ignore[no-any-return]  # an INSERT's result is a CursorResult


async def _merge(session: AsyncSession, workspace_id: int, tags: list[str]) -> Imported:
    """Insert the staged rows not imported already, in the file's order, and tag them: one INSERT
    ... SELECT, which numbers repeated rows and leaves out known identities as it goes."""
    s = _STAGING.c
    # The n-th repeat of an identical row is "<hash>:<n>" (as the import run importer numbers them).
    repeat = func.row_number().over(partition_by=s.base, order_by=s.line) - 1
    identity = case((repeat > 0, s.base + ":" + cast(repeat, String)), else_=s.base).label("identity")
    staged = select(*(getattr(s, name) for name in _COPIED if name != "base"), identity).subquery()
    n = staged.c
    imported = exists().where(T.company_id == workspace_id, T.row_identity == n.identity)
    new = (
        select(
            literal(workspace_id),
            n.date,
            n.end_date,
            n.net_amount,
            n.currency,
            n.ledger,
            n.vendor_name,
            n.journal,
            n.description,
            n.source,
            literal("new"),
            literal(""),
            literal(""),
            literal(False),
            literal("needs_attention"),
            n.identity,
        )  # fmt: skip
        .where(~imported)
        .order_by(n.line)  # ids in the file's order
    )
    columns = ["company_id", "date", "end_date", "net_amount", "currency", "ledger", "vendor_name", "journal"]
    columns += ["description", "source", "status", "total_co2_kg", "emissions", "classified", "confidence_status"]
    # Imports of the workspace run one at a time: the rows after `before` are this one's.
    await one_at_a_time(session, Work.TRANSACTION_IMPORT)
    before = await session.scalar(select(func.coalesce(func.max(T.id), 0)))
    inserted = _cursor(await session.execute(insert(T).from_select([*columns, "row_identity"], new)))
    created = inserted.rowcount
    for tag in await tag_ids(session, workspace_id=workspace_id, kind=TAG_KIND, names=tags):
        tagged = select(literal(workspace_id), T.id, literal(tag)).where(T.company_id == workspace_id, T.id > before)
        await session.execute(
            insert(FinancialTransactionTag).from_select(["company_id", "transaction_id", "tag_id"], tagged)
        )
    await enqueue_classification(session, workspace_id)
    total = await session.scalar(select(func.count()).select_from(_STAGING)) or 0
    return Imported(created=created, skipped=total - created)


# Fewer new rows than this leave the planner's statistics to autovacuum.
ANALYZE_AFTER = 100_000


async def refresh_statistics(session: AsyncSession, created: int) -> None:
    """After a large import, committed: the table's statistics brought up to date at once, so the
    classification job the import enqueued (and the lists) are planned for the rows now there
    rather than for the table before (four times faster on a million rows, bench/README.md)."""
    if created >= ANALYZE_AFTER:
        await session.execute(text(f"ANALYZE {T.__tablename__}"))
