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

     The emission categories classification rules may name, each with the factor it uses per currency
    (source, year, unit): the workspace's own imported factors, and the shipped default of every other
    category.

    Decision (Which emission categories a workspace has, and what a classification rule may name): The
    emission categories of a workspace are those of the shipped default factors
    (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
    "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
    view_classificationrule) lists the factor each category uses, one row per category and currency: the
    workspace's own factors (origin workspace), and the shipped default of each category the workspace
    has no factor of its own for (origin default; a default the workspace replaced is not listed, as
    decision transaction_emissions never applies it). Each row gives category, kg_co2e_per_unit (the
    exact decimal text, as DRF's DecimalField renders it), unit (kg CO2e per one unit of currency, such
    as "kg CO2e/USD"), currency, source, year and origin. It is filtered by category (and __in),
    currency and origin, searched over category and source, ordered by category (default), currency,
    year or origin, category then currency breaking ties, and paged as every list. Another workspace's
    factors are neither listed nor hide a default. CR2 refuses a category that is not among them with a
    400 on category naming them, such as {"category": ["\\"purchased_energy\\" is not an emission
    category of this workspace: choose one of accounting, air_travel, ..., or import an emission factor
    for it first (import run emission_factor)."]}, and so does CR4 when its body gives a category; a
    category the workspace imported a factor for is accepted, whether or not the shipped factors have
    it. Rules written before are not checked again.

    Decision (Spend-based emissions of a financial transaction): A classified transaction's emissions
    are its amount times the factor of its category: the workspace's own factor for that category and
    currency (import run "emission_factor": category, currency, kg_co2e_per_unit, source, year), else
    its own factor for the category in another currency, else the shipped default, the US EPA Supply
    Chain Greenhouse Gas Emission Factors v1.3 by NAICS-6, with margins (kg CO2e per 2022 USD at
    purchaser price; DOI 10.23719/1531143; handwritten/domain/emission_factors.csv maps 21 categories
    such as air_travel to one NAICS-6 code each, electricity excluded as the EPA excludes it). An amount
    in another currency than its factor's is converted with the workspace's exchange rate for the
    transaction's year (import run "exchange_rate": currency, to_currency, year, rate), never with a
    guessed one, and no inflation adjustment to the factor's price year is made. total_co2_kg is the
    result in kg CO2e with three decimals ("" without a figure) and emissions says how it was computed
    (amount, rate, factor, source, year) or why there is no figure ("" for a transaction not
    classified). They are computed by the transactions.classify job, with the classification, after
    every import, rule change and factor or rate import.

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

    Permission: a role with the permission view_classificationrule.

    Args:
        category (str | Unset):
        category_in (list[str] | Unset):
        currency (str | Unset):
        origin (EmissionFactorOrigin | Unset): default: the factor shipped with Canopy; workspace:
            one the workspace imported (import run emission_factor).

            Decision (Which emission categories a workspace has, and what a classification rule may
            name): The emission categories of a workspace are those of the shipped default factors
            (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
            "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
            view_classificationrule) lists the factor each category uses, one row per category and
            currency: the workspace's own factors (origin workspace), and the shipped default of each
            category the workspace has no factor of its own for (origin default; a default the
            workspace replaced is not listed, as decision transaction_emissions never applies it).
            Each row gives category, kg_co2e_per_unit (the exact decimal text, as DRF's DecimalField
            renders it), unit (kg CO2e per one unit of currency, such as "kg CO2e/USD"), currency,
            source, year and origin. It is filtered by category (and __in), currency and origin,
            searched over category and source, ordered by category (default), currency, year or
            origin, category then currency breaking ties, and paged as every list. Another workspace's
            factors are neither listed nor hide a default. CR2 refuses a category that is not among
            them with a 400 on category naming them, such as {"category": ["\\"purchased_energy\\" is
            not an emission category of this workspace: choose one of accounting, air_travel, ..., or
            import an emission factor for it first (import run emission_factor)."]}, and so does CR4
            when its body gives a category; a category the workspace imported a factor for is
            accepted, whether or not the shipped factors have it. Rules written before are not checked
            again.
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

     The emission categories classification rules may name, each with the factor it uses per currency
    (source, year, unit): the workspace's own imported factors, and the shipped default of every other
    category.

    Decision (Which emission categories a workspace has, and what a classification rule may name): The
    emission categories of a workspace are those of the shipped default factors
    (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
    "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
    view_classificationrule) lists the factor each category uses, one row per category and currency: the
    workspace's own factors (origin workspace), and the shipped default of each category the workspace
    has no factor of its own for (origin default; a default the workspace replaced is not listed, as
    decision transaction_emissions never applies it). Each row gives category, kg_co2e_per_unit (the
    exact decimal text, as DRF's DecimalField renders it), unit (kg CO2e per one unit of currency, such
    as "kg CO2e/USD"), currency, source, year and origin. It is filtered by category (and __in),
    currency and origin, searched over category and source, ordered by category (default), currency,
    year or origin, category then currency breaking ties, and paged as every list. Another workspace's
    factors are neither listed nor hide a default. CR2 refuses a category that is not among them with a
    400 on category naming them, such as {"category": ["\\"purchased_energy\\" is not an emission
    category of this workspace: choose one of accounting, air_travel, ..., or import an emission factor
    for it first (import run emission_factor)."]}, and so does CR4 when its body gives a category; a
    category the workspace imported a factor for is accepted, whether or not the shipped factors have
    it. Rules written before are not checked again.

    Decision (Spend-based emissions of a financial transaction): A classified transaction's emissions
    are its amount times the factor of its category: the workspace's own factor for that category and
    currency (import run "emission_factor": category, currency, kg_co2e_per_unit, source, year), else
    its own factor for the category in another currency, else the shipped default, the US EPA Supply
    Chain Greenhouse Gas Emission Factors v1.3 by NAICS-6, with margins (kg CO2e per 2022 USD at
    purchaser price; DOI 10.23719/1531143; handwritten/domain/emission_factors.csv maps 21 categories
    such as air_travel to one NAICS-6 code each, electricity excluded as the EPA excludes it). An amount
    in another currency than its factor's is converted with the workspace's exchange rate for the
    transaction's year (import run "exchange_rate": currency, to_currency, year, rate), never with a
    guessed one, and no inflation adjustment to the factor's price year is made. total_co2_kg is the
    result in kg CO2e with three decimals ("" without a figure) and emissions says how it was computed
    (amount, rate, factor, source, year) or why there is no figure ("" for a transaction not
    classified). They are computed by the transactions.classify job, with the classification, after
    every import, rule change and factor or rate import.

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

    Permission: a role with the permission view_classificationrule.

    Args:
        category (str | Unset):
        category_in (list[str] | Unset):
        currency (str | Unset):
        origin (EmissionFactorOrigin | Unset): default: the factor shipped with Canopy; workspace:
            one the workspace imported (import run emission_factor).

            Decision (Which emission categories a workspace has, and what a classification rule may
            name): The emission categories of a workspace are those of the shipped default factors
            (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
            "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
            view_classificationrule) lists the factor each category uses, one row per category and
            currency: the workspace's own factors (origin workspace), and the shipped default of each
            category the workspace has no factor of its own for (origin default; a default the
            workspace replaced is not listed, as decision transaction_emissions never applies it).
            Each row gives category, kg_co2e_per_unit (the exact decimal text, as DRF's DecimalField
            renders it), unit (kg CO2e per one unit of currency, such as "kg CO2e/USD"), currency,
            source, year and origin. It is filtered by category (and __in), currency and origin,
            searched over category and source, ordered by category (default), currency, year or
            origin, category then currency breaking ties, and paged as every list. Another workspace's
            factors are neither listed nor hide a default. CR2 refuses a category that is not among
            them with a 400 on category naming them, such as {"category": ["\\"purchased_energy\\" is
            not an emission category of this workspace: choose one of accounting, air_travel, ..., or
            import an emission factor for it first (import run emission_factor)."]}, and so does CR4
            when its body gives a category; a category the workspace imported a factor for is
            accepted, whether or not the shipped factors have it. Rules written before are not checked
            again.
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

     The emission categories classification rules may name, each with the factor it uses per currency
    (source, year, unit): the workspace's own imported factors, and the shipped default of every other
    category.

    Decision (Which emission categories a workspace has, and what a classification rule may name): The
    emission categories of a workspace are those of the shipped default factors
    (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
    "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
    view_classificationrule) lists the factor each category uses, one row per category and currency: the
    workspace's own factors (origin workspace), and the shipped default of each category the workspace
    has no factor of its own for (origin default; a default the workspace replaced is not listed, as
    decision transaction_emissions never applies it). Each row gives category, kg_co2e_per_unit (the
    exact decimal text, as DRF's DecimalField renders it), unit (kg CO2e per one unit of currency, such
    as "kg CO2e/USD"), currency, source, year and origin. It is filtered by category (and __in),
    currency and origin, searched over category and source, ordered by category (default), currency,
    year or origin, category then currency breaking ties, and paged as every list. Another workspace's
    factors are neither listed nor hide a default. CR2 refuses a category that is not among them with a
    400 on category naming them, such as {"category": ["\\"purchased_energy\\" is not an emission
    category of this workspace: choose one of accounting, air_travel, ..., or import an emission factor
    for it first (import run emission_factor)."]}, and so does CR4 when its body gives a category; a
    category the workspace imported a factor for is accepted, whether or not the shipped factors have
    it. Rules written before are not checked again.

    Decision (Spend-based emissions of a financial transaction): A classified transaction's emissions
    are its amount times the factor of its category: the workspace's own factor for that category and
    currency (import run "emission_factor": category, currency, kg_co2e_per_unit, source, year), else
    its own factor for the category in another currency, else the shipped default, the US EPA Supply
    Chain Greenhouse Gas Emission Factors v1.3 by NAICS-6, with margins (kg CO2e per 2022 USD at
    purchaser price; DOI 10.23719/1531143; handwritten/domain/emission_factors.csv maps 21 categories
    such as air_travel to one NAICS-6 code each, electricity excluded as the EPA excludes it). An amount
    in another currency than its factor's is converted with the workspace's exchange rate for the
    transaction's year (import run "exchange_rate": currency, to_currency, year, rate), never with a
    guessed one, and no inflation adjustment to the factor's price year is made. total_co2_kg is the
    result in kg CO2e with three decimals ("" without a figure) and emissions says how it was computed
    (amount, rate, factor, source, year) or why there is no figure ("" for a transaction not
    classified). They are computed by the transactions.classify job, with the classification, after
    every import, rule change and factor or rate import.

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

    Permission: a role with the permission view_classificationrule.

    Args:
        category (str | Unset):
        category_in (list[str] | Unset):
        currency (str | Unset):
        origin (EmissionFactorOrigin | Unset): default: the factor shipped with Canopy; workspace:
            one the workspace imported (import run emission_factor).

            Decision (Which emission categories a workspace has, and what a classification rule may
            name): The emission categories of a workspace are those of the shipped default factors
            (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
            "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
            view_classificationrule) lists the factor each category uses, one row per category and
            currency: the workspace's own factors (origin workspace), and the shipped default of each
            category the workspace has no factor of its own for (origin default; a default the
            workspace replaced is not listed, as decision transaction_emissions never applies it).
            Each row gives category, kg_co2e_per_unit (the exact decimal text, as DRF's DecimalField
            renders it), unit (kg CO2e per one unit of currency, such as "kg CO2e/USD"), currency,
            source, year and origin. It is filtered by category (and __in), currency and origin,
            searched over category and source, ordered by category (default), currency, year or
            origin, category then currency breaking ties, and paged as every list. Another workspace's
            factors are neither listed nor hide a default. CR2 refuses a category that is not among
            them with a 400 on category naming them, such as {"category": ["\\"purchased_energy\\" is
            not an emission category of this workspace: choose one of accounting, air_travel, ..., or
            import an emission factor for it first (import run emission_factor)."]}, and so does CR4
            when its body gives a category; a category the workspace imported a factor for is
            accepted, whether or not the shipped factors have it. Rules written before are not checked
            again.
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

     The emission categories classification rules may name, each with the factor it uses per currency
    (source, year, unit): the workspace's own imported factors, and the shipped default of every other
    category.

    Decision (Which emission categories a workspace has, and what a classification rule may name): The
    emission categories of a workspace are those of the shipped default factors
    (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
    "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
    view_classificationrule) lists the factor each category uses, one row per category and currency: the
    workspace's own factors (origin workspace), and the shipped default of each category the workspace
    has no factor of its own for (origin default; a default the workspace replaced is not listed, as
    decision transaction_emissions never applies it). Each row gives category, kg_co2e_per_unit (the
    exact decimal text, as DRF's DecimalField renders it), unit (kg CO2e per one unit of currency, such
    as "kg CO2e/USD"), currency, source, year and origin. It is filtered by category (and __in),
    currency and origin, searched over category and source, ordered by category (default), currency,
    year or origin, category then currency breaking ties, and paged as every list. Another workspace's
    factors are neither listed nor hide a default. CR2 refuses a category that is not among them with a
    400 on category naming them, such as {"category": ["\\"purchased_energy\\" is not an emission
    category of this workspace: choose one of accounting, air_travel, ..., or import an emission factor
    for it first (import run emission_factor)."]}, and so does CR4 when its body gives a category; a
    category the workspace imported a factor for is accepted, whether or not the shipped factors have
    it. Rules written before are not checked again.

    Decision (Spend-based emissions of a financial transaction): A classified transaction's emissions
    are its amount times the factor of its category: the workspace's own factor for that category and
    currency (import run "emission_factor": category, currency, kg_co2e_per_unit, source, year), else
    its own factor for the category in another currency, else the shipped default, the US EPA Supply
    Chain Greenhouse Gas Emission Factors v1.3 by NAICS-6, with margins (kg CO2e per 2022 USD at
    purchaser price; DOI 10.23719/1531143; handwritten/domain/emission_factors.csv maps 21 categories
    such as air_travel to one NAICS-6 code each, electricity excluded as the EPA excludes it). An amount
    in another currency than its factor's is converted with the workspace's exchange rate for the
    transaction's year (import run "exchange_rate": currency, to_currency, year, rate), never with a
    guessed one, and no inflation adjustment to the factor's price year is made. total_co2_kg is the
    result in kg CO2e with three decimals ("" without a figure) and emissions says how it was computed
    (amount, rate, factor, source, year) or why there is no figure ("" for a transaction not
    classified). They are computed by the transactions.classify job, with the classification, after
    every import, rule change and factor or rate import.

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

    Permission: a role with the permission view_classificationrule.

    Args:
        category (str | Unset):
        category_in (list[str] | Unset):
        currency (str | Unset):
        origin (EmissionFactorOrigin | Unset): default: the factor shipped with Canopy; workspace:
            one the workspace imported (import run emission_factor).

            Decision (Which emission categories a workspace has, and what a classification rule may
            name): The emission categories of a workspace are those of the shipped default factors
            (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
            "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
            view_classificationrule) lists the factor each category uses, one row per category and
            currency: the workspace's own factors (origin workspace), and the shipped default of each
            category the workspace has no factor of its own for (origin default; a default the
            workspace replaced is not listed, as decision transaction_emissions never applies it).
            Each row gives category, kg_co2e_per_unit (the exact decimal text, as DRF's DecimalField
            renders it), unit (kg CO2e per one unit of currency, such as "kg CO2e/USD"), currency,
            source, year and origin. It is filtered by category (and __in), currency and origin,
            searched over category and source, ordered by category (default), currency, year or
            origin, category then currency breaking ties, and paged as every list. Another workspace's
            factors are neither listed nor hide a default. CR2 refuses a category that is not among
            them with a 400 on category naming them, such as {"category": ["\\"purchased_energy\\" is
            not an emission category of this workspace: choose one of accounting, air_travel, ..., or
            import an emission factor for it first (import run emission_factor)."]}, and so does CR4
            when its body gives a category; a category the workspace imported a factor for is
            accepted, whether or not the shipped factors have it. Rules written before are not checked
            again.
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
