import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.list_query_logs_ordering_item import ListQueryLogsOrderingItem
from ...models.query_log_list import QueryLogList
from ...models.query_mode import QueryMode
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    corpus: int | Unset = UNSET,
    mode: QueryMode | Unset = UNSET,
    success: bool | Unset = UNSET,
    query_lookup_key: str | Unset = UNSET,
    query_lookup_key_in: list[str] | Unset = UNSET,
    query_lookup_key_istartswith: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["corpus"] = corpus

    json_mode: str | Unset = UNSET
    if not isinstance(mode, Unset):
        json_mode = mode.value

    params["mode"] = json_mode

    params["success"] = success

    params["query_lookup_key"] = query_lookup_key

    json_query_lookup_key_in: list[str] | Unset = UNSET
    if not isinstance(query_lookup_key_in, Unset):
        json_query_lookup_key_in = query_lookup_key_in

    params["query_lookup_key__in"] = json_query_lookup_key_in

    params["query_lookup_key__istartswith"] = query_lookup_key_istartswith

    json_created_at_gte: str | Unset = UNSET
    if not isinstance(created_at_gte, Unset):
        json_created_at_gte = created_at_gte.isoformat()
    params["created_at__gte"] = json_created_at_gte

    json_created_at_lte: str | Unset = UNSET
    if not isinstance(created_at_lte, Unset):
        json_created_at_lte = created_at_lte.isoformat()
    params["created_at__lte"] = json_created_at_lte

    json_updated_at_gte: str | Unset = UNSET
    if not isinstance(updated_at_gte, Unset):
        json_updated_at_gte = updated_at_gte.isoformat()
    params["updated_at__gte"] = json_updated_at_gte

    json_updated_at_lte: str | Unset = UNSET
    if not isinstance(updated_at_lte, Unset):
        json_updated_at_lte = updated_at_lte.isoformat()
    params["updated_at__lte"] = json_updated_at_lte

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
        "url": "/api/query-logs/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | QueryLogList | ValidationError | None:
    if response.status_code == 200:
        response_200 = QueryLogList.from_dict(response.json())

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
) -> Response[ErrorDetail | QueryLogList | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    corpus: int | Unset = UNSET,
    mode: QueryMode | Unset = UNSET,
    success: bool | Unset = UNSET,
    query_lookup_key: str | Unset = UNSET,
    query_lookup_key_in: list[str] | Unset = UNSET,
    query_lookup_key_istartswith: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | QueryLogList | ValidationError]:
    """List query logs

     Lists the knowledge-base queries run in the workspace, newest first, with their timing and success.

    Decisions: [knowledge_base_retrieval](/api/docs/decisions.html#knowledge_base_retrieval),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_querylog.

    Args:
        corpus (int | Unset):
        mode (QueryMode | Unset):
        success (bool | Unset):
        query_lookup_key (str | Unset):
        query_lookup_key_in (list[str] | Unset):
        query_lookup_key_istartswith (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        ordering (list[ListQueryLogsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | QueryLogList | ValidationError]
    """

    kwargs = _get_kwargs(
        corpus=corpus,
        mode=mode,
        success=success,
        query_lookup_key=query_lookup_key,
        query_lookup_key_in=query_lookup_key_in,
        query_lookup_key_istartswith=query_lookup_key_istartswith,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
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
    corpus: int | Unset = UNSET,
    mode: QueryMode | Unset = UNSET,
    success: bool | Unset = UNSET,
    query_lookup_key: str | Unset = UNSET,
    query_lookup_key_in: list[str] | Unset = UNSET,
    query_lookup_key_istartswith: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | QueryLogList | ValidationError | None:
    """List query logs

     Lists the knowledge-base queries run in the workspace, newest first, with their timing and success.

    Decisions: [knowledge_base_retrieval](/api/docs/decisions.html#knowledge_base_retrieval),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_querylog.

    Args:
        corpus (int | Unset):
        mode (QueryMode | Unset):
        success (bool | Unset):
        query_lookup_key (str | Unset):
        query_lookup_key_in (list[str] | Unset):
        query_lookup_key_istartswith (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        ordering (list[ListQueryLogsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | QueryLogList | ValidationError
    """

    return sync_detailed(
        client=client,
        corpus=corpus,
        mode=mode,
        success=success,
        query_lookup_key=query_lookup_key,
        query_lookup_key_in=query_lookup_key_in,
        query_lookup_key_istartswith=query_lookup_key_istartswith,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    corpus: int | Unset = UNSET,
    mode: QueryMode | Unset = UNSET,
    success: bool | Unset = UNSET,
    query_lookup_key: str | Unset = UNSET,
    query_lookup_key_in: list[str] | Unset = UNSET,
    query_lookup_key_istartswith: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | QueryLogList | ValidationError]:
    """List query logs

     Lists the knowledge-base queries run in the workspace, newest first, with their timing and success.

    Decisions: [knowledge_base_retrieval](/api/docs/decisions.html#knowledge_base_retrieval),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_querylog.

    Args:
        corpus (int | Unset):
        mode (QueryMode | Unset):
        success (bool | Unset):
        query_lookup_key (str | Unset):
        query_lookup_key_in (list[str] | Unset):
        query_lookup_key_istartswith (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        ordering (list[ListQueryLogsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | QueryLogList | ValidationError]
    """

    kwargs = _get_kwargs(
        corpus=corpus,
        mode=mode,
        success=success,
        query_lookup_key=query_lookup_key,
        query_lookup_key_in=query_lookup_key_in,
        query_lookup_key_istartswith=query_lookup_key_istartswith,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        ordering=ordering,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    corpus: int | Unset = UNSET,
    mode: QueryMode | Unset = UNSET,
    success: bool | Unset = UNSET,
    query_lookup_key: str | Unset = UNSET,
    query_lookup_key_in: list[str] | Unset = UNSET,
    query_lookup_key_istartswith: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | QueryLogList | ValidationError | None:
    """List query logs

     Lists the knowledge-base queries run in the workspace, newest first, with their timing and success.

    Decisions: [knowledge_base_retrieval](/api/docs/decisions.html#knowledge_base_retrieval),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_querylog.

    Args:
        corpus (int | Unset):
        mode (QueryMode | Unset):
        success (bool | Unset):
        query_lookup_key (str | Unset):
        query_lookup_key_in (list[str] | Unset):
        query_lookup_key_istartswith (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        ordering (list[ListQueryLogsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | QueryLogList | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            corpus=corpus,
            mode=mode,
            success=success,
            query_lookup_key=query_lookup_key,
            query_lookup_key_in=query_lookup_key_in,
            query_lookup_key_istartswith=query_lookup_key_istartswith,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
