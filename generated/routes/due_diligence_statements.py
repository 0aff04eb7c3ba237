# Generated from spec/operations/due_diligence_statements.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the due_diligence_statements area (supply_chain host).

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
from generated.filters import due_diligence_statements as filters
from generated.services import due_diligence_statements as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_DUE_DILIGENCE_STATEMENTS = OperationInfo(
    "DS1",
    "list_due_diligence_statements",
    "GET",
    "/api/due-diligence-statements/",
    idempotent=False,
    rate_class="reads",
    permission="view_duediligencestatement",
)
CREATE_DUE_DILIGENCE_STATEMENT = OperationInfo(
    "DS2",
    "create_due_diligence_statement",
    "POST",
    "/api/due-diligence-statements/",
    idempotent=True,
    rate_class="writes",
    permission="add_duediligencestatement",
)
RETRIEVE_DUE_DILIGENCE_STATEMENT = OperationInfo(
    "DS3",
    "retrieve_due_diligence_statement",
    "GET",
    "/api/due-diligence-statements/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_duediligencestatement",
)
PARTIAL_UPDATE_DUE_DILIGENCE_STATEMENT = OperationInfo(
    "DS4",
    "partial_update_due_diligence_statement",
    "PATCH",
    "/api/due-diligence-statements/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_duediligencestatement",
)
DELETE_DUE_DILIGENCE_STATEMENT = OperationInfo(
    "DS5",
    "delete_due_diligence_statement",
    "DELETE",
    "/api/due-diligence-statements/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="delete_duediligencestatement",
)
PREPARE_DUE_DILIGENCE_STATEMENT = OperationInfo(
    "DS6",
    "prepare_due_diligence_statement",
    "POST",
    "/api/orders/{id}/due-diligence-statement/",
    idempotent=True,
    rate_class="writes",
    permission="add_duediligencestatement",
)
FILE_DUE_DILIGENCE_STATEMENT = OperationInfo(
    "DS7",
    "file_due_diligence_statement",
    "POST",
    "/api/due-diligence-statements/{id}/filing/",
    idempotent=True,
    rate_class="writes",
    permission="file_duediligencestatement",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListDueDiligenceStatements, "list_due_diligence_statements"):
        _add_list_due_diligence_statements(router, cast(services.ListDueDiligenceStatements, service), authenticate)
    else:
        add_absent_route(router, "/api/due-diligence-statements/", "GET")
    if implements(service, services.CreateDueDiligenceStatement, "create_due_diligence_statement"):
        _add_create_due_diligence_statement(router, cast(services.CreateDueDiligenceStatement, service), authenticate)
    else:
        add_absent_route(router, "/api/due-diligence-statements/", "POST")
    if implements(service, services.RetrieveDueDiligenceStatement, "retrieve_due_diligence_statement"):
        _add_retrieve_due_diligence_statement(
            router, cast(services.RetrieveDueDiligenceStatement, service), authenticate
        )
    else:
        add_absent_route(router, "/api/due-diligence-statements/{id}/", "GET")
    if implements(service, services.PartialUpdateDueDiligenceStatement, "partial_update_due_diligence_statement"):
        _add_partial_update_due_diligence_statement(
            router, cast(services.PartialUpdateDueDiligenceStatement, service), authenticate
        )
    else:
        add_absent_route(router, "/api/due-diligence-statements/{id}/", "PATCH")
    if implements(service, services.DeleteDueDiligenceStatement, "delete_due_diligence_statement"):
        _add_delete_due_diligence_statement(router, cast(services.DeleteDueDiligenceStatement, service), authenticate)
    else:
        add_absent_route(router, "/api/due-diligence-statements/{id}/", "DELETE")
    if implements(service, services.PrepareDueDiligenceStatement, "prepare_due_diligence_statement"):
        _add_prepare_due_diligence_statement(router, cast(services.PrepareDueDiligenceStatement, service), authenticate)
    else:
        add_absent_route(router, "/api/orders/{id}/due-diligence-statement/", "POST")
    if implements(service, services.FileDueDiligenceStatement, "file_due_diligence_statement"):
        _add_file_due_diligence_statement(router, cast(services.FileDueDiligenceStatement, service), authenticate)
    else:
        add_absent_route(router, "/api/due-diligence-statements/{id}/filing/", "POST")
    add_pages(router, service)
    return router


def _add_list_due_diligence_statements(
    router: APIRouter, service: services.ListDueDiligenceStatements, authenticate: Authenticate
) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_due_diligence_statements(request: Request) -> Response:
        """DS1. List due diligence statements"""
        async with authenticate(request, LIST_DUE_DILIGENCE_STATEMENTS) as ctx:
            query = filters.parse_list_due_diligence_statements_query(request.query_params.multi_items())
            result = await service.list_due_diligence_statements(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/due-diligence-statements/",
        list_due_diligence_statements,
        methods=["GET"],
        name="list_due_diligence_statements",
        include_in_schema=False,
    )


def _add_create_due_diligence_statement(
    router: APIRouter, service: services.CreateDueDiligenceStatement, authenticate: Authenticate
) -> None:
    async def create_due_diligence_statement(request: Request) -> Response:
        """DS2. Create a due diligence statement"""
        async with authenticate(request, CREATE_DUE_DILIGENCE_STATEMENT) as ctx:
            filters.parse_create_due_diligence_statement_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateDueDiligenceStatementRequest)
            await ctx.begin()
            result = await service.create_due_diligence_statement(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/due-diligence-statements/",
        create_due_diligence_statement,
        methods=["POST"],
        name="create_due_diligence_statement",
        include_in_schema=False,
    )


def _add_retrieve_due_diligence_statement(
    router: APIRouter, service: services.RetrieveDueDiligenceStatement, authenticate: Authenticate
) -> None:
    async def retrieve_due_diligence_statement(request: Request) -> Response:
        """DS3. Retrieve a due diligence statement"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_DUE_DILIGENCE_STATEMENT) as ctx:
            filters.parse_retrieve_due_diligence_statement_query(request.query_params.multi_items())
            result = await service.retrieve_due_diligence_statement(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/due-diligence-statements/{id}/",
        retrieve_due_diligence_statement,
        methods=["GET"],
        name="retrieve_due_diligence_statement",
        include_in_schema=False,
    )


def _add_partial_update_due_diligence_statement(
    router: APIRouter, service: services.PartialUpdateDueDiligenceStatement, authenticate: Authenticate
) -> None:
    async def partial_update_due_diligence_statement(request: Request) -> Response:
        """DS4. Update a due diligence statement"""
        path = request.path_params
        async with authenticate(request, PARTIAL_UPDATE_DUE_DILIGENCE_STATEMENT) as ctx:
            filters.parse_partial_update_due_diligence_statement_query(request.query_params.multi_items())
            body = await read_body(request, models.UpdateDueDiligenceStatementRequest)
            await ctx.begin()
            result = await service.partial_update_due_diligence_statement(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/due-diligence-statements/{id}/",
        partial_update_due_diligence_statement,
        methods=["PATCH"],
        name="partial_update_due_diligence_statement",
        include_in_schema=False,
    )


def _add_delete_due_diligence_statement(
    router: APIRouter, service: services.DeleteDueDiligenceStatement, authenticate: Authenticate
) -> None:
    async def delete_due_diligence_statement(request: Request) -> Response:
        """DS5. Delete a due diligence statement"""
        path = request.path_params
        async with authenticate(request, DELETE_DUE_DILIGENCE_STATEMENT) as ctx:
            filters.parse_delete_due_diligence_statement_query(request.query_params.multi_items())
            await service.delete_due_diligence_statement(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(None, 204))

    router.add_route(
        "/api/due-diligence-statements/{id}/",
        delete_due_diligence_statement,
        methods=["DELETE"],
        name="delete_due_diligence_statement",
        include_in_schema=False,
    )


def _add_prepare_due_diligence_statement(
    router: APIRouter, service: services.PrepareDueDiligenceStatement, authenticate: Authenticate
) -> None:
    async def prepare_due_diligence_statement(request: Request) -> Response:
        """DS6. Prepare an order's EUDR statement"""
        path = request.path_params
        async with authenticate(request, PREPARE_DUE_DILIGENCE_STATEMENT) as ctx:
            filters.parse_prepare_due_diligence_statement_query(request.query_params.multi_items())
            body = await read_body(request, models.PrepareStatementRequest)
            await ctx.begin()
            result = await service.prepare_due_diligence_statement(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/orders/{id}/due-diligence-statement/",
        prepare_due_diligence_statement,
        methods=["POST"],
        name="prepare_due_diligence_statement",
        include_in_schema=False,
    )


def _add_file_due_diligence_statement(
    router: APIRouter, service: services.FileDueDiligenceStatement, authenticate: Authenticate
) -> None:
    async def file_due_diligence_statement(request: Request) -> Response:
        """DS7. File a due diligence statement"""
        path = request.path_params
        async with authenticate(request, FILE_DUE_DILIGENCE_STATEMENT) as ctx:
            filters.parse_file_due_diligence_statement_query(request.query_params.multi_items())
            await ctx.begin()
            result = await service.file_due_diligence_statement(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/due-diligence-statements/{id}/filing/",
        file_due_diligence_statement,
        methods=["POST"],
        name="file_due_diligence_statement",
        include_in_schema=False,
    )
