from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.order_trace import OrderTrace
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    depth: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["depth"] = depth

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/orders/{id}/trace/".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | OrderTrace | ValidationError | None:
    if response.status_code == 200:
        response_200 = OrderTrace.from_dict(response.json())

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
) -> Response[ErrorDetail | OrderTrace | ValidationError]:
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
    depth: int | Unset = UNSET,
) -> Response[ErrorDetail | OrderTrace | ValidationError]:
    """Trace an order upstream

     Returns where an order's goods came from: the order, its items, the orders and origins they are
    traced to, and so on upstream, as nodes and edges with their assessment statuses. The answer is also
    a GeoJSON FeatureCollection of every origin plot reached, which opens as it is in a GIS tool. Limit
    how far upstream with depth.

    Decisions: [order_tracing](/api/docs/decisions.html#order_tracing),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):
        depth (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | OrderTrace | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        depth=depth,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    depth: int | Unset = UNSET,
) -> ErrorDetail | OrderTrace | ValidationError | None:
    """Trace an order upstream

     Returns where an order's goods came from: the order, its items, the orders and origins they are
    traced to, and so on upstream, as nodes and edges with their assessment statuses. The answer is also
    a GeoJSON FeatureCollection of every origin plot reached, which opens as it is in a GIS tool. Limit
    how far upstream with depth.

    Decisions: [order_tracing](/api/docs/decisions.html#order_tracing),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):
        depth (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | OrderTrace | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
        depth=depth,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    depth: int | Unset = UNSET,
) -> Response[ErrorDetail | OrderTrace | ValidationError]:
    """Trace an order upstream

     Returns where an order's goods came from: the order, its items, the orders and origins they are
    traced to, and so on upstream, as nodes and edges with their assessment statuses. The answer is also
    a GeoJSON FeatureCollection of every origin plot reached, which opens as it is in a GIS tool. Limit
    how far upstream with depth.

    Decisions: [order_tracing](/api/docs/decisions.html#order_tracing),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):
        depth (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | OrderTrace | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        depth=depth,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    depth: int | Unset = UNSET,
) -> ErrorDetail | OrderTrace | ValidationError | None:
    """Trace an order upstream

     Returns where an order's goods came from: the order, its items, the orders and origins they are
    traced to, and so on upstream, as nodes and edges with their assessment statuses. The answer is also
    a GeoJSON FeatureCollection of every origin plot reached, which opens as it is in a GIS tool. Limit
    how far upstream with depth.

    Decisions: [order_tracing](/api/docs/decisions.html#order_tracing),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):
        depth (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | OrderTrace | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            depth=depth,
        )
    ).parsed
