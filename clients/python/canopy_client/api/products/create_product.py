from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_product_request import CreateProductRequest
from ...models.error_detail import ErrorDetail
from ...models.product import Product
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateProductRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/products/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | Product | ValidationError | None:
    if response.status_code == 201:
        response_201 = Product.from_dict(response.json())

        return response_201

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
) -> Response[ErrorDetail | Product | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateProductRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | Product | ValidationError]:
    """Create a product

     Creates a product that order items can name as buyer or seller product. sku must be unique in the
    workspace; tags are given by name and created when new.

    Decisions: [product_fields](/api/docs/decisions.html#product_fields),
    [product_tags](/api/docs/decisions.html#product_tags),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission add_product.

    Args:
        idempotency_key (str | Unset):
        body (CreateProductRequest): Body of the product creation (PR2); assessment fields are not
            written here.

            Decision: [product_fields](/api/docs/decisions.html#product_fields).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Product | ValidationError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateProductRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | Product | ValidationError | None:
    """Create a product

     Creates a product that order items can name as buyer or seller product. sku must be unique in the
    workspace; tags are given by name and created when new.

    Decisions: [product_fields](/api/docs/decisions.html#product_fields),
    [product_tags](/api/docs/decisions.html#product_tags),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission add_product.

    Args:
        idempotency_key (str | Unset):
        body (CreateProductRequest): Body of the product creation (PR2); assessment fields are not
            written here.

            Decision: [product_fields](/api/docs/decisions.html#product_fields).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Product | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateProductRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | Product | ValidationError]:
    """Create a product

     Creates a product that order items can name as buyer or seller product. sku must be unique in the
    workspace; tags are given by name and created when new.

    Decisions: [product_fields](/api/docs/decisions.html#product_fields),
    [product_tags](/api/docs/decisions.html#product_tags),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission add_product.

    Args:
        idempotency_key (str | Unset):
        body (CreateProductRequest): Body of the product creation (PR2); assessment fields are not
            written here.

            Decision: [product_fields](/api/docs/decisions.html#product_fields).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Product | ValidationError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateProductRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | Product | ValidationError | None:
    """Create a product

     Creates a product that order items can name as buyer or seller product. sku must be unique in the
    workspace; tags are given by name and created when new.

    Decisions: [product_fields](/api/docs/decisions.html#product_fields),
    [product_tags](/api/docs/decisions.html#product_tags),
    [create_status](/api/docs/decisions.html#create_status),
    [read_only_fields](/api/docs/decisions.html#read_only_fields),
    [inferred_paths](/api/docs/decisions.html#inferred_paths).

    Permission: a role with the permission add_product.

    Args:
        idempotency_key (str | Unset):
        body (CreateProductRequest): Body of the product creation (PR2); assessment fields are not
            written here.

            Decision: [product_fields](/api/docs/decisions.html#product_fields).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Product | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
