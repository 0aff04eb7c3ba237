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

     Lists the published surveys, each with the workspace's submissions of it. Filter by tag or by
    submission context (such as the year).

    Decisions: [default_order_by_id](/api/docs/decisions.html#default_order_by_id),
    [survey_submission_rows](/api/docs/decisions.html#survey_submission_rows),
    [data_room_mapping](/api/docs/decisions.html#data_room_mapping),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Lists the published surveys, each with the workspace's submissions of it. Filter by tag or by
    submission context (such as the year).

    Decisions: [default_order_by_id](/api/docs/decisions.html#default_order_by_id),
    [survey_submission_rows](/api/docs/decisions.html#survey_submission_rows),
    [data_room_mapping](/api/docs/decisions.html#data_room_mapping),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Lists the published surveys, each with the workspace's submissions of it. Filter by tag or by
    submission context (such as the year).

    Decisions: [default_order_by_id](/api/docs/decisions.html#default_order_by_id),
    [survey_submission_rows](/api/docs/decisions.html#survey_submission_rows),
    [data_room_mapping](/api/docs/decisions.html#data_room_mapping),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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

     Lists the published surveys, each with the workspace's submissions of it. Filter by tag or by
    submission context (such as the year).

    Decisions: [default_order_by_id](/api/docs/decisions.html#default_order_by_id),
    [survey_submission_rows](/api/docs/decisions.html#survey_submission_rows),
    [data_room_mapping](/api/docs/decisions.html#data_room_mapping),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

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
