"""Orders shared with their counterpart workspace (decision order_counterparts).

An order recorded by workspace W is shared with the other party C, its buyer or its seller that
is not W, when the order's value chain names C as reciprocal_company_id and has
permission_granted. The rule is kept in orders.counterpart_company_id, written here whenever an
order or a value chain changes, because both walls read it from there: the session's scope for
shared reads (handwritten/db/session.py) and the counterpart_read policies (migration 0009), which
cannot read W's value chain on C's behalf.

Here rather than in an area: the orders and the value chains areas both keep the rule.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager

from sqlalchemy import ColumnElement, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.orders import Order
from handwritten.db.origins import ValueChain
from handwritten.db.session import COUNTERPART, reading_shared

# The workspace an order is shared with, beside each order row; null when it is shared with none.
COUNTERPART_OF_ORDER = (
    select(ValueChain.reciprocal_company_id)
    .where(
        ValueChain.id == Order.value_chain_id,
        ValueChain.permission_granted.is_(True),
        ValueChain.reciprocal_company_id != Order.company_id,
        or_(
            ValueChain.reciprocal_company_id == Order.buyer_company_id,
            ValueChain.reciprocal_company_id == Order.seller_company_id,
        ),
    )
    .correlate(Order)
    .scalar_subquery()
)


async def share_orders(session: AsyncSession, where: ColumnElement[bool]) -> None:
    """Bring the counterpart of the workspace's orders matching `where` in step with their value chains."""
    await session.execute(
        update(Order)
        .where(where)
        .values(counterpart_company_id=COUNTERPART_OF_ORDER)
        .execution_options(synchronize_session=False)
    )


async def sharing_with(session: AsyncSession, workspace_id: int) -> Sequence[int]:
    """The workspaces that share orders with `workspace_id`, the session's. The condition is
    spelled out: the COUNTERPART scope only lifts the workspace's own condition."""
    statement = (
        select(Order.company_id)
        .where(Order.counterpart_company_id == workspace_id)
        .distinct()
        .execution_options(**COUNTERPART)
    )
    return (await session.scalars(statement)).all()


@asynccontextmanager
async def with_shared_orders(session: AsyncSession, workspace_id: int) -> AsyncIterator[None]:
    """Within: the session's reads also see the orders shared with `workspace_id` (the session's
    workspace), and what they show."""
    owners = await sharing_with(session, workspace_id)
    if not owners:
        yield
        return
    with reading_shared(session, owners):
        yield
