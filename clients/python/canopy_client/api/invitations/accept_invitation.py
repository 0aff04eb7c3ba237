from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.accept_invitation_request import AcceptInvitationRequest
from ...models.error_detail import ErrorDetail
from ...models.invitation_acceptance import InvitationAcceptance
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: UUID,
    *,
    body: AcceptInvitationRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/accounts/invitations/{id}/accept/".format(
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
) -> ErrorDetail | InvitationAcceptance | ValidationError | None:
    if response.status_code == 201:
        response_201 = InvitationAcceptance.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ValidationError.from_dict(response.json())

        return response_400

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
) -> Response[ErrorDetail | InvitationAcceptance | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: AcceptInvitationRequest | Unset = UNSET,
) -> Response[ErrorDetail | InvitationAcceptance | ValidationError]:
    """Accept invitation

     Accepts a pending invitation through its emailed link: the invitee joins the workspace with the
    invited role (a user is created for an email that has none) and gets a first API key, pinned to that
    workspace and shown in this answer only. Like the lookup, the UUID is the only credential. An
    invitation that is not pending (accepted, revoked, renewed, expired) or unknown answers 404, and
    nothing changes.

    Decision (Accepting an invitation through its link): IA1 (an extension, anonymous like I8: the UUID
    is the only credential) accepts a pending, unexpired invitation in one transaction. First the
    invitation becomes accepted, with accepted_at, by a conditional update that only a still pending and
    unexpired invitation passes, so of two acceptances at once one succeeds and the other finds nothing.
    Then the user with the invitation's email (compared case-insensitively) joins the workspace with the
    invited role; when there is none, a user is created with the email as invited, first_name and
    last_name required (1..150 characters, trimmed; a missing one is a 400 {"first_name": ["This field
    is required."]}, one of spaces only {"first_name": ["This field may not be blank."]}) and job_title
    optional (at most 255). For an existing user the names and job title are ignored: the link proves
    the email, not a right to change an account's profile. A user already a member of the workspace is a
    400 {"non_field_errors": ["This user is already a member of this workspace."]}. The user's active
    workspace becomes the invited one only if they have none. An invitation accepted, revoked, renewed
    or expired, and an unknown id, answer 404 {"detail": "Not found."}, as I8 does. Every refusal
    changes nothing (the invitation stays pending, no user, member or key is made). The answer is 201
    with the member, as M1 shows it, and the first API key. I1 then reports the invitation accepted, in
    its status filter and ordering.

    Decision (The first API key of an accepted invitation): Accepting an invitation makes the member's
    first API key and answers it once in full (key), with its id, name ("Invitation to <workspace>", at
    most 100 characters), prefix, scope, workspace, created_at and expires_at, as AK2 answers a new key;
    only its hash is stored. It is workspace-scoped, pinned to the invited workspace whatever the user's
    active workspace, so a link holder never gets a key that reaches an existing user's other
    workspaces; it expires after 6 weeks, the document's default. More keys are made with AK2 or in the
    app.

    Decision (Rate limit of the anonymous invitation lookup): The anonymous lookup answers 429
    {"detail": "Request was throttled. Expected available in N seconds."} with Retry-After: N once a
    client address exceeds its allowance: 30 lookups in any minute by default
    (CANOPY_INVITATION_LOOKUP_RATE), a moving window. Every lookup counts, found or not, and so does
    every acceptance (IA1), which shares the allowance: guessing through either spends it. Counters live
    in Redis when CANOPY_REDIS_URL is set, so the allowance holds across workers and hosts; otherwise in
    each process. An unreachable Redis lets lookups through (logged) rather than failing them. The
    client address is the connection's peer (behind a proxy, the server's --forwarded-allow-ips decides
    which X-Forwarded-For to trust).

    Decision (The page of the emailed link): The invitation email links to GET /invitations/{id}/ on the
    base host (and the combined app), a page Canopy serves outside /api and the OpenAPI documents
    (CANOPY_INVITATION_LINK, http://localhost:8000/invitations/{id}/ by default). It is one static HTML
    file with its CSS and a little vanilla JavaScript inline, which reads the id from the URL, shows the
    preview (I8: workspace, role, email, expiry) and a form (first and last name for a new user, job
    title), accepts through IA1, then shows the key once with the document's practices (an environment
    variable or a secret manager, one key per integration and environment, never committed, logged,
    shared, hardcoded or put in browser or mobile code), how to send it (Authorization: ApiKey <key>)
    and where to get more. An invitation no longer pending, or unknown, is explained plainly, asking for
    a new invitation. The page allows nothing from outside: Content-Security-Policy default-src 'none'
    with its inline script and style allowed by their hashes and requests to its own origin only;
    Referrer-Policy no-referrer (its URL carries the invitation's id), no framing, Cache-Control no-
    store. The access log names it by its path template, never the id. A malformed id is the plain 404.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Args:
        id (UUID):
        body (AcceptInvitationRequest | Unset): Decision (Accepting an invitation through its
            link): IA1 (an extension, anonymous like I8: the UUID is the only credential) accepts a
            pending, unexpired invitation in one transaction. First the invitation becomes accepted,
            with accepted_at, by a conditional update that only a still pending and unexpired
            invitation passes, so of two acceptances at once one succeeds and the other finds nothing.
            Then the user with the invitation's email (compared case-insensitively) joins the
            workspace with the invited role; when there is none, a user is created with the email as
            invited, first_name and last_name required (1..150 characters, trimmed; a missing one is a
            400 {"first_name": ["This field is required."]}, one of spaces only {"first_name": ["This
            field may not be blank."]}) and job_title optional (at most 255). For an existing user the
            names and job title are ignored: the link proves the email, not a right to change an
            account's profile. A user already a member of the workspace is a 400 {"non_field_errors":
            ["This user is already a member of this workspace."]}. The user's active workspace becomes
            the invited one only if they have none. An invitation accepted, revoked, renewed or
            expired, and an unknown id, answer 404 {"detail": "Not found."}, as I8 does. Every refusal
            changes nothing (the invitation stays pending, no user, member or key is made). The answer
            is 201 with the member, as M1 shows it, and the first API key. I1 then reports the
            invitation accepted, in its status filter and ordering.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | InvitationAcceptance | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: AcceptInvitationRequest | Unset = UNSET,
) -> ErrorDetail | InvitationAcceptance | ValidationError | None:
    """Accept invitation

     Accepts a pending invitation through its emailed link: the invitee joins the workspace with the
    invited role (a user is created for an email that has none) and gets a first API key, pinned to that
    workspace and shown in this answer only. Like the lookup, the UUID is the only credential. An
    invitation that is not pending (accepted, revoked, renewed, expired) or unknown answers 404, and
    nothing changes.

    Decision (Accepting an invitation through its link): IA1 (an extension, anonymous like I8: the UUID
    is the only credential) accepts a pending, unexpired invitation in one transaction. First the
    invitation becomes accepted, with accepted_at, by a conditional update that only a still pending and
    unexpired invitation passes, so of two acceptances at once one succeeds and the other finds nothing.
    Then the user with the invitation's email (compared case-insensitively) joins the workspace with the
    invited role; when there is none, a user is created with the email as invited, first_name and
    last_name required (1..150 characters, trimmed; a missing one is a 400 {"first_name": ["This field
    is required."]}, one of spaces only {"first_name": ["This field may not be blank."]}) and job_title
    optional (at most 255). For an existing user the names and job title are ignored: the link proves
    the email, not a right to change an account's profile. A user already a member of the workspace is a
    400 {"non_field_errors": ["This user is already a member of this workspace."]}. The user's active
    workspace becomes the invited one only if they have none. An invitation accepted, revoked, renewed
    or expired, and an unknown id, answer 404 {"detail": "Not found."}, as I8 does. Every refusal
    changes nothing (the invitation stays pending, no user, member or key is made). The answer is 201
    with the member, as M1 shows it, and the first API key. I1 then reports the invitation accepted, in
    its status filter and ordering.

    Decision (The first API key of an accepted invitation): Accepting an invitation makes the member's
    first API key and answers it once in full (key), with its id, name ("Invitation to <workspace>", at
    most 100 characters), prefix, scope, workspace, created_at and expires_at, as AK2 answers a new key;
    only its hash is stored. It is workspace-scoped, pinned to the invited workspace whatever the user's
    active workspace, so a link holder never gets a key that reaches an existing user's other
    workspaces; it expires after 6 weeks, the document's default. More keys are made with AK2 or in the
    app.

    Decision (Rate limit of the anonymous invitation lookup): The anonymous lookup answers 429
    {"detail": "Request was throttled. Expected available in N seconds."} with Retry-After: N once a
    client address exceeds its allowance: 30 lookups in any minute by default
    (CANOPY_INVITATION_LOOKUP_RATE), a moving window. Every lookup counts, found or not, and so does
    every acceptance (IA1), which shares the allowance: guessing through either spends it. Counters live
    in Redis when CANOPY_REDIS_URL is set, so the allowance holds across workers and hosts; otherwise in
    each process. An unreachable Redis lets lookups through (logged) rather than failing them. The
    client address is the connection's peer (behind a proxy, the server's --forwarded-allow-ips decides
    which X-Forwarded-For to trust).

    Decision (The page of the emailed link): The invitation email links to GET /invitations/{id}/ on the
    base host (and the combined app), a page Canopy serves outside /api and the OpenAPI documents
    (CANOPY_INVITATION_LINK, http://localhost:8000/invitations/{id}/ by default). It is one static HTML
    file with its CSS and a little vanilla JavaScript inline, which reads the id from the URL, shows the
    preview (I8: workspace, role, email, expiry) and a form (first and last name for a new user, job
    title), accepts through IA1, then shows the key once with the document's practices (an environment
    variable or a secret manager, one key per integration and environment, never committed, logged,
    shared, hardcoded or put in browser or mobile code), how to send it (Authorization: ApiKey <key>)
    and where to get more. An invitation no longer pending, or unknown, is explained plainly, asking for
    a new invitation. The page allows nothing from outside: Content-Security-Policy default-src 'none'
    with its inline script and style allowed by their hashes and requests to its own origin only;
    Referrer-Policy no-referrer (its URL carries the invitation's id), no framing, Cache-Control no-
    store. The access log names it by its path template, never the id. A malformed id is the plain 404.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Args:
        id (UUID):
        body (AcceptInvitationRequest | Unset): Decision (Accepting an invitation through its
            link): IA1 (an extension, anonymous like I8: the UUID is the only credential) accepts a
            pending, unexpired invitation in one transaction. First the invitation becomes accepted,
            with accepted_at, by a conditional update that only a still pending and unexpired
            invitation passes, so of two acceptances at once one succeeds and the other finds nothing.
            Then the user with the invitation's email (compared case-insensitively) joins the
            workspace with the invited role; when there is none, a user is created with the email as
            invited, first_name and last_name required (1..150 characters, trimmed; a missing one is a
            400 {"first_name": ["This field is required."]}, one of spaces only {"first_name": ["This
            field may not be blank."]}) and job_title optional (at most 255). For an existing user the
            names and job title are ignored: the link proves the email, not a right to change an
            account's profile. A user already a member of the workspace is a 400 {"non_field_errors":
            ["This user is already a member of this workspace."]}. The user's active workspace becomes
            the invited one only if they have none. An invitation accepted, revoked, renewed or
            expired, and an unknown id, answer 404 {"detail": "Not found."}, as I8 does. Every refusal
            changes nothing (the invitation stays pending, no user, member or key is made). The answer
            is 201 with the member, as M1 shows it, and the first API key. I1 then reports the
            invitation accepted, in its status filter and ordering.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | InvitationAcceptance | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: AcceptInvitationRequest | Unset = UNSET,
) -> Response[ErrorDetail | InvitationAcceptance | ValidationError]:
    """Accept invitation

     Accepts a pending invitation through its emailed link: the invitee joins the workspace with the
    invited role (a user is created for an email that has none) and gets a first API key, pinned to that
    workspace and shown in this answer only. Like the lookup, the UUID is the only credential. An
    invitation that is not pending (accepted, revoked, renewed, expired) or unknown answers 404, and
    nothing changes.

    Decision (Accepting an invitation through its link): IA1 (an extension, anonymous like I8: the UUID
    is the only credential) accepts a pending, unexpired invitation in one transaction. First the
    invitation becomes accepted, with accepted_at, by a conditional update that only a still pending and
    unexpired invitation passes, so of two acceptances at once one succeeds and the other finds nothing.
    Then the user with the invitation's email (compared case-insensitively) joins the workspace with the
    invited role; when there is none, a user is created with the email as invited, first_name and
    last_name required (1..150 characters, trimmed; a missing one is a 400 {"first_name": ["This field
    is required."]}, one of spaces only {"first_name": ["This field may not be blank."]}) and job_title
    optional (at most 255). For an existing user the names and job title are ignored: the link proves
    the email, not a right to change an account's profile. A user already a member of the workspace is a
    400 {"non_field_errors": ["This user is already a member of this workspace."]}. The user's active
    workspace becomes the invited one only if they have none. An invitation accepted, revoked, renewed
    or expired, and an unknown id, answer 404 {"detail": "Not found."}, as I8 does. Every refusal
    changes nothing (the invitation stays pending, no user, member or key is made). The answer is 201
    with the member, as M1 shows it, and the first API key. I1 then reports the invitation accepted, in
    its status filter and ordering.

    Decision (The first API key of an accepted invitation): Accepting an invitation makes the member's
    first API key and answers it once in full (key), with its id, name ("Invitation to <workspace>", at
    most 100 characters), prefix, scope, workspace, created_at and expires_at, as AK2 answers a new key;
    only its hash is stored. It is workspace-scoped, pinned to the invited workspace whatever the user's
    active workspace, so a link holder never gets a key that reaches an existing user's other
    workspaces; it expires after 6 weeks, the document's default. More keys are made with AK2 or in the
    app.

    Decision (Rate limit of the anonymous invitation lookup): The anonymous lookup answers 429
    {"detail": "Request was throttled. Expected available in N seconds."} with Retry-After: N once a
    client address exceeds its allowance: 30 lookups in any minute by default
    (CANOPY_INVITATION_LOOKUP_RATE), a moving window. Every lookup counts, found or not, and so does
    every acceptance (IA1), which shares the allowance: guessing through either spends it. Counters live
    in Redis when CANOPY_REDIS_URL is set, so the allowance holds across workers and hosts; otherwise in
    each process. An unreachable Redis lets lookups through (logged) rather than failing them. The
    client address is the connection's peer (behind a proxy, the server's --forwarded-allow-ips decides
    which X-Forwarded-For to trust).

    Decision (The page of the emailed link): The invitation email links to GET /invitations/{id}/ on the
    base host (and the combined app), a page Canopy serves outside /api and the OpenAPI documents
    (CANOPY_INVITATION_LINK, http://localhost:8000/invitations/{id}/ by default). It is one static HTML
    file with its CSS and a little vanilla JavaScript inline, which reads the id from the URL, shows the
    preview (I8: workspace, role, email, expiry) and a form (first and last name for a new user, job
    title), accepts through IA1, then shows the key once with the document's practices (an environment
    variable or a secret manager, one key per integration and environment, never committed, logged,
    shared, hardcoded or put in browser or mobile code), how to send it (Authorization: ApiKey <key>)
    and where to get more. An invitation no longer pending, or unknown, is explained plainly, asking for
    a new invitation. The page allows nothing from outside: Content-Security-Policy default-src 'none'
    with its inline script and style allowed by their hashes and requests to its own origin only;
    Referrer-Policy no-referrer (its URL carries the invitation's id), no framing, Cache-Control no-
    store. The access log names it by its path template, never the id. A malformed id is the plain 404.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Args:
        id (UUID):
        body (AcceptInvitationRequest | Unset): Decision (Accepting an invitation through its
            link): IA1 (an extension, anonymous like I8: the UUID is the only credential) accepts a
            pending, unexpired invitation in one transaction. First the invitation becomes accepted,
            with accepted_at, by a conditional update that only a still pending and unexpired
            invitation passes, so of two acceptances at once one succeeds and the other finds nothing.
            Then the user with the invitation's email (compared case-insensitively) joins the
            workspace with the invited role; when there is none, a user is created with the email as
            invited, first_name and last_name required (1..150 characters, trimmed; a missing one is a
            400 {"first_name": ["This field is required."]}, one of spaces only {"first_name": ["This
            field may not be blank."]}) and job_title optional (at most 255). For an existing user the
            names and job title are ignored: the link proves the email, not a right to change an
            account's profile. A user already a member of the workspace is a 400 {"non_field_errors":
            ["This user is already a member of this workspace."]}. The user's active workspace becomes
            the invited one only if they have none. An invitation accepted, revoked, renewed or
            expired, and an unknown id, answer 404 {"detail": "Not found."}, as I8 does. Every refusal
            changes nothing (the invitation stays pending, no user, member or key is made). The answer
            is 201 with the member, as M1 shows it, and the first API key. I1 then reports the
            invitation accepted, in its status filter and ordering.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDetail | InvitationAcceptance | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: AcceptInvitationRequest | Unset = UNSET,
) -> ErrorDetail | InvitationAcceptance | ValidationError | None:
    """Accept invitation

     Accepts a pending invitation through its emailed link: the invitee joins the workspace with the
    invited role (a user is created for an email that has none) and gets a first API key, pinned to that
    workspace and shown in this answer only. Like the lookup, the UUID is the only credential. An
    invitation that is not pending (accepted, revoked, renewed, expired) or unknown answers 404, and
    nothing changes.

    Decision (Accepting an invitation through its link): IA1 (an extension, anonymous like I8: the UUID
    is the only credential) accepts a pending, unexpired invitation in one transaction. First the
    invitation becomes accepted, with accepted_at, by a conditional update that only a still pending and
    unexpired invitation passes, so of two acceptances at once one succeeds and the other finds nothing.
    Then the user with the invitation's email (compared case-insensitively) joins the workspace with the
    invited role; when there is none, a user is created with the email as invited, first_name and
    last_name required (1..150 characters, trimmed; a missing one is a 400 {"first_name": ["This field
    is required."]}, one of spaces only {"first_name": ["This field may not be blank."]}) and job_title
    optional (at most 255). For an existing user the names and job title are ignored: the link proves
    the email, not a right to change an account's profile. A user already a member of the workspace is a
    400 {"non_field_errors": ["This user is already a member of this workspace."]}. The user's active
    workspace becomes the invited one only if they have none. An invitation accepted, revoked, renewed
    or expired, and an unknown id, answer 404 {"detail": "Not found."}, as I8 does. Every refusal
    changes nothing (the invitation stays pending, no user, member or key is made). The answer is 201
    with the member, as M1 shows it, and the first API key. I1 then reports the invitation accepted, in
    its status filter and ordering.

    Decision (The first API key of an accepted invitation): Accepting an invitation makes the member's
    first API key and answers it once in full (key), with its id, name ("Invitation to <workspace>", at
    most 100 characters), prefix, scope, workspace, created_at and expires_at, as AK2 answers a new key;
    only its hash is stored. It is workspace-scoped, pinned to the invited workspace whatever the user's
    active workspace, so a link holder never gets a key that reaches an existing user's other
    workspaces; it expires after 6 weeks, the document's default. More keys are made with AK2 or in the
    app.

    Decision (Rate limit of the anonymous invitation lookup): The anonymous lookup answers 429
    {"detail": "Request was throttled. Expected available in N seconds."} with Retry-After: N once a
    client address exceeds its allowance: 30 lookups in any minute by default
    (CANOPY_INVITATION_LOOKUP_RATE), a moving window. Every lookup counts, found or not, and so does
    every acceptance (IA1), which shares the allowance: guessing through either spends it. Counters live
    in Redis when CANOPY_REDIS_URL is set, so the allowance holds across workers and hosts; otherwise in
    each process. An unreachable Redis lets lookups through (logged) rather than failing them. The
    client address is the connection's peer (behind a proxy, the server's --forwarded-allow-ips decides
    which X-Forwarded-For to trust).

    Decision (The page of the emailed link): The invitation email links to GET /invitations/{id}/ on the
    base host (and the combined app), a page Canopy serves outside /api and the OpenAPI documents
    (CANOPY_INVITATION_LINK, http://localhost:8000/invitations/{id}/ by default). It is one static HTML
    file with its CSS and a little vanilla JavaScript inline, which reads the id from the URL, shows the
    preview (I8: workspace, role, email, expiry) and a form (first and last name for a new user, job
    title), accepts through IA1, then shows the key once with the document's practices (an environment
    variable or a secret manager, one key per integration and environment, never committed, logged,
    shared, hardcoded or put in browser or mobile code), how to send it (Authorization: ApiKey <key>)
    and where to get more. An invitation no longer pending, or unknown, is explained plainly, asking for
    a new invitation. The page allows nothing from outside: Content-Security-Policy default-src 'none'
    with its inline script and style allowed by their hashes and requests to its own origin only;
    Referrer-Policy no-referrer (its URL carries the invitation's id), no framing, Cache-Control no-
    store. The access log names it by its path template, never the id. A malformed id is the plain 404.

    Decision (Status codes of creations and actions): One rule for every POST: an operation whose result
    is a resource it has just created answers 201 with it; that includes an action whose result is a new
    resource, as renewing an invitation issues a new invitation and returns it (the old one is only
    revoked). An action that changes existing resources or computes a result (executing a query), a bulk
    operation that reports each operation in results, and an upsert (data_point_upsert_status) answer
    200.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Args:
        id (UUID):
        body (AcceptInvitationRequest | Unset): Decision (Accepting an invitation through its
            link): IA1 (an extension, anonymous like I8: the UUID is the only credential) accepts a
            pending, unexpired invitation in one transaction. First the invitation becomes accepted,
            with accepted_at, by a conditional update that only a still pending and unexpired
            invitation passes, so of two acceptances at once one succeeds and the other finds nothing.
            Then the user with the invitation's email (compared case-insensitively) joins the
            workspace with the invited role; when there is none, a user is created with the email as
            invited, first_name and last_name required (1..150 characters, trimmed; a missing one is a
            400 {"first_name": ["This field is required."]}, one of spaces only {"first_name": ["This
            field may not be blank."]}) and job_title optional (at most 255). For an existing user the
            names and job title are ignored: the link proves the email, not a right to change an
            account's profile. A user already a member of the workspace is a 400 {"non_field_errors":
            ["This user is already a member of this workspace."]}. The user's active workspace becomes
            the invited one only if they have none. An invitation accepted, revoked, renewed or
            expired, and an unknown id, answer 404 {"detail": "Not found."}, as I8 does. Every refusal
            changes nothing (the invitation stays pending, no user, member or key is made). The answer
            is 201 with the member, as M1 shows it, and the first API key. I1 then reports the
            invitation accepted, in its status filter and ordering.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDetail | InvitationAcceptance | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
