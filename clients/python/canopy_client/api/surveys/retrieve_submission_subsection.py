from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.survey_submission_row import SurveySubmissionRow
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    agent: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["agent"] = agent

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/survey-submissions/{id}/".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | SurveySubmissionRow | ValidationError | None:
    if response.status_code == 200:
        response_200 = SurveySubmissionRow.from_dict(response.json())

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

    if response.status_code == 404:
        response_404 = ErrorDetail.from_dict(response.json())

        return response_404

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
) -> Response[ErrorDetail | SurveySubmissionRow | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    agent: bool | Unset = UNSET,
) -> Response[ErrorDetail | SurveySubmissionRow | ValidationError]:
    """Retrieve submission subsection

     Returns one subsection of a submission, in the shape of a submission listing row and reflecting the
    latest evaluated state. A submission can hold up to about 3000 nested surveys, so only a subsection
    is returned per request.

    Decision (What S4's compound key addresses): survey_submission_id:survey_id[:survey_block_id], each
    an integer of 1..18 digits: survey_id is the submission's survey (S2's survey_id, S1's
    application_survey_id) and names the submission's root; a nested survey instance, which has no
    survey id of its own, is named by i followed by its instance id (12:i56:3; the root's instance id is
    accepted too), as S4 lists nested instances and its parent; survey_block_id is a block of that
    instance's survey (blocks are numbered 1..n across a definition). The path parameter's pattern says
    so (^[0-9]{1,18}:i?[0-9]{1,18}(:[0-9]{1,18})?$): a key that does not match is a 400 on id ("This
    value does not match the required pattern.", DRF's RegexField); a submission, survey, instance or
    block that does not exist, is not the workspace's, or is not in the one before it is a 404. The
    response is the submission listing row of its survey version with one submission: the instance's
    questions (the block's only when given) with their answers, formula values, visible and locked
    states, and its nested instances as keys, never their content. agent=true leaves out question
    titles, choices, answer metadata and the block skeleton but keeps every key and path.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission view_surveysubmission.

    Args:
        id (str):
        agent (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | SurveySubmissionRow | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        agent=agent,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    agent: bool | Unset = UNSET,
) -> ErrorDetail | SurveySubmissionRow | ValidationError | None:
    """Retrieve submission subsection

     Returns one subsection of a submission, in the shape of a submission listing row and reflecting the
    latest evaluated state. A submission can hold up to about 3000 nested surveys, so only a subsection
    is returned per request.

    Decision (What S4's compound key addresses): survey_submission_id:survey_id[:survey_block_id], each
    an integer of 1..18 digits: survey_id is the submission's survey (S2's survey_id, S1's
    application_survey_id) and names the submission's root; a nested survey instance, which has no
    survey id of its own, is named by i followed by its instance id (12:i56:3; the root's instance id is
    accepted too), as S4 lists nested instances and its parent; survey_block_id is a block of that
    instance's survey (blocks are numbered 1..n across a definition). The path parameter's pattern says
    so (^[0-9]{1,18}:i?[0-9]{1,18}(:[0-9]{1,18})?$): a key that does not match is a 400 on id ("This
    value does not match the required pattern.", DRF's RegexField); a submission, survey, instance or
    block that does not exist, is not the workspace's, or is not in the one before it is a 404. The
    response is the submission listing row of its survey version with one submission: the instance's
    questions (the block's only when given) with their answers, formula values, visible and locked
    states, and its nested instances as keys, never their content. agent=true leaves out question
    titles, choices, answer metadata and the block skeleton but keeps every key and path.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission view_surveysubmission.

    Args:
        id (str):
        agent (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | SurveySubmissionRow | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
        agent=agent,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    agent: bool | Unset = UNSET,
) -> Response[ErrorDetail | SurveySubmissionRow | ValidationError]:
    """Retrieve submission subsection

     Returns one subsection of a submission, in the shape of a submission listing row and reflecting the
    latest evaluated state. A submission can hold up to about 3000 nested surveys, so only a subsection
    is returned per request.

    Decision (What S4's compound key addresses): survey_submission_id:survey_id[:survey_block_id], each
    an integer of 1..18 digits: survey_id is the submission's survey (S2's survey_id, S1's
    application_survey_id) and names the submission's root; a nested survey instance, which has no
    survey id of its own, is named by i followed by its instance id (12:i56:3; the root's instance id is
    accepted too), as S4 lists nested instances and its parent; survey_block_id is a block of that
    instance's survey (blocks are numbered 1..n across a definition). The path parameter's pattern says
    so (^[0-9]{1,18}:i?[0-9]{1,18}(:[0-9]{1,18})?$): a key that does not match is a 400 on id ("This
    value does not match the required pattern.", DRF's RegexField); a submission, survey, instance or
    block that does not exist, is not the workspace's, or is not in the one before it is a 404. The
    response is the submission listing row of its survey version with one submission: the instance's
    questions (the block's only when given) with their answers, formula values, visible and locked
    states, and its nested instances as keys, never their content. agent=true leaves out question
    titles, choices, answer metadata and the block skeleton but keeps every key and path.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission view_surveysubmission.

    Args:
        id (str):
        agent (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | SurveySubmissionRow | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        agent=agent,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    agent: bool | Unset = UNSET,
) -> ErrorDetail | SurveySubmissionRow | ValidationError | None:
    """Retrieve submission subsection

     Returns one subsection of a submission, in the shape of a submission listing row and reflecting the
    latest evaluated state. A submission can hold up to about 3000 nested surveys, so only a subsection
    is returned per request.

    Decision (What S4's compound key addresses): survey_submission_id:survey_id[:survey_block_id], each
    an integer of 1..18 digits: survey_id is the submission's survey (S2's survey_id, S1's
    application_survey_id) and names the submission's root; a nested survey instance, which has no
    survey id of its own, is named by i followed by its instance id (12:i56:3; the root's instance id is
    accepted too), as S4 lists nested instances and its parent; survey_block_id is a block of that
    instance's survey (blocks are numbered 1..n across a definition). The path parameter's pattern says
    so (^[0-9]{1,18}:i?[0-9]{1,18}(:[0-9]{1,18})?$): a key that does not match is a 400 on id ("This
    value does not match the required pattern.", DRF's RegexField); a submission, survey, instance or
    block that does not exist, is not the workspace's, or is not in the one before it is a 404. The
    response is the submission listing row of its survey version with one submission: the instance's
    questions (the block's only when given) with their answers, formula values, visible and locked
    states, and its nested instances as keys, never their content. agent=true leaves out question
    titles, choices, answer metadata and the block skeleton but keeps every key and path.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission view_surveysubmission.

    Args:
        id (str):
        agent (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | SurveySubmissionRow | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            agent=agent,
        )
    ).parsed
