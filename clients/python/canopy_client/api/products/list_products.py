import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.assessment_status import AssessmentStatus
from ...models.commodity import Commodity
from ...models.composition import Composition
from ...models.error_detail import ErrorDetail
from ...models.list_products_ordering_item import ListProductsOrderingItem
from ...models.product_list import ProductList
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    sku: str | Unset = UNSET,
    sku_icontains: str | Unset = UNSET,
    sku_in: list[str] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    name_startswith: str | Unset = UNSET,
    commodity: Commodity | Unset = UNSET,
    commodity_in: list[Commodity] | Unset = UNSET,
    commodity_isnull: bool | Unset = UNSET,
    composition: Composition | Unset = UNSET,
    composition_in: list[Composition] | Unset = UNSET,
    type_: str | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    tags_name: str | Unset = UNSET,
    tags_name_icontains: str | Unset = UNSET,
    tags_name_in: list[str] | Unset = UNSET,
    tags_slug: str | Unset = UNSET,
    tags_slug_in: list[str] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    external_id_in: list[str] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListProductsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["id"] = id

    json_id_in: list[int] | Unset = UNSET
    if not isinstance(id_in, Unset):
        json_id_in = id_in

    params["id__in"] = json_id_in

    params["sku"] = sku

    params["sku__icontains"] = sku_icontains

    json_sku_in: list[str] | Unset = UNSET
    if not isinstance(sku_in, Unset):
        json_sku_in = sku_in

    params["sku__in"] = json_sku_in

    params["name"] = name

    params["name__icontains"] = name_icontains

    params["name__startswith"] = name_startswith

    json_commodity: str | Unset = UNSET
    if not isinstance(commodity, Unset):
        json_commodity = commodity.value

    params["commodity"] = json_commodity

    json_commodity_in: list[str] | Unset = UNSET
    if not isinstance(commodity_in, Unset):
        json_commodity_in = []
        for commodity_in_item_data in commodity_in:
            commodity_in_item = commodity_in_item_data.value
            json_commodity_in.append(commodity_in_item)

    params["commodity__in"] = json_commodity_in

    params["commodity__isnull"] = commodity_isnull

    json_composition: str | Unset = UNSET
    if not isinstance(composition, Unset):
        json_composition = composition.value

    params["composition"] = json_composition

    json_composition_in: list[str] | Unset = UNSET
    if not isinstance(composition_in, Unset):
        json_composition_in = []
        for composition_in_item_data in composition_in:
            composition_in_item = composition_in_item_data.value
            json_composition_in.append(composition_in_item)

    params["composition__in"] = json_composition_in

    params["type"] = type_

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

    params["external_id"] = external_id

    json_external_id_in: list[str] | Unset = UNSET
    if not isinstance(external_id_in, Unset):
        json_external_id_in = external_id_in

    params["external_id__in"] = json_external_id_in

    json_created_at_gte: str | Unset = UNSET
    if not isinstance(created_at_gte, Unset):
        json_created_at_gte = created_at_gte.isoformat()
    params["created_at__gte"] = json_created_at_gte

    json_created_at_lte: str | Unset = UNSET
    if not isinstance(created_at_lte, Unset):
        json_created_at_lte = created_at_lte.isoformat()
    params["created_at__lte"] = json_created_at_lte

    json_updated_at_gte: str | Unset = UNSET
    if not isinstance(updated_at_gte, Unset):
        json_updated_at_gte = updated_at_gte.isoformat()
    params["updated_at__gte"] = json_updated_at_gte

    json_updated_at_lte: str | Unset = UNSET
    if not isinstance(updated_at_lte, Unset):
        json_updated_at_lte = updated_at_lte.isoformat()
    params["updated_at__lte"] = json_updated_at_lte

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
        "url": "/api/products/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | ProductList | ValidationError | None:
    if response.status_code == 200:
        response_200 = ProductList.from_dict(response.json())

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
) -> Response[ErrorDetail | ProductList | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    sku: str | Unset = UNSET,
    sku_icontains: str | Unset = UNSET,
    sku_in: list[str] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    name_startswith: str | Unset = UNSET,
    commodity: Commodity | Unset = UNSET,
    commodity_in: list[Commodity] | Unset = UNSET,
    commodity_isnull: bool | Unset = UNSET,
    composition: Composition | Unset = UNSET,
    composition_in: list[Composition] | Unset = UNSET,
    type_: str | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    tags_name: str | Unset = UNSET,
    tags_name_icontains: str | Unset = UNSET,
    tags_name_in: list[str] | Unset = UNSET,
    tags_slug: str | Unset = UNSET,
    tags_slug_in: list[str] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    external_id_in: list[str] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListProductsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | ProductList | ValidationError]:
    """List products

     Lists your company's products, each with its tags and the due diligence statements covering it.
    Filter by sku, name, commodity, tags or status.

    Decisions: [product_fields](/api/docs/decisions.html#product_fields),
    [product_tags](/api/docs/decisions.html#product_tags),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_product.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        sku (str | Unset):
        sku_icontains (str | Unset):
        sku_in (list[str] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        name_startswith (str | Unset):
        commodity (Commodity | Unset):
        commodity_in (list[Commodity] | Unset):
        commodity_isnull (bool | Unset):
        composition (Composition | Unset):
        composition_in (list[Composition] | Unset):
        type_ (str | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        tags_name (str | Unset):
        tags_name_icontains (str | Unset):
        tags_name_in (list[str] | Unset):
        tags_slug (str | Unset):
        tags_slug_in (list[str] | Unset):
        external_id (str | Unset):
        external_id_in (list[str] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListProductsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | ProductList | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        sku=sku,
        sku_icontains=sku_icontains,
        sku_in=sku_in,
        name=name,
        name_icontains=name_icontains,
        name_startswith=name_startswith,
        commodity=commodity,
        commodity_in=commodity_in,
        commodity_isnull=commodity_isnull,
        composition=composition,
        composition_in=composition_in,
        type_=type_,
        assessment_status=assessment_status,
        assessment_status_in=assessment_status_in,
        tags_name=tags_name,
        tags_name_icontains=tags_name_icontains,
        tags_name_in=tags_name_in,
        tags_slug=tags_slug,
        tags_slug_in=tags_slug_in,
        external_id=external_id,
        external_id_in=external_id_in,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
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
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    sku: str | Unset = UNSET,
    sku_icontains: str | Unset = UNSET,
    sku_in: list[str] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    name_startswith: str | Unset = UNSET,
    commodity: Commodity | Unset = UNSET,
    commodity_in: list[Commodity] | Unset = UNSET,
    commodity_isnull: bool | Unset = UNSET,
    composition: Composition | Unset = UNSET,
    composition_in: list[Composition] | Unset = UNSET,
    type_: str | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    tags_name: str | Unset = UNSET,
    tags_name_icontains: str | Unset = UNSET,
    tags_name_in: list[str] | Unset = UNSET,
    tags_slug: str | Unset = UNSET,
    tags_slug_in: list[str] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    external_id_in: list[str] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListProductsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | ProductList | ValidationError | None:
    """List products

     Lists your company's products, each with its tags and the due diligence statements covering it.
    Filter by sku, name, commodity, tags or status.

    Decisions: [product_fields](/api/docs/decisions.html#product_fields),
    [product_tags](/api/docs/decisions.html#product_tags),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_product.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        sku (str | Unset):
        sku_icontains (str | Unset):
        sku_in (list[str] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        name_startswith (str | Unset):
        commodity (Commodity | Unset):
        commodity_in (list[Commodity] | Unset):
        commodity_isnull (bool | Unset):
        composition (Composition | Unset):
        composition_in (list[Composition] | Unset):
        type_ (str | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        tags_name (str | Unset):
        tags_name_icontains (str | Unset):
        tags_name_in (list[str] | Unset):
        tags_slug (str | Unset):
        tags_slug_in (list[str] | Unset):
        external_id (str | Unset):
        external_id_in (list[str] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListProductsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | ProductList | ValidationError
    """

    return sync_detailed(
        client=client,
        id=id,
        id_in=id_in,
        sku=sku,
        sku_icontains=sku_icontains,
        sku_in=sku_in,
        name=name,
        name_icontains=name_icontains,
        name_startswith=name_startswith,
        commodity=commodity,
        commodity_in=commodity_in,
        commodity_isnull=commodity_isnull,
        composition=composition,
        composition_in=composition_in,
        type_=type_,
        assessment_status=assessment_status,
        assessment_status_in=assessment_status_in,
        tags_name=tags_name,
        tags_name_icontains=tags_name_icontains,
        tags_name_in=tags_name_in,
        tags_slug=tags_slug,
        tags_slug_in=tags_slug_in,
        external_id=external_id,
        external_id_in=external_id_in,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    sku: str | Unset = UNSET,
    sku_icontains: str | Unset = UNSET,
    sku_in: list[str] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    name_startswith: str | Unset = UNSET,
    commodity: Commodity | Unset = UNSET,
    commodity_in: list[Commodity] | Unset = UNSET,
    commodity_isnull: bool | Unset = UNSET,
    composition: Composition | Unset = UNSET,
    composition_in: list[Composition] | Unset = UNSET,
    type_: str | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    tags_name: str | Unset = UNSET,
    tags_name_icontains: str | Unset = UNSET,
    tags_name_in: list[str] | Unset = UNSET,
    tags_slug: str | Unset = UNSET,
    tags_slug_in: list[str] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    external_id_in: list[str] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListProductsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | ProductList | ValidationError]:
    """List products

     Lists your company's products, each with its tags and the due diligence statements covering it.
    Filter by sku, name, commodity, tags or status.

    Decisions: [product_fields](/api/docs/decisions.html#product_fields),
    [product_tags](/api/docs/decisions.html#product_tags),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_product.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        sku (str | Unset):
        sku_icontains (str | Unset):
        sku_in (list[str] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        name_startswith (str | Unset):
        commodity (Commodity | Unset):
        commodity_in (list[Commodity] | Unset):
        commodity_isnull (bool | Unset):
        composition (Composition | Unset):
        composition_in (list[Composition] | Unset):
        type_ (str | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        tags_name (str | Unset):
        tags_name_icontains (str | Unset):
        tags_name_in (list[str] | Unset):
        tags_slug (str | Unset):
        tags_slug_in (list[str] | Unset):
        external_id (str | Unset):
        external_id_in (list[str] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListProductsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | ProductList | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        sku=sku,
        sku_icontains=sku_icontains,
        sku_in=sku_in,
        name=name,
        name_icontains=name_icontains,
        name_startswith=name_startswith,
        commodity=commodity,
        commodity_in=commodity_in,
        commodity_isnull=commodity_isnull,
        composition=composition,
        composition_in=composition_in,
        type_=type_,
        assessment_status=assessment_status,
        assessment_status_in=assessment_status_in,
        tags_name=tags_name,
        tags_name_icontains=tags_name_icontains,
        tags_name_in=tags_name_in,
        tags_slug=tags_slug,
        tags_slug_in=tags_slug_in,
        external_id=external_id,
        external_id_in=external_id_in,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
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
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    sku: str | Unset = UNSET,
    sku_icontains: str | Unset = UNSET,
    sku_in: list[str] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    name_startswith: str | Unset = UNSET,
    commodity: Commodity | Unset = UNSET,
    commodity_in: list[Commodity] | Unset = UNSET,
    commodity_isnull: bool | Unset = UNSET,
    composition: Composition | Unset = UNSET,
    composition_in: list[Composition] | Unset = UNSET,
    type_: str | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    tags_name: str | Unset = UNSET,
    tags_name_icontains: str | Unset = UNSET,
    tags_name_in: list[str] | Unset = UNSET,
    tags_slug: str | Unset = UNSET,
    tags_slug_in: list[str] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    external_id_in: list[str] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListProductsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | ProductList | ValidationError | None:
    """List products

     Lists your company's products, each with its tags and the due diligence statements covering it.
    Filter by sku, name, commodity, tags or status.

    Decisions: [product_fields](/api/docs/decisions.html#product_fields),
    [product_tags](/api/docs/decisions.html#product_tags),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_product.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        sku (str | Unset):
        sku_icontains (str | Unset):
        sku_in (list[str] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        name_startswith (str | Unset):
        commodity (Commodity | Unset):
        commodity_in (list[Commodity] | Unset):
        commodity_isnull (bool | Unset):
        composition (Composition | Unset):
        composition_in (list[Composition] | Unset):
        type_ (str | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        tags_name (str | Unset):
        tags_name_icontains (str | Unset):
        tags_name_in (list[str] | Unset):
        tags_slug (str | Unset):
        tags_slug_in (list[str] | Unset):
        external_id (str | Unset):
        external_id_in (list[str] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListProductsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | ProductList | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            id=id,
            id_in=id_in,
            sku=sku,
            sku_icontains=sku_icontains,
            sku_in=sku_in,
            name=name,
            name_icontains=name_icontains,
            name_startswith=name_startswith,
            commodity=commodity,
            commodity_in=commodity_in,
            commodity_isnull=commodity_isnull,
            composition=composition,
            composition_in=composition_in,
            type_=type_,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            tags_name=tags_name,
            tags_name_icontains=tags_name_icontains,
            tags_name_in=tags_name_in,
            tags_slug=tags_slug,
            tags_slug_in=tags_slug_in,
            external_id=external_id,
            external_id_in=external_id_in,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
