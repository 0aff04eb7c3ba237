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

     The caller's own keys that are not revoked, expired ones included (expired: true), user keys first
    then workspace keys, newest first within each. A workspace-scoped key lists only the keys pinned to
    its workspace.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (What a key list shows, and its order): A key is listed with id, name, prefix (the first 12
    characters, as stored), scope, workspace and workspace_detail {id, name} (null for a user key),
    created_at, last_used_at (null if never; written at most once a minute per key and process,
    CANOPY_LAST_USED_INTERVAL, after the response), expires_at (null for never) and expired (derived:
    past expires_at); never the key or its hash. Revoked keys are not listed, expired ones are until
    revoked. The default order groups them as the account page does: user keys first, then workspace
    keys, newest first within each (ordering=scope,-created_at, id last for stable paging); filters
    scope, workspace, name__icontains, last_used_at__lte/__isnull and expires_at__lte/__isnull find
    unused and expiring keys, and search matches the name or the first characters (which logs show of a
    key).

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

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
        scope (ApiKeyScope | Unset): user: follows the active workspace of the user; workspace:
            pinned to the workspace open at creation.

            Decision (Creating a key): AK2 takes name (required, 1..100 characters), scope (user, the
            default, or workspace) and expires (30d, 6w, the default, 90d, 1y or never; 1y is 365
            days), and answers 201 with the listed fields and key, the full key, shown in this answer
            only (only its SHA-256 hash is stored). A user key follows the user's active workspace; a
            workspace key is pinned to the workspace the request acts in (the caller's active
            workspace, or the pinned workspace of the caller's key). An unknown field, an empty or
            long name, or another scope or expiry is a 400 naming the field, and no key is made.
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

     The caller's own keys that are not revoked, expired ones included (expired: true), user keys first
    then workspace keys, newest first within each. A workspace-scoped key lists only the keys pinned to
    its workspace.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (What a key list shows, and its order): A key is listed with id, name, prefix (the first 12
    characters, as stored), scope, workspace and workspace_detail {id, name} (null for a user key),
    created_at, last_used_at (null if never; written at most once a minute per key and process,
    CANOPY_LAST_USED_INTERVAL, after the response), expires_at (null for never) and expired (derived:
    past expires_at); never the key or its hash. Revoked keys are not listed, expired ones are until
    revoked. The default order groups them as the account page does: user keys first, then workspace
    keys, newest first within each (ordering=scope,-created_at, id last for stable paging); filters
    scope, workspace, name__icontains, last_used_at__lte/__isnull and expires_at__lte/__isnull find
    unused and expiring keys, and search matches the name or the first characters (which logs show of a
    key).

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

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
        scope (ApiKeyScope | Unset): user: follows the active workspace of the user; workspace:
            pinned to the workspace open at creation.

            Decision (Creating a key): AK2 takes name (required, 1..100 characters), scope (user, the
            default, or workspace) and expires (30d, 6w, the default, 90d, 1y or never; 1y is 365
            days), and answers 201 with the listed fields and key, the full key, shown in this answer
            only (only its SHA-256 hash is stored). A user key follows the user's active workspace; a
            workspace key is pinned to the workspace the request acts in (the caller's active
            workspace, or the pinned workspace of the caller's key). An unknown field, an empty or
            long name, or another scope or expiry is a 400 naming the field, and no key is made.
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

     The caller's own keys that are not revoked, expired ones included (expired: true), user keys first
    then workspace keys, newest first within each. A workspace-scoped key lists only the keys pinned to
    its workspace.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (What a key list shows, and its order): A key is listed with id, name, prefix (the first 12
    characters, as stored), scope, workspace and workspace_detail {id, name} (null for a user key),
    created_at, last_used_at (null if never; written at most once a minute per key and process,
    CANOPY_LAST_USED_INTERVAL, after the response), expires_at (null for never) and expired (derived:
    past expires_at); never the key or its hash. Revoked keys are not listed, expired ones are until
    revoked. The default order groups them as the account page does: user keys first, then workspace
    keys, newest first within each (ordering=scope,-created_at, id last for stable paging); filters
    scope, workspace, name__icontains, last_used_at__lte/__isnull and expires_at__lte/__isnull find
    unused and expiring keys, and search matches the name or the first characters (which logs show of a
    key).

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

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
        scope (ApiKeyScope | Unset): user: follows the active workspace of the user; workspace:
            pinned to the workspace open at creation.

            Decision (Creating a key): AK2 takes name (required, 1..100 characters), scope (user, the
            default, or workspace) and expires (30d, 6w, the default, 90d, 1y or never; 1y is 365
            days), and answers 201 with the listed fields and key, the full key, shown in this answer
            only (only its SHA-256 hash is stored). A user key follows the user's active workspace; a
            workspace key is pinned to the workspace the request acts in (the caller's active
            workspace, or the pinned workspace of the caller's key). An unknown field, an empty or
            long name, or another scope or expiry is a 400 naming the field, and no key is made.
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

     The caller's own keys that are not revoked, expired ones included (expired: true), user keys first
    then workspace keys, newest first within each. A workspace-scoped key lists only the keys pinned to
    its workspace.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (What a key list shows, and its order): A key is listed with id, name, prefix (the first 12
    characters, as stored), scope, workspace and workspace_detail {id, name} (null for a user key),
    created_at, last_used_at (null if never; written at most once a minute per key and process,
    CANOPY_LAST_USED_INTERVAL, after the response), expires_at (null for never) and expired (derived:
    past expires_at); never the key or its hash. Revoked keys are not listed, expired ones are until
    revoked. The default order groups them as the account page does: user keys first, then workspace
    keys, newest first within each (ordering=scope,-created_at, id last for stable paging); filters
    scope, workspace, name__icontains, last_used_at__lte/__isnull and expires_at__lte/__isnull find
    unused and expiring keys, and search matches the name or the first characters (which logs show of a
    key).

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

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
        scope (ApiKeyScope | Unset): user: follows the active workspace of the user; workspace:
            pinned to the workspace open at creation.

            Decision (Creating a key): AK2 takes name (required, 1..100 characters), scope (user, the
            default, or workspace) and expires (30d, 6w, the default, 90d, 1y or never; 1y is 365
            days), and answers 201 with the listed fields and key, the full key, shown in this answer
            only (only its SHA-256 hash is stored). A user key follows the user's active workspace; a
            workspace key is pinned to the workspace the request acts in (the caller's active
            workspace, or the pinned workspace of the caller's key). An unknown field, an empty or
            long name, or another scope or expiry is a 400 naming the field, and no key is made.
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
