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

     Returns one part of a submission (a survey instance, or one block of it) with its questions, answers
    and evaluated state, in the shape of an S2 row. Large submissions hold thousands of nested surveys,
    so they are read a part at a time.

    Decisions: [survey_subsection_key](/api/docs/decisions.html#survey_subsection_key),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Returns one part of a submission (a survey instance, or one block of it) with its questions, answers
    and evaluated state, in the shape of an S2 row. Large submissions hold thousands of nested surveys,
    so they are read a part at a time.

    Decisions: [survey_subsection_key](/api/docs/decisions.html#survey_subsection_key),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Returns one part of a submission (a survey instance, or one block of it) with its questions, answers
    and evaluated state, in the shape of an S2 row. Large submissions hold thousands of nested surveys,
    so they are read a part at a time.

    Decisions: [survey_subsection_key](/api/docs/decisions.html#survey_subsection_key),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Returns one part of a submission (a survey instance, or one block of it) with its questions, answers
    and evaluated state, in the shape of an S2 row. Large submissions hold thousands of nested surveys,
    so they are read a part at a time.

    Decisions: [survey_subsection_key](/api/docs/decisions.html#survey_subsection_key),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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
