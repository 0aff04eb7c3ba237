import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.list_members_ordering_item import ListMembersOrderingItem
from ...models.member_list import MemberList
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    auth_group: int | Unset = UNSET,
    auth_group_in: list[int] | Unset = UNSET,
    auth_group_isnull: bool | Unset = UNSET,
    auth_group_name: str | Unset = UNSET,
    auth_group_name_icontains: str | Unset = UNSET,
    auth_group_name_in: list[str] | Unset = UNSET,
    user_email: str | Unset = UNSET,
    user_email_icontains: str | Unset = UNSET,
    user_email_istartswith: str | Unset = UNSET,
    user_first_name: str | Unset = UNSET,
    user_first_name_icontains: str | Unset = UNSET,
    user_first_name_istartswith: str | Unset = UNSET,
    user_last_name: str | Unset = UNSET,
    user_last_name_icontains: str | Unset = UNSET,
    user_last_name_istartswith: str | Unset = UNSET,
    user_job_title: str | Unset = UNSET,
    user_job_title_icontains: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    created_at_date: datetime.date | Unset = UNSET,
    created_at_date_gte: datetime.date | Unset = UNSET,
    created_at_date_lte: datetime.date | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_date: datetime.date | Unset = UNSET,
    updated_at_date_gte: datetime.date | Unset = UNSET,
    updated_at_date_lte: datetime.date | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListMembersOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["auth_group"] = auth_group

    json_auth_group_in: list[int] | Unset = UNSET
    if not isinstance(auth_group_in, Unset):
        json_auth_group_in = auth_group_in

    params["auth_group__in"] = json_auth_group_in

    params["auth_group__isnull"] = auth_group_isnull

    params["auth_group__name"] = auth_group_name

    params["auth_group__name__icontains"] = auth_group_name_icontains

    json_auth_group_name_in: list[str] | Unset = UNSET
    if not isinstance(auth_group_name_in, Unset):
        json_auth_group_name_in = auth_group_name_in

    params["auth_group__name__in"] = json_auth_group_name_in

    params["user__email"] = user_email

    params["user__email__icontains"] = user_email_icontains

    params["user__email__istartswith"] = user_email_istartswith

    params["user__first_name"] = user_first_name

    params["user__first_name__icontains"] = user_first_name_icontains

    params["user__first_name__istartswith"] = user_first_name_istartswith

    params["user__last_name"] = user_last_name

    params["user__last_name__icontains"] = user_last_name_icontains

    params["user__last_name__istartswith"] = user_last_name_istartswith

    params["user__job_title"] = user_job_title

    params["user__job_title__icontains"] = user_job_title_icontains

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

    json_updated_at_gte: str | Unset = UNSET
    if not isinstance(updated_at_gte, Unset):
        json_updated_at_gte = updated_at_gte.isoformat()
    params["updated_at__gte"] = json_updated_at_gte

    json_updated_at_lte: str | Unset = UNSET
    if not isinstance(updated_at_lte, Unset):
        json_updated_at_lte = updated_at_lte.isoformat()
    params["updated_at__lte"] = json_updated_at_lte

    json_updated_at_date: str | Unset = UNSET
    if not isinstance(updated_at_date, Unset):
        json_updated_at_date = updated_at_date.isoformat()
    params["updated_at__date"] = json_updated_at_date

    json_updated_at_date_gte: str | Unset = UNSET
    if not isinstance(updated_at_date_gte, Unset):
        json_updated_at_date_gte = updated_at_date_gte.isoformat()
    params["updated_at__date__gte"] = json_updated_at_date_gte

    json_updated_at_date_lte: str | Unset = UNSET
    if not isinstance(updated_at_date_lte, Unset):
        json_updated_at_date_lte = updated_at_date_lte.isoformat()
    params["updated_at__date__lte"] = json_updated_at_date_lte

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
        "url": "/api/accounts/members/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | MemberList | ValidationError | None:
    if response.status_code == 200:
        response_200 = MemberList.from_dict(response.json())

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
) -> Response[ErrorDetail | MemberList | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    auth_group: int | Unset = UNSET,
    auth_group_in: list[int] | Unset = UNSET,
    auth_group_isnull: bool | Unset = UNSET,
    auth_group_name: str | Unset = UNSET,
    auth_group_name_icontains: str | Unset = UNSET,
    auth_group_name_in: list[str] | Unset = UNSET,
    user_email: str | Unset = UNSET,
    user_email_icontains: str | Unset = UNSET,
    user_email_istartswith: str | Unset = UNSET,
    user_first_name: str | Unset = UNSET,
    user_first_name_icontains: str | Unset = UNSET,
    user_first_name_istartswith: str | Unset = UNSET,
    user_last_name: str | Unset = UNSET,
    user_last_name_icontains: str | Unset = UNSET,
    user_last_name_istartswith: str | Unset = UNSET,
    user_job_title: str | Unset = UNSET,
    user_job_title_icontains: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    created_at_date: datetime.date | Unset = UNSET,
    created_at_date_gte: datetime.date | Unset = UNSET,
    created_at_date_lte: datetime.date | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_date: datetime.date | Unset = UNSET,
    updated_at_date_gte: datetime.date | Unset = UNSET,
    updated_at_date_lte: datetime.date | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListMembersOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | MemberList | ValidationError]:
    """List members

     Lists the members of the current workspace with their user details and role, by name by default.

    Decisions: [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_usercompany.

    Args:
        auth_group (int | Unset):
        auth_group_in (list[int] | Unset):
        auth_group_isnull (bool | Unset):
        auth_group_name (str | Unset):
        auth_group_name_icontains (str | Unset):
        auth_group_name_in (list[str] | Unset):
        user_email (str | Unset):
        user_email_icontains (str | Unset):
        user_email_istartswith (str | Unset):
        user_first_name (str | Unset):
        user_first_name_icontains (str | Unset):
        user_first_name_istartswith (str | Unset):
        user_last_name (str | Unset):
        user_last_name_icontains (str | Unset):
        user_last_name_istartswith (str | Unset):
        user_job_title (str | Unset):
        user_job_title_icontains (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        created_at_date (datetime.date | Unset):
        created_at_date_gte (datetime.date | Unset):
        created_at_date_lte (datetime.date | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        updated_at_date (datetime.date | Unset):
        updated_at_date_gte (datetime.date | Unset):
        updated_at_date_lte (datetime.date | Unset):
        search (str | Unset):
        ordering (list[ListMembersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | MemberList | ValidationError]
    """

    kwargs = _get_kwargs(
        auth_group=auth_group,
        auth_group_in=auth_group_in,
        auth_group_isnull=auth_group_isnull,
        auth_group_name=auth_group_name,
        auth_group_name_icontains=auth_group_name_icontains,
        auth_group_name_in=auth_group_name_in,
        user_email=user_email,
        user_email_icontains=user_email_icontains,
        user_email_istartswith=user_email_istartswith,
        user_first_name=user_first_name,
        user_first_name_icontains=user_first_name_icontains,
        user_first_name_istartswith=user_first_name_istartswith,
        user_last_name=user_last_name,
        user_last_name_icontains=user_last_name_icontains,
        user_last_name_istartswith=user_last_name_istartswith,
        user_job_title=user_job_title,
        user_job_title_icontains=user_job_title_icontains,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        created_at_date=created_at_date,
        created_at_date_gte=created_at_date_gte,
        created_at_date_lte=created_at_date_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        updated_at_date=updated_at_date,
        updated_at_date_gte=updated_at_date_gte,
        updated_at_date_lte=updated_at_date_lte,
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
    auth_group: int | Unset = UNSET,
    auth_group_in: list[int] | Unset = UNSET,
    auth_group_isnull: bool | Unset = UNSET,
    auth_group_name: str | Unset = UNSET,
    auth_group_name_icontains: str | Unset = UNSET,
    auth_group_name_in: list[str] | Unset = UNSET,
    user_email: str | Unset = UNSET,
    user_email_icontains: str | Unset = UNSET,
    user_email_istartswith: str | Unset = UNSET,
    user_first_name: str | Unset = UNSET,
    user_first_name_icontains: str | Unset = UNSET,
    user_first_name_istartswith: str | Unset = UNSET,
    user_last_name: str | Unset = UNSET,
    user_last_name_icontains: str | Unset = UNSET,
    user_last_name_istartswith: str | Unset = UNSET,
    user_job_title: str | Unset = UNSET,
    user_job_title_icontains: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    created_at_date: datetime.date | Unset = UNSET,
    created_at_date_gte: datetime.date | Unset = UNSET,
    created_at_date_lte: datetime.date | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_date: datetime.date | Unset = UNSET,
    updated_at_date_gte: datetime.date | Unset = UNSET,
    updated_at_date_lte: datetime.date | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListMembersOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | MemberList | ValidationError | None:
    """List members

     Lists the members of the current workspace with their user details and role, by name by default.

    Decisions: [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_usercompany.

    Args:
        auth_group (int | Unset):
        auth_group_in (list[int] | Unset):
        auth_group_isnull (bool | Unset):
        auth_group_name (str | Unset):
        auth_group_name_icontains (str | Unset):
        auth_group_name_in (list[str] | Unset):
        user_email (str | Unset):
        user_email_icontains (str | Unset):
        user_email_istartswith (str | Unset):
        user_first_name (str | Unset):
        user_first_name_icontains (str | Unset):
        user_first_name_istartswith (str | Unset):
        user_last_name (str | Unset):
        user_last_name_icontains (str | Unset):
        user_last_name_istartswith (str | Unset):
        user_job_title (str | Unset):
        user_job_title_icontains (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        created_at_date (datetime.date | Unset):
        created_at_date_gte (datetime.date | Unset):
        created_at_date_lte (datetime.date | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        updated_at_date (datetime.date | Unset):
        updated_at_date_gte (datetime.date | Unset):
        updated_at_date_lte (datetime.date | Unset):
        search (str | Unset):
        ordering (list[ListMembersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | MemberList | ValidationError
    """

    return sync_detailed(
        client=client,
        auth_group=auth_group,
        auth_group_in=auth_group_in,
        auth_group_isnull=auth_group_isnull,
        auth_group_name=auth_group_name,
        auth_group_name_icontains=auth_group_name_icontains,
        auth_group_name_in=auth_group_name_in,
        user_email=user_email,
        user_email_icontains=user_email_icontains,
        user_email_istartswith=user_email_istartswith,
        user_first_name=user_first_name,
        user_first_name_icontains=user_first_name_icontains,
        user_first_name_istartswith=user_first_name_istartswith,
        user_last_name=user_last_name,
        user_last_name_icontains=user_last_name_icontains,
        user_last_name_istartswith=user_last_name_istartswith,
        user_job_title=user_job_title,
        user_job_title_icontains=user_job_title_icontains,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        created_at_date=created_at_date,
        created_at_date_gte=created_at_date_gte,
        created_at_date_lte=created_at_date_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        updated_at_date=updated_at_date,
        updated_at_date_gte=updated_at_date_gte,
        updated_at_date_lte=updated_at_date_lte,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    auth_group: int | Unset = UNSET,
    auth_group_in: list[int] | Unset = UNSET,
    auth_group_isnull: bool | Unset = UNSET,
    auth_group_name: str | Unset = UNSET,
    auth_group_name_icontains: str | Unset = UNSET,
    auth_group_name_in: list[str] | Unset = UNSET,
    user_email: str | Unset = UNSET,
    user_email_icontains: str | Unset = UNSET,
    user_email_istartswith: str | Unset = UNSET,
    user_first_name: str | Unset = UNSET,
    user_first_name_icontains: str | Unset = UNSET,
    user_first_name_istartswith: str | Unset = UNSET,
    user_last_name: str | Unset = UNSET,
    user_last_name_icontains: str | Unset = UNSET,
    user_last_name_istartswith: str | Unset = UNSET,
    user_job_title: str | Unset = UNSET,
    user_job_title_icontains: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    created_at_date: datetime.date | Unset = UNSET,
    created_at_date_gte: datetime.date | Unset = UNSET,
    created_at_date_lte: datetime.date | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_date: datetime.date | Unset = UNSET,
    updated_at_date_gte: datetime.date | Unset = UNSET,
    updated_at_date_lte: datetime.date | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListMembersOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | MemberList | ValidationError]:
    """List members

     Lists the members of the current workspace with their user details and role, by name by default.

    Decisions: [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_usercompany.

    Args:
        auth_group (int | Unset):
        auth_group_in (list[int] | Unset):
        auth_group_isnull (bool | Unset):
        auth_group_name (str | Unset):
        auth_group_name_icontains (str | Unset):
        auth_group_name_in (list[str] | Unset):
        user_email (str | Unset):
        user_email_icontains (str | Unset):
        user_email_istartswith (str | Unset):
        user_first_name (str | Unset):
        user_first_name_icontains (str | Unset):
        user_first_name_istartswith (str | Unset):
        user_last_name (str | Unset):
        user_last_name_icontains (str | Unset):
        user_last_name_istartswith (str | Unset):
        user_job_title (str | Unset):
        user_job_title_icontains (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        created_at_date (datetime.date | Unset):
        created_at_date_gte (datetime.date | Unset):
        created_at_date_lte (datetime.date | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        updated_at_date (datetime.date | Unset):
        updated_at_date_gte (datetime.date | Unset):
        updated_at_date_lte (datetime.date | Unset):
        search (str | Unset):
        ordering (list[ListMembersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | MemberList | ValidationError]
    """

    kwargs = _get_kwargs(
        auth_group=auth_group,
        auth_group_in=auth_group_in,
        auth_group_isnull=auth_group_isnull,
        auth_group_name=auth_group_name,
        auth_group_name_icontains=auth_group_name_icontains,
        auth_group_name_in=auth_group_name_in,
        user_email=user_email,
        user_email_icontains=user_email_icontains,
        user_email_istartswith=user_email_istartswith,
        user_first_name=user_first_name,
        user_first_name_icontains=user_first_name_icontains,
        user_first_name_istartswith=user_first_name_istartswith,
        user_last_name=user_last_name,
        user_last_name_icontains=user_last_name_icontains,
        user_last_name_istartswith=user_last_name_istartswith,
        user_job_title=user_job_title,
        user_job_title_icontains=user_job_title_icontains,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        created_at_date=created_at_date,
        created_at_date_gte=created_at_date_gte,
        created_at_date_lte=created_at_date_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        updated_at_date=updated_at_date,
        updated_at_date_gte=updated_at_date_gte,
        updated_at_date_lte=updated_at_date_lte,
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
    auth_group: int | Unset = UNSET,
    auth_group_in: list[int] | Unset = UNSET,
    auth_group_isnull: bool | Unset = UNSET,
    auth_group_name: str | Unset = UNSET,
    auth_group_name_icontains: str | Unset = UNSET,
    auth_group_name_in: list[str] | Unset = UNSET,
    user_email: str | Unset = UNSET,
    user_email_icontains: str | Unset = UNSET,
    user_email_istartswith: str | Unset = UNSET,
    user_first_name: str | Unset = UNSET,
    user_first_name_icontains: str | Unset = UNSET,
    user_first_name_istartswith: str | Unset = UNSET,
    user_last_name: str | Unset = UNSET,
    user_last_name_icontains: str | Unset = UNSET,
    user_last_name_istartswith: str | Unset = UNSET,
    user_job_title: str | Unset = UNSET,
    user_job_title_icontains: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    created_at_date: datetime.date | Unset = UNSET,
    created_at_date_gte: datetime.date | Unset = UNSET,
    created_at_date_lte: datetime.date | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_date: datetime.date | Unset = UNSET,
    updated_at_date_gte: datetime.date | Unset = UNSET,
    updated_at_date_lte: datetime.date | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListMembersOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | MemberList | ValidationError | None:
    """List members

     Lists the members of the current workspace with their user details and role, by name by default.

    Decisions: [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_usercompany.

    Args:
        auth_group (int | Unset):
        auth_group_in (list[int] | Unset):
        auth_group_isnull (bool | Unset):
        auth_group_name (str | Unset):
        auth_group_name_icontains (str | Unset):
        auth_group_name_in (list[str] | Unset):
        user_email (str | Unset):
        user_email_icontains (str | Unset):
        user_email_istartswith (str | Unset):
        user_first_name (str | Unset):
        user_first_name_icontains (str | Unset):
        user_first_name_istartswith (str | Unset):
        user_last_name (str | Unset):
        user_last_name_icontains (str | Unset):
        user_last_name_istartswith (str | Unset):
        user_job_title (str | Unset):
        user_job_title_icontains (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        created_at_date (datetime.date | Unset):
        created_at_date_gte (datetime.date | Unset):
        created_at_date_lte (datetime.date | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        updated_at_date (datetime.date | Unset):
        updated_at_date_gte (datetime.date | Unset):
        updated_at_date_lte (datetime.date | Unset):
        search (str | Unset):
        ordering (list[ListMembersOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | MemberList | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            auth_group=auth_group,
            auth_group_in=auth_group_in,
            auth_group_isnull=auth_group_isnull,
            auth_group_name=auth_group_name,
            auth_group_name_icontains=auth_group_name_icontains,
            auth_group_name_in=auth_group_name_in,
            user_email=user_email,
            user_email_icontains=user_email_icontains,
            user_email_istartswith=user_email_istartswith,
            user_first_name=user_first_name,
            user_first_name_icontains=user_first_name_icontains,
            user_first_name_istartswith=user_first_name_istartswith,
            user_last_name=user_last_name,
            user_last_name_icontains=user_last_name_icontains,
            user_last_name_istartswith=user_last_name_istartswith,
            user_job_title=user_job_title,
            user_job_title_icontains=user_job_title_icontains,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            created_at_date=created_at_date,
            created_at_date_gte=created_at_date_gte,
            created_at_date_lte=created_at_date_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            updated_at_date=updated_at_date,
            updated_at_date_gte=updated_at_date_gte,
            updated_at_date_lte=updated_at_date_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
