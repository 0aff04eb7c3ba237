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

     Creates an API key that acts as you, with your role. The answer holds the full key, shown this once:
    store it in a secret manager. scope workspace pins the key to the current workspace; a workspace-
    scoped key can only create workspace-scoped keys.

    Decisions: [api_key_operations](/api/docs/decisions.html#api_key_operations),
    [api_key_creation](/api/docs/decisions.html#api_key_creation),
    [api_key_reach](/api/docs/decisions.html#api_key_reach),
    [api_key_creation_replay](/api/docs/decisions.html#api_key_creation_replay),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        idempotency_key (str | Unset):
        body (CreateApiKeyRequest): Decision:
            [api_key_creation](/api/docs/decisions.html#api_key_creation).

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

     Creates an API key that acts as you, with your role. The answer holds the full key, shown this once:
    store it in a secret manager. scope workspace pins the key to the current workspace; a workspace-
    scoped key can only create workspace-scoped keys.

    Decisions: [api_key_operations](/api/docs/decisions.html#api_key_operations),
    [api_key_creation](/api/docs/decisions.html#api_key_creation),
    [api_key_reach](/api/docs/decisions.html#api_key_reach),
    [api_key_creation_replay](/api/docs/decisions.html#api_key_creation_replay),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        idempotency_key (str | Unset):
        body (CreateApiKeyRequest): Decision:
            [api_key_creation](/api/docs/decisions.html#api_key_creation).

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

     Creates an API key that acts as you, with your role. The answer holds the full key, shown this once:
    store it in a secret manager. scope workspace pins the key to the current workspace; a workspace-
    scoped key can only create workspace-scoped keys.

    Decisions: [api_key_operations](/api/docs/decisions.html#api_key_operations),
    [api_key_creation](/api/docs/decisions.html#api_key_creation),
    [api_key_reach](/api/docs/decisions.html#api_key_reach),
    [api_key_creation_replay](/api/docs/decisions.html#api_key_creation_replay),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        idempotency_key (str | Unset):
        body (CreateApiKeyRequest): Decision:
            [api_key_creation](/api/docs/decisions.html#api_key_creation).

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

     Creates an API key that acts as you, with your role. The answer holds the full key, shown this once:
    store it in a secret manager. scope workspace pins the key to the current workspace; a workspace-
    scoped key can only create workspace-scoped keys.

    Decisions: [api_key_operations](/api/docs/decisions.html#api_key_operations),
    [api_key_creation](/api/docs/decisions.html#api_key_creation),
    [api_key_reach](/api/docs/decisions.html#api_key_reach),
    [api_key_creation_replay](/api/docs/decisions.html#api_key_creation_replay),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any member with a role.

    Args:
        idempotency_key (str | Unset):
        body (CreateApiKeyRequest): Decision:
            [api_key_creation](/api/docs/decisions.html#api_key_creation).

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
