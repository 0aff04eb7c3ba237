from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_document_request import CreateDocumentRequest
from ...models.created_document import CreatedDocument
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateDocumentRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/documents/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedDocument | ErrorDetail | ValidationError | None:
    if response.status_code == 201:
        response_201 = CreatedDocument.from_dict(response.json())

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
) -> Response[CreatedDocument | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateDocumentRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedDocument | ErrorDetail | ValidationError]:
    """Create document

     Creates a document record and returns a signed upload URL. Upload the file to that URL, then confirm
    the upload (D5).

    Decision (Where a document's file is, and what its type is): The server chooses the object key,
    workspaces/<workspace>/documents/<document>/upload/<random>, from the ids and no user-chosen
    segment. Confirming the upload moves the object to
    workspaces/<workspace>/documents/<document>/file/<the same random part>, which only the server
    writes (the random part keeps an object left in the bucket by another database, a restored backup or
    a reset one, from passing for this document's file): a second upload to the upload URL afterwards
    changes nothing confirmed, and an upload that was cut off leaves no object to confirm. A file larger
    than the upload limit (CANOPY_MAX_UPLOAD_BYTES) is refused: with 413 while it streams to the local
    store, and on confirmation (400 on file_path, the object removed) on S3, whose signed PUT URLs
    cannot carry a limit. The type of a confirmed file is read from its first bytes (decision
    document_content_type), and the download's filename ends in an extension of that type: the
    document's name when its extension already says it (for plain text also .csv, .tsv or .md, kinds of
    plain text no sniffing tells apart), else the name with the type's extension added ("scan.png"
    holding a PDF downloads as "scan.png.pdf", "page.html" holding plain text as "page.html.txt").
    file_path shows the final URI once confirmed. pulse_params is {"identifier": "document:<id>",
    "model_identifier": "ingestion.document"}.

    Decision (A document's content_type): A document's content_type is the kind given at creation (D2,
    one of DocumentContentType) and nothing changes it: confirming an upload keeps it, so D1's
    content_type and content_type__in filters find the document before and after (a document Canopy
    writes itself, a filed statement, has its source as its kind: dds_filing). The file's type is a
    field of its own, media_type (an extension, with D1 filters media_type and media_type__in): null
    until an upload is confirmed; confirming reads it from the file's first bytes (a known signature by
    the filetype library; else text/plain when they decode as UTF-8; else application/octet-stream),
    stores the object with it, and the download's file name ends in an extension of it (decision
    document_storage). D5's optional content_type (at most 255 characters) is the client's claim of that
    media type, checked against the bytes: kept as media_type where they agree (the same type, or a more
    precise textual type for bytes that are text: text/csv, application/json); a generic claim
    (application/octet-stream) or null gives way to what the bytes show; any other claim is refused with
    400 on content_type naming the type found, and the upload recorded failed (decision
    document_upload_states). So a confirmed document's media_type is never null, and never a type the
    bytes contradict. Migration 0028 moved the media types that confirmations had written into
    content_type to media_type, and gave content_type back the kind given at creation.

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

    Permission: a role with the permission add_document.

    Args:
        idempotency_key (str | Unset):
        body (CreateDocumentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedDocument | ErrorDetail | ValidationError]
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
    body: CreateDocumentRequest,
    idempotency_key: str | Unset = UNSET,
) -> CreatedDocument | ErrorDetail | ValidationError | None:
    """Create document

     Creates a document record and returns a signed upload URL. Upload the file to that URL, then confirm
    the upload (D5).

    Decision (Where a document's file is, and what its type is): The server chooses the object key,
    workspaces/<workspace>/documents/<document>/upload/<random>, from the ids and no user-chosen
    segment. Confirming the upload moves the object to
    workspaces/<workspace>/documents/<document>/file/<the same random part>, which only the server
    writes (the random part keeps an object left in the bucket by another database, a restored backup or
    a reset one, from passing for this document's file): a second upload to the upload URL afterwards
    changes nothing confirmed, and an upload that was cut off leaves no object to confirm. A file larger
    than the upload limit (CANOPY_MAX_UPLOAD_BYTES) is refused: with 413 while it streams to the local
    store, and on confirmation (400 on file_path, the object removed) on S3, whose signed PUT URLs
    cannot carry a limit. The type of a confirmed file is read from its first bytes (decision
    document_content_type), and the download's filename ends in an extension of that type: the
    document's name when its extension already says it (for plain text also .csv, .tsv or .md, kinds of
    plain text no sniffing tells apart), else the name with the type's extension added ("scan.png"
    holding a PDF downloads as "scan.png.pdf", "page.html" holding plain text as "page.html.txt").
    file_path shows the final URI once confirmed. pulse_params is {"identifier": "document:<id>",
    "model_identifier": "ingestion.document"}.

    Decision (A document's content_type): A document's content_type is the kind given at creation (D2,
    one of DocumentContentType) and nothing changes it: confirming an upload keeps it, so D1's
    content_type and content_type__in filters find the document before and after (a document Canopy
    writes itself, a filed statement, has its source as its kind: dds_filing). The file's type is a
    field of its own, media_type (an extension, with D1 filters media_type and media_type__in): null
    until an upload is confirmed; confirming reads it from the file's first bytes (a known signature by
    the filetype library; else text/plain when they decode as UTF-8; else application/octet-stream),
    stores the object with it, and the download's file name ends in an extension of it (decision
    document_storage). D5's optional content_type (at most 255 characters) is the client's claim of that
    media type, checked against the bytes: kept as media_type where they agree (the same type, or a more
    precise textual type for bytes that are text: text/csv, application/json); a generic claim
    (application/octet-stream) or null gives way to what the bytes show; any other claim is refused with
    400 on content_type naming the type found, and the upload recorded failed (decision
    document_upload_states). So a confirmed document's media_type is never null, and never a type the
    bytes contradict. Migration 0028 moved the media types that confirmations had written into
    content_type to media_type, and gave content_type back the kind given at creation.

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

    Permission: a role with the permission add_document.

    Args:
        idempotency_key (str | Unset):
        body (CreateDocumentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedDocument | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateDocumentRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedDocument | ErrorDetail | ValidationError]:
    """Create document

     Creates a document record and returns a signed upload URL. Upload the file to that URL, then confirm
    the upload (D5).

    Decision (Where a document's file is, and what its type is): The server chooses the object key,
    workspaces/<workspace>/documents/<document>/upload/<random>, from the ids and no user-chosen
    segment. Confirming the upload moves the object to
    workspaces/<workspace>/documents/<document>/file/<the same random part>, which only the server
    writes (the random part keeps an object left in the bucket by another database, a restored backup or
    a reset one, from passing for this document's file): a second upload to the upload URL afterwards
    changes nothing confirmed, and an upload that was cut off leaves no object to confirm. A file larger
    than the upload limit (CANOPY_MAX_UPLOAD_BYTES) is refused: with 413 while it streams to the local
    store, and on confirmation (400 on file_path, the object removed) on S3, whose signed PUT URLs
    cannot carry a limit. The type of a confirmed file is read from its first bytes (decision
    document_content_type), and the download's filename ends in an extension of that type: the
    document's name when its extension already says it (for plain text also .csv, .tsv or .md, kinds of
    plain text no sniffing tells apart), else the name with the type's extension added ("scan.png"
    holding a PDF downloads as "scan.png.pdf", "page.html" holding plain text as "page.html.txt").
    file_path shows the final URI once confirmed. pulse_params is {"identifier": "document:<id>",
    "model_identifier": "ingestion.document"}.

    Decision (A document's content_type): A document's content_type is the kind given at creation (D2,
    one of DocumentContentType) and nothing changes it: confirming an upload keeps it, so D1's
    content_type and content_type__in filters find the document before and after (a document Canopy
    writes itself, a filed statement, has its source as its kind: dds_filing). The file's type is a
    field of its own, media_type (an extension, with D1 filters media_type and media_type__in): null
    until an upload is confirmed; confirming reads it from the file's first bytes (a known signature by
    the filetype library; else text/plain when they decode as UTF-8; else application/octet-stream),
    stores the object with it, and the download's file name ends in an extension of it (decision
    document_storage). D5's optional content_type (at most 255 characters) is the client's claim of that
    media type, checked against the bytes: kept as media_type where they agree (the same type, or a more
    precise textual type for bytes that are text: text/csv, application/json); a generic claim
    (application/octet-stream) or null gives way to what the bytes show; any other claim is refused with
    400 on content_type naming the type found, and the upload recorded failed (decision
    document_upload_states). So a confirmed document's media_type is never null, and never a type the
    bytes contradict. Migration 0028 moved the media types that confirmations had written into
    content_type to media_type, and gave content_type back the kind given at creation.

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

    Permission: a role with the permission add_document.

    Args:
        idempotency_key (str | Unset):
        body (CreateDocumentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedDocument | ErrorDetail | ValidationError]
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
    body: CreateDocumentRequest,
    idempotency_key: str | Unset = UNSET,
) -> CreatedDocument | ErrorDetail | ValidationError | None:
    """Create document

     Creates a document record and returns a signed upload URL. Upload the file to that URL, then confirm
    the upload (D5).

    Decision (Where a document's file is, and what its type is): The server chooses the object key,
    workspaces/<workspace>/documents/<document>/upload/<random>, from the ids and no user-chosen
    segment. Confirming the upload moves the object to
    workspaces/<workspace>/documents/<document>/file/<the same random part>, which only the server
    writes (the random part keeps an object left in the bucket by another database, a restored backup or
    a reset one, from passing for this document's file): a second upload to the upload URL afterwards
    changes nothing confirmed, and an upload that was cut off leaves no object to confirm. A file larger
    than the upload limit (CANOPY_MAX_UPLOAD_BYTES) is refused: with 413 while it streams to the local
    store, and on confirmation (400 on file_path, the object removed) on S3, whose signed PUT URLs
    cannot carry a limit. The type of a confirmed file is read from its first bytes (decision
    document_content_type), and the download's filename ends in an extension of that type: the
    document's name when its extension already says it (for plain text also .csv, .tsv or .md, kinds of
    plain text no sniffing tells apart), else the name with the type's extension added ("scan.png"
    holding a PDF downloads as "scan.png.pdf", "page.html" holding plain text as "page.html.txt").
    file_path shows the final URI once confirmed. pulse_params is {"identifier": "document:<id>",
    "model_identifier": "ingestion.document"}.

    Decision (A document's content_type): A document's content_type is the kind given at creation (D2,
    one of DocumentContentType) and nothing changes it: confirming an upload keeps it, so D1's
    content_type and content_type__in filters find the document before and after (a document Canopy
    writes itself, a filed statement, has its source as its kind: dds_filing). The file's type is a
    field of its own, media_type (an extension, with D1 filters media_type and media_type__in): null
    until an upload is confirmed; confirming reads it from the file's first bytes (a known signature by
    the filetype library; else text/plain when they decode as UTF-8; else application/octet-stream),
    stores the object with it, and the download's file name ends in an extension of it (decision
    document_storage). D5's optional content_type (at most 255 characters) is the client's claim of that
    media type, checked against the bytes: kept as media_type where they agree (the same type, or a more
    precise textual type for bytes that are text: text/csv, application/json); a generic claim
    (application/octet-stream) or null gives way to what the bytes show; any other claim is refused with
    400 on content_type naming the type found, and the upload recorded failed (decision
    document_upload_states). So a confirmed document's media_type is never null, and never a type the
    bytes contradict. Migration 0028 moved the media types that confirmations had written into
    content_type to media_type, and gave content_type back the kind given at creation.

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

    Permission: a role with the permission add_document.

    Args:
        idempotency_key (str | Unset):
        body (CreateDocumentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedDocument | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
