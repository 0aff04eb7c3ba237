import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.list_query_logs_ordering_item import ListQueryLogsOrderingItem
from ...models.query_log_list import QueryLogList
from ...models.query_mode import QueryMode
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    corpus: int | Unset = UNSET,
    mode: QueryMode | Unset = UNSET,
    success: bool | Unset = UNSET,
    query_lookup_key: str | Unset = UNSET,
    query_lookup_key_in: list[str] | Unset = UNSET,
    query_lookup_key_istartswith: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["corpus"] = corpus

    json_mode: str | Unset = UNSET
    if not isinstance(mode, Unset):
        json_mode = mode.value

    params["mode"] = json_mode

    params["success"] = success

    params["query_lookup_key"] = query_lookup_key

    json_query_lookup_key_in: list[str] | Unset = UNSET
    if not isinstance(query_lookup_key_in, Unset):
        json_query_lookup_key_in = query_lookup_key_in

    params["query_lookup_key__in"] = json_query_lookup_key_in

    params["query_lookup_key__istartswith"] = query_lookup_key_istartswith

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
        "url": "/api/query-logs/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | QueryLogList | ValidationError | None:
    if response.status_code == 200:
        response_200 = QueryLogList.from_dict(response.json())

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
) -> Response[ErrorDetail | QueryLogList | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    corpus: int | Unset = UNSET,
    mode: QueryMode | Unset = UNSET,
    success: bool | Unset = UNSET,
    query_lookup_key: str | Unset = UNSET,
    query_lookup_key_in: list[str] | Unset = UNSET,
    query_lookup_key_istartswith: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | QueryLogList | ValidationError]:
    """List query logs

     Logs of executed queries, most recent first.

    Decision (How Q2 retrieves, what a corpus is, and what distance means): A corpus is a workspace's
    documents: Q2 searches the active chunks of the key's workspace only, and Q1's corpus filter is that
    workspace's id. Three retrievers behind one interface, named by the request's retriever (an
    extension field) or CANOPY_RETRIEVER (default hybrid), and recorded in the log: lexical (SQLite FTS5
    ranked by bm25; on PostgreSQL the chunks' full-text tsvector, english, ranked by BM25 in the service
    over a copy of the workspace's terms kept per process, since ts_rank_cd weighs no word by its
    rarity; the question's words matched with OR), dense (all-MiniLM-L6-v2 embeddings, int8 ONNX on the
    CPU, by cosine distance), and hybrid (reciprocal rank fusion of the best 50 of each, k =
    CANOPY_RETRIEVAL_RRF_K, default 60). distance is the cosine distance (0..2, smaller closer) for
    dense and hybrid results and 1 / (1 + score) for lexical ones; vector_distance_threshold bounds the
    cosine distance of dense and hybrid results and does not apply to lexical ones. document_ids and
    file_ids (a document's file_path) restrict the search; an id of another workspace restricts to
    nothing.

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

    Permission: a role with the permission view_querylog.

    Args:
        corpus (int | Unset):
        mode (QueryMode | Unset):
        success (bool | Unset):
        query_lookup_key (str | Unset):
        query_lookup_key_in (list[str] | Unset):
        query_lookup_key_istartswith (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        ordering (list[ListQueryLogsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | QueryLogList | ValidationError]
    """

    kwargs = _get_kwargs(
        corpus=corpus,
        mode=mode,
        success=success,
        query_lookup_key=query_lookup_key,
        query_lookup_key_in=query_lookup_key_in,
        query_lookup_key_istartswith=query_lookup_key_istartswith,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
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
    corpus: int | Unset = UNSET,
    mode: QueryMode | Unset = UNSET,
    success: bool | Unset = UNSET,
    query_lookup_key: str | Unset = UNSET,
    query_lookup_key_in: list[str] | Unset = UNSET,
    query_lookup_key_istartswith: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | QueryLogList | ValidationError | None:
    """List query logs

     Logs of executed queries, most recent first.

    Decision (How Q2 retrieves, what a corpus is, and what distance means): A corpus is a workspace's
    documents: Q2 searches the active chunks of the key's workspace only, and Q1's corpus filter is that
    workspace's id. Three retrievers behind one interface, named by the request's retriever (an
    extension field) or CANOPY_RETRIEVER (default hybrid), and recorded in the log: lexical (SQLite FTS5
    ranked by bm25; on PostgreSQL the chunks' full-text tsvector, english, ranked by BM25 in the service
    over a copy of the workspace's terms kept per process, since ts_rank_cd weighs no word by its
    rarity; the question's words matched with OR), dense (all-MiniLM-L6-v2 embeddings, int8 ONNX on the
    CPU, by cosine distance), and hybrid (reciprocal rank fusion of the best 50 of each, k =
    CANOPY_RETRIEVAL_RRF_K, default 60). distance is the cosine distance (0..2, smaller closer) for
    dense and hybrid results and 1 / (1 + score) for lexical ones; vector_distance_threshold bounds the
    cosine distance of dense and hybrid results and does not apply to lexical ones. document_ids and
    file_ids (a document's file_path) restrict the search; an id of another workspace restricts to
    nothing.

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

    Permission: a role with the permission view_querylog.

    Args:
        corpus (int | Unset):
        mode (QueryMode | Unset):
        success (bool | Unset):
        query_lookup_key (str | Unset):
        query_lookup_key_in (list[str] | Unset):
        query_lookup_key_istartswith (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        ordering (list[ListQueryLogsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | QueryLogList | ValidationError
    """

    return sync_detailed(
        client=client,
        corpus=corpus,
        mode=mode,
        success=success,
        query_lookup_key=query_lookup_key,
        query_lookup_key_in=query_lookup_key_in,
        query_lookup_key_istartswith=query_lookup_key_istartswith,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    corpus: int | Unset = UNSET,
    mode: QueryMode | Unset = UNSET,
    success: bool | Unset = UNSET,
    query_lookup_key: str | Unset = UNSET,
    query_lookup_key_in: list[str] | Unset = UNSET,
    query_lookup_key_istartswith: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | QueryLogList | ValidationError]:
    """List query logs

     Logs of executed queries, most recent first.

    Decision (How Q2 retrieves, what a corpus is, and what distance means): A corpus is a workspace's
    documents: Q2 searches the active chunks of the key's workspace only, and Q1's corpus filter is that
    workspace's id. Three retrievers behind one interface, named by the request's retriever (an
    extension field) or CANOPY_RETRIEVER (default hybrid), and recorded in the log: lexical (SQLite FTS5
    ranked by bm25; on PostgreSQL the chunks' full-text tsvector, english, ranked by BM25 in the service
    over a copy of the workspace's terms kept per process, since ts_rank_cd weighs no word by its
    rarity; the question's words matched with OR), dense (all-MiniLM-L6-v2 embeddings, int8 ONNX on the
    CPU, by cosine distance), and hybrid (reciprocal rank fusion of the best 50 of each, k =
    CANOPY_RETRIEVAL_RRF_K, default 60). distance is the cosine distance (0..2, smaller closer) for
    dense and hybrid results and 1 / (1 + score) for lexical ones; vector_distance_threshold bounds the
    cosine distance of dense and hybrid results and does not apply to lexical ones. document_ids and
    file_ids (a document's file_path) restrict the search; an id of another workspace restricts to
    nothing.

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

    Permission: a role with the permission view_querylog.

    Args:
        corpus (int | Unset):
        mode (QueryMode | Unset):
        success (bool | Unset):
        query_lookup_key (str | Unset):
        query_lookup_key_in (list[str] | Unset):
        query_lookup_key_istartswith (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        ordering (list[ListQueryLogsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | QueryLogList | ValidationError]
    """

    kwargs = _get_kwargs(
        corpus=corpus,
        mode=mode,
        success=success,
        query_lookup_key=query_lookup_key,
        query_lookup_key_in=query_lookup_key_in,
        query_lookup_key_istartswith=query_lookup_key_istartswith,
        created_at_gte=created_at_gte,
        created_at_lte=created_at_lte,
        updated_at_gte=updated_at_gte,
        updated_at_lte=updated_at_lte,
        ordering=ordering,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    corpus: int | Unset = UNSET,
    mode: QueryMode | Unset = UNSET,
    success: bool | Unset = UNSET,
    query_lookup_key: str | Unset = UNSET,
    query_lookup_key_in: list[str] | Unset = UNSET,
    query_lookup_key_istartswith: str | Unset = UNSET,
    created_at_gte: datetime.datetime | Unset = UNSET,
    created_at_lte: datetime.datetime | Unset = UNSET,
    updated_at_gte: datetime.datetime | Unset = UNSET,
    updated_at_lte: datetime.datetime | Unset = UNSET,
    ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | QueryLogList | ValidationError | None:
    """List query logs

     Logs of executed queries, most recent first.

    Decision (How Q2 retrieves, what a corpus is, and what distance means): A corpus is a workspace's
    documents: Q2 searches the active chunks of the key's workspace only, and Q1's corpus filter is that
    workspace's id. Three retrievers behind one interface, named by the request's retriever (an
    extension field) or CANOPY_RETRIEVER (default hybrid), and recorded in the log: lexical (SQLite FTS5
    ranked by bm25; on PostgreSQL the chunks' full-text tsvector, english, ranked by BM25 in the service
    over a copy of the workspace's terms kept per process, since ts_rank_cd weighs no word by its
    rarity; the question's words matched with OR), dense (all-MiniLM-L6-v2 embeddings, int8 ONNX on the
    CPU, by cosine distance), and hybrid (reciprocal rank fusion of the best 50 of each, k =
    CANOPY_RETRIEVAL_RRF_K, default 60). distance is the cosine distance (0..2, smaller closer) for
    dense and hybrid results and 1 / (1 + score) for lexical ones; vector_distance_threshold bounds the
    cosine distance of dense and hybrid results and does not apply to lexical ones. document_ids and
    file_ids (a document's file_path) restrict the search; an id of another workspace restricts to
    nothing.

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

    Permission: a role with the permission view_querylog.

    Args:
        corpus (int | Unset):
        mode (QueryMode | Unset):
        success (bool | Unset):
        query_lookup_key (str | Unset):
        query_lookup_key_in (list[str] | Unset):
        query_lookup_key_istartswith (str | Unset):
        created_at_gte (datetime.datetime | Unset):
        created_at_lte (datetime.datetime | Unset):
        updated_at_gte (datetime.datetime | Unset):
        updated_at_lte (datetime.datetime | Unset):
        ordering (list[ListQueryLogsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | QueryLogList | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            corpus=corpus,
            mode=mode,
            success=success,
            query_lookup_key=query_lookup_key,
            query_lookup_key_in=query_lookup_key_in,
            query_lookup_key_istartswith=query_lookup_key_istartswith,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
