import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.api_key_list import ApiKeyList
from ...models.api_key_scope import ApiKeyScope
from ...models.error_detail import ErrorDetail
from ...models.list_api_keys_ordering_item import ListApiKeysOrderingItem
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    scope: ApiKeyScope | Unset = UNSET,
    workspace: int | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    last_used_at_lte: datetime.datetime | Unset = UNSET,
    last_used_at_isnull: bool | Unset = UNSET,
    expires_at_lte: datetime.datetime | Unset = UNSET,
    expires_at_isnull: bool | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListApiKeysOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_scope: str | Unset = UNSET
    if not isinstance(scope, Unset):
        json_scope = scope.value

    params["scope"] = json_scope

    params["workspace"] = workspace

    params["name__icontains"] = name_icontains

    json_last_used_at_lte: str | Unset = UNSET
    if not isinstance(last_used_at_lte, Unset):
        json_last_used_at_lte = last_used_at_lte.isoformat()
    params["last_used_at__lte"] = json_last_used_at_lte

    params["last_used_at__isnull"] = last_used_at_isnull

    json_expires_at_lte: str | Unset = UNSET
    if not isinstance(expires_at_lte, Unset):
        json_expires_at_lte = expires_at_lte.isoformat()
    params["expires_at__lte"] = json_expires_at_lte

    params["expires_at__isnull"] = expires_at_isnull

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
        "url": "/api/accounts/api-keys/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ApiKeyList | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = ApiKeyList.from_dict(response.json())

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
) -> Response[ApiKeyList | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    scope: ApiKeyScope | Unset = UNSET,
    workspace: int | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    last_used_at_lte: datetime.datetime | Unset = UNSET,
    last_used_at_isnull: bool | Unset = UNSET,
    expires_at_lte: datetime.datetime | Unset = UNSET,
    expires_at_isnull: bool | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListApiKeysOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ApiKeyList | ErrorDetail | ValidationError]:
    """List API keys

     Lists your own API keys that are not revoked, expired ones included (expired true): user keys first,
    then workspace keys, newest first. Never shows a key's secret. Called with a workspace-scoped key,
    lists only the keys pinned to its workspace.

    Decisions: [api_key_operations](/api/docs/decisions.html#api_key_operations),
    [api_key_listing](/api/docs/decisions.html#api_key_listing),
    [api_key_reach](/api/docs/decisions.html#api_key_reach),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        scope (ApiKeyScope | Unset): user: follows the active workspace of the user; workspace:
            pinned to the workspace open at creation.

            Decision: [api_key_creation](/api/docs/decisions.html#api_key_creation).
        workspace (int | Unset):
        name_icontains (str | Unset):
        last_used_at_lte (datetime.datetime | Unset):
        last_used_at_isnull (bool | Unset):
        expires_at_lte (datetime.datetime | Unset):
        expires_at_isnull (bool | Unset):
        search (str | Unset):
        ordering (list[ListApiKeysOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApiKeyList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        scope=scope,
        workspace=workspace,
        name_icontains=name_icontains,
        last_used_at_lte=last_used_at_lte,
        last_used_at_isnull=last_used_at_isnull,
        expires_at_lte=expires_at_lte,
        expires_at_isnull=expires_at_isnull,
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
    scope: ApiKeyScope | Unset = UNSET,
    workspace: int | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    last_used_at_lte: datetime.datetime | Unset = UNSET,
    last_used_at_isnull: bool | Unset = UNSET,
    expires_at_lte: datetime.datetime | Unset = UNSET,
    expires_at_isnull: bool | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListApiKeysOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ApiKeyList | ErrorDetail | ValidationError | None:
    """List API keys

     Lists your own API keys that are not revoked, expired ones included (expired true): user keys first,
    then workspace keys, newest first. Never shows a key's secret. Called with a workspace-scoped key,
    lists only the keys pinned to its workspace.

    Decisions: [api_key_operations](/api/docs/decisions.html#api_key_operations),
    [api_key_listing](/api/docs/decisions.html#api_key_listing),
    [api_key_reach](/api/docs/decisions.html#api_key_reach),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        scope (ApiKeyScope | Unset): user: follows the active workspace of the user; workspace:
            pinned to the workspace open at creation.

            Decision: [api_key_creation](/api/docs/decisions.html#api_key_creation).
        workspace (int | Unset):
        name_icontains (str | Unset):
        last_used_at_lte (datetime.datetime | Unset):
        last_used_at_isnull (bool | Unset):
        expires_at_lte (datetime.datetime | Unset):
        expires_at_isnull (bool | Unset):
        search (str | Unset):
        ordering (list[ListApiKeysOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApiKeyList | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        scope=scope,
        workspace=workspace,
        name_icontains=name_icontains,
        last_used_at_lte=last_used_at_lte,
        last_used_at_isnull=last_used_at_isnull,
        expires_at_lte=expires_at_lte,
        expires_at_isnull=expires_at_isnull,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    scope: ApiKeyScope | Unset = UNSET,
    workspace: int | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    last_used_at_lte: datetime.datetime | Unset = UNSET,
    last_used_at_isnull: bool | Unset = UNSET,
    expires_at_lte: datetime.datetime | Unset = UNSET,
    expires_at_isnull: bool | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListApiKeysOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ApiKeyList | ErrorDetail | ValidationError]:
    """List API keys

     Lists your own API keys that are not revoked, expired ones included (expired true): user keys first,
    then workspace keys, newest first. Never shows a key's secret. Called with a workspace-scoped key,
    lists only the keys pinned to its workspace.

    Decisions: [api_key_operations](/api/docs/decisions.html#api_key_operations),
    [api_key_listing](/api/docs/decisions.html#api_key_listing),
    [api_key_reach](/api/docs/decisions.html#api_key_reach),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        scope (ApiKeyScope | Unset): user: follows the active workspace of the user; workspace:
            pinned to the workspace open at creation.

            Decision: [api_key_creation](/api/docs/decisions.html#api_key_creation).
        workspace (int | Unset):
        name_icontains (str | Unset):
        last_used_at_lte (datetime.datetime | Unset):
        last_used_at_isnull (bool | Unset):
        expires_at_lte (datetime.datetime | Unset):
        expires_at_isnull (bool | Unset):
        search (str | Unset):
        ordering (list[ListApiKeysOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApiKeyList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        scope=scope,
        workspace=workspace,
        name_icontains=name_icontains,
        last_used_at_lte=last_used_at_lte,
        last_used_at_isnull=last_used_at_isnull,
        expires_at_lte=expires_at_lte,
        expires_at_isnull=expires_at_isnull,
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
    scope: ApiKeyScope | Unset = UNSET,
    workspace: int | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    last_used_at_lte: datetime.datetime | Unset = UNSET,
    last_used_at_isnull: bool | Unset = UNSET,
    expires_at_lte: datetime.datetime | Unset = UNSET,
    expires_at_isnull: bool | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListApiKeysOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ApiKeyList | ErrorDetail | ValidationError | None:
    """List API keys

     Lists your own API keys that are not revoked, expired ones included (expired true): user keys first,
    then workspace keys, newest first. Never shows a key's secret. Called with a workspace-scoped key,
    lists only the keys pinned to its workspace.

    Decisions: [api_key_operations](/api/docs/decisions.html#api_key_operations),
    [api_key_listing](/api/docs/decisions.html#api_key_listing),
    [api_key_reach](/api/docs/decisions.html#api_key_reach),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        scope (ApiKeyScope | Unset): user: follows the active workspace of the user; workspace:
            pinned to the workspace open at creation.

            Decision: [api_key_creation](/api/docs/decisions.html#api_key_creation).
        workspace (int | Unset):
        name_icontains (str | Unset):
        last_used_at_lte (datetime.datetime | Unset):
        last_used_at_isnull (bool | Unset):
        expires_at_lte (datetime.datetime | Unset):
        expires_at_isnull (bool | Unset):
        search (str | Unset):
        ordering (list[ListApiKeysOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApiKeyList | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            scope=scope,
            workspace=workspace,
            name_icontains=name_icontains,
            last_used_at_lte=last_used_at_lte,
            last_used_at_isnull=last_used_at_isnull,
            expires_at_lte=expires_at_lte,
            expires_at_isnull=expires_at_isnull,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
