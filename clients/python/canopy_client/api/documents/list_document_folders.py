from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.document_folder_list import DocumentFolderList
from ...models.error_detail import ErrorDetail
from ...models.list_document_folders_ordering_item import ListDocumentFoldersOrderingItem
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    parent: int | Unset = UNSET,
    parent_isnull: bool | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDocumentFoldersOrderingItem] | Unset = UNSET,
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

    params["parent"] = parent

    params["parent__isnull"] = parent_isnull

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
        "url": "/api/document-folders/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DocumentFolderList | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = DocumentFolderList.from_dict(response.json())

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
) -> Response[DocumentFolderList | ErrorDetail | ValidationError]:
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
    parent: int | Unset = UNSET,
    parent_isnull: bool | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDocumentFoldersOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[DocumentFolderList | ErrorDetail | ValidationError]:
    """List document folders

     Lists the workspace's document folders, each with how many folders and documents it holds directly.

    Decisions: [document_folders](/api/docs/decisions.html#document_folders),
    [array_parameters](/api/docs/decisions.html#array_parameters).

    Permission: a role with the permission view_document.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        parent (int | Unset):
        parent_isnull (bool | Unset):
        search (str | Unset):
        ordering (list[ListDocumentFoldersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DocumentFolderList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        name=name,
        name_icontains=name_icontains,
        parent=parent,
        parent_isnull=parent_isnull,
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
    parent: int | Unset = UNSET,
    parent_isnull: bool | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDocumentFoldersOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> DocumentFolderList | ErrorDetail | ValidationError | None:
    """List document folders

     Lists the workspace's document folders, each with how many folders and documents it holds directly.

    Decisions: [document_folders](/api/docs/decisions.html#document_folders),
    [array_parameters](/api/docs/decisions.html#array_parameters).

    Permission: a role with the permission view_document.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        parent (int | Unset):
        parent_isnull (bool | Unset):
        search (str | Unset):
        ordering (list[ListDocumentFoldersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DocumentFolderList | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        id=id,
        id_in=id_in,
        name=name,
        name_icontains=name_icontains,
        parent=parent,
        parent_isnull=parent_isnull,
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
    parent: int | Unset = UNSET,
    parent_isnull: bool | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDocumentFoldersOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[DocumentFolderList | ErrorDetail | ValidationError]:
    """List document folders

     Lists the workspace's document folders, each with how many folders and documents it holds directly.

    Decisions: [document_folders](/api/docs/decisions.html#document_folders),
    [array_parameters](/api/docs/decisions.html#array_parameters).

    Permission: a role with the permission view_document.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        parent (int | Unset):
        parent_isnull (bool | Unset):
        search (str | Unset):
        ordering (list[ListDocumentFoldersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DocumentFolderList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        name=name,
        name_icontains=name_icontains,
        parent=parent,
        parent_isnull=parent_isnull,
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
    parent: int | Unset = UNSET,
    parent_isnull: bool | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDocumentFoldersOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> DocumentFolderList | ErrorDetail | ValidationError | None:
    """List document folders

     Lists the workspace's document folders, each with how many folders and documents it holds directly.

    Decisions: [document_folders](/api/docs/decisions.html#document_folders),
    [array_parameters](/api/docs/decisions.html#array_parameters).

    Permission: a role with the permission view_document.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        parent (int | Unset):
        parent_isnull (bool | Unset):
        search (str | Unset):
        ordering (list[ListDocumentFoldersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DocumentFolderList | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            id=id,
            id_in=id_in,
            name=name,
            name_icontains=name_icontains,
            parent=parent,
            parent_isnull=parent_isnull,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
