import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.assessment_status import AssessmentStatus
from ...models.buyer_company_status import BuyerCompanyStatus
from ...models.commodity import Commodity
from ...models.composition import Composition
from ...models.error_detail import ErrorDetail
from ...models.list_orders_ordering_item import ListOrdersOrderingItem
from ...models.order_action import OrderAction
from ...models.order_list import OrderList
from ...models.order_type import OrderType
from ...models.seller_company_status import SellerCompanyStatus
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
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
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_order_action = order_action.value
    params["order_action"] = json_order_action

    params["id"] = id

    json_id_in: list[int] | Unset = UNSET
    if not isinstance(id_in, Unset):
        json_id_in = id_in

    params["id__in"] = json_id_in

    json_id_exclude_in: list[int] | Unset = UNSET
    if not isinstance(id_exclude_in, Unset):
        json_id_exclude_in = id_exclude_in

    params["id__exclude_in"] = json_id_exclude_in

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_.value

    params["type"] = json_type_

    json_type_in: list[str] | Unset = UNSET
    if not isinstance(type_in, Unset):
        json_type_in = []
        for type_in_item_data in type_in:
            type_in_item = type_in_item_data.value
            json_type_in.append(type_in_item)

    params["type__in"] = json_type_in

    json_buyer_company_status: str | Unset = UNSET
    if not isinstance(buyer_company_status, Unset):
        json_buyer_company_status = buyer_company_status.value

    params["buyer_company_status"] = json_buyer_company_status

    json_buyer_company_status_in: list[str] | Unset = UNSET
    if not isinstance(buyer_company_status_in, Unset):
        json_buyer_company_status_in = []
        for buyer_company_status_in_item_data in buyer_company_status_in:
            buyer_company_status_in_item = buyer_company_status_in_item_data.value
            json_buyer_company_status_in.append(buyer_company_status_in_item)

    params["buyer_company_status__in"] = json_buyer_company_status_in

    json_seller_company_status: str | Unset = UNSET
    if not isinstance(seller_company_status, Unset):
        json_seller_company_status = seller_company_status.value

    params["seller_company_status"] = json_seller_company_status

    json_seller_company_status_in: list[str] | Unset = UNSET
    if not isinstance(seller_company_status_in, Unset):
        json_seller_company_status_in = []
        for seller_company_status_in_item_data in seller_company_status_in:
            seller_company_status_in_item = seller_company_status_in_item_data.value
            json_seller_company_status_in.append(seller_company_status_in_item)

    params["seller_company_status__in"] = json_seller_company_status_in

    json_assessment_status: str | Unset = UNSET
    if not isinstance(assessment_status, Unset):
        json_assessment_status = assessment_status.value

    params["assessment_status"] = json_assessment_status

    json_assessment_status_in: list[str] | Unset = UNSET
    if not isinstance(assessment_status_in, Unset):
        json_assessment_status_in = []
        for assessment_status_in_item_data in assessment_status_in:
            assessment_status_in_item = assessment_status_in_item_data.value
            json_assessment_status_in.append(assessment_status_in_item)

    params["assessment_status__in"] = json_assessment_status_in

    params["value_chain"] = value_chain

    params["border_cross_country_code"] = border_cross_country_code

    json_border_cross_country_code_in: list[str] | Unset = UNSET
    if not isinstance(border_cross_country_code_in, Unset):
        json_border_cross_country_code_in = border_cross_country_code_in

    params["border_cross_country_code__in"] = json_border_cross_country_code_in

    params["due_diligence_statements__isnull"] = due_diligence_statements_isnull

    params["failing_percentage_gte"] = failing_percentage_gte

    params["passing_percentage_gte"] = passing_percentage_gte

    json_order_created_at: str | Unset = UNSET
    if not isinstance(order_created_at, Unset):
        json_order_created_at = order_created_at.isoformat()
    params["order_created_at"] = json_order_created_at

    json_order_created_at_gte: str | Unset = UNSET
    if not isinstance(order_created_at_gte, Unset):
        json_order_created_at_gte = order_created_at_gte.isoformat()
    params["order_created_at__gte"] = json_order_created_at_gte

    json_order_created_at_lte: str | Unset = UNSET
    if not isinstance(order_created_at_lte, Unset):
        json_order_created_at_lte = order_created_at_lte.isoformat()
    params["order_created_at__lte"] = json_order_created_at_lte

    json_order_arrival_at: str | Unset = UNSET
    if not isinstance(order_arrival_at, Unset):
        json_order_arrival_at = order_arrival_at.isoformat()
    params["order_arrival_at"] = json_order_arrival_at

    json_order_arrival_at_gte: str | Unset = UNSET
    if not isinstance(order_arrival_at_gte, Unset):
        json_order_arrival_at_gte = order_arrival_at_gte.isoformat()
    params["order_arrival_at__gte"] = json_order_arrival_at_gte

    json_order_arrival_at_lte: str | Unset = UNSET
    if not isinstance(order_arrival_at_lte, Unset):
        json_order_arrival_at_lte = order_arrival_at_lte.isoformat()
    params["order_arrival_at__lte"] = json_order_arrival_at_lte

    params["tags__name"] = tags_name

    params["tags__name__icontains"] = tags_name_icontains

    json_tags_name_in: list[str] | Unset = UNSET
    if not isinstance(tags_name_in, Unset):
        json_tags_name_in = tags_name_in

    params["tags__name__in"] = json_tags_name_in

    params["tags__slug"] = tags_slug

    json_tags_slug_in: list[str] | Unset = UNSET
    if not isinstance(tags_slug_in, Unset):
        json_tags_slug_in = tags_slug_in

    params["tags__slug__in"] = json_tags_slug_in

    params["items__buyer_product"] = items_buyer_product

    json_items_buyer_product_in: list[int] | Unset = UNSET
    if not isinstance(items_buyer_product_in, Unset):
        json_items_buyer_product_in = items_buyer_product_in

    params["items__buyer_product__in"] = json_items_buyer_product_in

    params["items__buyer_product__isnull"] = items_buyer_product_isnull

    json_items_buyer_product_commodity: str | Unset = UNSET
    if not isinstance(items_buyer_product_commodity, Unset):
        json_items_buyer_product_commodity = items_buyer_product_commodity.value

    params["items__buyer_product__commodity"] = json_items_buyer_product_commodity

    json_items_buyer_product_commodity_in: list[str] | Unset = UNSET
    if not isinstance(items_buyer_product_commodity_in, Unset):
        json_items_buyer_product_commodity_in = []
        for items_buyer_product_commodity_in_item_data in items_buyer_product_commodity_in:
            items_buyer_product_commodity_in_item = items_buyer_product_commodity_in_item_data.value
            json_items_buyer_product_commodity_in.append(items_buyer_product_commodity_in_item)

    params["items__buyer_product__commodity__in"] = json_items_buyer_product_commodity_in

    json_items_buyer_product_composition: str | Unset = UNSET
    if not isinstance(items_buyer_product_composition, Unset):
        json_items_buyer_product_composition = items_buyer_product_composition.value

    params["items__buyer_product__composition"] = json_items_buyer_product_composition

    json_items_buyer_product_composition_in: list[str] | Unset = UNSET
    if not isinstance(items_buyer_product_composition_in, Unset):
        json_items_buyer_product_composition_in = []
        for items_buyer_product_composition_in_item_data in items_buyer_product_composition_in:
            items_buyer_product_composition_in_item = items_buyer_product_composition_in_item_data.value
            json_items_buyer_product_composition_in.append(items_buyer_product_composition_in_item)

    params["items__buyer_product__composition__in"] = json_items_buyer_product_composition_in

    params["items__buyer_product__name"] = items_buyer_product_name

    params["items__buyer_product__name__icontains"] = items_buyer_product_name_icontains

    params["items__buyer_product__name__startswith"] = items_buyer_product_name_startswith

    params["items__buyer_product__name__endswith"] = items_buyer_product_name_endswith

    params["items__buyer_product__sku"] = items_buyer_product_sku

    params["items__buyer_product__sku__icontains"] = items_buyer_product_sku_icontains

    params["items__buyer_product__sku__startswith"] = items_buyer_product_sku_startswith

    params["items__buyer_product__sku__endswith"] = items_buyer_product_sku_endswith

    params["items__seller_product"] = items_seller_product

    json_items_seller_product_in: list[int] | Unset = UNSET
    if not isinstance(items_seller_product_in, Unset):
        json_items_seller_product_in = items_seller_product_in

    params["items__seller_product__in"] = json_items_seller_product_in

    params["items__seller_product__isnull"] = items_seller_product_isnull

    json_items_seller_product_commodity: str | Unset = UNSET
    if not isinstance(items_seller_product_commodity, Unset):
        json_items_seller_product_commodity = items_seller_product_commodity.value

    params["items__seller_product__commodity"] = json_items_seller_product_commodity

    json_items_seller_product_commodity_in: list[str] | Unset = UNSET
    if not isinstance(items_seller_product_commodity_in, Unset):
        json_items_seller_product_commodity_in = []
        for items_seller_product_commodity_in_item_data in items_seller_product_commodity_in:
            items_seller_product_commodity_in_item = items_seller_product_commodity_in_item_data.value
            json_items_seller_product_commodity_in.append(items_seller_product_commodity_in_item)

    params["items__seller_product__commodity__in"] = json_items_seller_product_commodity_in

    json_items_seller_product_composition: str | Unset = UNSET
    if not isinstance(items_seller_product_composition, Unset):
        json_items_seller_product_composition = items_seller_product_composition.value

    params["items__seller_product__composition"] = json_items_seller_product_composition

    json_items_seller_product_composition_in: list[str] | Unset = UNSET
    if not isinstance(items_seller_product_composition_in, Unset):
        json_items_seller_product_composition_in = []
        for items_seller_product_composition_in_item_data in items_seller_product_composition_in:
            items_seller_product_composition_in_item = items_seller_product_composition_in_item_data.value
            json_items_seller_product_composition_in.append(items_seller_product_composition_in_item)

    params["items__seller_product__composition__in"] = json_items_seller_product_composition_in

    params["items__seller_product__name"] = items_seller_product_name

    params["items__seller_product__name__icontains"] = items_seller_product_name_icontains

    params["items__seller_product__name__startswith"] = items_seller_product_name_startswith

    params["items__seller_product__name__endswith"] = items_seller_product_name_endswith

    params["items__seller_product__sku"] = items_seller_product_sku

    params["items__seller_product__sku__icontains"] = items_seller_product_sku_icontains

    params["items__seller_product__sku__startswith"] = items_seller_product_sku_startswith

    params["items__seller_product__sku__endswith"] = items_seller_product_sku_endswith

    params["items__external_id"] = items_external_id

    params["items__external_id__icontains"] = items_external_id_icontains

    params["items__external_id__startswith"] = items_external_id_startswith

    params["items__external_id__endswith"] = items_external_id_endswith

    json_items_external_id_in: list[str] | Unset = UNSET
    if not isinstance(items_external_id_in, Unset):
        json_items_external_id_in = items_external_id_in

    params["items__external_id__in"] = json_items_external_id_in

    params["items__traced_origins"] = items_traced_origins

    json_items_traced_origins_in: list[int] | Unset = UNSET
    if not isinstance(items_traced_origins_in, Unset):
        json_items_traced_origins_in = items_traced_origins_in

    params["items__traced_origins__in"] = json_items_traced_origins_in

    params["items__unit"] = items_unit

    params["items__volume"] = items_volume

    params["items__volume__gte"] = items_volume_gte

    params["items__volume__lte"] = items_volume_lte

    params["search"] = search

    json_ordering: list[str] | Unset = UNSET
    if not isinstance(ordering, Unset):
        json_ordering = []
        for ordering_item_data in ordering:
            ordering_item = ordering_item_data.value
            json_ordering.append(ordering_item)

    params["ordering"] = json_ordering

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/orders/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | OrderList | ValidationError | None:
    if response.status_code == 200:
        response_200 = OrderList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ValidationError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorDetail.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorDetail.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ErrorDetail.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = ErrorDetail.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ErrorDetail.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorDetail | OrderList | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
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
) -> Response[ErrorDetail | OrderList | ValidationError]:
    """List orders

     Lists your company's orders, as buyer (order_action=buying) or as seller (order_action=selling);
    order_action is required. Filter by type, status, product, origin, tags or dates, and search by
    external id or tag.

    Decisions: [order_parties](/api/docs/decisions.html#order_parties),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [assessment_propagation](/api/docs/decisions.html#assessment_propagation),
    [array_parameters](/api/docs/decisions.html#array_parameters).

    Permission: a role with the permission view_order.

    Args:
        order_action (OrderAction):
        id (int | Unset):
        id_in (list[int] | Unset):
        id_exclude_in (list[int] | Unset):
        type_ (OrderType | Unset):
        type_in (list[OrderType] | Unset):
        buyer_company_status (BuyerCompanyStatus | Unset):
        buyer_company_status_in (list[BuyerCompanyStatus] | Unset):
        seller_company_status (SellerCompanyStatus | Unset):
        seller_company_status_in (list[SellerCompanyStatus] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        value_chain (int | Unset):
        border_cross_country_code (str | Unset):
        border_cross_country_code_in (list[str] | Unset):
        due_diligence_statements_isnull (bool | Unset):
        failing_percentage_gte (float | Unset):
        passing_percentage_gte (float | Unset):
        order_created_at (datetime.date | Unset):
        order_created_at_gte (datetime.date | Unset):
        order_created_at_lte (datetime.date | Unset):
        order_arrival_at (datetime.date | Unset):
        order_arrival_at_gte (datetime.date | Unset):
        order_arrival_at_lte (datetime.date | Unset):
        tags_name (str | Unset):
        tags_name_icontains (str | Unset):
        tags_name_in (list[str] | Unset):
        tags_slug (str | Unset):
        tags_slug_in (list[str] | Unset):
        items_buyer_product (int | Unset):
        items_buyer_product_in (list[int] | Unset):
        items_buyer_product_isnull (bool | Unset):
        items_buyer_product_commodity (Commodity | Unset):
        items_buyer_product_commodity_in (list[Commodity] | Unset):
        items_buyer_product_composition (Composition | Unset):
        items_buyer_product_composition_in (list[Composition] | Unset):
        items_buyer_product_name (str | Unset):
        items_buyer_product_name_icontains (str | Unset):
        items_buyer_product_name_startswith (str | Unset):
        items_buyer_product_name_endswith (str | Unset):
        items_buyer_product_sku (str | Unset):
        items_buyer_product_sku_icontains (str | Unset):
        items_buyer_product_sku_startswith (str | Unset):
        items_buyer_product_sku_endswith (str | Unset):
        items_seller_product (int | Unset):
        items_seller_product_in (list[int] | Unset):
        items_seller_product_isnull (bool | Unset):
        items_seller_product_commodity (Commodity | Unset):
        items_seller_product_commodity_in (list[Commodity] | Unset):
        items_seller_product_composition (Composition | Unset):
        items_seller_product_composition_in (list[Composition] | Unset):
        items_seller_product_name (str | Unset):
        items_seller_product_name_icontains (str | Unset):
        items_seller_product_name_startswith (str | Unset):
        items_seller_product_name_endswith (str | Unset):
        items_seller_product_sku (str | Unset):
        items_seller_product_sku_icontains (str | Unset):
        items_seller_product_sku_startswith (str | Unset):
        items_seller_product_sku_endswith (str | Unset):
        items_external_id (str | Unset):
        items_external_id_icontains (str | Unset):
        items_external_id_startswith (str | Unset):
        items_external_id_endswith (str | Unset):
        items_external_id_in (list[str] | Unset):
        items_traced_origins (int | Unset):
        items_traced_origins_in (list[int] | Unset):
        items_unit (str | Unset):
        items_volume (float | Unset):
        items_volume_gte (float | Unset):
        items_volume_lte (float | Unset):
        search (str | Unset):
        ordering (list[ListOrdersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | OrderList | ValidationError]
    """

    kwargs = _get_kwargs(
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

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
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
) -> ErrorDetail | OrderList | ValidationError | None:
    """List orders

     Lists your company's orders, as buyer (order_action=buying) or as seller (order_action=selling);
    order_action is required. Filter by type, status, product, origin, tags or dates, and search by
    external id or tag.

    Decisions: [order_parties](/api/docs/decisions.html#order_parties),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [assessment_propagation](/api/docs/decisions.html#assessment_propagation),
    [array_parameters](/api/docs/decisions.html#array_parameters).

    Permission: a role with the permission view_order.

    Args:
        order_action (OrderAction):
        id (int | Unset):
        id_in (list[int] | Unset):
        id_exclude_in (list[int] | Unset):
        type_ (OrderType | Unset):
        type_in (list[OrderType] | Unset):
        buyer_company_status (BuyerCompanyStatus | Unset):
        buyer_company_status_in (list[BuyerCompanyStatus] | Unset):
        seller_company_status (SellerCompanyStatus | Unset):
        seller_company_status_in (list[SellerCompanyStatus] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        value_chain (int | Unset):
        border_cross_country_code (str | Unset):
        border_cross_country_code_in (list[str] | Unset):
        due_diligence_statements_isnull (bool | Unset):
        failing_percentage_gte (float | Unset):
        passing_percentage_gte (float | Unset):
        order_created_at (datetime.date | Unset):
        order_created_at_gte (datetime.date | Unset):
        order_created_at_lte (datetime.date | Unset):
        order_arrival_at (datetime.date | Unset):
        order_arrival_at_gte (datetime.date | Unset):
        order_arrival_at_lte (datetime.date | Unset):
        tags_name (str | Unset):
        tags_name_icontains (str | Unset):
        tags_name_in (list[str] | Unset):
        tags_slug (str | Unset):
        tags_slug_in (list[str] | Unset):
        items_buyer_product (int | Unset):
        items_buyer_product_in (list[int] | Unset):
        items_buyer_product_isnull (bool | Unset):
        items_buyer_product_commodity (Commodity | Unset):
        items_buyer_product_commodity_in (list[Commodity] | Unset):
        items_buyer_product_composition (Composition | Unset):
        items_buyer_product_composition_in (list[Composition] | Unset):
        items_buyer_product_name (str | Unset):
        items_buyer_product_name_icontains (str | Unset):
        items_buyer_product_name_startswith (str | Unset):
        items_buyer_product_name_endswith (str | Unset):
        items_buyer_product_sku (str | Unset):
        items_buyer_product_sku_icontains (str | Unset):
        items_buyer_product_sku_startswith (str | Unset):
        items_buyer_product_sku_endswith (str | Unset):
        items_seller_product (int | Unset):
        items_seller_product_in (list[int] | Unset):
        items_seller_product_isnull (bool | Unset):
        items_seller_product_commodity (Commodity | Unset):
        items_seller_product_commodity_in (list[Commodity] | Unset):
        items_seller_product_composition (Composition | Unset):
        items_seller_product_composition_in (list[Composition] | Unset):
        items_seller_product_name (str | Unset):
        items_seller_product_name_icontains (str | Unset):
        items_seller_product_name_startswith (str | Unset):
        items_seller_product_name_endswith (str | Unset):
        items_seller_product_sku (str | Unset):
        items_seller_product_sku_icontains (str | Unset):
        items_seller_product_sku_startswith (str | Unset):
        items_seller_product_sku_endswith (str | Unset):
        items_external_id (str | Unset):
        items_external_id_icontains (str | Unset):
        items_external_id_startswith (str | Unset):
        items_external_id_endswith (str | Unset):
        items_external_id_in (list[str] | Unset):
        items_traced_origins (int | Unset):
        items_traced_origins_in (list[int] | Unset):
        items_unit (str | Unset):
        items_volume (float | Unset):
        items_volume_gte (float | Unset):
        items_volume_lte (float | Unset):
        search (str | Unset):
        ordering (list[ListOrdersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | OrderList | ValidationError
    """

    return sync_detailed(
        client=client,
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
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
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
) -> Response[ErrorDetail | OrderList | ValidationError]:
    """List orders

     Lists your company's orders, as buyer (order_action=buying) or as seller (order_action=selling);
    order_action is required. Filter by type, status, product, origin, tags or dates, and search by
    external id or tag.

    Decisions: [order_parties](/api/docs/decisions.html#order_parties),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [assessment_propagation](/api/docs/decisions.html#assessment_propagation),
    [array_parameters](/api/docs/decisions.html#array_parameters).

    Permission: a role with the permission view_order.

    Args:
        order_action (OrderAction):
        id (int | Unset):
        id_in (list[int] | Unset):
        id_exclude_in (list[int] | Unset):
        type_ (OrderType | Unset):
        type_in (list[OrderType] | Unset):
        buyer_company_status (BuyerCompanyStatus | Unset):
        buyer_company_status_in (list[BuyerCompanyStatus] | Unset):
        seller_company_status (SellerCompanyStatus | Unset):
        seller_company_status_in (list[SellerCompanyStatus] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        value_chain (int | Unset):
        border_cross_country_code (str | Unset):
        border_cross_country_code_in (list[str] | Unset):
        due_diligence_statements_isnull (bool | Unset):
        failing_percentage_gte (float | Unset):
        passing_percentage_gte (float | Unset):
        order_created_at (datetime.date | Unset):
        order_created_at_gte (datetime.date | Unset):
        order_created_at_lte (datetime.date | Unset):
        order_arrival_at (datetime.date | Unset):
        order_arrival_at_gte (datetime.date | Unset):
        order_arrival_at_lte (datetime.date | Unset):
        tags_name (str | Unset):
        tags_name_icontains (str | Unset):
        tags_name_in (list[str] | Unset):
        tags_slug (str | Unset):
        tags_slug_in (list[str] | Unset):
        items_buyer_product (int | Unset):
        items_buyer_product_in (list[int] | Unset):
        items_buyer_product_isnull (bool | Unset):
        items_buyer_product_commodity (Commodity | Unset):
        items_buyer_product_commodity_in (list[Commodity] | Unset):
        items_buyer_product_composition (Composition | Unset):
        items_buyer_product_composition_in (list[Composition] | Unset):
        items_buyer_product_name (str | Unset):
        items_buyer_product_name_icontains (str | Unset):
        items_buyer_product_name_startswith (str | Unset):
        items_buyer_product_name_endswith (str | Unset):
        items_buyer_product_sku (str | Unset):
        items_buyer_product_sku_icontains (str | Unset):
        items_buyer_product_sku_startswith (str | Unset):
        items_buyer_product_sku_endswith (str | Unset):
        items_seller_product (int | Unset):
        items_seller_product_in (list[int] | Unset):
        items_seller_product_isnull (bool | Unset):
        items_seller_product_commodity (Commodity | Unset):
        items_seller_product_commodity_in (list[Commodity] | Unset):
        items_seller_product_composition (Composition | Unset):
        items_seller_product_composition_in (list[Composition] | Unset):
        items_seller_product_name (str | Unset):
        items_seller_product_name_icontains (str | Unset):
        items_seller_product_name_startswith (str | Unset):
        items_seller_product_name_endswith (str | Unset):
        items_seller_product_sku (str | Unset):
        items_seller_product_sku_icontains (str | Unset):
        items_seller_product_sku_startswith (str | Unset):
        items_seller_product_sku_endswith (str | Unset):
        items_external_id (str | Unset):
        items_external_id_icontains (str | Unset):
        items_external_id_startswith (str | Unset):
        items_external_id_endswith (str | Unset):
        items_external_id_in (list[str] | Unset):
        items_traced_origins (int | Unset):
        items_traced_origins_in (list[int] | Unset):
        items_unit (str | Unset):
        items_volume (float | Unset):
        items_volume_gte (float | Unset):
        items_volume_lte (float | Unset):
        search (str | Unset):
        ordering (list[ListOrdersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | OrderList | ValidationError]
    """

    kwargs = _get_kwargs(
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

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
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
) -> ErrorDetail | OrderList | ValidationError | None:
    """List orders

     Lists your company's orders, as buyer (order_action=buying) or as seller (order_action=selling);
    order_action is required. Filter by type, status, product, origin, tags or dates, and search by
    external id or tag.

    Decisions: [order_parties](/api/docs/decisions.html#order_parties),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [assessment_propagation](/api/docs/decisions.html#assessment_propagation),
    [array_parameters](/api/docs/decisions.html#array_parameters).

    Permission: a role with the permission view_order.

    Args:
        order_action (OrderAction):
        id (int | Unset):
        id_in (list[int] | Unset):
        id_exclude_in (list[int] | Unset):
        type_ (OrderType | Unset):
        type_in (list[OrderType] | Unset):
        buyer_company_status (BuyerCompanyStatus | Unset):
        buyer_company_status_in (list[BuyerCompanyStatus] | Unset):
        seller_company_status (SellerCompanyStatus | Unset):
        seller_company_status_in (list[SellerCompanyStatus] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        value_chain (int | Unset):
        border_cross_country_code (str | Unset):
        border_cross_country_code_in (list[str] | Unset):
        due_diligence_statements_isnull (bool | Unset):
        failing_percentage_gte (float | Unset):
        passing_percentage_gte (float | Unset):
        order_created_at (datetime.date | Unset):
        order_created_at_gte (datetime.date | Unset):
        order_created_at_lte (datetime.date | Unset):
        order_arrival_at (datetime.date | Unset):
        order_arrival_at_gte (datetime.date | Unset):
        order_arrival_at_lte (datetime.date | Unset):
        tags_name (str | Unset):
        tags_name_icontains (str | Unset):
        tags_name_in (list[str] | Unset):
        tags_slug (str | Unset):
        tags_slug_in (list[str] | Unset):
        items_buyer_product (int | Unset):
        items_buyer_product_in (list[int] | Unset):
        items_buyer_product_isnull (bool | Unset):
        items_buyer_product_commodity (Commodity | Unset):
        items_buyer_product_commodity_in (list[Commodity] | Unset):
        items_buyer_product_composition (Composition | Unset):
        items_buyer_product_composition_in (list[Composition] | Unset):
        items_buyer_product_name (str | Unset):
        items_buyer_product_name_icontains (str | Unset):
        items_buyer_product_name_startswith (str | Unset):
        items_buyer_product_name_endswith (str | Unset):
        items_buyer_product_sku (str | Unset):
        items_buyer_product_sku_icontains (str | Unset):
        items_buyer_product_sku_startswith (str | Unset):
        items_buyer_product_sku_endswith (str | Unset):
        items_seller_product (int | Unset):
        items_seller_product_in (list[int] | Unset):
        items_seller_product_isnull (bool | Unset):
        items_seller_product_commodity (Commodity | Unset):
        items_seller_product_commodity_in (list[Commodity] | Unset):
        items_seller_product_composition (Composition | Unset):
        items_seller_product_composition_in (list[Composition] | Unset):
        items_seller_product_name (str | Unset):
        items_seller_product_name_icontains (str | Unset):
        items_seller_product_name_startswith (str | Unset):
        items_seller_product_name_endswith (str | Unset):
        items_seller_product_sku (str | Unset):
        items_seller_product_sku_icontains (str | Unset):
        items_seller_product_sku_startswith (str | Unset):
        items_seller_product_sku_endswith (str | Unset):
        items_external_id (str | Unset):
        items_external_id_icontains (str | Unset):
        items_external_id_startswith (str | Unset):
        items_external_id_endswith (str | Unset):
        items_external_id_in (list[str] | Unset):
        items_traced_origins (int | Unset):
        items_traced_origins_in (list[int] | Unset):
        items_unit (str | Unset):
        items_volume (float | Unset):
        items_volume_gte (float | Unset):
        items_volume_lte (float | Unset):
        search (str | Unset):
        ordering (list[ListOrdersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | OrderList | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
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
    ).parsed
