"""The workspace's figures of its transactions, as A1 shows them (decision
workspace_transaction_figures): nr_of_transactions, and min_transaction_date and
max_transaction_date, the UTC days of the earliest and latest dates ("" without any).

They are kept on the workspace's row, in the transaction of each write that adds or removes
transactions, so that A1 reads them with the rest of its one row instead of counting a million
rows per request. Each change is an UPDATE adding to what the row holds when it runs, never a value
read earlier and written back, so imports committing at once each add theirs. The workspace's
updated_at is left as it is: these figures follow the transactions, not an edit of the workspace.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from sqlalchemy import case, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.models import Company
from handwritten.db.transactions import FinancialTransaction

NONE = ""  # the days of a workspace without transactions


def day(moment: datetime) -> str:
    """The UTC day of a transaction date, as the figures keep it (YYYY-MM-DD: ordered as text)."""
    return moment.astimezone(UTC).date().isoformat()


class DateRange:
    """The earliest and latest of the dates it is shown, a batch at a time (min and max of each
    batch run in C, where comparing each row's date in Python weighed on a million-row import)."""

    __slots__ = ("first", "last")

    def __init__(self) -> None:
        self.first: datetime | None = None
        self.last: datetime | None = None

    def include(self, dates: Sequence[datetime]) -> None:
        if not dates:
            return
        first, last = min(dates), max(dates)
        if self.first is None or first < self.first:
            self.first = first
        if self.last is None or last > self.last:
            self.last = last


async def added(session: AsyncSession, workspace_id: int, created: int, dates: DateRange) -> None:
    """`created` transactions were added to the workspace, in this transaction; `dates` covers
    their dates (it may cover more: dates of rows the workspace has already are inside its days)."""
    if created <= 0 or dates.first is None or dates.last is None:
        return
    first, last = day(dates.first), day(dates.last)
    C = Company
    await session.execute(
        update(C)
        .where(C.id == workspace_id)
        .values(
            nr_of_transactions=C.nr_of_transactions + created,
            min_transaction_date=case(
                (or_(C.min_transaction_date == NONE, C.min_transaction_date > first), first),
                else_=C.min_transaction_date,
            ),
            max_transaction_date=case((C.max_transaction_date < last, last), else_=C.max_transaction_date),
            updated_at=C.updated_at,
        )
    )


async def removed(session: AsyncSession, workspace_id: int, deleted: int) -> None:
    """`deleted` transactions of the workspace were deleted in this transaction (by whatever
    deletes them: no operation does yet). Their number is subtracted; the days are read again
    from the workspace's first and last entries of the (company_id, date) index, two index probes
    however many rows it has. Imports of the workspace wait until this transaction ends (the
    import lock), so the days read are not widened by an import meanwhile."""
    if deleted <= 0:
        return
    await one_at_a_time(session, Work.TRANSACTION_IMPORT)
    T = FinancialTransaction
    first, last = (
        await session.execute(select(func.min(T.date), func.max(T.date)).where(T.company_id == workspace_id))
    ).one()
    C = Company
    await session.execute(
        update(C)
        .where(C.id == workspace_id)
        .values(
            nr_of_transactions=C.nr_of_transactions - deleted,
            min_transaction_date=day(first) if first is not None else NONE,
            max_transaction_date=day(last) if last is not None else NONE,
            updated_at=C.updated_at,
        )
    )
