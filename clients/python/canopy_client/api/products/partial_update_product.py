from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.product import Product
from ...models.update_product_request import UpdateProductRequest
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: UpdateProductRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/products/{id}/".format(
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
) -> ErrorDetail | Product | ValidationError | None:
    if response.status_code == 200:
        response_200 = Product.from_dict(response.json())

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
) -> Response[ErrorDetail | Product | ValidationError]:
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
    body: UpdateProductRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | Product | ValidationError]:
    """Partially update product

     Every body field is optional; only the given fields change, and tags, when given, replace the
    product's tags.

    Decision (Product fields and their limits): Products are extension operations PR1–PR5 under
    /api/products/. A product is written with sku (required, 1..255 characters, unique in the workspace
    and compared exactly: a taken sku is a 400 {"sku": ["product with this sku already exists."]}) and
    name (required, 1..255); description (at most 10,000 characters), scientific_name and common_name
    (at most 255), hs_code (at most 32, kept as written) and external_id (at most 255) default to "";
    type is an open string of 1..64 characters, manufactured by default; commodity is one of the
    commodities or null (the default); composition is simple by default; metadata holds at most 100
    species, each with a common_name and a scientific_name of at most 255 characters ("" when not
    given), and is {"species": []} when absent; excluded_propagation_identifiers is any JSON, [] by
    default. PR4 changes only the fields given, and none of them may be null but commodity.

    Decision (Product tags): Tags are written as a list of names (each 1..100 characters, at most 100
    names) and shown as the names of the product's tags, sorted by name. Each name is a tag record of
    the workspace whose slug is made as Django's slugify makes it (folded to ASCII, lower-cased, every
    character but letters, digits, underscores, hyphens and spaces dropped, each run of spaces and
    hyphens made one hyphen, leading and trailing hyphens and underscores stripped, cut to 100
    characters); names with the same slug are one tag, shown with the name first written. A name whose
    slug would be empty (only punctuation) is a 400 at its index, {"tags": {"<index>": ["..."]}}.
    Writing tags (PR2, or PR4 with tags) replaces the product's tags; a tag no product uses any more is
    kept. tags__name matches the names (exact, icontains, in) and tags__slug the slugs. Tag records are
    kept per kind of tagged record (product now, order later), so a product tag and an order tag of the
    same name are distinct.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission change_product.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateProductRequest | Unset): Body of the product partial update (PR4); the
            creation fields, all optional. tags, when given, replace the product's tags.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Product | ValidationError]
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
    body: UpdateProductRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | Product | ValidationError | None:
    """Partially update product

     Every body field is optional; only the given fields change, and tags, when given, replace the
    product's tags.

    Decision (Product fields and their limits): Products are extension operations PR1–PR5 under
    /api/products/. A product is written with sku (required, 1..255 characters, unique in the workspace
    and compared exactly: a taken sku is a 400 {"sku": ["product with this sku already exists."]}) and
    name (required, 1..255); description (at most 10,000 characters), scientific_name and common_name
    (at most 255), hs_code (at most 32, kept as written) and external_id (at most 255) default to "";
    type is an open string of 1..64 characters, manufactured by default; commodity is one of the
    commodities or null (the default); composition is simple by default; metadata holds at most 100
    species, each with a common_name and a scientific_name of at most 255 characters ("" when not
    given), and is {"species": []} when absent; excluded_propagation_identifiers is any JSON, [] by
    default. PR4 changes only the fields given, and none of them may be null but commodity.

    Decision (Product tags): Tags are written as a list of names (each 1..100 characters, at most 100
    names) and shown as the names of the product's tags, sorted by name. Each name is a tag record of
    the workspace whose slug is made as Django's slugify makes it (folded to ASCII, lower-cased, every
    character but letters, digits, underscores, hyphens and spaces dropped, each run of spaces and
    hyphens made one hyphen, leading and trailing hyphens and underscores stripped, cut to 100
    characters); names with the same slug are one tag, shown with the name first written. A name whose
    slug would be empty (only punctuation) is a 400 at its index, {"tags": {"<index>": ["..."]}}.
    Writing tags (PR2, or PR4 with tags) replaces the product's tags; a tag no product uses any more is
    kept. tags__name matches the names (exact, icontains, in) and tags__slug the slugs. Tag records are
    kept per kind of tagged record (product now, order later), so a product tag and an order tag of the
    same name are distinct.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission change_product.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateProductRequest | Unset): Body of the product partial update (PR4); the
            creation fields, all optional. tags, when given, replace the product's tags.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Product | ValidationError
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
    body: UpdateProductRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | Product | ValidationError]:
    """Partially update product

     Every body field is optional; only the given fields change, and tags, when given, replace the
    product's tags.

    Decision (Product fields and their limits): Products are extension operations PR1–PR5 under
    /api/products/. A product is written with sku (required, 1..255 characters, unique in the workspace
    and compared exactly: a taken sku is a 400 {"sku": ["product with this sku already exists."]}) and
    name (required, 1..255); description (at most 10,000 characters), scientific_name and common_name
    (at most 255), hs_code (at most 32, kept as written) and external_id (at most 255) default to "";
    type is an open string of 1..64 characters, manufactured by default; commodity is one of the
    commodities or null (the default); composition is simple by default; metadata holds at most 100
    species, each with a common_name and a scientific_name of at most 255 characters ("" when not
    given), and is {"species": []} when absent; excluded_propagation_identifiers is any JSON, [] by
    default. PR4 changes only the fields given, and none of them may be null but commodity.

    Decision (Product tags): Tags are written as a list of names (each 1..100 characters, at most 100
    names) and shown as the names of the product's tags, sorted by name. Each name is a tag record of
    the workspace whose slug is made as Django's slugify makes it (folded to ASCII, lower-cased, every
    character but letters, digits, underscores, hyphens and spaces dropped, each run of spaces and
    hyphens made one hyphen, leading and trailing hyphens and underscores stripped, cut to 100
    characters); names with the same slug are one tag, shown with the name first written. A name whose
    slug would be empty (only punctuation) is a 400 at its index, {"tags": {"<index>": ["..."]}}.
    Writing tags (PR2, or PR4 with tags) replaces the product's tags; a tag no product uses any more is
    kept. tags__name matches the names (exact, icontains, in) and tags__slug the slugs. Tag records are
    kept per kind of tagged record (product now, order later), so a product tag and an order tag of the
    same name are distinct.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission change_product.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateProductRequest | Unset): Body of the product partial update (PR4); the
            creation fields, all optional. tags, when given, replace the product's tags.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Product | ValidationError]
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
    body: UpdateProductRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | Product | ValidationError | None:
    """Partially update product

     Every body field is optional; only the given fields change, and tags, when given, replace the
    product's tags.

    Decision (Product fields and their limits): Products are extension operations PR1–PR5 under
    /api/products/. A product is written with sku (required, 1..255 characters, unique in the workspace
    and compared exactly: a taken sku is a 400 {"sku": ["product with this sku already exists."]}) and
    name (required, 1..255); description (at most 10,000 characters), scientific_name and common_name
    (at most 255), hs_code (at most 32, kept as written) and external_id (at most 255) default to "";
    type is an open string of 1..64 characters, manufactured by default; commodity is one of the
    commodities or null (the default); composition is simple by default; metadata holds at most 100
    species, each with a common_name and a scientific_name of at most 255 characters ("" when not
    given), and is {"species": []} when absent; excluded_propagation_identifiers is any JSON, [] by
    default. PR4 changes only the fields given, and none of them may be null but commodity.

    Decision (Product tags): Tags are written as a list of names (each 1..100 characters, at most 100
    names) and shown as the names of the product's tags, sorted by name. Each name is a tag record of
    the workspace whose slug is made as Django's slugify makes it (folded to ASCII, lower-cased, every
    character but letters, digits, underscores, hyphens and spaces dropped, each run of spaces and
    hyphens made one hyphen, leading and trailing hyphens and underscores stripped, cut to 100
    characters); names with the same slug are one tag, shown with the name first written. A name whose
    slug would be empty (only punctuation) is a 400 at its index, {"tags": {"<index>": ["..."]}}.
    Writing tags (PR2, or PR4 with tags) replaces the product's tags; a tag no product uses any more is
    kept. tags__name matches the names (exact, icontains, in) and tags__slug the slugs. Tag records are
    kept per kind of tagged record (product now, order later), so a product tag and an order tag of the
    same name are distinct.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission change_product.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateProductRequest | Unset): Body of the product partial update (PR4); the
            creation fields, all optional. tags, when given, replace the product's tags.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Product | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
