"""An order's upstream graph (decision order_tracing): one recursive query finds the orders, four
more read the orders, their items, the links and the origins.

Depth counts trace links from the order traced: it and its items are at 0, what its items are
traced to at 1 with the items of those orders, and so on; a node reached several ways stands at
its shortest. What the workspace cannot read is left out, on SQLite as on PostgreSQL: an order is
shown when it is the workspace's or shared with it, an origin when it is the workspace's (a
counterpart's origins are not shared), and a link only between two nodes shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import ColumnElement, func, literal, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.enums import AssessmentStatus, Commodity, TraceNodeKind, TraceRelation
from handwritten.db.orders import Order, OrderItem, TracedOrder, TracedOrigin
from handwritten.db.origins import Origin
from handwritten.runtime.errors import NotFound
from handwritten.services.ids import among
from handwritten.services.propagation import BUYER, SELLER, item_id, order_id, origin_id


def _visible(workspace_id: int) -> ColumnElement[bool]:
    """The orders the workspace reads: its own and those shared with it."""
    return or_(Order.company_id == workspace_id, Order.counterpart_company_id == workspace_id)


async def _depths(session: AsyncSession, id: int, limit: int | None) -> dict[int, int]:
    """The orders upstream of `id` (itself included) within `limit` links, at their shortest depth.

    One recursive statement; it ends without a limit too, because traces never loop (decision
    order_items_nested). UNION, not UNION ALL: an order reached at one depth several ways is
    walked on from there once."""
    seed = select(Order.id.label("order_id"), literal(0).label("depth")).where(Order.id == id)
    walk = seed.cte("upstream", recursive=True)
    step = (
        select(TracedOrder.order_id, (walk.c.depth + 1).label("depth"))
        .join(OrderItem, OrderItem.id == TracedOrder.item_id)
        .join(walk, OrderItem.order_id == walk.c.order_id)
    )
    if limit is not None:
        step = step.where(walk.c.depth < limit)
    walk = walk.union(step)
    rows = await session.execute(select(walk.c.order_id, func.min(walk.c.depth)).group_by(walk.c.order_id))
    return {order: depth for order, depth in rows}


async def upstream(session: AsyncSession, workspace_id: int, id: int, limit: int | None) -> models.OrderTrace:
    root = await session.scalar(select(Order.id).where(Order.id == id, _visible(workspace_id)))
    if root is None:
        raise NotFound()
    depths = await _depths(session, id, limit)
    orders = (
        await session.execute(
            select(Order.id, Order.external_id, Order.assessment_status)
            .where(among(session, Order.id, depths), _visible(workspace_id))
            .order_by(Order.id)
        )
    ).all()
    depths = {row.id: depths[row.id] for row in orders}

    items = (
        await session.execute(
            select(
                OrderItem.id,
                OrderItem.order_id,
                OrderItem.assessment_status,
                func.coalesce(BUYER.c.name, SELLER.c.name, OrderItem.external_id).label("label"),
                func.coalesce(BUYER.c.commodity, SELLER.c.commodity).label("commodity"),
            )
            .outerjoin(BUYER, BUYER.c.id == OrderItem.buyer_product_id)
            .outerjoin(SELLER, SELLER.c.id == OrderItem.seller_product_id)
            .where(among(session, OrderItem.order_id, depths))
            .order_by(OrderItem.order_id, OrderItem.id)
        )
    ).all()
    item_depth = {row.id: depths[row.order_id] for row in items}
    item_ids = list(item_depth)
    traced_origins = (
        await session.execute(
            select(TracedOrigin.item_id, TracedOrigin.origin_id)
            .where(among(session, TracedOrigin.item_id, item_ids))
            .order_by(TracedOrigin.item_id, TracedOrigin.origin_id)
        )
    ).all()
    traced_orders = (
        await session.execute(
            select(TracedOrder.item_id, TracedOrder.order_id)
            .where(among(session, TracedOrder.item_id, item_ids))
            .order_by(TracedOrder.item_id, TracedOrder.order_id)
        )
    ).all()

    origin_depth: dict[int, int] = {}
    for item, origin in traced_origins:
        if limit is None or item_depth[item] < limit:
            origin_depth[origin] = min(origin_depth.get(origin, item_depth[item] + 1), item_depth[item] + 1)
    origins = list(
        (
            await session.execute(
                select(Origin)
                .where(among(session, Origin.id, origin_depth), Origin.company_id == workspace_id)
                .order_by(Origin.id)
            )
        ).scalars()
    )
    origin_depth = {origin.id: origin_depth[origin.id] for origin in origins}

    nodes = [_order_node(row, depths[row.id]) for row in sorted(orders, key=lambda row: (depths[row.id], row.id))]
    nodes += [_item_node(row, item_depth[row.id]) for row in items]
    nodes += [_origin_node(origin, origin_depth[origin.id]) for origin in origins]

    edges = [
        models.TraceEdge(source=item_id(row.id), target=order_id(row.order_id), relation=TraceRelation.ITEM)
        for row in items
    ]
    truncated = False
    links: Iterable[tuple[int, str, bool, TraceRelation]] = [
        *(
            (item, origin_id(origin), origin in origin_depth, TraceRelation.TRACED_ORIGIN)
            for item, origin in traced_origins
        ),
        *((item, order_id(order), order in depths, TraceRelation.TRACED_ORDER) for item, order in traced_orders),
    ]
    for item, source, shown, relation in links:
        if shown and (limit is None or item_depth[item] < limit):
            edges.append(models.TraceEdge(source=source, target=item_id(item), relation=relation))
        elif limit is not None and item_depth[item] == limit:
            truncated = True  # a link past the depth asked for
    return models.OrderTrace(
        type="FeatureCollection",
        order=id,
        depth=limit,
        truncated=truncated,
        nodes=nodes,
        edges=edges,
        features=[_feature(origin, origin_depth[origin.id]) for origin in origins],
    )


def _order_node(row: Any, depth: int) -> models.TraceNode:
    return models.TraceNode(
        id=order_id(row.id),
        kind=TraceNodeKind.ORDER,
        record_id=row.id,
        depth=depth,
        label=row.external_id,
        assessment_status=AssessmentStatus(row.assessment_status),
        country=None,
        commodity=None,
    )


def _item_node(row: Any, depth: int) -> models.TraceNode:
    return models.TraceNode(
        id=item_id(row.id),
        kind=TraceNodeKind.ORDER_ITEM,
        record_id=row.id,
        depth=depth,
        label=row.label or f"Item {row.id}",
        assessment_status=AssessmentStatus(row.assessment_status),
        country=None,
        commodity=Commodity(row.commodity) if row.commodity else None,
    )


def _origin_node(origin: Origin, depth: int) -> models.TraceNode:
    return models.TraceNode(
        id=origin_id(origin.id),
        kind=TraceNodeKind.ORIGIN,
        record_id=origin.id,
        depth=depth,
        label=origin.name,
        assessment_status=AssessmentStatus(origin.assessment_status),
        country=origin.country_code,
        commodity=Commodity(origin.commodity),
    )


def _feature(origin: Origin, depth: int) -> models.TraceFeature:
    return models.TraceFeature(
        type="Feature",
        id=origin_id(origin.id),
        geometry=models.Geometry(type=origin.geometry["type"], coordinates=origin.geometry["coordinates"]),
        properties=models.TraceFeatureProperties(
            origin=origin.id,
            name=origin.name,
            country=origin.country_code,
            commodity=Commodity(origin.commodity),
            producer=origin.producer,
            area_hectares=origin.area_hectares,
            production_date=origin.production_date,
            assessment_status=AssessmentStatus(origin.assessment_status),
            depth=depth,
        ),
    )
