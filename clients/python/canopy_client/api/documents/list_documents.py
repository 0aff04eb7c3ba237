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

     Returns documents of the authenticated company.

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

    Decision (Array query parameters, comma-separated or repeated): Every array query parameter
    (ordering, the __in and __exclude_in lookups, repeatable filters such as status, tags and group_by)
    accepts comma-separated values, the repeated parameter, or both: ordering=-status,email,
    ordering=-status&ordering=email and ordering=-status,email&ordering=id all apply left to right. An
    item holding a comma (a tag named "Q1, 2025") is written in double quotes as in CSV, a double quote
    inside it doubled: tags="Q1, 2025",audit; quotes are read as Python's csv module reads them, never
    refused; an empty item left by commas (a,,b) is a 400, one written as "" is asked for. A JSON filter
    object's arrays carry each item whole. The OpenAPI document gives each its usual style (form with
    explode false for comma-separated lookups, explode true for repeatable filters) and says both forms
    are accepted.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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

     Returns documents of the authenticated company.

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

    Decision (Array query parameters, comma-separated or repeated): Every array query parameter
    (ordering, the __in and __exclude_in lookups, repeatable filters such as status, tags and group_by)
    accepts comma-separated values, the repeated parameter, or both: ordering=-status,email,
    ordering=-status&ordering=email and ordering=-status,email&ordering=id all apply left to right. An
    item holding a comma (a tag named "Q1, 2025") is written in double quotes as in CSV, a double quote
    inside it doubled: tags="Q1, 2025",audit; quotes are read as Python's csv module reads them, never
    refused; an empty item left by commas (a,,b) is a 400, one written as "" is asked for. A JSON filter
    object's arrays carry each item whole. The OpenAPI document gives each its usual style (form with
    explode false for comma-separated lookups, explode true for repeatable filters) and says both forms
    are accepted.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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

     Returns documents of the authenticated company.

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

    Decision (Array query parameters, comma-separated or repeated): Every array query parameter
    (ordering, the __in and __exclude_in lookups, repeatable filters such as status, tags and group_by)
    accepts comma-separated values, the repeated parameter, or both: ordering=-status,email,
    ordering=-status&ordering=email and ordering=-status,email&ordering=id all apply left to right. An
    item holding a comma (a tag named "Q1, 2025") is written in double quotes as in CSV, a double quote
    inside it doubled: tags="Q1, 2025",audit; quotes are read as Python's csv module reads them, never
    refused; an empty item left by commas (a,,b) is a 400, one written as "" is asked for. A JSON filter
    object's arrays carry each item whole. The OpenAPI document gives each its usual style (form with
    explode false for comma-separated lookups, explode true for repeatable filters) and says both forms
    are accepted.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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

     Returns documents of the authenticated company.

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

    Decision (Array query parameters, comma-separated or repeated): Every array query parameter
    (ordering, the __in and __exclude_in lookups, repeatable filters such as status, tags and group_by)
    accepts comma-separated values, the repeated parameter, or both: ordering=-status,email,
    ordering=-status&ordering=email and ordering=-status,email&ordering=id all apply left to right. An
    item holding a comma (a tag named "Q1, 2025") is written in double quotes as in CSV, a double quote
    inside it doubled: tags="Q1, 2025",audit; quotes are read as Python's csv module reads them, never
    refused; an empty item left by commas (a,,b) is a 400, one written as "" is asked for. A JSON filter
    object's arrays carry each item whole. The OpenAPI document gives each its usual style (form with
    explode false for comma-separated lookups, explode true for repeatable filters) and says both forms
    are accepted.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

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
