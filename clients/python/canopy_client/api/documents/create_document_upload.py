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
    never confirmed is removed. A completed document keeps its file, its downloads and its index until
    D5 confirms the new upload; that confirmation, in one transaction, points file_path at the new file,
    sets rag_index_status importing (its old chunks are out of every query from that commit) and
    enqueues "process document", which replaces the chunks, and a job that removes the old file from
    storage. D5 on a completed document is accepted only for an upload issued after its file was
    confirmed.

    Decision (Field carrying the signed upload URL): The created document carries upload_url (the signed
    URL to PUT the file to), upload_url_expires_at, and file_path, the <scheme>://<bucket>/<path> URI of
    the object the file goes to, which the client sends back to confirm the upload (a client cannot
    confirm without it). The server chooses the object's key, from the workspace and document ids and no
    user-chosen segment.

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
    never confirmed is removed. A completed document keeps its file, its downloads and its index until
    D5 confirms the new upload; that confirmation, in one transaction, points file_path at the new file,
    sets rag_index_status importing (its old chunks are out of every query from that commit) and
    enqueues "process document", which replaces the chunks, and a job that removes the old file from
    storage. D5 on a completed document is accepted only for an upload issued after its file was
    confirmed.

    Decision (Field carrying the signed upload URL): The created document carries upload_url (the signed
    URL to PUT the file to), upload_url_expires_at, and file_path, the <scheme>://<bucket>/<path> URI of
    the object the file goes to, which the client sends back to confirm the upload (a client cannot
    confirm without it). The server chooses the object's key, from the workspace and document ids and no
    user-chosen segment.

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
    never confirmed is removed. A completed document keeps its file, its downloads and its index until
    D5 confirms the new upload; that confirmation, in one transaction, points file_path at the new file,
    sets rag_index_status importing (its old chunks are out of every query from that commit) and
    enqueues "process document", which replaces the chunks, and a job that removes the old file from
    storage. D5 on a completed document is accepted only for an upload issued after its file was
    confirmed.

    Decision (Field carrying the signed upload URL): The created document carries upload_url (the signed
    URL to PUT the file to), upload_url_expires_at, and file_path, the <scheme>://<bucket>/<path> URI of
    the object the file goes to, which the client sends back to confirm the upload (a client cannot
    confirm without it). The server chooses the object's key, from the workspace and document ids and no
    user-chosen segment.

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
    never confirmed is removed. A completed document keeps its file, its downloads and its index until
    D5 confirms the new upload; that confirmation, in one transaction, points file_path at the new file,
    sets rag_index_status importing (its old chunks are out of every query from that commit) and
    enqueues "process document", which replaces the chunks, and a job that removes the old file from
    storage. D5 on a completed document is accepted only for an upload issued after its file was
    confirmed.

    Decision (Field carrying the signed upload URL): The created document carries upload_url (the signed
    URL to PUT the file to), upload_url_expires_at, and file_path, the <scheme>://<bucket>/<path> URI of
    the object the file goes to, which the client sends back to confirm the upload (a client cannot
    confirm without it). The server chooses the object's key, from the workspace and document ids and no
    user-chosen segment.

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
