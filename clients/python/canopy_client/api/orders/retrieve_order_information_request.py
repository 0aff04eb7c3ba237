from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.order_information_request import OrderInformationRequest
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/orders/{id}/information-request/".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | OrderInformationRequest | ValidationError | None:
    if response.status_code == 200:
        response_200 = OrderInformationRequest.from_dict(response.json())

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
) -> Response[ErrorDetail | OrderInformationRequest | ValidationError]:
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
) -> Response[ErrorDetail | OrderInformationRequest | ValidationError]:
    """Retrieve an order's information request

     Shows the request for supply-chain information that a purchase or sale order made with
    send_information_request: its recipient, whether it awaits your review or was sent, and when. 404
    when the order has none or was recorded by another workspace.

    Decisions: [order_information_request](/api/docs/decisions.html#order_information_request),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | OrderInformationRequest | ValidationError]
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
) -> ErrorDetail | OrderInformationRequest | ValidationError | None:
    """Retrieve an order's information request

     Shows the request for supply-chain information that a purchase or sale order made with
    send_information_request: its recipient, whether it awaits your review or was sent, and when. 404
    when the order has none or was recorded by another workspace.

    Decisions: [order_information_request](/api/docs/decisions.html#order_information_request),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | OrderInformationRequest | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorDetail | OrderInformationRequest | ValidationError]:
    """Retrieve an order's information request

     Shows the request for supply-chain information that a purchase or sale order made with
    send_information_request: its recipient, whether it awaits your review or was sent, and when. 404
    when the order has none or was recorded by another workspace.

    Decisions: [order_information_request](/api/docs/decisions.html#order_information_request),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | OrderInformationRequest | ValidationError]
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
) -> ErrorDetail | OrderInformationRequest | ValidationError | None:
    """Retrieve an order's information request

     Shows the request for supply-chain information that a purchase or sale order made with
    send_information_request: its recipient, whether it awaits your review or was sent, and when. 404
    when the order has none or was recorded by another workspace.

    Decisions: [order_information_request](/api/docs/decisions.html#order_information_request),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_order.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | OrderInformationRequest | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
