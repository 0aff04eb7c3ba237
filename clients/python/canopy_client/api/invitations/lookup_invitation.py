from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.invitation_preview import InvitationPreview
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/accounts/invitations/{id}/preview/".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | InvitationPreview | ValidationError | None:
    if response.status_code == 200:
        response_200 = InvitationPreview.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ValidationError.from_dict(response.json())

        return response_400

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
) -> Response[ErrorDetail | InvitationPreview | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorDetail | InvitationPreview | ValidationError]:
    """Look up an invitation (no key needed)

     Returns what the emailed invitation link shows: the inviting workspace, the email, the role and the
    expiry. Needs no API key, since the invitee has none yet: the UUID is the credential.

    Decisions: [invitation_preview_flags](/api/docs/decisions.html#invitation_preview_flags),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | InvitationPreview | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorDetail | InvitationPreview | ValidationError | None:
    """Look up an invitation (no key needed)

     Returns what the emailed invitation link shows: the inviting workspace, the email, the role and the
    expiry. Needs no API key, since the invitee has none yet: the UUID is the credential.

    Decisions: [invitation_preview_flags](/api/docs/decisions.html#invitation_preview_flags),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | InvitationPreview | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorDetail | InvitationPreview | ValidationError]:
    """Look up an invitation (no key needed)

     Returns what the emailed invitation link shows: the inviting workspace, the email, the role and the
    expiry. Needs no API key, since the invitee has none yet: the UUID is the credential.

    Decisions: [invitation_preview_flags](/api/docs/decisions.html#invitation_preview_flags),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | InvitationPreview | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorDetail | InvitationPreview | ValidationError | None:
    """Look up an invitation (no key needed)

     Returns what the emailed invitation link shows: the inviting workspace, the email, the role and the
    expiry. Needs no API key, since the invitee has none yet: the UUID is the credential.

    Decisions: [invitation_preview_flags](/api/docs/decisions.html#invitation_preview_flags),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | InvitationPreview | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
