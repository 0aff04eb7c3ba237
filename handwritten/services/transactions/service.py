"""Financial transactions (base host): T1 lists them, T2 groups them (decisions
transaction_amounts, transaction_group_dimensions, transaction_group_period).

Amounts are exact (db/transactions.py, Money): a group's total is summed by the database over
integers of ten-thousandths, and rows of different currencies are never summed together.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal
from functools import cache, lru_cache
from typing import Any

from sqlalchemy import ColumnElement, Select, exists, func, type_coerce
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.enums import DelimitBy, GroupDimension
from generated.filters.transactions import GroupTransactionsQuery, ListTransactionsQuery
from generated.rows.transactions import FINANCIAL_TRANSACTION_COLUMNS, financial_transaction_from_row
from generated.services import transactions as interface
from handwritten.db.models import UtcDateTime
from handwritten.db.transactions import SCALE, FinancialTransaction, FinancialTransactionTag
from handwritten.domain.transactions import MAX_AMOUNT
from handwritten.kept import Rendering, rendered
from handwritten.runtime.context import RequestContext
from handwritten.services.dependencies import Service
from handwritten.services.listing import listed
from handwritten.services.rows import mappings
from handwritten.services.tags import tag_names
from handwritten.services.transactions.fields import COUNT, GROUP_FIELDS, TOTAL, TRANSACTION_FIELDS

T = FinancialTransaction

# The period a row falls in, truncated in UTC: the same bucket on both databases.
_POSTGRES_UNITS = {DelimitBy.DAILY: "day", DelimitBy.MONTHLY: "month", DelimitBy.YEARLY: "year"}
_SQLITE_FORMATS = {
    DelimitBy.DAILY: "%Y-%m-%d 00:00:00",
    DelimitBy.MONTHLY: "%Y-%m-01 00:00:00",
    DelimitBy.YEARLY: "%Y-01-01 00:00:00",
}


def _on_the_grid(filters: Any) -> Any:
    """`filters` with their amounts moved, without changing what they select, onto what is kept:
    ten-thousandths between -MAX_AMOUNT and MAX_AMOUNT (decision transaction_amounts).

    net_amount > 0.00001 selects what net_amount > 0 does, since no kept amount lies between; an
    exact amount that cannot be kept selects nothing; a bound past every kept amount is brought
    to the limit, which no kept amount reaches.
    """
    changes: dict[str, Decimal] = {}
    for name, rounding in _AMOUNT_FILTERS.items():
        value = getattr(filters, name)
        if value is None:
            continue
        scaled = Decimal(str(value)) * SCALE
        if name == "net_amount":
            on_grid = scaled if scaled == scaled.to_integral_value() else Decimal(MAX_AMOUNT * SCALE)
        else:
            on_grid = scaled.to_integral_value(rounding=rounding)
        changes[name] = max(min(on_grid, Decimal(MAX_AMOUNT * SCALE)), Decimal(-MAX_AMOUNT * SCALE)) / SCALE
    return replace(filters, **changes) if changes else filters


# How each bound moves onto the grid of kept amounts without selecting anything else.
_AMOUNT_FILTERS = {
    "net_amount": ROUND_FLOOR,  # exact: see _on_the_grid
    "net_amount__gt": ROUND_FLOOR,
    "net_amount__gte": ROUND_CEILING,
    "net_amount__lt": ROUND_CEILING,
    "net_amount__lte": ROUND_FLOOR,
}


def _period(dialect: str, delimit_by: DelimitBy) -> ColumnElement[Any]:
    if dialect == "postgresql":
        utc = func.timezone("UTC", T.date)  # the UTC wall clock of the timestamp
        truncated = func.timezone("UTC", func.date_trunc(_POSTGRES_UNITS[delimit_by], utc))
    else:  # SQLite keeps UTC timestamps as "YYYY-MM-DD HH:MM:SS[.ffffff]" (db/models.py, UtcDateTime)
        truncated = func.strftime(_SQLITE_FORMATS[delimit_by], T.date)
    return type_coerce(truncated, UtcDateTime()).label("period")


@cache
def _listed() -> Select[Any]:
    """T1's statement before its query: one object for every request, by which listed() knows the list."""
    return TRANSACTION_FIELDS.select(*FINANCIAL_TRANSACTION_COLUMNS).add_columns(_TAGGED)


async def _built(session: AsyncSession, rows: Sequence[Any]) -> list[models.FinancialTransaction]:
    """Transactions from their rows, with the tags of those tagged (no statement for a page without)."""
    found = mappings(rows)
    tagged = [row["id"] for row in found if row["tagged"]]
    tags = await tag_names(session, FinancialTransactionTag.transaction_id, FinancialTransactionTag.tag_id, tagged)
    return [
        financial_transaction_from_row(row, net_amount=float(row["net_amount"]), tags=tags.get(row["id"], []))
        for row in found
    ]


# A row keys its transaction; its tags are read by the build, whose tables the kept results learn.
TRANSACTIONS = Rendering("transactions.transaction", models.FinancialTransaction, _built)


class TransactionsService(Service, interface.TransactionsService):
    async def list_transactions(
        self, *, ctx: RequestContext, query: ListTransactionsQuery
    ) -> models.FinancialTransactionList:
        query = replace(query, filters=_on_the_grid(query.filters))
        count, rows = await listed(
            ctx.session,
            _listed(),
            query,
            TRANSACTION_FIELDS,
            keep_rows=True,  # read only: models are built from them
        )
        results = await rendered(ctx.session, TRANSACTIONS, rows)
        return models.FinancialTransactionList.model_construct(count=count, results=results)

    async def group_transactions(
        self, *, ctx: RequestContext, query: GroupTransactionsQuery
    ) -> models.TransactionGroupRowList:
        # Currency is always a dimension: amounts of different currencies are never added up.
        names = tuple(dict.fromkeys([*query.group_by, GroupDimension.CURRENCY]))
        statement, dimensions = _grouped(names, query.delimit_by, ctx.session.get_bind().dialect.name)
        count, rows = await listed(
            ctx.session,
            statement,
            replace(query, filters=_on_the_grid(query.filters)),
            GROUP_FIELDS,
            keep_rows=True,  # read only: models are built from them
            # Ties broken by the dimensions, then the period, ascending (decision transaction_group_ordering).
            tie_breaker=dimensions,
        )
        shown = [name.value for name in names] + (["period"] if query.delimit_by is not None else [])
        results = [
            models.TransactionGroupRow.model_construct(
                count=row["count"],
                total_net_amount=float(row["total_net_amount"]),
                **{name: row[name] for name in shown},
            )
            for row in mappings(rows)
        ]
        return models.TransactionGroupRowList.model_construct(count=count, results=results)


@lru_cache(maxsize=256)
def _grouped(
    names: tuple[GroupDimension, ...], delimit_by: DelimitBy | None, dialect: str
) -> tuple[Select[Any], tuple[ColumnElement[Any], ...]]:
    """T2's statement before its query, and its grouped columns: one object per grouping, by which
    listed() knows the list. Filters and search apply to the rows before they are grouped (WHERE);
    the count is of the groups (listed() counts a grouped statement as a subquery)."""
    dimensions: list[ColumnElement[Any]] = [getattr(T, name.value).label(name.value) for name in names]
    if delimit_by is not None:
        dimensions.append(_period(dialect, delimit_by))
    statement = GROUP_FIELDS.select(*dimensions, COUNT, TOTAL)
    return statement.group_by(*(dimension.element for dimension in dimensions)), tuple(dimensions)


# A page's columns (FINANCIAL_TRANSACTION_COLUMNS), read as rows: no ORM instances to build.
# Whether a row has tags comes with it, from the link table; their names from a statement of
# their own, only for a page with tags. (The names as a subquery of the page made PostgreSQL plan
# the page again at each execution, for the counterpart policies on tags, migration 0009.)
_TAGGED = exists().where(FinancialTransactionTag.transaction_id == T.id).label("tagged")
