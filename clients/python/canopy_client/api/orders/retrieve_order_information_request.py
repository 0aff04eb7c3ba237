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
    """Retrieve the information request of an order

     The request for supply-chain information that send_information_request on a purchase or sale order
    made of the order's value chain contact: to whom, and whether it awaits the workspace's review or
    was sent. 404 when the order has none, or is not an order the workspace recorded.

    Decision (The information request of purchase and sale orders): send_information_request true on
    O6–O9 asks the counterpart for the order's supply-chain information (origins, statements) by email
    to the contact_email of the order's value chain, recorded in the write's transaction: an order
    without a value chain, or whose value chain has no contact_email, is a 400 on
    send_information_request. An order has one information request (OR1 shows it): with
    skip_information_request_review true the email is recorded in the mail outbox at once (status sent,
    sent_at set); with it false (the default) the request awaits the workspace's review (status
    awaiting_review, nothing sent) until OR2 sends it, to the value chain's contact as it is then. A
    later write with send_information_request true refreshes the recipient of a request awaiting review
    and sends it when that write skips review; a request already sent is not sent again (OR2 answers
    400). The outbox delivers after commit and retries, so a failed write sends nothing and a written
    request is never lost.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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
    """Retrieve the information request of an order

     The request for supply-chain information that send_information_request on a purchase or sale order
    made of the order's value chain contact: to whom, and whether it awaits the workspace's review or
    was sent. 404 when the order has none, or is not an order the workspace recorded.

    Decision (The information request of purchase and sale orders): send_information_request true on
    O6–O9 asks the counterpart for the order's supply-chain information (origins, statements) by email
    to the contact_email of the order's value chain, recorded in the write's transaction: an order
    without a value chain, or whose value chain has no contact_email, is a 400 on
    send_information_request. An order has one information request (OR1 shows it): with
    skip_information_request_review true the email is recorded in the mail outbox at once (status sent,
    sent_at set); with it false (the default) the request awaits the workspace's review (status
    awaiting_review, nothing sent) until OR2 sends it, to the value chain's contact as it is then. A
    later write with send_information_request true refreshes the recipient of a request awaiting review
    and sends it when that write skips review; a request already sent is not sent again (OR2 answers
    400). The outbox delivers after commit and retries, so a failed write sends nothing and a written
    request is never lost.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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
    """Retrieve the information request of an order

     The request for supply-chain information that send_information_request on a purchase or sale order
    made of the order's value chain contact: to whom, and whether it awaits the workspace's review or
    was sent. 404 when the order has none, or is not an order the workspace recorded.

    Decision (The information request of purchase and sale orders): send_information_request true on
    O6–O9 asks the counterpart for the order's supply-chain information (origins, statements) by email
    to the contact_email of the order's value chain, recorded in the write's transaction: an order
    without a value chain, or whose value chain has no contact_email, is a 400 on
    send_information_request. An order has one information request (OR1 shows it): with
    skip_information_request_review true the email is recorded in the mail outbox at once (status sent,
    sent_at set); with it false (the default) the request awaits the workspace's review (status
    awaiting_review, nothing sent) until OR2 sends it, to the value chain's contact as it is then. A
    later write with send_information_request true refreshes the recipient of a request awaiting review
    and sends it when that write skips review; a request already sent is not sent again (OR2 answers
    400). The outbox delivers after commit and retries, so a failed write sends nothing and a written
    request is never lost.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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
    """Retrieve the information request of an order

     The request for supply-chain information that send_information_request on a purchase or sale order
    made of the order's value chain contact: to whom, and whether it awaits the workspace's review or
    was sent. 404 when the order has none, or is not an order the workspace recorded.

    Decision (The information request of purchase and sale orders): send_information_request true on
    O6–O9 asks the counterpart for the order's supply-chain information (origins, statements) by email
    to the contact_email of the order's value chain, recorded in the write's transaction: an order
    without a value chain, or whose value chain has no contact_email, is a 400 on
    send_information_request. An order has one information request (OR1 shows it): with
    skip_information_request_review true the email is recorded in the mail outbox at once (status sent,
    sent_at set); with it false (the default) the request awaits the workspace's review (status
    awaiting_review, nothing sent) until OR2 sends it, to the value chain's contact as it is then. A
    later write with send_information_request true refreshes the recipient of a request awaiting review
    and sends it when that write skips review; a request already sent is not sent again (OR2 answers
    400). The outbox delivers after commit and retries, so a failed write sends nothing and a written
    request is never lost.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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
