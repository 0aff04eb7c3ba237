"""What reaches an order item through the trace graph: the origins its goods came from, at any
depth (an item traced to an order is reached by everything that reaches that order's items).

Here rather than in an area: order statistics (OS1) and statement preparation (DS6) both read it.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.orders import OrderItem, TracedOrder, TracedOrigin

# Aliased once: an alias built per call makes its columns again each time.
_UPSTREAM = OrderItem.__table__.alias("upstream_items")


async def origins_reaching(session: AsyncSession, items: Any) -> dict[int, set[int]]:
    """Item id -> the ids of the origins reaching it, for the items `items` selects (a subquery
    of item ids): one recursive statement over (item, an item upstream of it or itself), which
    ends because traces never loop. An item no origin reaches is absent."""
    reach = select(OrderItem.id.label("root"), OrderItem.id.label("item")).where(OrderItem.id.in_(items))
    walk = reach.cte("reach", recursive=True)
    walk = walk.union(
        select(walk.c.root, _UPSTREAM.c.id)
        .join(TracedOrder, TracedOrder.item_id == walk.c.item)
        .join(_UPSTREAM, _UPSTREAM.c.order_id == TracedOrder.order_id)
    )
    reached: dict[int, set[int]] = defaultdict(set)
    for root, origin in await session.execute(
        select(walk.c.root, TracedOrigin.origin_id).join(TracedOrigin, TracedOrigin.item_id == walk.c.item).distinct()
    ):
        reached[root].add(origin)
    return reached
