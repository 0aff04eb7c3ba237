# Generated from spec/operations/queries.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the queries area (ingestion host).

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
from generated.filters import queries as filters
from generated.services import queries as services
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_QUERY_LOGS = OperationInfo(
    "Q1",
    "list_query_logs",
    "GET",
    "/api/query-logs/",
    idempotent=False,
    rate_class="reads",
    permission="view_querylog",
)
EXECUTE_QUERY = OperationInfo(
    "Q2",
    "execute_query",
    "POST",
    "/api/queries/",
    idempotent=True,
    rate_class="writes",
    permission="view_document",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListQueryLogs, "list_query_logs"):
        _add_list_query_logs(router, cast(services.ListQueryLogs, service), authenticate)
    else:
        add_absent_route(router, "/api/query-logs/", "GET")
    if implements(service, services.ExecuteQuery, "execute_query"):
        _add_execute_query(router, cast(services.ExecuteQuery, service), authenticate)
    else:
        add_absent_route(router, "/api/queries/", "POST")
    add_pages(router, service)
    return router


def _add_list_query_logs(router: APIRouter, service: services.ListQueryLogs, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_query_logs(request: Request) -> Response:
        """Q1. List query logs"""
        async with authenticate(request, LIST_QUERY_LOGS) as ctx:
            query = filters.parse_list_query_logs_query(request.query_params.multi_items())
            result = await service.list_query_logs(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/query-logs/", list_query_logs, methods=["GET"], name="list_query_logs", include_in_schema=False
    )


def _add_execute_query(router: APIRouter, service: services.ExecuteQuery, authenticate: Authenticate) -> None:
    async def execute_query(request: Request) -> Response:
        """Q2. Execute query"""
        async with authenticate(request, EXECUTE_QUERY) as ctx:
            filters.parse_execute_query_query(request.query_params.multi_items())
            body = await read_body(request, models.ExecuteQueryRequest)
            await ctx.begin()
            result = await service.execute_query(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/queries/", execute_query, methods=["POST"], name="execute_query", include_in_schema=False)
