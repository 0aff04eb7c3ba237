# Generated from spec/operations/classification_rules.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the classification_rules area (base host).

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
from generated.filters import classification_rules as filters
from generated.services import classification_rules as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_CLASSIFICATION_RULES = OperationInfo(
    "CR1",
    "list_classification_rules",
    "GET",
    "/api/classification-rules/",
    idempotent=False,
    rate_class="reads",
    permission="view_classificationrule",
)
CREATE_CLASSIFICATION_RULE = OperationInfo(
    "CR2",
    "create_classification_rule",
    "POST",
    "/api/classification-rules/",
    idempotent=True,
    rate_class="writes",
    permission="add_classificationrule",
)
RETRIEVE_CLASSIFICATION_RULE = OperationInfo(
    "CR3",
    "retrieve_classification_rule",
    "GET",
    "/api/classification-rules/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_classificationrule",
)
PARTIAL_UPDATE_CLASSIFICATION_RULE = OperationInfo(
    "CR4",
    "partial_update_classification_rule",
    "PATCH",
    "/api/classification-rules/{id}/",
    idempotent=True,
    rate_class="writes",
    permission="change_classificationrule",
)
DELETE_CLASSIFICATION_RULE = OperationInfo(
    "CR5",
    "delete_classification_rule",
    "DELETE",
    "/api/classification-rules/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="delete_classificationrule",
)
LIST_EMISSION_CATEGORIES = OperationInfo(
    "CR6",
    "list_emission_categories",
    "GET",
    "/api/emission-categories/",
    idempotent=False,
    rate_class="reads",
    permission="view_classificationrule",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListClassificationRules, "list_classification_rules"):
        _add_list_classification_rules(router, cast(services.ListClassificationRules, service), authenticate)
    else:
        add_absent_route(router, "/api/classification-rules/", "GET")
    if implements(service, services.CreateClassificationRule, "create_classification_rule"):
        _add_create_classification_rule(router, cast(services.CreateClassificationRule, service), authenticate)
    else:
        add_absent_route(router, "/api/classification-rules/", "POST")
    if implements(service, services.RetrieveClassificationRule, "retrieve_classification_rule"):
        _add_retrieve_classification_rule(router, cast(services.RetrieveClassificationRule, service), authenticate)
    else:
        add_absent_route(router, "/api/classification-rules/{id}/", "GET")
    if implements(service, services.PartialUpdateClassificationRule, "partial_update_classification_rule"):
        _add_partial_update_classification_rule(
            router, cast(services.PartialUpdateClassificationRule, service), authenticate
        )
    else:
        add_absent_route(router, "/api/classification-rules/{id}/", "PATCH")
    if implements(service, services.DeleteClassificationRule, "delete_classification_rule"):
        _add_delete_classification_rule(router, cast(services.DeleteClassificationRule, service), authenticate)
    else:
        add_absent_route(router, "/api/classification-rules/{id}/", "DELETE")
    if implements(service, services.ListEmissionCategories, "list_emission_categories"):
        _add_list_emission_categories(router, cast(services.ListEmissionCategories, service), authenticate)
    else:
        add_absent_route(router, "/api/emission-categories/", "GET")
    add_pages(router, service)
    return router


def _add_list_classification_rules(
    router: APIRouter, service: services.ListClassificationRules, authenticate: Authenticate
) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_classification_rules(request: Request) -> Response:
        """CR1. List classification rules"""
        async with authenticate(request, LIST_CLASSIFICATION_RULES) as ctx:
            query = filters.parse_list_classification_rules_query(request.query_params.multi_items())
            result = await service.list_classification_rules(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/classification-rules/",
        list_classification_rules,
        methods=["GET"],
        name="list_classification_rules",
        include_in_schema=False,
    )


def _add_create_classification_rule(
    router: APIRouter, service: services.CreateClassificationRule, authenticate: Authenticate
) -> None:
    async def create_classification_rule(request: Request) -> Response:
        """CR2. Create classification rule"""
        async with authenticate(request, CREATE_CLASSIFICATION_RULE) as ctx:
            filters.parse_create_classification_rule_query(request.query_params.multi_items())
            body = await read_body(request, models.ClassificationRuleRequest)
            await ctx.begin()
            result = await service.create_classification_rule(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/classification-rules/",
        create_classification_rule,
        methods=["POST"],
        name="create_classification_rule",
        include_in_schema=False,
    )


def _add_retrieve_classification_rule(
    router: APIRouter, service: services.RetrieveClassificationRule, authenticate: Authenticate
) -> None:
    async def retrieve_classification_rule(request: Request) -> Response:
        """CR3. Retrieve classification rule"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_CLASSIFICATION_RULE) as ctx:
            filters.parse_retrieve_classification_rule_query(request.query_params.multi_items())
            result = await service.retrieve_classification_rule(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/classification-rules/{id}/",
        retrieve_classification_rule,
        methods=["GET"],
        name="retrieve_classification_rule",
        include_in_schema=False,
    )


def _add_partial_update_classification_rule(
    router: APIRouter, service: services.PartialUpdateClassificationRule, authenticate: Authenticate
) -> None:
    async def partial_update_classification_rule(request: Request) -> Response:
        """CR4. Partially update classification rule"""
        path = request.path_params
        async with authenticate(request, PARTIAL_UPDATE_CLASSIFICATION_RULE) as ctx:
            filters.parse_partial_update_classification_rule_query(request.query_params.multi_items())
            body = await read_body(request, models.UpdateClassificationRuleRequest)
            await ctx.begin()
            result = await service.partial_update_classification_rule(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/classification-rules/{id}/",
        partial_update_classification_rule,
        methods=["PATCH"],
        name="partial_update_classification_rule",
        include_in_schema=False,
    )


def _add_delete_classification_rule(
    router: APIRouter, service: services.DeleteClassificationRule, authenticate: Authenticate
) -> None:
    async def delete_classification_rule(request: Request) -> Response:
        """CR5. Delete classification rule"""
        path = request.path_params
        async with authenticate(request, DELETE_CLASSIFICATION_RULE) as ctx:
            filters.parse_delete_classification_rule_query(request.query_params.multi_items())
            await service.delete_classification_rule(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(None, 204))

    router.add_route(
        "/api/classification-rules/{id}/",
        delete_classification_rule,
        methods=["DELETE"],
        name="delete_classification_rule",
        include_in_schema=False,
    )


def _add_list_emission_categories(
    router: APIRouter, service: services.ListEmissionCategories, authenticate: Authenticate
) -> None:
    async def list_emission_categories(request: Request) -> Response:
        """CR6. List emission categories"""
        async with authenticate(request, LIST_EMISSION_CATEGORIES) as ctx:
            query = filters.parse_list_emission_categories_query(request.query_params.multi_items())
            result = await service.list_emission_categories(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/emission-categories/",
        list_emission_categories,
        methods=["GET"],
        name="list_emission_categories",
        include_in_schema=False,
    )
