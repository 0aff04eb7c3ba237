"""Which statements cover which products, read for whole pages, and the statements that keep a
product from being deleted (decisions statement_products, referenced_deletion).

Only statements that are not deleted cover anything: a deleted one is absent from its products
and does not keep them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.rows.due_diligence_statements import DUE_DILIGENCE_STATEMENT_COLUMNS, due_diligence_statement_from_row
from handwritten.db.products import DueDiligenceStatement, StatementProduct
from handwritten.services.due_diligence_statements.rendering import ACTIVE
from handwritten.services.references import PRODUCTS, Referrer


async def statements_covering(
    session: AsyncSession, product_ids: Iterable[int]
) -> dict[int, list[models.DueDiligenceStatement]]:
    """Product id -> the statements covering it, by id, for all `product_ids` in one statement."""
    covering: dict[int, list[models.DueDiligenceStatement]] = {id: [] for id in product_ids}
    if covering:
        rows = await session.execute(
            select(StatementProduct.product_id.label("product_id"), *DUE_DILIGENCE_STATEMENT_COLUMNS)
            .join(DueDiligenceStatement, DueDiligenceStatement.id == StatementProduct.statement_id)
            .where(StatementProduct.product_id.in_(list(covering)), ACTIVE)
            .order_by(DueDiligenceStatement.id)
        )
        for row in rows:
            covering[row.product_id].append(due_diligence_statement_from_row(row._mapping))
    return covering


async def products_covered(session: AsyncSession, statement_ids: Iterable[int]) -> dict[int, list[int]]:
    """Statement id -> the ids of the products it covers, ascending, for all `statement_ids` in one statement."""
    covered: dict[int, list[int]] = {id: [] for id in statement_ids}
    if covered:
        rows = await session.execute(
            select(StatementProduct.statement_id, StatementProduct.product_id)
            .where(StatementProduct.statement_id.in_(list(covered)))
            .order_by(StatementProduct.product_id)
        )
        for row in rows:
            covered[row.statement_id].append(row.product_id)
    return covered


@PRODUCTS.finder("due diligence statements")
async def statements_keeping(session: AsyncSession, product_id: int, limit: int) -> Sequence[Referrer]:
    """The statements (not deleted) covering the product, by id: it cannot be deleted while they do."""
    rows = await session.execute(
        select(DueDiligenceStatement.id, DueDiligenceStatement.dds_identifier)
        .join(StatementProduct, StatementProduct.statement_id == DueDiligenceStatement.id)
        .where(StatementProduct.product_id == product_id, ACTIVE)
        .order_by(DueDiligenceStatement.id)
        .limit(limit)
    )
    return [Referrer(row.id, row.dds_identifier) for row in rows]
