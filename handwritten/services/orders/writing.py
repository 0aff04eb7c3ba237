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
from functools import lru_cache
from typing import Any

from pydantic import MISSING
from sqlalchemy import JSON, Insert, Text, bindparam, delete, func, insert, literal, select, update
from sqlalchemy import cast as sql_cast
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.enums import AssessmentStatus, BuyerCompanyStatus, SellerCompanyStatus
from handwritten.db.models import utcnow
from handwritten.db.orders import Order, OrderItem, OrderStatement, OrderTag, TracedOrder, TracedOrigin
from handwritten.runtime.context import RequestContext
from handwritten.services.dependencies import Dependencies
from handwritten.services.ids import among
from handwritten.services.orders.checks import Checked, OrderChecks, given
from handwritten.services.orders.reading import MODEL_IDENTIFIER, pulse_params
from handwritten.services.propagation import propagate_change, propagate_new
from handwritten.services.sharing import share_orders
from handwritten.services.tags import tag_ids, tag_rows
from handwritten.services.writes import insert_rows, inserted_ids, replace_rows, table_of

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
    id = await _inserted_order(ctx.session, {"company_id": ctx.workspace_id, **values})
    await _related(ctx, id, body, checked, created=True)
    if values.get("value_chain_id") is not None:  # without one it is shared with nobody, as it was made
        await share_orders(ctx.session, Order.id == id)
    await propagate_new(ctx.session, [id])
    return id


async def _inserted_order(session: AsyncSession, values: dict[str, Any]) -> int:
    """Insert the order of column `values`, with the pulse_params its id makes; its id.

    A Core statement, not an object flushed: nothing reads the order back from the session, so
    the unit of work's bookkeeping would be spent for nothing. On PostgreSQL the id is drawn from
    the table's sequence in the INSERT itself, so the pulse_params made from it are written with
    the row rather than by an UPDATE after it.
    """
    if session.get_bind().dialect.name == "postgresql":
        statement = _identified_order_insert(tuple(sorted(values)))
        return int((await session.execute(statement, {f"new_{name}": v for name, v in values.items()})).scalar_one())
    id = int((await session.execute(_ORDER_INSERT, values)).scalar_one())
    await session.execute(update(Order).where(Order.id == id).values(pulse_params=pulse_params(id)))
    return id


_ORDERS = table_of(Order)
_ORDER_INSERT = insert(_ORDERS).returning(_ORDERS.c.id)


@lru_cache(maxsize=256)
def _identified_order_insert(names: tuple[str, ...]) -> Insert:
    """PostgreSQL's INSERT of an order with the columns `names` (bound as new_<name>), its id
    taken from the sequence once and also written into pulse_params (as pulse_params() makes
    them, the same JSON text), returning the id. Built once per set of names: a statement built
    at each request would have its cache key computed again each time."""
    new = select(func.nextval(func.pg_get_serial_sequence(_ORDERS.name, "id")).label("id")).cte("new_order")
    made = func.jsonb_build_object(
        "identifier", sql_cast(new.c.id, Text), "model_identifier", literal(MODEL_IDENTIFIER, Text)
    )
    given = [bindparam(f"new_{name}", type_=_ORDERS.c[name].type) for name in names]
    chosen = select(new.c.id, sql_cast(made, JSON), *given)
    return insert(_ORDERS).from_select(["id", "pulse_params", *names], chosen).returning(_ORDERS.c.id)


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
    added = [item for item in items if item.id is MISSING]
    # One INSERT of them all (Core: nothing reads them back from the session), which gives their ids.
    rows = [{"company_id": workspace_id, "order_id": order_id, **item_values(item)} for item in added]
    new = iter(await inserted_ids(session, OrderItem, rows))
    traced: list[tuple[int, models.OrderItemTraceRequest]] = []
    for item in items:
        if item.id is MISSING:
            item_id = next(new)
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
        await insert_rows(ctx.session, table, rows)
