from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.user_profile import UserProfile
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/accounts/users/me/",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | UserProfile | ValidationError | None:
    if response.status_code == 200:
        response_200 = UserProfile.from_dict(response.json())

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
) -> Response[ErrorDetail | UserProfile | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[ErrorDetail | UserProfile | ValidationError]:
    """Current user

     Decision (API key format and storage): Keys are "cnp_" followed by 43 URL-safe characters (256
    random bits); only a SHA-256 hash and the first 12 characters are stored; expiry 30d, 6w (default),
    90d, 1y or never.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Permission: any member with a role.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | UserProfile | ValidationError]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> ErrorDetail | UserProfile | ValidationError | None:
    """Current user

     Decision (API key format and storage): Keys are "cnp_" followed by 43 URL-safe characters (256
    random bits); only a SHA-256 hash and the first 12 characters are stored; expiry 30d, 6w (default),
    90d, 1y or never.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Permission: any member with a role.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | UserProfile | ValidationError
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[ErrorDetail | UserProfile | ValidationError]:
    """Current user

     Decision (API key format and storage): Keys are "cnp_" followed by 43 URL-safe characters (256
    random bits); only a SHA-256 hash and the first 12 characters are stored; expiry 30d, 6w (default),
    90d, 1y or never.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Permission: any member with a role.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | UserProfile | ValidationError]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> ErrorDetail | UserProfile | ValidationError | None:
    """Current user

     Decision (API key format and storage): Keys are "cnp_" followed by 43 URL-safe characters (256
    random bits); only a SHA-256 hash and the first 12 characters are stored; expiry 30d, 6w (default),
    90d, 1y or never.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Permission: any member with a role.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | UserProfile | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
