"""The orders' references to records of other areas, registered with those areas' References, so
that a product, origin or value chain an order refers to is not deleted (decision
referenced_deletion). Imported by the package, so registered whenever the area is."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import ColumnElement, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.orders import Order, OrderItem, TracedOrigin
from handwritten.services.references import ORIGINS, PRODUCTS, VALUE_CHAINS, Referrer


async def _orders(session: AsyncSession, where: ColumnElement[bool], limit: int) -> Sequence[Referrer]:
    """At most `limit` orders matching `where`, by id, named by their external_id."""
    rows = await session.execute(
        select(Order.id, Order.external_id).where(where).distinct().order_by(Order.id).limit(limit)
    )
    return [Referrer(row.id, row.external_id) for row in rows]


@PRODUCTS.finder("orders")
async def orders_of_product(session: AsyncSession, product_id: int, limit: int) -> Sequence[Referrer]:
    """The orders with an item whose buyer or seller product it is."""
    items = select(OrderItem.order_id).where(
        or_(OrderItem.buyer_product_id == product_id, OrderItem.seller_product_id == product_id)
    )
    return await _orders(session, Order.id.in_(items), limit)


@ORIGINS.finder("orders")
async def orders_of_origin(session: AsyncSession, origin_id: int, limit: int) -> Sequence[Referrer]:
    """The orders with an item traced to the origin."""
    items = select(OrderItem.order_id).join(TracedOrigin, TracedOrigin.item_id == OrderItem.id)
    return await _orders(session, Order.id.in_(items.where(TracedOrigin.origin_id == origin_id)), limit)


@VALUE_CHAINS.finder("orders")
async def orders_of_value_chain(session: AsyncSession, value_chain_id: int, limit: int) -> Sequence[Referrer]:
    return await _orders(session, Order.value_chain_id == value_chain_id, limit)
