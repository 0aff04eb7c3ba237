# Generated from spec/operations/value_chains.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the value_chains area (supply_chain host).

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
from generated.filters import value_chains as filters
from generated.services import value_chains as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_VALUE_CHAINS = OperationInfo(
    "VC1",
    "list_value_chains",
    "GET",
    "/api/value-chains/",
    idempotent=False,
    rate_class="reads",
    permission="view_valuechain",
)
CREATE_VALUE_CHAIN = OperationInfo(
    "VC2",
    "create_value_chain",
    "POST",
    "/api/value-chains/",
    idempotent=True,
    rate_class="writes",
    permission="add_valuechain",
)
RETRIEVE_VALUE_CHAIN = OperationInfo(
    "VC3",
    "retrieve_value_chain",
    "GET",
    "/api/value-chains/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_valuechain",
)
PARTIAL_UPDATE_VALUE_CHAIN = OperationInfo(
    "VC4",
    "partial_update_value_chain",
    "PATCH",
    "/api/value-chains/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_valuechain",
)
DELETE_VALUE_CHAIN = OperationInfo(
    "VC5",
    "delete_value_chain",
    "DELETE",
    "/api/value-chains/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="delete_valuechain",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListValueChains, "list_value_chains"):
        _add_list_value_chains(router, cast(services.ListValueChains, service), authenticate)
    else:
        add_absent_route(router, "/api/value-chains/", "GET")
    if implements(service, services.CreateValueChain, "create_value_chain"):
        _add_create_value_chain(router, cast(services.CreateValueChain, service), authenticate)
    else:
        add_absent_route(router, "/api/value-chains/", "POST")
    if implements(service, services.RetrieveValueChain, "retrieve_value_chain"):
        _add_retrieve_value_chain(router, cast(services.RetrieveValueChain, service), authenticate)
    else:
        add_absent_route(router, "/api/value-chains/{id}/", "GET")
    if implements(service, services.PartialUpdateValueChain, "partial_update_value_chain"):
        _add_partial_update_value_chain(router, cast(services.PartialUpdateValueChain, service), authenticate)
    else:
        add_absent_route(router, "/api/value-chains/{id}/", "PATCH")
    if implements(service, services.DeleteValueChain, "delete_value_chain"):
        _add_delete_value_chain(router, cast(services.DeleteValueChain, service), authenticate)
    else:
        add_absent_route(router, "/api/value-chains/{id}/", "DELETE")
    add_pages(router, service)
    return router


def _add_list_value_chains(router: APIRouter, service: services.ListValueChains, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_value_chains(request: Request) -> Response:
        """VC1. List value chains"""
        async with authenticate(request, LIST_VALUE_CHAINS) as ctx:
            query = filters.parse_list_value_chains_query(request.query_params.multi_items())
            result = await service.list_value_chains(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/value-chains/", list_value_chains, methods=["GET"], name="list_value_chains", include_in_schema=False
    )


def _add_create_value_chain(router: APIRouter, service: services.CreateValueChain, authenticate: Authenticate) -> None:
    async def create_value_chain(request: Request) -> Response:
        """VC2. Create a value chain"""
        async with authenticate(request, CREATE_VALUE_CHAIN) as ctx:
            filters.parse_create_value_chain_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateValueChainRequest)
            await ctx.begin()
            result = await service.create_value_chain(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/value-chains/", create_value_chain, methods=["POST"], name="create_value_chain", include_in_schema=False
    )


def _add_retrieve_value_chain(
    router: APIRouter, service: services.RetrieveValueChain, authenticate: Authenticate
) -> None:
    async def retrieve_value_chain(request: Request) -> Response:
        """VC3. Retrieve a value chain"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_VALUE_CHAIN) as ctx:
            filters.parse_retrieve_value_chain_query(request.query_params.multi_items())
            result = await service.retrieve_value_chain(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/value-chains/{id}/",
        retrieve_value_chain,
        methods=["GET"],
        name="retrieve_value_chain",
        include_in_schema=False,
    )


def _add_partial_update_value_chain(
    router: APIRouter, service: services.PartialUpdateValueChain, authenticate: Authenticate
) -> None:
    async def partial_update_value_chain(request: Request) -> Response:
        """VC4. Update a value chain"""
        path = request.path_params
        async with authenticate(request, PARTIAL_UPDATE_VALUE_CHAIN) as ctx:
            filters.parse_partial_update_value_chain_query(request.query_params.multi_items())
            body = await read_body(request, models.UpdateValueChainRequest)
            await ctx.begin()
            result = await service.partial_update_value_chain(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/value-chains/{id}/",
        partial_update_value_chain,
        methods=["PATCH"],
        name="partial_update_value_chain",
        include_in_schema=False,
    )


def _add_delete_value_chain(router: APIRouter, service: services.DeleteValueChain, authenticate: Authenticate) -> None:
    async def delete_value_chain(request: Request) -> Response:
        """VC5. Delete a value chain"""
        path = request.path_params
        async with authenticate(request, DELETE_VALUE_CHAIN) as ctx:
            filters.parse_delete_value_chain_query(request.query_params.multi_items())
            await service.delete_value_chain(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(None, 204))

    router.add_route(
        "/api/value-chains/{id}/",
        delete_value_chain,
        methods=["DELETE"],
        name="delete_value_chain",
        include_in_schema=False,
    )
