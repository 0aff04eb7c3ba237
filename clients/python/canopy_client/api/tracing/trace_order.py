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

     The upstream graph of an order the workspace can see (either side, or shared with it): the order,
    its items, the orders and origins they are traced to, their items, and so on to any depth or to
    `depth` trace links, as nodes and edges with their assessment statuses. The body is also a GeoJSON
    FeatureCollection (RFC 7946) of every origin plot that reaches the order, so it opens as it is in a
    GIS tool.

    Decision (Tracing an order upstream (TR1)): TR1 answers the upstream graph of an order the workspace
    can see (O3's orders, either side, and those shared with it): the order and its items at depth 0,
    what each item is traced to (origins, and orders with their items) at depth 1, and so on, each node
    once at its shortest depth, found by one recursive query over the trace links. depth (1..1000)
    bounds the links followed; truncated says whether links were left unfollowed; without depth every
    link is followed (traces never loop). Nodes carry the stored assessment_status (decision
    assessment_propagation), edges run from upstream to downstream (origin or traced order to item, item
    to its order), and what the workspace cannot read (another workspace's orders not shared with it) is
    not shown. The body is a GeoJSON FeatureCollection (RFC 7946): features are the origins reached,
    each a Feature with the plot's geometry and its properties; order, depth, truncated, nodes and edges
    are foreign members.

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

     The upstream graph of an order the workspace can see (either side, or shared with it): the order,
    its items, the orders and origins they are traced to, their items, and so on to any depth or to
    `depth` trace links, as nodes and edges with their assessment statuses. The body is also a GeoJSON
    FeatureCollection (RFC 7946) of every origin plot that reaches the order, so it opens as it is in a
    GIS tool.

    Decision (Tracing an order upstream (TR1)): TR1 answers the upstream graph of an order the workspace
    can see (O3's orders, either side, and those shared with it): the order and its items at depth 0,
    what each item is traced to (origins, and orders with their items) at depth 1, and so on, each node
    once at its shortest depth, found by one recursive query over the trace links. depth (1..1000)
    bounds the links followed; truncated says whether links were left unfollowed; without depth every
    link is followed (traces never loop). Nodes carry the stored assessment_status (decision
    assessment_propagation), edges run from upstream to downstream (origin or traced order to item, item
    to its order), and what the workspace cannot read (another workspace's orders not shared with it) is
    not shown. The body is a GeoJSON FeatureCollection (RFC 7946): features are the origins reached,
    each a Feature with the plot's geometry and its properties; order, depth, truncated, nodes and edges
    are foreign members.

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

     The upstream graph of an order the workspace can see (either side, or shared with it): the order,
    its items, the orders and origins they are traced to, their items, and so on to any depth or to
    `depth` trace links, as nodes and edges with their assessment statuses. The body is also a GeoJSON
    FeatureCollection (RFC 7946) of every origin plot that reaches the order, so it opens as it is in a
    GIS tool.

    Decision (Tracing an order upstream (TR1)): TR1 answers the upstream graph of an order the workspace
    can see (O3's orders, either side, and those shared with it): the order and its items at depth 0,
    what each item is traced to (origins, and orders with their items) at depth 1, and so on, each node
    once at its shortest depth, found by one recursive query over the trace links. depth (1..1000)
    bounds the links followed; truncated says whether links were left unfollowed; without depth every
    link is followed (traces never loop). Nodes carry the stored assessment_status (decision
    assessment_propagation), edges run from upstream to downstream (origin or traced order to item, item
    to its order), and what the workspace cannot read (another workspace's orders not shared with it) is
    not shown. The body is a GeoJSON FeatureCollection (RFC 7946): features are the origins reached,
    each a Feature with the plot's geometry and its properties; order, depth, truncated, nodes and edges
    are foreign members.

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

     The upstream graph of an order the workspace can see (either side, or shared with it): the order,
    its items, the orders and origins they are traced to, their items, and so on to any depth or to
    `depth` trace links, as nodes and edges with their assessment statuses. The body is also a GeoJSON
    FeatureCollection (RFC 7946) of every origin plot that reaches the order, so it opens as it is in a
    GIS tool.

    Decision (Tracing an order upstream (TR1)): TR1 answers the upstream graph of an order the workspace
    can see (O3's orders, either side, and those shared with it): the order and its items at depth 0,
    what each item is traced to (origins, and orders with their items) at depth 1, and so on, each node
    once at its shortest depth, found by one recursive query over the trace links. depth (1..1000)
    bounds the links followed; truncated says whether links were left unfollowed; without depth every
    link is followed (traces never loop). Nodes carry the stored assessment_status (decision
    assessment_propagation), edges run from upstream to downstream (origin or traced order to item, item
    to its order), and what the workspace cannot read (another workspace's orders not shared with it) is
    not shown. The body is a GeoJSON FeatureCollection (RFC 7946): features are the origins reached,
    each a Feature with the plot's geometry and its properties; order, depth, truncated, nodes and edges
    are foreign members.

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
