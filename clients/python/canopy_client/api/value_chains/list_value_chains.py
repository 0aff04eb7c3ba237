import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.assessment_status import AssessmentStatus
from ...models.error_detail import ErrorDetail
from ...models.list_value_chains_ordering_item import ListValueChainsOrderingItem
from ...models.validation_error import ValidationError
from ...models.value_chain_list import ValueChainList
from ...models.value_chain_status import ValueChainStatus
from ...models.value_chain_type import ValueChainType
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    company_name: str | Unset = UNSET,
    company_name_icontains: str | Unset = UNSET,
    type_: ValueChainType | Unset = UNSET,
    type_in: list[ValueChainType] | Unset = UNSET,
    status: ValueChainStatus | Unset = UNSET,
    status_in: list[ValueChainStatus] | Unset = UNSET,
    country_code: str | Unset = UNSET,
    country_code_in: list[str] | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    external_id_in: list[str] | Unset = UNSET,
    contact_email: str | Unset = UNSET,
    contact_email_icontains: str | Unset = UNSET,
    reciprocal_company_id: int | Unset = UNSET,
    reciprocal_company_id_isnull: bool | Unset = UNSET,
    permission_granted: bool | Unset = UNSET,
    is_self_managed: bool | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListValueChainsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["id"] = id

    json_id_in: list[int] | Unset = UNSET
    if not isinstance(id_in, Unset):
        json_id_in = id_in

    params["id__in"] = json_id_in

    params["company_name"] = company_name

    params["company_name__icontains"] = company_name_icontains

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

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_status_in: list[str] | Unset = UNSET
    if not isinstance(status_in, Unset):
        json_status_in = []
        for status_in_item_data in status_in:
            status_in_item = status_in_item_data.value
            json_status_in.append(status_in_item)

    params["status__in"] = json_status_in

    params["country_code"] = country_code

    json_country_code_in: list[str] | Unset = UNSET
    if not isinstance(country_code_in, Unset):
        json_country_code_in = country_code_in

    params["country_code__in"] = json_country_code_in

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

    json_external_id_in: list[str] | Unset = UNSET
    if not isinstance(external_id_in, Unset):
        json_external_id_in = external_id_in

    params["external_id__in"] = json_external_id_in

    params["contact_email"] = contact_email

    params["contact_email__icontains"] = contact_email_icontains

    params["reciprocal_company_id"] = reciprocal_company_id

    params["reciprocal_company_id__isnull"] = reciprocal_company_id_isnull

    params["permission_granted"] = permission_granted

    params["is_self_managed"] = is_self_managed

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
        "url": "/api/value-chains/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | ValidationError | ValueChainList | None:
    if response.status_code == 200:
        response_200 = ValueChainList.from_dict(response.json())

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
) -> Response[ErrorDetail | ValidationError | ValueChainList]:
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
    company_name: str | Unset = UNSET,
    company_name_icontains: str | Unset = UNSET,
    type_: ValueChainType | Unset = UNSET,
    type_in: list[ValueChainType] | Unset = UNSET,
    status: ValueChainStatus | Unset = UNSET,
    status_in: list[ValueChainStatus] | Unset = UNSET,
    country_code: str | Unset = UNSET,
    country_code_in: list[str] | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    external_id_in: list[str] | Unset = UNSET,
    contact_email: str | Unset = UNSET,
    contact_email_icontains: str | Unset = UNSET,
    reciprocal_company_id: int | Unset = UNSET,
    reciprocal_company_id_isnull: bool | Unset = UNSET,
    permission_granted: bool | Unset = UNSET,
    is_self_managed: bool | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListValueChainsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | ValidationError | ValueChainList]:
    """List value chains

     Lists your company's value chains: its trading relationships with suppliers and customers. Filter by
    company name, type, status, country or contact, and search by name or email.

    Decisions: [value_chains](/api/docs/decisions.html#value_chains),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_valuechain.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        company_name (str | Unset):
        company_name_icontains (str | Unset):
        type_ (ValueChainType | Unset): Decision:
            [value_chains](/api/docs/decisions.html#value_chains).
        type_in (list[ValueChainType] | Unset):
        status (ValueChainStatus | Unset): Decision:
            [value_chains](/api/docs/decisions.html#value_chains).
        status_in (list[ValueChainStatus] | Unset):
        country_code (str | Unset):
        country_code_in (list[str] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        external_id (str | Unset):
        external_id_in (list[str] | Unset):
        contact_email (str | Unset):
        contact_email_icontains (str | Unset):
        reciprocal_company_id (int | Unset):
        reciprocal_company_id_isnull (bool | Unset):
        permission_granted (bool | Unset):
        is_self_managed (bool | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListValueChainsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | ValidationError | ValueChainList]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        company_name=company_name,
        company_name_icontains=company_name_icontains,
        type_=type_,
        type_in=type_in,
        status=status,
        status_in=status_in,
        country_code=country_code,
        country_code_in=country_code_in,
        assessment_status=assessment_status,
        assessment_status_in=assessment_status_in,
        external_id=external_id,
        external_id_in=external_id_in,
        contact_email=contact_email,
        contact_email_icontains=contact_email_icontains,
        reciprocal_company_id=reciprocal_company_id,
        reciprocal_company_id_isnull=reciprocal_company_id_isnull,
        permission_granted=permission_granted,
        is_self_managed=is_self_managed,
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
    company_name: str | Unset = UNSET,
    company_name_icontains: str | Unset = UNSET,
    type_: ValueChainType | Unset = UNSET,
    type_in: list[ValueChainType] | Unset = UNSET,
    status: ValueChainStatus | Unset = UNSET,
    status_in: list[ValueChainStatus] | Unset = UNSET,
    country_code: str | Unset = UNSET,
    country_code_in: list[str] | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    external_id_in: list[str] | Unset = UNSET,
    contact_email: str | Unset = UNSET,
    contact_email_icontains: str | Unset = UNSET,
    reciprocal_company_id: int | Unset = UNSET,
    reciprocal_company_id_isnull: bool | Unset = UNSET,
    permission_granted: bool | Unset = UNSET,
    is_self_managed: bool | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListValueChainsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | ValidationError | ValueChainList | None:
    """List value chains

     Lists your company's value chains: its trading relationships with suppliers and customers. Filter by
    company name, type, status, country or contact, and search by name or email.

    Decisions: [value_chains](/api/docs/decisions.html#value_chains),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_valuechain.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        company_name (str | Unset):
        company_name_icontains (str | Unset):
        type_ (ValueChainType | Unset): Decision:
            [value_chains](/api/docs/decisions.html#value_chains).
        type_in (list[ValueChainType] | Unset):
        status (ValueChainStatus | Unset): Decision:
            [value_chains](/api/docs/decisions.html#value_chains).
        status_in (list[ValueChainStatus] | Unset):
        country_code (str | Unset):
        country_code_in (list[str] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        external_id (str | Unset):
        external_id_in (list[str] | Unset):
        contact_email (str | Unset):
        contact_email_icontains (str | Unset):
        reciprocal_company_id (int | Unset):
        reciprocal_company_id_isnull (bool | Unset):
        permission_granted (bool | Unset):
        is_self_managed (bool | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListValueChainsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | ValidationError | ValueChainList
    """

    return sync_detailed(
        client=client,
        id=id,
        id_in=id_in,
        company_name=company_name,
        company_name_icontains=company_name_icontains,
        type_=type_,
        type_in=type_in,
        status=status,
        status_in=status_in,
        country_code=country_code,
        country_code_in=country_code_in,
        assessment_status=assessment_status,
        assessment_status_in=assessment_status_in,
        external_id=external_id,
        external_id_in=external_id_in,
        contact_email=contact_email,
        contact_email_icontains=contact_email_icontains,
        reciprocal_company_id=reciprocal_company_id,
        reciprocal_company_id_isnull=reciprocal_company_id_isnull,
        permission_granted=permission_granted,
        is_self_managed=is_self_managed,
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
    company_name: str | Unset = UNSET,
    company_name_icontains: str | Unset = UNSET,
    type_: ValueChainType | Unset = UNSET,
    type_in: list[ValueChainType] | Unset = UNSET,
    status: ValueChainStatus | Unset = UNSET,
    status_in: list[ValueChainStatus] | Unset = UNSET,
    country_code: str | Unset = UNSET,
    country_code_in: list[str] | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    external_id_in: list[str] | Unset = UNSET,
    contact_email: str | Unset = UNSET,
    contact_email_icontains: str | Unset = UNSET,
    reciprocal_company_id: int | Unset = UNSET,
    reciprocal_company_id_isnull: bool | Unset = UNSET,
    permission_granted: bool | Unset = UNSET,
    is_self_managed: bool | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListValueChainsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | ValidationError | ValueChainList]:
    """List value chains

     Lists your company's value chains: its trading relationships with suppliers and customers. Filter by
    company name, type, status, country or contact, and search by name or email.

    Decisions: [value_chains](/api/docs/decisions.html#value_chains),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_valuechain.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        company_name (str | Unset):
        company_name_icontains (str | Unset):
        type_ (ValueChainType | Unset): Decision:
            [value_chains](/api/docs/decisions.html#value_chains).
        type_in (list[ValueChainType] | Unset):
        status (ValueChainStatus | Unset): Decision:
            [value_chains](/api/docs/decisions.html#value_chains).
        status_in (list[ValueChainStatus] | Unset):
        country_code (str | Unset):
        country_code_in (list[str] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        external_id (str | Unset):
        external_id_in (list[str] | Unset):
        contact_email (str | Unset):
        contact_email_icontains (str | Unset):
        reciprocal_company_id (int | Unset):
        reciprocal_company_id_isnull (bool | Unset):
        permission_granted (bool | Unset):
        is_self_managed (bool | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListValueChainsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | ValidationError | ValueChainList]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        company_name=company_name,
        company_name_icontains=company_name_icontains,
        type_=type_,
        type_in=type_in,
        status=status,
        status_in=status_in,
        country_code=country_code,
        country_code_in=country_code_in,
        assessment_status=assessment_status,
        assessment_status_in=assessment_status_in,
        external_id=external_id,
        external_id_in=external_id_in,
        contact_email=contact_email,
        contact_email_icontains=contact_email_icontains,
        reciprocal_company_id=reciprocal_company_id,
        reciprocal_company_id_isnull=reciprocal_company_id_isnull,
        permission_granted=permission_granted,
        is_self_managed=is_self_managed,
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
    company_name: str | Unset = UNSET,
    company_name_icontains: str | Unset = UNSET,
    type_: ValueChainType | Unset = UNSET,
    type_in: list[ValueChainType] | Unset = UNSET,
    status: ValueChainStatus | Unset = UNSET,
    status_in: list[ValueChainStatus] | Unset = UNSET,
    country_code: str | Unset = UNSET,
    country_code_in: list[str] | Unset = UNSET,
    assessment_status: AssessmentStatus | Unset = UNSET,
    assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
    external_id: str | Unset = UNSET,
    external_id_in: list[str] | Unset = UNSET,
    contact_email: str | Unset = UNSET,
    contact_email_icontains: str | Unset = UNSET,
    reciprocal_company_id: int | Unset = UNSET,
    reciprocal_company_id_isnull: bool | Unset = UNSET,
    permission_granted: bool | Unset = UNSET,
    is_self_managed: bool | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListValueChainsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | ValidationError | ValueChainList | None:
    """List value chains

     Lists your company's value chains: its trading relationships with suppliers and customers. Filter by
    company name, type, status, country or contact, and search by name or email.

    Decisions: [value_chains](/api/docs/decisions.html#value_chains),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_valuechain.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        company_name (str | Unset):
        company_name_icontains (str | Unset):
        type_ (ValueChainType | Unset): Decision:
            [value_chains](/api/docs/decisions.html#value_chains).
        type_in (list[ValueChainType] | Unset):
        status (ValueChainStatus | Unset): Decision:
            [value_chains](/api/docs/decisions.html#value_chains).
        status_in (list[ValueChainStatus] | Unset):
        country_code (str | Unset):
        country_code_in (list[str] | Unset):
        assessment_status (AssessmentStatus | Unset):
        assessment_status_in (list[AssessmentStatus] | Unset):
        external_id (str | Unset):
        external_id_in (list[str] | Unset):
        contact_email (str | Unset):
        contact_email_icontains (str | Unset):
        reciprocal_company_id (int | Unset):
        reciprocal_company_id_isnull (bool | Unset):
        permission_granted (bool | Unset):
        is_self_managed (bool | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListValueChainsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | ValidationError | ValueChainList
    """

    return (
        await asyncio_detailed(
            client=client,
            id=id,
            id_in=id_in,
            company_name=company_name,
            company_name_icontains=company_name_icontains,
            type_=type_,
            type_in=type_in,
            status=status,
            status_in=status_in,
            country_code=country_code,
            country_code_in=country_code_in,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            external_id=external_id,
            external_id_in=external_id_in,
            contact_email=contact_email,
            contact_email_icontains=contact_email_icontains,
            reciprocal_company_id=reciprocal_company_id,
            reciprocal_company_id_isnull=reciprocal_company_id_isnull,
            permission_granted=permission_granted,
            is_self_managed=is_self_managed,
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
