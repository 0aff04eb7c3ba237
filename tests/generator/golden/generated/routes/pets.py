# Generated from fixture_spec/operations/pets.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the pets area (main host).

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
from generated.filters import pets as filters
from generated.services import pets as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_PETS = OperationInfo(
    "P1",
    "list_pets",
    "GET",
    "/api/pets/",
    idempotent=False,
    rate_class="reads",
    permission="view_pet",
)
RETRIEVE_PET = OperationInfo(
    "P2",
    "retrieve_pet",
    "GET",
    "/api/pets/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_pet",
)
CREATE_PET = OperationInfo(
    "P3",
    "create_pet",
    "POST",
    "/api/pets/",
    idempotent=True,
    rate_class="writes",
    permission="add_pet",
)
UPDATE_PET = OperationInfo(
    "P4",
    "update_pet",
    "PATCH",
    "/api/pets/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="change_pet",
)
DELETE_PET = OperationInfo(
    "P5",
    "delete_pet",
    "DELETE",
    "/api/pets/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="delete_pet",
)
PET_STATISTICS = OperationInfo(
    "P6",
    "pet_statistics",
    "GET",
    "/api/pets/statistics/",
    idempotent=False,
    rate_class="reads",
    permission="member",
)
BULK_ADOPT_PETS = OperationInfo(
    "P7",
    "bulk_adopt_pets",
    "POST",
    "/api/pets/bulk-adoptions/",
    idempotent=True,
    rate_class="bulk",
    permission="change_pet",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListPets, "list_pets"):
        _add_list_pets(router, cast(services.ListPets, service), authenticate)
    else:
        add_absent_route(router, "/api/pets/", "GET")
    if implements(service, services.RetrievePet, "retrieve_pet"):
        _add_retrieve_pet(router, cast(services.RetrievePet, service), authenticate)
    else:
        add_absent_route(router, "/api/pets/{id}/", "GET")
    if implements(service, services.CreatePet, "create_pet"):
        _add_create_pet(router, cast(services.CreatePet, service), authenticate)
    else:
        add_absent_route(router, "/api/pets/", "POST")
    if implements(service, services.UpdatePet, "update_pet"):
        _add_update_pet(router, cast(services.UpdatePet, service), authenticate)
    else:
        add_absent_route(router, "/api/pets/{id}/", "PATCH")
    if implements(service, services.DeletePet, "delete_pet"):
        _add_delete_pet(router, cast(services.DeletePet, service), authenticate)
    else:
        add_absent_route(router, "/api/pets/{id}/", "DELETE")
    if implements(service, services.PetStatistics, "pet_statistics"):
        _add_pet_statistics(router, cast(services.PetStatistics, service), authenticate)
    else:
        add_absent_route(router, "/api/pets/statistics/", "GET")
    if implements(service, services.BulkAdoptPets, "bulk_adopt_pets"):
        _add_bulk_adopt_pets(router, cast(services.BulkAdoptPets, service), authenticate)
    else:
        add_absent_route(router, "/api/pets/bulk-adoptions/", "POST")
    add_pages(router, service)
    return router


def _add_list_pets(router: APIRouter, service: services.ListPets, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_pets(request: Request) -> Response:
        """P1. List pets"""
        async with authenticate(request, LIST_PETS) as ctx:
            query = filters.parse_list_pets_query(request.query_params.multi_items())
            result = await service.list_pets(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/pets/", list_pets, methods=["GET"], name="list_pets", include_in_schema=False)


def _add_retrieve_pet(router: APIRouter, service: services.RetrievePet, authenticate: Authenticate) -> None:
    async def retrieve_pet(request: Request) -> Response:
        """P2. Retrieve pet"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_PET) as ctx:
            filters.parse_retrieve_pet_query(request.query_params.multi_items())
            result = await service.retrieve_pet(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/pets/{id}/", retrieve_pet, methods=["GET"], name="retrieve_pet", include_in_schema=False)


def _add_create_pet(router: APIRouter, service: services.CreatePet, authenticate: Authenticate) -> None:
    async def create_pet(request: Request) -> Response:
        """P3. Create pet"""
        async with authenticate(request, CREATE_PET) as ctx:
            filters.parse_create_pet_query(request.query_params.multi_items())
            body = await read_body(request, models.CreatePetRequest)
            await ctx.begin()
            result = await service.create_pet(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route("/api/pets/", create_pet, methods=["POST"], name="create_pet", include_in_schema=False)


def _add_update_pet(router: APIRouter, service: services.UpdatePet, authenticate: Authenticate) -> None:
    async def update_pet(request: Request) -> Response:
        """P4. Update pet"""
        path = request.path_params
        async with authenticate(request, UPDATE_PET) as ctx:
            filters.parse_update_pet_query(request.query_params.multi_items())
            body = await read_body(request, models.UpdatePetRequest)
            result = await service.update_pet(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/pets/{id}/", update_pet, methods=["PATCH"], name="update_pet", include_in_schema=False)


def _add_delete_pet(router: APIRouter, service: services.DeletePet, authenticate: Authenticate) -> None:
    async def delete_pet(request: Request) -> Response:
        """P5. Delete pet"""
        path = request.path_params
        async with authenticate(request, DELETE_PET) as ctx:
            filters.parse_delete_pet_query(request.query_params.multi_items())
            await service.delete_pet(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(None, 204))

    router.add_route("/api/pets/{id}/", delete_pet, methods=["DELETE"], name="delete_pet", include_in_schema=False)


def _add_pet_statistics(router: APIRouter, service: services.PetStatistics, authenticate: Authenticate) -> None:
    async def pet_statistics(request: Request) -> Response:
        """P6. Pet statistics"""
        async with authenticate(request, PET_STATISTICS) as ctx:
            query = filters.parse_pet_statistics_query(request.query_params.multi_items())
            result = await service.pet_statistics(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/pets/statistics/", pet_statistics, methods=["GET"], name="pet_statistics", include_in_schema=False
    )


def _add_bulk_adopt_pets(router: APIRouter, service: services.BulkAdoptPets, authenticate: Authenticate) -> None:
    async def bulk_adopt_pets(request: Request) -> Response:
        """P7. Bulk-adopt pets"""
        async with authenticate(request, BULK_ADOPT_PETS) as ctx:
            filters.parse_bulk_adopt_pets_query(request.query_params.multi_items())
            body = await read_body(request, models.BulkAdoptPetsRequest)
            await ctx.begin()
            result = await service.bulk_adopt_pets(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/pets/bulk-adoptions/", bulk_adopt_pets, methods=["POST"], name="bulk_adopt_pets", include_in_schema=False
    )
