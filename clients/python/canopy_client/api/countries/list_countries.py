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

     Every ISO 3166-1 country, with the risk tier (eu_status) the EU deforestation regulation's country
    benchmarking gives it. The same for every workspace; any member may read it.

    Decision (Countries): Countries are an extension operation CT1, GET /api/countries/, that any member
    may read: every ISO 3166-1 country that pycountry knows, the same for every workspace. name,
    alpha_2, alpha_3 and numeric (three digits, a string) are ISO's; official_name is the official name,
    or the name when ISO gives none; flag is the emoji of alpha_2's two regional indicator symbols;
    eu_status is the risk tier of country_eu_status. The list is filtered by alpha_2 (and __in),
    alpha_3, eu_status (and __in) and name__icontains, searched over name, official_name, alpha_2 and
    alpha_3, and ordered by name (default) or alpha_2, alpha_2 breaking ties. The data is the code's
    (pycountry and handwritten/domain/eudr_country_risk.py): a table countries, not a workspace's, is
    seeded from it by the migration and brought in step with it by every canopy migrate, so lists use
    the same filtering as every other list. An order's border_cross_country, a value chain's country and
    an origin's country_detail are that record of their code; a code that is not an ISO 3166-1 alpha-2
    code of that list (case matters: DE, not de) is a 400 on the field.

    Decision (What a country's eu_status is): eu_status is the country's risk tier under the EU
    deforestation regulation (Regulation (EU) 2023/1115, Article 29) as Commission Implementing
    Regulation (EU) 2025/1093 of 22 May 2025 lists it: high for Belarus, Myanmar, North Korea and
    Russia; low for the countries its Annex lists as low risk (all EU Member States among them);
    standard for every other country, territories included. The list is transcribed in
    handwritten/domain/eudr_country_risk.py with its source, and is to be checked against the published
    Annex whenever it is amended.

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

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

    Args:
        alpha_2 (str | Unset):
        alpha_2_in (list[str] | Unset):
        alpha_3 (str | Unset):
        eu_status (EudrCountryRisk | Unset): The country risk tiers of the EU deforestation
            regulation's benchmarking.

            Decision (What a country's eu_status is): eu_status is the country's risk tier under the
            EU deforestation regulation (Regulation (EU) 2023/1115, Article 29) as Commission
            Implementing Regulation (EU) 2025/1093 of 22 May 2025 lists it: high for Belarus, Myanmar,
            North Korea and Russia; low for the countries its Annex lists as low risk (all EU Member
            States among them); standard for every other country, territories included. The list is
            transcribed in handwritten/domain/eudr_country_risk.py with its source, and is to be
            checked against the published Annex whenever it is amended.
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

     Every ISO 3166-1 country, with the risk tier (eu_status) the EU deforestation regulation's country
    benchmarking gives it. The same for every workspace; any member may read it.

    Decision (Countries): Countries are an extension operation CT1, GET /api/countries/, that any member
    may read: every ISO 3166-1 country that pycountry knows, the same for every workspace. name,
    alpha_2, alpha_3 and numeric (three digits, a string) are ISO's; official_name is the official name,
    or the name when ISO gives none; flag is the emoji of alpha_2's two regional indicator symbols;
    eu_status is the risk tier of country_eu_status. The list is filtered by alpha_2 (and __in),
    alpha_3, eu_status (and __in) and name__icontains, searched over name, official_name, alpha_2 and
    alpha_3, and ordered by name (default) or alpha_2, alpha_2 breaking ties. The data is the code's
    (pycountry and handwritten/domain/eudr_country_risk.py): a table countries, not a workspace's, is
    seeded from it by the migration and brought in step with it by every canopy migrate, so lists use
    the same filtering as every other list. An order's border_cross_country, a value chain's country and
    an origin's country_detail are that record of their code; a code that is not an ISO 3166-1 alpha-2
    code of that list (case matters: DE, not de) is a 400 on the field.

    Decision (What a country's eu_status is): eu_status is the country's risk tier under the EU
    deforestation regulation (Regulation (EU) 2023/1115, Article 29) as Commission Implementing
    Regulation (EU) 2025/1093 of 22 May 2025 lists it: high for Belarus, Myanmar, North Korea and
    Russia; low for the countries its Annex lists as low risk (all EU Member States among them);
    standard for every other country, territories included. The list is transcribed in
    handwritten/domain/eudr_country_risk.py with its source, and is to be checked against the published
    Annex whenever it is amended.

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

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

    Args:
        alpha_2 (str | Unset):
        alpha_2_in (list[str] | Unset):
        alpha_3 (str | Unset):
        eu_status (EudrCountryRisk | Unset): The country risk tiers of the EU deforestation
            regulation's benchmarking.

            Decision (What a country's eu_status is): eu_status is the country's risk tier under the
            EU deforestation regulation (Regulation (EU) 2023/1115, Article 29) as Commission
            Implementing Regulation (EU) 2025/1093 of 22 May 2025 lists it: high for Belarus, Myanmar,
            North Korea and Russia; low for the countries its Annex lists as low risk (all EU Member
            States among them); standard for every other country, territories included. The list is
            transcribed in handwritten/domain/eudr_country_risk.py with its source, and is to be
            checked against the published Annex whenever it is amended.
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

     Every ISO 3166-1 country, with the risk tier (eu_status) the EU deforestation regulation's country
    benchmarking gives it. The same for every workspace; any member may read it.

    Decision (Countries): Countries are an extension operation CT1, GET /api/countries/, that any member
    may read: every ISO 3166-1 country that pycountry knows, the same for every workspace. name,
    alpha_2, alpha_3 and numeric (three digits, a string) are ISO's; official_name is the official name,
    or the name when ISO gives none; flag is the emoji of alpha_2's two regional indicator symbols;
    eu_status is the risk tier of country_eu_status. The list is filtered by alpha_2 (and __in),
    alpha_3, eu_status (and __in) and name__icontains, searched over name, official_name, alpha_2 and
    alpha_3, and ordered by name (default) or alpha_2, alpha_2 breaking ties. The data is the code's
    (pycountry and handwritten/domain/eudr_country_risk.py): a table countries, not a workspace's, is
    seeded from it by the migration and brought in step with it by every canopy migrate, so lists use
    the same filtering as every other list. An order's border_cross_country, a value chain's country and
    an origin's country_detail are that record of their code; a code that is not an ISO 3166-1 alpha-2
    code of that list (case matters: DE, not de) is a 400 on the field.

    Decision (What a country's eu_status is): eu_status is the country's risk tier under the EU
    deforestation regulation (Regulation (EU) 2023/1115, Article 29) as Commission Implementing
    Regulation (EU) 2025/1093 of 22 May 2025 lists it: high for Belarus, Myanmar, North Korea and
    Russia; low for the countries its Annex lists as low risk (all EU Member States among them);
    standard for every other country, territories included. The list is transcribed in
    handwritten/domain/eudr_country_risk.py with its source, and is to be checked against the published
    Annex whenever it is amended.

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

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

    Args:
        alpha_2 (str | Unset):
        alpha_2_in (list[str] | Unset):
        alpha_3 (str | Unset):
        eu_status (EudrCountryRisk | Unset): The country risk tiers of the EU deforestation
            regulation's benchmarking.

            Decision (What a country's eu_status is): eu_status is the country's risk tier under the
            EU deforestation regulation (Regulation (EU) 2023/1115, Article 29) as Commission
            Implementing Regulation (EU) 2025/1093 of 22 May 2025 lists it: high for Belarus, Myanmar,
            North Korea and Russia; low for the countries its Annex lists as low risk (all EU Member
            States among them); standard for every other country, territories included. The list is
            transcribed in handwritten/domain/eudr_country_risk.py with its source, and is to be
            checked against the published Annex whenever it is amended.
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

     Every ISO 3166-1 country, with the risk tier (eu_status) the EU deforestation regulation's country
    benchmarking gives it. The same for every workspace; any member may read it.

    Decision (Countries): Countries are an extension operation CT1, GET /api/countries/, that any member
    may read: every ISO 3166-1 country that pycountry knows, the same for every workspace. name,
    alpha_2, alpha_3 and numeric (three digits, a string) are ISO's; official_name is the official name,
    or the name when ISO gives none; flag is the emoji of alpha_2's two regional indicator symbols;
    eu_status is the risk tier of country_eu_status. The list is filtered by alpha_2 (and __in),
    alpha_3, eu_status (and __in) and name__icontains, searched over name, official_name, alpha_2 and
    alpha_3, and ordered by name (default) or alpha_2, alpha_2 breaking ties. The data is the code's
    (pycountry and handwritten/domain/eudr_country_risk.py): a table countries, not a workspace's, is
    seeded from it by the migration and brought in step with it by every canopy migrate, so lists use
    the same filtering as every other list. An order's border_cross_country, a value chain's country and
    an origin's country_detail are that record of their code; a code that is not an ISO 3166-1 alpha-2
    code of that list (case matters: DE, not de) is a 400 on the field.

    Decision (What a country's eu_status is): eu_status is the country's risk tier under the EU
    deforestation regulation (Regulation (EU) 2023/1115, Article 29) as Commission Implementing
    Regulation (EU) 2025/1093 of 22 May 2025 lists it: high for Belarus, Myanmar, North Korea and
    Russia; low for the countries its Annex lists as low risk (all EU Member States among them);
    standard for every other country, territories included. The list is transcribed in
    handwritten/domain/eudr_country_risk.py with its source, and is to be checked against the published
    Annex whenever it is amended.

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

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

    Args:
        alpha_2 (str | Unset):
        alpha_2_in (list[str] | Unset):
        alpha_3 (str | Unset):
        eu_status (EudrCountryRisk | Unset): The country risk tiers of the EU deforestation
            regulation's benchmarking.

            Decision (What a country's eu_status is): eu_status is the country's risk tier under the
            EU deforestation regulation (Regulation (EU) 2023/1115, Article 29) as Commission
            Implementing Regulation (EU) 2025/1093 of 22 May 2025 lists it: high for Belarus, Myanmar,
            North Korea and Russia; low for the countries its Annex lists as low risk (all EU Member
            States among them); standard for every other country, territories included. The list is
            transcribed in handwritten/domain/eudr_country_risk.py with its source, and is to be
            checked against the published Annex whenever it is amended.
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
