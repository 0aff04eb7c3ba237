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

     Orders of the authenticated company, as buyer (order_action buying) or as seller (order_action
    selling). order_action is required; without it the response is 400 with order_action listing "This
    field is required.".

    Decision (Whose orders an operation reads and changes): An order belongs to the workspace that
    recorded it (company_id, always the key's workspace); the workspace must be its buyer, its seller or
    both, otherwise the write is a 400 {"non_field_errors": [...]}, since such an order would be listed
    on neither side. order_action=buying lists and retrieves the workspace's orders whose
    buyer_company_id is the workspace, selling those whose seller_company_id is; O3 of an order of the
    other side or of another workspace is a 404. O6 sets buyer_company_id and O8 seller_company_id to
    the workspace; O4 sets buyer_company_id to the workspace (a batch is bought or produced by it; its
    body sets the buyer status and the seller); O2 takes both ids from the body, and its company_id must
    be the key's workspace (a 400 on company_id otherwise). O7 changes only orders the workspace buys,
    O9 only orders it sells (404 otherwise), O5 any order of the workspace. buyer_company_id and
    seller_company_id name workspaces (a 400 Invalid pk on the field otherwise); a workspace deleted
    from the platform leaves the order without that party (null). The counterpart workspace sees an
    order only as decision order_counterparts says, and only reads it.

    Decision (How the counterpart workspace of an order sees it): An order recorded by workspace W names
    a buyer and a seller workspace; the other party C (the one that is not W) sees it when the order's
    value chain (W's record) has reciprocal_company_id C and permission_granted true. The order is then
    listed and retrieved by C (O1 and O3, with C's side: buying when C is the buyer) beside C's own
    orders, as W records it: items, products, value chain, statements and tags; company is W. C only
    reads it: O5, O7, O9 and OR1 of it are 404, and C cannot trace its own items to it
    (trace.traced_orders are orders of the workspace). The rule is kept with the order
    (orders.counterpart_company_id, written with the order and whenever the value chain changes) and
    enforced twice: the queries of O1 and O3 widen only to such orders, and on PostgreSQL row-level
    security lets C read an order whose counterpart_company_id is C and the rows that order shows (its
    items and their trace links, tags, statements, value chain and the products of its items), nothing
    else of W. An unrelated workspace sees none of it.

    Decision (How assessment results propagate through the supply chain): Statuses propagate as the
    table below says: an item takes the worst over the origins and orders it is traced to, an order the
    worst over its items, by the severity failing over in_progress over pending over passing (mitigated
    counts as passing, and a mitigated item or order keeps its status). failing_percentage and
    passing_percentage (mitigated included) are the shares of the order's items, with two decimals. A
    record whose identifier ("origin:<id>", "order:<id>", "order_item:<id>") is in
    excluded_propagation_identifiers of the item, its order, its products or the order's value chain is
    left out, and the summaries list what was. An item's assessment_summary is {"status", "traces":
    counts by status, "excluded", "cause"}, an order's {"status", "items", "counts", "excluded",
    "causes"}, where a cause is the path order, item, traced order, item, …, origin, then the origin's
    checks in that state, so a person can follow it. Every change that can alter a result (an origin's
    checks or recorded results, an order's items, traces or exclusions, a product's or value chain's
    exclusions) recomputes exactly the orders downstream of it, upstream ones first: in its own
    transaction when they are at most CANOPY_PROPAGATION_INLINE_MAX (500), otherwise through the durable
    job assessment.propagate, enqueued in that transaction, which recomputes every order then downstream
    in one transaction of its own (until it commits, they all show their previous results); propagations
    of one workspace run one at a time, except those of new orders, which nothing can be downstream of
    before they are committed: they run alongside one another, and a propagation downstream waits for
    them. Only an order without items (after the request) takes the assessment_status of an O8 or O9
    body, having nothing else to take a status from; on an order with items, a value other than the one
    it has (on creation: pending) is a 400 on assessment_status ("An order with items takes its
    assessment status from its items; it cannot be set."), never accepted and dropped; a mitigation is
    AS2's. excluded_propagation_identifiers (of an order, an item, a product or a value chain) is null
    or a list of identifiers "origin:<id>", "order:<id>" or "order_item:<id>" (the records need not
    exist yet); anything else, which would exclude nothing, is a 400 at its place. A cause path longer
    than 20 identifiers keeps its first 12, then "...", then its end from the item traced to the cause,
    so summaries stay bounded however deep the graph. No statement of a propagation binds a parameter
    per order, item or origin (the ids are one array parameter on PostgreSQL, one JSON text on SQLite),
    so a change reaching any number of orders is propagated on both databases.

    Decision (Array query parameters, comma-separated or repeated): Every array query parameter
    (ordering, the __in and __exclude_in lookups, repeatable filters such as status, tags and group_by)
    accepts comma-separated values, the repeated parameter, or both: ordering=-status,email,
    ordering=-status&ordering=email and ordering=-status,email&ordering=id all apply left to right. An
    item holding a comma (a tag named "Q1, 2025") is written in double quotes as in CSV, a double quote
    inside it doubled: tags="Q1, 2025",audit; quotes are read as Python's csv module reads them, never
    refused; an empty item left by commas (a,,b) is a 400, one written as "" is asked for. A JSON filter
    object's arrays carry each item whole. The OpenAPI document gives each its usual style (form with
    explode false for comma-separated lookups, explode true for repeatable filters) and says both forms
    are accepted.

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

     Orders of the authenticated company, as buyer (order_action buying) or as seller (order_action
    selling). order_action is required; without it the response is 400 with order_action listing "This
    field is required.".

    Decision (Whose orders an operation reads and changes): An order belongs to the workspace that
    recorded it (company_id, always the key's workspace); the workspace must be its buyer, its seller or
    both, otherwise the write is a 400 {"non_field_errors": [...]}, since such an order would be listed
    on neither side. order_action=buying lists and retrieves the workspace's orders whose
    buyer_company_id is the workspace, selling those whose seller_company_id is; O3 of an order of the
    other side or of another workspace is a 404. O6 sets buyer_company_id and O8 seller_company_id to
    the workspace; O4 sets buyer_company_id to the workspace (a batch is bought or produced by it; its
    body sets the buyer status and the seller); O2 takes both ids from the body, and its company_id must
    be the key's workspace (a 400 on company_id otherwise). O7 changes only orders the workspace buys,
    O9 only orders it sells (404 otherwise), O5 any order of the workspace. buyer_company_id and
    seller_company_id name workspaces (a 400 Invalid pk on the field otherwise); a workspace deleted
    from the platform leaves the order without that party (null). The counterpart workspace sees an
    order only as decision order_counterparts says, and only reads it.

    Decision (How the counterpart workspace of an order sees it): An order recorded by workspace W names
    a buyer and a seller workspace; the other party C (the one that is not W) sees it when the order's
    value chain (W's record) has reciprocal_company_id C and permission_granted true. The order is then
    listed and retrieved by C (O1 and O3, with C's side: buying when C is the buyer) beside C's own
    orders, as W records it: items, products, value chain, statements and tags; company is W. C only
    reads it: O5, O7, O9 and OR1 of it are 404, and C cannot trace its own items to it
    (trace.traced_orders are orders of the workspace). The rule is kept with the order
    (orders.counterpart_company_id, written with the order and whenever the value chain changes) and
    enforced twice: the queries of O1 and O3 widen only to such orders, and on PostgreSQL row-level
    security lets C read an order whose counterpart_company_id is C and the rows that order shows (its
    items and their trace links, tags, statements, value chain and the products of its items), nothing
    else of W. An unrelated workspace sees none of it.

    Decision (How assessment results propagate through the supply chain): Statuses propagate as the
    table below says: an item takes the worst over the origins and orders it is traced to, an order the
    worst over its items, by the severity failing over in_progress over pending over passing (mitigated
    counts as passing, and a mitigated item or order keeps its status). failing_percentage and
    passing_percentage (mitigated included) are the shares of the order's items, with two decimals. A
    record whose identifier ("origin:<id>", "order:<id>", "order_item:<id>") is in
    excluded_propagation_identifiers of the item, its order, its products or the order's value chain is
    left out, and the summaries list what was. An item's assessment_summary is {"status", "traces":
    counts by status, "excluded", "cause"}, an order's {"status", "items", "counts", "excluded",
    "causes"}, where a cause is the path order, item, traced order, item, …, origin, then the origin's
    checks in that state, so a person can follow it. Every change that can alter a result (an origin's
    checks or recorded results, an order's items, traces or exclusions, a product's or value chain's
    exclusions) recomputes exactly the orders downstream of it, upstream ones first: in its own
    transaction when they are at most CANOPY_PROPAGATION_INLINE_MAX (500), otherwise through the durable
    job assessment.propagate, enqueued in that transaction, which recomputes every order then downstream
    in one transaction of its own (until it commits, they all show their previous results); propagations
    of one workspace run one at a time, except those of new orders, which nothing can be downstream of
    before they are committed: they run alongside one another, and a propagation downstream waits for
    them. Only an order without items (after the request) takes the assessment_status of an O8 or O9
    body, having nothing else to take a status from; on an order with items, a value other than the one
    it has (on creation: pending) is a 400 on assessment_status ("An order with items takes its
    assessment status from its items; it cannot be set."), never accepted and dropped; a mitigation is
    AS2's. excluded_propagation_identifiers (of an order, an item, a product or a value chain) is null
    or a list of identifiers "origin:<id>", "order:<id>" or "order_item:<id>" (the records need not
    exist yet); anything else, which would exclude nothing, is a 400 at its place. A cause path longer
    than 20 identifiers keeps its first 12, then "...", then its end from the item traced to the cause,
    so summaries stay bounded however deep the graph. No statement of a propagation binds a parameter
    per order, item or origin (the ids are one array parameter on PostgreSQL, one JSON text on SQLite),
    so a change reaching any number of orders is propagated on both databases.

    Decision (Array query parameters, comma-separated or repeated): Every array query parameter
    (ordering, the __in and __exclude_in lookups, repeatable filters such as status, tags and group_by)
    accepts comma-separated values, the repeated parameter, or both: ordering=-status,email,
    ordering=-status&ordering=email and ordering=-status,email&ordering=id all apply left to right. An
    item holding a comma (a tag named "Q1, 2025") is written in double quotes as in CSV, a double quote
    inside it doubled: tags="Q1, 2025",audit; quotes are read as Python's csv module reads them, never
    refused; an empty item left by commas (a,,b) is a 400, one written as "" is asked for. A JSON filter
    object's arrays carry each item whole. The OpenAPI document gives each its usual style (form with
    explode false for comma-separated lookups, explode true for repeatable filters) and says both forms
    are accepted.

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

     Orders of the authenticated company, as buyer (order_action buying) or as seller (order_action
    selling). order_action is required; without it the response is 400 with order_action listing "This
    field is required.".

    Decision (Whose orders an operation reads and changes): An order belongs to the workspace that
    recorded it (company_id, always the key's workspace); the workspace must be its buyer, its seller or
    both, otherwise the write is a 400 {"non_field_errors": [...]}, since such an order would be listed
    on neither side. order_action=buying lists and retrieves the workspace's orders whose
    buyer_company_id is the workspace, selling those whose seller_company_id is; O3 of an order of the
    other side or of another workspace is a 404. O6 sets buyer_company_id and O8 seller_company_id to
    the workspace; O4 sets buyer_company_id to the workspace (a batch is bought or produced by it; its
    body sets the buyer status and the seller); O2 takes both ids from the body, and its company_id must
    be the key's workspace (a 400 on company_id otherwise). O7 changes only orders the workspace buys,
    O9 only orders it sells (404 otherwise), O5 any order of the workspace. buyer_company_id and
    seller_company_id name workspaces (a 400 Invalid pk on the field otherwise); a workspace deleted
    from the platform leaves the order without that party (null). The counterpart workspace sees an
    order only as decision order_counterparts says, and only reads it.

    Decision (How the counterpart workspace of an order sees it): An order recorded by workspace W names
    a buyer and a seller workspace; the other party C (the one that is not W) sees it when the order's
    value chain (W's record) has reciprocal_company_id C and permission_granted true. The order is then
    listed and retrieved by C (O1 and O3, with C's side: buying when C is the buyer) beside C's own
    orders, as W records it: items, products, value chain, statements and tags; company is W. C only
    reads it: O5, O7, O9 and OR1 of it are 404, and C cannot trace its own items to it
    (trace.traced_orders are orders of the workspace). The rule is kept with the order
    (orders.counterpart_company_id, written with the order and whenever the value chain changes) and
    enforced twice: the queries of O1 and O3 widen only to such orders, and on PostgreSQL row-level
    security lets C read an order whose counterpart_company_id is C and the rows that order shows (its
    items and their trace links, tags, statements, value chain and the products of its items), nothing
    else of W. An unrelated workspace sees none of it.

    Decision (How assessment results propagate through the supply chain): Statuses propagate as the
    table below says: an item takes the worst over the origins and orders it is traced to, an order the
    worst over its items, by the severity failing over in_progress over pending over passing (mitigated
    counts as passing, and a mitigated item or order keeps its status). failing_percentage and
    passing_percentage (mitigated included) are the shares of the order's items, with two decimals. A
    record whose identifier ("origin:<id>", "order:<id>", "order_item:<id>") is in
    excluded_propagation_identifiers of the item, its order, its products or the order's value chain is
    left out, and the summaries list what was. An item's assessment_summary is {"status", "traces":
    counts by status, "excluded", "cause"}, an order's {"status", "items", "counts", "excluded",
    "causes"}, where a cause is the path order, item, traced order, item, …, origin, then the origin's
    checks in that state, so a person can follow it. Every change that can alter a result (an origin's
    checks or recorded results, an order's items, traces or exclusions, a product's or value chain's
    exclusions) recomputes exactly the orders downstream of it, upstream ones first: in its own
    transaction when they are at most CANOPY_PROPAGATION_INLINE_MAX (500), otherwise through the durable
    job assessment.propagate, enqueued in that transaction, which recomputes every order then downstream
    in one transaction of its own (until it commits, they all show their previous results); propagations
    of one workspace run one at a time, except those of new orders, which nothing can be downstream of
    before they are committed: they run alongside one another, and a propagation downstream waits for
    them. Only an order without items (after the request) takes the assessment_status of an O8 or O9
    body, having nothing else to take a status from; on an order with items, a value other than the one
    it has (on creation: pending) is a 400 on assessment_status ("An order with items takes its
    assessment status from its items; it cannot be set."), never accepted and dropped; a mitigation is
    AS2's. excluded_propagation_identifiers (of an order, an item, a product or a value chain) is null
    or a list of identifiers "origin:<id>", "order:<id>" or "order_item:<id>" (the records need not
    exist yet); anything else, which would exclude nothing, is a 400 at its place. A cause path longer
    than 20 identifiers keeps its first 12, then "...", then its end from the item traced to the cause,
    so summaries stay bounded however deep the graph. No statement of a propagation binds a parameter
    per order, item or origin (the ids are one array parameter on PostgreSQL, one JSON text on SQLite),
    so a change reaching any number of orders is propagated on both databases.

    Decision (Array query parameters, comma-separated or repeated): Every array query parameter
    (ordering, the __in and __exclude_in lookups, repeatable filters such as status, tags and group_by)
    accepts comma-separated values, the repeated parameter, or both: ordering=-status,email,
    ordering=-status&ordering=email and ordering=-status,email&ordering=id all apply left to right. An
    item holding a comma (a tag named "Q1, 2025") is written in double quotes as in CSV, a double quote
    inside it doubled: tags="Q1, 2025",audit; quotes are read as Python's csv module reads them, never
    refused; an empty item left by commas (a,,b) is a 400, one written as "" is asked for. A JSON filter
    object's arrays carry each item whole. The OpenAPI document gives each its usual style (form with
    explode false for comma-separated lookups, explode true for repeatable filters) and says both forms
    are accepted.

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

     Orders of the authenticated company, as buyer (order_action buying) or as seller (order_action
    selling). order_action is required; without it the response is 400 with order_action listing "This
    field is required.".

    Decision (Whose orders an operation reads and changes): An order belongs to the workspace that
    recorded it (company_id, always the key's workspace); the workspace must be its buyer, its seller or
    both, otherwise the write is a 400 {"non_field_errors": [...]}, since such an order would be listed
    on neither side. order_action=buying lists and retrieves the workspace's orders whose
    buyer_company_id is the workspace, selling those whose seller_company_id is; O3 of an order of the
    other side or of another workspace is a 404. O6 sets buyer_company_id and O8 seller_company_id to
    the workspace; O4 sets buyer_company_id to the workspace (a batch is bought or produced by it; its
    body sets the buyer status and the seller); O2 takes both ids from the body, and its company_id must
    be the key's workspace (a 400 on company_id otherwise). O7 changes only orders the workspace buys,
    O9 only orders it sells (404 otherwise), O5 any order of the workspace. buyer_company_id and
    seller_company_id name workspaces (a 400 Invalid pk on the field otherwise); a workspace deleted
    from the platform leaves the order without that party (null). The counterpart workspace sees an
    order only as decision order_counterparts says, and only reads it.

    Decision (How the counterpart workspace of an order sees it): An order recorded by workspace W names
    a buyer and a seller workspace; the other party C (the one that is not W) sees it when the order's
    value chain (W's record) has reciprocal_company_id C and permission_granted true. The order is then
    listed and retrieved by C (O1 and O3, with C's side: buying when C is the buyer) beside C's own
    orders, as W records it: items, products, value chain, statements and tags; company is W. C only
    reads it: O5, O7, O9 and OR1 of it are 404, and C cannot trace its own items to it
    (trace.traced_orders are orders of the workspace). The rule is kept with the order
    (orders.counterpart_company_id, written with the order and whenever the value chain changes) and
    enforced twice: the queries of O1 and O3 widen only to such orders, and on PostgreSQL row-level
    security lets C read an order whose counterpart_company_id is C and the rows that order shows (its
    items and their trace links, tags, statements, value chain and the products of its items), nothing
    else of W. An unrelated workspace sees none of it.

    Decision (How assessment results propagate through the supply chain): Statuses propagate as the
    table below says: an item takes the worst over the origins and orders it is traced to, an order the
    worst over its items, by the severity failing over in_progress over pending over passing (mitigated
    counts as passing, and a mitigated item or order keeps its status). failing_percentage and
    passing_percentage (mitigated included) are the shares of the order's items, with two decimals. A
    record whose identifier ("origin:<id>", "order:<id>", "order_item:<id>") is in
    excluded_propagation_identifiers of the item, its order, its products or the order's value chain is
    left out, and the summaries list what was. An item's assessment_summary is {"status", "traces":
    counts by status, "excluded", "cause"}, an order's {"status", "items", "counts", "excluded",
    "causes"}, where a cause is the path order, item, traced order, item, …, origin, then the origin's
    checks in that state, so a person can follow it. Every change that can alter a result (an origin's
    checks or recorded results, an order's items, traces or exclusions, a product's or value chain's
    exclusions) recomputes exactly the orders downstream of it, upstream ones first: in its own
    transaction when they are at most CANOPY_PROPAGATION_INLINE_MAX (500), otherwise through the durable
    job assessment.propagate, enqueued in that transaction, which recomputes every order then downstream
    in one transaction of its own (until it commits, they all show their previous results); propagations
    of one workspace run one at a time, except those of new orders, which nothing can be downstream of
    before they are committed: they run alongside one another, and a propagation downstream waits for
    them. Only an order without items (after the request) takes the assessment_status of an O8 or O9
    body, having nothing else to take a status from; on an order with items, a value other than the one
    it has (on creation: pending) is a 400 on assessment_status ("An order with items takes its
    assessment status from its items; it cannot be set."), never accepted and dropped; a mitigation is
    AS2's. excluded_propagation_identifiers (of an order, an item, a product or a value chain) is null
    or a list of identifiers "origin:<id>", "order:<id>" or "order_item:<id>" (the records need not
    exist yet); anything else, which would exclude nothing, is a 400 at its place. A cause path longer
    than 20 identifiers keeps its first 12, then "...", then its end from the item traced to the cause,
    so summaries stay bounded however deep the graph. No statement of a propagation binds a parameter
    per order, item or origin (the ids are one array parameter on PostgreSQL, one JSON text on SQLite),
    so a change reaching any number of orders is propagated on both databases.

    Decision (Array query parameters, comma-separated or repeated): Every array query parameter
    (ordering, the __in and __exclude_in lookups, repeatable filters such as status, tags and group_by)
    accepts comma-separated values, the repeated parameter, or both: ordering=-status,email,
    ordering=-status&ordering=email and ordering=-status,email&ordering=id all apply left to right. An
    item holding a comma (a tag named "Q1, 2025") is written in double quotes as in CSV, a double quote
    inside it doubled: tags="Q1, 2025",audit; quotes are read as Python's csv module reads them, never
    refused; an empty item left by commas (a,,b) is a 400, one written as "" is asked for. A JSON filter
    object's arrays carry each item whole. The OpenAPI document gives each its usual style (form with
    explode false for comma-separated lookups, explode true for repeatable filters) and says both forms
    are accepted.

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
