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
        "url": "/api/accounts/api-keys/{id}/".format(
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
    """Revoke API key

     Revokes a key for good; its next request, on any host, answers 401. Any member revokes their own
    keys; Owners and Admins also revoke the keys of the workspace's members that can act in it (as AK4
    lists them), Admins not the Owner's. Any other key, and a key already revoked, is not found.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

    Decision (Owners and Admins manage their members' keys): AK4 lists, for Owners and Admins
    (permission change_usercompany, as M2), the keys of a member of the workspace that can act in it:
    the member's user-scoped keys (the member can switch to it) and those pinned to it, not those pinned
    to another workspace; another workspace's member is 404, Editors and Viewers get the document's 403.
    AK3 revokes those keys too; Admins may list the Owner's keys but revoking one is a 403, as Admins
    may not change or remove the Owner (M2, M3). For anyone else a key of someone else is 404, so ids
    reveal nothing; revoking a user-scoped key stops it in every workspace of its user.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

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
    """Revoke API key

     Revokes a key for good; its next request, on any host, answers 401. Any member revokes their own
    keys; Owners and Admins also revoke the keys of the workspace's members that can act in it (as AK4
    lists them), Admins not the Owner's. Any other key, and a key already revoked, is not found.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

    Decision (Owners and Admins manage their members' keys): AK4 lists, for Owners and Admins
    (permission change_usercompany, as M2), the keys of a member of the workspace that can act in it:
    the member's user-scoped keys (the member can switch to it) and those pinned to it, not those pinned
    to another workspace; another workspace's member is 404, Editors and Viewers get the document's 403.
    AK3 revokes those keys too; Admins may list the Owner's keys but revoking one is a 403, as Admins
    may not change or remove the Owner (M2, M3). For anyone else a key of someone else is 404, so ids
    reveal nothing; revoking a user-scoped key stops it in every workspace of its user.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

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
    """Revoke API key

     Revokes a key for good; its next request, on any host, answers 401. Any member revokes their own
    keys; Owners and Admins also revoke the keys of the workspace's members that can act in it (as AK4
    lists them), Admins not the Owner's. Any other key, and a key already revoked, is not found.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

    Decision (Owners and Admins manage their members' keys): AK4 lists, for Owners and Admins
    (permission change_usercompany, as M2), the keys of a member of the workspace that can act in it:
    the member's user-scoped keys (the member can switch to it) and those pinned to it, not those pinned
    to another workspace; another workspace's member is 404, Editors and Viewers get the document's 403.
    AK3 revokes those keys too; Admins may list the Owner's keys but revoking one is a 403, as Admins
    may not change or remove the Owner (M2, M3). For anyone else a key of someone else is 404, so ids
    reveal nothing; revoking a user-scoped key stops it in every workspace of its user.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

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
    """Revoke API key

     Revokes a key for good; its next request, on any host, answers 401. Any member revokes their own
    keys; Owners and Admins also revoke the keys of the workspace's members that can act in it (as AK4
    lists them), Admins not the Owner's. Any other key, and a key already revoked, is not found.

    Decision (Creating, listing and revoking API keys through the API): Keys are managed by extension
    operations on the base host: AK1 GET /api/accounts/api-keys/ (the caller's keys), AK2 POST
    /api/accounts/api-keys/ (create one for oneself), AK3 DELETE /api/accounts/api-keys/{id}/ (revoke:
    204, for good, and the key's next request on any host answers 401, as no host keeps keys in memory),
    AK4 GET /api/accounts/members/{id}/api-keys/ (a member's keys, for Owners and Admins). Any member
    with a role manages their own keys (permission member): a key acts as its creator, so whoever holds
    one can make more for that user, never for another. The canopy keys command does the same from the
    command line.

    Decision (What a workspace-scoped key may do with keys): A key never reaches beyond its creator or
    its pin. A workspace-scoped key creates only workspace-scoped keys for its own workspace (scope user
    is a 403, as a user key made from a pinned key would escape the pin), and AK1, AK3 and AK4 called
    with it see and revoke only keys pinned to that workspace (the user's own, and for Owners and Admins
    the members'); other keys are not found (404). A user-scoped key manages all of its user's keys.

    Decision (Owners and Admins manage their members' keys): AK4 lists, for Owners and Admins
    (permission change_usercompany, as M2), the keys of a member of the workspace that can act in it:
    the member's user-scoped keys (the member can switch to it) and those pinned to it, not those pinned
    to another workspace; another workspace's member is 404, Editors and Viewers get the document's 403.
    AK3 revokes those keys too; Admins may list the Owner's keys but revoking one is a 403, as Admins
    may not change or remove the Owner (M2, M3). For anyone else a key of someone else is 404, so ids
    reveal nothing; revoking a user-scoped key stops it in every workspace of its user.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: any member with a role.

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
