from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.update_value_chain_request import UpdateValueChainRequest
from ...models.validation_error import ValidationError
from ...models.value_chain import ValueChain
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: UpdateValueChainRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/value-chains/{id}/".format(
            id=quote(str(id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | ValidationError | ValueChain | None:
    if response.status_code == 200:
        response_200 = ValueChain.from_dict(response.json())

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
) -> Response[ErrorDetail | ValidationError | ValueChain]:
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
    body: UpdateValueChainRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | ValidationError | ValueChain]:
    """Update a value chain

     Changes a value chain; every field is optional and only the fields sent change.
    ownership_information and metadata, when sent, replace the stored ones.

    Decisions: [value_chains](/api/docs/decisions.html#value_chains),
    [ownership_information](/api/docs/decisions.html#ownership_information),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission change_valuechain.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateValueChainRequest | Unset): Body of the value chain partial update (VC4); the
            creation fields, all optional.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | ValidationError | ValueChain]
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
    body: UpdateValueChainRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | ValidationError | ValueChain | None:
    """Update a value chain

     Changes a value chain; every field is optional and only the fields sent change.
    ownership_information and metadata, when sent, replace the stored ones.

    Decisions: [value_chains](/api/docs/decisions.html#value_chains),
    [ownership_information](/api/docs/decisions.html#ownership_information),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission change_valuechain.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateValueChainRequest | Unset): Body of the value chain partial update (VC4); the
            creation fields, all optional.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | ValidationError | ValueChain
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
    body: UpdateValueChainRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | ValidationError | ValueChain]:
    """Update a value chain

     Changes a value chain; every field is optional and only the fields sent change.
    ownership_information and metadata, when sent, replace the stored ones.

    Decisions: [value_chains](/api/docs/decisions.html#value_chains),
    [ownership_information](/api/docs/decisions.html#ownership_information),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission change_valuechain.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateValueChainRequest | Unset): Body of the value chain partial update (VC4); the
            creation fields, all optional.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | ValidationError | ValueChain]
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
    body: UpdateValueChainRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | ValidationError | ValueChain | None:
    """Update a value chain

     Changes a value chain; every field is optional and only the fields sent change.
    ownership_information and metadata, when sent, replace the stored ones.

    Decisions: [value_chains](/api/docs/decisions.html#value_chains),
    [ownership_information](/api/docs/decisions.html#ownership_information),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission change_valuechain.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateValueChainRequest | Unset): Body of the value chain partial update (VC4); the
            creation fields, all optional.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | ValidationError | ValueChain
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
