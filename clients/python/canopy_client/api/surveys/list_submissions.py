from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.survey_submission_row_list import SurveySubmissionRowList
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    tags: list[str] | Unset = UNSET,
    context_contains: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_tags: list[str] | Unset = UNSET
    if not isinstance(tags, Unset):
        json_tags = tags

    params["tags"] = json_tags

    params["context__contains"] = context_contains

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/survey-submissions/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | SurveySubmissionRowList | ValidationError | None:
    if response.status_code == 200:
        response_200 = SurveySubmissionRowList.from_dict(response.json())

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
) -> Response[ErrorDetail | SurveySubmissionRowList | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    tags: list[str] | Unset = UNSET,
    context_contains: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | SurveySubmissionRowList | ValidationError]:
    """List submissions

     Lists published surveys with the company's submissions of them.

    Decision (Order of lists without an ordering parameter): Lists for which the document gives no
    ordering (surveys, survey submissions) are ordered by id ascending.

    Decision (What S2 lists): One row per published survey version of the workspace: the version each
    survey now follows, with or without submissions, and each older version the workspace still has
    submissions of. id is the version's id (S1's Survey id), survey_id the workspace's survey (S1's
    application_survey_id), version and is_active_version the version's, and survey_submissions its
    submissions, oldest first, each with its id, context, query_context, times and key (submission:root
    instance, S4's key of its root). With tags or context__contains, only rows with a matching
    submission are listed, with their matching submissions only. Ordered by version id, then survey.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

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

    Permission: a role with the permission view_surveysubmission.

    Args:
        tags (list[str] | Unset):
        context_contains (str | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | SurveySubmissionRowList | ValidationError]
    """

    kwargs = _get_kwargs(
        tags=tags,
        context_contains=context_contains,
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
    tags: list[str] | Unset = UNSET,
    context_contains: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | SurveySubmissionRowList | ValidationError | None:
    """List submissions

     Lists published surveys with the company's submissions of them.

    Decision (Order of lists without an ordering parameter): Lists for which the document gives no
    ordering (surveys, survey submissions) are ordered by id ascending.

    Decision (What S2 lists): One row per published survey version of the workspace: the version each
    survey now follows, with or without submissions, and each older version the workspace still has
    submissions of. id is the version's id (S1's Survey id), survey_id the workspace's survey (S1's
    application_survey_id), version and is_active_version the version's, and survey_submissions its
    submissions, oldest first, each with its id, context, query_context, times and key (submission:root
    instance, S4's key of its root). With tags or context__contains, only rows with a matching
    submission are listed, with their matching submissions only. Ordered by version id, then survey.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

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

    Permission: a role with the permission view_surveysubmission.

    Args:
        tags (list[str] | Unset):
        context_contains (str | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | SurveySubmissionRowList | ValidationError
    """

    return sync_detailed(
        client=client,
        tags=tags,
        context_contains=context_contains,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    tags: list[str] | Unset = UNSET,
    context_contains: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | SurveySubmissionRowList | ValidationError]:
    """List submissions

     Lists published surveys with the company's submissions of them.

    Decision (Order of lists without an ordering parameter): Lists for which the document gives no
    ordering (surveys, survey submissions) are ordered by id ascending.

    Decision (What S2 lists): One row per published survey version of the workspace: the version each
    survey now follows, with or without submissions, and each older version the workspace still has
    submissions of. id is the version's id (S1's Survey id), survey_id the workspace's survey (S1's
    application_survey_id), version and is_active_version the version's, and survey_submissions its
    submissions, oldest first, each with its id, context, query_context, times and key (submission:root
    instance, S4's key of its root). With tags or context__contains, only rows with a matching
    submission are listed, with their matching submissions only. Ordered by version id, then survey.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

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

    Permission: a role with the permission view_surveysubmission.

    Args:
        tags (list[str] | Unset):
        context_contains (str | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | SurveySubmissionRowList | ValidationError]
    """

    kwargs = _get_kwargs(
        tags=tags,
        context_contains=context_contains,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    tags: list[str] | Unset = UNSET,
    context_contains: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | SurveySubmissionRowList | ValidationError | None:
    """List submissions

     Lists published surveys with the company's submissions of them.

    Decision (Order of lists without an ordering parameter): Lists for which the document gives no
    ordering (surveys, survey submissions) are ordered by id ascending.

    Decision (What S2 lists): One row per published survey version of the workspace: the version each
    survey now follows, with or without submissions, and each older version the workspace still has
    submissions of. id is the version's id (S1's Survey id), survey_id the workspace's survey (S1's
    application_survey_id), version and is_active_version the version's, and survey_submissions its
    submissions, oldest first, each with its id, context, query_context, times and key (submission:root
    instance, S4's key of its root). With tags or context__contains, only rows with a matching
    submission are listed, with their matching submissions only. Ordered by version id, then survey.

    Decision (The data room user, user group and account a survey request is mapped to): On a member's
    first survey request of a workspace, the workspace gets a data room account, a user group per role
    of its members, and the member a data room user in the group of their role, each made once (a unique
    key; a concurrent request's record is found, not duplicated); a later role change moves the user to
    the new role's group on their next survey request. S5's user and user_group are the writer's,
    status_user the one who last changed the status. Viewers read surveys and submissions but cannot
    create submissions or write answers (the document's 403); Editors, Admins and Owners can.

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

    Permission: a role with the permission view_surveysubmission.

    Args:
        tags (list[str] | Unset):
        context_contains (str | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | SurveySubmissionRowList | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            tags=tags,
            context_contains=context_contains,
            limit=limit,
            offset=offset,
        )
    ).parsed
