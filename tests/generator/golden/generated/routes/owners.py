# Generated from fixture_spec/operations/owners.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the owners area (registry host).

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

from generated.filters import owners as filters
from generated.services import owners as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_OWNERS = OperationInfo(
    "R1",
    "list_owners",
    "GET",
    "/api/owners/",
    idempotent=False,
    rate_class="reads",
    permission="view_owner",
)
RETRIEVE_OWNER = OperationInfo(
    "R2",
    "retrieve_owner",
    "GET",
    "/api/owners/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_owner",
)
OWNER_CARD = OperationInfo(
    "R3",
    "owner_card",
    "GET",
    "/api/owners/{id}/card/",
    idempotent=False,
    rate_class=None,
    permission=None,
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListOwners, "list_owners"):
        _add_list_owners(router, cast(services.ListOwners, service), authenticate)
    else:
        add_absent_route(router, "/api/owners/", "GET")
    if implements(service, services.RetrieveOwner, "retrieve_owner"):
        _add_retrieve_owner(router, cast(services.RetrieveOwner, service), authenticate)
    else:
        add_absent_route(router, "/api/owners/{id}/", "GET")
    if implements(service, services.OwnerCard, "owner_card"):
        _add_owner_card(router, cast(services.OwnerCard, service), anonymous)
    else:
        add_absent_route(router, "/api/owners/{id}/card/", "GET")
    add_pages(router, service)
    return router


def _add_list_owners(router: APIRouter, service: services.ListOwners, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_owners(request: Request) -> Response:
        """R1. List owners"""
        async with authenticate(request, LIST_OWNERS) as ctx:
            query = filters.parse_list_owners_query(request.query_params.multi_items())
            result = await service.list_owners(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/owners/", list_owners, methods=["GET"], name="list_owners", include_in_schema=False)


def _add_retrieve_owner(router: APIRouter, service: services.RetrieveOwner, authenticate: Authenticate) -> None:
    async def retrieve_owner(request: Request) -> Response:
        """R2. Retrieve owner"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_OWNER) as ctx:
            filters.parse_retrieve_owner_query(request.query_params.multi_items())
            result = await service.retrieve_owner(
                ctx=ctx,
                id=path_value("id", path["id"], qs.uuid()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/owners/{id}/", retrieve_owner, methods=["GET"], name="retrieve_owner", include_in_schema=False
    )


def _add_owner_card(router: APIRouter, service: services.OwnerCard, anonymous: Anonymous) -> None:
    async def owner_card(request: Request) -> Response:
        """R3. Owner card"""
        path = request.path_params
        async with anonymous(request, OWNER_CARD) as ctx:
            filters.parse_owner_card_query(request.query_params.multi_items())
            result = await service.owner_card(
                ctx=ctx,
                id=path_value("id", path["id"], qs.uuid()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/owners/{id}/card/", owner_card, methods=["GET"], name="owner_card", include_in_schema=False)
