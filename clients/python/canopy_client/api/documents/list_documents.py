import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.document_list import DocumentList
from ...models.error_detail import ErrorDetail
from ...models.list_documents_ordering_item import ListDocumentsOrderingItem
from ...models.rag_index_status import RagIndexStatus
from ...models.upload_status import UploadStatus
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    id_exclude_in: list[int] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    description_icontains: str | Unset = UNSET,
    source: str | Unset = UNSET,
    source_in: list[str] | Unset = UNSET,
    content_type: str | Unset = UNSET,
    content_type_in: list[str] | Unset = UNSET,
    media_type: str | Unset = UNSET,
    media_type_in: list[str] | Unset = UNSET,
    upload_status: UploadStatus | Unset = UNSET,
    rag_index_status: RagIndexStatus | Unset = UNSET,
    rag_index_status_in: list[RagIndexStatus] | Unset = UNSET,
    rag_index_status_isnull: bool | Unset = UNSET,
    folder: int | Unset = UNSET,
    folder_isnull: bool | Unset = UNSET,
    folder_name: str | Unset = UNSET,
    folder_name_icontains: str | Unset = UNSET,
    identifiers_identifier: str | Unset = UNSET,
    identifiers_identifier_in: list[str] | Unset = UNSET,
    identifiers_identifier_contains: str | Unset = UNSET,
    uploaded_at_gte: datetime.datetime | Unset = UNSET,
    uploaded_at_lte: datetime.datetime | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDocumentsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["id"] = id

    json_id_in: list[int] | Unset = UNSET
    if not isinstance(id_in, Unset):
        json_id_in = id_in

    params["id__in"] = json_id_in

    json_id_exclude_in: list[int] | Unset = UNSET
    if not isinstance(id_exclude_in, Unset):
        json_id_exclude_in = id_exclude_in

    params["id__exclude_in"] = json_id_exclude_in

    params["name"] = name

    params["name__icontains"] = name_icontains

    params["description__icontains"] = description_icontains

    params["source"] = source

    json_source_in: list[str] | Unset = UNSET
    if not isinstance(source_in, Unset):
        json_source_in = source_in

    params["source__in"] = json_source_in

    params["content_type"] = content_type

    json_content_type_in: list[str] | Unset = UNSET
    if not isinstance(content_type_in, Unset):
        json_content_type_in = content_type_in

    params["content_type__in"] = json_content_type_in

    params["media_type"] = media_type

    json_media_type_in: list[str] | Unset = UNSET
    if not isinstance(media_type_in, Unset):
        json_media_type_in = media_type_in

    params["media_type__in"] = json_media_type_in

    json_upload_status: str | Unset = UNSET
    if not isinstance(upload_status, Unset):
        json_upload_status = upload_status.value

    params["upload_status"] = json_upload_status

    json_rag_index_status: str | Unset = UNSET
    if not isinstance(rag_index_status, Unset):
        json_rag_index_status = rag_index_status.value

    params["rag_index_status"] = json_rag_index_status

    json_rag_index_status_in: list[str] | Unset = UNSET
    if not isinstance(rag_index_status_in, Unset):
        json_rag_index_status_in = []
        for rag_index_status_in_item_data in rag_index_status_in:
            rag_index_status_in_item = rag_index_status_in_item_data.value
            json_rag_index_status_in.append(rag_index_status_in_item)

    params["rag_index_status__in"] = json_rag_index_status_in

    params["rag_index_status__isnull"] = rag_index_status_isnull

    params["folder"] = folder

    params["folder__isnull"] = folder_isnull

    params["folder__name"] = folder_name

    params["folder__name__icontains"] = folder_name_icontains

    params["identifiers__identifier"] = identifiers_identifier

    json_identifiers_identifier_in: list[str] | Unset = UNSET
    if not isinstance(identifiers_identifier_in, Unset):
        json_identifiers_identifier_in = identifiers_identifier_in

    params["identifiers__identifier__in"] = json_identifiers_identifier_in

    params["identifiers__identifier__contains"] = identifiers_identifier_contains

    json_uploaded_at_gte: str | Unset = UNSET
    if not isinstance(uploaded_at_gte, Unset):
        json_uploaded_at_gte = uploaded_at_gte.isoformat()
    params["uploaded_at__gte"] = json_uploaded_at_gte

    json_uploaded_at_lte: str | Unset = UNSET
    if not isinstance(uploaded_at_lte, Unset):
        json_uploaded_at_lte = uploaded_at_lte.isoformat()
    params["uploaded_at__lte"] = json_uploaded_at_lte

    json_created_at_gte: str | Unset = UNSET
    if not isinstance(created_at_gte, Unset):
        json_created_at_gte = created_at_gte.isoformat()
    params["created_at__gte"] = json_created_at_gte

    json_created_at_lte: str | Unset = UNSET
    if not isinstance(created_at_lte, Unset):
        json_created_at_lte = created_at_lte.isoformat()
    params["created_at__lte"] = json_created_at_lte

    json_updated_at_gte: str | Unset = UNSET
    if not isinstance(updated_at_gte, Unset):
        json_updated_at_gte = updated_at_gte.isoformat()
    params["updated_at__gte"] = json_updated_at_gte

    json_updated_at_lte: str | Unset = UNSET
    if not isinstance(updated_at_lte, Unset):
        json_updated_at_lte = updated_at_lte.isoformat()
    params["updated_at__lte"] = json_updated_at_lte

    params["search"] = search

    json_ordering: list[str] | Unset = UNSET
    if not isinstance(ordering, Unset):
        json_ordering = []
        for ordering_item_data in ordering:
            ordering_item = ordering_item_data.value
            json_ordering.append(ordering_item)

    params["ordering"] = json_ordering

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/documents/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DocumentList | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = DocumentList.from_dict(response.json())

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
) -> Response[DocumentList | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    id_exclude_in: list[int] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    description_icontains: str | Unset = UNSET,
    source: str | Unset = UNSET,
    source_in: list[str] | Unset = UNSET,
    content_type: str | Unset = UNSET,
    content_type_in: list[str] | Unset = UNSET,
    media_type: str | Unset = UNSET,
    media_type_in: list[str] | Unset = UNSET,
    upload_status: UploadStatus | Unset = UNSET,
    rag_index_status: RagIndexStatus | Unset = UNSET,
    rag_index_status_in: list[RagIndexStatus] | Unset = UNSET,
    rag_index_status_isnull: bool | Unset = UNSET,
    folder: int | Unset = UNSET,
    folder_isnull: bool | Unset = UNSET,
    folder_name: str | Unset = UNSET,
    folder_name_icontains: str | Unset = UNSET,
    identifiers_identifier: str | Unset = UNSET,
    identifiers_identifier_in: list[str] | Unset = UNSET,
    identifiers_identifier_contains: str | Unset = UNSET,
    uploaded_at_gte: datetime.datetime | Unset = UNSET,
    uploaded_at_lte: datetime.datetime | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDocumentsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[DocumentList | ErrorDetail | ValidationError]:
    """List documents

     Lists the workspace's documents (metadata, not the files), newest first by default. Filter by
    folder, kind, upload status or identifier, or search names and descriptions.

    Decisions: [document_content_type](/api/docs/decisions.html#document_content_type),
    [document_upload_states](/api/docs/decisions.html#document_upload_states),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_document.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        id_exclude_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        description_icontains (str | Unset):
        source (str | Unset):
        source_in (list[str] | Unset):
        content_type (str | Unset):
        content_type_in (list[str] | Unset):
        media_type (str | Unset):
        media_type_in (list[str] | Unset):
        upload_status (UploadStatus | Unset):
        rag_index_status (RagIndexStatus | Unset):
        rag_index_status_in (list[RagIndexStatus] | Unset):
        rag_index_status_isnull (bool | Unset):
        folder (int | Unset):
        folder_isnull (bool | Unset):
        folder_name (str | Unset):
        folder_name_icontains (str | Unset):
        identifiers_identifier (str | Unset):
        identifiers_identifier_in (list[str] | Unset):
        identifiers_identifier_contains (str | Unset):
        uploaded_at_gte (datetime.datetime | Unset):
        uploaded_at_lte (datetime.datetime | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListDocumentsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DocumentList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        id_exclude_in=id_exclude_in,
        name=name,
        name_icontains=name_icontains,
        description_icontains=description_icontains,
        source=source,
        source_in=source_in,
        content_type=content_type,
        content_type_in=content_type_in,
        media_type=media_type,
        media_type_in=media_type_in,
        upload_status=upload_status,
        rag_index_status=rag_index_status,
        rag_index_status_in=rag_index_status_in,
        rag_index_status_isnull=rag_index_status_isnull,
        folder=folder,
        folder_isnull=folder_isnull,
        folder_name=folder_name,
        folder_name_icontains=folder_name_icontains,
        identifiers_identifier=identifiers_identifier,
        identifiers_identifier_in=identifiers_identifier_in,
        identifiers_identifier_contains=identifiers_identifier_contains,
        uploaded_at_gte=uploaded_at_gte,
        uploaded_at_lte=uploaded_at_lte,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    id_exclude_in: list[int] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    description_icontains: str | Unset = UNSET,
    source: str | Unset = UNSET,
    source_in: list[str] | Unset = UNSET,
    content_type: str | Unset = UNSET,
    content_type_in: list[str] | Unset = UNSET,
    media_type: str | Unset = UNSET,
    media_type_in: list[str] | Unset = UNSET,
    upload_status: UploadStatus | Unset = UNSET,
    rag_index_status: RagIndexStatus | Unset = UNSET,
    rag_index_status_in: list[RagIndexStatus] | Unset = UNSET,
    rag_index_status_isnull: bool | Unset = UNSET,
    folder: int | Unset = UNSET,
    folder_isnull: bool | Unset = UNSET,
    folder_name: str | Unset = UNSET,
    folder_name_icontains: str | Unset = UNSET,
    identifiers_identifier: str | Unset = UNSET,
    identifiers_identifier_in: list[str] | Unset = UNSET,
    identifiers_identifier_contains: str | Unset = UNSET,
    uploaded_at_gte: datetime.datetime | Unset = UNSET,
    uploaded_at_lte: datetime.datetime | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDocumentsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> DocumentList | ErrorDetail | ValidationError | None:
    """List documents

     Lists the workspace's documents (metadata, not the files), newest first by default. Filter by
    folder, kind, upload status or identifier, or search names and descriptions.

    Decisions: [document_content_type](/api/docs/decisions.html#document_content_type),
    [document_upload_states](/api/docs/decisions.html#document_upload_states),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_document.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        id_exclude_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        description_icontains (str | Unset):
        source (str | Unset):
        source_in (list[str] | Unset):
        content_type (str | Unset):
        content_type_in (list[str] | Unset):
        media_type (str | Unset):
        media_type_in (list[str] | Unset):
        upload_status (UploadStatus | Unset):
        rag_index_status (RagIndexStatus | Unset):
        rag_index_status_in (list[RagIndexStatus] | Unset):
        rag_index_status_isnull (bool | Unset):
        folder (int | Unset):
        folder_isnull (bool | Unset):
        folder_name (str | Unset):
        folder_name_icontains (str | Unset):
        identifiers_identifier (str | Unset):
        identifiers_identifier_in (list[str] | Unset):
        identifiers_identifier_contains (str | Unset):
        uploaded_at_gte (datetime.datetime | Unset):
        uploaded_at_lte (datetime.datetime | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListDocumentsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DocumentList | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        id=id,
        id_in=id_in,
        id_exclude_in=id_exclude_in,
        name=name,
        name_icontains=name_icontains,
        description_icontains=description_icontains,
        source=source,
        source_in=source_in,
        content_type=content_type,
        content_type_in=content_type_in,
        media_type=media_type,
        media_type_in=media_type_in,
        upload_status=upload_status,
        rag_index_status=rag_index_status,
        rag_index_status_in=rag_index_status_in,
        rag_index_status_isnull=rag_index_status_isnull,
        folder=folder,
        folder_isnull=folder_isnull,
        folder_name=folder_name,
        folder_name_icontains=folder_name_icontains,
        identifiers_identifier=identifiers_identifier,
        identifiers_identifier_in=identifiers_identifier_in,
        identifiers_identifier_contains=identifiers_identifier_contains,
        uploaded_at_gte=uploaded_at_gte,
        uploaded_at_lte=uploaded_at_lte,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    id_exclude_in: list[int] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    description_icontains: str | Unset = UNSET,
    source: str | Unset = UNSET,
    source_in: list[str] | Unset = UNSET,
    content_type: str | Unset = UNSET,
    content_type_in: list[str] | Unset = UNSET,
    media_type: str | Unset = UNSET,
    media_type_in: list[str] | Unset = UNSET,
    upload_status: UploadStatus | Unset = UNSET,
    rag_index_status: RagIndexStatus | Unset = UNSET,
    rag_index_status_in: list[RagIndexStatus] | Unset = UNSET,
    rag_index_status_isnull: bool | Unset = UNSET,
    folder: int | Unset = UNSET,
    folder_isnull: bool | Unset = UNSET,
    folder_name: str | Unset = UNSET,
    folder_name_icontains: str | Unset = UNSET,
    identifiers_identifier: str | Unset = UNSET,
    identifiers_identifier_in: list[str] | Unset = UNSET,
    identifiers_identifier_contains: str | Unset = UNSET,
    uploaded_at_gte: datetime.datetime | Unset = UNSET,
    uploaded_at_lte: datetime.datetime | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDocumentsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[DocumentList | ErrorDetail | ValidationError]:
    """List documents

     Lists the workspace's documents (metadata, not the files), newest first by default. Filter by
    folder, kind, upload status or identifier, or search names and descriptions.

    Decisions: [document_content_type](/api/docs/decisions.html#document_content_type),
    [document_upload_states](/api/docs/decisions.html#document_upload_states),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_document.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        id_exclude_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        description_icontains (str | Unset):
        source (str | Unset):
        source_in (list[str] | Unset):
        content_type (str | Unset):
        content_type_in (list[str] | Unset):
        media_type (str | Unset):
        media_type_in (list[str] | Unset):
        upload_status (UploadStatus | Unset):
        rag_index_status (RagIndexStatus | Unset):
        rag_index_status_in (list[RagIndexStatus] | Unset):
        rag_index_status_isnull (bool | Unset):
        folder (int | Unset):
        folder_isnull (bool | Unset):
        folder_name (str | Unset):
        folder_name_icontains (str | Unset):
        identifiers_identifier (str | Unset):
        identifiers_identifier_in (list[str] | Unset):
        identifiers_identifier_contains (str | Unset):
        uploaded_at_gte (datetime.datetime | Unset):
        uploaded_at_lte (datetime.datetime | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListDocumentsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DocumentList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        id_exclude_in=id_exclude_in,
        name=name,
        name_icontains=name_icontains,
        description_icontains=description_icontains,
        source=source,
        source_in=source_in,
        content_type=content_type,
        content_type_in=content_type_in,
        media_type=media_type,
        media_type_in=media_type_in,
        upload_status=upload_status,
        rag_index_status=rag_index_status,
        rag_index_status_in=rag_index_status_in,
        rag_index_status_isnull=rag_index_status_isnull,
        folder=folder,
        folder_isnull=folder_isnull,
        folder_name=folder_name,
        folder_name_icontains=folder_name_icontains,
        identifiers_identifier=identifiers_identifier,
        identifiers_identifier_in=identifiers_identifier_in,
        identifiers_identifier_contains=identifiers_identifier_contains,
        uploaded_at_gte=uploaded_at_gte,
        uploaded_at_lte=uploaded_at_lte,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    id_exclude_in: list[int] | Unset = UNSET,
    name: str | Unset = UNSET,
    name_icontains: str | Unset = UNSET,
    description_icontains: str | Unset = UNSET,
    source: str | Unset = UNSET,
    source_in: list[str] | Unset = UNSET,
    content_type: str | Unset = UNSET,
    content_type_in: list[str] | Unset = UNSET,
    media_type: str | Unset = UNSET,
    media_type_in: list[str] | Unset = UNSET,
    upload_status: UploadStatus | Unset = UNSET,
    rag_index_status: RagIndexStatus | Unset = UNSET,
    rag_index_status_in: list[RagIndexStatus] | Unset = UNSET,
    rag_index_status_isnull: bool | Unset = UNSET,
    folder: int | Unset = UNSET,
    folder_isnull: bool | Unset = UNSET,
    folder_name: str | Unset = UNSET,
    folder_name_icontains: str | Unset = UNSET,
    identifiers_identifier: str | Unset = UNSET,
    identifiers_identifier_in: list[str] | Unset = UNSET,
    identifiers_identifier_contains: str | Unset = UNSET,
    uploaded_at_gte: datetime.datetime | Unset = UNSET,
    uploaded_at_lte: datetime.datetime | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListDocumentsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> DocumentList | ErrorDetail | ValidationError | None:
    """List documents

     Lists the workspace's documents (metadata, not the files), newest first by default. Filter by
    folder, kind, upload status or identifier, or search names and descriptions.

    Decisions: [document_content_type](/api/docs/decisions.html#document_content_type),
    [document_upload_states](/api/docs/decisions.html#document_upload_states),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_document.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        id_exclude_in (list[int] | Unset):
        name (str | Unset):
        name_icontains (str | Unset):
        description_icontains (str | Unset):
        source (str | Unset):
        source_in (list[str] | Unset):
        content_type (str | Unset):
        content_type_in (list[str] | Unset):
        media_type (str | Unset):
        media_type_in (list[str] | Unset):
        upload_status (UploadStatus | Unset):
        rag_index_status (RagIndexStatus | Unset):
        rag_index_status_in (list[RagIndexStatus] | Unset):
        rag_index_status_isnull (bool | Unset):
        folder (int | Unset):
        folder_isnull (bool | Unset):
        folder_name (str | Unset):
        folder_name_icontains (str | Unset):
        identifiers_identifier (str | Unset):
        identifiers_identifier_in (list[str] | Unset):
        identifiers_identifier_contains (str | Unset):
        uploaded_at_gte (datetime.datetime | Unset):
        uploaded_at_lte (datetime.datetime | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        search (str | Unset):
        ordering (list[ListDocumentsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DocumentList | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            id=id,
            id_in=id_in,
            id_exclude_in=id_exclude_in,
            name=name,
            name_icontains=name_icontains,
            description_icontains=description_icontains,
            source=source,
            source_in=source_in,
            content_type=content_type,
            content_type_in=content_type_in,
            media_type=media_type,
            media_type_in=media_type_in,
            upload_status=upload_status,
            rag_index_status=rag_index_status,
            rag_index_status_in=rag_index_status_in,
            rag_index_status_isnull=rag_index_status_isnull,
            folder=folder,
            folder_isnull=folder_isnull,
            folder_name=folder_name,
            folder_name_icontains=folder_name_icontains,
            identifiers_identifier=identifiers_identifier,
            identifiers_identifier_in=identifiers_identifier_in,
            identifiers_identifier_contains=identifiers_identifier_contains,
            uploaded_at_gte=uploaded_at_gte,
            uploaded_at_lte=uploaded_at_lte,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
