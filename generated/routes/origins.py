# Generated from spec/operations/origins.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the origins area (supply_chain host).

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
from generated.filters import origins as filters
from generated.services import origins as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_ORIGINS = OperationInfo(
    "OG1",
    "list_origins",
    "GET",
    "/api/origins/",
    idempotent=False,
    rate_class="reads",
    permission="view_origin",
)
CREATE_ORIGIN = OperationInfo(
    "OG2",
    "create_origin",
    "POST",
    "/api/origins/",
    idempotent=True,
    rate_class="writes",
    permission="add_origin",
)
RETRIEVE_ORIGIN = OperationInfo(
    "OG3",
    "retrieve_origin",
    "GET",
    "/api/origins/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_origin",
)
PARTIAL_UPDATE_ORIGIN = OperationInfo(
    "OG4",
    "partial_update_origin",
    "PATCH",
    "/api/origins/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_origin",
)
DELETE_ORIGIN = OperationInfo(
    "OG5",
    "delete_origin",
    "DELETE",
    "/api/origins/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="delete_origin",
)
RECORD_ORIGIN_ASSESSMENT_RESULT = OperationInfo(
    "AS1",
    "record_origin_assessment_result",
    "POST",
    "/api/origins/{id}/assessment-results/",
    idempotent=True,
    rate_class="writes",
    permission="change_origin",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListOrigins, "list_origins"):
        _add_list_origins(router, cast(services.ListOrigins, service), authenticate)
    else:
        add_absent_route(router, "/api/origins/", "GET")
    if implements(service, services.CreateOrigin, "create_origin"):
        _add_create_origin(router, cast(services.CreateOrigin, service), authenticate)
    else:
        add_absent_route(router, "/api/origins/", "POST")
    if implements(service, services.RetrieveOrigin, "retrieve_origin"):
        _add_retrieve_origin(router, cast(services.RetrieveOrigin, service), authenticate)
    else:
        add_absent_route(router, "/api/origins/{id}/", "GET")
    if implements(service, services.PartialUpdateOrigin, "partial_update_origin"):
        _add_partial_update_origin(router, cast(services.PartialUpdateOrigin, service), authenticate)
    else:
        add_absent_route(router, "/api/origins/{id}/", "PATCH")
    if implements(service, services.DeleteOrigin, "delete_origin"):
        _add_delete_origin(router, cast(services.DeleteOrigin, service), authenticate)
    else:
        add_absent_route(router, "/api/origins/{id}/", "DELETE")
    if implements(service, services.RecordOriginAssessmentResult, "record_origin_assessment_result"):
        _add_record_origin_assessment_result(router, cast(services.RecordOriginAssessmentResult, service), authenticate)
    else:
        add_absent_route(router, "/api/origins/{id}/assessment-results/", "POST")
    add_pages(router, service)
    return router


def _add_list_origins(router: APIRouter, service: services.ListOrigins, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_origins(request: Request) -> Response:
        """OG1. List origins"""
        async with authenticate(request, LIST_ORIGINS) as ctx:
            query = filters.parse_list_origins_query(request.query_params.multi_items())
            result = await service.list_origins(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/origins/", list_origins, methods=["GET"], name="list_origins", include_in_schema=False)


def _add_create_origin(router: APIRouter, service: services.CreateOrigin, authenticate: Authenticate) -> None:
    async def create_origin(request: Request) -> Response:
        """OG2. Create an origin"""
        async with authenticate(request, CREATE_ORIGIN) as ctx:
            filters.parse_create_origin_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateOriginRequest)
            await ctx.begin()
            result = await service.create_origin(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route("/api/origins/", create_origin, methods=["POST"], name="create_origin", include_in_schema=False)


def _add_retrieve_origin(router: APIRouter, service: services.RetrieveOrigin, authenticate: Authenticate) -> None:
    async def retrieve_origin(request: Request) -> Response:
        """OG3. Retrieve an origin"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_ORIGIN) as ctx:
            filters.parse_retrieve_origin_query(request.query_params.multi_items())
            result = await service.retrieve_origin(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/origins/{id}/", retrieve_origin, methods=["GET"], name="retrieve_origin", include_in_schema=False
    )


def _add_partial_update_origin(
    router: APIRouter, service: services.PartialUpdateOrigin, authenticate: Authenticate
) -> None:
    async def partial_update_origin(request: Request) -> Response:
        """OG4. Update an origin"""
        path = request.path_params
        async with authenticate(request, PARTIAL_UPDATE_ORIGIN) as ctx:
            filters.parse_partial_update_origin_query(request.query_params.multi_items())
            body = await read_body(request, models.UpdateOriginRequest)
            await ctx.begin()
            result = await service.partial_update_origin(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/origins/{id}/",
        partial_update_origin,
        methods=["PATCH"],
        name="partial_update_origin",
        include_in_schema=False,
    )


def _add_delete_origin(router: APIRouter, service: services.DeleteOrigin, authenticate: Authenticate) -> None:
    async def delete_origin(request: Request) -> Response:
        """OG5. Delete an origin"""
        path = request.path_params
        async with authenticate(request, DELETE_ORIGIN) as ctx:
            filters.parse_delete_origin_query(request.query_params.multi_items())
            await service.delete_origin(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(None, 204))

    router.add_route(
        "/api/origins/{id}/", delete_origin, methods=["DELETE"], name="delete_origin", include_in_schema=False
    )


def _add_record_origin_assessment_result(
    router: APIRouter, service: services.RecordOriginAssessmentResult, authenticate: Authenticate
) -> None:
    async def record_origin_assessment_result(request: Request) -> Response:
        """AS1. Record an assessment result of an origin"""
        path = request.path_params
        async with authenticate(request, RECORD_ORIGIN_ASSESSMENT_RESULT) as ctx:
            filters.parse_record_origin_assessment_result_query(request.query_params.multi_items())
            body = await read_body(request, models.RecordAssessmentResultRequest)
            await ctx.begin()
            result = await service.record_origin_assessment_result(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/origins/{id}/assessment-results/",
        record_origin_assessment_result,
        methods=["POST"],
        name="record_origin_assessment_result",
        include_in_schema=False,
    )
