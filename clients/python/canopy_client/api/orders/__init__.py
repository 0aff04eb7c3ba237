"""The orders operations: one module per operation, and their methods on Canopy (`canopy.orders`)."""

import datetime
from typing import cast

from ...client import AuthenticatedClient
from ...models.assessment_status import AssessmentStatus
from ...models.batch_order_request import BatchOrderRequest
from ...models.buyer_company_status import BuyerCompanyStatus
from ...models.commodity import Commodity
from ...models.composition import Composition
from ...models.create_order_request import CreateOrderRequest
from ...models.create_purchase_order_request import CreatePurchaseOrderRequest
from ...models.create_sale_order_request import CreateSaleOrderRequest
from ...models.list_orders_ordering_item import ListOrdersOrderingItem
from ...models.order import Order
from ...models.order_action import OrderAction
from ...models.order_information_request import OrderInformationRequest
from ...models.order_list import OrderList
from ...models.order_statistics import OrderStatistics
from ...models.order_type import OrderType
from ...models.partial_update_purchase_order_request import PartialUpdatePurchaseOrderRequest
from ...models.partial_update_sale_order_request import PartialUpdateSaleOrderRequest
from ...models.seller_company_status import SellerCompanyStatus
from ...models.update_batch_order_request import UpdateBatchOrderRequest
from ...types import UNSET, Unset
from . import bulk_create_batch_orders as _bulk_create_batch_orders
from . import create_order as _create_order
from . import create_purchase_order as _create_purchase_order
from . import create_sale_order as _create_sale_order
from . import list_orders as _list_orders
from . import order_statistics as _order_statistics
from . import partial_update_purchase_order as _partial_update_purchase_order
from . import partial_update_sale_order as _partial_update_sale_order
from . import retrieve_order as _retrieve_order
from . import retrieve_order_information_request as _retrieve_order_information_request
from . import send_order_information_request as _send_order_information_request
from . import update_batch_order as _update_batch_order

__all__ = ["OrdersOperations", "AsyncOrdersOperations"]


class OrdersOperations:
    """The orders operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def bulk_create_batch_orders(
        self,
        *,
        body: BatchOrderRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Create a batch order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _bulk_create_batch_orders.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    def update_batch_order(
        self,
        id: int,
        *,
        body: UpdateBatchOrderRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Update a batch order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _update_batch_order.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    def order_statistics(
        self,
        *,
        order_action: OrderAction,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        id_exclude_in: list[int] | Unset = UNSET,
        type_: OrderType | Unset = UNSET,
        type_in: list[OrderType] | Unset = UNSET,
        buyer_company_status: BuyerCompanyStatus | Unset = UNSET,
        buyer_company_status_in: list[BuyerCompanyStatus] | Unset = UNSET,
        seller_company_status: SellerCompanyStatus | Unset = UNSET,
        seller_company_status_in: list[SellerCompanyStatus] | Unset = UNSET,
        assessment_status: AssessmentStatus | Unset = UNSET,
        assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
        value_chain: int | Unset = UNSET,
        border_cross_country_code: str | Unset = UNSET,
        border_cross_country_code_in: list[str] | Unset = UNSET,
        due_diligence_statements_isnull: bool | Unset = UNSET,
        failing_percentage_gte: float | Unset = UNSET,
        passing_percentage_gte: float | Unset = UNSET,
        order_created_at: datetime.date | Unset = UNSET,
        order_created_at_gte: datetime.date | Unset = UNSET,
        order_created_at_lte: datetime.date | Unset = UNSET,
        order_arrival_at: datetime.date | Unset = UNSET,
        order_arrival_at_gte: datetime.date | Unset = UNSET,
        order_arrival_at_lte: datetime.date | Unset = UNSET,
        tags_name: str | Unset = UNSET,
        tags_name_icontains: str | Unset = UNSET,
        tags_name_in: list[str] | Unset = UNSET,
        tags_slug: str | Unset = UNSET,
        tags_slug_in: list[str] | Unset = UNSET,
        items_buyer_product: int | Unset = UNSET,
        items_buyer_product_in: list[int] | Unset = UNSET,
        items_buyer_product_isnull: bool | Unset = UNSET,
        items_buyer_product_commodity: Commodity | Unset = UNSET,
        items_buyer_product_commodity_in: list[Commodity] | Unset = UNSET,
        items_buyer_product_composition: Composition | Unset = UNSET,
        items_buyer_product_composition_in: list[Composition] | Unset = UNSET,
        items_buyer_product_name: str | Unset = UNSET,
        items_buyer_product_name_icontains: str | Unset = UNSET,
        items_buyer_product_name_startswith: str | Unset = UNSET,
        items_buyer_product_name_endswith: str | Unset = UNSET,
        items_buyer_product_sku: str | Unset = UNSET,
        items_buyer_product_sku_icontains: str | Unset = UNSET,
        items_buyer_product_sku_startswith: str | Unset = UNSET,
        items_buyer_product_sku_endswith: str | Unset = UNSET,
        items_seller_product: int | Unset = UNSET,
        items_seller_product_in: list[int] | Unset = UNSET,
        items_seller_product_isnull: bool | Unset = UNSET,
        items_seller_product_commodity: Commodity | Unset = UNSET,
        items_seller_product_commodity_in: list[Commodity] | Unset = UNSET,
        items_seller_product_composition: Composition | Unset = UNSET,
        items_seller_product_composition_in: list[Composition] | Unset = UNSET,
        items_seller_product_name: str | Unset = UNSET,
        items_seller_product_name_icontains: str | Unset = UNSET,
        items_seller_product_name_startswith: str | Unset = UNSET,
        items_seller_product_name_endswith: str | Unset = UNSET,
        items_seller_product_sku: str | Unset = UNSET,
        items_seller_product_sku_icontains: str | Unset = UNSET,
        items_seller_product_sku_startswith: str | Unset = UNSET,
        items_seller_product_sku_endswith: str | Unset = UNSET,
        items_external_id: str | Unset = UNSET,
        items_external_id_icontains: str | Unset = UNSET,
        items_external_id_startswith: str | Unset = UNSET,
        items_external_id_endswith: str | Unset = UNSET,
        items_external_id_in: list[str] | Unset = UNSET,
        items_traced_origins: int | Unset = UNSET,
        items_traced_origins_in: list[int] | Unset = UNSET,
        items_unit: str | Unset = UNSET,
        items_volume: float | Unset = UNSET,
        items_volume_gte: float | Unset = UNSET,
        items_volume_lte: float | Unset = UNSET,
        search: str | Unset = UNSET,
    ) -> OrderStatistics:
        """Get order statistics.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _order_statistics.sync_detailed(
            client=self._client,
            order_action=order_action,
            id=id,
            id_in=id_in,
            id_exclude_in=id_exclude_in,
            type_=type_,
            type_in=type_in,
            buyer_company_status=buyer_company_status,
            buyer_company_status_in=buyer_company_status_in,
            seller_company_status=seller_company_status,
            seller_company_status_in=seller_company_status_in,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            value_chain=value_chain,
            border_cross_country_code=border_cross_country_code,
            border_cross_country_code_in=border_cross_country_code_in,
            due_diligence_statements_isnull=due_diligence_statements_isnull,
            failing_percentage_gte=failing_percentage_gte,
            passing_percentage_gte=passing_percentage_gte,
            order_created_at=order_created_at,
            order_created_at_gte=order_created_at_gte,
            order_created_at_lte=order_created_at_lte,
            order_arrival_at=order_arrival_at,
            order_arrival_at_gte=order_arrival_at_gte,
            order_arrival_at_lte=order_arrival_at_lte,
            tags_name=tags_name,
            tags_name_icontains=tags_name_icontains,
            tags_name_in=tags_name_in,
            tags_slug=tags_slug,
            tags_slug_in=tags_slug_in,
            items_buyer_product=items_buyer_product,
            items_buyer_product_in=items_buyer_product_in,
            items_buyer_product_isnull=items_buyer_product_isnull,
            items_buyer_product_commodity=items_buyer_product_commodity,
            items_buyer_product_commodity_in=items_buyer_product_commodity_in,
            items_buyer_product_composition=items_buyer_product_composition,
            items_buyer_product_composition_in=items_buyer_product_composition_in,
            items_buyer_product_name=items_buyer_product_name,
            items_buyer_product_name_icontains=items_buyer_product_name_icontains,
            items_buyer_product_name_startswith=items_buyer_product_name_startswith,
            items_buyer_product_name_endswith=items_buyer_product_name_endswith,
            items_buyer_product_sku=items_buyer_product_sku,
            items_buyer_product_sku_icontains=items_buyer_product_sku_icontains,
            items_buyer_product_sku_startswith=items_buyer_product_sku_startswith,
            items_buyer_product_sku_endswith=items_buyer_product_sku_endswith,
            items_seller_product=items_seller_product,
            items_seller_product_in=items_seller_product_in,
            items_seller_product_isnull=items_seller_product_isnull,
            items_seller_product_commodity=items_seller_product_commodity,
            items_seller_product_commodity_in=items_seller_product_commodity_in,
            items_seller_product_composition=items_seller_product_composition,
            items_seller_product_composition_in=items_seller_product_composition_in,
            items_seller_product_name=items_seller_product_name,
            items_seller_product_name_icontains=items_seller_product_name_icontains,
            items_seller_product_name_startswith=items_seller_product_name_startswith,
            items_seller_product_name_endswith=items_seller_product_name_endswith,
            items_seller_product_sku=items_seller_product_sku,
            items_seller_product_sku_icontains=items_seller_product_sku_icontains,
            items_seller_product_sku_startswith=items_seller_product_sku_startswith,
            items_seller_product_sku_endswith=items_seller_product_sku_endswith,
            items_external_id=items_external_id,
            items_external_id_icontains=items_external_id_icontains,
            items_external_id_startswith=items_external_id_startswith,
            items_external_id_endswith=items_external_id_endswith,
            items_external_id_in=items_external_id_in,
            items_traced_origins=items_traced_origins,
            items_traced_origins_in=items_traced_origins_in,
            items_unit=items_unit,
            items_volume=items_volume,
            items_volume_gte=items_volume_gte,
            items_volume_lte=items_volume_lte,
            search=search,
        )
        return cast(OrderStatistics, response.parsed)

    def list_orders(
        self,
        *,
        order_action: OrderAction,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        id_exclude_in: list[int] | Unset = UNSET,
        type_: OrderType | Unset = UNSET,
        type_in: list[OrderType] | Unset = UNSET,
        buyer_company_status: BuyerCompanyStatus | Unset = UNSET,
        buyer_company_status_in: list[BuyerCompanyStatus] | Unset = UNSET,
        seller_company_status: SellerCompanyStatus | Unset = UNSET,
        seller_company_status_in: list[SellerCompanyStatus] | Unset = UNSET,
        assessment_status: AssessmentStatus | Unset = UNSET,
        assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
        value_chain: int | Unset = UNSET,
        border_cross_country_code: str | Unset = UNSET,
        border_cross_country_code_in: list[str] | Unset = UNSET,
        due_diligence_statements_isnull: bool | Unset = UNSET,
        failing_percentage_gte: float | Unset = UNSET,
        passing_percentage_gte: float | Unset = UNSET,
        order_created_at: datetime.date | Unset = UNSET,
        order_created_at_gte: datetime.date | Unset = UNSET,
        order_created_at_lte: datetime.date | Unset = UNSET,
        order_arrival_at: datetime.date | Unset = UNSET,
        order_arrival_at_gte: datetime.date | Unset = UNSET,
        order_arrival_at_lte: datetime.date | Unset = UNSET,
        tags_name: str | Unset = UNSET,
        tags_name_icontains: str | Unset = UNSET,
        tags_name_in: list[str] | Unset = UNSET,
        tags_slug: str | Unset = UNSET,
        tags_slug_in: list[str] | Unset = UNSET,
        items_buyer_product: int | Unset = UNSET,
        items_buyer_product_in: list[int] | Unset = UNSET,
        items_buyer_product_isnull: bool | Unset = UNSET,
        items_buyer_product_commodity: Commodity | Unset = UNSET,
        items_buyer_product_commodity_in: list[Commodity] | Unset = UNSET,
        items_buyer_product_composition: Composition | Unset = UNSET,
        items_buyer_product_composition_in: list[Composition] | Unset = UNSET,
        items_buyer_product_name: str | Unset = UNSET,
        items_buyer_product_name_icontains: str | Unset = UNSET,
        items_buyer_product_name_startswith: str | Unset = UNSET,
        items_buyer_product_name_endswith: str | Unset = UNSET,
        items_buyer_product_sku: str | Unset = UNSET,
        items_buyer_product_sku_icontains: str | Unset = UNSET,
        items_buyer_product_sku_startswith: str | Unset = UNSET,
        items_buyer_product_sku_endswith: str | Unset = UNSET,
        items_seller_product: int | Unset = UNSET,
        items_seller_product_in: list[int] | Unset = UNSET,
        items_seller_product_isnull: bool | Unset = UNSET,
        items_seller_product_commodity: Commodity | Unset = UNSET,
        items_seller_product_commodity_in: list[Commodity] | Unset = UNSET,
        items_seller_product_composition: Composition | Unset = UNSET,
        items_seller_product_composition_in: list[Composition] | Unset = UNSET,
        items_seller_product_name: str | Unset = UNSET,
        items_seller_product_name_icontains: str | Unset = UNSET,
        items_seller_product_name_startswith: str | Unset = UNSET,
        items_seller_product_name_endswith: str | Unset = UNSET,
        items_seller_product_sku: str | Unset = UNSET,
        items_seller_product_sku_icontains: str | Unset = UNSET,
        items_seller_product_sku_startswith: str | Unset = UNSET,
        items_seller_product_sku_endswith: str | Unset = UNSET,
        items_external_id: str | Unset = UNSET,
        items_external_id_icontains: str | Unset = UNSET,
        items_external_id_startswith: str | Unset = UNSET,
        items_external_id_endswith: str | Unset = UNSET,
        items_external_id_in: list[str] | Unset = UNSET,
        items_traced_origins: int | Unset = UNSET,
        items_traced_origins_in: list[int] | Unset = UNSET,
        items_unit: str | Unset = UNSET,
        items_volume: float | Unset = UNSET,
        items_volume_gte: float | Unset = UNSET,
        items_volume_lte: float | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListOrdersOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> OrderList:
        """List orders.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_orders.sync_detailed(
            client=self._client,
            order_action=order_action,
            id=id,
            id_in=id_in,
            id_exclude_in=id_exclude_in,
            type_=type_,
            type_in=type_in,
            buyer_company_status=buyer_company_status,
            buyer_company_status_in=buyer_company_status_in,
            seller_company_status=seller_company_status,
            seller_company_status_in=seller_company_status_in,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            value_chain=value_chain,
            border_cross_country_code=border_cross_country_code,
            border_cross_country_code_in=border_cross_country_code_in,
            due_diligence_statements_isnull=due_diligence_statements_isnull,
            failing_percentage_gte=failing_percentage_gte,
            passing_percentage_gte=passing_percentage_gte,
            order_created_at=order_created_at,
            order_created_at_gte=order_created_at_gte,
            order_created_at_lte=order_created_at_lte,
            order_arrival_at=order_arrival_at,
            order_arrival_at_gte=order_arrival_at_gte,
            order_arrival_at_lte=order_arrival_at_lte,
            tags_name=tags_name,
            tags_name_icontains=tags_name_icontains,
            tags_name_in=tags_name_in,
            tags_slug=tags_slug,
            tags_slug_in=tags_slug_in,
            items_buyer_product=items_buyer_product,
            items_buyer_product_in=items_buyer_product_in,
            items_buyer_product_isnull=items_buyer_product_isnull,
            items_buyer_product_commodity=items_buyer_product_commodity,
            items_buyer_product_commodity_in=items_buyer_product_commodity_in,
            items_buyer_product_composition=items_buyer_product_composition,
            items_buyer_product_composition_in=items_buyer_product_composition_in,
            items_buyer_product_name=items_buyer_product_name,
            items_buyer_product_name_icontains=items_buyer_product_name_icontains,
            items_buyer_product_name_startswith=items_buyer_product_name_startswith,
            items_buyer_product_name_endswith=items_buyer_product_name_endswith,
            items_buyer_product_sku=items_buyer_product_sku,
            items_buyer_product_sku_icontains=items_buyer_product_sku_icontains,
            items_buyer_product_sku_startswith=items_buyer_product_sku_startswith,
            items_buyer_product_sku_endswith=items_buyer_product_sku_endswith,
            items_seller_product=items_seller_product,
            items_seller_product_in=items_seller_product_in,
            items_seller_product_isnull=items_seller_product_isnull,
            items_seller_product_commodity=items_seller_product_commodity,
            items_seller_product_commodity_in=items_seller_product_commodity_in,
            items_seller_product_composition=items_seller_product_composition,
            items_seller_product_composition_in=items_seller_product_composition_in,
            items_seller_product_name=items_seller_product_name,
            items_seller_product_name_icontains=items_seller_product_name_icontains,
            items_seller_product_name_startswith=items_seller_product_name_startswith,
            items_seller_product_name_endswith=items_seller_product_name_endswith,
            items_seller_product_sku=items_seller_product_sku,
            items_seller_product_sku_icontains=items_seller_product_sku_icontains,
            items_seller_product_sku_startswith=items_seller_product_sku_startswith,
            items_seller_product_sku_endswith=items_seller_product_sku_endswith,
            items_external_id=items_external_id,
            items_external_id_icontains=items_external_id_icontains,
            items_external_id_startswith=items_external_id_startswith,
            items_external_id_endswith=items_external_id_endswith,
            items_external_id_in=items_external_id_in,
            items_traced_origins=items_traced_origins,
            items_traced_origins_in=items_traced_origins_in,
            items_unit=items_unit,
            items_volume=items_volume,
            items_volume_gte=items_volume_gte,
            items_volume_lte=items_volume_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(OrderList, response.parsed)

    def create_order(
        self,
        *,
        body: CreateOrderRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Create an order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_order.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    def retrieve_order(
        self,
        id: int,
        *,
        order_action: OrderAction,
    ) -> Order:
        """Retrieve an order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_order.sync_detailed(
            client=self._client,
            id=id,
            order_action=order_action,
        )
        return cast(Order, response.parsed)

    def retrieve_order_information_request(
        self,
        id: int,
    ) -> OrderInformationRequest:
        """Retrieve an order's information request.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_order_information_request.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(OrderInformationRequest, response.parsed)

    def send_order_information_request(
        self,
        id: int,
        *,
        idempotency_key: str | Unset = UNSET,
    ) -> OrderInformationRequest:
        """Send an order's information request.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _send_order_information_request.sync_detailed(
            client=self._client,
            id=id,
            idempotency_key=idempotency_key,
        )
        return cast(OrderInformationRequest, response.parsed)

    def create_purchase_order(
        self,
        *,
        body: CreatePurchaseOrderRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Create a purchase order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_purchase_order.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    def partial_update_purchase_order(
        self,
        id: int,
        *,
        body: PartialUpdatePurchaseOrderRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Update a purchase order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _partial_update_purchase_order.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    def create_sale_order(
        self,
        *,
        body: CreateSaleOrderRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Create a sale order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_sale_order.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    def partial_update_sale_order(
        self,
        id: int,
        *,
        body: PartialUpdateSaleOrderRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Update a sale order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _partial_update_sale_order.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)


class AsyncOrdersOperations:
    """The orders operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def bulk_create_batch_orders(
        self,
        *,
        body: BatchOrderRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Create a batch order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _bulk_create_batch_orders.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    async def update_batch_order(
        self,
        id: int,
        *,
        body: UpdateBatchOrderRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Update a batch order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _update_batch_order.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    async def order_statistics(
        self,
        *,
        order_action: OrderAction,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        id_exclude_in: list[int] | Unset = UNSET,
        type_: OrderType | Unset = UNSET,
        type_in: list[OrderType] | Unset = UNSET,
        buyer_company_status: BuyerCompanyStatus | Unset = UNSET,
        buyer_company_status_in: list[BuyerCompanyStatus] | Unset = UNSET,
        seller_company_status: SellerCompanyStatus | Unset = UNSET,
        seller_company_status_in: list[SellerCompanyStatus] | Unset = UNSET,
        assessment_status: AssessmentStatus | Unset = UNSET,
        assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
        value_chain: int | Unset = UNSET,
        border_cross_country_code: str | Unset = UNSET,
        border_cross_country_code_in: list[str] | Unset = UNSET,
        due_diligence_statements_isnull: bool | Unset = UNSET,
        failing_percentage_gte: float | Unset = UNSET,
        passing_percentage_gte: float | Unset = UNSET,
        order_created_at: datetime.date | Unset = UNSET,
        order_created_at_gte: datetime.date | Unset = UNSET,
        order_created_at_lte: datetime.date | Unset = UNSET,
        order_arrival_at: datetime.date | Unset = UNSET,
        order_arrival_at_gte: datetime.date | Unset = UNSET,
        order_arrival_at_lte: datetime.date | Unset = UNSET,
        tags_name: str | Unset = UNSET,
        tags_name_icontains: str | Unset = UNSET,
        tags_name_in: list[str] | Unset = UNSET,
        tags_slug: str | Unset = UNSET,
        tags_slug_in: list[str] | Unset = UNSET,
        items_buyer_product: int | Unset = UNSET,
        items_buyer_product_in: list[int] | Unset = UNSET,
        items_buyer_product_isnull: bool | Unset = UNSET,
        items_buyer_product_commodity: Commodity | Unset = UNSET,
        items_buyer_product_commodity_in: list[Commodity] | Unset = UNSET,
        items_buyer_product_composition: Composition | Unset = UNSET,
        items_buyer_product_composition_in: list[Composition] | Unset = UNSET,
        items_buyer_product_name: str | Unset = UNSET,
        items_buyer_product_name_icontains: str | Unset = UNSET,
        items_buyer_product_name_startswith: str | Unset = UNSET,
        items_buyer_product_name_endswith: str | Unset = UNSET,
        items_buyer_product_sku: str | Unset = UNSET,
        items_buyer_product_sku_icontains: str | Unset = UNSET,
        items_buyer_product_sku_startswith: str | Unset = UNSET,
        items_buyer_product_sku_endswith: str | Unset = UNSET,
        items_seller_product: int | Unset = UNSET,
        items_seller_product_in: list[int] | Unset = UNSET,
        items_seller_product_isnull: bool | Unset = UNSET,
        items_seller_product_commodity: Commodity | Unset = UNSET,
        items_seller_product_commodity_in: list[Commodity] | Unset = UNSET,
        items_seller_product_composition: Composition | Unset = UNSET,
        items_seller_product_composition_in: list[Composition] | Unset = UNSET,
        items_seller_product_name: str | Unset = UNSET,
        items_seller_product_name_icontains: str | Unset = UNSET,
        items_seller_product_name_startswith: str | Unset = UNSET,
        items_seller_product_name_endswith: str | Unset = UNSET,
        items_seller_product_sku: str | Unset = UNSET,
        items_seller_product_sku_icontains: str | Unset = UNSET,
        items_seller_product_sku_startswith: str | Unset = UNSET,
        items_seller_product_sku_endswith: str | Unset = UNSET,
        items_external_id: str | Unset = UNSET,
        items_external_id_icontains: str | Unset = UNSET,
        items_external_id_startswith: str | Unset = UNSET,
        items_external_id_endswith: str | Unset = UNSET,
        items_external_id_in: list[str] | Unset = UNSET,
        items_traced_origins: int | Unset = UNSET,
        items_traced_origins_in: list[int] | Unset = UNSET,
        items_unit: str | Unset = UNSET,
        items_volume: float | Unset = UNSET,
        items_volume_gte: float | Unset = UNSET,
        items_volume_lte: float | Unset = UNSET,
        search: str | Unset = UNSET,
    ) -> OrderStatistics:
        """Get order statistics.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _order_statistics.asyncio_detailed(
            client=self._client,
            order_action=order_action,
            id=id,
            id_in=id_in,
            id_exclude_in=id_exclude_in,
            type_=type_,
            type_in=type_in,
            buyer_company_status=buyer_company_status,
            buyer_company_status_in=buyer_company_status_in,
            seller_company_status=seller_company_status,
            seller_company_status_in=seller_company_status_in,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            value_chain=value_chain,
            border_cross_country_code=border_cross_country_code,
            border_cross_country_code_in=border_cross_country_code_in,
            due_diligence_statements_isnull=due_diligence_statements_isnull,
            failing_percentage_gte=failing_percentage_gte,
            passing_percentage_gte=passing_percentage_gte,
            order_created_at=order_created_at,
            order_created_at_gte=order_created_at_gte,
            order_created_at_lte=order_created_at_lte,
            order_arrival_at=order_arrival_at,
            order_arrival_at_gte=order_arrival_at_gte,
            order_arrival_at_lte=order_arrival_at_lte,
            tags_name=tags_name,
            tags_name_icontains=tags_name_icontains,
            tags_name_in=tags_name_in,
            tags_slug=tags_slug,
            tags_slug_in=tags_slug_in,
            items_buyer_product=items_buyer_product,
            items_buyer_product_in=items_buyer_product_in,
            items_buyer_product_isnull=items_buyer_product_isnull,
            items_buyer_product_commodity=items_buyer_product_commodity,
            items_buyer_product_commodity_in=items_buyer_product_commodity_in,
            items_buyer_product_composition=items_buyer_product_composition,
            items_buyer_product_composition_in=items_buyer_product_composition_in,
            items_buyer_product_name=items_buyer_product_name,
            items_buyer_product_name_icontains=items_buyer_product_name_icontains,
            items_buyer_product_name_startswith=items_buyer_product_name_startswith,
            items_buyer_product_name_endswith=items_buyer_product_name_endswith,
            items_buyer_product_sku=items_buyer_product_sku,
            items_buyer_product_sku_icontains=items_buyer_product_sku_icontains,
            items_buyer_product_sku_startswith=items_buyer_product_sku_startswith,
            items_buyer_product_sku_endswith=items_buyer_product_sku_endswith,
            items_seller_product=items_seller_product,
            items_seller_product_in=items_seller_product_in,
            items_seller_product_isnull=items_seller_product_isnull,
            items_seller_product_commodity=items_seller_product_commodity,
            items_seller_product_commodity_in=items_seller_product_commodity_in,
            items_seller_product_composition=items_seller_product_composition,
            items_seller_product_composition_in=items_seller_product_composition_in,
            items_seller_product_name=items_seller_product_name,
            items_seller_product_name_icontains=items_seller_product_name_icontains,
            items_seller_product_name_startswith=items_seller_product_name_startswith,
            items_seller_product_name_endswith=items_seller_product_name_endswith,
            items_seller_product_sku=items_seller_product_sku,
            items_seller_product_sku_icontains=items_seller_product_sku_icontains,
            items_seller_product_sku_startswith=items_seller_product_sku_startswith,
            items_seller_product_sku_endswith=items_seller_product_sku_endswith,
            items_external_id=items_external_id,
            items_external_id_icontains=items_external_id_icontains,
            items_external_id_startswith=items_external_id_startswith,
            items_external_id_endswith=items_external_id_endswith,
            items_external_id_in=items_external_id_in,
            items_traced_origins=items_traced_origins,
            items_traced_origins_in=items_traced_origins_in,
            items_unit=items_unit,
            items_volume=items_volume,
            items_volume_gte=items_volume_gte,
            items_volume_lte=items_volume_lte,
            search=search,
        )
        return cast(OrderStatistics, response.parsed)

    async def list_orders(
        self,
        *,
        order_action: OrderAction,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        id_exclude_in: list[int] | Unset = UNSET,
        type_: OrderType | Unset = UNSET,
        type_in: list[OrderType] | Unset = UNSET,
        buyer_company_status: BuyerCompanyStatus | Unset = UNSET,
        buyer_company_status_in: list[BuyerCompanyStatus] | Unset = UNSET,
        seller_company_status: SellerCompanyStatus | Unset = UNSET,
        seller_company_status_in: list[SellerCompanyStatus] | Unset = UNSET,
        assessment_status: AssessmentStatus | Unset = UNSET,
        assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
        value_chain: int | Unset = UNSET,
        border_cross_country_code: str | Unset = UNSET,
        border_cross_country_code_in: list[str] | Unset = UNSET,
        due_diligence_statements_isnull: bool | Unset = UNSET,
        failing_percentage_gte: float | Unset = UNSET,
        passing_percentage_gte: float | Unset = UNSET,
        order_created_at: datetime.date | Unset = UNSET,
        order_created_at_gte: datetime.date | Unset = UNSET,
        order_created_at_lte: datetime.date | Unset = UNSET,
        order_arrival_at: datetime.date | Unset = UNSET,
        order_arrival_at_gte: datetime.date | Unset = UNSET,
        order_arrival_at_lte: datetime.date | Unset = UNSET,
        tags_name: str | Unset = UNSET,
        tags_name_icontains: str | Unset = UNSET,
        tags_name_in: list[str] | Unset = UNSET,
        tags_slug: str | Unset = UNSET,
        tags_slug_in: list[str] | Unset = UNSET,
        items_buyer_product: int | Unset = UNSET,
        items_buyer_product_in: list[int] | Unset = UNSET,
        items_buyer_product_isnull: bool | Unset = UNSET,
        items_buyer_product_commodity: Commodity | Unset = UNSET,
        items_buyer_product_commodity_in: list[Commodity] | Unset = UNSET,
        items_buyer_product_composition: Composition | Unset = UNSET,
        items_buyer_product_composition_in: list[Composition] | Unset = UNSET,
        items_buyer_product_name: str | Unset = UNSET,
        items_buyer_product_name_icontains: str | Unset = UNSET,
        items_buyer_product_name_startswith: str | Unset = UNSET,
        items_buyer_product_name_endswith: str | Unset = UNSET,
        items_buyer_product_sku: str | Unset = UNSET,
        items_buyer_product_sku_icontains: str | Unset = UNSET,
        items_buyer_product_sku_startswith: str | Unset = UNSET,
        items_buyer_product_sku_endswith: str | Unset = UNSET,
        items_seller_product: int | Unset = UNSET,
        items_seller_product_in: list[int] | Unset = UNSET,
        items_seller_product_isnull: bool | Unset = UNSET,
        items_seller_product_commodity: Commodity | Unset = UNSET,
        items_seller_product_commodity_in: list[Commodity] | Unset = UNSET,
        items_seller_product_composition: Composition | Unset = UNSET,
        items_seller_product_composition_in: list[Composition] | Unset = UNSET,
        items_seller_product_name: str | Unset = UNSET,
        items_seller_product_name_icontains: str | Unset = UNSET,
        items_seller_product_name_startswith: str | Unset = UNSET,
        items_seller_product_name_endswith: str | Unset = UNSET,
        items_seller_product_sku: str | Unset = UNSET,
        items_seller_product_sku_icontains: str | Unset = UNSET,
        items_seller_product_sku_startswith: str | Unset = UNSET,
        items_seller_product_sku_endswith: str | Unset = UNSET,
        items_external_id: str | Unset = UNSET,
        items_external_id_icontains: str | Unset = UNSET,
        items_external_id_startswith: str | Unset = UNSET,
        items_external_id_endswith: str | Unset = UNSET,
        items_external_id_in: list[str] | Unset = UNSET,
        items_traced_origins: int | Unset = UNSET,
        items_traced_origins_in: list[int] | Unset = UNSET,
        items_unit: str | Unset = UNSET,
        items_volume: float | Unset = UNSET,
        items_volume_gte: float | Unset = UNSET,
        items_volume_lte: float | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListOrdersOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> OrderList:
        """List orders.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_orders.asyncio_detailed(
            client=self._client,
            order_action=order_action,
            id=id,
            id_in=id_in,
            id_exclude_in=id_exclude_in,
            type_=type_,
            type_in=type_in,
            buyer_company_status=buyer_company_status,
            buyer_company_status_in=buyer_company_status_in,
            seller_company_status=seller_company_status,
            seller_company_status_in=seller_company_status_in,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            value_chain=value_chain,
            border_cross_country_code=border_cross_country_code,
            border_cross_country_code_in=border_cross_country_code_in,
            due_diligence_statements_isnull=due_diligence_statements_isnull,
            failing_percentage_gte=failing_percentage_gte,
            passing_percentage_gte=passing_percentage_gte,
            order_created_at=order_created_at,
            order_created_at_gte=order_created_at_gte,
            order_created_at_lte=order_created_at_lte,
            order_arrival_at=order_arrival_at,
            order_arrival_at_gte=order_arrival_at_gte,
            order_arrival_at_lte=order_arrival_at_lte,
            tags_name=tags_name,
            tags_name_icontains=tags_name_icontains,
            tags_name_in=tags_name_in,
            tags_slug=tags_slug,
            tags_slug_in=tags_slug_in,
            items_buyer_product=items_buyer_product,
            items_buyer_product_in=items_buyer_product_in,
            items_buyer_product_isnull=items_buyer_product_isnull,
            items_buyer_product_commodity=items_buyer_product_commodity,
            items_buyer_product_commodity_in=items_buyer_product_commodity_in,
            items_buyer_product_composition=items_buyer_product_composition,
            items_buyer_product_composition_in=items_buyer_product_composition_in,
            items_buyer_product_name=items_buyer_product_name,
            items_buyer_product_name_icontains=items_buyer_product_name_icontains,
            items_buyer_product_name_startswith=items_buyer_product_name_startswith,
            items_buyer_product_name_endswith=items_buyer_product_name_endswith,
            items_buyer_product_sku=items_buyer_product_sku,
            items_buyer_product_sku_icontains=items_buyer_product_sku_icontains,
            items_buyer_product_sku_startswith=items_buyer_product_sku_startswith,
            items_buyer_product_sku_endswith=items_buyer_product_sku_endswith,
            items_seller_product=items_seller_product,
            items_seller_product_in=items_seller_product_in,
            items_seller_product_isnull=items_seller_product_isnull,
            items_seller_product_commodity=items_seller_product_commodity,
            items_seller_product_commodity_in=items_seller_product_commodity_in,
            items_seller_product_composition=items_seller_product_composition,
            items_seller_product_composition_in=items_seller_product_composition_in,
            items_seller_product_name=items_seller_product_name,
            items_seller_product_name_icontains=items_seller_product_name_icontains,
            items_seller_product_name_startswith=items_seller_product_name_startswith,
            items_seller_product_name_endswith=items_seller_product_name_endswith,
            items_seller_product_sku=items_seller_product_sku,
            items_seller_product_sku_icontains=items_seller_product_sku_icontains,
            items_seller_product_sku_startswith=items_seller_product_sku_startswith,
            items_seller_product_sku_endswith=items_seller_product_sku_endswith,
            items_external_id=items_external_id,
            items_external_id_icontains=items_external_id_icontains,
            items_external_id_startswith=items_external_id_startswith,
            items_external_id_endswith=items_external_id_endswith,
            items_external_id_in=items_external_id_in,
            items_traced_origins=items_traced_origins,
            items_traced_origins_in=items_traced_origins_in,
            items_unit=items_unit,
            items_volume=items_volume,
            items_volume_gte=items_volume_gte,
            items_volume_lte=items_volume_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(OrderList, response.parsed)

    async def create_order(
        self,
        *,
        body: CreateOrderRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Create an order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_order.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    async def retrieve_order(
        self,
        id: int,
        *,
        order_action: OrderAction,
    ) -> Order:
        """Retrieve an order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_order.asyncio_detailed(
            client=self._client,
            id=id,
            order_action=order_action,
        )
        return cast(Order, response.parsed)

    async def retrieve_order_information_request(
        self,
        id: int,
    ) -> OrderInformationRequest:
        """Retrieve an order's information request.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_order_information_request.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(OrderInformationRequest, response.parsed)

    async def send_order_information_request(
        self,
        id: int,
        *,
        idempotency_key: str | Unset = UNSET,
    ) -> OrderInformationRequest:
        """Send an order's information request.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _send_order_information_request.asyncio_detailed(
            client=self._client,
            id=id,
            idempotency_key=idempotency_key,
        )
        return cast(OrderInformationRequest, response.parsed)

    async def create_purchase_order(
        self,
        *,
        body: CreatePurchaseOrderRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Create a purchase order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_purchase_order.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    async def partial_update_purchase_order(
        self,
        id: int,
        *,
        body: PartialUpdatePurchaseOrderRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Update a purchase order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _partial_update_purchase_order.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    async def create_sale_order(
        self,
        *,
        body: CreateSaleOrderRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Create a sale order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_sale_order.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)

    async def partial_update_sale_order(
        self,
        id: int,
        *,
        body: PartialUpdateSaleOrderRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> Order:
        """Update a sale order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _partial_update_sale_order.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Order, response.parsed)
