from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/accounts/members/{id}/".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | ErrorDetail | ValidationError | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = ValidationError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorDetail.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorDetail.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorDetail.from_dict(response.json())

        return response_404

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
) -> Response[Any | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Response[Any | ErrorDetail | ValidationError]:
    """Remove member

     Removes a member from the workspace, or lets members leave by removing themselves. Owners remove
    anyone, Admins anyone but the Owner; Editors and Viewers only themselves. The Owner hands ownership
    over (M2) before leaving.

    Decisions: [member_rule_violations](/api/docs/decisions.html#member_rule_violations),
    [remove_member_response](/api/docs/decisions.html#remove_member_response),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any valid API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Any | ErrorDetail | ValidationError | None:
    """Remove member

     Removes a member from the workspace, or lets members leave by removing themselves. Owners remove
    anyone, Admins anyone but the Owner; Editors and Viewers only themselves. The Owner hands ownership
    over (M2) before leaving.

    Decisions: [member_rule_violations](/api/docs/decisions.html#member_rule_violations),
    [remove_member_response](/api/docs/decisions.html#remove_member_response),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any valid API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorDetail | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Response[Any | ErrorDetail | ValidationError]:
    """Remove member

     Removes a member from the workspace, or lets members leave by removing themselves. Owners remove
    anyone, Admins anyone but the Owner; Editors and Viewers only themselves. The Owner hands ownership
    over (M2) before leaving.

    Decisions: [member_rule_violations](/api/docs/decisions.html#member_rule_violations),
    [remove_member_response](/api/docs/decisions.html#remove_member_response),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any valid API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Any | ErrorDetail | ValidationError | None:
    """Remove member

     Removes a member from the workspace, or lets members leave by removing themselves. Owners remove
    anyone, Admins anyone but the Owner; Editors and Viewers only themselves. The Owner hands ownership
    over (M2) before leaving.

    Decisions: [member_rule_violations](/api/docs/decisions.html#member_rule_violations),
    [remove_member_response](/api/docs/decisions.html#remove_member_response),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: any valid API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
