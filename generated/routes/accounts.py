# Generated from spec/operations/accounts.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the accounts area (base host).

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
from generated.filters import accounts as filters
from generated.services import accounts as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
RETRIEVE_CURRENT_USER = OperationInfo(
    "A1",
    "retrieve_current_user",
    "GET",
    "/api/accounts/users/me/",
    idempotent=False,
    rate_class="reads",
    permission="member",
)
LIST_WORKSPACES = OperationInfo(
    "A2",
    "list_workspaces",
    "GET",
    "/api/accounts/workspaces/",
    idempotent=False,
    rate_class="reads",
    permission="member",
)
SWITCH_WORKSPACE = OperationInfo(
    "A3",
    "switch_workspace",
    "POST",
    "/api/accounts/workspaces/switch/",
    idempotent=True,
    rate_class="writes",
    permission="member",
)
LIST_MEMBERS = OperationInfo(
    "M1",
    "list_members",
    "GET",
    "/api/accounts/members/",
    idempotent=False,
    rate_class="reads",
    permission="view_usercompany",
)
CHANGE_MEMBER_ROLE = OperationInfo(
    "M2",
    "change_member_role",
    "PATCH",
    "/api/accounts/members/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_usercompany",
)
REMOVE_MEMBER = OperationInfo(
    "M3",
    "remove_member",
    "DELETE",
    "/api/accounts/members/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="anyone",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.RetrieveCurrentUser, "retrieve_current_user"):
        _add_retrieve_current_user(router, cast(services.RetrieveCurrentUser, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/users/me/", "GET")
    if implements(service, services.ListWorkspaces, "list_workspaces"):
        _add_list_workspaces(router, cast(services.ListWorkspaces, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/workspaces/", "GET")
    if implements(service, services.SwitchWorkspace, "switch_workspace"):
        _add_switch_workspace(router, cast(services.SwitchWorkspace, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/workspaces/switch/", "POST")
    if implements(service, services.ListMembers, "list_members"):
        _add_list_members(router, cast(services.ListMembers, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/members/", "GET")
    if implements(service, services.ChangeMemberRole, "change_member_role"):
        _add_change_member_role(router, cast(services.ChangeMemberRole, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/members/{id}/", "PATCH")
    if implements(service, services.RemoveMember, "remove_member"):
        _add_remove_member(router, cast(services.RemoveMember, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/members/{id}/", "DELETE")
    add_pages(router, service)
    return router


def _add_retrieve_current_user(
    router: APIRouter, service: services.RetrieveCurrentUser, authenticate: Authenticate
) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def retrieve_current_user(request: Request) -> Response:
        """A1. Retrieve the current user"""
        async with authenticate(request, RETRIEVE_CURRENT_USER) as ctx:
            filters.parse_retrieve_current_user_query(request.query_params.multi_items())
            result = await service.retrieve_current_user(
                ctx=ctx,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/users/me/",
        retrieve_current_user,
        methods=["GET"],
        name="retrieve_current_user",
        include_in_schema=False,
    )


def _add_list_workspaces(router: APIRouter, service: services.ListWorkspaces, authenticate: Authenticate) -> None:
    async def list_workspaces(request: Request) -> Response:
        """A2. List workspaces"""
        async with authenticate(request, LIST_WORKSPACES) as ctx:
            query = filters.parse_list_workspaces_query(request.query_params.multi_items())
            result = await service.list_workspaces(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/workspaces/", list_workspaces, methods=["GET"], name="list_workspaces", include_in_schema=False
    )


def _add_switch_workspace(router: APIRouter, service: services.SwitchWorkspace, authenticate: Authenticate) -> None:
    async def switch_workspace(request: Request) -> Response:
        """A3. Switch workspace"""
        async with authenticate(request, SWITCH_WORKSPACE) as ctx:
            filters.parse_switch_workspace_query(request.query_params.multi_items())
            body = await read_body(request, models.SwitchWorkspaceRequest)
            await ctx.begin()
            result = await service.switch_workspace(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/workspaces/switch/",
        switch_workspace,
        methods=["POST"],
        name="switch_workspace",
        include_in_schema=False,
    )


def _add_list_members(router: APIRouter, service: services.ListMembers, authenticate: Authenticate) -> None:
    async def list_members(request: Request) -> Response:
        """M1. List members"""
        async with authenticate(request, LIST_MEMBERS) as ctx:
            query = filters.parse_list_members_query(request.query_params.multi_items())
            result = await service.list_members(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/members/", list_members, methods=["GET"], name="list_members", include_in_schema=False
    )


def _add_change_member_role(router: APIRouter, service: services.ChangeMemberRole, authenticate: Authenticate) -> None:
    async def change_member_role(request: Request) -> Response:
        """M2. Change member role"""
        path = request.path_params
        async with authenticate(request, CHANGE_MEMBER_ROLE) as ctx:
            filters.parse_change_member_role_query(request.query_params.multi_items())
            body = await read_body(request, models.ChangeMemberRoleRequest)
            await ctx.begin()
            result = await service.change_member_role(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/members/{id}/",
        change_member_role,
        methods=["PATCH"],
        name="change_member_role",
        include_in_schema=False,
    )


def _add_remove_member(router: APIRouter, service: services.RemoveMember, authenticate: Authenticate) -> None:
    async def remove_member(request: Request) -> Response:
        """M3. Remove member"""
        path = request.path_params
        async with authenticate(request, REMOVE_MEMBER) as ctx:
            filters.parse_remove_member_query(request.query_params.multi_items())
            await service.remove_member(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(None, 204))

    router.add_route(
        "/api/accounts/members/{id}/", remove_member, methods=["DELETE"], name="remove_member", include_in_schema=False
    )
