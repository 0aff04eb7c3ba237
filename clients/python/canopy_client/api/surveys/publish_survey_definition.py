from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.publish_survey_definition_request import PublishSurveyDefinitionRequest
from ...models.survey_definition import SurveyDefinition
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PublishSurveyDefinitionRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/survey-definitions/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | SurveyDefinition | ValidationError | None:
    if response.status_code == 201:
        response_201 = SurveyDefinition.from_dict(response.json())

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
) -> Response[ErrorDetail | SurveyDefinition | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PublishSurveyDefinitionRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | SurveyDefinition | ValidationError]:
    """Publish a survey definition

     Platform staff (is_staff) only; anyone else gets the document's 403, whatever the body. Parses the
    definition (docs/surveys.md; its JSON Schema is handwritten/domain/surveys/definition.schema.json)
    once: a cycle between its rules, a reference to an unknown field or a syntax error is a 400 naming
    the field ids, or the position. The definition is stored as a new version of its key, never changed
    after, and becomes the active version of the survey in each of the workspaces named; submissions
    made before keep their version.

    Decision (Who publishes surveys and what publishing does): Only platform staff (is_staff) publish
    (SV1), list (SV2) and retrieve (SV3) definitions, also with canopy surveys publish; anyone else gets
    the document's 403, checked (permission staff) before the request's body or parameters are read, so
    a malformed body from anyone else is a 403 too. Publishing parses every expression once and builds
    the dependency graph (graphlib): a cycle, a dangling reference or a syntax error is a 400 naming the
    field ids or the position, and nothing is stored. A stored version never changes; publishing the
    same key again stores the next version, which becomes the active one (is_active_version) and the
    version each named workspace's survey now follows; submissions keep the version they were made of,
    and S2 shows their version beside the active one.

    Decision (What a survey definition is): A definition is a JSON document (docs/surveys.md; JSON
    Schema handwritten/domain/surveys/definition.schema.json): a key, the Survey fields, blocks of
    questions of the document's kinds plus formula and nested (a question holding one instance of
    another survey of the definition per value of a context dimension), with visible_if, locked_if and
    formula rules in one expression language evaluated by simpleeval. Field ids are identifiers
    (letters, digits, underscore; 1..125 characters) unique across the definition, so that an expression
    names a field without quoting and a field id names one question.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

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

    Permission: platform staff (is_staff), whatever their role.

    Args:
        idempotency_key (str | Unset):
        body (PublishSurveyDefinitionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | SurveyDefinition | ValidationError]
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
    body: PublishSurveyDefinitionRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | SurveyDefinition | ValidationError | None:
    """Publish a survey definition

     Platform staff (is_staff) only; anyone else gets the document's 403, whatever the body. Parses the
    definition (docs/surveys.md; its JSON Schema is handwritten/domain/surveys/definition.schema.json)
    once: a cycle between its rules, a reference to an unknown field or a syntax error is a 400 naming
    the field ids, or the position. The definition is stored as a new version of its key, never changed
    after, and becomes the active version of the survey in each of the workspaces named; submissions
    made before keep their version.

    Decision (Who publishes surveys and what publishing does): Only platform staff (is_staff) publish
    (SV1), list (SV2) and retrieve (SV3) definitions, also with canopy surveys publish; anyone else gets
    the document's 403, checked (permission staff) before the request's body or parameters are read, so
    a malformed body from anyone else is a 403 too. Publishing parses every expression once and builds
    the dependency graph (graphlib): a cycle, a dangling reference or a syntax error is a 400 naming the
    field ids or the position, and nothing is stored. A stored version never changes; publishing the
    same key again stores the next version, which becomes the active one (is_active_version) and the
    version each named workspace's survey now follows; submissions keep the version they were made of,
    and S2 shows their version beside the active one.

    Decision (What a survey definition is): A definition is a JSON document (docs/surveys.md; JSON
    Schema handwritten/domain/surveys/definition.schema.json): a key, the Survey fields, blocks of
    questions of the document's kinds plus formula and nested (a question holding one instance of
    another survey of the definition per value of a context dimension), with visible_if, locked_if and
    formula rules in one expression language evaluated by simpleeval. Field ids are identifiers
    (letters, digits, underscore; 1..125 characters) unique across the definition, so that an expression
    names a field without quoting and a field id names one question.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

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

    Permission: platform staff (is_staff), whatever their role.

    Args:
        idempotency_key (str | Unset):
        body (PublishSurveyDefinitionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | SurveyDefinition | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PublishSurveyDefinitionRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | SurveyDefinition | ValidationError]:
    """Publish a survey definition

     Platform staff (is_staff) only; anyone else gets the document's 403, whatever the body. Parses the
    definition (docs/surveys.md; its JSON Schema is handwritten/domain/surveys/definition.schema.json)
    once: a cycle between its rules, a reference to an unknown field or a syntax error is a 400 naming
    the field ids, or the position. The definition is stored as a new version of its key, never changed
    after, and becomes the active version of the survey in each of the workspaces named; submissions
    made before keep their version.

    Decision (Who publishes surveys and what publishing does): Only platform staff (is_staff) publish
    (SV1), list (SV2) and retrieve (SV3) definitions, also with canopy surveys publish; anyone else gets
    the document's 403, checked (permission staff) before the request's body or parameters are read, so
    a malformed body from anyone else is a 403 too. Publishing parses every expression once and builds
    the dependency graph (graphlib): a cycle, a dangling reference or a syntax error is a 400 naming the
    field ids or the position, and nothing is stored. A stored version never changes; publishing the
    same key again stores the next version, which becomes the active one (is_active_version) and the
    version each named workspace's survey now follows; submissions keep the version they were made of,
    and S2 shows their version beside the active one.

    Decision (What a survey definition is): A definition is a JSON document (docs/surveys.md; JSON
    Schema handwritten/domain/surveys/definition.schema.json): a key, the Survey fields, blocks of
    questions of the document's kinds plus formula and nested (a question holding one instance of
    another survey of the definition per value of a context dimension), with visible_if, locked_if and
    formula rules in one expression language evaluated by simpleeval. Field ids are identifiers
    (letters, digits, underscore; 1..125 characters) unique across the definition, so that an expression
    names a field without quoting and a field id names one question.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

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

    Permission: platform staff (is_staff), whatever their role.

    Args:
        idempotency_key (str | Unset):
        body (PublishSurveyDefinitionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | SurveyDefinition | ValidationError]
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
    body: PublishSurveyDefinitionRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | SurveyDefinition | ValidationError | None:
    """Publish a survey definition

     Platform staff (is_staff) only; anyone else gets the document's 403, whatever the body. Parses the
    definition (docs/surveys.md; its JSON Schema is handwritten/domain/surveys/definition.schema.json)
    once: a cycle between its rules, a reference to an unknown field or a syntax error is a 400 naming
    the field ids, or the position. The definition is stored as a new version of its key, never changed
    after, and becomes the active version of the survey in each of the workspaces named; submissions
    made before keep their version.

    Decision (Who publishes surveys and what publishing does): Only platform staff (is_staff) publish
    (SV1), list (SV2) and retrieve (SV3) definitions, also with canopy surveys publish; anyone else gets
    the document's 403, checked (permission staff) before the request's body or parameters are read, so
    a malformed body from anyone else is a 403 too. Publishing parses every expression once and builds
    the dependency graph (graphlib): a cycle, a dangling reference or a syntax error is a 400 naming the
    field ids or the position, and nothing is stored. A stored version never changes; publishing the
    same key again stores the next version, which becomes the active one (is_active_version) and the
    version each named workspace's survey now follows; submissions keep the version they were made of,
    and S2 shows their version beside the active one.

    Decision (What a survey definition is): A definition is a JSON document (docs/surveys.md; JSON
    Schema handwritten/domain/surveys/definition.schema.json): a key, the Survey fields, blocks of
    questions of the document's kinds plus formula and nested (a question holding one instance of
    another survey of the definition per value of a context dimension), with visible_if, locked_if and
    formula rules in one expression language evaluated by simpleeval. Field ids are identifiers
    (letters, digits, underscore; 1..125 characters) unique across the definition, so that an expression
    names a field without quoting and a field id names one question.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

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

    Permission: platform staff (is_staff), whatever their role.

    Args:
        idempotency_key (str | Unset):
        body (PublishSurveyDefinitionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | SurveyDefinition | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
