from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_origin_request import CreateOriginRequest
from ...models.error_detail import ErrorDetail
from ...models.origin import Origin
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateOriginRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/origins/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorDetail | Origin | ValidationError | None:
    if response.status_code == 201:
        response_201 = Origin.from_dict(response.json())

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
) -> Response[ErrorDetail | Origin | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateOriginRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | Origin | ValidationError]:
    """Create origin

     Records a place of production with its GeoJSON geometry (a Point or a Polygon in WGS84); a plot of
    more than 4 hectares must be a Polygon.

    Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
    permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name (1..255),
    a country (a known ISO alpha-2 code, see countries) shown inline as country_detail, a producer (a
    name, or null), a commodity (required), area_hectares (a number at least 0, or null), a geometry
    (origin_geometry), a production_date (or null), deforestation_free_declaration (false unless given),
    an external_id (empty unless given; need not be unique), and assessment_status and
    assessment_summary, which only the assessment writes (decision origin_checks). The list is ordered
    by name by default. Deleting an origin that an order item is traced to follows referenced_deletion
    (the orders area adds that check).

    Decision (The geometry of an origin): geometry is a GeoJSON geometry (RFC 7946) in WGS84: {"type":
    "Point", "coordinates": [longitude, latitude]} or {"type": "Polygon", "coordinates": [outer ring,
    holes...]}. A position has two numbers (a third, the altitude, is allowed and kept); longitude is
    within -180..180 and latitude within -90..90; a ring has at least 4 positions and ends where it
    starts; the polygon must be valid (rings that do not cross themselves or each other, holes inside
    the outer ring), checked with shapely (GEOS). A Point is refused when area_hectares is above 4: the
    regulation asks a polygon for a plot of more than 4 hectares. Each problem is a 400 on geometry,
    such as {"geometry": ["Ring self-intersection at or near point 10 10."]}; a change (OG4) is checked
    as the origin would be after it, so setting area_hectares above 4 on a Point origin is refused on
    geometry too. Rings are stored as given (their winding is not corrected).

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

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

    Permission: a role with the permission add_origin.

    Args:
        idempotency_key (str | Unset):
        body (CreateOriginRequest): Body of the origin creation (OG2); assessment fields are not
            written here.

            Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
            permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name
            (1..255), a country (a known ISO alpha-2 code, see countries) shown inline as
            country_detail, a producer (a name, or null), a commodity (required), area_hectares (a
            number at least 0, or null), a geometry (origin_geometry), a production_date (or null),
            deforestation_free_declaration (false unless given), an external_id (empty unless given;
            need not be unique), and assessment_status and assessment_summary, which only the
            assessment writes (decision origin_checks). The list is ordered by name by default.
            Deleting an origin that an order item is traced to follows referenced_deletion (the orders
            area adds that check).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Origin | ValidationError]
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
    body: CreateOriginRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | Origin | ValidationError | None:
    """Create origin

     Records a place of production with its GeoJSON geometry (a Point or a Polygon in WGS84); a plot of
    more than 4 hectares must be a Polygon.

    Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
    permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name (1..255),
    a country (a known ISO alpha-2 code, see countries) shown inline as country_detail, a producer (a
    name, or null), a commodity (required), area_hectares (a number at least 0, or null), a geometry
    (origin_geometry), a production_date (or null), deforestation_free_declaration (false unless given),
    an external_id (empty unless given; need not be unique), and assessment_status and
    assessment_summary, which only the assessment writes (decision origin_checks). The list is ordered
    by name by default. Deleting an origin that an order item is traced to follows referenced_deletion
    (the orders area adds that check).

    Decision (The geometry of an origin): geometry is a GeoJSON geometry (RFC 7946) in WGS84: {"type":
    "Point", "coordinates": [longitude, latitude]} or {"type": "Polygon", "coordinates": [outer ring,
    holes...]}. A position has two numbers (a third, the altitude, is allowed and kept); longitude is
    within -180..180 and latitude within -90..90; a ring has at least 4 positions and ends where it
    starts; the polygon must be valid (rings that do not cross themselves or each other, holes inside
    the outer ring), checked with shapely (GEOS). A Point is refused when area_hectares is above 4: the
    regulation asks a polygon for a plot of more than 4 hectares. Each problem is a 400 on geometry,
    such as {"geometry": ["Ring self-intersection at or near point 10 10."]}; a change (OG4) is checked
    as the origin would be after it, so setting area_hectares above 4 on a Point origin is refused on
    geometry too. Rings are stored as given (their winding is not corrected).

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

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

    Permission: a role with the permission add_origin.

    Args:
        idempotency_key (str | Unset):
        body (CreateOriginRequest): Body of the origin creation (OG2); assessment fields are not
            written here.

            Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
            permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name
            (1..255), a country (a known ISO alpha-2 code, see countries) shown inline as
            country_detail, a producer (a name, or null), a commodity (required), area_hectares (a
            number at least 0, or null), a geometry (origin_geometry), a production_date (or null),
            deforestation_free_declaration (false unless given), an external_id (empty unless given;
            need not be unique), and assessment_status and assessment_summary, which only the
            assessment writes (decision origin_checks). The list is ordered by name by default.
            Deleting an origin that an order item is traced to follows referenced_deletion (the orders
            area adds that check).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Origin | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateOriginRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorDetail | Origin | ValidationError]:
    """Create origin

     Records a place of production with its GeoJSON geometry (a Point or a Polygon in WGS84); a plot of
    more than 4 hectares must be a Polygon.

    Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
    permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name (1..255),
    a country (a known ISO alpha-2 code, see countries) shown inline as country_detail, a producer (a
    name, or null), a commodity (required), area_hectares (a number at least 0, or null), a geometry
    (origin_geometry), a production_date (or null), deforestation_free_declaration (false unless given),
    an external_id (empty unless given; need not be unique), and assessment_status and
    assessment_summary, which only the assessment writes (decision origin_checks). The list is ordered
    by name by default. Deleting an origin that an order item is traced to follows referenced_deletion
    (the orders area adds that check).

    Decision (The geometry of an origin): geometry is a GeoJSON geometry (RFC 7946) in WGS84: {"type":
    "Point", "coordinates": [longitude, latitude]} or {"type": "Polygon", "coordinates": [outer ring,
    holes...]}. A position has two numbers (a third, the altitude, is allowed and kept); longitude is
    within -180..180 and latitude within -90..90; a ring has at least 4 positions and ends where it
    starts; the polygon must be valid (rings that do not cross themselves or each other, holes inside
    the outer ring), checked with shapely (GEOS). A Point is refused when area_hectares is above 4: the
    regulation asks a polygon for a plot of more than 4 hectares. Each problem is a 400 on geometry,
    such as {"geometry": ["Ring self-intersection at or near point 10 10."]}; a change (OG4) is checked
    as the origin would be after it, so setting area_hectares above 4 on a Point origin is refused on
    geometry too. Rings are stored as given (their winding is not corrected).

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

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

    Permission: a role with the permission add_origin.

    Args:
        idempotency_key (str | Unset):
        body (CreateOriginRequest): Body of the origin creation (OG2); assessment fields are not
            written here.

            Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
            permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name
            (1..255), a country (a known ISO alpha-2 code, see countries) shown inline as
            country_detail, a producer (a name, or null), a commodity (required), area_hectares (a
            number at least 0, or null), a geometry (origin_geometry), a production_date (or null),
            deforestation_free_declaration (false unless given), an external_id (empty unless given;
            need not be unique), and assessment_status and assessment_summary, which only the
            assessment writes (decision origin_checks). The list is ordered by name by default.
            Deleting an origin that an order item is traced to follows referenced_deletion (the orders
            area adds that check).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | Origin | ValidationError]
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
    body: CreateOriginRequest,
    idempotency_key: str | Unset = UNSET,
) -> ErrorDetail | Origin | ValidationError | None:
    """Create origin

     Records a place of production with its GeoJSON geometry (a Point or a Polygon in WGS84); a plot of
    more than 4 hectares must be a Polygon.

    Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
    permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name (1..255),
    a country (a known ISO alpha-2 code, see countries) shown inline as country_detail, a producer (a
    name, or null), a commodity (required), area_hectares (a number at least 0, or null), a geometry
    (origin_geometry), a production_date (or null), deforestation_free_declaration (false unless given),
    an external_id (empty unless given; need not be unique), and assessment_status and
    assessment_summary, which only the assessment writes (decision origin_checks). The list is ordered
    by name by default. Deleting an origin that an order item is traced to follows referenced_deletion
    (the orders area adds that check).

    Decision (The geometry of an origin): geometry is a GeoJSON geometry (RFC 7946) in WGS84: {"type":
    "Point", "coordinates": [longitude, latitude]} or {"type": "Polygon", "coordinates": [outer ring,
    holes...]}. A position has two numbers (a third, the altitude, is allowed and kept); longitude is
    within -180..180 and latitude within -90..90; a ring has at least 4 positions and ends where it
    starts; the polygon must be valid (rings that do not cross themselves or each other, holes inside
    the outer ring), checked with shapely (GEOS). A Point is refused when area_hectares is above 4: the
    regulation asks a polygon for a plot of more than 4 hectares. Each problem is a 400 on geometry,
    such as {"geometry": ["Ring self-intersection at or near point 10 10."]}; a change (OG4) is checked
    as the origin would be after it, so setting area_hectares above 4 on a Point origin is refused on
    geometry too. Rings are stored as given (their winding is not corrected).

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

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

    Permission: a role with the permission add_origin.

    Args:
        idempotency_key (str | Unset):
        body (CreateOriginRequest): Body of the origin creation (OG2); assessment fields are not
            written here.

            Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the
            permissions view_origin, add_origin, change_origin and delete_origin. An origin has a name
            (1..255), a country (a known ISO alpha-2 code, see countries) shown inline as
            country_detail, a producer (a name, or null), a commodity (required), area_hectares (a
            number at least 0, or null), a geometry (origin_geometry), a production_date (or null),
            deforestation_free_declaration (false unless given), an external_id (empty unless given;
            need not be unique), and assessment_status and assessment_summary, which only the
            assessment writes (decision origin_checks). The list is ordered by name by default.
            Deleting an origin that an order item is traced to follows referenced_deletion (the orders
            area adds that check).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | Origin | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
