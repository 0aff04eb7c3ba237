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
    """Retrieve order

     Returns one Order with items, value chain and traceability counts. Requires the same order_action
    query parameter as the order list.

    Decision (Whose orders an operation reads and changes): An order belongs to the workspace that
    recorded it (company_id, always the key's workspace); the workspace must be its buyer, its seller or
    both, otherwise the write is a 400 {"non_field_errors": [...]}, since such an order would be listed
    on neither side. order_action=buying lists and retrieves the workspace's orders whose
    buyer_company_id is the workspace, selling those whose seller_company_id is; O3 of an order of the
    other side or of another workspace is a 404. O6 sets buyer_company_id and O8 seller_company_id to
    the workspace; O4 sets buyer_company_id to the workspace (a batch is bought or produced by it; its
    body sets the buyer status and the seller); O2 takes both ids from the body, and its company_id must
    be the key's workspace (a 400 on company_id otherwise). O7 changes only orders the workspace buys,
    O9 only orders it sells (404 otherwise), O5 any order of the workspace. buyer_company_id and
    seller_company_id name workspaces (a 400 Invalid pk on the field otherwise); a workspace deleted
    from the platform leaves the order without that party (null). The counterpart workspace sees an
    order only as decision order_counterparts says, and only reads it.

    Decision (How the counterpart workspace of an order sees it): An order recorded by workspace W names
    a buyer and a seller workspace; the other party C (the one that is not W) sees it when the order's
    value chain (W's record) has reciprocal_company_id C and permission_granted true. The order is then
    listed and retrieved by C (O1 and O3, with C's side: buying when C is the buyer) beside C's own
    orders, as W records it: items, products, value chain, statements and tags; company is W. C only
    reads it: O5, O7, O9 and OR1 of it are 404, and C cannot trace its own items to it
    (trace.traced_orders are orders of the workspace). The rule is kept with the order
    (orders.counterpart_company_id, written with the order and whenever the value chain changes) and
    enforced twice: the queries of O1 and O3 widen only to such orders, and on PostgreSQL row-level
    security lets C read an order whose counterpart_company_id is C and the rows that order shows (its
    items and their trace links, tags, statements, value chain and the products of its items), nothing
    else of W. An unrelated workspace sees none of it.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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
    """Retrieve order

     Returns one Order with items, value chain and traceability counts. Requires the same order_action
    query parameter as the order list.

    Decision (Whose orders an operation reads and changes): An order belongs to the workspace that
    recorded it (company_id, always the key's workspace); the workspace must be its buyer, its seller or
    both, otherwise the write is a 400 {"non_field_errors": [...]}, since such an order would be listed
    on neither side. order_action=buying lists and retrieves the workspace's orders whose
    buyer_company_id is the workspace, selling those whose seller_company_id is; O3 of an order of the
    other side or of another workspace is a 404. O6 sets buyer_company_id and O8 seller_company_id to
    the workspace; O4 sets buyer_company_id to the workspace (a batch is bought or produced by it; its
    body sets the buyer status and the seller); O2 takes both ids from the body, and its company_id must
    be the key's workspace (a 400 on company_id otherwise). O7 changes only orders the workspace buys,
    O9 only orders it sells (404 otherwise), O5 any order of the workspace. buyer_company_id and
    seller_company_id name workspaces (a 400 Invalid pk on the field otherwise); a workspace deleted
    from the platform leaves the order without that party (null). The counterpart workspace sees an
    order only as decision order_counterparts says, and only reads it.

    Decision (How the counterpart workspace of an order sees it): An order recorded by workspace W names
    a buyer and a seller workspace; the other party C (the one that is not W) sees it when the order's
    value chain (W's record) has reciprocal_company_id C and permission_granted true. The order is then
    listed and retrieved by C (O1 and O3, with C's side: buying when C is the buyer) beside C's own
    orders, as W records it: items, products, value chain, statements and tags; company is W. C only
    reads it: O5, O7, O9 and OR1 of it are 404, and C cannot trace its own items to it
    (trace.traced_orders are orders of the workspace). The rule is kept with the order
    (orders.counterpart_company_id, written with the order and whenever the value chain changes) and
    enforced twice: the queries of O1 and O3 widen only to such orders, and on PostgreSQL row-level
    security lets C read an order whose counterpart_company_id is C and the rows that order shows (its
    items and their trace links, tags, statements, value chain and the products of its items), nothing
    else of W. An unrelated workspace sees none of it.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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
    """Retrieve order

     Returns one Order with items, value chain and traceability counts. Requires the same order_action
    query parameter as the order list.

    Decision (Whose orders an operation reads and changes): An order belongs to the workspace that
    recorded it (company_id, always the key's workspace); the workspace must be its buyer, its seller or
    both, otherwise the write is a 400 {"non_field_errors": [...]}, since such an order would be listed
    on neither side. order_action=buying lists and retrieves the workspace's orders whose
    buyer_company_id is the workspace, selling those whose seller_company_id is; O3 of an order of the
    other side or of another workspace is a 404. O6 sets buyer_company_id and O8 seller_company_id to
    the workspace; O4 sets buyer_company_id to the workspace (a batch is bought or produced by it; its
    body sets the buyer status and the seller); O2 takes both ids from the body, and its company_id must
    be the key's workspace (a 400 on company_id otherwise). O7 changes only orders the workspace buys,
    O9 only orders it sells (404 otherwise), O5 any order of the workspace. buyer_company_id and
    seller_company_id name workspaces (a 400 Invalid pk on the field otherwise); a workspace deleted
    from the platform leaves the order without that party (null). The counterpart workspace sees an
    order only as decision order_counterparts says, and only reads it.

    Decision (How the counterpart workspace of an order sees it): An order recorded by workspace W names
    a buyer and a seller workspace; the other party C (the one that is not W) sees it when the order's
    value chain (W's record) has reciprocal_company_id C and permission_granted true. The order is then
    listed and retrieved by C (O1 and O3, with C's side: buying when C is the buyer) beside C's own
    orders, as W records it: items, products, value chain, statements and tags; company is W. C only
    reads it: O5, O7, O9 and OR1 of it are 404, and C cannot trace its own items to it
    (trace.traced_orders are orders of the workspace). The rule is kept with the order
    (orders.counterpart_company_id, written with the order and whenever the value chain changes) and
    enforced twice: the queries of O1 and O3 widen only to such orders, and on PostgreSQL row-level
    security lets C read an order whose counterpart_company_id is C and the rows that order shows (its
    items and their trace links, tags, statements, value chain and the products of its items), nothing
    else of W. An unrelated workspace sees none of it.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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
    """Retrieve order

     Returns one Order with items, value chain and traceability counts. Requires the same order_action
    query parameter as the order list.

    Decision (Whose orders an operation reads and changes): An order belongs to the workspace that
    recorded it (company_id, always the key's workspace); the workspace must be its buyer, its seller or
    both, otherwise the write is a 400 {"non_field_errors": [...]}, since such an order would be listed
    on neither side. order_action=buying lists and retrieves the workspace's orders whose
    buyer_company_id is the workspace, selling those whose seller_company_id is; O3 of an order of the
    other side or of another workspace is a 404. O6 sets buyer_company_id and O8 seller_company_id to
    the workspace; O4 sets buyer_company_id to the workspace (a batch is bought or produced by it; its
    body sets the buyer status and the seller); O2 takes both ids from the body, and its company_id must
    be the key's workspace (a 400 on company_id otherwise). O7 changes only orders the workspace buys,
    O9 only orders it sells (404 otherwise), O5 any order of the workspace. buyer_company_id and
    seller_company_id name workspaces (a 400 Invalid pk on the field otherwise); a workspace deleted
    from the platform leaves the order without that party (null). The counterpart workspace sees an
    order only as decision order_counterparts says, and only reads it.

    Decision (How the counterpart workspace of an order sees it): An order recorded by workspace W names
    a buyer and a seller workspace; the other party C (the one that is not W) sees it when the order's
    value chain (W's record) has reciprocal_company_id C and permission_granted true. The order is then
    listed and retrieved by C (O1 and O3, with C's side: buying when C is the buyer) beside C's own
    orders, as W records it: items, products, value chain, statements and tags; company is W. C only
    reads it: O5, O7, O9 and OR1 of it are 404, and C cannot trace its own items to it
    (trace.traced_orders are orders of the workspace). The rule is kept with the order
    (orders.counterpart_company_id, written with the order and whenever the value chain changes) and
    enforced twice: the queries of O1 and O3 widen only to such orders, and on PostgreSQL row-level
    security lets C read an order whose counterpart_company_id is C and the rows that order shows (its
    items and their trace links, tags, statements, value chain and the products of its items), nothing
    else of W. An unrelated workspace sees none of it.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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
