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

     Creates a document and returns a signed upload URL. PUT the file's bytes to upload_url before
    upload_url_expires_at, then confirm the upload (D5) with the returned file_path.

    Decisions: [document_storage](/api/docs/decisions.html#document_storage),
    [document_content_type](/api/docs/decisions.html#document_content_type),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Creates a document and returns a signed upload URL. PUT the file's bytes to upload_url before
    upload_url_expires_at, then confirm the upload (D5) with the returned file_path.

    Decisions: [document_storage](/api/docs/decisions.html#document_storage),
    [document_content_type](/api/docs/decisions.html#document_content_type),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Creates a document and returns a signed upload URL. PUT the file's bytes to upload_url before
    upload_url_expires_at, then confirm the upload (D5) with the returned file_path.

    Decisions: [document_storage](/api/docs/decisions.html#document_storage),
    [document_content_type](/api/docs/decisions.html#document_content_type),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Creates a document and returns a signed upload URL. PUT the file's bytes to upload_url before
    upload_url_expires_at, then confirm the upload (D5) with the returned file_path.

    Decisions: [document_storage](/api/docs/decisions.html#document_storage),
    [document_content_type](/api/docs/decisions.html#document_content_type),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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
