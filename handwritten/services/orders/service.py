"""Orders (supply_chain host): O1–O9 and OS1, their statistics (decisions order_parties,
order_writes, order_items_nested, order_information_request, order_statistics).

An order is recorded by a workspace (company_id), which is its buyer, its seller or both.
order_action=buying reads the workspace's orders whose buyer it is, selling those whose seller it
is; the purchase and sale operations find only orders of their side, the generic and batch ones
any order of the workspace. Every write is one transaction (the route's unit of work): a problem
found anywhere in the body, items included, leaves nothing written.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pydantic import MISSING
from sqlalchemy import ColumnElement, Select, select

from generated import models
from generated.enums import OrderAction
from generated.filters.orders import ListOrdersQuery, OrderStatisticsQuery, RetrieveOrderQuery
from generated.rows.orders import ORDER_COLUMNS
from generated.services import orders as interface
from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.orders import Order
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound, ValidationFailed
from handwritten.services.dependencies import Service
from handwritten.services.listing import listed
from handwritten.services.orders.checks import NOT_THE_WORKSPACE, given, many
from handwritten.services.orders.fields import ORDER_FIELDS
from handwritten.services.orders.information_requests import information_request, request_information, send_after_review
from handwritten.services.orders.reading import rendered
from handwritten.services.orders.statistics import matched, statistics
from handwritten.services.orders.writing import create_order, update_order
from handwritten.services.sharing import with_shared_orders


def side(ctx: RequestContext, action: OrderAction) -> ColumnElement[bool]:
    """The orders of one side of the workspace: those it buys (buying) or sells (selling)."""
    return _of_side(ctx.workspace_id, action)


def _of_side(workspace_id: int, action: OrderAction) -> ColumnElement[bool]:
    party = Order.buyer_company_id if action is OrderAction.BUYING else Order.seller_company_id
    return party == workspace_id


@lru_cache(maxsize=1024)
def _listed(workspace_id: int, action: OrderAction) -> Select[Any]:
    """O1's statement before its query, one object per workspace and side, by which listed() knows the list."""
    return ORDER_FIELDS.select(*ORDER_COLUMNS).where(_of_side(workspace_id, action))


class OrdersService(Service, interface.OrdersService):
    # Reads see the orders the counterpart shares too (decision order_counterparts); writes only
    # the workspace's own.
    async def list_orders(self, *, ctx: RequestContext, query: ListOrdersQuery) -> models.OrderList:
        statement = _listed(ctx.workspace_id, query.order_action)
        async with with_shared_orders(ctx.session, ctx.workspace_id):
            count, rows = await listed(ctx.session, statement, query, ORDER_FIELDS, keep_rows=True)
            results = await rendered(ctx.session, rows)
        return models.OrderList.model_construct(count=count, results=results)

    async def retrieve_order(self, *, ctx: RequestContext, id: int, query: RetrieveOrderQuery) -> models.Order:
        async with with_shared_orders(ctx.session, ctx.workspace_id):
            return await self._shown(ctx, id, side(ctx, query.order_action))

    async def create_order(self, *, ctx: RequestContext, body: models.CreateOrderRequest) -> models.Order:
        # Tenancy comes from the key, never from the body: the body must name the same workspace.
        if body.company_id != ctx.workspace_id:
            raise ValidationFailed({"company_id": [NOT_THE_WORKSPACE]})
        return await self._written(ctx, await create_order(ctx, body, {}), body)

    async def bulk_create_batch_orders(self, *, ctx: RequestContext, body: models.BatchOrderRequest) -> models.Order:
        # A batch is the workspace's own (it sets the buyer status), bought from seller_company_id.
        return await self._written(ctx, await create_order(ctx, body, {"buyer_company_id": ctx.workspace_id}), body)

    async def update_batch_order(
        self, *, ctx: RequestContext, id: int, body: models.UpdateBatchOrderRequest
    ) -> models.Order:
        return await self._updated(ctx, id, body, None)

    async def create_purchase_order(
        self, *, ctx: RequestContext, body: models.CreatePurchaseOrderRequest
    ) -> models.Order:
        return await self._written(ctx, await create_order(ctx, body, {"buyer_company_id": ctx.workspace_id}), body)

    async def partial_update_purchase_order(
        self, *, ctx: RequestContext, id: int, body: models.PartialUpdatePurchaseOrderRequest
    ) -> models.Order:
        return await self._updated(ctx, id, body, OrderAction.BUYING)

    async def create_sale_order(self, *, ctx: RequestContext, body: models.CreateSaleOrderRequest) -> models.Order:
        return await self._written(ctx, await create_order(ctx, body, {"seller_company_id": ctx.workspace_id}), body)

    async def partial_update_sale_order(
        self, *, ctx: RequestContext, id: int, body: models.PartialUpdateSaleOrderRequest
    ) -> models.Order:
        return await self._updated(ctx, id, body, OrderAction.SELLING)

    async def order_statistics(self, *, ctx: RequestContext, query: OrderStatisticsQuery) -> models.OrderStatistics:
        async with with_shared_orders(ctx.session, ctx.workspace_id):
            return await statistics(ctx.session, query, matched(query, side(ctx, query.order_action)))

    async def retrieve_order_information_request(
        self, *, ctx: RequestContext, id: int
    ) -> models.OrderInformationRequest:
        return await information_request(ctx, id)

    async def send_order_information_request(self, *, ctx: RequestContext, id: int) -> models.OrderInformationRequest:
        shown = await send_after_review(ctx, id)
        ctx.after_commit(self.deps.outbox.wake)
        return shown

    # -- helpers --------------------------------------------------------------------------------

    async def _written(self, ctx: RequestContext, id: int, body: Any) -> models.Order:
        """The order `id` just written from `body`, after the information request the body asks for."""
        if given(body, "send_information_request") is True:
            order = await ctx.session.get_one(Order, id)
            if await request_information(ctx, order, skip_review=order.skip_information_request_review):
                ctx.after_commit(self.deps.outbox.wake)
        return await self._shown(ctx, id)

    async def _updated(self, ctx: RequestContext, id: int, body: Any, action: OrderAction | None) -> models.Order:
        """Update order `id` of the workspace (of its `action` side, when given; 404 otherwise)."""
        if _traces_orders(body):
            # Changes of traces one at a time, before any order is locked: two orders each made to
            # trace the other at once would each hold its own and wait for the other's (a
            # deadlock); in turn, the second sees the first's trace and is refused as a cycle.
            await one_at_a_time(ctx.session, Work.ORDER_TRACES)
        statement = select(Order).where(Order.id == id)
        if action is not None:
            statement = statement.where(side(ctx, action))
        # Locked until the request ends: changes of one order, and traces to it, queue up.
        order = await ctx.session.scalar(statement.with_for_update())
        if order is None:
            raise NotFound()
        await update_order(ctx, self.deps, order, body)
        return await self._written(ctx, id, body)

    @staticmethod
    async def _shown(ctx: RequestContext, id: int, *where: ColumnElement[bool]) -> models.Order:
        row = (await ctx.session.execute(select(*ORDER_COLUMNS).where(Order.id == id, *where))).one_or_none()
        if row is None:
            raise NotFound()
        return (await rendered(ctx.session, [row]))[0]


def _traces_orders(body: Any) -> bool:
    """Whether the body traces an item to an order."""
    return any(many(item.trace, "traced_orders") for item in many(body, "items") if item.trace is not MISSING)
