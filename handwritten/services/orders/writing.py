"""Writing an order and its nested items from any of the order bodies (O2, O4–O9), in the
request's one transaction (decisions order_writes, order_items_nested).

Items follow DRF's writable nested serializers: with `items` given, an item with an id updates
that item of this order, an item without one is created, and the order's items not listed are
deleted; without `items` the items are left as they are. Each given trace list replaces the
item's traced orders or origins.

A write's statements are as many whatever the number of items: the new items in one INSERT, the
traces of all items in one DELETE and one INSERT a kind (services/propagation.py says what the
propagation that follows reads).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import MISSING
from sqlalchemy import delete, insert, update

from generated import models
from generated.enums import AssessmentStatus, BuyerCompanyStatus, SellerCompanyStatus
from handwritten.db.models import utcnow
from handwritten.db.orders import Order, OrderItem, OrderStatement, OrderTag, TracedOrder, TracedOrigin
from handwritten.runtime.context import RequestContext
from handwritten.services.dependencies import Dependencies
from handwritten.services.ids import among
from handwritten.services.orders.checks import Checked, OrderChecks, given
from handwritten.services.orders.reading import pulse_params
from handwritten.services.propagation import propagate_change, propagate_new
from handwritten.services.sharing import share_orders
from handwritten.services.tags import tag_ids, tag_rows
from handwritten.services.writes import replace_rows

TAG_KIND = "order"
PARTIES = ("buyer_company_id", "seller_company_id")

# Body fields stored in the column of the same name (enums as their values).
_ORDER_PLAIN = (
    "type",
    "external_id",
    "buyer_external_id",
    "seller_external_id",
    "order_created_at",
    "order_arrival_at",
    "buyer_company_status",
    "seller_company_status",
    "assessment_status",
    "buyer_company_id",
    "seller_company_id",
    "border_cross_country_code",
    "excluded_propagation_identifiers",
    "send_information_request",
    "skip_information_request_review",
)
_ITEM_PLAIN = ("volume", "unit", "line_number", "external_id", "excluded_propagation_identifiers")

# The body fields an order's counterpart is made from (services/sharing.py, COUNTERPART_OF_ORDER).
SHARING = ("value_chain", *PARTIES)
# The body fields whose change may change assessment results (services/propagation.py reads the
# items and their traces, the exclusions of the items, the order and its value chain, and keeps a
# mitigated status): an update giving none of them changes no order's results, so it neither
# recomputes nor waits for the workspace's propagations. Whatever else an order holds (its
# external ids, dates, statuses of the parties, tags, statements) no result is made from.
PROPAGATED = ("items", "excluded_propagation_identifiers", "value_chain", "assessment_status")

# A new order's statuses when its body gives none (decision order_status_defaults).
_NEW_ORDER = {
    "buyer_company_status": BuyerCompanyStatus.DRAFT.value,
    "seller_company_status": SellerCompanyStatus.DRAFT.value,
    "assessment_status": AssessmentStatus.PENDING.value,
}


def _stored(value: Any) -> Any:
    return getattr(value, "value", value)  # an enum member as its value


def _gives_any(body: Any, names: Sequence[str]) -> bool:
    return any(given(body, name) is not MISSING for name in names)


def order_values(body: Any) -> dict[str, Any]:
    """The order's column values the body gives."""
    values = {name: _stored(value) for name in _ORDER_PLAIN if (value := given(body, name)) is not MISSING}
    if (chain := given(body, "value_chain")) is not MISSING:
        values["value_chain_id"] = chain
    return values


def item_values(item: models.OrderItemRequest) -> dict[str, Any]:
    """The item's column values the body gives."""
    values = {name: value for name in _ITEM_PLAIN if (value := given(item, name)) is not MISSING}
    for name in ("buyer_product", "seller_product"):
        if (id := given(item, name)) is not MISSING:
            values[f"{name}_id"] = id
    if item.metadata is not MISSING:
        values["item_metadata"] = item.metadata.model_dump() if item.metadata is not None else None
    return values


async def create_order(ctx: RequestContext, body: Any, parties: dict[str, int | None]) -> int:
    """Record a new order of the workspace from `body`, with `parties` (buyer and seller ids) as
    the operation sets them over the body's; its id."""
    values = _NEW_ORDER | order_values(body) | parties
    resulting = {name: values.get(name) for name in PARTIES}
    checked = await OrderChecks(ctx.session, ctx.workspace_id, body, None).run(resulting)
    order = Order(company_id=ctx.workspace_id, **values)
    ctx.session.add(order)
    await ctx.session.flush()
    order.pulse_params = pulse_params(order.id)
    await _related(ctx, order.id, body, checked, created=True)
    if order.value_chain_id is not None:  # without one it is shared with nobody, as it was made
        await share_orders(ctx.session, Order.id == order.id)
    await propagate_new(ctx.session, [order.id])
    return order.id


async def update_order(ctx: RequestContext, deps: Dependencies, order: Order, body: Any) -> None:
    """Change the workspace's `order` (locked) as `body` says."""
    values = order_values(body)
    resulting = {name: values.get(name, getattr(order, name)) for name in PARTIES}
    checked = await OrderChecks(ctx.session, ctx.workspace_id, body, order).run(resulting)
    for name, value in values.items():
        setattr(order, name, value)
    order.updated_at = utcnow()
    await ctx.session.flush()
    await _related(ctx, order.id, body, checked)
    if _gives_any(body, SHARING):
        await share_orders(ctx.session, Order.id == order.id)
    if _gives_any(body, PROPAGATED):
        await propagate_change(ctx, deps, orders=[order.id])  # this order's results, and those downstream


async def _related(ctx: RequestContext, order_id: int, body: Any, checked: Checked, *, created: bool = False) -> None:
    """The order's tags, statements and items, each written when the body gives it (`created`:
    the order is new, so it has none to replace)."""
    session, workspace_id = ctx.session, ctx.workspace_id
    names = given(body, "tags")
    if names is not MISSING:
        ids = await tag_ids(session, workspace_id=workspace_id, kind=TAG_KIND, names=names)
        await replace_rows(
            session, OrderTag, OrderTag.order_id == order_id, tag_rows(workspace_id, "order_id", order_id, ids)
        )
    if checked.statement_ids is not None:
        rows = [{"company_id": workspace_id, "order_id": order_id, "statement_id": id} for id in checked.statement_ids]
        await replace_rows(session, OrderStatement, OrderStatement.order_id == order_id, rows)
    items = given(body, "items")
    if items is not MISSING:
        await _items(ctx, order_id, items, created=created)


async def _items(
    ctx: RequestContext, order_id: int, items: Sequence[models.OrderItemRequest], *, created: bool
) -> None:
    session, workspace_id = ctx.session, ctx.workspace_id
    if not created:
        kept = [item.id for item in items if item.id is not MISSING]
        await session.execute(
            delete(OrderItem).where(OrderItem.order_id == order_id, ~among(session, OrderItem.id, kept))
        )
    new = {
        index: OrderItem(company_id=workspace_id, order_id=order_id, **item_values(item))
        for index, item in enumerate(items)
        if item.id is MISSING
    }
    if new:
        session.add_all(new.values())
        await session.flush()  # one INSERT of them all, which gives their ids
    traced: list[tuple[int, models.OrderItemTraceRequest]] = []
    for index, item in enumerate(items):
        if item.id is MISSING:
            item_id = new[index].id
        else:
            item_id = item.id
            await session.execute(
                update(OrderItem).where(OrderItem.id == item_id).values(**item_values(item), updated_at=utcnow())
            )
        if item.trace is not MISSING:
            traced.append((item_id, item.trace))
    await _traces(ctx, traced, replaced={item.id for item in items if item.id is not MISSING})


async def _traces(
    ctx: RequestContext, traced: Sequence[tuple[int, models.OrderItemTraceRequest]], *, replaced: set[int]
) -> None:
    """Make each given list of `traced` (item id, trace) the item's; `replaced`: the items that
    existed before the request, the only ones with links to delete."""
    links = (("traced_orders", TracedOrder, "order_id"), ("traced_origins", TracedOrigin, "origin_id"))
    for name, table, key in links:
        given_lists = [(item_id, ids) for item_id, trace in traced if (ids := given(trace, name)) is not MISSING]
        rows = [
            {"company_id": ctx.workspace_id, "item_id": item_id, key: id}
            for item_id, ids in given_lists
            for id in dict.fromkeys(ids)
        ]
        emptied = [item_id for item_id, _ in given_lists if item_id in replaced]
        if emptied:
            await ctx.session.execute(delete(table).where(among(ctx.session, table.item_id, emptied)))
        if rows:
            await ctx.session.execute(insert(table), rows)
