from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/origins/{id}/".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | ErrorDetail | ValidationError | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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
) -> Response[Any | ErrorDetail | ValidationError]:
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
) -> Response[Any | ErrorDetail | ValidationError]:
    """Delete origin

     Deletes an origin. One that records of other areas still refer to (an order item traced to it) is
    not deleted: the answer is 400 naming them.

    Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
    permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name (1..255),
    a country (a known ISO alpha-2 code, see countries) shown inline as country_detail, a producer (a
    name, or null), a commodity (required), area_hectares (a number at least 0, or null), a geometry
    (origin_geometry), a production_date (or null), deforestation_free_declaration (false unless given),
    an external_id (empty unless given; need not be unique), and assessment_status and
    assessment_summary, which only the assessment writes (decision origin_checks). The list is ordered
    by name by default. Deleting an origin that an order item is traced to follows referenced_deletion
    (the orders area adds that check).

    Decision (Deleting a record that other records refer to): A record that records of other areas still
    refer to (a product, an origin, a value chain) is not deleted: its deletion answers 400
    {"non_field_errors": ["This product is still referenced by due diligence statements: 3 (DDS-1), 7
    (DDS-2). Remove it from them first."]}, one message per kind of referring record naming up to 10 of
    them by id and label (then "and more"), and changes nothing. Due diligence statements that are not
    deleted refer to the products they cover; deleted ones do not, and their links go with the product.
    Each area that refers to such records adds its own check to the same list (the orders area, through
    orders and their items), so a deletion never leaves a dangling id.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission delete_origin.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorDetail | ValidationError]
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
) -> Any | ErrorDetail | ValidationError | None:
    """Delete origin

     Deletes an origin. One that records of other areas still refer to (an order item traced to it) is
    not deleted: the answer is 400 naming them.

    Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
    permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name (1..255),
    a country (a known ISO alpha-2 code, see countries) shown inline as country_detail, a producer (a
    name, or null), a commodity (required), area_hectares (a number at least 0, or null), a geometry
    (origin_geometry), a production_date (or null), deforestation_free_declaration (false unless given),
    an external_id (empty unless given; need not be unique), and assessment_status and
    assessment_summary, which only the assessment writes (decision origin_checks). The list is ordered
    by name by default. Deleting an origin that an order item is traced to follows referenced_deletion
    (the orders area adds that check).

    Decision (Deleting a record that other records refer to): A record that records of other areas still
    refer to (a product, an origin, a value chain) is not deleted: its deletion answers 400
    {"non_field_errors": ["This product is still referenced by due diligence statements: 3 (DDS-1), 7
    (DDS-2). Remove it from them first."]}, one message per kind of referring record naming up to 10 of
    them by id and label (then "and more"), and changes nothing. Due diligence statements that are not
    deleted refer to the products they cover; deleted ones do not, and their links go with the product.
    Each area that refers to such records adds its own check to the same list (the orders area, through
    orders and their items), so a deletion never leaves a dangling id.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission delete_origin.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorDetail | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Response[Any | ErrorDetail | ValidationError]:
    """Delete origin

     Deletes an origin. One that records of other areas still refer to (an order item traced to it) is
    not deleted: the answer is 400 naming them.

    Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
    permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name (1..255),
    a country (a known ISO alpha-2 code, see countries) shown inline as country_detail, a producer (a
    name, or null), a commodity (required), area_hectares (a number at least 0, or null), a geometry
    (origin_geometry), a production_date (or null), deforestation_free_declaration (false unless given),
    an external_id (empty unless given; need not be unique), and assessment_status and
    assessment_summary, which only the assessment writes (decision origin_checks). The list is ordered
    by name by default. Deleting an origin that an order item is traced to follows referenced_deletion
    (the orders area adds that check).

    Decision (Deleting a record that other records refer to): A record that records of other areas still
    refer to (a product, an origin, a value chain) is not deleted: its deletion answers 400
    {"non_field_errors": ["This product is still referenced by due diligence statements: 3 (DDS-1), 7
    (DDS-2). Remove it from them first."]}, one message per kind of referring record naming up to 10 of
    them by id and label (then "and more"), and changes nothing. Due diligence statements that are not
    deleted refer to the products they cover; deleted ones do not, and their links go with the product.
    Each area that refers to such records adds its own check to the same list (the orders area, through
    orders and their items), so a deletion never leaves a dangling id.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission delete_origin.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorDetail | ValidationError]
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
) -> Any | ErrorDetail | ValidationError | None:
    """Delete origin

     Deletes an origin. One that records of other areas still refer to (an order item traced to it) is
    not deleted: the answer is 400 naming them.

    Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
    permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name (1..255),
    a country (a known ISO alpha-2 code, see countries) shown inline as country_detail, a producer (a
    name, or null), a commodity (required), area_hectares (a number at least 0, or null), a geometry
    (origin_geometry), a production_date (or null), deforestation_free_declaration (false unless given),
    an external_id (empty unless given; need not be unique), and assessment_status and
    assessment_summary, which only the assessment writes (decision origin_checks). The list is ordered
    by name by default. Deleting an origin that an order item is traced to follows referenced_deletion
    (the orders area adds that check).

    Decision (Deleting a record that other records refer to): A record that records of other areas still
    refer to (a product, an origin, a value chain) is not deleted: its deletion answers 400
    {"non_field_errors": ["This product is still referenced by due diligence statements: 3 (DDS-1), 7
    (DDS-2). Remove it from them first."]}, one message per kind of referring record naming up to 10 of
    them by id and label (then "and more"), and changes nothing. Due diligence statements that are not
    deleted refer to the products they cover; deleted ones do not, and their links go with the product.
    Each area that refers to such records adds its own check to the same list (the orders area, through
    orders and their items), so a deletion never leaves a dangling id.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission delete_origin.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
