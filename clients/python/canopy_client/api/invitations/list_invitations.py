import datetime
from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.invitation_list import InvitationList
from ...models.invitation_status import InvitationStatus
from ...models.list_invitations_ordering_item import ListInvitationsOrderingItem
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: list[InvitationStatus] | Unset = UNSET,
    email: str | Unset = UNSET,
    email_icontains: str | Unset = UNSET,
    id: UUID | Unset = UNSET,
    id_in: list[UUID] | Unset = UNSET,
    id_exclude_in: list[UUID] | Unset = UNSET,
    invited_by: int | Unset = UNSET,
    auth_group: int | Unset = UNSET,
    auth_group_in: list[int] | Unset = UNSET,
    auth_group_name: str | Unset = UNSET,
    auth_group_name_in: list[str] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    created_at_date: datetime.date | Unset = UNSET,
    created_at_date_gte: datetime.date | Unset = UNSET,
    created_at_date_lte: datetime.date | Unset = UNSET,
    expires_at_gte: datetime.datetime | Unset = UNSET,
    expires_at_lte: datetime.datetime | Unset = UNSET,
    expires_at_date: datetime.date | Unset = UNSET,
    expires_at_date_gte: datetime.date | Unset = UNSET,
    expires_at_date_lte: datetime.date | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListInvitationsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: list[str] | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = []
        for status_item_data in status:
            status_item = status_item_data.value
            json_status.append(status_item)

    params["status"] = json_status

    params["email"] = email

    params["email__icontains"] = email_icontains

    json_id: str | Unset = UNSET
    if not isinstance(id, Unset):
        json_id = str(id)
    params["id"] = json_id

    json_id_in: list[str] | Unset = UNSET
    if not isinstance(id_in, Unset):
        json_id_in = []
        for id_in_item_data in id_in:
            id_in_item = str(id_in_item_data)
            json_id_in.append(id_in_item)

    params["id__in"] = json_id_in

    json_id_exclude_in: list[str] | Unset = UNSET
    if not isinstance(id_exclude_in, Unset):
        json_id_exclude_in = []
        for id_exclude_in_item_data in id_exclude_in:
            id_exclude_in_item = str(id_exclude_in_item_data)
            json_id_exclude_in.append(id_exclude_in_item)

    params["id__exclude_in"] = json_id_exclude_in

    params["invited_by"] = invited_by

    params["auth_group"] = auth_group

    json_auth_group_in: list[int] | Unset = UNSET
    if not isinstance(auth_group_in, Unset):
        json_auth_group_in = auth_group_in

    params["auth_group__in"] = json_auth_group_in

    params["auth_group__name"] = auth_group_name

    json_auth_group_name_in: list[str] | Unset = UNSET
    if not isinstance(auth_group_name_in, Unset):
        json_auth_group_name_in = auth_group_name_in

    params["auth_group__name__in"] = json_auth_group_name_in

    json_created_at_gte: str | Unset = UNSET
    if not isinstance(created_at_gte, Unset):
        json_created_at_gte = created_at_gte.isoformat()
    params["created_at__gte"] = json_created_at_gte

    json_created_at_lte: str | Unset = UNSET
    if not isinstance(created_at_lte, Unset):
        json_created_at_lte = created_at_lte.isoformat()
    params["created_at__lte"] = json_created_at_lte

    json_created_at_date: str | Unset = UNSET
    if not isinstance(created_at_date, Unset):
        json_created_at_date = created_at_date.isoformat()
    params["created_at__date"] = json_created_at_date

    json_created_at_date_gte: str | Unset = UNSET
    if not isinstance(created_at_date_gte, Unset):
        json_created_at_date_gte = created_at_date_gte.isoformat()
    params["created_at__date__gte"] = json_created_at_date_gte

    json_created_at_date_lte: str | Unset = UNSET
    if not isinstance(created_at_date_lte, Unset):
        json_created_at_date_lte = created_at_date_lte.isoformat()
    params["created_at__date__lte"] = json_created_at_date_lte

    json_expires_at_gte: str | Unset = UNSET
    if not isinstance(expires_at_gte, Unset):
        json_expires_at_gte = expires_at_gte.isoformat()
    params["expires_at__gte"] = json_expires_at_gte

    json_expires_at_lte: str | Unset = UNSET
    if not isinstance(expires_at_lte, Unset):
        json_expires_at_lte = expires_at_lte.isoformat()
    params["expires_at__lte"] = json_expires_at_lte

    json_expires_at_date: str | Unset = UNSET
    if not isinstance(expires_at_date, Unset):
        json_expires_at_date = expires_at_date.isoformat()
    params["expires_at__date"] = json_expires_at_date

    json_expires_at_date_gte: str | Unset = UNSET
    if not isinstance(expires_at_date_gte, Unset):
        json_expires_at_date_gte = expires_at_date_gte.isoformat()
    params["expires_at__date__gte"] = json_expires_at_date_gte

    json_expires_at_date_lte: str | Unset = UNSET
    if not isinstance(expires_at_date_lte, Unset):
        json_expires_at_date_lte = expires_at_date_lte.isoformat()
    params["expires_at__date__lte"] = json_expires_at_date_lte

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
        "url": "/api/accounts/invitations/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | InvitationList | ValidationError | None:
    if response.status_code == 200:
        response_200 = InvitationList.from_dict(response.json())

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
) -> Response[ErrorDetail | InvitationList | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: list[InvitationStatus] | Unset = UNSET,
    email: str | Unset = UNSET,
    email_icontains: str | Unset = UNSET,
    id: UUID | Unset = UNSET,
    id_in: list[UUID] | Unset = UNSET,
    id_exclude_in: list[UUID] | Unset = UNSET,
    invited_by: int | Unset = UNSET,
    auth_group: int | Unset = UNSET,
    auth_group_in: list[int] | Unset = UNSET,
    auth_group_name: str | Unset = UNSET,
    auth_group_name_in: list[str] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    created_at_date: datetime.date | Unset = UNSET,
    created_at_date_gte: datetime.date | Unset = UNSET,
    created_at_date_lte: datetime.date | Unset = UNSET,
    expires_at_gte: datetime.datetime | Unset = UNSET,
    expires_at_lte: datetime.datetime | Unset = UNSET,
    expires_at_date: datetime.date | Unset = UNSET,
    expires_at_date_gte: datetime.date | Unset = UNSET,
    expires_at_date_lte: datetime.date | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListInvitationsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | InvitationList | ValidationError]:
    """List invitations

     Lists the invitations of the current workspace, newest first by default. Filter by status to find
    pending or expired ones.

    Decisions: [invitation_expiry](/api/docs/decisions.html#invitation_expiry),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_invitation.

    Args:
        status (list[InvitationStatus] | Unset):
        email (str | Unset):
        email_icontains (str | Unset):
        id (UUID | Unset):
        id_in (list[UUID] | Unset):
        id_exclude_in (list[UUID] | Unset):
        invited_by (int | Unset):
        auth_group (int | Unset):
        auth_group_in (list[int] | Unset):
        auth_group_name (str | Unset):
        auth_group_name_in (list[str] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        created_at_date (datetime.date | Unset):
        created_at_date_gte (datetime.date | Unset):
        created_at_date_lte (datetime.date | Unset):
        expires_at_gte (datetime.datetime | Unset):
        expires_at_lte (datetime.datetime | Unset):
        expires_at_date (datetime.date | Unset):
        expires_at_date_gte (datetime.date | Unset):
        expires_at_date_lte (datetime.date | Unset):
        search (str | Unset):
        ordering (list[ListInvitationsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | InvitationList | ValidationError]
    """

    kwargs = _get_kwargs(
        status=status,
        email=email,
        email_icontains=email_icontains,
        id=id,
        id_in=id_in,
        id_exclude_in=id_exclude_in,
        invited_by=invited_by,
        auth_group=auth_group,
        auth_group_in=auth_group_in,
        auth_group_name=auth_group_name,
        auth_group_name_in=auth_group_name_in,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        created_at_date=created_at_date,
        created_at_date_gte=created_at_date_gte,
        created_at_date_lte=created_at_date_lte,
        expires_at_gte=expires_at_gte,
        expires_at_lte=expires_at_lte,
        expires_at_date=expires_at_date,
        expires_at_date_gte=expires_at_date_gte,
        expires_at_date_lte=expires_at_date_lte,
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
    status: list[InvitationStatus] | Unset = UNSET,
    email: str | Unset = UNSET,
    email_icontains: str | Unset = UNSET,
    id: UUID | Unset = UNSET,
    id_in: list[UUID] | Unset = UNSET,
    id_exclude_in: list[UUID] | Unset = UNSET,
    invited_by: int | Unset = UNSET,
    auth_group: int | Unset = UNSET,
    auth_group_in: list[int] | Unset = UNSET,
    auth_group_name: str | Unset = UNSET,
    auth_group_name_in: list[str] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    created_at_date: datetime.date | Unset = UNSET,
    created_at_date_gte: datetime.date | Unset = UNSET,
    created_at_date_lte: datetime.date | Unset = UNSET,
    expires_at_gte: datetime.datetime | Unset = UNSET,
    expires_at_lte: datetime.datetime | Unset = UNSET,
    expires_at_date: datetime.date | Unset = UNSET,
    expires_at_date_gte: datetime.date | Unset = UNSET,
    expires_at_date_lte: datetime.date | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListInvitationsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | InvitationList | ValidationError | None:
    """List invitations

     Lists the invitations of the current workspace, newest first by default. Filter by status to find
    pending or expired ones.

    Decisions: [invitation_expiry](/api/docs/decisions.html#invitation_expiry),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_invitation.

    Args:
        status (list[InvitationStatus] | Unset):
        email (str | Unset):
        email_icontains (str | Unset):
        id (UUID | Unset):
        id_in (list[UUID] | Unset):
        id_exclude_in (list[UUID] | Unset):
        invited_by (int | Unset):
        auth_group (int | Unset):
        auth_group_in (list[int] | Unset):
        auth_group_name (str | Unset):
        auth_group_name_in (list[str] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        created_at_date (datetime.date | Unset):
        created_at_date_gte (datetime.date | Unset):
        created_at_date_lte (datetime.date | Unset):
        expires_at_gte (datetime.datetime | Unset):
        expires_at_lte (datetime.datetime | Unset):
        expires_at_date (datetime.date | Unset):
        expires_at_date_gte (datetime.date | Unset):
        expires_at_date_lte (datetime.date | Unset):
        search (str | Unset):
        ordering (list[ListInvitationsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | InvitationList | ValidationError
    """

    return sync_detailed(
        client=client,
        status=status,
        email=email,
        email_icontains=email_icontains,
        id=id,
        id_in=id_in,
        id_exclude_in=id_exclude_in,
        invited_by=invited_by,
        auth_group=auth_group,
        auth_group_in=auth_group_in,
        auth_group_name=auth_group_name,
        auth_group_name_in=auth_group_name_in,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        created_at_date=created_at_date,
        created_at_date_gte=created_at_date_gte,
        created_at_date_lte=created_at_date_lte,
        expires_at_gte=expires_at_gte,
        expires_at_lte=expires_at_lte,
        expires_at_date=expires_at_date,
        expires_at_date_gte=expires_at_date_gte,
        expires_at_date_lte=expires_at_date_lte,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: list[InvitationStatus] | Unset = UNSET,
    email: str | Unset = UNSET,
    email_icontains: str | Unset = UNSET,
    id: UUID | Unset = UNSET,
    id_in: list[UUID] | Unset = UNSET,
    id_exclude_in: list[UUID] | Unset = UNSET,
    invited_by: int | Unset = UNSET,
    auth_group: int | Unset = UNSET,
    auth_group_in: list[int] | Unset = UNSET,
    auth_group_name: str | Unset = UNSET,
    auth_group_name_in: list[str] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    created_at_date: datetime.date | Unset = UNSET,
    created_at_date_gte: datetime.date | Unset = UNSET,
    created_at_date_lte: datetime.date | Unset = UNSET,
    expires_at_gte: datetime.datetime | Unset = UNSET,
    expires_at_lte: datetime.datetime | Unset = UNSET,
    expires_at_date: datetime.date | Unset = UNSET,
    expires_at_date_gte: datetime.date | Unset = UNSET,
    expires_at_date_lte: datetime.date | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListInvitationsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | InvitationList | ValidationError]:
    """List invitations

     Lists the invitations of the current workspace, newest first by default. Filter by status to find
    pending or expired ones.

    Decisions: [invitation_expiry](/api/docs/decisions.html#invitation_expiry),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_invitation.

    Args:
        status (list[InvitationStatus] | Unset):
        email (str | Unset):
        email_icontains (str | Unset):
        id (UUID | Unset):
        id_in (list[UUID] | Unset):
        id_exclude_in (list[UUID] | Unset):
        invited_by (int | Unset):
        auth_group (int | Unset):
        auth_group_in (list[int] | Unset):
        auth_group_name (str | Unset):
        auth_group_name_in (list[str] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        created_at_date (datetime.date | Unset):
        created_at_date_gte (datetime.date | Unset):
        created_at_date_lte (datetime.date | Unset):
        expires_at_gte (datetime.datetime | Unset):
        expires_at_lte (datetime.datetime | Unset):
        expires_at_date (datetime.date | Unset):
        expires_at_date_gte (datetime.date | Unset):
        expires_at_date_lte (datetime.date | Unset):
        search (str | Unset):
        ordering (list[ListInvitationsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | InvitationList | ValidationError]
    """

    kwargs = _get_kwargs(
        status=status,
        email=email,
        email_icontains=email_icontains,
        id=id,
        id_in=id_in,
        id_exclude_in=id_exclude_in,
        invited_by=invited_by,
        auth_group=auth_group,
        auth_group_in=auth_group_in,
        auth_group_name=auth_group_name,
        auth_group_name_in=auth_group_name_in,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        created_at_date=created_at_date,
        created_at_date_gte=created_at_date_gte,
        created_at_date_lte=created_at_date_lte,
        expires_at_gte=expires_at_gte,
        expires_at_lte=expires_at_lte,
        expires_at_date=expires_at_date,
        expires_at_date_gte=expires_at_date_gte,
        expires_at_date_lte=expires_at_date_lte,
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
    status: list[InvitationStatus] | Unset = UNSET,
    email: str | Unset = UNSET,
    email_icontains: str | Unset = UNSET,
    id: UUID | Unset = UNSET,
    id_in: list[UUID] | Unset = UNSET,
    id_exclude_in: list[UUID] | Unset = UNSET,
    invited_by: int | Unset = UNSET,
    auth_group: int | Unset = UNSET,
    auth_group_in: list[int] | Unset = UNSET,
    auth_group_name: str | Unset = UNSET,
    auth_group_name_in: list[str] | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    created_at_date: datetime.date | Unset = UNSET,
    created_at_date_gte: datetime.date | Unset = UNSET,
    created_at_date_lte: datetime.date | Unset = UNSET,
    expires_at_gte: datetime.datetime | Unset = UNSET,
    expires_at_lte: datetime.datetime | Unset = UNSET,
    expires_at_date: datetime.date | Unset = UNSET,
    expires_at_date_gte: datetime.date | Unset = UNSET,
    expires_at_date_lte: datetime.date | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListInvitationsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | InvitationList | ValidationError | None:
    """List invitations

     Lists the invitations of the current workspace, newest first by default. Filter by status to find
    pending or expired ones.

    Decisions: [invitation_expiry](/api/docs/decisions.html#invitation_expiry),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_invitation.

    Args:
        status (list[InvitationStatus] | Unset):
        email (str | Unset):
        email_icontains (str | Unset):
        id (UUID | Unset):
        id_in (list[UUID] | Unset):
        id_exclude_in (list[UUID] | Unset):
        invited_by (int | Unset):
        auth_group (int | Unset):
        auth_group_in (list[int] | Unset):
        auth_group_name (str | Unset):
        auth_group_name_in (list[str] | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        created_at_date (datetime.date | Unset):
        created_at_date_gte (datetime.date | Unset):
        created_at_date_lte (datetime.date | Unset):
        expires_at_gte (datetime.datetime | Unset):
        expires_at_lte (datetime.datetime | Unset):
        expires_at_date (datetime.date | Unset):
        expires_at_date_gte (datetime.date | Unset):
        expires_at_date_lte (datetime.date | Unset):
        search (str | Unset):
        ordering (list[ListInvitationsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | InvitationList | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            email=email,
            email_icontains=email_icontains,
            id=id,
            id_in=id_in,
            id_exclude_in=id_exclude_in,
            invited_by=invited_by,
            auth_group=auth_group,
            auth_group_in=auth_group_in,
            auth_group_name=auth_group_name,
            auth_group_name_in=auth_group_name_in,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            created_at_date=created_at_date,
            created_at_date_gte=created_at_date_gte,
            created_at_date_lte=created_at_date_lte,
            expires_at_gte=expires_at_gte,
            expires_at_lte=expires_at_lte,
            expires_at_date=expires_at_date,
            expires_at_date_gte=expires_at_date_gte,
            expires_at_date_lte=expires_at_date_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
