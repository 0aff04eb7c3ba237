from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.classification_field import ClassificationField
from ...models.classification_match import ClassificationMatch
from ...models.classification_rule_list import ClassificationRuleList
from ...models.error_detail import ErrorDetail
from ...models.list_classification_rules_ordering_item import ListClassificationRulesOrderingItem
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    field: ClassificationField | Unset = UNSET,
    match: ClassificationMatch | Unset = UNSET,
    category: str | Unset = UNSET,
    category_in: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListClassificationRulesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["id"] = id

    json_id_in: list[int] | Unset = UNSET
    if not isinstance(id_in, Unset):
        json_id_in = id_in

    params["id__in"] = json_id_in

    json_field: str | Unset = UNSET
    if not isinstance(field, Unset):
        json_field = field.value

    params["field"] = json_field

    json_match: str | Unset = UNSET
    if not isinstance(match, Unset):
        json_match = match.value

    params["match"] = json_match

    params["category"] = category

    json_category_in: list[str] | Unset = UNSET
    if not isinstance(category_in, Unset):
        json_category_in = category_in

    params["category__in"] = json_category_in

    params["search"] = search

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
        "url": "/api/classification-rules/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ClassificationRuleList | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = ClassificationRuleList.from_dict(response.json())

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
) -> Response[ClassificationRuleList | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    field: ClassificationField | Unset = UNSET,
    match: ClassificationMatch | Unset = UNSET,
    category: str | Unset = UNSET,
    category_in: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListClassificationRulesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ClassificationRuleList | ErrorDetail | ValidationError]:
    """List classification rules

     Lists the rules that classify the workspace's transactions in emission categories, highest priority
    first.

    Decisions: [transaction_classification](/api/docs/decisions.html#transaction_classification),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_classificationrule.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        field (ClassificationField | Unset): Decision:
            [transaction_classification](/api/docs/decisions.html#transaction_classification).
        match (ClassificationMatch | Unset): exact: the whole text, ignoring case; contains: the
            pattern anywhere in it, ignoring case; regex: a regular expression found in it, ignoring
            case.

            Decision:
            [transaction_classification](/api/docs/decisions.html#transaction_classification).
        category (str | Unset):
        category_in (list[str] | Unset):
        search (str | Unset):
        ordering (list[ListClassificationRulesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassificationRuleList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        field=field,
        match=match,
        category=category,
        category_in=category_in,
        search=search,
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
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    field: ClassificationField | Unset = UNSET,
    match: ClassificationMatch | Unset = UNSET,
    category: str | Unset = UNSET,
    category_in: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListClassificationRulesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ClassificationRuleList | ErrorDetail | ValidationError | None:
    """List classification rules

     Lists the rules that classify the workspace's transactions in emission categories, highest priority
    first.

    Decisions: [transaction_classification](/api/docs/decisions.html#transaction_classification),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_classificationrule.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        field (ClassificationField | Unset): Decision:
            [transaction_classification](/api/docs/decisions.html#transaction_classification).
        match (ClassificationMatch | Unset): exact: the whole text, ignoring case; contains: the
            pattern anywhere in it, ignoring case; regex: a regular expression found in it, ignoring
            case.

            Decision:
            [transaction_classification](/api/docs/decisions.html#transaction_classification).
        category (str | Unset):
        category_in (list[str] | Unset):
        search (str | Unset):
        ordering (list[ListClassificationRulesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassificationRuleList | ErrorDetail | ValidationError
    """

    return sync_detailed(
        client=client,
        id=id,
        id_in=id_in,
        field=field,
        match=match,
        category=category,
        category_in=category_in,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    field: ClassificationField | Unset = UNSET,
    match: ClassificationMatch | Unset = UNSET,
    category: str | Unset = UNSET,
    category_in: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListClassificationRulesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ClassificationRuleList | ErrorDetail | ValidationError]:
    """List classification rules

     Lists the rules that classify the workspace's transactions in emission categories, highest priority
    first.

    Decisions: [transaction_classification](/api/docs/decisions.html#transaction_classification),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_classificationrule.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        field (ClassificationField | Unset): Decision:
            [transaction_classification](/api/docs/decisions.html#transaction_classification).
        match (ClassificationMatch | Unset): exact: the whole text, ignoring case; contains: the
            pattern anywhere in it, ignoring case; regex: a regular expression found in it, ignoring
            case.

            Decision:
            [transaction_classification](/api/docs/decisions.html#transaction_classification).
        category (str | Unset):
        category_in (list[str] | Unset):
        search (str | Unset):
        ordering (list[ListClassificationRulesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassificationRuleList | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        id_in=id_in,
        field=field,
        match=match,
        category=category,
        category_in=category_in,
        search=search,
        ordering=ordering,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    id: int | Unset = UNSET,
    id_in: list[int] | Unset = UNSET,
    field: ClassificationField | Unset = UNSET,
    match: ClassificationMatch | Unset = UNSET,
    category: str | Unset = UNSET,
    category_in: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    ordering: list[ListClassificationRulesOrderingItem] | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ClassificationRuleList | ErrorDetail | ValidationError | None:
    """List classification rules

     Lists the rules that classify the workspace's transactions in emission categories, highest priority
    first.

    Decisions: [transaction_classification](/api/docs/decisions.html#transaction_classification),
    [array_parameters](/api/docs/decisions.html#array_parameters),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_classificationrule.

    Args:
        id (int | Unset):
        id_in (list[int] | Unset):
        field (ClassificationField | Unset): Decision:
            [transaction_classification](/api/docs/decisions.html#transaction_classification).
        match (ClassificationMatch | Unset): exact: the whole text, ignoring case; contains: the
            pattern anywhere in it, ignoring case; regex: a regular expression found in it, ignoring
            case.

            Decision:
            [transaction_classification](/api/docs/decisions.html#transaction_classification).
        category (str | Unset):
        category_in (list[str] | Unset):
        search (str | Unset):
        ordering (list[ListClassificationRulesOrderingItem] | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassificationRuleList | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            id=id,
            id_in=id_in,
            field=field,
            match=match,
            category=category,
            category_in=category_in,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
    ).parsed
