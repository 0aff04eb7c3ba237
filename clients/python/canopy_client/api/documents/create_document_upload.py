from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.created_document import CreatedDocument
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/documents/{id}/upload/".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedDocument | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = CreatedDocument.from_dict(response.json())

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
) -> Response[CreatedDocument | ErrorDetail | ValidationError]:
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
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedDocument | ErrorDetail | ValidationError]:
    """Issue a new upload URL for a document

     Issues a new signed upload URL and file_path for the document, in place of the one issued before: to
    upload a pending document whose URL expired, or to replace a completed document's file. Upload to
    it, then confirm the upload (D5) with the new file_path. Until that confirmation the document keeps
    its file (and its index); the confirmation replaces both, and the old file is removed.

    Decision (Replacing a document's file): DU1 (an extension) issues a new upload key, URL and
    file_path for a document, in place of the earlier ones; an object uploaded to the earlier key and
    never confirmed is removed, and a document not yet completed (pending, uploading or failed) is
    pending again (decision document_upload_states). A completed document keeps its file, its downloads
    and its index until D5 confirms the new upload; that confirmation, in one transaction, points
    file_path at the new file, sets rag_index_status importing (its old chunks are out of every query
    from that commit) and enqueues "process document", which replaces the chunks, and a job that removes
    the old file from storage. D5 on a completed document is accepted only for an upload issued after
    its file was confirmed.

    Decision (Field carrying the signed upload URL): The created document carries upload_url (the signed
    URL to PUT the file to), upload_url_expires_at, and file_path, the <scheme>://<bucket>/<path> URI of
    the object the file goes to, which the client sends back to confirm the upload (a client cannot
    confirm without it). The server chooses the object's key, from the workspace and document ids and no
    user-chosen segment.

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

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedDocument | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
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
    idempotency_key: str | Unset = UNSET,
) -> CreatedDocument | ErrorDetail | ValidationError | None:
    """Issue a new upload URL for a document

     Issues a new signed upload URL and file_path for the document, in place of the one issued before: to
    upload a pending document whose URL expired, or to replace a completed document's file. Upload to
    it, then confirm the upload (D5) with the new file_path. Until that confirmation the document keeps
    its file (and its index); the confirmation replaces both, and the old file is removed.

    Decision (Replacing a document's file): DU1 (an extension) issues a new upload key, URL and
    file_path for a document, in place of the earlier ones; an object uploaded to the earlier key and
    never confirmed is removed, and a document not yet completed (pending, uploading or failed) is
    pending again (decision document_upload_states). A completed document keeps its file, its downloads
    and its index until D5 confirms the new upload; that confirmation, in one transaction, points
    file_path at the new file, sets rag_index_status importing (its old chunks are out of every query
    from that commit) and enqueues "process document", which replaces the chunks, and a job that removes
    the old file from storage. D5 on a completed document is accepted only for an upload issued after
    its file was confirmed.

    Decision (Field carrying the signed upload URL): The created document carries upload_url (the signed
    URL to PUT the file to), upload_url_expires_at, and file_path, the <scheme>://<bucket>/<path> URI of
    the object the file goes to, which the client sends back to confirm the upload (a client cannot
    confirm without it). The server chooses the object's key, from the workspace and document ids and no
    user-chosen segment.

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

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedDocument | ErrorDetail | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedDocument | ErrorDetail | ValidationError]:
    """Issue a new upload URL for a document

     Issues a new signed upload URL and file_path for the document, in place of the one issued before: to
    upload a pending document whose URL expired, or to replace a completed document's file. Upload to
    it, then confirm the upload (D5) with the new file_path. Until that confirmation the document keeps
    its file (and its index); the confirmation replaces both, and the old file is removed.

    Decision (Replacing a document's file): DU1 (an extension) issues a new upload key, URL and
    file_path for a document, in place of the earlier ones; an object uploaded to the earlier key and
    never confirmed is removed, and a document not yet completed (pending, uploading or failed) is
    pending again (decision document_upload_states). A completed document keeps its file, its downloads
    and its index until D5 confirms the new upload; that confirmation, in one transaction, points
    file_path at the new file, sets rag_index_status importing (its old chunks are out of every query
    from that commit) and enqueues "process document", which replaces the chunks, and a job that removes
    the old file from storage. D5 on a completed document is accepted only for an upload issued after
    its file was confirmed.

    Decision (Field carrying the signed upload URL): The created document carries upload_url (the signed
    URL to PUT the file to), upload_url_expires_at, and file_path, the <scheme>://<bucket>/<path> URI of
    the object the file goes to, which the client sends back to confirm the upload (a client cannot
    confirm without it). The server chooses the object's key, from the workspace and document ids and no
    user-chosen segment.

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

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedDocument | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> CreatedDocument | ErrorDetail | ValidationError | None:
    """Issue a new upload URL for a document

     Issues a new signed upload URL and file_path for the document, in place of the one issued before: to
    upload a pending document whose URL expired, or to replace a completed document's file. Upload to
    it, then confirm the upload (D5) with the new file_path. Until that confirmation the document keeps
    its file (and its index); the confirmation replaces both, and the old file is removed.

    Decision (Replacing a document's file): DU1 (an extension) issues a new upload key, URL and
    file_path for a document, in place of the earlier ones; an object uploaded to the earlier key and
    never confirmed is removed, and a document not yet completed (pending, uploading or failed) is
    pending again (decision document_upload_states). A completed document keeps its file, its downloads
    and its index until D5 confirms the new upload; that confirmation, in one transaction, points
    file_path at the new file, sets rag_index_status importing (its old chunks are out of every query
    from that commit) and enqueues "process document", which replaces the chunks, and a job that removes
    the old file from storage. D5 on a completed document is accepted only for an upload issued after
    its file was confirmed.

    Decision (Field carrying the signed upload URL): The created document carries upload_url (the signed
    URL to PUT the file to), upload_url_expires_at, and file_path, the <scheme>://<bucket>/<path> URI of
    the object the file goes to, which the client sends back to confirm the upload (a client cannot
    confirm without it). The server chooses the object's key, from the workspace and document ids and no
    user-chosen segment.

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

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedDocument | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
