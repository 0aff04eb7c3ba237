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

     Every published version of every survey definition, for platform staff (is_staff) only.

    Decision (Who publishes surveys and what publishing does): Only platform staff (is_staff) publish
    (SV1), list (SV2) and retrieve (SV3) definitions, also with canopy surveys publish; anyone else gets
    the document's 403, checked (permission staff) before the request's body or parameters are read, so
    a malformed body from anyone else is a 403 too. Publishing parses every expression once and builds
    the dependency graph (graphlib): a cycle, a dangling reference or a syntax error is a 400 naming the
    field ids or the position, and nothing is stored. A stored version never changes; publishing the
    same key again stores the next version, which becomes the active one (is_active_version) and the
    version each named workspace's survey now follows; submissions keep the version they were made of,
    and S2 shows their version beside the active one.

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

     Every published version of every survey definition, for platform staff (is_staff) only.

    Decision (Who publishes surveys and what publishing does): Only platform staff (is_staff) publish
    (SV1), list (SV2) and retrieve (SV3) definitions, also with canopy surveys publish; anyone else gets
    the document's 403, checked (permission staff) before the request's body or parameters are read, so
    a malformed body from anyone else is a 403 too. Publishing parses every expression once and builds
    the dependency graph (graphlib): a cycle, a dangling reference or a syntax error is a 400 naming the
    field ids or the position, and nothing is stored. A stored version never changes; publishing the
    same key again stores the next version, which becomes the active one (is_active_version) and the
    version each named workspace's survey now follows; submissions keep the version they were made of,
    and S2 shows their version beside the active one.

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

     Every published version of every survey definition, for platform staff (is_staff) only.

    Decision (Who publishes surveys and what publishing does): Only platform staff (is_staff) publish
    (SV1), list (SV2) and retrieve (SV3) definitions, also with canopy surveys publish; anyone else gets
    the document's 403, checked (permission staff) before the request's body or parameters are read, so
    a malformed body from anyone else is a 403 too. Publishing parses every expression once and builds
    the dependency graph (graphlib): a cycle, a dangling reference or a syntax error is a 400 naming the
    field ids or the position, and nothing is stored. A stored version never changes; publishing the
    same key again stores the next version, which becomes the active one (is_active_version) and the
    version each named workspace's survey now follows; submissions keep the version they were made of,
    and S2 shows their version beside the active one.

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

     Every published version of every survey definition, for platform staff (is_staff) only.

    Decision (Who publishes surveys and what publishing does): Only platform staff (is_staff) publish
    (SV1), list (SV2) and retrieve (SV3) definitions, also with canopy surveys publish; anyone else gets
    the document's 403, checked (permission staff) before the request's body or parameters are read, so
    a malformed body from anyone else is a 403 too. Publishing parses every expression once and builds
    the dependency graph (graphlib): a cycle, a dangling reference or a syntax error is a 400 naming the
    field ids or the position, and nothing is stored. A stored version never changes; publishing the
    same key again stores the next version, which becomes the active one (is_active_version) and the
    version each named workspace's survey now follows; submissions keep the version they were made of,
    and S2 shows their version beside the active one.

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
