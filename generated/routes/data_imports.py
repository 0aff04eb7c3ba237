# Generated from spec/operations/data_imports.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the data_imports area (ingestion host).

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
from generated.filters import data_imports as filters
from generated.services import data_imports as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_DATA_IMPORT_RUNS = OperationInfo(
    "D7",
    "list_data_import_runs",
    "GET",
    "/api/data-import-runs/",
    idempotent=False,
    rate_class="reads",
    permission="view_dataimportrun",
)
CREATE_DATA_IMPORT_RUN = OperationInfo(
    "D8",
    "create_data_import_run",
    "POST",
    "/api/data-import-runs/",
    idempotent=True,
    rate_class="writes",
    permission="add_dataimportrun",
)
RETRIEVE_DATA_IMPORT_RUN = OperationInfo(
    "D9",
    "retrieve_data_import_run",
    "GET",
    "/api/data-import-runs/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_dataimportrun",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListDataImportRuns, "list_data_import_runs"):
        _add_list_data_import_runs(router, cast(services.ListDataImportRuns, service), authenticate)
    else:
        add_absent_route(router, "/api/data-import-runs/", "GET")
    if implements(service, services.CreateDataImportRun, "create_data_import_run"):
        _add_create_data_import_run(router, cast(services.CreateDataImportRun, service), authenticate)
    else:
        add_absent_route(router, "/api/data-import-runs/", "POST")
    if implements(service, services.RetrieveDataImportRun, "retrieve_data_import_run"):
        _add_retrieve_data_import_run(router, cast(services.RetrieveDataImportRun, service), authenticate)
    else:
        add_absent_route(router, "/api/data-import-runs/{id}/", "GET")
    add_pages(router, service)
    return router


def _add_list_data_import_runs(
    router: APIRouter, service: services.ListDataImportRuns, authenticate: Authenticate
) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_data_import_runs(request: Request) -> Response:
        """D7. List data import runs"""
        async with authenticate(request, LIST_DATA_IMPORT_RUNS) as ctx:
            query = filters.parse_list_data_import_runs_query(request.query_params.multi_items())
            result = await service.list_data_import_runs(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/data-import-runs/",
        list_data_import_runs,
        methods=["GET"],
        name="list_data_import_runs",
        include_in_schema=False,
    )


def _add_create_data_import_run(
    router: APIRouter, service: services.CreateDataImportRun, authenticate: Authenticate
) -> None:
    async def create_data_import_run(request: Request) -> Response:
        """D8. Create data import run"""
        async with authenticate(request, CREATE_DATA_IMPORT_RUN) as ctx:
            filters.parse_create_data_import_run_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateDataImportRunRequest)
            await ctx.begin()
            result = await service.create_data_import_run(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/data-import-runs/",
        create_data_import_run,
        methods=["POST"],
        name="create_data_import_run",
        include_in_schema=False,
    )


def _add_retrieve_data_import_run(
    router: APIRouter, service: services.RetrieveDataImportRun, authenticate: Authenticate
) -> None:
    async def retrieve_data_import_run(request: Request) -> Response:
        """D9. Retrieve data import run"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_DATA_IMPORT_RUN) as ctx:
            filters.parse_retrieve_data_import_run_query(request.query_params.multi_items())
            result = await service.retrieve_data_import_run(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/data-import-runs/{id}/",
        retrieve_data_import_run,
        methods=["GET"],
        name="retrieve_data_import_run",
        include_in_schema=False,
    )
