# Generated from spec/operations/api_keys.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the api_keys area (base host).

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
from generated.filters import api_keys as filters
from generated.services import api_keys as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_API_KEYS = OperationInfo(
    "AK1",
    "list_api_keys",
    "GET",
    "/api/accounts/api-keys/",
    idempotent=False,
    rate_class="reads",
    permission="member",
)
CREATE_API_KEY = OperationInfo(
    "AK2",
    "create_api_key",
    "POST",
    "/api/accounts/api-keys/",
    idempotent=True,
    rate_class="writes",
    permission="member",
)
REVOKE_API_KEY = OperationInfo(
    "AK3",
    "revoke_api_key",
    "DELETE",
    "/api/accounts/api-keys/{id}/",
    idempotent=False,
    rate_class="writes",
    permission="member",
)
LIST_MEMBER_API_KEYS = OperationInfo(
    "AK4",
    "list_member_api_keys",
    "GET",
    "/api/accounts/members/{id}/api-keys/",
    idempotent=False,
    rate_class="reads",
    permission="change_usercompany",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListApiKeys, "list_api_keys"):
        _add_list_api_keys(router, cast(services.ListApiKeys, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/api-keys/", "GET")
    if implements(service, services.CreateApiKey, "create_api_key"):
        _add_create_api_key(router, cast(services.CreateApiKey, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/api-keys/", "POST")
    if implements(service, services.RevokeApiKey, "revoke_api_key"):
        _add_revoke_api_key(router, cast(services.RevokeApiKey, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/api-keys/{id}/", "DELETE")
    if implements(service, services.ListMemberApiKeys, "list_member_api_keys"):
        _add_list_member_api_keys(router, cast(services.ListMemberApiKeys, service), authenticate)
    else:
        add_absent_route(router, "/api/accounts/members/{id}/api-keys/", "GET")
    add_pages(router, service)
    return router


def _add_list_api_keys(router: APIRouter, service: services.ListApiKeys, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_api_keys(request: Request) -> Response:
        """AK1. List API keys"""
        async with authenticate(request, LIST_API_KEYS) as ctx:
            query = filters.parse_list_api_keys_query(request.query_params.multi_items())
            result = await service.list_api_keys(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/api-keys/", list_api_keys, methods=["GET"], name="list_api_keys", include_in_schema=False
    )


def _add_create_api_key(router: APIRouter, service: services.CreateApiKey, authenticate: Authenticate) -> None:
    async def create_api_key(request: Request) -> Response:
        """AK2. Create API key"""
        async with authenticate(request, CREATE_API_KEY) as ctx:
            filters.parse_create_api_key_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateApiKeyRequest)
            await ctx.begin()
            result = await service.create_api_key(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/accounts/api-keys/", create_api_key, methods=["POST"], name="create_api_key", include_in_schema=False
    )


def _add_revoke_api_key(router: APIRouter, service: services.RevokeApiKey, authenticate: Authenticate) -> None:
    async def revoke_api_key(request: Request) -> Response:
        """AK3. Revoke API key"""
        path = request.path_params
        async with authenticate(request, REVOKE_API_KEY) as ctx:
            filters.parse_revoke_api_key_query(request.query_params.multi_items())
            await service.revoke_api_key(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(None, 204))

    router.add_route(
        "/api/accounts/api-keys/{id}/",
        revoke_api_key,
        methods=["DELETE"],
        name="revoke_api_key",
        include_in_schema=False,
    )


def _add_list_member_api_keys(
    router: APIRouter, service: services.ListMemberApiKeys, authenticate: Authenticate
) -> None:
    async def list_member_api_keys(request: Request) -> Response:
        """AK4. List a member's API keys"""
        path = request.path_params
        async with authenticate(request, LIST_MEMBER_API_KEYS) as ctx:
            query = filters.parse_list_member_api_keys_query(request.query_params.multi_items())
            result = await service.list_member_api_keys(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/accounts/members/{id}/api-keys/",
        list_member_api_keys,
        methods=["GET"],
        name="list_member_api_keys",
        include_in_schema=False,
    )
