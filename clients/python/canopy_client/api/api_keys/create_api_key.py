from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_api_key_request import CreateApiKeyRequest
from ...models.created_api_key import CreatedApiKey
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateApiKeyRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/accounts/api-keys/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedApiKey | ErrorDetail | ValidationError | None:
    if response.status_code == 201:
        response_201 = CreatedApiKey.from_dict(response.json())

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
) -> Response[CreatedApiKey | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateApiKeyRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedApiKey | ErrorDetail | ValidationError]:
    """Create API key

     Creates a key for the caller, acting as the caller with the caller's role. The answer holds the full
    key, shown this once; keep it in a secret manager. A workspace-scoped key is pinned to the workspace
    this request acts in; a workspace-scoped key creates only workspace-scoped keys.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (Creating a key): AK2 takes name (required, 1..100 characters), scope (user, the default,
    or workspace) and expires (30d, 6w, the default, 90d, 1y or never; 1y is 365 days), and answers 201
    with the listed fields and key, the full key, shown in this answer only (only its SHA-256 hash is
    stored). A user key follows the user's active workspace; a workspace key is pinned to the workspace
    the request acts in (the caller's active workspace, or the pinned workspace of the caller's key). An
    unknown field, an empty or long name, or another scope or expiry is a 400 naming the field, and no
    key is made.

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

    Decision (Retrying a key's creation with an Idempotency-Key): AK2 takes an Idempotency-Key as every
    POST does: a retry gets the first answer again and makes no second key, but without key, which is
    not stored anywhere; a client that lost the first answer revokes that key (its id is in the replay)
    and creates another.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

    Args:
        idempotency_key (str | Unset):
        body (CreateApiKeyRequest): Decision (Creating a key): AK2 takes name (required, 1..100
            characters), scope (user, the default, or workspace) and expires (30d, 6w, the default,
            90d, 1y or never; 1y is 365 days), and answers 201 with the listed fields and key, the
            full key, shown in this answer only (only its SHA-256 hash is stored). A user key follows
            the user's active workspace; a workspace key is pinned to the workspace the request acts
            in (the caller's active workspace, or the pinned workspace of the caller's key). An
            unknown field, an empty or long name, or another scope or expiry is a 400 naming the
            field, and no key is made.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedApiKey | ErrorDetail | ValidationError]
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
    body: CreateApiKeyRequest,
    idempotency_key: str | Unset = UNSET,
) -> CreatedApiKey | ErrorDetail | ValidationError | None:
    """Create API key

     Creates a key for the caller, acting as the caller with the caller's role. The answer holds the full
    key, shown this once; keep it in a secret manager. A workspace-scoped key is pinned to the workspace
    this request acts in; a workspace-scoped key creates only workspace-scoped keys.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (Creating a key): AK2 takes name (required, 1..100 characters), scope (user, the default,
    or workspace) and expires (30d, 6w, the default, 90d, 1y or never; 1y is 365 days), and answers 201
    with the listed fields and key, the full key, shown in this answer only (only its SHA-256 hash is
    stored). A user key follows the user's active workspace; a workspace key is pinned to the workspace
    the request acts in (the caller's active workspace, or the pinned workspace of the caller's key). An
    unknown field, an empty or long name, or another scope or expiry is a 400 naming the field, and no
    key is made.

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

    Decision (Retrying a key's creation with an Idempotency-Key): AK2 takes an Idempotency-Key as every
    POST does: a retry gets the first answer again and makes no second key, but without key, which is
    not stored anywhere; a client that lost the first answer revokes that key (its id is in the replay)
    and creates another.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

    Args:
        idempotency_key (str | Unset):
        body (CreateApiKeyRequest): Decision (Creating a key): AK2 takes name (required, 1..100
            characters), scope (user, the default, or workspace) and expires (30d, 6w, the default,
            90d, 1y or never; 1y is 365 days), and answers 201 with the listed fields and key, the
            full key, shown in this answer only (only its SHA-256 hash is stored). A user key follows
            the user's active workspace; a workspace key is pinned to the workspace the request acts
            in (the caller's active workspace, or the pinned workspace of the caller's key). An
            unknown field, an empty or long name, or another scope or expiry is a 400 naming the
            field, and no key is made.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedApiKey | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateApiKeyRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedApiKey | ErrorDetail | ValidationError]:
    """Create API key

     Creates a key for the caller, acting as the caller with the caller's role. The answer holds the full
    key, shown this once; keep it in a secret manager. A workspace-scoped key is pinned to the workspace
    this request acts in; a workspace-scoped key creates only workspace-scoped keys.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (Creating a key): AK2 takes name (required, 1..100 characters), scope (user, the default,
    or workspace) and expires (30d, 6w, the default, 90d, 1y or never; 1y is 365 days), and answers 201
    with the listed fields and key, the full key, shown in this answer only (only its SHA-256 hash is
    stored). A user key follows the user's active workspace; a workspace key is pinned to the workspace
    the request acts in (the caller's active workspace, or the pinned workspace of the caller's key). An
    unknown field, an empty or long name, or another scope or expiry is a 400 naming the field, and no
    key is made.

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

    Decision (Retrying a key's creation with an Idempotency-Key): AK2 takes an Idempotency-Key as every
    POST does: a retry gets the first answer again and makes no second key, but without key, which is
    not stored anywhere; a client that lost the first answer revokes that key (its id is in the replay)
    and creates another.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

    Args:
        idempotency_key (str | Unset):
        body (CreateApiKeyRequest): Decision (Creating a key): AK2 takes name (required, 1..100
            characters), scope (user, the default, or workspace) and expires (30d, 6w, the default,
            90d, 1y or never; 1y is 365 days), and answers 201 with the listed fields and key, the
            full key, shown in this answer only (only its SHA-256 hash is stored). A user key follows
            the user's active workspace; a workspace key is pinned to the workspace the request acts
            in (the caller's active workspace, or the pinned workspace of the caller's key). An
            unknown field, an empty or long name, or another scope or expiry is a 400 naming the
            field, and no key is made.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedApiKey | ErrorDetail | ValidationError]
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
    body: CreateApiKeyRequest,
    idempotency_key: str | Unset = UNSET,
) -> CreatedApiKey | ErrorDetail | ValidationError | None:
    """Create API key

     Creates a key for the caller, acting as the caller with the caller's role. The answer holds the full
    key, shown this once; keep it in a secret manager. A workspace-scoped key is pinned to the workspace
    this request acts in; a workspace-scoped key creates only workspace-scoped keys.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (Creating a key): AK2 takes name (required, 1..100 characters), scope (user, the default,
    or workspace) and expires (30d, 6w, the default, 90d, 1y or never; 1y is 365 days), and answers 201
    with the listed fields and key, the full key, shown in this answer only (only its SHA-256 hash is
    stored). A user key follows the user's active workspace; a workspace key is pinned to the workspace
    the request acts in (the caller's active workspace, or the pinned workspace of the caller's key). An
    unknown field, an empty or long name, or another scope or expiry is a 400 naming the field, and no
    key is made.

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

    Decision (Retrying a key's creation with an Idempotency-Key): AK2 takes an Idempotency-Key as every
    POST does: a retry gets the first answer again and makes no second key, but without key, which is
    not stored anywhere; a client that lost the first answer revokes that key (its id is in the replay)
    and creates another.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

    Args:
        idempotency_key (str | Unset):
        body (CreateApiKeyRequest): Decision (Creating a key): AK2 takes name (required, 1..100
            characters), scope (user, the default, or workspace) and expires (30d, 6w, the default,
            90d, 1y or never; 1y is 365 days), and answers 201 with the listed fields and key, the
            full key, shown in this answer only (only its SHA-256 hash is stored). A user key follows
            the user's active workspace; a workspace key is pinned to the workspace the request acts
            in (the caller's active workspace, or the pinned workspace of the caller's key). An
            unknown field, an empty or long name, or another scope or expiry is a 400 naming the
            field, and no key is made.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedApiKey | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
