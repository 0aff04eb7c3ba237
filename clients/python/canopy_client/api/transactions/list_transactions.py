import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.confidence_status import ConfidenceStatus
from ...models.error_detail import ErrorDetail
from ...models.financial_transaction_list import FinancialTransactionList
from ...models.list_transactions_ordering_item import ListTransactionsOrderingItem
from ...models.transaction_source import TransactionSource
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    classified: bool | Unset = UNSET,
    confidence_status: ConfidenceStatus | Unset = UNSET,
    source: TransactionSource | Unset = UNSET,
    tags: list[str] | Unset = UNSET,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    integration_id: int | Unset = UNSET,
    integration_id_isnull: bool | Unset = UNSET,
    date: datetime.datetime | Unset = UNSET,
    date_gte: datetime.datetime | Unset = UNSET,
    date_lte: datetime.datetime | Unset = UNSET,
    net_amount: float | Unset = UNSET,
    net_amount_gt: float | Unset = UNSET,
    net_amount_gte: float | Unset = UNSET,
    net_amount_lt: float | Unset = UNSET,
    net_amount_lte: float | Unset = UNSET,
    description: str | Unset = UNSET,
    description_icontains: str | Unset = UNSET,
    description_iendswith: str | Unset = UNSET,
    description_istartswith: str | Unset = UNSET,
    description_isnull: bool | Unset = UNSET,
    journal: str | Unset = UNSET,
    journal_icontains: str | Unset = UNSET,
    journal_iendswith: str | Unset = UNSET,
    journal_istartswith: str | Unset = UNSET,
    journal_isnull: bool | Unset = UNSET,
    ledger: str | Unset = UNSET,
    ledger_icontains: str | Unset = UNSET,
    ledger_iendswith: str | Unset = UNSET,
    ledger_istartswith: str | Unset = UNSET,
    vendor_name: str | Unset = UNSET,
    vendor_name_icontains: str | Unset = UNSET,
    vendor_name_iendswith: str | Unset = UNSET,
    vendor_name_istartswith: str | Unset = UNSET,
    vendor_name_isnull: bool | Unset = UNSET,
    integration_name: str | Unset = UNSET,
    integration_name_icontains: str | Unset = UNSET,
    integration_name_iendswith: str | Unset = UNSET,
    integration_name_istartswith: str | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListTransactionsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["classified"] = classified

    json_confidence_status: str | Unset = UNSET
    if not isinstance(confidence_status, Unset):
        json_confidence_status = confidence_status.value

    params["confidence_status"] = json_confidence_status

    json_source: str | Unset = UNSET
    if not isinstance(source, Unset):
        json_source = source.value

    params["source"] = json_source

    json_tags: list[str] | Unset = UNSET
    if not isinstance(tags, Unset):
        json_tags = tags

    params["tags"] = json_tags

    params["id"] = id

    json_id_in: list[int] | Unset = UNSET
    if not isinstance(id_in, Unset):
        json_id_in = id_in

    params["id__in"] = json_id_in

    params["integration_id"] = integration_id

    params["integration_id__isnull"] = integration_id_isnull

    json_date: str | Unset = UNSET
    if not isinstance(date, Unset):
        json_date = date.isoformat()
    params["date"] = json_date

    json_date_gte: str | Unset = UNSET
    if not isinstance(date_gte, Unset):
        json_date_gte = date_gte.isoformat()
    params["date__gte"] = json_date_gte

    json_date_lte: str | Unset = UNSET
    if not isinstance(date_lte, Unset):
        json_date_lte = date_lte.isoformat()
    params["date__lte"] = json_date_lte

    params["net_amount"] = net_amount

    params["net_amount__gt"] = net_amount_gt

    params["net_amount__gte"] = net_amount_gte

    params["net_amount__lt"] = net_amount_lt

    params["net_amount__lte"] = net_amount_lte

    params["description"] = description

    params["description__icontains"] = description_icontains

    params["description__iendswith"] = description_iendswith

    params["description__istartswith"] = description_istartswith

    params["description__isnull"] = description_isnull

    params["journal"] = journal

    params["journal__icontains"] = journal_icontains

    params["journal__iendswith"] = journal_iendswith

    params["journal__istartswith"] = journal_istartswith

    params["journal__isnull"] = journal_isnull

    params["ledger"] = ledger

    params["ledger__icontains"] = ledger_icontains

    params["ledger__iendswith"] = ledger_iendswith

    params["ledger__istartswith"] = ledger_istartswith

    params["vendor_name"] = vendor_name

    params["vendor_name__icontains"] = vendor_name_icontains

    params["vendor_name__iendswith"] = vendor_name_iendswith

    params["vendor_name__istartswith"] = vendor_name_istartswith

    params["vendor_name__isnull"] = vendor_name_isnull

    params["integration__name"] = integration_name

    params["integration__name__icontains"] = integration_name_icontains

    params["integration__name__iendswith"] = integration_name_iendswith

    params["integration__name__istartswith"] = integration_name_istartswith

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
        "url": "/api/transactions/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | FinancialTransactionList | ValidationError | None:
    if response.status_code == 200:
        response_200 = FinancialTransactionList.from_dict(response.json())

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
) -> Response[ErrorDetail | FinancialTransactionList | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    classified: bool | Unset = UNSET,
    confidence_status: ConfidenceStatus | Unset = UNSET,
    source: TransactionSource | Unset = UNSET,
    tags: list[str] | Unset = UNSET,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    integration_id: int | Unset = UNSET,
    integration_id_isnull: bool | Unset = UNSET,
    date: datetime.datetime | Unset = UNSET,
    date_gte: datetime.datetime | Unset = UNSET,
    date_lte: datetime.datetime | Unset = UNSET,
    net_amount: float | Unset = UNSET,
    net_amount_gt: float | Unset = UNSET,
    net_amount_gte: float | Unset = UNSET,
    net_amount_lt: float | Unset = UNSET,
    net_amount_lte: float | Unset = UNSET,
    description: str | Unset = UNSET,
    description_icontains: str | Unset = UNSET,
    description_iendswith: str | Unset = UNSET,
    description_istartswith: str | Unset = UNSET,
    description_isnull: bool | Unset = UNSET,
    journal: str | Unset = UNSET,
    journal_icontains: str | Unset = UNSET,
    journal_iendswith: str | Unset = UNSET,
    journal_istartswith: str | Unset = UNSET,
    journal_isnull: bool | Unset = UNSET,
    ledger: str | Unset = UNSET,
    ledger_icontains: str | Unset = UNSET,
    ledger_iendswith: str | Unset = UNSET,
    ledger_istartswith: str | Unset = UNSET,
    vendor_name: str | Unset = UNSET,
    vendor_name_icontains: str | Unset = UNSET,
    vendor_name_iendswith: str | Unset = UNSET,
    vendor_name_istartswith: str | Unset = UNSET,
    vendor_name_isnull: bool | Unset = UNSET,
    integration_name: str | Unset = UNSET,
    integration_name_icontains: str | Unset = UNSET,
    integration_name_iendswith: str | Unset = UNSET,
    integration_name_istartswith: str | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListTransactionsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | FinancialTransactionList | ValidationError]:
    """List transactions

     Lists the workspace's financial transactions, newest date first by default, with their emissions.
    Filter by date, amount, ledger, vendor, tag or classification, or search vendor, ledger and
    description.

    Decisions: [transaction_amounts](/api/docs/decisions.html#transaction_amounts),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_financialtransaction.

    Args:
        classified (bool | Unset):
        confidence_status (ConfidenceStatus | Unset):
        source (TransactionSource | Unset):
        tags (list[str] | Unset):
        id (int | Unset):
        id_in (list[int] | Unset):
        integration_id (int | Unset):
        integration_id_isnull (bool | Unset):
        date (datetime.datetime | Unset):
        date_gte (datetime.datetime | Unset):
        date_lte (datetime.datetime | Unset):
        net_amount (float | Unset):
        net_amount_gt (float | Unset):
        net_amount_gte (float | Unset):
        net_amount_lt (float | Unset):
        net_amount_lte (float | Unset):
        description (str | Unset):
        description_icontains (str | Unset):
        description_iendswith (str | Unset):
        description_istartswith (str | Unset):
        description_isnull (bool | Unset):
        journal (str | Unset):
        journal_icontains (str | Unset):
        journal_iendswith (str | Unset):
        journal_istartswith (str | Unset):
        journal_isnull (bool | Unset):
        ledger (str | Unset):
        ledger_icontains (str | Unset):
        ledger_iendswith (str | Unset):
        ledger_istartswith (str | Unset):
        vendor_name (str | Unset):
        vendor_name_icontains (str | Unset):
        vendor_name_iendswith (str | Unset):
        vendor_name_istartswith (str | Unset):
        vendor_name_isnull (bool | Unset):
        integration_name (str | Unset):
        integration_name_icontains (str | Unset):
        integration_name_iendswith (str | Unset):
        integration_name_istartswith (str | Unset):
        search (str | Unset):
        ordering (list[ListTransactionsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | FinancialTransactionList | ValidationError]
    """

    kwargs = _get_kwargs(
        classified=classified,
        confidence_status=confidence_status,
        source=source,
        tags=tags,
        id=id,
        id_in=id_in,
        integration_id=integration_id,
        integration_id_isnull=integration_id_isnull,
        date=date,
        date_gte=date_gte,
        date_lte=date_lte,
        net_amount=net_amount,
        net_amount_gt=net_amount_gt,
        net_amount_gte=net_amount_gte,
        net_amount_lt=net_amount_lt,
        net_amount_lte=net_amount_lte,
        description=description,
        description_icontains=description_icontains,
        description_iendswith=description_iendswith,
        description_istartswith=description_istartswith,
        description_isnull=description_isnull,
        journal=journal,
        journal_icontains=journal_icontains,
        journal_iendswith=journal_iendswith,
        journal_istartswith=journal_istartswith,
        journal_isnull=journal_isnull,
        ledger=ledger,
        ledger_icontains=ledger_icontains,
        ledger_iendswith=ledger_iendswith,
        ledger_istartswith=ledger_istartswith,
        vendor_name=vendor_name,
        vendor_name_icontains=vendor_name_icontains,
        vendor_name_iendswith=vendor_name_iendswith,
        vendor_name_istartswith=vendor_name_istartswith,
        vendor_name_isnull=vendor_name_isnull,
        integration_name=integration_name,
        integration_name_icontains=integration_name_icontains,
        integration_name_iendswith=integration_name_iendswith,
        integration_name_istartswith=integration_name_istartswith,
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
    classified: bool | Unset = UNSET,
    confidence_status: ConfidenceStatus | Unset = UNSET,
    source: TransactionSource | Unset = UNSET,
    tags: list[str] | Unset = UNSET,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    integration_id: int | Unset = UNSET,
    integration_id_isnull: bool | Unset = UNSET,
    date: datetime.datetime | Unset = UNSET,
    date_gte: datetime.datetime | Unset = UNSET,
    date_lte: datetime.datetime | Unset = UNSET,
    net_amount: float | Unset = UNSET,
    net_amount_gt: float | Unset = UNSET,
    net_amount_gte: float | Unset = UNSET,
    net_amount_lt: float | Unset = UNSET,
    net_amount_lte: float | Unset = UNSET,
    description: str | Unset = UNSET,
    description_icontains: str | Unset = UNSET,
    description_iendswith: str | Unset = UNSET,
    description_istartswith: str | Unset = UNSET,
    description_isnull: bool | Unset = UNSET,
    journal: str | Unset = UNSET,
    journal_icontains: str | Unset = UNSET,
    journal_iendswith: str | Unset = UNSET,
    journal_istartswith: str | Unset = UNSET,
    journal_isnull: bool | Unset = UNSET,
    ledger: str | Unset = UNSET,
    ledger_icontains: str | Unset = UNSET,
    ledger_iendswith: str | Unset = UNSET,
    ledger_istartswith: str | Unset = UNSET,
    vendor_name: str | Unset = UNSET,
    vendor_name_icontains: str | Unset = UNSET,
    vendor_name_iendswith: str | Unset = UNSET,
    vendor_name_istartswith: str | Unset = UNSET,
    vendor_name_isnull: bool | Unset = UNSET,
    integration_name: str | Unset = UNSET,
    integration_name_icontains: str | Unset = UNSET,
    integration_name_iendswith: str | Unset = UNSET,
    integration_name_istartswith: str | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListTransactionsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | FinancialTransactionList | ValidationError | None:
    """List transactions

     Lists the workspace's financial transactions, newest date first by default, with their emissions.
    Filter by date, amount, ledger, vendor, tag or classification, or search vendor, ledger and
    description.

    Decisions: [transaction_amounts](/api/docs/decisions.html#transaction_amounts),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_financialtransaction.

    Args:
        classified (bool | Unset):
        confidence_status (ConfidenceStatus | Unset):
        source (TransactionSource | Unset):
        tags (list[str] | Unset):
        id (int | Unset):
        id_in (list[int] | Unset):
        integration_id (int | Unset):
        integration_id_isnull (bool | Unset):
        date (datetime.datetime | Unset):
        date_gte (datetime.datetime | Unset):
        date_lte (datetime.datetime | Unset):
        net_amount (float | Unset):
        net_amount_gt (float | Unset):
        net_amount_gte (float | Unset):
        net_amount_lt (float | Unset):
        net_amount_lte (float | Unset):
        description (str | Unset):
        description_icontains (str | Unset):
        description_iendswith (str | Unset):
        description_istartswith (str | Unset):
        description_isnull (bool | Unset):
        journal (str | Unset):
        journal_icontains (str | Unset):
        journal_iendswith (str | Unset):
        journal_istartswith (str | Unset):
        journal_isnull (bool | Unset):
        ledger (str | Unset):
        ledger_icontains (str | Unset):
        ledger_iendswith (str | Unset):
        ledger_istartswith (str | Unset):
        vendor_name (str | Unset):
        vendor_name_icontains (str | Unset):
        vendor_name_iendswith (str | Unset):
        vendor_name_istartswith (str | Unset):
        vendor_name_isnull (bool | Unset):
        integration_name (str | Unset):
        integration_name_icontains (str | Unset):
        integration_name_iendswith (str | Unset):
        integration_name_istartswith (str | Unset):
        search (str | Unset):
        ordering (list[ListTransactionsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | FinancialTransactionList | ValidationError
    """

    return sync_detailed(
        client=client,
        classified=classified,
        confidence_status=confidence_status,
        source=source,
        tags=tags,
        id=id,
        id_in=id_in,
        integration_id=integration_id,
        integration_id_isnull=integration_id_isnull,
        date=date,
        date_gte=date_gte,
        date_lte=date_lte,
        net_amount=net_amount,
        net_amount_gt=net_amount_gt,
        net_amount_gte=net_amount_gte,
        net_amount_lt=net_amount_lt,
        net_amount_lte=net_amount_lte,
        description=description,
        description_icontains=description_icontains,
        description_iendswith=description_iendswith,
        description_istartswith=description_istartswith,
        description_isnull=description_isnull,
        journal=journal,
        journal_icontains=journal_icontains,
        journal_iendswith=journal_iendswith,
        journal_istartswith=journal_istartswith,
        journal_isnull=journal_isnull,
        ledger=ledger,
        ledger_icontains=ledger_icontains,
        ledger_iendswith=ledger_iendswith,
        ledger_istartswith=ledger_istartswith,
        vendor_name=vendor_name,
        vendor_name_icontains=vendor_name_icontains,
        vendor_name_iendswith=vendor_name_iendswith,
        vendor_name_istartswith=vendor_name_istartswith,
        vendor_name_isnull=vendor_name_isnull,
        integration_name=integration_name,
        integration_name_icontains=integration_name_icontains,
        integration_name_iendswith=integration_name_iendswith,
        integration_name_istartswith=integration_name_istartswith,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    classified: bool | Unset = UNSET,
    confidence_status: ConfidenceStatus | Unset = UNSET,
    source: TransactionSource | Unset = UNSET,
    tags: list[str] | Unset = UNSET,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    integration_id: int | Unset = UNSET,
    integration_id_isnull: bool | Unset = UNSET,
    date: datetime.datetime | Unset = UNSET,
    date_gte: datetime.datetime | Unset = UNSET,
    date_lte: datetime.datetime | Unset = UNSET,
    net_amount: float | Unset = UNSET,
    net_amount_gt: float | Unset = UNSET,
    net_amount_gte: float | Unset = UNSET,
    net_amount_lt: float | Unset = UNSET,
    net_amount_lte: float | Unset = UNSET,
    description: str | Unset = UNSET,
    description_icontains: str | Unset = UNSET,
    description_iendswith: str | Unset = UNSET,
    description_istartswith: str | Unset = UNSET,
    description_isnull: bool | Unset = UNSET,
    journal: str | Unset = UNSET,
    journal_icontains: str | Unset = UNSET,
    journal_iendswith: str | Unset = UNSET,
    journal_istartswith: str | Unset = UNSET,
    journal_isnull: bool | Unset = UNSET,
    ledger: str | Unset = UNSET,
    ledger_icontains: str | Unset = UNSET,
    ledger_iendswith: str | Unset = UNSET,
    ledger_istartswith: str | Unset = UNSET,
    vendor_name: str | Unset = UNSET,
    vendor_name_icontains: str | Unset = UNSET,
    vendor_name_iendswith: str | Unset = UNSET,
    vendor_name_istartswith: str | Unset = UNSET,
    vendor_name_isnull: bool | Unset = UNSET,
    integration_name: str | Unset = UNSET,
    integration_name_icontains: str | Unset = UNSET,
    integration_name_iendswith: str | Unset = UNSET,
    integration_name_istartswith: str | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListTransactionsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | FinancialTransactionList | ValidationError]:
    """List transactions

     Lists the workspace's financial transactions, newest date first by default, with their emissions.
    Filter by date, amount, ledger, vendor, tag or classification, or search vendor, ledger and
    description.

    Decisions: [transaction_amounts](/api/docs/decisions.html#transaction_amounts),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_financialtransaction.

    Args:
        classified (bool | Unset):
        confidence_status (ConfidenceStatus | Unset):
        source (TransactionSource | Unset):
        tags (list[str] | Unset):
        id (int | Unset):
        id_in (list[int] | Unset):
        integration_id (int | Unset):
        integration_id_isnull (bool | Unset):
        date (datetime.datetime | Unset):
        date_gte (datetime.datetime | Unset):
        date_lte (datetime.datetime | Unset):
        net_amount (float | Unset):
        net_amount_gt (float | Unset):
        net_amount_gte (float | Unset):
        net_amount_lt (float | Unset):
        net_amount_lte (float | Unset):
        description (str | Unset):
        description_icontains (str | Unset):
        description_iendswith (str | Unset):
        description_istartswith (str | Unset):
        description_isnull (bool | Unset):
        journal (str | Unset):
        journal_icontains (str | Unset):
        journal_iendswith (str | Unset):
        journal_istartswith (str | Unset):
        journal_isnull (bool | Unset):
        ledger (str | Unset):
        ledger_icontains (str | Unset):
        ledger_iendswith (str | Unset):
        ledger_istartswith (str | Unset):
        vendor_name (str | Unset):
        vendor_name_icontains (str | Unset):
        vendor_name_iendswith (str | Unset):
        vendor_name_istartswith (str | Unset):
        vendor_name_isnull (bool | Unset):
        integration_name (str | Unset):
        integration_name_icontains (str | Unset):
        integration_name_iendswith (str | Unset):
        integration_name_istartswith (str | Unset):
        search (str | Unset):
        ordering (list[ListTransactionsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | FinancialTransactionList | ValidationError]
    """

    kwargs = _get_kwargs(
        classified=classified,
        confidence_status=confidence_status,
        source=source,
        tags=tags,
        id=id,
        id_in=id_in,
        integration_id=integration_id,
        integration_id_isnull=integration_id_isnull,
        date=date,
        date_gte=date_gte,
        date_lte=date_lte,
        net_amount=net_amount,
        net_amount_gt=net_amount_gt,
        net_amount_gte=net_amount_gte,
        net_amount_lt=net_amount_lt,
        net_amount_lte=net_amount_lte,
        description=description,
        description_icontains=description_icontains,
        description_iendswith=description_iendswith,
        description_istartswith=description_istartswith,
        description_isnull=description_isnull,
        journal=journal,
        journal_icontains=journal_icontains,
        journal_iendswith=journal_iendswith,
        journal_istartswith=journal_istartswith,
        journal_isnull=journal_isnull,
        ledger=ledger,
        ledger_icontains=ledger_icontains,
        ledger_iendswith=ledger_iendswith,
        ledger_istartswith=ledger_istartswith,
        vendor_name=vendor_name,
        vendor_name_icontains=vendor_name_icontains,
        vendor_name_iendswith=vendor_name_iendswith,
        vendor_name_istartswith=vendor_name_istartswith,
        vendor_name_isnull=vendor_name_isnull,
        integration_name=integration_name,
        integration_name_icontains=integration_name_icontains,
        integration_name_iendswith=integration_name_iendswith,
        integration_name_istartswith=integration_name_istartswith,
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
    classified: bool | Unset = UNSET,
    confidence_status: ConfidenceStatus | Unset = UNSET,
    source: TransactionSource | Unset = UNSET,
    tags: list[str] | Unset = UNSET,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    integration_id: int | Unset = UNSET,
    integration_id_isnull: bool | Unset = UNSET,
    date: datetime.datetime | Unset = UNSET,
    date_gte: datetime.datetime | Unset = UNSET,
    date_lte: datetime.datetime | Unset = UNSET,
    net_amount: float | Unset = UNSET,
    net_amount_gt: float | Unset = UNSET,
    net_amount_gte: float | Unset = UNSET,
    net_amount_lt: float | Unset = UNSET,
    net_amount_lte: float | Unset = UNSET,
    description: str | Unset = UNSET,
    description_icontains: str | Unset = UNSET,
    description_iendswith: str | Unset = UNSET,
    description_istartswith: str | Unset = UNSET,
    description_isnull: bool | Unset = UNSET,
    journal: str | Unset = UNSET,
    journal_icontains: str | Unset = UNSET,
    journal_iendswith: str | Unset = UNSET,
    journal_istartswith: str | Unset = UNSET,
    journal_isnull: bool | Unset = UNSET,
    ledger: str | Unset = UNSET,
    ledger_icontains: str | Unset = UNSET,
    ledger_iendswith: str | Unset = UNSET,
    ledger_istartswith: str | Unset = UNSET,
    vendor_name: str | Unset = UNSET,
    vendor_name_icontains: str | Unset = UNSET,
    vendor_name_iendswith: str | Unset = UNSET,
    vendor_name_istartswith: str | Unset = UNSET,
    vendor_name_isnull: bool | Unset = UNSET,
    integration_name: str | Unset = UNSET,
    integration_name_icontains: str | Unset = UNSET,
    integration_name_iendswith: str | Unset = UNSET,
    integration_name_istartswith: str | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListTransactionsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | FinancialTransactionList | ValidationError | None:
    """List transactions

     Lists the workspace's financial transactions, newest date first by default, with their emissions.
    Filter by date, amount, ledger, vendor, tag or classification, or search vendor, ledger and
    description.

    Decisions: [transaction_amounts](/api/docs/decisions.html#transaction_amounts),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_financialtransaction.

    Args:
        classified (bool | Unset):
        confidence_status (ConfidenceStatus | Unset):
        source (TransactionSource | Unset):
        tags (list[str] | Unset):
        id (int | Unset):
        id_in (list[int] | Unset):
        integration_id (int | Unset):
        integration_id_isnull (bool | Unset):
        date (datetime.datetime | Unset):
        date_gte (datetime.datetime | Unset):
        date_lte (datetime.datetime | Unset):
        net_amount (float | Unset):
        net_amount_gt (float | Unset):
        net_amount_gte (float | Unset):
        net_amount_lt (float | Unset):
        net_amount_lte (float | Unset):
        description (str | Unset):
        description_icontains (str | Unset):
        description_iendswith (str | Unset):
        description_istartswith (str | Unset):
        description_isnull (bool | Unset):
        journal (str | Unset):
        journal_icontains (str | Unset):
        journal_iendswith (str | Unset):
        journal_istartswith (str | Unset):
        journal_isnull (bool | Unset):
        ledger (str | Unset):
        ledger_icontains (str | Unset):
        ledger_iendswith (str | Unset):
        ledger_istartswith (str | Unset):
        vendor_name (str | Unset):
        vendor_name_icontains (str | Unset):
        vendor_name_iendswith (str | Unset):
        vendor_name_istartswith (str | Unset):
        vendor_name_isnull (bool | Unset):
        integration_name (str | Unset):
        integration_name_icontains (str | Unset):
        integration_name_iendswith (str | Unset):
        integration_name_istartswith (str | Unset):
        search (str | Unset):
        ordering (list[ListTransactionsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | FinancialTransactionList | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            classified=classified,
            confidence_status=confidence_status,
            source=source,
            tags=tags,
            id=id,
            id_in=id_in,
            integration_id=integration_id,
            integration_id_isnull=integration_id_isnull,
            date=date,
            date_gte=date_gte,
            date_lte=date_lte,
            net_amount=net_amount,
            net_amount_gt=net_amount_gt,
            net_amount_gte=net_amount_gte,
            net_amount_lt=net_amount_lt,
            net_amount_lte=net_amount_lte,
            description=description,
            description_icontains=description_icontains,
            description_iendswith=description_iendswith,
            description_istartswith=description_istartswith,
            description_isnull=description_isnull,
            journal=journal,
            journal_icontains=journal_icontains,
            journal_iendswith=journal_iendswith,
            journal_istartswith=journal_istartswith,
            journal_isnull=journal_isnull,
            ledger=ledger,
            ledger_icontains=ledger_icontains,
            ledger_iendswith=ledger_iendswith,
            ledger_istartswith=ledger_istartswith,
            vendor_name=vendor_name,
            vendor_name_icontains=vendor_name_icontains,
            vendor_name_iendswith=vendor_name_iendswith,
            vendor_name_istartswith=vendor_name_istartswith,
            vendor_name_isnull=vendor_name_isnull,
            integration_name=integration_name,
            integration_name_icontains=integration_name_icontains,
            integration_name_iendswith=integration_name_iendswith,
            integration_name_istartswith=integration_name_istartswith,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
