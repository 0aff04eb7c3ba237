# Generated from spec/operations/assessment.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the assessment area (supply_chain host).

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
from generated.filters import assessment as filters
from generated.services import assessment as services
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
MITIGATE_ASSESSMENT = OperationInfo(
    "AS2",
    "mitigate_assessment",
    "POST",
    "/api/assessment-mitigations/",
    idempotent=True,
    rate_class="writes",
    permission="mitigate_assessment",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.MitigateAssessment, "mitigate_assessment"):
        _add_mitigate_assessment(router, cast(services.MitigateAssessment, service), authenticate)
    else:
        add_absent_route(router, "/api/assessment-mitigations/", "POST")
    add_pages(router, service)
    return router


def _add_mitigate_assessment(
    router: APIRouter, service: services.MitigateAssessment, authenticate: Authenticate
) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def mitigate_assessment(request: Request) -> Response:
        """AS2. Mitigate the assessment of an origin, an item or an order"""
        async with authenticate(request, MITIGATE_ASSESSMENT) as ctx:
            filters.parse_mitigate_assessment_query(request.query_params.multi_items())
            body = await read_body(request, models.MitigationRequest)
            await ctx.begin()
            result = await service.mitigate_assessment(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/assessment-mitigations/",
        mitigate_assessment,
        methods=["POST"],
        name="mitigate_assessment",
        include_in_schema=False,
    )
