# Generated from spec/operations/transactions.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the transactions area (base host).

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

from generated.filters import transactions as filters
from generated.services import transactions as services
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_TRANSACTIONS = OperationInfo(
    "T1",
    "list_transactions",
    "GET",
    "/api/transactions/",
    idempotent=False,
    rate_class="reads",
    permission="view_financialtransaction",
)
GROUP_TRANSACTIONS = OperationInfo(
    "T2",
    "group_transactions",
    "GET",
    "/api/transactions/groups/",
    idempotent=False,
    rate_class="reads",
    permission="view_financialtransaction",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListTransactions, "list_transactions"):
        _add_list_transactions(router, cast(services.ListTransactions, service), authenticate)
    else:
        add_absent_route(router, "/api/transactions/", "GET")
    if implements(service, services.GroupTransactions, "group_transactions"):
        _add_group_transactions(router, cast(services.GroupTransactions, service), authenticate)
    else:
        add_absent_route(router, "/api/transactions/groups/", "GET")
    add_pages(router, service)
    return router


def _add_list_transactions(router: APIRouter, service: services.ListTransactions, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_transactions(request: Request) -> Response:
        """T1. List transactions"""
        async with authenticate(request, LIST_TRANSACTIONS) as ctx:
            query = filters.parse_list_transactions_query(request.query_params.multi_items())
            result = await service.list_transactions(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/transactions/", list_transactions, methods=["GET"], name="list_transactions", include_in_schema=False
    )


def _add_group_transactions(router: APIRouter, service: services.GroupTransactions, authenticate: Authenticate) -> None:
    async def group_transactions(request: Request) -> Response:
        """T2. Group transactions"""
        async with authenticate(request, GROUP_TRANSACTIONS) as ctx:
            query = filters.parse_group_transactions_query(request.query_params.multi_items())
            result = await service.group_transactions(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/transactions/groups/",
        group_transactions,
        methods=["GET"],
        name="group_transactions",
        include_in_schema=False,
    )
