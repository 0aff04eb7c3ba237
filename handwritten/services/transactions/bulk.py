"""Many transactions imported at once, in the caller's transaction, with memory that does not grow
with their number (decision transaction_row_identity): the rows go to a temporary staging table in
batches (COPY on PostgreSQL), and each batch is inserted from there, its repeated rows numbered and
the ones imported already left out, while the next batch is read and checked: the database's work
and the file's parsing, each about half of a large import, use the two cores side by side.
"""

from __future__ import annotations

import asyncio
import typing
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    Index,
    MetaData,
    String,
    Table,
    Text,
    case,
    cast,
    func,
    insert,
    literal,
    select,
    text,
)
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.models import UtcDateTime
from handwritten.db.transactions import SCALE, TAG_KIND, FinancialTransaction, FinancialTransactionTag
from handwritten.domain.transactions import TransactionRow
from handwritten.services.tags import tag_ids
from handwritten.services.transactions.classifying import enqueue_classification
from handwritten.services.writes import affected, conflict_free_insert

BATCH = 5_000
T = FinancialTransaction
ANALYZE_FUNCTION = "canopy_analyze_transactions"  # migration 0022
_TRANSACTIONS = typing.cast(Table, T.__table__)  # Core, for the conflict-free insert

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
    # A row's repeats earlier in the file, counted when its batch is inserted.
    Index("canopy_transaction_staging_base", "base", "line"),
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
    run_id: int | None = None,
    progress: Callable[[int], None] | None = None,
    proceed: Callable[[], bool] = lambda: True,
) -> Imported | None:
    """Import `rows` (checked) into the workspace the session acts for, recording `run_id` (an
    import run's) on each; `progress` is told how many rows were staged after each batch. `proceed` says whether to go on importing (a caller
    checking rows as they stream refuses the whole file once one is wrong): when it says no at the
    end, None, and the caller rolls back what was inserted."""
    connection = await session.connection()
    await connection.run_sync(lambda sync: _STAGING.create(sync, checkfirst=False))
    try:
        # Imports of the workspace run one at a time: the rows after `before` are this one's.
        await one_at_a_time(session, Work.TRANSACTION_IMPORT)
        before = await session.scalar(select(func.coalesce(func.max(T.id), 0)))
        iterator = iter(rows)
        staged = created = 0
        batch = await asyncio.to_thread(_next_batch, iterator, staged)
        while batch:
            await _stage(session, batch)
            staged += len(batch)
            inserting = asyncio.ensure_future(_insert(session, workspace_id, run_id, batch[0][0], batch[-1][0]))
            try:
                # The next batch read and checked (a thread) while the database inserts this one.
                following = await asyncio.to_thread(_next_batch, iterator, staged)
            finally:
                inserted = await inserting
            created += inserted
            if progress is not None:
                progress(len(batch))
            batch = following
            if not proceed():
                # Refused: the rest is still read, for the caller's report of every wrong row.
                await asyncio.to_thread(deque, iterator, 0)
                return None
        if not proceed():  # refused before any row was staged: every row was wrong
            return None
        for tag in await tag_ids(session, workspace_id=workspace_id, kind=TAG_KIND, names=tags):
            tagged = select(literal(workspace_id), T.id, literal(tag)).where(
                T.company_id == workspace_id, T.id > before
            )
            await session.execute(
                insert(FinancialTransactionTag).from_select(["company_id", "transaction_id", "tag_id"], tagged)
            )
        await enqueue_classification(session, workspace_id)
        return Imported(created=created, skipped=staged - created)
    finally:
        await connection.run_sync(lambda sync: _STAGING.drop(sync, checkfirst=True))


def _next_batch(rows: Iterator[TransactionRow], staged: int) -> list[tuple[Any, ...]]:
    return [_record(staged + n + 1, row) for n, row in enumerate(islice(rows, BATCH))]


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


_COLUMNS = ["company_id", "date", "end_date", "net_amount", "currency", "ledger", "vendor_name", "journal"]
_COLUMNS += ["description", "source", "status", "total_co2_kg", "emissions", "classified", "confidence_status"]
_COLUMNS += ["row_identity", "import_run_id"]


async def _insert(session: AsyncSession, workspace_id: int, run_id: int | None, first: int, last: int) -> int:
    """Insert the staged rows of lines first..last not imported already, in the file's order; how many."""
    s = _STAGING.c
    earlier = _STAGING.alias("earlier")
    # The n-th repeat of an identical row is "<hash>:<n>" (as the import run importer numbers them).
    repeat = (
        select(func.count())
        .where(earlier.c.base == s.base, earlier.c.line < s.line)
        .correlate(_STAGING)
        .scalar_subquery()
    )
    identity = case((repeat > 0, s.base + ":" + cast(repeat, String)), else_=s.base)
    rows = (
        select(
            literal(workspace_id),
            s.date,
            s.end_date,
            s.net_amount,
            s.currency,
            s.ledger,
            s.vendor_name,
            s.journal,
            s.description,
            s.source,
            literal("new"),
            literal(""),
            literal(""),
            literal(False),
            literal("needs_attention"),
            identity,
            literal(run_id, BigInteger),
        )  # fmt: skip
        .where(s.line.between(first, last))
        .order_by(s.line)  # ids in the file's order
    )
    insert_new = await conflict_free_insert(session)
    # A row imported already (its identity in the workspace) is left out by the unique key.
    statement = (
        insert_new(_TRANSACTIONS)
        .from_select(_COLUMNS, rows)
        .on_conflict_do_nothing(index_elements=["company_id", "row_identity"])
    )
    return affected(await session.execute(statement))


# Fewer new rows than this leave the planner's statistics to autovacuum.
ANALYZE_AFTER = 100_000


async def refresh_statistics(session: AsyncSession, created: int) -> None:
    """At the end of a large import, before it commits: the table's statistics brought up to date
    at once, so the classification job the import enqueued (and the lists) are planned for the
    rows now there rather than for the table before (four times faster on a million rows,
    bench/README.md). ANALYZE counts the rows the transaction inserted. A workspace's role may
    not analyze the table: on PostgreSQL, a function of its owner's does (migration 0022). A
    rolled-back import must not call it: PostgreSQL keeps a table's row estimate whatever happens
    to the transaction."""
    if created < ANALYZE_AFTER:
        return
    connection = await session.connection()
    if connection.dialect.name == "postgresql":
        await session.execute(text(f"SELECT {ANALYZE_FUNCTION}()"))
    else:
        await session.execute(text(f"ANALYZE {T.__tablename__}"))
