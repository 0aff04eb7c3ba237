# Generated from spec/operations/invitations.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the invitations area (base host).

`build_router` mounts a route for each operation the given service implements. The others
answer 404 from an absent route, which only keeps a sibling `{id}` route from claiming the path
with a 405; they are never stubs, and the served OpenAPI leaves them out. Pages the service
serves for people (HTML outside /api) are mounted beside them.
"""

from __future__ import annotations

from typing import cast

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response

from generated import models
from generated.filters import invitations as filters
from generated.services import invitations as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_INVITATIONS = OperationInfo(
    "I1",
    "list_invitations",
    "GET",
    "/api/accounts/invitations/",
    idempotent=False,
    rate_class="reads",
    permission="view_invitation",
)
CREATE_INVITATION = OperationInfo(
    "I2",
    "create_invitation",
    "POST",
    "/api/accounts/invitations/",
    idempotent=True,
    rate_class="writes",
    permission="add_invitation",
)
RETRIEVE_INVITATION = OperationInfo(
    "I3",
    "retrieve_invitation",
    "GET",
    "/api/accounts/invitations/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_invitation",
)
BULK_CREATE_INVITATIONS = OperationInfo(
    "I4",
    "bulk_create_invitations",
    "POST",
    "/api/accounts/invitations/bulk/",
    idempotent=True,
    rate_class="bulk",
    permission="add_invitation",
)
BULK_REVOKE_INVITATIONS = OperationInfo(
    "I5",
    "bulk_revoke_invitations",
    "POST",
    "/api/accounts/invitations/bulk-revocations/",
    idempotent=True,
    rate_class="bulk",
    permission="delete_invitation",
)
RENEW_INVITATION = OperationInfo(
    "I6",
    "renew_invitation",
    "POST",
    "/api/accounts/invitations/renew/",
    idempotent=True,
    rate_class="writes",
    permission="change_invitation",
)
BULK_RENEW_INVITATIONS = OperationInfo(
    "I7",
    "bulk_renew_invitations",
    "POST",
    "/api/accounts/invitations/bulk-renewals/",
    idempotent=True,
    rate_class="bulk",
    permission="change_invitation",
)
LOOKUP_INVITATION = OperationInfo(
    "I8",
    "lookup_invitation",
    "GET",
    "/api/accounts/invitations/{id}/preview/",
    idempotent=False,
    rate_class=None,
    permission=None,
)
ACCEPT_INVITATION = OperationInfo(
    "IA1",
    "accept_invitation",
    "POST",
    "/api/accounts/invitations/{id}/accept/",
    idempotent=False,
    rate_class=None,
    permission=None,
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListInvitations, "list_invitations"):
        _add_list_invitations(router, cast(services.ListInvitations, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/invitations/", "GET")
    if implements(service, services.CreateInvitation, "create_invitation"):
        _add_create_invitation(router, cast(services.CreateInvitation, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/invitations/", "POST")
    if implements(service, services.RetrieveInvitation, "retrieve_invitation"):
        _add_retrieve_invitation(router, cast(services.RetrieveInvitation, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/invitations/{id}/", "GET")
    if implements(service, services.BulkCreateInvitations, "bulk_create_invitations"):
        _add_bulk_create_invitations(router, cast(services.BulkCreateInvitations, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/invitations/bulk/", "POST")
    if implements(service, services.BulkRevokeInvitations, "bulk_revoke_invitations"):
        _add_bulk_revoke_invitations(router, cast(services.BulkRevokeInvitations, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/invitations/bulk-revocations/", "POST")
    if implements(service, services.RenewInvitation, "renew_invitation"):
        _add_renew_invitation(router, cast(services.RenewInvitation, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/invitations/renew/", "POST")
    if implements(service, services.BulkRenewInvitations, "bulk_renew_invitations"):
        _add_bulk_renew_invitations(router, cast(services.BulkRenewInvitations, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/invitations/bulk-renewals/", "POST")
    if implements(service, services.LookupInvitation, "lookup_invitation"):
        _add_lookup_invitation(router, cast(services.LookupInvitation, service), anonymous)
    else:
        add_absent_route(router, "/api/accounts/invitations/{id}/preview/", "GET")
    if implements(service, services.AcceptInvitation, "accept_invitation"):
        _add_accept_invitation(router, cast(services.AcceptInvitation, service), anonymous)
    else:
        add_absent_route(router, "/api/accounts/invitations/{id}/accept/", "POST")
    add_pages(router, service)
    return router


def _add_list_invitations(router: APIRouter, service: services.ListInvitations, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_invitations(request: Request) -> Response:
        """I1. List invitations"""
        async with authenticate(request, LIST_INVITATIONS) as ctx:
            query = filters.parse_list_invitations_query(request.query_params.multi_items())
            result = await service.list_invitations(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/invitations/",
        list_invitations,
        methods=["GET"],
        name="list_invitations",
        include_in_schema=False,
    )


def _add_create_invitation(router: APIRouter, service: services.CreateInvitation, authenticate: Authenticate) -> None:
    async def create_invitation(request: Request) -> Response:
        """I2. Create invitation"""
        async with authenticate(request, CREATE_INVITATION) as ctx:
            filters.parse_create_invitation_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateInvitationRequest)
            await ctx.begin()
            result = await service.create_invitation(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/accounts/invitations/",
        create_invitation,
        methods=["POST"],
        name="create_invitation",
        include_in_schema=False,
    )


def _add_retrieve_invitation(
    router: APIRouter, service: services.RetrieveInvitation, authenticate: Authenticate
) -> None:
    async def retrieve_invitation(request: Request) -> Response:
        """I3. Retrieve invitation"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_INVITATION) as ctx:
            filters.parse_retrieve_invitation_query(request.query_params.multi_items())
            result = await service.retrieve_invitation(
                ctx=ctx,
                id=path_value("id", path["id"], qs.uuid()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/invitations/{id}/",
        retrieve_invitation,
        methods=["GET"],
        name="retrieve_invitation",
        include_in_schema=False,
    )


def _add_bulk_create_invitations(
    router: APIRouter, service: services.BulkCreateInvitations, authenticate: Authenticate
) -> None:
    async def bulk_create_invitations(request: Request) -> Response:
        """I4. Bulk-create invitations"""
        async with authenticate(request, BULK_CREATE_INVITATIONS) as ctx:
            filters.parse_bulk_create_invitations_query(request.query_params.multi_items())
            body = await read_body(request, models.BulkCreateInvitationsRequest)
            await ctx.begin()
            result = await service.bulk_create_invitations(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/invitations/bulk/",
        bulk_create_invitations,
        methods=["POST"],
        name="bulk_create_invitations",
        include_in_schema=False,
    )


def _add_bulk_revoke_invitations(
    router: APIRouter, service: services.BulkRevokeInvitations, authenticate: Authenticate
) -> None:
    async def bulk_revoke_invitations(request: Request) -> Response:
        """I5. Bulk-revoke invitations"""
        async with authenticate(request, BULK_REVOKE_INVITATIONS) as ctx:
            filters.parse_bulk_revoke_invitations_query(request.query_params.multi_items())
            body = await read_body(request, models.BulkInvitationFiltersRequest)
            await ctx.begin()
            result = await service.bulk_revoke_invitations(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/invitations/bulk-revocations/",
        bulk_revoke_invitations,
        methods=["POST"],
        name="bulk_revoke_invitations",
        include_in_schema=False,
    )


def _add_renew_invitation(router: APIRouter, service: services.RenewInvitation, authenticate: Authenticate) -> None:
    async def renew_invitation(request: Request) -> Response:
        """I6. Renew invitation"""
        async with authenticate(request, RENEW_INVITATION) as ctx:
            filters.parse_renew_invitation_query(request.query_params.multi_items())
            body = await read_body(request, models.RenewInvitationRequest)
            await ctx.begin()
            result = await service.renew_invitation(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/accounts/invitations/renew/",
        renew_invitation,
        methods=["POST"],
        name="renew_invitation",
        include_in_schema=False,
    )


def _add_bulk_renew_invitations(
    router: APIRouter, service: services.BulkRenewInvitations, authenticate: Authenticate
) -> None:
    async def bulk_renew_invitations(request: Request) -> Response:
        """I7. Bulk-renew invitations"""
        async with authenticate(request, BULK_RENEW_INVITATIONS) as ctx:
            filters.parse_bulk_renew_invitations_query(request.query_params.multi_items())
            body = await read_body(request, models.BulkInvitationFiltersRequest)
            await ctx.begin()
            result = await service.bulk_renew_invitations(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/invitations/bulk-renewals/",
        bulk_renew_invitations,
        methods=["POST"],
        name="bulk_renew_invitations",
        include_in_schema=False,
    )


def _add_lookup_invitation(router: APIRouter, service: services.LookupInvitation, anonymous: Anonymous) -> None:
    async def lookup_invitation(request: Request) -> Response:
        """I8. Look up an invitation (no key needed)"""
        path = request.path_params
        async with anonymous(request, LOOKUP_INVITATION) as ctx:
            filters.parse_lookup_invitation_query(request.query_params.multi_items())
            result = await service.lookup_invitation(
                ctx=ctx,
                id=path_value("id", path["id"], qs.uuid()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/invitations/{id}/preview/",
        lookup_invitation,
        methods=["GET"],
        name="lookup_invitation",
        include_in_schema=False,
    )


def _add_accept_invitation(router: APIRouter, service: services.AcceptInvitation, anonymous: Anonymous) -> None:
    async def accept_invitation(request: Request) -> Response:
        """IA1. Accept invitation"""
        path = request.path_params
        async with anonymous(request, ACCEPT_INVITATION) as ctx:
            filters.parse_accept_invitation_query(request.query_params.multi_items())
            body = await read_body(request, models.AcceptInvitationRequest)
            result = await service.accept_invitation(
                ctx=ctx,
                id=path_value("id", path["id"], qs.uuid()),
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/accounts/invitations/{id}/accept/",
        accept_invitation,
        methods=["POST"],
        name="accept_invitation",
        include_in_schema=False,
    )
