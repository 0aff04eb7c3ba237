from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.due_diligence_statement_record import DueDiligenceStatementRecord
from ...models.error_detail import ErrorDetail
from ...models.update_due_diligence_statement_request import UpdateDueDiligenceStatementRequest
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: UpdateDueDiligenceStatementRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/due-diligence-statements/{id}/".format(
            id=quote(str(id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
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
    body: UpdateDueDiligenceStatementRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]:
    """Partially update due diligence statement

     Every body field is optional; only the given fields change, and products, when given, replace the
    products covered.

    Decision (Due diligence statements): Statements are extension operations DS1–DS5 under /api/due-
    diligence-statements/. name (1..255 characters) and dds_identifier (1..255) are required;
    dds_identifier is unique among the workspace's statements that are not deleted, compared exactly (a
    taken one is a 400 {"dds_identifier": ["due diligence statement with this dds identifier already
    exists."]}); dds_data is any JSON, {} by default. Deleting a statement (DS5, 204) is soft: it is
    kept with the time of its deletion, but is absent from DS1 and answers 404 on DS3–DS5, no product
    shows it, and its dds_identifier may be used again. pulse_params is the statement's identifier in
    the data platform, "due_diligence_statement:<id>".

    Decision (Status values of a due diligence statement): status is one of draft, submitted, available,
    rejected, cancelled, withdrawn and archived; a new statement is draft unless a status is given, and
    DS4 may set any of them: the service records the status the filing reached and enforces no
    transitions yet.

    Decision (The products a due diligence statement covers): A statement covers products of its
    workspace, given by id in products (at most 1000; a repeated id counts once) and shown ascending; an
    id that is not a product of the workspace is a 400 {"products": ["Invalid pk \\"<id>\\" - object
    does not exist."]}. DS4 with products replaces the products covered. A product shows, in
    due_diligence_statements, the statements covering it that are not deleted, by id.

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

    Permission: a role with the permission change_duediligencestatement.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateDueDiligenceStatementRequest | Unset): Body of the due diligence statement
            partial update (DS4); the creation fields, all optional. products, when given, replace the
            products covered.

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
    body: UpdateDueDiligenceStatementRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DueDiligenceStatementRecord | ErrorDetail | ValidationError | None:
    """Partially update due diligence statement

     Every body field is optional; only the given fields change, and products, when given, replace the
    products covered.

    Decision (Due diligence statements): Statements are extension operations DS1–DS5 under /api/due-
    diligence-statements/. name (1..255 characters) and dds_identifier (1..255) are required;
    dds_identifier is unique among the workspace's statements that are not deleted, compared exactly (a
    taken one is a 400 {"dds_identifier": ["due diligence statement with this dds identifier already
    exists."]}); dds_data is any JSON, {} by default. Deleting a statement (DS5, 204) is soft: it is
    kept with the time of its deletion, but is absent from DS1 and answers 404 on DS3–DS5, no product
    shows it, and its dds_identifier may be used again. pulse_params is the statement's identifier in
    the data platform, "due_diligence_statement:<id>".

    Decision (Status values of a due diligence statement): status is one of draft, submitted, available,
    rejected, cancelled, withdrawn and archived; a new statement is draft unless a status is given, and
    DS4 may set any of them: the service records the status the filing reached and enforces no
    transitions yet.

    Decision (The products a due diligence statement covers): A statement covers products of its
    workspace, given by id in products (at most 1000; a repeated id counts once) and shown ascending; an
    id that is not a product of the workspace is a 400 {"products": ["Invalid pk \\"<id>\\" - object
    does not exist."]}. DS4 with products replaces the products covered. A product shows, in
    due_diligence_statements, the statements covering it that are not deleted, by id.

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

    Permission: a role with the permission change_duediligencestatement.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateDueDiligenceStatementRequest | Unset): Body of the due diligence statement
            partial update (DS4); the creation fields, all optional. products, when given, replace the
            products covered.

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
    body: UpdateDueDiligenceStatementRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]:
    """Partially update due diligence statement

     Every body field is optional; only the given fields change, and products, when given, replace the
    products covered.

    Decision (Due diligence statements): Statements are extension operations DS1–DS5 under /api/due-
    diligence-statements/. name (1..255 characters) and dds_identifier (1..255) are required;
    dds_identifier is unique among the workspace's statements that are not deleted, compared exactly (a
    taken one is a 400 {"dds_identifier": ["due diligence statement with this dds identifier already
    exists."]}); dds_data is any JSON, {} by default. Deleting a statement (DS5, 204) is soft: it is
    kept with the time of its deletion, but is absent from DS1 and answers 404 on DS3–DS5, no product
    shows it, and its dds_identifier may be used again. pulse_params is the statement's identifier in
    the data platform, "due_diligence_statement:<id>".

    Decision (Status values of a due diligence statement): status is one of draft, submitted, available,
    rejected, cancelled, withdrawn and archived; a new statement is draft unless a status is given, and
    DS4 may set any of them: the service records the status the filing reached and enforces no
    transitions yet.

    Decision (The products a due diligence statement covers): A statement covers products of its
    workspace, given by id in products (at most 1000; a repeated id counts once) and shown ascending; an
    id that is not a product of the workspace is a 400 {"products": ["Invalid pk \\"<id>\\" - object
    does not exist."]}. DS4 with products replaces the products covered. A product shows, in
    due_diligence_statements, the statements covering it that are not deleted, by id.

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

    Permission: a role with the permission change_duediligencestatement.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateDueDiligenceStatementRequest | Unset): Body of the due diligence statement
            partial update (DS4); the creation fields, all optional. products, when given, replace the
            products covered.

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
    body: UpdateDueDiligenceStatementRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DueDiligenceStatementRecord | ErrorDetail | ValidationError | None:
    """Partially update due diligence statement

     Every body field is optional; only the given fields change, and products, when given, replace the
    products covered.

    Decision (Due diligence statements): Statements are extension operations DS1–DS5 under /api/due-
    diligence-statements/. name (1..255 characters) and dds_identifier (1..255) are required;
    dds_identifier is unique among the workspace's statements that are not deleted, compared exactly (a
    taken one is a 400 {"dds_identifier": ["due diligence statement with this dds identifier already
    exists."]}); dds_data is any JSON, {} by default. Deleting a statement (DS5, 204) is soft: it is
    kept with the time of its deletion, but is absent from DS1 and answers 404 on DS3–DS5, no product
    shows it, and its dds_identifier may be used again. pulse_params is the statement's identifier in
    the data platform, "due_diligence_statement:<id>".

    Decision (Status values of a due diligence statement): status is one of draft, submitted, available,
    rejected, cancelled, withdrawn and archived; a new statement is draft unless a status is given, and
    DS4 may set any of them: the service records the status the filing reached and enforces no
    transitions yet.

    Decision (The products a due diligence statement covers): A statement covers products of its
    workspace, given by id in products (at most 1000; a repeated id counts once) and shown ascending; an
    id that is not a product of the workspace is a 400 {"products": ["Invalid pk \\"<id>\\" - object
    does not exist."]}. DS4 with products replaces the products covered. A product shows, in
    due_diligence_statements, the statements covering it that are not deleted, by id.

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

    Permission: a role with the permission change_duediligencestatement.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateDueDiligenceStatementRequest | Unset): Body of the due diligence statement
            partial update (DS4); the creation fields, all optional. products, when given, replace the
            products covered.

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
