"""Many transactions imported at once, in the caller's transaction, with memory that does not grow
with their number (decision transaction_row_identity): each batch of rows goes to a temporary
staging table (COPY on PostgreSQL) and is inserted from there, its repeated rows numbered and the
ones imported already left out, while the next batch is read and checked: the database's work
and the file's parsing, each about half of a large import, use the two cores side by side.

The staging table holds one batch at a time, so it stays small however long the file. What later
batches need of it, how often each row identity was seen, is counted in a second temporary table,
one narrow row per distinct identity. A Bloom filter, in fixed memory however long the file, tells
the rows certainly seen for the first time (nearly all of them): the database looks up the count
of the others only, and adds the first ones to it without checking them. Before, the staging
table kept every row, and counting a row's repeats in it cost the database a third of a
million-row import (git log -p bench/README.md).
"""

from __future__ import annotations

import asyncio
import typing
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from typing import Any

from rbloom import Bloom
from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    case,
    func,
    insert,
    literal,
    select,
    text,
    true,
)
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.models import UtcDateTime
from handwritten.db.transactions import SCALE, TAG_KIND, FinancialTransaction, FinancialTransactionTag
from handwritten.domain.transactions import TransactionRow
from handwritten.services.reclassification import enqueue_classification
from handwritten.services.tags import tag_ids
from handwritten.services.transactions import figures
from handwritten.services.writes import affected, conflict_free_insert

BATCH = 5_000
T = FinancialTransaction
ANALYZE_FUNCTION = "canopy_analyze_transactions"  # migration 0022
_TRANSACTIONS = typing.cast(Table, T.__table__)  # Core, for the conflict-free insert

_TEMPORARY = MetaData()  # created and dropped by each import
_STAGING = Table(
    "canopy_transaction_staging",
    _TEMPORARY,
    Column("line", BigInteger, primary_key=True),
    Column("base", LargeBinary(32), nullable=False),  # the row's identity
    Column("date", UtcDateTime(), nullable=False),
    Column("end_date", UtcDateTime(), nullable=False),
    Column("net_amount", BigInteger, nullable=False),  # ten-thousandths, as FinancialTransaction keeps them
    Column("currency", String(3), nullable=False),
    Column("ledger", String(255), nullable=False),
    Column("vendor_name", Text),
    Column("journal", String(255)),
    Column("description", Text),
    Column("source", String(16), nullable=False),
    # Whether the row's identity may have been seen earlier in the file (the Bloom filter's
    # "maybe"): false only for its first occurrence.
    Column("maybe", Boolean, nullable=False),
    prefixes=["TEMPORARY"],
)
_COPIED = ["line", "base", "date", "end_date", "net_amount", "currency", "ledger"]
_COPIED += ["vendor_name", "journal", "description", "source", "maybe"]
# The rows the Bloom filter is sized for: 2.3 MiB, and one row in a hundred taken for a possible
# repeat once it holds them all (one in 4,000 at a million). A false "maybe" costs a look-up, never
# a wrong number: past that size, more rows are looked up (most of them at ten million), and the
# memory stays what it is.
FILTER_ROWS = 2_000_000

# How many rows of the batches inserted so far had each identity: a row's repeats earlier in the file.
_SEEN = Table(
    "canopy_transaction_seen",
    _TEMPORARY,
    Column("base", LargeBinary(32), primary_key=True),
    Column("count", BigInteger, nullable=False),
    prefixes=["TEMPORARY"],
)


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
    import run's) on each; `progress` is told how many rows were staged after each batch.
    `proceed` says whether to go on importing (a caller checking rows as they stream refuses the
    whole file once one is wrong): when it says no at the end, None, and the caller rolls back
    what was inserted."""
    connection = await session.connection()
    await connection.run_sync(lambda sync: _TEMPORARY.create_all(sync, checkfirst=False))
    try:
        # Imports of the workspace run one at a time: the rows after `before` are this one's.
        await one_at_a_time(session, Work.TRANSACTION_IMPORT)
        before = await session.scalar(select(func.coalesce(func.max(T.id), 0)))
        iterator = iter(rows)
        staged = created = 0
        known = Bloom(FILTER_ROWS, 0.01)  # the identities of the rows read so far
        dates = figures.DateRange()  # of the rows staged: each is in the table once inserted or skipped
        batch = await asyncio.to_thread(_next_batch, iterator, staged, known, dates)
        while batch:
            await _stage(session, batch)
            staged += len(batch)
            inserting = asyncio.ensure_future(_insert(session, workspace_id, run_id))
            try:
                # The next batch read and checked (a thread) while the database inserts this one.
                following = await asyncio.to_thread(_next_batch, iterator, staged, known, dates)
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
        await figures.added(session, workspace_id, created, dates)
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
        await connection.run_sync(lambda sync: _TEMPORARY.drop_all(sync, checkfirst=True))


def _next_batch(
    rows: Iterator[TransactionRow], staged: int, known: Bloom, dates: figures.DateRange
) -> list[tuple[Any, ...]]:
    batch = [_record(staged + n + 1, row, known) for n, row in enumerate(islice(rows, BATCH))]
    dates.include([record[2] for record in batch])  # in this thread, beside the database's work
    return batch


def _record(line: int, row: TransactionRow, known: Bloom) -> tuple[Any, ...]:
    identity = row.identity()
    maybe = identity in known
    if not maybe:
        known.add(identity)
    return (
        line, identity, row.date, row.end_date, int(row.net_amount * SCALE), row.currency, row.ledger,
        row.vendor_name, row.journal, row.description, row.source, maybe,
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
_COLUMNS += ["row_identity", "row_repeat", "import_run_id"]


async def _insert(session: AsyncSession, workspace_id: int, run_id: int | None) -> int:
    """Insert the staged batch's rows not imported already, in the file's order, count their
    identities as seen and empty the staging table; how many were inserted."""
    s = _STAGING.c
    # The n-th repeat of an identical row is n (as the import run importer numbers them): its
    # repeats in the batches before, then in this one. A row certainly seen for the first time
    # has none; the others look the count up (a subquery per row, where a join's plan would
    # depend on statistics a temporary table does not have).
    before = select(_SEEN.c.count).where(_SEEN.c.base == s.base).correlate(_STAGING).scalar_subquery()
    within = func.row_number().over(partition_by=s.base, order_by=s.line) - 1
    repeat = case((s.maybe, func.coalesce(before, 0) + within), else_=0)
    numbered = select(*[s[name] for name in _COPIED], repeat.label("repeat")).subquery("numbered")
    n = numbered.c
    rows = select(
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
        n.base,
        n.repeat,
        literal(run_id, BigInteger),
    )
    # WHERE: SQLite reads the ON of ON CONFLICT after a SELECT without one as a join's. The ids
    # follow the file's order.
    rows = rows.where(true()).order_by(n.line)
    insert_new = await conflict_free_insert(session)
    # A row imported already (its identity in the workspace) is left out by the unique key.
    statement = (
        insert_new(_TRANSACTIONS)
        .from_select(_COLUMNS, rows)
        .on_conflict_do_nothing(index_elements=["company_id", "row_identity", "row_repeat"])
    )
    inserted = affected(await session.execute(statement))
    # The batch's identities counted as seen: the first occurrences added (none can be there),
    # the others added or counted on.
    firsts = select(s.base, literal(1, BigInteger)).where(~s.maybe)
    await session.execute(insert(_SEEN).from_select(["base", "count"], firsts))
    counts = select(s.base, func.count()).where(s.maybe).group_by(s.base)
    counted = insert_new(_SEEN).from_select(["base", "count"], counts)
    await session.execute(
        counted.on_conflict_do_update(
            index_elements=["base"], set_={"count": _SEEN.c.count + counted.excluded["count"]}
        )
    )
    await _empty(session)
    return inserted


async def _empty(session: AsyncSession) -> None:
    connection = await session.connection()
    if connection.dialect.name == "postgresql":
        await session.execute(text(f"TRUNCATE {_STAGING.name}"))  # its pages freed at once, not left dead
    else:
        await session.execute(_STAGING.delete())


# Fewer new rows than this leave the planner's statistics to autovacuum.
ANALYZE_AFTER = 100_000


async def refresh_statistics(session: AsyncSession, created: int) -> None:
    """At the end of a large import, before it commits: the table's statistics brought up to date
    at once, so the classification job the import enqueued (and the lists) are planned for the
    rows now there rather than for the table before (four times faster on a million rows,
    git log -p bench/README.md). ANALYZE counts the rows the transaction inserted. A workspace's role may
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
