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
        "url": "/api/value-chains/{id}/".format(
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
    """Delete value chain

     Deletes a value chain. One that records of other areas still refer to (an order naming it) is not
    deleted: the answer is 400 naming them.

    Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-chains/,
    with the permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type
    is supplier (default) or customer; status is pending, active (default) or revoked, set freely by the
    workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
    country) are required; description, external_id (need not be unique), contact_name are empty unless
    given; contact_email is a valid email or null; permission_granted and is_self_managed are false
    unless given; reciprocal_company_id is the workspace of the counterpart company, or null: an id that
    is no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
    "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
    metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
    ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of
    names (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
    assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by
    default. Deleting a value chain that an order names follows referenced_deletion (the orders area
    adds that check).

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

    Permission: a role with the permission delete_valuechain.

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
    """Delete value chain

     Deletes a value chain. One that records of other areas still refer to (an order naming it) is not
    deleted: the answer is 400 naming them.

    Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-chains/,
    with the permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type
    is supplier (default) or customer; status is pending, active (default) or revoked, set freely by the
    workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
    country) are required; description, external_id (need not be unique), contact_name are empty unless
    given; contact_email is a valid email or null; permission_granted and is_self_managed are false
    unless given; reciprocal_company_id is the workspace of the counterpart company, or null: an id that
    is no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
    "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
    metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
    ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of
    names (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
    assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by
    default. Deleting a value chain that an order names follows referenced_deletion (the orders area
    adds that check).

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

    Permission: a role with the permission delete_valuechain.

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
    """Delete value chain

     Deletes a value chain. One that records of other areas still refer to (an order naming it) is not
    deleted: the answer is 400 naming them.

    Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-chains/,
    with the permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type
    is supplier (default) or customer; status is pending, active (default) or revoked, set freely by the
    workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
    country) are required; description, external_id (need not be unique), contact_name are empty unless
    given; contact_email is a valid email or null; permission_granted and is_self_managed are false
    unless given; reciprocal_company_id is the workspace of the counterpart company, or null: an id that
    is no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
    "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
    metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
    ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of
    names (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
    assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by
    default. Deleting a value chain that an order names follows referenced_deletion (the orders area
    adds that check).

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

    Permission: a role with the permission delete_valuechain.

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
    """Delete value chain

     Deletes a value chain. One that records of other areas still refer to (an order naming it) is not
    deleted: the answer is 400 naming them.

    Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-chains/,
    with the permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type
    is supplier (default) or customer; status is pending, active (default) or revoked, set freely by the
    workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
    country) are required; description, external_id (need not be unique), contact_name are empty unless
    given; contact_email is a valid email or null; permission_granted and is_self_managed are false
    unless given; reciprocal_company_id is the workspace of the counterpart company, or null: an id that
    is no workspace, or the own workspace, is a 400 on it. pulse_params is the server's,
    "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
    metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
    ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of
    names (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
    assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by
    default. Deleting a value chain that an order names follows referenced_deletion (the orders area
    adds that check).

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

    Permission: a role with the permission delete_valuechain.

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
