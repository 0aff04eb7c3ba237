from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.emission_category_list import EmissionCategoryList
from ...models.emission_factor_origin import EmissionFactorOrigin
from ...models.error_detail import ErrorDetail
from ...models.list_emission_categories_ordering_item import ListEmissionCategoriesOrderingItem
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    category: str | Unset = UNSET,
    category_in: list[str] | Unset = UNSET,
    currency: str | Unset = UNSET,
    origin: EmissionFactorOrigin | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListEmissionCategoriesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["category"] = category

    json_category_in: list[str] | Unset = UNSET
    if not isinstance(category_in, Unset):
        json_category_in = category_in

    params["category__in"] = json_category_in

    params["currency"] = currency

    json_origin: str | Unset = UNSET
    if not isinstance(origin, Unset):
        json_origin = origin.value

    params["origin"] = json_origin

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
        "url": "/api/emission-categories/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EmissionCategoryList | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = EmissionCategoryList.from_dict(response.json())

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
) -> Response[EmissionCategoryList | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    category: str | Unset = UNSET,
    category_in: list[str] | Unset = UNSET,
    currency: str | Unset = UNSET,
    origin: EmissionFactorOrigin | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListEmissionCategoriesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[EmissionCategoryList | ErrorDetail | ValidationError]:
    """List emission categories

     Lists the emission categories a classification rule may name, each with the emission factor it uses
    per currency (kg CO2e per unit spent, source, year): the workspace's own imported factors, else the
    built-in default.

    Decisions: [emission_categories](/api/docs/decisions.html#emission_categories),
    [transaction_emissions](/api/docs/decisions.html#transaction_emissions),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_classificationrule.

    Args:
        category (str | Unset):
        category_in (list[str] | Unset):
        currency (str | Unset):
        origin (EmissionFactorOrigin | Unset): default: the factor shipped with Canopy; workspace:
            one the workspace imported (import run emission_factor).

            Decision: [emission_categories](/api/docs/decisions.html#emission_categories).
        search (str | Unset):
        ordering (list[ListEmissionCategoriesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmissionCategoryList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        category=category,
        category_in=category_in,
        currency=currency,
        origin=origin,
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
    category: str | Unset = UNSET,
    category_in: list[str] | Unset = UNSET,
    currency: str | Unset = UNSET,
    origin: EmissionFactorOrigin | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListEmissionCategoriesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> EmissionCategoryList | ErrorDetail | ValidationError | None:
    """List emission categories

     Lists the emission categories a classification rule may name, each with the emission factor it uses
    per currency (kg CO2e per unit spent, source, year): the workspace's own imported factors, else the
    built-in default.

    Decisions: [emission_categories](/api/docs/decisions.html#emission_categories),
    [transaction_emissions](/api/docs/decisions.html#transaction_emissions),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_classificationrule.

    Args:
        category (str | Unset):
        category_in (list[str] | Unset):
        currency (str | Unset):
        origin (EmissionFactorOrigin | Unset): default: the factor shipped with Canopy; workspace:
            one the workspace imported (import run emission_factor).

            Decision: [emission_categories](/api/docs/decisions.html#emission_categories).
        search (str | Unset):
        ordering (list[ListEmissionCategoriesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmissionCategoryList | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        category=category,
        category_in=category_in,
        currency=currency,
        origin=origin,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    category: str | Unset = UNSET,
    category_in: list[str] | Unset = UNSET,
    currency: str | Unset = UNSET,
    origin: EmissionFactorOrigin | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListEmissionCategoriesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[EmissionCategoryList | ErrorDetail | ValidationError]:
    """List emission categories

     Lists the emission categories a classification rule may name, each with the emission factor it uses
    per currency (kg CO2e per unit spent, source, year): the workspace's own imported factors, else the
    built-in default.

    Decisions: [emission_categories](/api/docs/decisions.html#emission_categories),
    [transaction_emissions](/api/docs/decisions.html#transaction_emissions),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_classificationrule.

    Args:
        category (str | Unset):
        category_in (list[str] | Unset):
        currency (str | Unset):
        origin (EmissionFactorOrigin | Unset): default: the factor shipped with Canopy; workspace:
            one the workspace imported (import run emission_factor).

            Decision: [emission_categories](/api/docs/decisions.html#emission_categories).
        search (str | Unset):
        ordering (list[ListEmissionCategoriesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmissionCategoryList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        category=category,
        category_in=category_in,
        currency=currency,
        origin=origin,
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
    category: str | Unset = UNSET,
    category_in: list[str] | Unset = UNSET,
    currency: str | Unset = UNSET,
    origin: EmissionFactorOrigin | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListEmissionCategoriesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> EmissionCategoryList | ErrorDetail | ValidationError | None:
    """List emission categories

     Lists the emission categories a classification rule may name, each with the emission factor it uses
    per currency (kg CO2e per unit spent, source, year): the workspace's own imported factors, else the
    built-in default.

    Decisions: [emission_categories](/api/docs/decisions.html#emission_categories),
    [transaction_emissions](/api/docs/decisions.html#transaction_emissions),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_classificationrule.

    Args:
        category (str | Unset):
        category_in (list[str] | Unset):
        currency (str | Unset):
        origin (EmissionFactorOrigin | Unset): default: the factor shipped with Canopy; workspace:
            one the workspace imported (import run emission_factor).

            Decision: [emission_categories](/api/docs/decisions.html#emission_categories).
        search (str | Unset):
        ordering (list[ListEmissionCategoriesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmissionCategoryList | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            category=category,
            category_in=category_in,
            currency=currency,
            origin=origin,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
