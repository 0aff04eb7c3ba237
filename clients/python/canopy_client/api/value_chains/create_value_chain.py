from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_value_chain_request import CreateValueChainRequest
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...models.value_chain import ValueChain
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateValueChainRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/value-chains/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | ValidationError | ValueChain | None:
    if response.status_code == 201:
        response_201 = ValueChain.from_dict(response.json())

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
) -> Response[ErrorDetail | ValidationError | ValueChain]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateValueChainRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | ValidationError | ValueChain]:
    """Create value chain

     Records a trading relationship with another company. reciprocal_company_id, when given, names the
    counterpart's workspace (not the own one).

    Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-chains/,
    with the permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type
    is supplier (default) or customer; status is pending, active (default) or revoked, set freely by the
    workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
    country) are required; description, external_id (need not be unique), contact_name are empty unless
    given; contact_email is a valid email or null; permission_granted and is_self_managed are false
    unless given; reciprocal_company_id is the workspace of the counterpart company, or null: an id that
    is no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
    "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
    metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
    ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of
    names (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
    assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by
    default. Deleting a value chain that an order names follows referenced_deletion (the orders area
    adds that check).

    Decision (Ownership information of a value chain): ownership_information is {ownership_periods,
    sector_code (at most 64 characters), notes}; each period has valid_from_month and valid_to_month
    (YYYY-MM, from not after to), consolidation_approach (equity_share, operational_control or
    financial_control, the GHG Protocol's approaches) and ownership_percentage (a decimal string from 0
    to 100 with at most two decimal places). A problem is a 400 naming the nested place, such as
    {"ownership_information": {"ownership_periods": {"0": {"valid_to_month": ["..."]}}}}. Periods may
    overlap.

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

    Permission: a role with the permission add_valuechain.

    Args:
        idempotency_key (str | Unset):
        body (CreateValueChainRequest): Body of the value chain creation (VC2); assessment fields
            are not written here.

            Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-
            chains/, with the permissions view_valuechain, add_valuechain, change_valuechain and
            delete_valuechain. type is supplier (default) or customer; status is pending, active
            (default) or revoked, set freely by the workspace. company_name (1..255) and country_code
            (a known ISO alpha-2 code, shown inline as country) are required; description, external_id
            (need not be unique), contact_name are empty unless given; contact_email is a valid email
            or null; permission_granted and is_self_managed are false unless given;
            reciprocal_company_id is the workspace of the counterpart company, or null: an id that is
            no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
            "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
            metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key>
            otherwise). ownership_information and metadata, when given to VC4, replace the stored
            ones. tags are an array of names (1..100 characters, at most 100), stored with the value
            chain. assessment_status (pending) and assessment_summary (null) are changed by the
            assessment only. The list is ordered by company_name by default. Deleting a value chain
            that an order names follows referenced_deletion (the orders area adds that check).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | ValidationError | ValueChain]
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
    body: CreateValueChainRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | ValidationError | ValueChain | None:
    """Create value chain

     Records a trading relationship with another company. reciprocal_company_id, when given, names the
    counterpart's workspace (not the own one).

    Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-chains/,
    with the permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type
    is supplier (default) or customer; status is pending, active (default) or revoked, set freely by the
    workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
    country) are required; description, external_id (need not be unique), contact_name are empty unless
    given; contact_email is a valid email or null; permission_granted and is_self_managed are false
    unless given; reciprocal_company_id is the workspace of the counterpart company, or null: an id that
    is no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
    "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
    metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
    ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of
    names (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
    assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by
    default. Deleting a value chain that an order names follows referenced_deletion (the orders area
    adds that check).

    Decision (Ownership information of a value chain): ownership_information is {ownership_periods,
    sector_code (at most 64 characters), notes}; each period has valid_from_month and valid_to_month
    (YYYY-MM, from not after to), consolidation_approach (equity_share, operational_control or
    financial_control, the GHG Protocol's approaches) and ownership_percentage (a decimal string from 0
    to 100 with at most two decimal places). A problem is a 400 naming the nested place, such as
    {"ownership_information": {"ownership_periods": {"0": {"valid_to_month": ["..."]}}}}. Periods may
    overlap.

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

    Permission: a role with the permission add_valuechain.

    Args:
        idempotency_key (str | Unset):
        body (CreateValueChainRequest): Body of the value chain creation (VC2); assessment fields
            are not written here.

            Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-
            chains/, with the permissions view_valuechain, add_valuechain, change_valuechain and
            delete_valuechain. type is supplier (default) or customer; status is pending, active
            (default) or revoked, set freely by the workspace. company_name (1..255) and country_code
            (a known ISO alpha-2 code, shown inline as country) are required; description, external_id
            (need not be unique), contact_name are empty unless given; contact_email is a valid email
            or null; permission_granted and is_self_managed are false unless given;
            reciprocal_company_id is the workspace of the counterpart company, or null: an id that is
            no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
            "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
            metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key>
            otherwise). ownership_information and metadata, when given to VC4, replace the stored
            ones. tags are an array of names (1..100 characters, at most 100), stored with the value
            chain. assessment_status (pending) and assessment_summary (null) are changed by the
            assessment only. The list is ordered by company_name by default. Deleting a value chain
            that an order names follows referenced_deletion (the orders area adds that check).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | ValidationError | ValueChain
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateValueChainRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | ValidationError | ValueChain]:
    """Create value chain

     Records a trading relationship with another company. reciprocal_company_id, when given, names the
    counterpart's workspace (not the own one).

    Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-chains/,
    with the permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type
    is supplier (default) or customer; status is pending, active (default) or revoked, set freely by the
    workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
    country) are required; description, external_id (need not be unique), contact_name are empty unless
    given; contact_email is a valid email or null; permission_granted and is_self_managed are false
    unless given; reciprocal_company_id is the workspace of the counterpart company, or null: an id that
    is no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
    "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
    metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
    ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of
    names (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
    assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by
    default. Deleting a value chain that an order names follows referenced_deletion (the orders area
    adds that check).

    Decision (Ownership information of a value chain): ownership_information is {ownership_periods,
    sector_code (at most 64 characters), notes}; each period has valid_from_month and valid_to_month
    (YYYY-MM, from not after to), consolidation_approach (equity_share, operational_control or
    financial_control, the GHG Protocol's approaches) and ownership_percentage (a decimal string from 0
    to 100 with at most two decimal places). A problem is a 400 naming the nested place, such as
    {"ownership_information": {"ownership_periods": {"0": {"valid_to_month": ["..."]}}}}. Periods may
    overlap.

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

    Permission: a role with the permission add_valuechain.

    Args:
        idempotency_key (str | Unset):
        body (CreateValueChainRequest): Body of the value chain creation (VC2); assessment fields
            are not written here.

            Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-
            chains/, with the permissions view_valuechain, add_valuechain, change_valuechain and
            delete_valuechain. type is supplier (default) or customer; status is pending, active
            (default) or revoked, set freely by the workspace. company_name (1..255) and country_code
            (a known ISO alpha-2 code, shown inline as country) are required; description, external_id
            (need not be unique), contact_name are empty unless given; contact_email is a valid email
            or null; permission_granted and is_self_managed are false unless given;
            reciprocal_company_id is the workspace of the counterpart company, or null: an id that is
            no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
            "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
            metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key>
            otherwise). ownership_information and metadata, when given to VC4, replace the stored
            ones. tags are an array of names (1..100 characters, at most 100), stored with the value
            chain. assessment_status (pending) and assessment_summary (null) are changed by the
            assessment only. The list is ordered by company_name by default. Deleting a value chain
            that an order names follows referenced_deletion (the orders area adds that check).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | ValidationError | ValueChain]
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
    body: CreateValueChainRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | ValidationError | ValueChain | None:
    """Create value chain

     Records a trading relationship with another company. reciprocal_company_id, when given, names the
    counterpart's workspace (not the own one).

    Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-chains/,
    with the permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type
    is supplier (default) or customer; status is pending, active (default) or revoked, set freely by the
    workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
    country) are required; description, external_id (need not be unique), contact_name are empty unless
    given; contact_email is a valid email or null; permission_granted and is_self_managed are false
    unless given; reciprocal_company_id is the workspace of the counterpart company, or null: an id that
    is no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
    "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
    metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
    ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of
    names (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
    assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by
    default. Deleting a value chain that an order names follows referenced_deletion (the orders area
    adds that check).

    Decision (Ownership information of a value chain): ownership_information is {ownership_periods,
    sector_code (at most 64 characters), notes}; each period has valid_from_month and valid_to_month
    (YYYY-MM, from not after to), consolidation_approach (equity_share, operational_control or
    financial_control, the GHG Protocol's approaches) and ownership_percentage (a decimal string from 0
    to 100 with at most two decimal places). A problem is a 400 naming the nested place, such as
    {"ownership_information": {"ownership_periods": {"0": {"valid_to_month": ["..."]}}}}. Periods may
    overlap.

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

    Permission: a role with the permission add_valuechain.

    Args:
        idempotency_key (str | Unset):
        body (CreateValueChainRequest): Body of the value chain creation (VC2); assessment fields
            are not written here.

            Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-
            chains/, with the permissions view_valuechain, add_valuechain, change_valuechain and
            delete_valuechain. type is supplier (default) or customer; status is pending, active
            (default) or revoked, set freely by the workspace. company_name (1..255) and country_code
            (a known ISO alpha-2 code, shown inline as country) are required; description, external_id
            (need not be unique), contact_name are empty unless given; contact_email is a valid email
            or null; permission_granted and is_self_managed are false unless given;
            reciprocal_company_id is the workspace of the counterpart company, or null: an id that is
            no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
            "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
            metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key>
            otherwise). ownership_information and metadata, when given to VC4, replace the stored
            ones. tags are an array of names (1..100 characters, at most 100), stored with the value
            chain. assessment_status (pending) and assessment_summary (null) are changed by the
            assessment only. The list is ordered by company_name by default. Deleting a value chain
            that an order names follows referenced_deletion (the orders area adds that check).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | ValidationError | ValueChain
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
