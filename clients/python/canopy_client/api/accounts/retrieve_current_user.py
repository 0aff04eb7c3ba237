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
    """Retrieve the current user

     Returns the user the API key acts for, with the active workspace, the membership in it and the role
    with its permissions. Use it to check which workspace a key acts in and what it may do.

    Decisions: [api_key_format](/api/docs/decisions.html#api_key_format),
    [api_key_operations](/api/docs/decisions.html#api_key_operations).

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
    """Retrieve the current user

     Returns the user the API key acts for, with the active workspace, the membership in it and the role
    with its permissions. Use it to check which workspace a key acts in and what it may do.

    Decisions: [api_key_format](/api/docs/decisions.html#api_key_format),
    [api_key_operations](/api/docs/decisions.html#api_key_operations).

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
    """Retrieve the current user

     Returns the user the API key acts for, with the active workspace, the membership in it and the role
    with its permissions. Use it to check which workspace a key acts in and what it may do.

    Decisions: [api_key_format](/api/docs/decisions.html#api_key_format),
    [api_key_operations](/api/docs/decisions.html#api_key_operations).

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
    """Retrieve the current user

     Returns the user the API key acts for, with the active workspace, the membership in it and the role
    with its permissions. Use it to check which workspace a key acts in and what it may do.

    Decisions: [api_key_format](/api/docs/decisions.html#api_key_format),
    [api_key_operations](/api/docs/decisions.html#api_key_operations).

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
