from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.due_diligence_statement_record import DueDiligenceStatementRecord
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/due-diligence-statements/{id}/".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DueDiligenceStatementRecord | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = DueDiligenceStatementRecord.from_dict(response.json())

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
) -> Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]:
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
) -> Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]:
    """Retrieve a due diligence statement

     Returns one statement with its data, the products it covers and its filing.

    Decisions: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_duediligencestatement.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
) -> DueDiligenceStatementRecord | ErrorDetail | ValidationError | None:
    """Retrieve a due diligence statement

     Returns one statement with its data, the products it covers and its filing.

    Decisions: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_duediligencestatement.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DueDiligenceStatementRecord | ErrorDetail | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]:
    """Retrieve a due diligence statement

     Returns one statement with its data, the products it covers and its filing.

    Decisions: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_duediligencestatement.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DueDiligenceStatementRecord | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
) -> DueDiligenceStatementRecord | ErrorDetail | ValidationError | None:
    """Retrieve a due diligence statement

     Returns one statement with its data, the products it covers and its filing.

    Decisions: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission view_duediligencestatement.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DueDiligenceStatementRecord | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
