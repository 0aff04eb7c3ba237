import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.due_diligence_statement_record_list import DueDiligenceStatementRecordList
from ...models.due_diligence_statement_status import DueDiligenceStatementStatus
from ...models.error_detail import ErrorDetail
from ...models.list_due_diligence_statements_ordering_item import ListDueDiligenceStatementsOrderingItem
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    dds_identifier: str | Unset = UNSET,
    dds_identifier_icontains: str | Unset = UNSET,
    dds_identifier_in: list[str] | Unset = UNSET,
    type_: str | Unset = UNSET,
    status: DueDiligenceStatementStatus | Unset = UNSET,
    status_in: list[DueDiligenceStatementStatus] | Unset = UNSET,
    products: int | Unset = UNSET,
    products_in: list[int] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDueDiligenceStatementsOrderingItem] | Unset = UNSET,
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

    params["dds_identifier"] = dds_identifier

    params["dds_identifier__icontains"] = dds_identifier_icontains

    json_dds_identifier_in: list[str] | Unset = UNSET
    if not isinstance(dds_identifier_in, Unset):
        json_dds_identifier_in = dds_identifier_in

    params["dds_identifier__in"] = json_dds_identifier_in

    params["type"] = type_

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

    params["products"] = products

    json_products_in: list[int] | Unset = UNSET
    if not isinstance(products_in, Unset):
        json_products_in = products_in

    params["products__in"] = json_products_in

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
        "url": "/api/due-diligence-statements/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DueDiligenceStatementRecordList | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = DueDiligenceStatementRecordList.from_dict(response.json())

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
) -> Response[DueDiligenceStatementRecordList | ErrorDetail | ValidationError]:
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
    dds_identifier: str | Unset = UNSET,
    dds_identifier_icontains: str | Unset = UNSET,
    dds_identifier_in: list[str] | Unset = UNSET,
    type_: str | Unset = UNSET,
    status: DueDiligenceStatementStatus | Unset = UNSET,
    status_in: list[DueDiligenceStatementStatus] | Unset = UNSET,
    products: int | Unset = UNSET,
    products_in: list[int] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDueDiligenceStatementsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[DueDiligenceStatementRecordList | ErrorDetail | ValidationError]:
    """List due diligence statements

     Lists your company's due diligence statements, each with the products it covers. Filter by
    identifier, status or product.

    Decisions: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_duediligencestatement.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        dds_identifier (str | Unset):
        dds_identifier_icontains (str | Unset):
        dds_identifier_in (list[str] | Unset):
        type_ (str | Unset):
        status (DueDiligenceStatementStatus | Unset): Decision:
            [due_diligence_statement_status](/api/docs/decisions.html#due_diligence_statement_status).
        status_in (list[DueDiligenceStatementStatus] | Unset):
        products (int | Unset):
        products_in (list[int] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListDueDiligenceStatementsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DueDiligenceStatementRecordList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        name=name,
        name_icontains=name_icontains,
        dds_identifier=dds_identifier,
        dds_identifier_icontains=dds_identifier_icontains,
        dds_identifier_in=dds_identifier_in,
        type_=type_,
        status=status,
        status_in=status_in,
        products=products,
        products_in=products_in,
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
    dds_identifier: str | Unset = UNSET,
    dds_identifier_icontains: str | Unset = UNSET,
    dds_identifier_in: list[str] | Unset = UNSET,
    type_: str | Unset = UNSET,
    status: DueDiligenceStatementStatus | Unset = UNSET,
    status_in: list[DueDiligenceStatementStatus] | Unset = UNSET,
    products: int | Unset = UNSET,
    products_in: list[int] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDueDiligenceStatementsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> DueDiligenceStatementRecordList | ErrorDetail | ValidationError | None:
    """List due diligence statements

     Lists your company's due diligence statements, each with the products it covers. Filter by
    identifier, status or product.

    Decisions: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_duediligencestatement.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        dds_identifier (str | Unset):
        dds_identifier_icontains (str | Unset):
        dds_identifier_in (list[str] | Unset):
        type_ (str | Unset):
        status (DueDiligenceStatementStatus | Unset): Decision:
            [due_diligence_statement_status](/api/docs/decisions.html#due_diligence_statement_status).
        status_in (list[DueDiligenceStatementStatus] | Unset):
        products (int | Unset):
        products_in (list[int] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListDueDiligenceStatementsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DueDiligenceStatementRecordList | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        id=id,
        id_in=id_in,
        name=name,
        name_icontains=name_icontains,
        dds_identifier=dds_identifier,
        dds_identifier_icontains=dds_identifier_icontains,
        dds_identifier_in=dds_identifier_in,
        type_=type_,
        status=status,
        status_in=status_in,
        products=products,
        products_in=products_in,
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
    dds_identifier: str | Unset = UNSET,
    dds_identifier_icontains: str | Unset = UNSET,
    dds_identifier_in: list[str] | Unset = UNSET,
    type_: str | Unset = UNSET,
    status: DueDiligenceStatementStatus | Unset = UNSET,
    status_in: list[DueDiligenceStatementStatus] | Unset = UNSET,
    products: int | Unset = UNSET,
    products_in: list[int] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDueDiligenceStatementsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[DueDiligenceStatementRecordList | ErrorDetail | ValidationError]:
    """List due diligence statements

     Lists your company's due diligence statements, each with the products it covers. Filter by
    identifier, status or product.

    Decisions: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_duediligencestatement.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        dds_identifier (str | Unset):
        dds_identifier_icontains (str | Unset):
        dds_identifier_in (list[str] | Unset):
        type_ (str | Unset):
        status (DueDiligenceStatementStatus | Unset): Decision:
            [due_diligence_statement_status](/api/docs/decisions.html#due_diligence_statement_status).
        status_in (list[DueDiligenceStatementStatus] | Unset):
        products (int | Unset):
        products_in (list[int] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListDueDiligenceStatementsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DueDiligenceStatementRecordList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        name=name,
        name_icontains=name_icontains,
        dds_identifier=dds_identifier,
        dds_identifier_icontains=dds_identifier_icontains,
        dds_identifier_in=dds_identifier_in,
        type_=type_,
        status=status,
        status_in=status_in,
        products=products,
        products_in=products_in,
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
    dds_identifier: str | Unset = UNSET,
    dds_identifier_icontains: str | Unset = UNSET,
    dds_identifier_in: list[str] | Unset = UNSET,
    type_: str | Unset = UNSET,
    status: DueDiligenceStatementStatus | Unset = UNSET,
    status_in: list[DueDiligenceStatementStatus] | Unset = UNSET,
    products: int | Unset = UNSET,
    products_in: list[int] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDueDiligenceStatementsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> DueDiligenceStatementRecordList | ErrorDetail | ValidationError | None:
    """List due diligence statements

     Lists your company's due diligence statements, each with the products it covers. Filter by
    identifier, status or product.

    Decisions: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_duediligencestatement.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        dds_identifier (str | Unset):
        dds_identifier_icontains (str | Unset):
        dds_identifier_in (list[str] | Unset):
        type_ (str | Unset):
        status (DueDiligenceStatementStatus | Unset): Decision:
            [due_diligence_statement_status](/api/docs/decisions.html#due_diligence_statement_status).
        status_in (list[DueDiligenceStatementStatus] | Unset):
        products (int | Unset):
        products_in (list[int] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListDueDiligenceStatementsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DueDiligenceStatementRecordList | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            id=id,
            id_in=id_in,
            name=name,
            name_icontains=name_icontains,
            dds_identifier=dds_identifier,
            dds_identifier_icontains=dds_identifier_icontains,
            dds_identifier_in=dds_identifier_in,
            type_=type_,
            status=status,
            status_in=status_in,
            products=products,
            products_in=products_in,
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
