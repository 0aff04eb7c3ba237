from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.confirm_upload_request import ConfirmUploadRequest
from ...models.document import Document
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: ConfirmUploadRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/documents/{id}/confirm-upload/".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Document | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = Document.from_dict(response.json())

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
) -> Response[Document | ErrorDetail | ValidationError]:
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
    body: ConfirmUploadRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Document | ErrorDetail | ValidationError]:
    """Confirm upload

     Call after the file was uploaded to the signed URL. Marks the upload completed (upload_status
    completed), records the file's size and media_type, and triggers downstream processing. A
    confirmation refused for the file (nothing uploaded, too large, a content_type its bytes contradict)
    or failing in the file store records upload_status failed and changes nothing else; upload the file
    again and confirm it.

    Decision (Confirming an upload that is not pending or uploading): Confirm upload is accepted while
    upload_status is pending, uploading or failed (a failed upload is sent again and confirmed, decision
    document_upload_states), and on a completed document for the new upload that DU1 issued (decision
    document_file_replacement); otherwise (completed with no new upload) it answers 400
    {"upload_status": ["..."]} and changes nothing.

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

    Decision (When a document's upload_status is uploading and when failed): upload_status is pending
    from D2, and again after DU1 issues a new upload for a document not yet completed (the earlier
    upload is abandoned and removed). It is uploading while the file's bytes are arriving at the upload
    URL or have arrived and are not confirmed, and failed when the last attempt to upload or confirm the
    file failed; completed once D5 confirmed it. With the local store Canopy serves the signed PUT
    itself: a PUT to a genuine URL (signature and expiry good) makes the document uploading as its bytes
    start to arrive (and again once they are stored), and failed when it began and stored nothing (cut
    off, over the limit as it streamed, a store error); a PUT refused before its bytes are read (its
    Content-Length over the limit, or the object there already, which leaves that upload in place)
    changes nothing. With S3 the PUT goes to the store and Canopy learns of the bytes only when D5 reads
    them: a D5 that finds them at the upload key but being written again while it confirms them (409)
    records uploading, and the next D5 checks what is there. On either store, a D5 refused for the file
    (nothing uploaded to its file_path, the file over the upload limit, a content_type claim its bytes
    contradict) answers 400 as before and records failed, and a store error while confirming answers 503
    (upload_store_failed) and records failed: the status (with updated_at) is then the one thing the
    refused confirmation changes, written in a transaction of its own after the confirmation's own was
    rolled back, and only while the document still awaits that same upload. A failed upload stays
    confirmable: PUT the file again (or DU1 for a new URL), then D5 completes it. A D5 refused for the
    request rather than the file (a file_path that is not the one issued, a document already completed,
    bad input) changes nothing. A completed document keeps upload_status completed while DU1's
    replacement is uploaded, confirmed or refused: its confirmed file stays downloadable and indexed
    until a replacement is confirmed. D1's upload_status filter finds each state.

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

    Permission: a role with the permission change_document.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (ConfirmUploadRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Document | ErrorDetail | ValidationError]
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
    body: ConfirmUploadRequest,
    idempotency_key: str | Unset = UNSET,
) -> Document | ErrorDetail | ValidationError | None:
    """Confirm upload

     Call after the file was uploaded to the signed URL. Marks the upload completed (upload_status
    completed), records the file's size and media_type, and triggers downstream processing. A
    confirmation refused for the file (nothing uploaded, too large, a content_type its bytes contradict)
    or failing in the file store records upload_status failed and changes nothing else; upload the file
    again and confirm it.

    Decision (Confirming an upload that is not pending or uploading): Confirm upload is accepted while
    upload_status is pending, uploading or failed (a failed upload is sent again and confirmed, decision
    document_upload_states), and on a completed document for the new upload that DU1 issued (decision
    document_file_replacement); otherwise (completed with no new upload) it answers 400
    {"upload_status": ["..."]} and changes nothing.

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

    Decision (When a document's upload_status is uploading and when failed): upload_status is pending
    from D2, and again after DU1 issues a new upload for a document not yet completed (the earlier
    upload is abandoned and removed). It is uploading while the file's bytes are arriving at the upload
    URL or have arrived and are not confirmed, and failed when the last attempt to upload or confirm the
    file failed; completed once D5 confirmed it. With the local store Canopy serves the signed PUT
    itself: a PUT to a genuine URL (signature and expiry good) makes the document uploading as its bytes
    start to arrive (and again once they are stored), and failed when it began and stored nothing (cut
    off, over the limit as it streamed, a store error); a PUT refused before its bytes are read (its
    Content-Length over the limit, or the object there already, which leaves that upload in place)
    changes nothing. With S3 the PUT goes to the store and Canopy learns of the bytes only when D5 reads
    them: a D5 that finds them at the upload key but being written again while it confirms them (409)
    records uploading, and the next D5 checks what is there. On either store, a D5 refused for the file
    (nothing uploaded to its file_path, the file over the upload limit, a content_type claim its bytes
    contradict) answers 400 as before and records failed, and a store error while confirming answers 503
    (upload_store_failed) and records failed: the status (with updated_at) is then the one thing the
    refused confirmation changes, written in a transaction of its own after the confirmation's own was
    rolled back, and only while the document still awaits that same upload. A failed upload stays
    confirmable: PUT the file again (or DU1 for a new URL), then D5 completes it. A D5 refused for the
    request rather than the file (a file_path that is not the one issued, a document already completed,
    bad input) changes nothing. A completed document keeps upload_status completed while DU1's
    replacement is uploaded, confirmed or refused: its confirmed file stays downloadable and indexed
    until a replacement is confirmed. D1's upload_status filter finds each state.

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

    Permission: a role with the permission change_document.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (ConfirmUploadRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Document | ErrorDetail | ValidationError
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
    body: ConfirmUploadRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Document | ErrorDetail | ValidationError]:
    """Confirm upload

     Call after the file was uploaded to the signed URL. Marks the upload completed (upload_status
    completed), records the file's size and media_type, and triggers downstream processing. A
    confirmation refused for the file (nothing uploaded, too large, a content_type its bytes contradict)
    or failing in the file store records upload_status failed and changes nothing else; upload the file
    again and confirm it.

    Decision (Confirming an upload that is not pending or uploading): Confirm upload is accepted while
    upload_status is pending, uploading or failed (a failed upload is sent again and confirmed, decision
    document_upload_states), and on a completed document for the new upload that DU1 issued (decision
    document_file_replacement); otherwise (completed with no new upload) it answers 400
    {"upload_status": ["..."]} and changes nothing.

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

    Decision (When a document's upload_status is uploading and when failed): upload_status is pending
    from D2, and again after DU1 issues a new upload for a document not yet completed (the earlier
    upload is abandoned and removed). It is uploading while the file's bytes are arriving at the upload
    URL or have arrived and are not confirmed, and failed when the last attempt to upload or confirm the
    file failed; completed once D5 confirmed it. With the local store Canopy serves the signed PUT
    itself: a PUT to a genuine URL (signature and expiry good) makes the document uploading as its bytes
    start to arrive (and again once they are stored), and failed when it began and stored nothing (cut
    off, over the limit as it streamed, a store error); a PUT refused before its bytes are read (its
    Content-Length over the limit, or the object there already, which leaves that upload in place)
    changes nothing. With S3 the PUT goes to the store and Canopy learns of the bytes only when D5 reads
    them: a D5 that finds them at the upload key but being written again while it confirms them (409)
    records uploading, and the next D5 checks what is there. On either store, a D5 refused for the file
    (nothing uploaded to its file_path, the file over the upload limit, a content_type claim its bytes
    contradict) answers 400 as before and records failed, and a store error while confirming answers 503
    (upload_store_failed) and records failed: the status (with updated_at) is then the one thing the
    refused confirmation changes, written in a transaction of its own after the confirmation's own was
    rolled back, and only while the document still awaits that same upload. A failed upload stays
    confirmable: PUT the file again (or DU1 for a new URL), then D5 completes it. A D5 refused for the
    request rather than the file (a file_path that is not the one issued, a document already completed,
    bad input) changes nothing. A completed document keeps upload_status completed while DU1's
    replacement is uploaded, confirmed or refused: its confirmed file stays downloadable and indexed
    until a replacement is confirmed. D1's upload_status filter finds each state.

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

    Permission: a role with the permission change_document.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (ConfirmUploadRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Document | ErrorDetail | ValidationError]
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
    body: ConfirmUploadRequest,
    idempotency_key: str | Unset = UNSET,
) -> Document | ErrorDetail | ValidationError | None:
    """Confirm upload

     Call after the file was uploaded to the signed URL. Marks the upload completed (upload_status
    completed), records the file's size and media_type, and triggers downstream processing. A
    confirmation refused for the file (nothing uploaded, too large, a content_type its bytes contradict)
    or failing in the file store records upload_status failed and changes nothing else; upload the file
    again and confirm it.

    Decision (Confirming an upload that is not pending or uploading): Confirm upload is accepted while
    upload_status is pending, uploading or failed (a failed upload is sent again and confirmed, decision
    document_upload_states), and on a completed document for the new upload that DU1 issued (decision
    document_file_replacement); otherwise (completed with no new upload) it answers 400
    {"upload_status": ["..."]} and changes nothing.

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

    Decision (When a document's upload_status is uploading and when failed): upload_status is pending
    from D2, and again after DU1 issues a new upload for a document not yet completed (the earlier
    upload is abandoned and removed). It is uploading while the file's bytes are arriving at the upload
    URL or have arrived and are not confirmed, and failed when the last attempt to upload or confirm the
    file failed; completed once D5 confirmed it. With the local store Canopy serves the signed PUT
    itself: a PUT to a genuine URL (signature and expiry good) makes the document uploading as its bytes
    start to arrive (and again once they are stored), and failed when it began and stored nothing (cut
    off, over the limit as it streamed, a store error); a PUT refused before its bytes are read (its
    Content-Length over the limit, or the object there already, which leaves that upload in place)
    changes nothing. With S3 the PUT goes to the store and Canopy learns of the bytes only when D5 reads
    them: a D5 that finds them at the upload key but being written again while it confirms them (409)
    records uploading, and the next D5 checks what is there. On either store, a D5 refused for the file
    (nothing uploaded to its file_path, the file over the upload limit, a content_type claim its bytes
    contradict) answers 400 as before and records failed, and a store error while confirming answers 503
    (upload_store_failed) and records failed: the status (with updated_at) is then the one thing the
    refused confirmation changes, written in a transaction of its own after the confirmation's own was
    rolled back, and only while the document still awaits that same upload. A failed upload stays
    confirmable: PUT the file again (or DU1 for a new URL), then D5 completes it. A D5 refused for the
    request rather than the file (a file_path that is not the one issued, a document already completed,
    bad input) changes nothing. A completed document keeps upload_status completed while DU1's
    replacement is uploaded, confirmed or refused: its confirmed file stays downloadable and indexed
    until a replacement is confirmed. D1's upload_status filter finds each state.

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

    Permission: a role with the permission change_document.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (ConfirmUploadRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Document | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
