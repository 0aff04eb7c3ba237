from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.document_folder import DocumentFolder
from ...models.error_detail import ErrorDetail
from ...models.update_document_folder_request import UpdateDocumentFolderRequest
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: UpdateDocumentFolderRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/document-folders/{id}/".format(
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
) -> DocumentFolder | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = DocumentFolder.from_dict(response.json())

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
) -> Response[DocumentFolder | ErrorDetail | ValidationError]:
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
    body: UpdateDocumentFolderRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DocumentFolder | ErrorDetail | ValidationError]:
    """Partially update document folder

     Renames a folder or moves it under another parent; a move that would make a cycle is refused.

    Decision (Document folders): Folders are extension operations F1–F5 under /api/document-folders/
    (the path the document states). A folder has a name (1..255 characters) and a parent (null at the
    top); names need not be unique. Moving a folder under itself or any of its descendants is a 400 on
    parent, and so is a parent of another workspace. The list shows child_folder_count and
    document_count, the folders and documents directly inside. Deleting a folder that holds folders is a
    400; one that holds documents is a 400 unless unfile_documents=true, which makes them unfiled
    (folder null) in the same transaction. A document's folder_detail and the folder__name filters read
    the folder's current name.

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

    Permission: a role with the permission change_document.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateDocumentFolderRequest | Unset): Rename a folder or move it (parent); a move
            that would put a folder inside itself is refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DocumentFolder | ErrorDetail | ValidationError]
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
    body: UpdateDocumentFolderRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DocumentFolder | ErrorDetail | ValidationError | None:
    """Partially update document folder

     Renames a folder or moves it under another parent; a move that would make a cycle is refused.

    Decision (Document folders): Folders are extension operations F1–F5 under /api/document-folders/
    (the path the document states). A folder has a name (1..255 characters) and a parent (null at the
    top); names need not be unique. Moving a folder under itself or any of its descendants is a 400 on
    parent, and so is a parent of another workspace. The list shows child_folder_count and
    document_count, the folders and documents directly inside. Deleting a folder that holds folders is a
    400; one that holds documents is a 400 unless unfile_documents=true, which makes them unfiled
    (folder null) in the same transaction. A document's folder_detail and the folder__name filters read
    the folder's current name.

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

    Permission: a role with the permission change_document.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateDocumentFolderRequest | Unset): Rename a folder or move it (parent); a move
            that would put a folder inside itself is refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DocumentFolder | ErrorDetail | ValidationError
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
    body: UpdateDocumentFolderRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DocumentFolder | ErrorDetail | ValidationError]:
    """Partially update document folder

     Renames a folder or moves it under another parent; a move that would make a cycle is refused.

    Decision (Document folders): Folders are extension operations F1–F5 under /api/document-folders/
    (the path the document states). A folder has a name (1..255 characters) and a parent (null at the
    top); names need not be unique. Moving a folder under itself or any of its descendants is a 400 on
    parent, and so is a parent of another workspace. The list shows child_folder_count and
    document_count, the folders and documents directly inside. Deleting a folder that holds folders is a
    400; one that holds documents is a 400 unless unfile_documents=true, which makes them unfiled
    (folder null) in the same transaction. A document's folder_detail and the folder__name filters read
    the folder's current name.

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

    Permission: a role with the permission change_document.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateDocumentFolderRequest | Unset): Rename a folder or move it (parent); a move
            that would put a folder inside itself is refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DocumentFolder | ErrorDetail | ValidationError]
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
    body: UpdateDocumentFolderRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DocumentFolder | ErrorDetail | ValidationError | None:
    """Partially update document folder

     Renames a folder or moves it under another parent; a move that would make a cycle is refused.

    Decision (Document folders): Folders are extension operations F1–F5 under /api/document-folders/
    (the path the document states). A folder has a name (1..255 characters) and a parent (null at the
    top); names need not be unique. Moving a folder under itself or any of its descendants is a 400 on
    parent, and so is a parent of another workspace. The list shows child_folder_count and
    document_count, the folders and documents directly inside. Deleting a folder that holds folders is a
    400; one that holds documents is a 400 unless unfile_documents=true, which makes them unfiled
    (folder null) in the same transaction. A document's folder_detail and the folder__name filters read
    the folder's current name.

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

    Permission: a role with the permission change_document.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateDocumentFolderRequest | Unset): Rename a folder or move it (parent); a move
            that would put a folder inside itself is refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DocumentFolder | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
