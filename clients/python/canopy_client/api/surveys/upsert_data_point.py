from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.data_point import DataPoint
from ...models.error_detail import ErrorDetail
from ...models.upsert_data_point_request import UpsertDataPointRequest
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UpsertDataPointRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-points/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DataPoint | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = DataPoint.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = ErrorDetail.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DataPoint | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: UpsertDataPointRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[DataPoint | ErrorDetail | ValidationError]:
    """Create or update data point

     Creates the data point identified by field_id plus the answer context, or updates it when it exists.
    The write is propagated to matching survey submissions; it may show, hide or lock other questions or
    nested surveys and recompute formula fields.

    Decision (Which submissions an answer reaches): A data point is stored once per workspace, field_id
    and answer context (compared as canonical JSON). Every survey instance whose answer context is
    exactly the data point's and whose survey asks the field shows it, whichever submission or survey
    version it belongs to; a write is re-evaluated in all of them in the same transaction. S5 validates
    the value against the kind of the question in each instance it reaches, or when it reaches none yet,
    against the active surveys of the workspace that ask it; a field_id no survey of the workspace asks
    is a 400. Its content_type is 1 (a survey instance) and object_id the instance it was first written
    through, or 0 when it reached none.

    Decision (How answers propagate): Rules follow SurveyJS and ODK where they agree: a hidden question
    (its own visible_if, its block's, or a hidden nested question above it) keeps its answer but counts
    as unanswered in every expression and aggregate; a locked question (locked_if, or its block's) and a
    formula refuse writes (400); a condition holds only when it evaluates to true, so a rule over an
    unanswered field hides nothing and locks nothing; a formula over an unanswered field, or that fails
    (division by zero), is unanswered with its error kept. An S5 write re-evaluates only what depends on
    the written field, in the definition's topological order, in its instance, the parents above and the
    nested instances below, stores the evaluated state, and answers after it is committed with the
    write, so no reader sees half of it.

    Decision (What a data point's document_ids do): The documents must be the workspace's (400 naming
    the index otherwise). When one of them is updated (D4) or its upload confirmed again (D5), a job of
    the durable queue sets each data point referring to it that was ready_for_audit or ready_for_review
    before the change back to ready_for_review with the time, so a reviewer looks again (a status set
    after the change stands); its value is kept, and its instances are re-evaluated.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

    Decision (Status code of create-or-update data point): The data point write answers 200 with the
    Data point whether it created a new one or updated the existing one for the same field_id and
    context.

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

    Permission: a role with the permission change_datapoint.

    Args:
        idempotency_key (str | Unset):
        body (UpsertDataPointRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DataPoint | ErrorDetail | ValidationError]
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
    body: UpsertDataPointRequest,
    idempotency_key: str | Unset = UNSET,
) -> DataPoint | ErrorDetail | ValidationError | None:
    """Create or update data point

     Creates the data point identified by field_id plus the answer context, or updates it when it exists.
    The write is propagated to matching survey submissions; it may show, hide or lock other questions or
    nested surveys and recompute formula fields.

    Decision (Which submissions an answer reaches): A data point is stored once per workspace, field_id
    and answer context (compared as canonical JSON). Every survey instance whose answer context is
    exactly the data point's and whose survey asks the field shows it, whichever submission or survey
    version it belongs to; a write is re-evaluated in all of them in the same transaction. S5 validates
    the value against the kind of the question in each instance it reaches, or when it reaches none yet,
    against the active surveys of the workspace that ask it; a field_id no survey of the workspace asks
    is a 400. Its content_type is 1 (a survey instance) and object_id the instance it was first written
    through, or 0 when it reached none.

    Decision (How answers propagate): Rules follow SurveyJS and ODK where they agree: a hidden question
    (its own visible_if, its block's, or a hidden nested question above it) keeps its answer but counts
    as unanswered in every expression and aggregate; a locked question (locked_if, or its block's) and a
    formula refuse writes (400); a condition holds only when it evaluates to true, so a rule over an
    unanswered field hides nothing and locks nothing; a formula over an unanswered field, or that fails
    (division by zero), is unanswered with its error kept. An S5 write re-evaluates only what depends on
    the written field, in the definition's topological order, in its instance, the parents above and the
    nested instances below, stores the evaluated state, and answers after it is committed with the
    write, so no reader sees half of it.

    Decision (What a data point's document_ids do): The documents must be the workspace's (400 naming
    the index otherwise). When one of them is updated (D4) or its upload confirmed again (D5), a job of
    the durable queue sets each data point referring to it that was ready_for_audit or ready_for_review
    before the change back to ready_for_review with the time, so a reviewer looks again (a status set
    after the change stands); its value is kept, and its instances are re-evaluated.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

    Decision (Status code of create-or-update data point): The data point write answers 200 with the
    Data point whether it created a new one or updated the existing one for the same field_id and
    context.

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

    Permission: a role with the permission change_datapoint.

    Args:
        idempotency_key (str | Unset):
        body (UpsertDataPointRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DataPoint | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: UpsertDataPointRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[DataPoint | ErrorDetail | ValidationError]:
    """Create or update data point

     Creates the data point identified by field_id plus the answer context, or updates it when it exists.
    The write is propagated to matching survey submissions; it may show, hide or lock other questions or
    nested surveys and recompute formula fields.

    Decision (Which submissions an answer reaches): A data point is stored once per workspace, field_id
    and answer context (compared as canonical JSON). Every survey instance whose answer context is
    exactly the data point's and whose survey asks the field shows it, whichever submission or survey
    version it belongs to; a write is re-evaluated in all of them in the same transaction. S5 validates
    the value against the kind of the question in each instance it reaches, or when it reaches none yet,
    against the active surveys of the workspace that ask it; a field_id no survey of the workspace asks
    is a 400. Its content_type is 1 (a survey instance) and object_id the instance it was first written
    through, or 0 when it reached none.

    Decision (How answers propagate): Rules follow SurveyJS and ODK where they agree: a hidden question
    (its own visible_if, its block's, or a hidden nested question above it) keeps its answer but counts
    as unanswered in every expression and aggregate; a locked question (locked_if, or its block's) and a
    formula refuse writes (400); a condition holds only when it evaluates to true, so a rule over an
    unanswered field hides nothing and locks nothing; a formula over an unanswered field, or that fails
    (division by zero), is unanswered with its error kept. An S5 write re-evaluates only what depends on
    the written field, in the definition's topological order, in its instance, the parents above and the
    nested instances below, stores the evaluated state, and answers after it is committed with the
    write, so no reader sees half of it.

    Decision (What a data point's document_ids do): The documents must be the workspace's (400 naming
    the index otherwise). When one of them is updated (D4) or its upload confirmed again (D5), a job of
    the durable queue sets each data point referring to it that was ready_for_audit or ready_for_review
    before the change back to ready_for_review with the time, so a reviewer looks again (a status set
    after the change stands); its value is kept, and its instances are re-evaluated.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

    Decision (Status code of create-or-update data point): The data point write answers 200 with the
    Data point whether it created a new one or updated the existing one for the same field_id and
    context.

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

    Permission: a role with the permission change_datapoint.

    Args:
        idempotency_key (str | Unset):
        body (UpsertDataPointRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DataPoint | ErrorDetail | ValidationError]
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
    body: UpsertDataPointRequest,
    idempotency_key: str | Unset = UNSET,
) -> DataPoint | ErrorDetail | ValidationError | None:
    """Create or update data point

     Creates the data point identified by field_id plus the answer context, or updates it when it exists.
    The write is propagated to matching survey submissions; it may show, hide or lock other questions or
    nested surveys and recompute formula fields.

    Decision (Which submissions an answer reaches): A data point is stored once per workspace, field_id
    and answer context (compared as canonical JSON). Every survey instance whose answer context is
    exactly the data point's and whose survey asks the field shows it, whichever submission or survey
    version it belongs to; a write is re-evaluated in all of them in the same transaction. S5 validates
    the value against the kind of the question in each instance it reaches, or when it reaches none yet,
    against the active surveys of the workspace that ask it; a field_id no survey of the workspace asks
    is a 400. Its content_type is 1 (a survey instance) and object_id the instance it was first written
    through, or 0 when it reached none.

    Decision (How answers propagate): Rules follow SurveyJS and ODK where they agree: a hidden question
    (its own visible_if, its block's, or a hidden nested question above it) keeps its answer but counts
    as unanswered in every expression and aggregate; a locked question (locked_if, or its block's) and a
    formula refuse writes (400); a condition holds only when it evaluates to true, so a rule over an
    unanswered field hides nothing and locks nothing; a formula over an unanswered field, or that fails
    (division by zero), is unanswered with its error kept. An S5 write re-evaluates only what depends on
    the written field, in the definition's topological order, in its instance, the parents above and the
    nested instances below, stores the evaluated state, and answers after it is committed with the
    write, so no reader sees half of it.

    Decision (What a data point's document_ids do): The documents must be the workspace's (400 naming
    the index otherwise). When one of them is updated (D4) or its upload confirmed again (D5), a job of
    the durable queue sets each data point referring to it that was ready_for_audit or ready_for_review
    before the change back to ready_for_review with the time, so a reviewer looks again (a status set
    after the change stands); its value is kept, and its instances are re-evaluated.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

    Decision (Status code of create-or-update data point): The data point write answers 200 with the
    Data point whether it created a new one or updated the existing one for the same field_id and
    context.

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

    Permission: a role with the permission change_datapoint.

    Args:
        idempotency_key (str | Unset):
        body (UpsertDataPointRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DataPoint | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
