# Generated from spec/operations/countries.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the countries area (supply_chain host).

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

from generated.filters import countries as filters
from generated.services import countries as services
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_COUNTRIES = OperationInfo(
    "CT1",
    "list_countries",
    "GET",
    "/api/countries/",
    idempotent=False,
    rate_class="reads",
    permission="member",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListCountries, "list_countries"):
        _add_list_countries(router, cast(services.ListCountries, service), authenticate)
    else:
        add_absent_route(router, "/api/countries/", "GET")
    add_pages(router, service)
    return router


def _add_list_countries(router: APIRouter, service: services.ListCountries, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_countries(request: Request) -> Response:
        """CT1. List countries"""
        async with authenticate(request, LIST_COUNTRIES) as ctx:
            query = filters.parse_list_countries_query(request.query_params.multi_items())
            result = await service.list_countries(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/countries/", list_countries, methods=["GET"], name="list_countries", include_in_schema=False)
