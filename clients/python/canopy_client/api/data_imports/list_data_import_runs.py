from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.data_import_run_list import DataImportRunList
from ...models.error_detail import ErrorDetail
from ...models.list_data_import_runs_ordering_item import ListDataImportRunsOrderingItem
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    search: str | Unset = UNSET,
    ordering: list[ListDataImportRunsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

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
        "url": "/api/data-import-runs/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DataImportRunList | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = DataImportRunList.from_dict(response.json())

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
) -> Response[DataImportRunList | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    search: str | Unset = UNSET,
    ordering: list[ListDataImportRunsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[DataImportRunList | ErrorDetail | ValidationError]:
    """List data import runs

     Lists the workspace's data import runs, newest first, with what each imported. Search by
    model_identifier or tag.

    Decisions: [data_import_run_search](/api/docs/decisions.html#data_import_run_search),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_dataimportrun.

    Args:
        search (str | Unset):
        ordering (list[ListDataImportRunsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DataImportRunList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
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
    search: str | Unset = UNSET,
    ordering: list[ListDataImportRunsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> DataImportRunList | ErrorDetail | ValidationError | None:
    """List data import runs

     Lists the workspace's data import runs, newest first, with what each imported. Search by
    model_identifier or tag.

    Decisions: [data_import_run_search](/api/docs/decisions.html#data_import_run_search),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_dataimportrun.

    Args:
        search (str | Unset):
        ordering (list[ListDataImportRunsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DataImportRunList | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    search: str | Unset = UNSET,
    ordering: list[ListDataImportRunsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[DataImportRunList | ErrorDetail | ValidationError]:
    """List data import runs

     Lists the workspace's data import runs, newest first, with what each imported. Search by
    model_identifier or tag.

    Decisions: [data_import_run_search](/api/docs/decisions.html#data_import_run_search),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_dataimportrun.

    Args:
        search (str | Unset):
        ordering (list[ListDataImportRunsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DataImportRunList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
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
    search: str | Unset = UNSET,
    ordering: list[ListDataImportRunsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> DataImportRunList | ErrorDetail | ValidationError | None:
    """List data import runs

     Lists the workspace's data import runs, newest first, with what each imported. Search by
    model_identifier or tag.

    Decisions: [data_import_run_search](/api/docs/decisions.html#data_import_run_search),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_dataimportrun.

    Args:
        search (str | Unset):
        ordering (list[ListDataImportRunsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DataImportRunList | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
