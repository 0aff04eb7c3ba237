# Generated from spec/operations/orders.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the orders area (supply_chain host).

`build_router` mounts a route for each operation the given service implements. The others
answer 404 from an absent route, which only keeps a sibling `{id}` route from claiming the path
with a 405; they are never stubs, and the served OpenAPI leaves them out. Pages the service
serves for people (HTML outside /api) are mounted beside them.
"""

from __future__ import annotations

from typing import cast

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response

from generated import models
from generated.filters import orders as filters
from generated.services import orders as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_ORDERS = OperationInfo(
    "O1",
    "list_orders",
    "GET",
    "/api/orders/",
    idempotent=False,
    rate_class="reads",
    permission="view_order",
)
CREATE_ORDER = OperationInfo(
    "O2",
    "create_order",
    "POST",
    "/api/orders/",
    idempotent=True,
    rate_class="writes",
    permission="add_order",
)
RETRIEVE_ORDER = OperationInfo(
    "O3",
    "retrieve_order",
    "GET",
    "/api/orders/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_order",
)
BULK_CREATE_BATCH_ORDERS = OperationInfo(
    "O4",
    "bulk_create_batch_orders",
    "POST",
    "/api/batch-orders/",
    idempotent=True,
    rate_class="writes",
    permission="add_order",
)
UPDATE_BATCH_ORDER = OperationInfo(
    "O5",
    "update_batch_order",
    "PATCH",
    "/api/batch-orders/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_order",
)
CREATE_PURCHASE_ORDER = OperationInfo(
    "O6",
    "create_purchase_order",
    "POST",
    "/api/purchase-orders/",
    idempotent=True,
    rate_class="writes",
    permission="add_order",
)
PARTIAL_UPDATE_PURCHASE_ORDER = OperationInfo(
    "O7",
    "partial_update_purchase_order",
    "PATCH",
    "/api/purchase-orders/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_order",
)
CREATE_SALE_ORDER = OperationInfo(
    "O8",
    "create_sale_order",
    "POST",
    "/api/sale-orders/",
    idempotent=True,
    rate_class="writes",
    permission="add_order",
)
PARTIAL_UPDATE_SALE_ORDER = OperationInfo(
    "O9",
    "partial_update_sale_order",
    "PATCH",
    "/api/sale-orders/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_order",
)
RETRIEVE_ORDER_INFORMATION_REQUEST = OperationInfo(
    "OR1",
    "retrieve_order_information_request",
    "GET",
    "/api/orders/{id}/information-request/",
    idempotent=False,
    rate_class="reads",
    permission="view_order",
)
SEND_ORDER_INFORMATION_REQUEST = OperationInfo(
    "OR2",
    "send_order_information_request",
    "POST",
    "/api/orders/{id}/information-request/send/",
    idempotent=True,
    rate_class="writes",
    permission="change_order",
)
ORDER_STATISTICS = OperationInfo(
    "OS1",
    "order_statistics",
    "GET",
    "/api/order-statistics/",
    idempotent=False,
    rate_class="reads",
    permission="view_order",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListOrders, "list_orders"):
        _add_list_orders(router, cast(services.ListOrders, service), authenticate)
    else:
        add_absent_route(router, "/api/orders/", "GET")
    if implements(service, services.CreateOrder, "create_order"):
        _add_create_order(router, cast(services.CreateOrder, service), authenticate)
    else:
        add_absent_route(router, "/api/orders/", "POST")
    if implements(service, services.RetrieveOrder, "retrieve_order"):
        _add_retrieve_order(router, cast(services.RetrieveOrder, service), authenticate)
    else:
        add_absent_route(router, "/api/orders/{id}/", "GET")
    if implements(service, services.BulkCreateBatchOrders, "bulk_create_batch_orders"):
        _add_bulk_create_batch_orders(router, cast(services.BulkCreateBatchOrders, service), authenticate)
    else:
        add_absent_route(router, "/api/batch-orders/", "POST")
    if implements(service, services.UpdateBatchOrder, "update_batch_order"):
        _add_update_batch_order(router, cast(services.UpdateBatchOrder, service), authenticate)
    else:
        add_absent_route(router, "/api/batch-orders/{id}/", "PATCH")
    if implements(service, services.CreatePurchaseOrder, "create_purchase_order"):
        _add_create_purchase_order(router, cast(services.CreatePurchaseOrder, service), authenticate)
    else:
        add_absent_route(router, "/api/purchase-orders/", "POST")
    if implements(service, services.PartialUpdatePurchaseOrder, "partial_update_purchase_order"):
        _add_partial_update_purchase_order(router, cast(services.PartialUpdatePurchaseOrder, service), authenticate)
    else:
        add_absent_route(router, "/api/purchase-orders/{id}/", "PATCH")
    if implements(service, services.CreateSaleOrder, "create_sale_order"):
        _add_create_sale_order(router, cast(services.CreateSaleOrder, service), authenticate)
    else:
        add_absent_route(router, "/api/sale-orders/", "POST")
    if implements(service, services.PartialUpdateSaleOrder, "partial_update_sale_order"):
        _add_partial_update_sale_order(router, cast(services.PartialUpdateSaleOrder, service), authenticate)
    else:
        add_absent_route(router, "/api/sale-orders/{id}/", "PATCH")
    if implements(service, services.RetrieveOrderInformationRequest, "retrieve_order_information_request"):
        _add_retrieve_order_information_request(
            router, cast(services.RetrieveOrderInformationRequest, service), authenticate
        )
    else:
        add_absent_route(router, "/api/orders/{id}/information-request/", "GET")
    if implements(service, services.SendOrderInformationRequest, "send_order_information_request"):
        _add_send_order_information_request(router, cast(services.SendOrderInformationRequest, service), authenticate)
    else:
        add_absent_route(router, "/api/orders/{id}/information-request/send/", "POST")
    if implements(service, services.OrderStatistics, "order_statistics"):
        _add_order_statistics(router, cast(services.OrderStatistics, service), authenticate)
    else:
        add_absent_route(router, "/api/order-statistics/", "GET")
    add_pages(router, service)
    return router


def _add_list_orders(router: APIRouter, service: services.ListOrders, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_orders(request: Request) -> Response:
        """O1. List orders"""
        async with authenticate(request, LIST_ORDERS) as ctx:
            query = filters.parse_list_orders_query(request.query_params.multi_items())
            result = await service.list_orders(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/orders/", list_orders, methods=["GET"], name="list_orders", include_in_schema=False)


def _add_create_order(router: APIRouter, service: services.CreateOrder, authenticate: Authenticate) -> None:
    async def create_order(request: Request) -> Response:
        """O2. Create an order"""
        async with authenticate(request, CREATE_ORDER) as ctx:
            filters.parse_create_order_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateOrderRequest)
            await ctx.begin()
            result = await service.create_order(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route("/api/orders/", create_order, methods=["POST"], name="create_order", include_in_schema=False)


def _add_retrieve_order(router: APIRouter, service: services.RetrieveOrder, authenticate: Authenticate) -> None:
    async def retrieve_order(request: Request) -> Response:
        """O3. Retrieve an order"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_ORDER) as ctx:
            query = filters.parse_retrieve_order_query(request.query_params.multi_items())
            result = await service.retrieve_order(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/orders/{id}/", retrieve_order, methods=["GET"], name="retrieve_order", include_in_schema=False
    )


def _add_bulk_create_batch_orders(
    router: APIRouter, service: services.BulkCreateBatchOrders, authenticate: Authenticate
) -> None:
    async def bulk_create_batch_orders(request: Request) -> Response:
        """O4. Create a batch order"""
        async with authenticate(request, BULK_CREATE_BATCH_ORDERS) as ctx:
            filters.parse_bulk_create_batch_orders_query(request.query_params.multi_items())
            body = await read_body(request, models.BatchOrderRequest)
            await ctx.begin()
            result = await service.bulk_create_batch_orders(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/batch-orders/",
        bulk_create_batch_orders,
        methods=["POST"],
        name="bulk_create_batch_orders",
        include_in_schema=False,
    )


def _add_update_batch_order(router: APIRouter, service: services.UpdateBatchOrder, authenticate: Authenticate) -> None:
    async def update_batch_order(request: Request) -> Response:
        """O5. Update a batch order"""
        path = request.path_params
        async with authenticate(request, UPDATE_BATCH_ORDER) as ctx:
            filters.parse_update_batch_order_query(request.query_params.multi_items())
            body = await read_body(request, models.UpdateBatchOrderRequest)
            await ctx.begin()
            result = await service.update_batch_order(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/batch-orders/{id}/",
        update_batch_order,
        methods=["PATCH"],
        name="update_batch_order",
        include_in_schema=False,
    )


def _add_create_purchase_order(
    router: APIRouter, service: services.CreatePurchaseOrder, authenticate: Authenticate
) -> None:
    async def create_purchase_order(request: Request) -> Response:
        """O6. Create a purchase order"""
        async with authenticate(request, CREATE_PURCHASE_ORDER) as ctx:
            filters.parse_create_purchase_order_query(request.query_params.multi_items())
            body = await read_body(request, models.CreatePurchaseOrderRequest)
            await ctx.begin()
            result = await service.create_purchase_order(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/purchase-orders/",
        create_purchase_order,
        methods=["POST"],
        name="create_purchase_order",
        include_in_schema=False,
    )


def _add_partial_update_purchase_order(
    router: APIRouter, service: services.PartialUpdatePurchaseOrder, authenticate: Authenticate
) -> None:
    async def partial_update_purchase_order(request: Request) -> Response:
        """O7. Update a purchase order"""
        path = request.path_params
        async with authenticate(request, PARTIAL_UPDATE_PURCHASE_ORDER) as ctx:
            filters.parse_partial_update_purchase_order_query(request.query_params.multi_items())
            body = await read_body(request, models.PartialUpdatePurchaseOrderRequest)
            await ctx.begin()
            result = await service.partial_update_purchase_order(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/purchase-orders/{id}/",
        partial_update_purchase_order,
        methods=["PATCH"],
        name="partial_update_purchase_order",
        include_in_schema=False,
    )


def _add_create_sale_order(router: APIRouter, service: services.CreateSaleOrder, authenticate: Authenticate) -> None:
    async def create_sale_order(request: Request) -> Response:
        """O8. Create a sale order"""
        async with authenticate(request, CREATE_SALE_ORDER) as ctx:
            filters.parse_create_sale_order_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateSaleOrderRequest)
            await ctx.begin()
            result = await service.create_sale_order(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/sale-orders/", create_sale_order, methods=["POST"], name="create_sale_order", include_in_schema=False
    )


def _add_partial_update_sale_order(
    router: APIRouter, service: services.PartialUpdateSaleOrder, authenticate: Authenticate
) -> None:
    async def partial_update_sale_order(request: Request) -> Response:
        """O9. Update a sale order"""
        path = request.path_params
        async with authenticate(request, PARTIAL_UPDATE_SALE_ORDER) as ctx:
            filters.parse_partial_update_sale_order_query(request.query_params.multi_items())
            body = await read_body(request, models.PartialUpdateSaleOrderRequest)
            await ctx.begin()
            result = await service.partial_update_sale_order(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/sale-orders/{id}/",
        partial_update_sale_order,
        methods=["PATCH"],
        name="partial_update_sale_order",
        include_in_schema=False,
    )


def _add_retrieve_order_information_request(
    router: APIRouter, service: services.RetrieveOrderInformationRequest, authenticate: Authenticate
) -> None:
    async def retrieve_order_information_request(request: Request) -> Response:
        """OR1. Retrieve an order's information request"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_ORDER_INFORMATION_REQUEST) as ctx:
            filters.parse_retrieve_order_information_request_query(request.query_params.multi_items())
            result = await service.retrieve_order_information_request(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/orders/{id}/information-request/",
        retrieve_order_information_request,
        methods=["GET"],
        name="retrieve_order_information_request",
        include_in_schema=False,
    )


def _add_send_order_information_request(
    router: APIRouter, service: services.SendOrderInformationRequest, authenticate: Authenticate
) -> None:
    async def send_order_information_request(request: Request) -> Response:
        """OR2. Send an order's information request"""
        path = request.path_params
        async with authenticate(request, SEND_ORDER_INFORMATION_REQUEST) as ctx:
            filters.parse_send_order_information_request_query(request.query_params.multi_items())
            await ctx.begin()
            result = await service.send_order_information_request(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/orders/{id}/information-request/send/",
        send_order_information_request,
        methods=["POST"],
        name="send_order_information_request",
        include_in_schema=False,
    )


def _add_order_statistics(router: APIRouter, service: services.OrderStatistics, authenticate: Authenticate) -> None:
    async def order_statistics(request: Request) -> Response:
        """OS1. Get order statistics"""
        async with authenticate(request, ORDER_STATISTICS) as ctx:
            query = filters.parse_order_statistics_query(request.query_params.multi_items())
            result = await service.order_statistics(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/order-statistics/", order_statistics, methods=["GET"], name="order_statistics", include_in_schema=False
    )
