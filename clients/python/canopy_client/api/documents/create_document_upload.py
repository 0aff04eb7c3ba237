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

     Issues a new signed upload URL and file_path for a document: when the first URL expired, or to
    replace a completed document's file. Upload to it, then confirm (D5) with the new file_path; until
    then the document keeps its current file.

    Decisions: [document_file_replacement](/api/docs/decisions.html#document_file_replacement),
    [upload_url_field](/api/docs/decisions.html#upload_url_field),
    [document_upload_states](/api/docs/decisions.html#document_upload_states),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Issues a new signed upload URL and file_path for a document: when the first URL expired, or to
    replace a completed document's file. Upload to it, then confirm (D5) with the new file_path; until
    then the document keeps its current file.

    Decisions: [document_file_replacement](/api/docs/decisions.html#document_file_replacement),
    [upload_url_field](/api/docs/decisions.html#upload_url_field),
    [document_upload_states](/api/docs/decisions.html#document_upload_states),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Issues a new signed upload URL and file_path for a document: when the first URL expired, or to
    replace a completed document's file. Upload to it, then confirm (D5) with the new file_path; until
    then the document keeps its current file.

    Decisions: [document_file_replacement](/api/docs/decisions.html#document_file_replacement),
    [upload_url_field](/api/docs/decisions.html#upload_url_field),
    [document_upload_states](/api/docs/decisions.html#document_upload_states),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Issues a new signed upload URL and file_path for a document: when the first URL expired, or to
    replace a completed document's file. Upload to it, then confirm (D5) with the new file_path; until
    then the document keeps its current file.

    Decisions: [document_file_replacement](/api/docs/decisions.html#document_file_replacement),
    [upload_url_field](/api/docs/decisions.html#upload_url_field),
    [document_upload_states](/api/docs/decisions.html#document_upload_states),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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
