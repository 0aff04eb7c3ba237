# Generated from spec/operations/orders.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the orders area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import orders as filters
from handwritten.runtime.context import RequestContext

__all__ = [
    "ListOrders",
    "CreateOrder",
    "RetrieveOrder",
    "BulkCreateBatchOrders",
    "UpdateBatchOrder",
    "CreatePurchaseOrder",
    "PartialUpdatePurchaseOrder",
    "CreateSaleOrder",
    "PartialUpdateSaleOrder",
    "RetrieveOrderInformationRequest",
    "SendOrderInformationRequest",
    "OrderStatistics",
    "OrdersService",
]


class ListOrders(Protocol):
    async def list_orders(self, *, ctx: RequestContext, query: filters.ListOrdersQuery) -> models.OrderList:
        """O1. List orders: GET /api/orders/"""
        ...


class CreateOrder(Protocol):
    async def create_order(self, *, ctx: RequestContext, body: models.CreateOrderRequest) -> models.Order:
        """O2. Create an order: POST /api/orders/"""
        ...


class RetrieveOrder(Protocol):
    async def retrieve_order(self, *, ctx: RequestContext, id: int, query: filters.RetrieveOrderQuery) -> models.Order:
        """O3. Retrieve an order: GET /api/orders/{id}/"""
        ...


class BulkCreateBatchOrders(Protocol):
    async def bulk_create_batch_orders(self, *, ctx: RequestContext, body: models.BatchOrderRequest) -> models.Order:
        """O4. Create a batch order: POST /api/batch-orders/"""
        ...


class UpdateBatchOrder(Protocol):
    async def update_batch_order(
        self, *, ctx: RequestContext, id: int, body: models.UpdateBatchOrderRequest
    ) -> models.Order:
        """O5. Update a batch order: PATCH /api/batch-orders/{id}/"""
        ...


class CreatePurchaseOrder(Protocol):
    async def create_purchase_order(
        self, *, ctx: RequestContext, body: models.CreatePurchaseOrderRequest
    ) -> models.Order:
        """O6. Create a purchase order: POST /api/purchase-orders/"""
        ...


class PartialUpdatePurchaseOrder(Protocol):
    async def partial_update_purchase_order(
        self, *, ctx: RequestContext, id: int, body: models.PartialUpdatePurchaseOrderRequest
    ) -> models.Order:
        """O7. Update a purchase order: PATCH /api/purchase-orders/{id}/"""
        ...


class CreateSaleOrder(Protocol):
    async def create_sale_order(self, *, ctx: RequestContext, body: models.CreateSaleOrderRequest) -> models.Order:
        """O8. Create a sale order: POST /api/sale-orders/"""
        ...


class PartialUpdateSaleOrder(Protocol):
    async def partial_update_sale_order(
        self, *, ctx: RequestContext, id: int, body: models.PartialUpdateSaleOrderRequest
    ) -> models.Order:
        """O9. Update a sale order: PATCH /api/sale-orders/{id}/"""
        ...


class RetrieveOrderInformationRequest(Protocol):
    async def retrieve_order_information_request(
        self, *, ctx: RequestContext, id: int
    ) -> models.OrderInformationRequest:
        """OR1. Retrieve an order's information request: GET /api/orders/{id}/information-request/"""
        ...


class SendOrderInformationRequest(Protocol):
    async def send_order_information_request(self, *, ctx: RequestContext, id: int) -> models.OrderInformationRequest:
        """OR2. Send an order's information request: POST /api/orders/{id}/information-request/send/"""
        ...


class OrderStatistics(Protocol):
    async def order_statistics(
        self, *, ctx: RequestContext, query: filters.OrderStatisticsQuery
    ) -> models.OrderStatistics:
        """OS1. Get order statistics: GET /api/order-statistics/"""
        ...


class OrdersService(
    ListOrders,
    CreateOrder,
    RetrieveOrder,
    BulkCreateBatchOrders,
    UpdateBatchOrder,
    CreatePurchaseOrder,
    PartialUpdatePurchaseOrder,
    CreateSaleOrder,
    PartialUpdateSaleOrder,
    RetrieveOrderInformationRequest,
    SendOrderInformationRequest,
    OrderStatistics,
    Protocol,
):
    """Every operation of the orders area."""
