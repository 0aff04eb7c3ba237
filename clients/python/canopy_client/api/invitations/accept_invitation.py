from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.accept_invitation_request import AcceptInvitationRequest
from ...models.error_detail import ErrorDetail
from ...models.invitation_acceptance import InvitationAcceptance
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: UUID,
    *,
    body: AcceptInvitationRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/accounts/invitations/{id}/accept/".format(
            id=quote(str(id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | InvitationAcceptance | ValidationError | None:
    if response.status_code == 201:
        response_201 = InvitationAcceptance.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ValidationError.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = ErrorDetail.from_dict(response.json())

        return response_404

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
) -> Response[ErrorDetail | InvitationAcceptance | ValidationError]:
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
    body: AcceptInvitationRequest | Unset = UNSET,
) -> Response[ErrorDetail | InvitationAcceptance | ValidationError]:
    """Accept invitation

     Accepts a pending invitation: the invitee joins the workspace with the invited role and gets a first
    API key, pinned to that workspace and shown in this answer only. New users give first_name and
    last_name. Needs no API key: the UUID is the credential. An invitation that is no longer pending
    answers 404.

    Decisions: [invitation_acceptance](/api/docs/decisions.html#invitation_acceptance),
    [invitation_acceptance_key](/api/docs/decisions.html#invitation_acceptance_key),
    [invitation_lookup_rate_limit](/api/docs/decisions.html#invitation_lookup_rate_limit),
    [invitation_page](/api/docs/decisions.html#invitation_page),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Args:
        id (UUID):
        body (AcceptInvitationRequest | Unset): Decision:
            [invitation_acceptance](/api/docs/decisions.html#invitation_acceptance).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | InvitationAcceptance | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: AcceptInvitationRequest | Unset = UNSET,
) -> ErrorDetail | InvitationAcceptance | ValidationError | None:
    """Accept invitation

     Accepts a pending invitation: the invitee joins the workspace with the invited role and gets a first
    API key, pinned to that workspace and shown in this answer only. New users give first_name and
    last_name. Needs no API key: the UUID is the credential. An invitation that is no longer pending
    answers 404.

    Decisions: [invitation_acceptance](/api/docs/decisions.html#invitation_acceptance),
    [invitation_acceptance_key](/api/docs/decisions.html#invitation_acceptance_key),
    [invitation_lookup_rate_limit](/api/docs/decisions.html#invitation_lookup_rate_limit),
    [invitation_page](/api/docs/decisions.html#invitation_page),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Args:
        id (UUID):
        body (AcceptInvitationRequest | Unset): Decision:
            [invitation_acceptance](/api/docs/decisions.html#invitation_acceptance).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | InvitationAcceptance | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: AcceptInvitationRequest | Unset = UNSET,
) -> Response[ErrorDetail | InvitationAcceptance | ValidationError]:
    """Accept invitation

     Accepts a pending invitation: the invitee joins the workspace with the invited role and gets a first
    API key, pinned to that workspace and shown in this answer only. New users give first_name and
    last_name. Needs no API key: the UUID is the credential. An invitation that is no longer pending
    answers 404.

    Decisions: [invitation_acceptance](/api/docs/decisions.html#invitation_acceptance),
    [invitation_acceptance_key](/api/docs/decisions.html#invitation_acceptance_key),
    [invitation_lookup_rate_limit](/api/docs/decisions.html#invitation_lookup_rate_limit),
    [invitation_page](/api/docs/decisions.html#invitation_page),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Args:
        id (UUID):
        body (AcceptInvitationRequest | Unset): Decision:
            [invitation_acceptance](/api/docs/decisions.html#invitation_acceptance).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | InvitationAcceptance | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: AcceptInvitationRequest | Unset = UNSET,
) -> ErrorDetail | InvitationAcceptance | ValidationError | None:
    """Accept invitation

     Accepts a pending invitation: the invitee joins the workspace with the invited role and gets a first
    API key, pinned to that workspace and shown in this answer only. New users give first_name and
    last_name. Needs no API key: the UUID is the credential. An invitation that is no longer pending
    answers 404.

    Decisions: [invitation_acceptance](/api/docs/decisions.html#invitation_acceptance),
    [invitation_acceptance_key](/api/docs/decisions.html#invitation_acceptance_key),
    [invitation_lookup_rate_limit](/api/docs/decisions.html#invitation_lookup_rate_limit),
    [invitation_page](/api/docs/decisions.html#invitation_page),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Args:
        id (UUID):
        body (AcceptInvitationRequest | Unset): Decision:
            [invitation_acceptance](/api/docs/decisions.html#invitation_acceptance).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | InvitationAcceptance | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
