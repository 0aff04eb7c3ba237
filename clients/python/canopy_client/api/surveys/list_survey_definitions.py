from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.list_survey_definitions_ordering_item import ListSurveyDefinitionsOrderingItem
from ...models.survey_definition_list import SurveyDefinitionList
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    key: str | Unset = UNSET,
    is_active_version: bool | Unset = UNSET,
    ordering: list[ListSurveyDefinitionsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["key"] = key

    params["is_active_version"] = is_active_version

    json_ordering: list[str] | Unset = UNSET
    if not isinstance(ordering, Unset):
        json_ordering = []
        for ordering_item_data in ordering:
            ordering_item = ordering_item_data.value
            json_ordering.append(ordering_item)

    params["ordering"] = json_ordering

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/survey-definitions/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | SurveyDefinitionList | ValidationError | None:
    if response.status_code == 200:
        response_200 = SurveyDefinitionList.from_dict(response.json())

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
) -> Response[ErrorDetail | SurveyDefinitionList | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    key: str | Unset = UNSET,
    is_active_version: bool | Unset = UNSET,
    ordering: list[ListSurveyDefinitionsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | SurveyDefinitionList | ValidationError]:
    """List survey definitions

     Lists every published version of every survey definition, for platform staff only.

    Decisions: [survey_publishing](/api/docs/decisions.html#survey_publishing),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: platform staff (is_staff), whatever their role.

    Args:
        key (str | Unset):
        is_active_version (bool | Unset):
        ordering (list[ListSurveyDefinitionsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | SurveyDefinitionList | ValidationError]
    """

    kwargs = _get_kwargs(
        key=key,
        is_active_version=is_active_version,
        ordering=ordering,
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
    key: str | Unset = UNSET,
    is_active_version: bool | Unset = UNSET,
    ordering: list[ListSurveyDefinitionsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | SurveyDefinitionList | ValidationError | None:
    """List survey definitions

     Lists every published version of every survey definition, for platform staff only.

    Decisions: [survey_publishing](/api/docs/decisions.html#survey_publishing),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: platform staff (is_staff), whatever their role.

    Args:
        key (str | Unset):
        is_active_version (bool | Unset):
        ordering (list[ListSurveyDefinitionsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | SurveyDefinitionList | ValidationError
    """

    return sync_detailed(
        client=client,
        key=key,
        is_active_version=is_active_version,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    key: str | Unset = UNSET,
    is_active_version: bool | Unset = UNSET,
    ordering: list[ListSurveyDefinitionsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorDetail | SurveyDefinitionList | ValidationError]:
    """List survey definitions

     Lists every published version of every survey definition, for platform staff only.

    Decisions: [survey_publishing](/api/docs/decisions.html#survey_publishing),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: platform staff (is_staff), whatever their role.

    Args:
        key (str | Unset):
        is_active_version (bool | Unset):
        ordering (list[ListSurveyDefinitionsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | SurveyDefinitionList | ValidationError]
    """

    kwargs = _get_kwargs(
        key=key,
        is_active_version=is_active_version,
        ordering=ordering,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    key: str | Unset = UNSET,
    is_active_version: bool | Unset = UNSET,
    ordering: list[ListSurveyDefinitionsOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorDetail | SurveyDefinitionList | ValidationError | None:
    """List survey definitions

     Lists every published version of every survey definition, for platform staff only.

    Decisions: [survey_publishing](/api/docs/decisions.html#survey_publishing),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: platform staff (is_staff), whatever their role.

    Args:
        key (str | Unset):
        is_active_version (bool | Unset):
        ordering (list[ListSurveyDefinitionsOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | SurveyDefinitionList | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            key=key,
            is_active_version=is_active_version,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
