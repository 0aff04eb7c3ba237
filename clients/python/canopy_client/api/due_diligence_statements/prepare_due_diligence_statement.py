from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.due_diligence_statement_record import DueDiligenceStatementRecord
from ...models.error_detail import ErrorDetail
from ...models.prepare_statement_request import PrepareStatementRequest
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: PrepareStatementRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/orders/{id}/due-diligence-statement/".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DueDiligenceStatementRecord | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = DueDiligenceStatementRecord.from_dict(response.json())

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
) -> Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]:
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
    body: PrepareStatementRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]:
    """Prepare an order's EUDR statement

     Builds an EUDR due diligence statement's dds_data from the order's items and every origin reaching
    them through the trace graph (commodities with HS codes, quantities and units, countries of
    production, the plots as GeoJSON, the operator), as a draft statement attached to the order and
    covering its items' products; preparing again with the same dds_identifier rebuilds that draft.
    Refused (400 listing every reason) while an item is untraced, has no product or no quantity, or an
    origin reaching it is failing and not mitigated.

    Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of the
    workspace's order_action side (another is 404): {"regulation": "EUDR", "activity", "operator": the
    workspace (id, name, country, city), "order": id, external_id, type, dates, "commodities": one per
    item (item id, product id and name, commodity, HS code, scientific and common names, volume and
    unit, its countries of production and origins), "countries_of_production", "geolocation": a GeoJSON
    FeatureCollection of every origin reaching the items through the trace graph at any depth (decision
    order_tracing), "prepared_at"}. It refuses with one 400 listing every reason: an order without items
    ({"items": [...]}), an item that no origin reaches, that has no product (the workspace's side, else
    the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin reaching an item that is
    failing (a mitigated one passes) ({"origins": {"<origin id>": [...]}}), and a dds_identifier held by
    a statement that is not a draft. The statement (dds_identifier "EUDR-ORDER-<order id>" unless given)
    is created as a draft, or rebuilt when that draft exists, attached to the order and covering the
    items' products; nothing is written when it is refused.

    Decision (Filing a statement (DS7) and the statuses it moves through): DS7 files a draft statement
    that has dds_data through the submitter plug-in chosen by CANOPY_STATEMENT_SUBMITTER
    (handwritten/adapters/submitters; default "documents": the statement is written as JSON to the
    workspace's object storage and recorded as a completed document, which the document processing queue
    picks up as any confirmed upload), records the filing (submitter, reference, document, filed_at,
    filed_by: the record's filing) and moves the statement to submitted, all in one transaction. Another
    status is a 400 on status; a statement without dds_data is a 400 on dds_data. DS2 and DS4 record
    statuses reached elsewhere and enforce no move (decision due_diligence_statement_status); DS6 and
    DS7 follow the table below. Only Owners and Admins hold file_duediligencestatement.

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

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission add_duediligencestatement.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (PrepareStatementRequest): Body of an order's statement preparation (DS6).

            Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of
            the workspace's order_action side (another is 404): {"regulation": "EUDR", "activity",
            "operator": the workspace (id, name, country, city), "order": id, external_id, type,
            dates, "commodities": one per item (item id, product id and name, commodity, HS code,
            scientific and common names, volume and unit, its countries of production and origins),
            "countries_of_production", "geolocation": a GeoJSON FeatureCollection of every origin
            reaching the items through the trace graph at any depth (decision order_tracing),
            "prepared_at"}. It refuses with one 400 listing every reason: an order without items
            ({"items": [...]}), an item that no origin reaches, that has no product (the workspace's
            side, else the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin
            reaching an item that is failing (a mitigated one passes) ({"origins": {"<origin id>":
            [...]}}), and a dds_identifier held by a statement that is not a draft. The statement
            (dds_identifier "EUDR-ORDER-<order id>" unless given) is created as a draft, or rebuilt
            when that draft exists, attached to the order and covering the items' products; nothing is
            written when it is refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    body: PrepareStatementRequest,
    idempotency_key: str | Unset = UNSET,
) -> DueDiligenceStatementRecord | ErrorDetail | ValidationError | None:
    """Prepare an order's EUDR statement

     Builds an EUDR due diligence statement's dds_data from the order's items and every origin reaching
    them through the trace graph (commodities with HS codes, quantities and units, countries of
    production, the plots as GeoJSON, the operator), as a draft statement attached to the order and
    covering its items' products; preparing again with the same dds_identifier rebuilds that draft.
    Refused (400 listing every reason) while an item is untraced, has no product or no quantity, or an
    origin reaching it is failing and not mitigated.

    Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of the
    workspace's order_action side (another is 404): {"regulation": "EUDR", "activity", "operator": the
    workspace (id, name, country, city), "order": id, external_id, type, dates, "commodities": one per
    item (item id, product id and name, commodity, HS code, scientific and common names, volume and
    unit, its countries of production and origins), "countries_of_production", "geolocation": a GeoJSON
    FeatureCollection of every origin reaching the items through the trace graph at any depth (decision
    order_tracing), "prepared_at"}. It refuses with one 400 listing every reason: an order without items
    ({"items": [...]}), an item that no origin reaches, that has no product (the workspace's side, else
    the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin reaching an item that is
    failing (a mitigated one passes) ({"origins": {"<origin id>": [...]}}), and a dds_identifier held by
    a statement that is not a draft. The statement (dds_identifier "EUDR-ORDER-<order id>" unless given)
    is created as a draft, or rebuilt when that draft exists, attached to the order and covering the
    items' products; nothing is written when it is refused.

    Decision (Filing a statement (DS7) and the statuses it moves through): DS7 files a draft statement
    that has dds_data through the submitter plug-in chosen by CANOPY_STATEMENT_SUBMITTER
    (handwritten/adapters/submitters; default "documents": the statement is written as JSON to the
    workspace's object storage and recorded as a completed document, which the document processing queue
    picks up as any confirmed upload), records the filing (submitter, reference, document, filed_at,
    filed_by: the record's filing) and moves the statement to submitted, all in one transaction. Another
    status is a 400 on status; a statement without dds_data is a 400 on dds_data. DS2 and DS4 record
    statuses reached elsewhere and enforce no move (decision due_diligence_statement_status); DS6 and
    DS7 follow the table below. Only Owners and Admins hold file_duediligencestatement.

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

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission add_duediligencestatement.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (PrepareStatementRequest): Body of an order's statement preparation (DS6).

            Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of
            the workspace's order_action side (another is 404): {"regulation": "EUDR", "activity",
            "operator": the workspace (id, name, country, city), "order": id, external_id, type,
            dates, "commodities": one per item (item id, product id and name, commodity, HS code,
            scientific and common names, volume and unit, its countries of production and origins),
            "countries_of_production", "geolocation": a GeoJSON FeatureCollection of every origin
            reaching the items through the trace graph at any depth (decision order_tracing),
            "prepared_at"}. It refuses with one 400 listing every reason: an order without items
            ({"items": [...]}), an item that no origin reaches, that has no product (the workspace's
            side, else the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin
            reaching an item that is failing (a mitigated one passes) ({"origins": {"<origin id>":
            [...]}}), and a dds_identifier held by a statement that is not a draft. The statement
            (dds_identifier "EUDR-ORDER-<order id>" unless given) is created as a draft, or rebuilt
            when that draft exists, attached to the order and covering the items' products; nothing is
            written when it is refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DueDiligenceStatementRecord | ErrorDetail | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    body: PrepareStatementRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]:
    """Prepare an order's EUDR statement

     Builds an EUDR due diligence statement's dds_data from the order's items and every origin reaching
    them through the trace graph (commodities with HS codes, quantities and units, countries of
    production, the plots as GeoJSON, the operator), as a draft statement attached to the order and
    covering its items' products; preparing again with the same dds_identifier rebuilds that draft.
    Refused (400 listing every reason) while an item is untraced, has no product or no quantity, or an
    origin reaching it is failing and not mitigated.

    Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of the
    workspace's order_action side (another is 404): {"regulation": "EUDR", "activity", "operator": the
    workspace (id, name, country, city), "order": id, external_id, type, dates, "commodities": one per
    item (item id, product id and name, commodity, HS code, scientific and common names, volume and
    unit, its countries of production and origins), "countries_of_production", "geolocation": a GeoJSON
    FeatureCollection of every origin reaching the items through the trace graph at any depth (decision
    order_tracing), "prepared_at"}. It refuses with one 400 listing every reason: an order without items
    ({"items": [...]}), an item that no origin reaches, that has no product (the workspace's side, else
    the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin reaching an item that is
    failing (a mitigated one passes) ({"origins": {"<origin id>": [...]}}), and a dds_identifier held by
    a statement that is not a draft. The statement (dds_identifier "EUDR-ORDER-<order id>" unless given)
    is created as a draft, or rebuilt when that draft exists, attached to the order and covering the
    items' products; nothing is written when it is refused.

    Decision (Filing a statement (DS7) and the statuses it moves through): DS7 files a draft statement
    that has dds_data through the submitter plug-in chosen by CANOPY_STATEMENT_SUBMITTER
    (handwritten/adapters/submitters; default "documents": the statement is written as JSON to the
    workspace's object storage and recorded as a completed document, which the document processing queue
    picks up as any confirmed upload), records the filing (submitter, reference, document, filed_at,
    filed_by: the record's filing) and moves the statement to submitted, all in one transaction. Another
    status is a 400 on status; a statement without dds_data is a 400 on dds_data. DS2 and DS4 record
    statuses reached elsewhere and enforce no move (decision due_diligence_statement_status); DS6 and
    DS7 follow the table below. Only Owners and Admins hold file_duediligencestatement.

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

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission add_duediligencestatement.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (PrepareStatementRequest): Body of an order's statement preparation (DS6).

            Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of
            the workspace's order_action side (another is 404): {"regulation": "EUDR", "activity",
            "operator": the workspace (id, name, country, city), "order": id, external_id, type,
            dates, "commodities": one per item (item id, product id and name, commodity, HS code,
            scientific and common names, volume and unit, its countries of production and origins),
            "countries_of_production", "geolocation": a GeoJSON FeatureCollection of every origin
            reaching the items through the trace graph at any depth (decision order_tracing),
            "prepared_at"}. It refuses with one 400 listing every reason: an order without items
            ({"items": [...]}), an item that no origin reaches, that has no product (the workspace's
            side, else the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin
            reaching an item that is failing (a mitigated one passes) ({"origins": {"<origin id>":
            [...]}}), and a dds_identifier held by a statement that is not a draft. The statement
            (dds_identifier "EUDR-ORDER-<order id>" unless given) is created as a draft, or rebuilt
            when that draft exists, attached to the order and covering the items' products; nothing is
            written when it is refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    body: PrepareStatementRequest,
    idempotency_key: str | Unset = UNSET,
) -> DueDiligenceStatementRecord | ErrorDetail | ValidationError | None:
    """Prepare an order's EUDR statement

     Builds an EUDR due diligence statement's dds_data from the order's items and every origin reaching
    them through the trace graph (commodities with HS codes, quantities and units, countries of
    production, the plots as GeoJSON, the operator), as a draft statement attached to the order and
    covering its items' products; preparing again with the same dds_identifier rebuilds that draft.
    Refused (400 listing every reason) while an item is untraced, has no product or no quantity, or an
    origin reaching it is failing and not mitigated.

    Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of the
    workspace's order_action side (another is 404): {"regulation": "EUDR", "activity", "operator": the
    workspace (id, name, country, city), "order": id, external_id, type, dates, "commodities": one per
    item (item id, product id and name, commodity, HS code, scientific and common names, volume and
    unit, its countries of production and origins), "countries_of_production", "geolocation": a GeoJSON
    FeatureCollection of every origin reaching the items through the trace graph at any depth (decision
    order_tracing), "prepared_at"}. It refuses with one 400 listing every reason: an order without items
    ({"items": [...]}), an item that no origin reaches, that has no product (the workspace's side, else
    the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin reaching an item that is
    failing (a mitigated one passes) ({"origins": {"<origin id>": [...]}}), and a dds_identifier held by
    a statement that is not a draft. The statement (dds_identifier "EUDR-ORDER-<order id>" unless given)
    is created as a draft, or rebuilt when that draft exists, attached to the order and covering the
    items' products; nothing is written when it is refused.

    Decision (Filing a statement (DS7) and the statuses it moves through): DS7 files a draft statement
    that has dds_data through the submitter plug-in chosen by CANOPY_STATEMENT_SUBMITTER
    (handwritten/adapters/submitters; default "documents": the statement is written as JSON to the
    workspace's object storage and recorded as a completed document, which the document processing queue
    picks up as any confirmed upload), records the filing (submitter, reference, document, filed_at,
    filed_by: the record's filing) and moves the statement to submitted, all in one transaction. Another
    status is a 400 on status; a statement without dds_data is a 400 on dds_data. DS2 and DS4 record
    statuses reached elsewhere and enforce no move (decision due_diligence_statement_status); DS6 and
    DS7 follow the table below. Only Owners and Admins hold file_duediligencestatement.

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

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission add_duediligencestatement.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (PrepareStatementRequest): Body of an order's statement preparation (DS6).

            Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of
            the workspace's order_action side (another is 404): {"regulation": "EUDR", "activity",
            "operator": the workspace (id, name, country, city), "order": id, external_id, type,
            dates, "commodities": one per item (item id, product id and name, commodity, HS code,
            scientific and common names, volume and unit, its countries of production and origins),
            "countries_of_production", "geolocation": a GeoJSON FeatureCollection of every origin
            reaching the items through the trace graph at any depth (decision order_tracing),
            "prepared_at"}. It refuses with one 400 listing every reason: an order without items
            ({"items": [...]}), an item that no origin reaches, that has no product (the workspace's
            side, else the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin
            reaching an item that is failing (a mitigated one passes) ({"origins": {"<origin id>":
            [...]}}), and a dds_identifier held by a statement that is not a draft. The statement
            (dds_identifier "EUDR-ORDER-<order id>" unless given) is created as a draft, or rebuilt
            when that draft exists, attached to the order and covering the items' products; nothing is
            written when it is refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DueDiligenceStatementRecord | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
