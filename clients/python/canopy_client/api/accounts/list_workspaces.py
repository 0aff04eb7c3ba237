from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.list_workspaces_ordering_item import ListWorkspacesOrderingItem
from ...models.validation_error import ValidationError
from ...models.workspace_list_row_list import WorkspaceListRowList
from ...models.workspace_type import WorkspaceType
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    country: str | Unset = UNSET,
    country_icontains: str | Unset = UNSET,
    country_iendswith: str | Unset = UNSET,
    country_istartswith: str | Unset = UNSET,
    country_in: list[str] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    name_iendswith: str | Unset = UNSET,
    name_istartswith: str | Unset = UNSET,
    type_: WorkspaceType | Unset = UNSET,
    type_in: list[WorkspaceType] | Unset = UNSET,
    type_exclude: list[WorkspaceType] | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListWorkspacesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["country"] = country

    params["country__icontains"] = country_icontains

    params["country__iendswith"] = country_iendswith

    params["country__istartswith"] = country_istartswith

    json_country_in: list[str] | Unset = UNSET
    if not isinstance(country_in, Unset):
        json_country_in = country_in

    params["country__in"] = json_country_in

    params["name"] = name

    params["name__icontains"] = name_icontains

    params["name__iendswith"] = name_iendswith

    params["name__istartswith"] = name_istartswith

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

    json_type_exclude: list[str] | Unset = UNSET
    if not isinstance(type_exclude, Unset):
        json_type_exclude = []
        for type_exclude_item_data in type_exclude:
            type_exclude_item = type_exclude_item_data.value
            json_type_exclude.append(type_exclude_item)

    params["type__exclude"] = json_type_exclude

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
        "url": "/api/accounts/workspaces/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | ValidationError | WorkspaceListRowList | None:
    if response.status_code == 200:
        response_200 = WorkspaceListRowList.from_dict(response.json())

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
) -> Response[ErrorDetail | ValidationError | WorkspaceListRowList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    country: str | Unset = UNSET,
    country_icontains: str | Unset = UNSET,
    country_iendswith: str | Unset = UNSET,
    country_istartswith: str | Unset = UNSET,
    country_in: list[str] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    name_iendswith: str | Unset = UNSET,
    name_istartswith: str | Unset = UNSET,
    type_: WorkspaceType | Unset = UNSET,
    type_in: list[WorkspaceType] | Unset = UNSET,
    type_exclude: list[WorkspaceType] | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListWorkspacesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | ValidationError | WorkspaceListRowList]:
    """List workspaces

     Lists workspaces the user belongs to; call only when the user asks to switch workspace. Each has the
    id to switch to with A3.

    Decisions: [workspace_list_row_ids](/api/docs/decisions.html#workspace_list_row_ids),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        country (str | Unset):
        country_icontains (str | Unset):
        country_iendswith (str | Unset):
        country_istartswith (str | Unset):
        country_in (list[str] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        name_iendswith (str | Unset):
        name_istartswith (str | Unset):
        type_ (WorkspaceType | Unset):
        type_in (list[WorkspaceType] | Unset):
        type_exclude (list[WorkspaceType] | Unset):
        search (str | Unset):
        ordering (list[ListWorkspacesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | ValidationError | WorkspaceListRowList]
    """

    kwargs = _get_kwargs(
        country=country,
        country_icontains=country_icontains,
        country_iendswith=country_iendswith,
        country_istartswith=country_istartswith,
        country_in=country_in,
        name=name,
        name_icontains=name_icontains,
        name_iendswith=name_iendswith,
        name_istartswith=name_istartswith,
        type_=type_,
        type_in=type_in,
        type_exclude=type_exclude,
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
    country: str | Unset = UNSET,
    country_icontains: str | Unset = UNSET,
    country_iendswith: str | Unset = UNSET,
    country_istartswith: str | Unset = UNSET,
    country_in: list[str] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    name_iendswith: str | Unset = UNSET,
    name_istartswith: str | Unset = UNSET,
    type_: WorkspaceType | Unset = UNSET,
    type_in: list[WorkspaceType] | Unset = UNSET,
    type_exclude: list[WorkspaceType] | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListWorkspacesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | ValidationError | WorkspaceListRowList | None:
    """List workspaces

     Lists workspaces the user belongs to; call only when the user asks to switch workspace. Each has the
    id to switch to with A3.

    Decisions: [workspace_list_row_ids](/api/docs/decisions.html#workspace_list_row_ids),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        country (str | Unset):
        country_icontains (str | Unset):
        country_iendswith (str | Unset):
        country_istartswith (str | Unset):
        country_in (list[str] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        name_iendswith (str | Unset):
        name_istartswith (str | Unset):
        type_ (WorkspaceType | Unset):
        type_in (list[WorkspaceType] | Unset):
        type_exclude (list[WorkspaceType] | Unset):
        search (str | Unset):
        ordering (list[ListWorkspacesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | ValidationError | WorkspaceListRowList
    """

    return sync_detailed(
        client=client,
        country=country,
        country_icontains=country_icontains,
        country_iendswith=country_iendswith,
        country_istartswith=country_istartswith,
        country_in=country_in,
        name=name,
        name_icontains=name_icontains,
        name_iendswith=name_iendswith,
        name_istartswith=name_istartswith,
        type_=type_,
        type_in=type_in,
        type_exclude=type_exclude,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    country: str | Unset = UNSET,
    country_icontains: str | Unset = UNSET,
    country_iendswith: str | Unset = UNSET,
    country_istartswith: str | Unset = UNSET,
    country_in: list[str] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    name_iendswith: str | Unset = UNSET,
    name_istartswith: str | Unset = UNSET,
    type_: WorkspaceType | Unset = UNSET,
    type_in: list[WorkspaceType] | Unset = UNSET,
    type_exclude: list[WorkspaceType] | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListWorkspacesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | ValidationError | WorkspaceListRowList]:
    """List workspaces

     Lists workspaces the user belongs to; call only when the user asks to switch workspace. Each has the
    id to switch to with A3.

    Decisions: [workspace_list_row_ids](/api/docs/decisions.html#workspace_list_row_ids),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        country (str | Unset):
        country_icontains (str | Unset):
        country_iendswith (str | Unset):
        country_istartswith (str | Unset):
        country_in (list[str] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        name_iendswith (str | Unset):
        name_istartswith (str | Unset):
        type_ (WorkspaceType | Unset):
        type_in (list[WorkspaceType] | Unset):
        type_exclude (list[WorkspaceType] | Unset):
        search (str | Unset):
        ordering (list[ListWorkspacesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | ValidationError | WorkspaceListRowList]
    """

    kwargs = _get_kwargs(
        country=country,
        country_icontains=country_icontains,
        country_iendswith=country_iendswith,
        country_istartswith=country_istartswith,
        country_in=country_in,
        name=name,
        name_icontains=name_icontains,
        name_iendswith=name_iendswith,
        name_istartswith=name_istartswith,
        type_=type_,
        type_in=type_in,
        type_exclude=type_exclude,
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
    country: str | Unset = UNSET,
    country_icontains: str | Unset = UNSET,
    country_iendswith: str | Unset = UNSET,
    country_istartswith: str | Unset = UNSET,
    country_in: list[str] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    name_iendswith: str | Unset = UNSET,
    name_istartswith: str | Unset = UNSET,
    type_: WorkspaceType | Unset = UNSET,
    type_in: list[WorkspaceType] | Unset = UNSET,
    type_exclude: list[WorkspaceType] | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListWorkspacesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | ValidationError | WorkspaceListRowList | None:
    """List workspaces

     Lists workspaces the user belongs to; call only when the user asks to switch workspace. Each has the
    id to switch to with A3.

    Decisions: [workspace_list_row_ids](/api/docs/decisions.html#workspace_list_row_ids),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        country (str | Unset):
        country_icontains (str | Unset):
        country_iendswith (str | Unset):
        country_istartswith (str | Unset):
        country_in (list[str] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        name_iendswith (str | Unset):
        name_istartswith (str | Unset):
        type_ (WorkspaceType | Unset):
        type_in (list[WorkspaceType] | Unset):
        type_exclude (list[WorkspaceType] | Unset):
        search (str | Unset):
        ordering (list[ListWorkspacesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | ValidationError | WorkspaceListRowList
    """

    return (
        await asyncio_detailed(
            client=client,
            country=country,
            country_icontains=country_icontains,
            country_iendswith=country_iendswith,
            country_istartswith=country_istartswith,
            country_in=country_in,
            name=name,
            name_icontains=name_icontains,
            name_iendswith=name_iendswith,
            name_istartswith=name_istartswith,
            type_=type_,
            type_in=type_in,
            type_exclude=type_exclude,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
