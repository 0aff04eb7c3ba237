from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_submission_request import CreateSubmissionRequest
from ...models.created_survey_submission import CreatedSurveySubmission
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateSubmissionRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/survey-submissions/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedSurveySubmission | ErrorDetail | ValidationError | None:
    if response.status_code == 201:
        response_201 = CreatedSurveySubmission.from_dict(response.json())

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
) -> Response[CreatedSurveySubmission | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSubmissionRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedSurveySubmission | ErrorDetail | ValidationError]:
    """Create submission

     Creates a submission of a survey; the submission context is derived from the query context.

    Decision (How a submission's context comes from its query context): Each query_context entry gives
    one context_object its context_value, normalized by precision: year, quarter, month or day read the
    value as an ISO date (or a year, year-month) and keep "2024", "2024-Q1", "2024-03" or "2024-03-05";
    exact keeps the value as sent; anything else is a 400 naming the entry. An object that is a nested
    dimension of the survey (site, supplier...) may be given many times: its values, in the order sent,
    are the nested instances, and the context holds them as a list; any other object given twice is a
    400. The context is the object of the scalar objects plus the dimension lists; an instance's answer
    context is the scalar context plus its one dimension value (nested deeper: plus each value on its
    path).

    Decision (How large a submission may be): S3's query_context has at most 3,100 entries (up to 3,000
    values of nested dimensions and the others), each flat (three strings; an object or a list in one is
    a 400 on it) with the lengths of survey_query_context_item; a submission creates at most 3,000
    nested survey instances (the product of the values of each nested dimension along each path of the
    definition, summed), and each instance's answer context, as canonical JSON, has at most 2,048
    characters (the stored key). Beyond any of these S3 is a 400 naming query_context (an entry's field,
    as {"query_context": {"3": {"context_value": [...]}}}, or the whole list) and creates nothing.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

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

    Permission: a role with the permission add_surveysubmission.

    Args:
        idempotency_key (str | Unset):
        body (CreateSubmissionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedSurveySubmission | ErrorDetail | ValidationError]
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
    body: CreateSubmissionRequest,
    idempotency_key: str | Unset = UNSET,
) -> CreatedSurveySubmission | ErrorDetail | ValidationError | None:
    """Create submission

     Creates a submission of a survey; the submission context is derived from the query context.

    Decision (How a submission's context comes from its query context): Each query_context entry gives
    one context_object its context_value, normalized by precision: year, quarter, month or day read the
    value as an ISO date (or a year, year-month) and keep "2024", "2024-Q1", "2024-03" or "2024-03-05";
    exact keeps the value as sent; anything else is a 400 naming the entry. An object that is a nested
    dimension of the survey (site, supplier...) may be given many times: its values, in the order sent,
    are the nested instances, and the context holds them as a list; any other object given twice is a
    400. The context is the object of the scalar objects plus the dimension lists; an instance's answer
    context is the scalar context plus its one dimension value (nested deeper: plus each value on its
    path).

    Decision (How large a submission may be): S3's query_context has at most 3,100 entries (up to 3,000
    values of nested dimensions and the others), each flat (three strings; an object or a list in one is
    a 400 on it) with the lengths of survey_query_context_item; a submission creates at most 3,000
    nested survey instances (the product of the values of each nested dimension along each path of the
    definition, summed), and each instance's answer context, as canonical JSON, has at most 2,048
    characters (the stored key). Beyond any of these S3 is a 400 naming query_context (an entry's field,
    as {"query_context": {"3": {"context_value": [...]}}}, or the whole list) and creates nothing.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

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

    Permission: a role with the permission add_surveysubmission.

    Args:
        idempotency_key (str | Unset):
        body (CreateSubmissionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedSurveySubmission | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSubmissionRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedSurveySubmission | ErrorDetail | ValidationError]:
    """Create submission

     Creates a submission of a survey; the submission context is derived from the query context.

    Decision (How a submission's context comes from its query context): Each query_context entry gives
    one context_object its context_value, normalized by precision: year, quarter, month or day read the
    value as an ISO date (or a year, year-month) and keep "2024", "2024-Q1", "2024-03" or "2024-03-05";
    exact keeps the value as sent; anything else is a 400 naming the entry. An object that is a nested
    dimension of the survey (site, supplier...) may be given many times: its values, in the order sent,
    are the nested instances, and the context holds them as a list; any other object given twice is a
    400. The context is the object of the scalar objects plus the dimension lists; an instance's answer
    context is the scalar context plus its one dimension value (nested deeper: plus each value on its
    path).

    Decision (How large a submission may be): S3's query_context has at most 3,100 entries (up to 3,000
    values of nested dimensions and the others), each flat (three strings; an object or a list in one is
    a 400 on it) with the lengths of survey_query_context_item; a submission creates at most 3,000
    nested survey instances (the product of the values of each nested dimension along each path of the
    definition, summed), and each instance's answer context, as canonical JSON, has at most 2,048
    characters (the stored key). Beyond any of these S3 is a 400 naming query_context (an entry's field,
    as {"query_context": {"3": {"context_value": [...]}}}, or the whole list) and creates nothing.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

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

    Permission: a role with the permission add_surveysubmission.

    Args:
        idempotency_key (str | Unset):
        body (CreateSubmissionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedSurveySubmission | ErrorDetail | ValidationError]
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
    body: CreateSubmissionRequest,
    idempotency_key: str | Unset = UNSET,
) -> CreatedSurveySubmission | ErrorDetail | ValidationError | None:
    """Create submission

     Creates a submission of a survey; the submission context is derived from the query context.

    Decision (How a submission's context comes from its query context): Each query_context entry gives
    one context_object its context_value, normalized by precision: year, quarter, month or day read the
    value as an ISO date (or a year, year-month) and keep "2024", "2024-Q1", "2024-03" or "2024-03-05";
    exact keeps the value as sent; anything else is a 400 naming the entry. An object that is a nested
    dimension of the survey (site, supplier...) may be given many times: its values, in the order sent,
    are the nested instances, and the context holds them as a list; any other object given twice is a
    400. The context is the object of the scalar objects plus the dimension lists; an instance's answer
    context is the scalar context plus its one dimension value (nested deeper: plus each value on its
    path).

    Decision (How large a submission may be): S3's query_context has at most 3,100 entries (up to 3,000
    values of nested dimensions and the others), each flat (three strings; an object or a list in one is
    a 400 on it) with the lengths of survey_query_context_item; a submission creates at most 3,000
    nested survey instances (the product of the values of each nested dimension along each path of the
    definition, summed), and each instance's answer context, as canonical JSON, has at most 2,048
    characters (the stored key). Beyond any of these S3 is a 400 naming query_context (an entry's field,
    as {"query_context": {"3": {"context_value": [...]}}}, or the whole list) and creates nothing.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

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

    Permission: a role with the permission add_surveysubmission.

    Args:
        idempotency_key (str | Unset):
        body (CreateSubmissionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedSurveySubmission | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
