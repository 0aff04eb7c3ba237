from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.order import Order
from ...models.order_action import OrderAction
from ...models.validation_error import ValidationError
from ...types import UNSET, Response


def _get_kwargs(
    id: int,
    *,
    order_action: OrderAction,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_order_action = order_action.value
    params["order_action"] = json_order_action

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/orders/{id}/".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | Order | ValidationError | None:
    if response.status_code == 200:
        response_200 = Order.from_dict(response.json())

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
) -> Response[ErrorDetail | Order | ValidationError]:
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
    order_action: OrderAction,
) -> Response[ErrorDetail | Order | ValidationError]:
    """Retrieve an order

     Returns one order with its line items, value chain, parties and attached due diligence statements.
    order_action is required, as in the order list.

    Decisions: [order_parties](/api/docs/decisions.html#order_parties),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):
        order_action (OrderAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Order | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        order_action=order_action,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    order_action: OrderAction,
) -> ErrorDetail | Order | ValidationError | None:
    """Retrieve an order

     Returns one order with its line items, value chain, parties and attached due diligence statements.
    order_action is required, as in the order list.

    Decisions: [order_parties](/api/docs/decisions.html#order_parties),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):
        order_action (OrderAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Order | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
        order_action=order_action,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    order_action: OrderAction,
) -> Response[ErrorDetail | Order | ValidationError]:
    """Retrieve an order

     Returns one order with its line items, value chain, parties and attached due diligence statements.
    order_action is required, as in the order list.

    Decisions: [order_parties](/api/docs/decisions.html#order_parties),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):
        order_action (OrderAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Order | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        order_action=order_action,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    order_action: OrderAction,
) -> ErrorDetail | Order | ValidationError | None:
    """Retrieve an order

     Returns one order with its line items, value chain, parties and attached due diligence statements.
    order_action is required, as in the order list.

    Decisions: [order_parties](/api/docs/decisions.html#order_parties),
    [order_counterparts](/api/docs/decisions.html#order_counterparts),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):
        order_action (OrderAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Order | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            order_action=order_action,
        )
    ).parsed
