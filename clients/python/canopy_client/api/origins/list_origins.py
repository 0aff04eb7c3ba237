import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.assessment_status import AssessmentStatus
from ...models.commodity import Commodity
from ...models.error_detail import ErrorDetail
from ...models.list_origins_ordering_item import ListOriginsOrderingItem
from ...models.origin_list import OriginList
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    country: str | Unset = UNSET,
    country_in: list[str] | Unset = UNSET,
    producer_icontains: str | Unset = UNSET,
    producer_isnull: bool | Unset = UNSET,
    commodity: Commodity | Unset = UNSET,
    commodity_in: list[Commodity] | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    deforestation_free_declaration: bool | Unset = UNSET,
    production_date_gte: datetime.date | Unset = UNSET,
    production_date_lte: datetime.date | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListOriginsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["id"] = id

    json_id_in: list[int] | Unset = UNSET
    if not isinstance(id_in, Unset):
        json_id_in = id_in

    params["id__in"] = json_id_in

    params["name"] = name

    params["name__icontains"] = name_icontains

    params["country"] = country

    json_country_in: list[str] | Unset = UNSET
    if not isinstance(country_in, Unset):
        json_country_in = country_in

    params["country__in"] = json_country_in

    params["producer__icontains"] = producer_icontains

    params["producer__isnull"] = producer_isnull

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

    params["external_id"] = external_id

    params["deforestation_free_declaration"] = deforestation_free_declaration

    json_production_date_gte: str | Unset = UNSET
    if not isinstance(production_date_gte, Unset):
        json_production_date_gte = production_date_gte.isoformat()
    params["production_date__gte"] = json_production_date_gte

    json_production_date_lte: str | Unset = UNSET
    if not isinstance(production_date_lte, Unset):
        json_production_date_lte = production_date_lte.isoformat()
    params["production_date__lte"] = json_production_date_lte

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
        "url": "/api/origins/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | OriginList | ValidationError | None:
    if response.status_code == 200:
        response_200 = OriginList.from_dict(response.json())

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
) -> Response[ErrorDetail | OriginList | ValidationError]:
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
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    country: str | Unset = UNSET,
    country_in: list[str] | Unset = UNSET,
    producer_icontains: str | Unset = UNSET,
    producer_isnull: bool | Unset = UNSET,
    commodity: Commodity | Unset = UNSET,
    commodity_in: list[Commodity] | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    deforestation_free_declaration: bool | Unset = UNSET,
    production_date_gte: datetime.date | Unset = UNSET,
    production_date_lte: datetime.date | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListOriginsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | OriginList | ValidationError]:
    """List origins

     Lists the places of production (plots of land) your company recorded, with their geolocation and
    assessment status. Filter by country, commodity, producer or status.

    Decisions: [origins](/api/docs/decisions.html#origins),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_origin.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        country (str | Unset):
        country_in (list[str] | Unset):
        producer_icontains (str | Unset):
        producer_isnull (bool | Unset):
        commodity (Commodity | Unset):
        commodity_in (list[Commodity] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        external_id (str | Unset):
        deforestation_free_declaration (bool | Unset):
        production_date_gte (datetime.date | Unset):
        production_date_lte (datetime.date | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListOriginsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | OriginList | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        name=name,
        name_icontains=name_icontains,
        country=country,
        country_in=country_in,
        producer_icontains=producer_icontains,
        producer_isnull=producer_isnull,
        commodity=commodity,
        commodity_in=commodity_in,
        assessment_status=assessment_status,
        assessment_status_in=assessment_status_in,
        external_id=external_id,
        deforestation_free_declaration=deforestation_free_declaration,
        production_date_gte=production_date_gte,
        production_date_lte=production_date_lte,
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
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    country: str | Unset = UNSET,
    country_in: list[str] | Unset = UNSET,
    producer_icontains: str | Unset = UNSET,
    producer_isnull: bool | Unset = UNSET,
    commodity: Commodity | Unset = UNSET,
    commodity_in: list[Commodity] | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    deforestation_free_declaration: bool | Unset = UNSET,
    production_date_gte: datetime.date | Unset = UNSET,
    production_date_lte: datetime.date | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListOriginsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | OriginList | ValidationError | None:
    """List origins

     Lists the places of production (plots of land) your company recorded, with their geolocation and
    assessment status. Filter by country, commodity, producer or status.

    Decisions: [origins](/api/docs/decisions.html#origins),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_origin.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        country (str | Unset):
        country_in (list[str] | Unset):
        producer_icontains (str | Unset):
        producer_isnull (bool | Unset):
        commodity (Commodity | Unset):
        commodity_in (list[Commodity] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        external_id (str | Unset):
        deforestation_free_declaration (bool | Unset):
        production_date_gte (datetime.date | Unset):
        production_date_lte (datetime.date | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListOriginsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | OriginList | ValidationError
    """

    return sync_detailed(
        client=client,
        id=id,
        id_in=id_in,
        name=name,
        name_icontains=name_icontains,
        country=country,
        country_in=country_in,
        producer_icontains=producer_icontains,
        producer_isnull=producer_isnull,
        commodity=commodity,
        commodity_in=commodity_in,
        assessment_status=assessment_status,
        assessment_status_in=assessment_status_in,
        external_id=external_id,
        deforestation_free_declaration=deforestation_free_declaration,
        production_date_gte=production_date_gte,
        production_date_lte=production_date_lte,
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
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    country: str | Unset = UNSET,
    country_in: list[str] | Unset = UNSET,
    producer_icontains: str | Unset = UNSET,
    producer_isnull: bool | Unset = UNSET,
    commodity: Commodity | Unset = UNSET,
    commodity_in: list[Commodity] | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    deforestation_free_declaration: bool | Unset = UNSET,
    production_date_gte: datetime.date | Unset = UNSET,
    production_date_lte: datetime.date | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListOriginsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | OriginList | ValidationError]:
    """List origins

     Lists the places of production (plots of land) your company recorded, with their geolocation and
    assessment status. Filter by country, commodity, producer or status.

    Decisions: [origins](/api/docs/decisions.html#origins),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_origin.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        country (str | Unset):
        country_in (list[str] | Unset):
        producer_icontains (str | Unset):
        producer_isnull (bool | Unset):
        commodity (Commodity | Unset):
        commodity_in (list[Commodity] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        external_id (str | Unset):
        deforestation_free_declaration (bool | Unset):
        production_date_gte (datetime.date | Unset):
        production_date_lte (datetime.date | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListOriginsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | OriginList | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        name=name,
        name_icontains=name_icontains,
        country=country,
        country_in=country_in,
        producer_icontains=producer_icontains,
        producer_isnull=producer_isnull,
        commodity=commodity,
        commodity_in=commodity_in,
        assessment_status=assessment_status,
        assessment_status_in=assessment_status_in,
        external_id=external_id,
        deforestation_free_declaration=deforestation_free_declaration,
        production_date_gte=production_date_gte,
        production_date_lte=production_date_lte,
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
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    country: str | Unset = UNSET,
    country_in: list[str] | Unset = UNSET,
    producer_icontains: str | Unset = UNSET,
    producer_isnull: bool | Unset = UNSET,
    commodity: Commodity | Unset = UNSET,
    commodity_in: list[Commodity] | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    deforestation_free_declaration: bool | Unset = UNSET,
    production_date_gte: datetime.date | Unset = UNSET,
    production_date_lte: datetime.date | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListOriginsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | OriginList | ValidationError | None:
    """List origins

     Lists the places of production (plots of land) your company recorded, with their geolocation and
    assessment status. Filter by country, commodity, producer or status.

    Decisions: [origins](/api/docs/decisions.html#origins),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_origin.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        country (str | Unset):
        country_in (list[str] | Unset):
        producer_icontains (str | Unset):
        producer_isnull (bool | Unset):
        commodity (Commodity | Unset):
        commodity_in (list[Commodity] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        external_id (str | Unset):
        deforestation_free_declaration (bool | Unset):
        production_date_gte (datetime.date | Unset):
        production_date_lte (datetime.date | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListOriginsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | OriginList | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            id=id,
            id_in=id_in,
            name=name,
            name_icontains=name_icontains,
            country=country,
            country_in=country_in,
            producer_icontains=producer_icontains,
            producer_isnull=producer_isnull,
            commodity=commodity,
            commodity_in=commodity_in,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            external_id=external_id,
            deforestation_free_declaration=deforestation_free_declaration,
            production_date_gte=production_date_gte,
            production_date_lte=production_date_lte,
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
