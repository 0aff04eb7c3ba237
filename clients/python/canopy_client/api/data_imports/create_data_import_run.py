from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_data_import_run_request import CreateDataImportRunRequest
from ...models.created_data_import_run import CreatedDataImportRun
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateDataImportRunRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-import-runs/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedDataImportRun | ErrorDetail | ValidationError | None:
    if response.status_code == 201:
        response_201 = CreatedDataImportRun.from_dict(response.json())

        return response_201

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

    if response.status_code == 413:
        response_413 = ErrorDetail.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorDetail.from_dict(response.json())

        return response_415

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
) -> Response[CreatedDataImportRun | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateDataImportRunRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedDataImportRun | ErrorDetail | ValidationError]:
    """Create data import run

     Imports data read from an uploaded document, such as financial transactions from a CSV
    (model_identifier financial_transaction; format in docs/transactions-csv.md). dry_run is true by
    default: it reports what would be imported and writes nothing but the run. Its tags are attached to
    every imported row.

    Decisions: [import_run_results](/api/docs/decisions.html#import_run_results),
    [transaction_row_identity](/api/docs/decisions.html#transaction_row_identity),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission add_dataimportrun.

    Args:
        idempotency_key (str | Unset):
        body (CreateDataImportRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedDataImportRun | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateDataImportRunRequest,
    idempotency_key: str | Unset = UNSET,
) -> CreatedDataImportRun | ErrorDetail | ValidationError | None:
    """Create data import run

     Imports data read from an uploaded document, such as financial transactions from a CSV
    (model_identifier financial_transaction; format in docs/transactions-csv.md). dry_run is true by
    default: it reports what would be imported and writes nothing but the run. Its tags are attached to
    every imported row.

    Decisions: [import_run_results](/api/docs/decisions.html#import_run_results),
    [transaction_row_identity](/api/docs/decisions.html#transaction_row_identity),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission add_dataimportrun.

    Args:
        idempotency_key (str | Unset):
        body (CreateDataImportRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedDataImportRun | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateDataImportRunRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedDataImportRun | ErrorDetail | ValidationError]:
    """Create data import run

     Imports data read from an uploaded document, such as financial transactions from a CSV
    (model_identifier financial_transaction; format in docs/transactions-csv.md). dry_run is true by
    default: it reports what would be imported and writes nothing but the run. Its tags are attached to
    every imported row.

    Decisions: [import_run_results](/api/docs/decisions.html#import_run_results),
    [transaction_row_identity](/api/docs/decisions.html#transaction_row_identity),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission add_dataimportrun.

    Args:
        idempotency_key (str | Unset):
        body (CreateDataImportRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedDataImportRun | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateDataImportRunRequest,
    idempotency_key: str | Unset = UNSET,
) -> CreatedDataImportRun | ErrorDetail | ValidationError | None:
    """Create data import run

     Imports data read from an uploaded document, such as financial transactions from a CSV
    (model_identifier financial_transaction; format in docs/transactions-csv.md). dry_run is true by
    default: it reports what would be imported and writes nothing but the run. Its tags are attached to
    every imported row.

    Decisions: [import_run_results](/api/docs/decisions.html#import_run_results),
    [transaction_row_identity](/api/docs/decisions.html#transaction_row_identity),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission add_dataimportrun.

    Args:
        idempotency_key (str | Unset):
        body (CreateDataImportRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedDataImportRun | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
