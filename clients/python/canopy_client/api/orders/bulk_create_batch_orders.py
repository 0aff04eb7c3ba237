from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.batch_order_request import BatchOrderRequest
from ...models.error_detail import ErrorDetail
from ...models.order import Order
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: BatchOrderRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/batch-orders/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | Order | ValidationError | None:
    if response.status_code == 201:
        response_201 = Order.from_dict(response.json())

        return response_201

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
) -> Response[ErrorDetail | Order | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BatchOrderRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | Order | ValidationError]:
    """Bulk-create batch orders

     Creates orders with nested items, for imports and integrations.

    Decision (Path and methods of batch orders): A batch order is an order created with all its nested
    line items in one request, for imports and integrations. Bulk-create batch orders takes one such
    order and answers it, so it is POST /api/batch-orders/ answering 201 with the Order; several orders
    are several requests, made safe to retry by idempotency keys. Update batch order takes the fields of
    the creation all optional, which is a partial update: PATCH /api/batch-orders/{id}/, updating the
    order and its items in one transaction.

    Decision (How assessment results propagate through the supply chain): Statuses propagate as the
    table below says: an item takes the worst over the origins and orders it is traced to, an order the
    worst over its items, by the severity failing over in_progress over pending over passing (mitigated
    counts as passing, and a mitigated item or order keeps its status). failing_percentage and
    passing_percentage (mitigated included) are the shares of the order's items, with two decimals. A
    record whose identifier ("origin:<id>", "order:<id>", "order_item:<id>") is in
    excluded_propagation_identifiers of the item, its order, its products or the order's value chain is
    left out, and the summaries list what was. An item's assessment_summary is {"status", "traces":
    counts by status, "excluded", "cause"}, an order's {"status", "items", "counts", "excluded",
    "causes"}, where a cause is the path order, item, traced order, item, …, origin, then the origin's
    checks in that state, so a person can follow it. Every change that can alter a result (an origin's
    checks or recorded results, an order's items, traces or exclusions, a product's or value chain's
    exclusions) recomputes exactly the orders downstream of it, upstream ones first: in its own
    transaction when they are at most CANOPY_PROPAGATION_INLINE_MAX (500), otherwise through the durable
    job assessment.propagate, enqueued in that transaction, which recomputes every order then downstream
    in one transaction of its own (until it commits, they all show their previous results); propagations
    of one workspace run one at a time, except those of new orders, which nothing can be downstream of
    before they are committed: they run alongside one another, and a propagation downstream waits for
    them. Only an order without items (after the request) takes the assessment_status of an O8 or O9
    body, having nothing else to take a status from; on an order with items, a value other than the one
    it has (on creation: pending) is a 400 on assessment_status ("An order with items takes its
    assessment status from its items; it cannot be set."), never accepted and dropped; a mitigation is
    AS2's. excluded_propagation_identifiers (of an order, an item, a product or a value chain) is null
    or a list of identifiers "origin:<id>", "order:<id>" or "order_item:<id>" (the records need not
    exist yet); anything else, which would exclude nothing, is a 400 at its place. A cause path longer
    than 20 identifiers keeps its first 12, then "...", then its end from the item traced to the cause,
    so summaries stay bounded however deep the graph. No statement of a propagation binds a parameter
    per order, item or origin (the ids are one array parameter on PostgreSQL, one JSON text on SQLite),
    so a change reaching any number of orders is propagated on both databases.

    Decision (Bounds of the quantities in request bodies): An order item's volume is from 0 to 10^12 (a
    trillion of its unit) and is kept as given (a double: about 15 significant digits, never rounded);
    its line_number from 0 to 2,147,483,647; an origin's area_hectares from 0 to 10^8 (a million square
    kilometres). Anything else is a 400 on the field, at its place ("Ensure this value is greater than
    or equal to 0.0."), and nothing is written; null stays allowed where the field is nullable. The
    other numbers of request bodies are bounded already (top_k, vector_distance_threshold, priority,
    ids) or are text checked as such (ownership_percentage: 0 to 100 with two decimals).

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission add_order.

    Args:
        idempotency_key (str | Unset):
        body (BatchOrderRequest): Body of the batch order creation (O4), an order with nested
            items.

            Decision (Types of order body fields named without a type): Fields the batch, purchase and
            sale order bodies list without a type take the type and limits of the same field in the
            generic create-order body or the purchase-order body: buyer_external_id and
            seller_external_id string or null (1..255), order_arrival_at date or null,
            buyer_company_id and seller_company_id int or null (0..2147483647), value_chain int or
            null, border_cross_country_code string or null (at most 2 chars), the status fields their
            Order enums, type an order type, order_created_at a date, dds_identifiers an array of non-
            empty strings, send_information_request and skip_information_request_review booleans.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Order | ValidationError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: BatchOrderRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | Order | ValidationError | None:
    """Bulk-create batch orders

     Creates orders with nested items, for imports and integrations.

    Decision (Path and methods of batch orders): A batch order is an order created with all its nested
    line items in one request, for imports and integrations. Bulk-create batch orders takes one such
    order and answers it, so it is POST /api/batch-orders/ answering 201 with the Order; several orders
    are several requests, made safe to retry by idempotency keys. Update batch order takes the fields of
    the creation all optional, which is a partial update: PATCH /api/batch-orders/{id}/, updating the
    order and its items in one transaction.

    Decision (How assessment results propagate through the supply chain): Statuses propagate as the
    table below says: an item takes the worst over the origins and orders it is traced to, an order the
    worst over its items, by the severity failing over in_progress over pending over passing (mitigated
    counts as passing, and a mitigated item or order keeps its status). failing_percentage and
    passing_percentage (mitigated included) are the shares of the order's items, with two decimals. A
    record whose identifier ("origin:<id>", "order:<id>", "order_item:<id>") is in
    excluded_propagation_identifiers of the item, its order, its products or the order's value chain is
    left out, and the summaries list what was. An item's assessment_summary is {"status", "traces":
    counts by status, "excluded", "cause"}, an order's {"status", "items", "counts", "excluded",
    "causes"}, where a cause is the path order, item, traced order, item, …, origin, then the origin's
    checks in that state, so a person can follow it. Every change that can alter a result (an origin's
    checks or recorded results, an order's items, traces or exclusions, a product's or value chain's
    exclusions) recomputes exactly the orders downstream of it, upstream ones first: in its own
    transaction when they are at most CANOPY_PROPAGATION_INLINE_MAX (500), otherwise through the durable
    job assessment.propagate, enqueued in that transaction, which recomputes every order then downstream
    in one transaction of its own (until it commits, they all show their previous results); propagations
    of one workspace run one at a time, except those of new orders, which nothing can be downstream of
    before they are committed: they run alongside one another, and a propagation downstream waits for
    them. Only an order without items (after the request) takes the assessment_status of an O8 or O9
    body, having nothing else to take a status from; on an order with items, a value other than the one
    it has (on creation: pending) is a 400 on assessment_status ("An order with items takes its
    assessment status from its items; it cannot be set."), never accepted and dropped; a mitigation is
    AS2's. excluded_propagation_identifiers (of an order, an item, a product or a value chain) is null
    or a list of identifiers "origin:<id>", "order:<id>" or "order_item:<id>" (the records need not
    exist yet); anything else, which would exclude nothing, is a 400 at its place. A cause path longer
    than 20 identifiers keeps its first 12, then "...", then its end from the item traced to the cause,
    so summaries stay bounded however deep the graph. No statement of a propagation binds a parameter
    per order, item or origin (the ids are one array parameter on PostgreSQL, one JSON text on SQLite),
    so a change reaching any number of orders is propagated on both databases.

    Decision (Bounds of the quantities in request bodies): An order item's volume is from 0 to 10^12 (a
    trillion of its unit) and is kept as given (a double: about 15 significant digits, never rounded);
    its line_number from 0 to 2,147,483,647; an origin's area_hectares from 0 to 10^8 (a million square
    kilometres). Anything else is a 400 on the field, at its place ("Ensure this value is greater than
    or equal to 0.0."), and nothing is written; null stays allowed where the field is nullable. The
    other numbers of request bodies are bounded already (top_k, vector_distance_threshold, priority,
    ids) or are text checked as such (ownership_percentage: 0 to 100 with two decimals).

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission add_order.

    Args:
        idempotency_key (str | Unset):
        body (BatchOrderRequest): Body of the batch order creation (O4), an order with nested
            items.

            Decision (Types of order body fields named without a type): Fields the batch, purchase and
            sale order bodies list without a type take the type and limits of the same field in the
            generic create-order body or the purchase-order body: buyer_external_id and
            seller_external_id string or null (1..255), order_arrival_at date or null,
            buyer_company_id and seller_company_id int or null (0..2147483647), value_chain int or
            null, border_cross_country_code string or null (at most 2 chars), the status fields their
            Order enums, type an order type, order_created_at a date, dds_identifiers an array of non-
            empty strings, send_information_request and skip_information_request_review booleans.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Order | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BatchOrderRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | Order | ValidationError]:
    """Bulk-create batch orders

     Creates orders with nested items, for imports and integrations.

    Decision (Path and methods of batch orders): A batch order is an order created with all its nested
    line items in one request, for imports and integrations. Bulk-create batch orders takes one such
    order and answers it, so it is POST /api/batch-orders/ answering 201 with the Order; several orders
    are several requests, made safe to retry by idempotency keys. Update batch order takes the fields of
    the creation all optional, which is a partial update: PATCH /api/batch-orders/{id}/, updating the
    order and its items in one transaction.

    Decision (How assessment results propagate through the supply chain): Statuses propagate as the
    table below says: an item takes the worst over the origins and orders it is traced to, an order the
    worst over its items, by the severity failing over in_progress over pending over passing (mitigated
    counts as passing, and a mitigated item or order keeps its status). failing_percentage and
    passing_percentage (mitigated included) are the shares of the order's items, with two decimals. A
    record whose identifier ("origin:<id>", "order:<id>", "order_item:<id>") is in
    excluded_propagation_identifiers of the item, its order, its products or the order's value chain is
    left out, and the summaries list what was. An item's assessment_summary is {"status", "traces":
    counts by status, "excluded", "cause"}, an order's {"status", "items", "counts", "excluded",
    "causes"}, where a cause is the path order, item, traced order, item, …, origin, then the origin's
    checks in that state, so a person can follow it. Every change that can alter a result (an origin's
    checks or recorded results, an order's items, traces or exclusions, a product's or value chain's
    exclusions) recomputes exactly the orders downstream of it, upstream ones first: in its own
    transaction when they are at most CANOPY_PROPAGATION_INLINE_MAX (500), otherwise through the durable
    job assessment.propagate, enqueued in that transaction, which recomputes every order then downstream
    in one transaction of its own (until it commits, they all show their previous results); propagations
    of one workspace run one at a time, except those of new orders, which nothing can be downstream of
    before they are committed: they run alongside one another, and a propagation downstream waits for
    them. Only an order without items (after the request) takes the assessment_status of an O8 or O9
    body, having nothing else to take a status from; on an order with items, a value other than the one
    it has (on creation: pending) is a 400 on assessment_status ("An order with items takes its
    assessment status from its items; it cannot be set."), never accepted and dropped; a mitigation is
    AS2's. excluded_propagation_identifiers (of an order, an item, a product or a value chain) is null
    or a list of identifiers "origin:<id>", "order:<id>" or "order_item:<id>" (the records need not
    exist yet); anything else, which would exclude nothing, is a 400 at its place. A cause path longer
    than 20 identifiers keeps its first 12, then "...", then its end from the item traced to the cause,
    so summaries stay bounded however deep the graph. No statement of a propagation binds a parameter
    per order, item or origin (the ids are one array parameter on PostgreSQL, one JSON text on SQLite),
    so a change reaching any number of orders is propagated on both databases.

    Decision (Bounds of the quantities in request bodies): An order item's volume is from 0 to 10^12 (a
    trillion of its unit) and is kept as given (a double: about 15 significant digits, never rounded);
    its line_number from 0 to 2,147,483,647; an origin's area_hectares from 0 to 10^8 (a million square
    kilometres). Anything else is a 400 on the field, at its place ("Ensure this value is greater than
    or equal to 0.0."), and nothing is written; null stays allowed where the field is nullable. The
    other numbers of request bodies are bounded already (top_k, vector_distance_threshold, priority,
    ids) or are text checked as such (ownership_percentage: 0 to 100 with two decimals).

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission add_order.

    Args:
        idempotency_key (str | Unset):
        body (BatchOrderRequest): Body of the batch order creation (O4), an order with nested
            items.

            Decision (Types of order body fields named without a type): Fields the batch, purchase and
            sale order bodies list without a type take the type and limits of the same field in the
            generic create-order body or the purchase-order body: buyer_external_id and
            seller_external_id string or null (1..255), order_arrival_at date or null,
            buyer_company_id and seller_company_id int or null (0..2147483647), value_chain int or
            null, border_cross_country_code string or null (at most 2 chars), the status fields their
            Order enums, type an order type, order_created_at a date, dds_identifiers an array of non-
            empty strings, send_information_request and skip_information_request_review booleans.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Order | ValidationError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: BatchOrderRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | Order | ValidationError | None:
    """Bulk-create batch orders

     Creates orders with nested items, for imports and integrations.

    Decision (Path and methods of batch orders): A batch order is an order created with all its nested
    line items in one request, for imports and integrations. Bulk-create batch orders takes one such
    order and answers it, so it is POST /api/batch-orders/ answering 201 with the Order; several orders
    are several requests, made safe to retry by idempotency keys. Update batch order takes the fields of
    the creation all optional, which is a partial update: PATCH /api/batch-orders/{id}/, updating the
    order and its items in one transaction.

    Decision (How assessment results propagate through the supply chain): Statuses propagate as the
    table below says: an item takes the worst over the origins and orders it is traced to, an order the
    worst over its items, by the severity failing over in_progress over pending over passing (mitigated
    counts as passing, and a mitigated item or order keeps its status). failing_percentage and
    passing_percentage (mitigated included) are the shares of the order's items, with two decimals. A
    record whose identifier ("origin:<id>", "order:<id>", "order_item:<id>") is in
    excluded_propagation_identifiers of the item, its order, its products or the order's value chain is
    left out, and the summaries list what was. An item's assessment_summary is {"status", "traces":
    counts by status, "excluded", "cause"}, an order's {"status", "items", "counts", "excluded",
    "causes"}, where a cause is the path order, item, traced order, item, …, origin, then the origin's
    checks in that state, so a person can follow it. Every change that can alter a result (an origin's
    checks or recorded results, an order's items, traces or exclusions, a product's or value chain's
    exclusions) recomputes exactly the orders downstream of it, upstream ones first: in its own
    transaction when they are at most CANOPY_PROPAGATION_INLINE_MAX (500), otherwise through the durable
    job assessment.propagate, enqueued in that transaction, which recomputes every order then downstream
    in one transaction of its own (until it commits, they all show their previous results); propagations
    of one workspace run one at a time, except those of new orders, which nothing can be downstream of
    before they are committed: they run alongside one another, and a propagation downstream waits for
    them. Only an order without items (after the request) takes the assessment_status of an O8 or O9
    body, having nothing else to take a status from; on an order with items, a value other than the one
    it has (on creation: pending) is a 400 on assessment_status ("An order with items takes its
    assessment status from its items; it cannot be set."), never accepted and dropped; a mitigation is
    AS2's. excluded_propagation_identifiers (of an order, an item, a product or a value chain) is null
    or a list of identifiers "origin:<id>", "order:<id>" or "order_item:<id>" (the records need not
    exist yet); anything else, which would exclude nothing, is a 400 at its place. A cause path longer
    than 20 identifiers keeps its first 12, then "...", then its end from the item traced to the cause,
    so summaries stay bounded however deep the graph. No statement of a propagation binds a parameter
    per order, item or origin (the ids are one array parameter on PostgreSQL, one JSON text on SQLite),
    so a change reaching any number of orders is propagated on both databases.

    Decision (Bounds of the quantities in request bodies): An order item's volume is from 0 to 10^12 (a
    trillion of its unit) and is kept as given (a double: about 15 significant digits, never rounded);
    its line_number from 0 to 2,147,483,647; an origin's area_hectares from 0 to 10^8 (a million square
    kilometres). Anything else is a 400 on the field, at its place ("Ensure this value is greater than
    or equal to 0.0."), and nothing is written; null stays allowed where the field is nullable. The
    other numbers of request bodies are bounded already (top_k, vector_distance_threshold, priority,
    ids) or are text checked as such (ownership_percentage: 0 to 100 with two decimals).

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission add_order.

    Args:
        idempotency_key (str | Unset):
        body (BatchOrderRequest): Body of the batch order creation (O4), an order with nested
            items.

            Decision (Types of order body fields named without a type): Fields the batch, purchase and
            sale order bodies list without a type take the type and limits of the same field in the
            generic create-order body or the purchase-order body: buyer_external_id and
            seller_external_id string or null (1..255), order_arrival_at date or null,
            buyer_company_id and seller_company_id int or null (0..2147483647), value_chain int or
            null, border_cross_country_code string or null (at most 2 chars), the status fields their
            Order enums, type an order type, order_created_at a date, dds_identifiers an array of non-
            empty strings, send_information_request and skip_information_request_review booleans.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Order | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
