# Generated from spec/operations/products.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the products area (supply_chain host).

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
from generated.filters import products as filters
from generated.services import products as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_PRODUCTS = OperationInfo(
    "PR1",
    "list_products",
    "GET",
    "/api/products/",
    idempotent=False,
    rate_class="reads",
    permission="view_product",
)
CREATE_PRODUCT = OperationInfo(
    "PR2",
    "create_product",
    "POST",
    "/api/products/",
    idempotent=True,
    rate_class="writes",
    permission="add_product",
)
RETRIEVE_PRODUCT = OperationInfo(
    "PR3",
    "retrieve_product",
    "GET",
    "/api/products/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_product",
)
PARTIAL_UPDATE_PRODUCT = OperationInfo(
    "PR4",
    "partial_update_product",
    "PATCH",
    "/api/products/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_product",
)
DELETE_PRODUCT = OperationInfo(
    "PR5",
    "delete_product",
    "DELETE",
    "/api/products/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="delete_product",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListProducts, "list_products"):
        _add_list_products(router, cast(services.ListProducts, service), authenticate)
    else:
        add_absent_route(router, "/api/products/", "GET")
    if implements(service, services.CreateProduct, "create_product"):
        _add_create_product(router, cast(services.CreateProduct, service), authenticate)
    else:
        add_absent_route(router, "/api/products/", "POST")
    if implements(service, services.RetrieveProduct, "retrieve_product"):
        _add_retrieve_product(router, cast(services.RetrieveProduct, service), authenticate)
    else:
        add_absent_route(router, "/api/products/{id}/", "GET")
    if implements(service, services.PartialUpdateProduct, "partial_update_product"):
        _add_partial_update_product(router, cast(services.PartialUpdateProduct, service), authenticate)
    else:
        add_absent_route(router, "/api/products/{id}/", "PATCH")
    if implements(service, services.DeleteProduct, "delete_product"):
        _add_delete_product(router, cast(services.DeleteProduct, service), authenticate)
    else:
        add_absent_route(router, "/api/products/{id}/", "DELETE")
    add_pages(router, service)
    return router


def _add_list_products(router: APIRouter, service: services.ListProducts, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_products(request: Request) -> Response:
        """PR1. List products"""
        async with authenticate(request, LIST_PRODUCTS) as ctx:
            query = filters.parse_list_products_query(request.query_params.multi_items())
            result = await service.list_products(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/products/", list_products, methods=["GET"], name="list_products", include_in_schema=False)


def _add_create_product(router: APIRouter, service: services.CreateProduct, authenticate: Authenticate) -> None:
    async def create_product(request: Request) -> Response:
        """PR2. Create a product"""
        async with authenticate(request, CREATE_PRODUCT) as ctx:
            filters.parse_create_product_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateProductRequest)
            await ctx.begin()
            result = await service.create_product(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route("/api/products/", create_product, methods=["POST"], name="create_product", include_in_schema=False)


def _add_retrieve_product(router: APIRouter, service: services.RetrieveProduct, authenticate: Authenticate) -> None:
    async def retrieve_product(request: Request) -> Response:
        """PR3. Retrieve a product"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_PRODUCT) as ctx:
            filters.parse_retrieve_product_query(request.query_params.multi_items())
            result = await service.retrieve_product(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/products/{id}/", retrieve_product, methods=["GET"], name="retrieve_product", include_in_schema=False
    )


def _add_partial_update_product(
    router: APIRouter, service: services.PartialUpdateProduct, authenticate: Authenticate
) -> None:
    async def partial_update_product(request: Request) -> Response:
        """PR4. Update a product"""
        path = request.path_params
        async with authenticate(request, PARTIAL_UPDATE_PRODUCT) as ctx:
            filters.parse_partial_update_product_query(request.query_params.multi_items())
            body = await read_body(request, models.UpdateProductRequest)
            await ctx.begin()
            result = await service.partial_update_product(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/products/{id}/",
        partial_update_product,
        methods=["PATCH"],
        name="partial_update_product",
        include_in_schema=False,
    )


def _add_delete_product(router: APIRouter, service: services.DeleteProduct, authenticate: Authenticate) -> None:
    async def delete_product(request: Request) -> Response:
        """PR5. Delete a product"""
        path = request.path_params
        async with authenticate(request, DELETE_PRODUCT) as ctx:
            filters.parse_delete_product_query(request.query_params.multi_items())
            await service.delete_product(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(None, 204))

    router.add_route(
        "/api/products/{id}/", delete_product, methods=["DELETE"], name="delete_product", include_in_schema=False
    )
