from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.country_list import CountryList
from ...models.error_detail import ErrorDetail
from ...models.eudr_country_risk import EudrCountryRisk
from ...models.list_countries_ordering_item import ListCountriesOrderingItem
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    alpha_2: str | Unset = UNSET,
    alpha_2_in: list[str] | Unset = UNSET,
    alpha_3: str | Unset = UNSET,
    eu_status: EudrCountryRisk | Unset = UNSET,
    eu_status_in: list[EudrCountryRisk] | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListCountriesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["alpha_2"] = alpha_2

    json_alpha_2_in: list[str] | Unset = UNSET
    if not isinstance(alpha_2_in, Unset):
        json_alpha_2_in = alpha_2_in

    params["alpha_2__in"] = json_alpha_2_in

    params["alpha_3"] = alpha_3

    json_eu_status: str | Unset = UNSET
    if not isinstance(eu_status, Unset):
        json_eu_status = eu_status.value

    params["eu_status"] = json_eu_status

    json_eu_status_in: list[str] | Unset = UNSET
    if not isinstance(eu_status_in, Unset):
        json_eu_status_in = []
        for eu_status_in_item_data in eu_status_in:
            eu_status_in_item = eu_status_in_item_data.value
            json_eu_status_in.append(eu_status_in_item)

    params["eu_status__in"] = json_eu_status_in

    params["name__icontains"] = name_icontains

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
        "url": "/api/countries/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CountryList | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = CountryList.from_dict(response.json())

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
) -> Response[CountryList | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    alpha_2: str | Unset = UNSET,
    alpha_2_in: list[str] | Unset = UNSET,
    alpha_3: str | Unset = UNSET,
    eu_status: EudrCountryRisk | Unset = UNSET,
    eu_status_in: list[EudrCountryRisk] | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListCountriesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[CountryList | ErrorDetail | ValidationError]:
    """List countries

     Lists every ISO 3166-1 country with its risk tier under the EU deforestation regulation (eu_status:
    low, standard or high). Use it to look up a country code or a country's risk.

    Decisions: [countries](/api/docs/decisions.html#countries),
    [country_eu_status](/api/docs/decisions.html#country_eu_status),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        alpha_2 (str | Unset):
        alpha_2_in (list[str] | Unset):
        alpha_3 (str | Unset):
        eu_status (EudrCountryRisk | Unset): The country risk tiers of the EU deforestation
            regulation's benchmarking.

            Decision: [country_eu_status](/api/docs/decisions.html#country_eu_status).
        eu_status_in (list[EudrCountryRisk] | Unset):
        name_icontains (str | Unset):
        search (str | Unset):
        ordering (list[ListCountriesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CountryList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        alpha_2=alpha_2,
        alpha_2_in=alpha_2_in,
        alpha_3=alpha_3,
        eu_status=eu_status,
        eu_status_in=eu_status_in,
        name_icontains=name_icontains,
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
    alpha_2: str | Unset = UNSET,
    alpha_2_in: list[str] | Unset = UNSET,
    alpha_3: str | Unset = UNSET,
    eu_status: EudrCountryRisk | Unset = UNSET,
    eu_status_in: list[EudrCountryRisk] | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListCountriesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> CountryList | ErrorDetail | ValidationError | None:
    """List countries

     Lists every ISO 3166-1 country with its risk tier under the EU deforestation regulation (eu_status:
    low, standard or high). Use it to look up a country code or a country's risk.

    Decisions: [countries](/api/docs/decisions.html#countries),
    [country_eu_status](/api/docs/decisions.html#country_eu_status),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        alpha_2 (str | Unset):
        alpha_2_in (list[str] | Unset):
        alpha_3 (str | Unset):
        eu_status (EudrCountryRisk | Unset): The country risk tiers of the EU deforestation
            regulation's benchmarking.

            Decision: [country_eu_status](/api/docs/decisions.html#country_eu_status).
        eu_status_in (list[EudrCountryRisk] | Unset):
        name_icontains (str | Unset):
        search (str | Unset):
        ordering (list[ListCountriesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CountryList | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        alpha_2=alpha_2,
        alpha_2_in=alpha_2_in,
        alpha_3=alpha_3,
        eu_status=eu_status,
        eu_status_in=eu_status_in,
        name_icontains=name_icontains,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    alpha_2: str | Unset = UNSET,
    alpha_2_in: list[str] | Unset = UNSET,
    alpha_3: str | Unset = UNSET,
    eu_status: EudrCountryRisk | Unset = UNSET,
    eu_status_in: list[EudrCountryRisk] | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListCountriesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[CountryList | ErrorDetail | ValidationError]:
    """List countries

     Lists every ISO 3166-1 country with its risk tier under the EU deforestation regulation (eu_status:
    low, standard or high). Use it to look up a country code or a country's risk.

    Decisions: [countries](/api/docs/decisions.html#countries),
    [country_eu_status](/api/docs/decisions.html#country_eu_status),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        alpha_2 (str | Unset):
        alpha_2_in (list[str] | Unset):
        alpha_3 (str | Unset):
        eu_status (EudrCountryRisk | Unset): The country risk tiers of the EU deforestation
            regulation's benchmarking.

            Decision: [country_eu_status](/api/docs/decisions.html#country_eu_status).
        eu_status_in (list[EudrCountryRisk] | Unset):
        name_icontains (str | Unset):
        search (str | Unset):
        ordering (list[ListCountriesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CountryList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        alpha_2=alpha_2,
        alpha_2_in=alpha_2_in,
        alpha_3=alpha_3,
        eu_status=eu_status,
        eu_status_in=eu_status_in,
        name_icontains=name_icontains,
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
    alpha_2: str | Unset = UNSET,
    alpha_2_in: list[str] | Unset = UNSET,
    alpha_3: str | Unset = UNSET,
    eu_status: EudrCountryRisk | Unset = UNSET,
    eu_status_in: list[EudrCountryRisk] | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListCountriesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> CountryList | ErrorDetail | ValidationError | None:
    """List countries

     Lists every ISO 3166-1 country with its risk tier under the EU deforestation regulation (eu_status:
    low, standard or high). Use it to look up a country code or a country's risk.

    Decisions: [countries](/api/docs/decisions.html#countries),
    [country_eu_status](/api/docs/decisions.html#country_eu_status),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        alpha_2 (str | Unset):
        alpha_2_in (list[str] | Unset):
        alpha_3 (str | Unset):
        eu_status (EudrCountryRisk | Unset): The country risk tiers of the EU deforestation
            regulation's benchmarking.

            Decision: [country_eu_status](/api/docs/decisions.html#country_eu_status).
        eu_status_in (list[EudrCountryRisk] | Unset):
        name_icontains (str | Unset):
        search (str | Unset):
        ordering (list[ListCountriesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CountryList | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            alpha_2=alpha_2,
            alpha_2_in=alpha_2_in,
            alpha_3=alpha_3,
            eu_status=eu_status,
            eu_status_in=eu_status_in,
            name_icontains=name_icontains,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
