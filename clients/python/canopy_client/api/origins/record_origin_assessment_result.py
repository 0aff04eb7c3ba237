from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.origin import Origin
from ...models.record_assessment_result_request import RecordAssessmentResultRequest
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: RecordAssessmentResultRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/origins/{id}/assessment-results/".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | Origin | ValidationError | None:
    if response.status_code == 200:
        response_200 = Origin.from_dict(response.json())

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
) -> Response[ErrorDetail | Origin | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    body: RecordAssessmentResultRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | Origin | ValidationError]:
    """Record an assessment result of an origin

     Records the passing or failing result of a check made outside Canopy, such as a field visit or
    satellite monitoring, under the check's name; the latest result of each name counts. Answers the
    origin assessed again, its assessment_summary listing every check.

    Decisions: [origin_checks](/api/docs/decisions.html#origin_checks),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission change_origin.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RecordAssessmentResultRequest): Body of an origin's recorded assessment result
            (AS1).

            Decision: [origin_checks](/api/docs/decisions.html#origin_checks).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Origin | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    body: RecordAssessmentResultRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | Origin | ValidationError | None:
    """Record an assessment result of an origin

     Records the passing or failing result of a check made outside Canopy, such as a field visit or
    satellite monitoring, under the check's name; the latest result of each name counts. Answers the
    origin assessed again, its assessment_summary listing every check.

    Decisions: [origin_checks](/api/docs/decisions.html#origin_checks),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission change_origin.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RecordAssessmentResultRequest): Body of an origin's recorded assessment result
            (AS1).

            Decision: [origin_checks](/api/docs/decisions.html#origin_checks).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Origin | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    body: RecordAssessmentResultRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | Origin | ValidationError]:
    """Record an assessment result of an origin

     Records the passing or failing result of a check made outside Canopy, such as a field visit or
    satellite monitoring, under the check's name; the latest result of each name counts. Answers the
    origin assessed again, its assessment_summary listing every check.

    Decisions: [origin_checks](/api/docs/decisions.html#origin_checks),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission change_origin.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RecordAssessmentResultRequest): Body of an origin's recorded assessment result
            (AS1).

            Decision: [origin_checks](/api/docs/decisions.html#origin_checks).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Origin | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    body: RecordAssessmentResultRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | Origin | ValidationError | None:
    """Record an assessment result of an origin

     Records the passing or failing result of a check made outside Canopy, such as a field visit or
    satellite monitoring, under the check's name; the latest result of each name counts. Answers the
    origin assessed again, its assessment_summary listing every check.

    Decisions: [origin_checks](/api/docs/decisions.html#origin_checks),
    [create_status](/api/docs/decisions.html#create_status),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission change_origin.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RecordAssessmentResultRequest): Body of an origin's recorded assessment result
            (AS1).

            Decision: [origin_checks](/api/docs/decisions.html#origin_checks).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Origin | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
