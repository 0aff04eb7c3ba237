from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_data_import_run_request import CreateDataImportRunRequest
from ...models.created_data_import_run import CreatedDataImportRun
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateDataImportRunRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-import-runs/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedDataImportRun | ErrorDetail | ValidationError | None:
    if response.status_code == 201:
        response_201 = CreatedDataImportRun.from_dict(response.json())

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
) -> Response[CreatedDataImportRun | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateDataImportRunRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedDataImportRun | ErrorDetail | ValidationError]:
    """Create data import run

     Records a data import run. Its tags are attached to every imported row and forwarded to the import
    event. The CSV format of financial_transaction runs: docs/transactions-csv.md.

    Decision (What an import run records and reports): model_identifier is any non-empty name of at most
    255 characters and results any JSON (null included), as the document gives them. A run whose
    model_identifier names a registered importer is imported by it; a run for any other model is
    recorded as sent and imports nothing (its import_report is null), and its import event carries its
    tags all the same (with no counts). document_id must be a document of the workspace. The run is
    recorded whether dry or not. D7, D8 and D9 answer its results exactly as they were sent; what the
    importer did is the run's import_report (extension): {"dry_run": ..., "counts": {...}, "rows":
    [...]}, the importer's account of each row ({"row": <index>, "status": "created"} or "would_create"
    in a dry run, "skipped" with a reason, or "invalid" with its errors), with the counts of each
    status. (Until migration 0027 the report was kept inside the results, as {"data": <the results
    sent>, "report": ...}; the migration moved it out, and its downgrade puts it back.) The results are
    bounded by the body limit as any body is (decision body_limit). Results not in the importer's shape
    at all are a 400 on results, dry or not. A dry run (the default) writes nothing but the run; a real
    run applies every row in the run's own transaction, attaching the run's tags (and id) to every row
    it creates, or nothing at all when a row is invalid: a 400 {"results": {"<rows field>": {"<index>":
    ["..."]}}} naming the rows, as DRF reports the items of a ListField, with no run recorded. Each
    recorded run enqueues an import event carrying its tags in the same transaction, delivered after
    commit to the registered event handlers through the job queue (at least once). Results an importer
    streams (a file of any size, such as financial_transaction's {"csv": ...}) are imported as they are
    read, and their report lists only the invalid rows, the first 1,000 problems by row, beside the
    counts of every status: a created or skipped row of a million-row file is told by the counts. A dry
    run of such results imports them in a savepoint and rolls it back, so its counts are exactly what a
    real run would do. Importers: document_identifier (results {"identifiers": ["..."]} adds identifiers
    to the run's document; one it has already, or repeated, is skipped), financial_transaction,
    emission_factor and exchange_rate (decisions transaction_row_identity, transaction_csv,
    transaction_emissions).

    Decision (What makes an imported transaction the same one imported again): An import run with
    model_identifier financial_transaction (D8) reads {"rows": [...]}, each row {date, net_amount,
    currency, ledger, and optionally end_date (the date when absent), vendor_name, journal, description,
    source (csv when absent)}: dates in ISO 8601 (a date is midnight UTC, a date-time without offset is
    UTC), amounts as numbers or decimal strings with a point and at most four places, currencies ISO
    4217 codes (any case). A row's identity is the SHA-256 of its normalized values (so 120.5 and
    "120.50", eur and EUR are the same row), kept as the digest's 32 bytes, and the n-th repeat of an
    identical row within one import is numbered n (the first 0), identity and number unique together in
    the workspace, so two identical taxi fares on one day are both kept while importing the same rows
    again skips every one ("This transaction was imported already."). (Until migration 0024 the identity
    was the digest's hex text with ":n" after a repeat; the migration converts it exactly, both ways.) A
    run with an invalid row imports nothing (decision import_run_results); imported rows carry the run's
    tags and id (import_run_id, kept without a foreign key: a run is deleted only with its workspace,
    rows and all, and checking the key cost a lookup per imported row, a tenth of a million-row import).

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

    Permission: a role with the permission add_dataimportrun.

    Args:
        idempotency_key (str | Unset):
        body (CreateDataImportRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedDataImportRun | ErrorDetail | ValidationError]
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
    body: CreateDataImportRunRequest,
    idempotency_key: str | Unset = UNSET,
) -> CreatedDataImportRun | ErrorDetail | ValidationError | None:
    """Create data import run

     Records a data import run. Its tags are attached to every imported row and forwarded to the import
    event. The CSV format of financial_transaction runs: docs/transactions-csv.md.

    Decision (What an import run records and reports): model_identifier is any non-empty name of at most
    255 characters and results any JSON (null included), as the document gives them. A run whose
    model_identifier names a registered importer is imported by it; a run for any other model is
    recorded as sent and imports nothing (its import_report is null), and its import event carries its
    tags all the same (with no counts). document_id must be a document of the workspace. The run is
    recorded whether dry or not. D7, D8 and D9 answer its results exactly as they were sent; what the
    importer did is the run's import_report (extension): {"dry_run": ..., "counts": {...}, "rows":
    [...]}, the importer's account of each row ({"row": <index>, "status": "created"} or "would_create"
    in a dry run, "skipped" with a reason, or "invalid" with its errors), with the counts of each
    status. (Until migration 0027 the report was kept inside the results, as {"data": <the results
    sent>, "report": ...}; the migration moved it out, and its downgrade puts it back.) The results are
    bounded by the body limit as any body is (decision body_limit). Results not in the importer's shape
    at all are a 400 on results, dry or not. A dry run (the default) writes nothing but the run; a real
    run applies every row in the run's own transaction, attaching the run's tags (and id) to every row
    it creates, or nothing at all when a row is invalid: a 400 {"results": {"<rows field>": {"<index>":
    ["..."]}}} naming the rows, as DRF reports the items of a ListField, with no run recorded. Each
    recorded run enqueues an import event carrying its tags in the same transaction, delivered after
    commit to the registered event handlers through the job queue (at least once). Results an importer
    streams (a file of any size, such as financial_transaction's {"csv": ...}) are imported as they are
    read, and their report lists only the invalid rows, the first 1,000 problems by row, beside the
    counts of every status: a created or skipped row of a million-row file is told by the counts. A dry
    run of such results imports them in a savepoint and rolls it back, so its counts are exactly what a
    real run would do. Importers: document_identifier (results {"identifiers": ["..."]} adds identifiers
    to the run's document; one it has already, or repeated, is skipped), financial_transaction,
    emission_factor and exchange_rate (decisions transaction_row_identity, transaction_csv,
    transaction_emissions).

    Decision (What makes an imported transaction the same one imported again): An import run with
    model_identifier financial_transaction (D8) reads {"rows": [...]}, each row {date, net_amount,
    currency, ledger, and optionally end_date (the date when absent), vendor_name, journal, description,
    source (csv when absent)}: dates in ISO 8601 (a date is midnight UTC, a date-time without offset is
    UTC), amounts as numbers or decimal strings with a point and at most four places, currencies ISO
    4217 codes (any case). A row's identity is the SHA-256 of its normalized values (so 120.5 and
    "120.50", eur and EUR are the same row), kept as the digest's 32 bytes, and the n-th repeat of an
    identical row within one import is numbered n (the first 0), identity and number unique together in
    the workspace, so two identical taxi fares on one day are both kept while importing the same rows
    again skips every one ("This transaction was imported already."). (Until migration 0024 the identity
    was the digest's hex text with ":n" after a repeat; the migration converts it exactly, both ways.) A
    run with an invalid row imports nothing (decision import_run_results); imported rows carry the run's
    tags and id (import_run_id, kept without a foreign key: a run is deleted only with its workspace,
    rows and all, and checking the key cost a lookup per imported row, a tenth of a million-row import).

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

    Permission: a role with the permission add_dataimportrun.

    Args:
        idempotency_key (str | Unset):
        body (CreateDataImportRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedDataImportRun | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateDataImportRunRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedDataImportRun | ErrorDetail | ValidationError]:
    """Create data import run

     Records a data import run. Its tags are attached to every imported row and forwarded to the import
    event. The CSV format of financial_transaction runs: docs/transactions-csv.md.

    Decision (What an import run records and reports): model_identifier is any non-empty name of at most
    255 characters and results any JSON (null included), as the document gives them. A run whose
    model_identifier names a registered importer is imported by it; a run for any other model is
    recorded as sent and imports nothing (its import_report is null), and its import event carries its
    tags all the same (with no counts). document_id must be a document of the workspace. The run is
    recorded whether dry or not. D7, D8 and D9 answer its results exactly as they were sent; what the
    importer did is the run's import_report (extension): {"dry_run": ..., "counts": {...}, "rows":
    [...]}, the importer's account of each row ({"row": <index>, "status": "created"} or "would_create"
    in a dry run, "skipped" with a reason, or "invalid" with its errors), with the counts of each
    status. (Until migration 0027 the report was kept inside the results, as {"data": <the results
    sent>, "report": ...}; the migration moved it out, and its downgrade puts it back.) The results are
    bounded by the body limit as any body is (decision body_limit). Results not in the importer's shape
    at all are a 400 on results, dry or not. A dry run (the default) writes nothing but the run; a real
    run applies every row in the run's own transaction, attaching the run's tags (and id) to every row
    it creates, or nothing at all when a row is invalid: a 400 {"results": {"<rows field>": {"<index>":
    ["..."]}}} naming the rows, as DRF reports the items of a ListField, with no run recorded. Each
    recorded run enqueues an import event carrying its tags in the same transaction, delivered after
    commit to the registered event handlers through the job queue (at least once). Results an importer
    streams (a file of any size, such as financial_transaction's {"csv": ...}) are imported as they are
    read, and their report lists only the invalid rows, the first 1,000 problems by row, beside the
    counts of every status: a created or skipped row of a million-row file is told by the counts. A dry
    run of such results imports them in a savepoint and rolls it back, so its counts are exactly what a
    real run would do. Importers: document_identifier (results {"identifiers": ["..."]} adds identifiers
    to the run's document; one it has already, or repeated, is skipped), financial_transaction,
    emission_factor and exchange_rate (decisions transaction_row_identity, transaction_csv,
    transaction_emissions).

    Decision (What makes an imported transaction the same one imported again): An import run with
    model_identifier financial_transaction (D8) reads {"rows": [...]}, each row {date, net_amount,
    currency, ledger, and optionally end_date (the date when absent), vendor_name, journal, description,
    source (csv when absent)}: dates in ISO 8601 (a date is midnight UTC, a date-time without offset is
    UTC), amounts as numbers or decimal strings with a point and at most four places, currencies ISO
    4217 codes (any case). A row's identity is the SHA-256 of its normalized values (so 120.5 and
    "120.50", eur and EUR are the same row), kept as the digest's 32 bytes, and the n-th repeat of an
    identical row within one import is numbered n (the first 0), identity and number unique together in
    the workspace, so two identical taxi fares on one day are both kept while importing the same rows
    again skips every one ("This transaction was imported already."). (Until migration 0024 the identity
    was the digest's hex text with ":n" after a repeat; the migration converts it exactly, both ways.) A
    run with an invalid row imports nothing (decision import_run_results); imported rows carry the run's
    tags and id (import_run_id, kept without a foreign key: a run is deleted only with its workspace,
    rows and all, and checking the key cost a lookup per imported row, a tenth of a million-row import).

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

    Permission: a role with the permission add_dataimportrun.

    Args:
        idempotency_key (str | Unset):
        body (CreateDataImportRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedDataImportRun | ErrorDetail | ValidationError]
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
    body: CreateDataImportRunRequest,
    idempotency_key: str | Unset = UNSET,
) -> CreatedDataImportRun | ErrorDetail | ValidationError | None:
    """Create data import run

     Records a data import run. Its tags are attached to every imported row and forwarded to the import
    event. The CSV format of financial_transaction runs: docs/transactions-csv.md.

    Decision (What an import run records and reports): model_identifier is any non-empty name of at most
    255 characters and results any JSON (null included), as the document gives them. A run whose
    model_identifier names a registered importer is imported by it; a run for any other model is
    recorded as sent and imports nothing (its import_report is null), and its import event carries its
    tags all the same (with no counts). document_id must be a document of the workspace. The run is
    recorded whether dry or not. D7, D8 and D9 answer its results exactly as they were sent; what the
    importer did is the run's import_report (extension): {"dry_run": ..., "counts": {...}, "rows":
    [...]}, the importer's account of each row ({"row": <index>, "status": "created"} or "would_create"
    in a dry run, "skipped" with a reason, or "invalid" with its errors), with the counts of each
    status. (Until migration 0027 the report was kept inside the results, as {"data": <the results
    sent>, "report": ...}; the migration moved it out, and its downgrade puts it back.) The results are
    bounded by the body limit as any body is (decision body_limit). Results not in the importer's shape
    at all are a 400 on results, dry or not. A dry run (the default) writes nothing but the run; a real
    run applies every row in the run's own transaction, attaching the run's tags (and id) to every row
    it creates, or nothing at all when a row is invalid: a 400 {"results": {"<rows field>": {"<index>":
    ["..."]}}} naming the rows, as DRF reports the items of a ListField, with no run recorded. Each
    recorded run enqueues an import event carrying its tags in the same transaction, delivered after
    commit to the registered event handlers through the job queue (at least once). Results an importer
    streams (a file of any size, such as financial_transaction's {"csv": ...}) are imported as they are
    read, and their report lists only the invalid rows, the first 1,000 problems by row, beside the
    counts of every status: a created or skipped row of a million-row file is told by the counts. A dry
    run of such results imports them in a savepoint and rolls it back, so its counts are exactly what a
    real run would do. Importers: document_identifier (results {"identifiers": ["..."]} adds identifiers
    to the run's document; one it has already, or repeated, is skipped), financial_transaction,
    emission_factor and exchange_rate (decisions transaction_row_identity, transaction_csv,
    transaction_emissions).

    Decision (What makes an imported transaction the same one imported again): An import run with
    model_identifier financial_transaction (D8) reads {"rows": [...]}, each row {date, net_amount,
    currency, ledger, and optionally end_date (the date when absent), vendor_name, journal, description,
    source (csv when absent)}: dates in ISO 8601 (a date is midnight UTC, a date-time without offset is
    UTC), amounts as numbers or decimal strings with a point and at most four places, currencies ISO
    4217 codes (any case). A row's identity is the SHA-256 of its normalized values (so 120.5 and
    "120.50", eur and EUR are the same row), kept as the digest's 32 bytes, and the n-th repeat of an
    identical row within one import is numbered n (the first 0), identity and number unique together in
    the workspace, so two identical taxi fares on one day are both kept while importing the same rows
    again skips every one ("This transaction was imported already."). (Until migration 0024 the identity
    was the digest's hex text with ":n" after a repeat; the migration converts it exactly, both ways.) A
    run with an invalid row imports nothing (decision import_run_results); imported rows carry the run's
    tags and id (import_run_id, kept without a foreign key: a run is deleted only with its workspace,
    rows and all, and checking the key cost a lookup per imported row, a tenth of a million-row import).

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

    Permission: a role with the permission add_dataimportrun.

    Args:
        idempotency_key (str | Unset):
        body (CreateDataImportRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedDataImportRun | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
