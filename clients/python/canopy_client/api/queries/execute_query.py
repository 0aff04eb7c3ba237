from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.execute_query_request import ExecuteQueryRequest
from ...models.query_result import QueryResult
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ExecuteQueryRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/queries/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | QueryResult | ValidationError | None:
    if response.status_code == 200:
        response_200 = QueryResult.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = ErrorDetail.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorDetail.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = ErrorDetail.from_dict(response.json())

        return response_429

    if response.status_code == 502:
        response_502 = ErrorDetail.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = ErrorDetail.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorDetail | QueryResult | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ExecuteQueryRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | QueryResult | ValidationError]:
    """Execute query

     Runs a retrieval or generation query against the company's document corpus and logs it.

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

    Decision (How documents are indexed): Confirming an upload (D5) sets rag_index_status importing and
    enqueues "process document"; its indexing processor extracts the text (PDF with pypdf, DOCX with
    python-docx, HTML, Markdown, plain text, CSV), cuts it into chunks that respect sentences and
    overlap by whole sentences, embeds each chunk (all-MiniLM-L6-v2), and replaces the document's chunks
    in the job's transaction, then sets active. The document is not held while its text is extracted and
    embedded: the job reads which file it is to process (its file_path, unique to one confirmed upload)
    and ends that read's transaction, so D3, D4, D5, DU1, DL1 and D8 on the document answer at once
    meanwhile; the outcome is then written with one conditional UPDATE (the document still present,
    still holding that file, not yet processed) and, only if it matched, the chunks, in the job's short
    closing transaction. A document given a new file (DU1 then D5) or deleted (DL1) while it was
    processed gets nothing of the run: the new file's own job indexes it, the deletion removes what
    there was; a change of name, description or folder (D4) or an import (D8) keeps the outcome, which
    is of the file. A file whose text cannot be extracted (unsupported, corrupt, encrypted, no text
    layer, too large) sets failed with the reason in rag_index_error, and leaves no chunk. Only active
    documents are searched.

    Decision (How generation mode answers, and what happens when it cannot): A generator plug-in answers
    from the question and the retrieved chunks, citing them as [n] by their place in results. Without
    CANOPY_LLM_BASE_URL the default composes an extractive answer from the chunks' sentences that share
    the most words with the question and says that it is extractive (model_name extractive). With it, an
    OpenAI-compatible chat-completions endpoint is called once (CANOPY_LLM_API_KEY as a bearer token,
    model_name or CANOPY_LLM_MODEL, CANOPY_LLM_TIMEOUT for the whole call) with the numbered passages.
    When it gives no answer the query is logged with success false and the error, in its own
    transaction, and Q2 answers 502 with the detail and query_log_id.

    Decision (Default generation model of an executed query, and the models a query may name): When
    model_name is omitted the service's configured default generation model is used (CANOPY_LLM_MODEL,
    or "extractive" without a generation endpoint), and the response echoes its name; the value is
    configuration, not part of the interface. A model_name must be one the service answers with, in
    either mode: "extractive" when no generation endpoint is configured; with one, CANOPY_LLM_MODEL or
    one of CANOPY_LLM_MODELS. Any other is a 400 on model_name saying which are served ('"gpt-4o" is not
    a valid choice: ...'), before anything is retrieved, asked of the endpoint or logged.

    Decision (Result fields of an executed query): Beside the echoed request fields, the response
    carries query_log_id, results (chunks with document_id, file_id, text and distance) and
    generated_text (null in retrieval mode).

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

    Permission: a role with the permission view_document.

    Args:
        idempotency_key (str | Unset):
        body (ExecuteQueryRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | QueryResult | ValidationError]
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
    body: ExecuteQueryRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | QueryResult | ValidationError | None:
    """Execute query

     Runs a retrieval or generation query against the company's document corpus and logs it.

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

    Decision (How documents are indexed): Confirming an upload (D5) sets rag_index_status importing and
    enqueues "process document"; its indexing processor extracts the text (PDF with pypdf, DOCX with
    python-docx, HTML, Markdown, plain text, CSV), cuts it into chunks that respect sentences and
    overlap by whole sentences, embeds each chunk (all-MiniLM-L6-v2), and replaces the document's chunks
    in the job's transaction, then sets active. The document is not held while its text is extracted and
    embedded: the job reads which file it is to process (its file_path, unique to one confirmed upload)
    and ends that read's transaction, so D3, D4, D5, DU1, DL1 and D8 on the document answer at once
    meanwhile; the outcome is then written with one conditional UPDATE (the document still present,
    still holding that file, not yet processed) and, only if it matched, the chunks, in the job's short
    closing transaction. A document given a new file (DU1 then D5) or deleted (DL1) while it was
    processed gets nothing of the run: the new file's own job indexes it, the deletion removes what
    there was; a change of name, description or folder (D4) or an import (D8) keeps the outcome, which
    is of the file. A file whose text cannot be extracted (unsupported, corrupt, encrypted, no text
    layer, too large) sets failed with the reason in rag_index_error, and leaves no chunk. Only active
    documents are searched.

    Decision (How generation mode answers, and what happens when it cannot): A generator plug-in answers
    from the question and the retrieved chunks, citing them as [n] by their place in results. Without
    CANOPY_LLM_BASE_URL the default composes an extractive answer from the chunks' sentences that share
    the most words with the question and says that it is extractive (model_name extractive). With it, an
    OpenAI-compatible chat-completions endpoint is called once (CANOPY_LLM_API_KEY as a bearer token,
    model_name or CANOPY_LLM_MODEL, CANOPY_LLM_TIMEOUT for the whole call) with the numbered passages.
    When it gives no answer the query is logged with success false and the error, in its own
    transaction, and Q2 answers 502 with the detail and query_log_id.

    Decision (Default generation model of an executed query, and the models a query may name): When
    model_name is omitted the service's configured default generation model is used (CANOPY_LLM_MODEL,
    or "extractive" without a generation endpoint), and the response echoes its name; the value is
    configuration, not part of the interface. A model_name must be one the service answers with, in
    either mode: "extractive" when no generation endpoint is configured; with one, CANOPY_LLM_MODEL or
    one of CANOPY_LLM_MODELS. Any other is a 400 on model_name saying which are served ('"gpt-4o" is not
    a valid choice: ...'), before anything is retrieved, asked of the endpoint or logged.

    Decision (Result fields of an executed query): Beside the echoed request fields, the response
    carries query_log_id, results (chunks with document_id, file_id, text and distance) and
    generated_text (null in retrieval mode).

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

    Permission: a role with the permission view_document.

    Args:
        idempotency_key (str | Unset):
        body (ExecuteQueryRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | QueryResult | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ExecuteQueryRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | QueryResult | ValidationError]:
    """Execute query

     Runs a retrieval or generation query against the company's document corpus and logs it.

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

    Decision (How documents are indexed): Confirming an upload (D5) sets rag_index_status importing and
    enqueues "process document"; its indexing processor extracts the text (PDF with pypdf, DOCX with
    python-docx, HTML, Markdown, plain text, CSV), cuts it into chunks that respect sentences and
    overlap by whole sentences, embeds each chunk (all-MiniLM-L6-v2), and replaces the document's chunks
    in the job's transaction, then sets active. The document is not held while its text is extracted and
    embedded: the job reads which file it is to process (its file_path, unique to one confirmed upload)
    and ends that read's transaction, so D3, D4, D5, DU1, DL1 and D8 on the document answer at once
    meanwhile; the outcome is then written with one conditional UPDATE (the document still present,
    still holding that file, not yet processed) and, only if it matched, the chunks, in the job's short
    closing transaction. A document given a new file (DU1 then D5) or deleted (DL1) while it was
    processed gets nothing of the run: the new file's own job indexes it, the deletion removes what
    there was; a change of name, description or folder (D4) or an import (D8) keeps the outcome, which
    is of the file. A file whose text cannot be extracted (unsupported, corrupt, encrypted, no text
    layer, too large) sets failed with the reason in rag_index_error, and leaves no chunk. Only active
    documents are searched.

    Decision (How generation mode answers, and what happens when it cannot): A generator plug-in answers
    from the question and the retrieved chunks, citing them as [n] by their place in results. Without
    CANOPY_LLM_BASE_URL the default composes an extractive answer from the chunks' sentences that share
    the most words with the question and says that it is extractive (model_name extractive). With it, an
    OpenAI-compatible chat-completions endpoint is called once (CANOPY_LLM_API_KEY as a bearer token,
    model_name or CANOPY_LLM_MODEL, CANOPY_LLM_TIMEOUT for the whole call) with the numbered passages.
    When it gives no answer the query is logged with success false and the error, in its own
    transaction, and Q2 answers 502 with the detail and query_log_id.

    Decision (Default generation model of an executed query, and the models a query may name): When
    model_name is omitted the service's configured default generation model is used (CANOPY_LLM_MODEL,
    or "extractive" without a generation endpoint), and the response echoes its name; the value is
    configuration, not part of the interface. A model_name must be one the service answers with, in
    either mode: "extractive" when no generation endpoint is configured; with one, CANOPY_LLM_MODEL or
    one of CANOPY_LLM_MODELS. Any other is a 400 on model_name saying which are served ('"gpt-4o" is not
    a valid choice: ...'), before anything is retrieved, asked of the endpoint or logged.

    Decision (Result fields of an executed query): Beside the echoed request fields, the response
    carries query_log_id, results (chunks with document_id, file_id, text and distance) and
    generated_text (null in retrieval mode).

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

    Permission: a role with the permission view_document.

    Args:
        idempotency_key (str | Unset):
        body (ExecuteQueryRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | QueryResult | ValidationError]
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
    body: ExecuteQueryRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | QueryResult | ValidationError | None:
    """Execute query

     Runs a retrieval or generation query against the company's document corpus and logs it.

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

    Decision (How documents are indexed): Confirming an upload (D5) sets rag_index_status importing and
    enqueues "process document"; its indexing processor extracts the text (PDF with pypdf, DOCX with
    python-docx, HTML, Markdown, plain text, CSV), cuts it into chunks that respect sentences and
    overlap by whole sentences, embeds each chunk (all-MiniLM-L6-v2), and replaces the document's chunks
    in the job's transaction, then sets active. The document is not held while its text is extracted and
    embedded: the job reads which file it is to process (its file_path, unique to one confirmed upload)
    and ends that read's transaction, so D3, D4, D5, DU1, DL1 and D8 on the document answer at once
    meanwhile; the outcome is then written with one conditional UPDATE (the document still present,
    still holding that file, not yet processed) and, only if it matched, the chunks, in the job's short
    closing transaction. A document given a new file (DU1 then D5) or deleted (DL1) while it was
    processed gets nothing of the run: the new file's own job indexes it, the deletion removes what
    there was; a change of name, description or folder (D4) or an import (D8) keeps the outcome, which
    is of the file. A file whose text cannot be extracted (unsupported, corrupt, encrypted, no text
    layer, too large) sets failed with the reason in rag_index_error, and leaves no chunk. Only active
    documents are searched.

    Decision (How generation mode answers, and what happens when it cannot): A generator plug-in answers
    from the question and the retrieved chunks, citing them as [n] by their place in results. Without
    CANOPY_LLM_BASE_URL the default composes an extractive answer from the chunks' sentences that share
    the most words with the question and says that it is extractive (model_name extractive). With it, an
    OpenAI-compatible chat-completions endpoint is called once (CANOPY_LLM_API_KEY as a bearer token,
    model_name or CANOPY_LLM_MODEL, CANOPY_LLM_TIMEOUT for the whole call) with the numbered passages.
    When it gives no answer the query is logged with success false and the error, in its own
    transaction, and Q2 answers 502 with the detail and query_log_id.

    Decision (Default generation model of an executed query, and the models a query may name): When
    model_name is omitted the service's configured default generation model is used (CANOPY_LLM_MODEL,
    or "extractive" without a generation endpoint), and the response echoes its name; the value is
    configuration, not part of the interface. A model_name must be one the service answers with, in
    either mode: "extractive" when no generation endpoint is configured; with one, CANOPY_LLM_MODEL or
    one of CANOPY_LLM_MODELS. Any other is a 400 on model_name saying which are served ('"gpt-4o" is not
    a valid choice: ...'), before anything is retrieved, asked of the endpoint or logged.

    Decision (Result fields of an executed query): Beside the echoed request fields, the response
    carries query_log_id, results (chunks with document_id, file_id, text and distance) and
    generated_text (null in retrieval mode).

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

    Permission: a role with the permission view_document.

    Args:
        idempotency_key (str | Unset):
        body (ExecuteQueryRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | QueryResult | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
