# Generated from spec/operations/surveys.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""FastAPI routes of the surveys area (data_room host).

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
from generated.filters import surveys as filters
from generated.services import surveys as services
from handwritten.runtime import querystring as qs
from handwritten.runtime.context import Anonymous, Authenticate, OperationInfo
from handwritten.runtime.http import path_value, read_body, render
from handwritten.runtime.implementation import add_absent_route, add_pages, implements

__all__ = ["build_router"]

# What the runtime knows of each operation: the permission its caller's role must hold (checked
# before anything else of the request is read), its rate class, whether it takes an idempotency
# key, and the code and path template its logs and metrics name.
LIST_SURVEYS = OperationInfo(
    "S1",
    "list_surveys",
    "GET",
    "/api/surveys/",
    idempotent=False,
    rate_class="reads",
    permission="view_survey",
)
LIST_SUBMISSIONS = OperationInfo(
    "S2",
    "list_submissions",
    "GET",
    "/api/survey-submissions/",
    idempotent=False,
    rate_class="reads",
    permission="view_surveysubmission",
)
CREATE_SUBMISSION = OperationInfo(
    "S3",
    "create_submission",
    "POST",
    "/api/survey-submissions/",
    idempotent=True,
    rate_class="writes",
    permission="add_surveysubmission",
)
RETRIEVE_SUBMISSION_SUBSECTION = OperationInfo(
    "S4",
    "retrieve_submission_subsection",
    "GET",
    "/api/survey-submissions/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="view_surveysubmission",
)
UPSERT_DATA_POINT = OperationInfo(
    "S5",
    "upsert_data_point",
    "POST",
    "/api/data-points/",
    idempotent=True,
    rate_class="writes",
    permission="change_datapoint",
)
PUBLISH_SURVEY_DEFINITION = OperationInfo(
    "SV1",
    "publish_survey_definition",
    "POST",
    "/api/survey-definitions/",
    idempotent=True,
    rate_class="writes",
    permission="staff",
)
LIST_SURVEY_DEFINITIONS = OperationInfo(
    "SV2",
    "list_survey_definitions",
    "GET",
    "/api/survey-definitions/",
    idempotent=False,
    rate_class="reads",
    permission="staff",
)
RETRIEVE_SURVEY_DEFINITION = OperationInfo(
    "SV3",
    "retrieve_survey_definition",
    "GET",
    "/api/survey-definitions/{id}/",
    idempotent=False,
    rate_class="reads",
    permission="staff",
)


def build_router(service: object | None, *, authenticate: Authenticate, anonymous: Anonymous) -> APIRouter:
    """Routes for the operations of `service`; `authenticate` (or `anonymous`) gives the request context."""
    router = APIRouter()
    if implements(service, services.ListSurveys, "list_surveys"):
        _add_list_surveys(router, cast(services.ListSurveys, service), authenticate)
    else:
        add_absent_route(router, "/api/surveys/", "GET")
    if implements(service, services.ListSubmissions, "list_submissions"):
        _add_list_submissions(router, cast(services.ListSubmissions, service), authenticate)
    else:
        add_absent_route(router, "/api/survey-submissions/", "GET")
    if implements(service, services.CreateSubmission, "create_submission"):
        _add_create_submission(router, cast(services.CreateSubmission, service), authenticate)
    else:
        add_absent_route(router, "/api/survey-submissions/", "POST")
    if implements(service, services.RetrieveSubmissionSubsection, "retrieve_submission_subsection"):
        _add_retrieve_submission_subsection(router, cast(services.RetrieveSubmissionSubsection, service), authenticate)
    else:
        add_absent_route(router, "/api/survey-submissions/{id}/", "GET")
    if implements(service, services.UpsertDataPoint, "upsert_data_point"):
        _add_upsert_data_point(router, cast(services.UpsertDataPoint, service), authenticate)
    else:
        add_absent_route(router, "/api/data-points/", "POST")
    if implements(service, services.PublishSurveyDefinition, "publish_survey_definition"):
        _add_publish_survey_definition(router, cast(services.PublishSurveyDefinition, service), authenticate)
    else:
        add_absent_route(router, "/api/survey-definitions/", "POST")
    if implements(service, services.ListSurveyDefinitions, "list_survey_definitions"):
        _add_list_survey_definitions(router, cast(services.ListSurveyDefinitions, service), authenticate)
    else:
        add_absent_route(router, "/api/survey-definitions/", "GET")
    if implements(service, services.RetrieveSurveyDefinition, "retrieve_survey_definition"):
        _add_retrieve_survey_definition(router, cast(services.RetrieveSurveyDefinition, service), authenticate)
    else:
        add_absent_route(router, "/api/survey-definitions/{id}/", "GET")
    add_pages(router, service)
    return router


def _add_list_surveys(router: APIRouter, service: services.ListSurveys, authenticate: Authenticate) -> None:
    # A Starlette route, not FastAPI's: the endpoint takes the request and returns its response,
    # so FastAPI's per-request work (its dependency solving, path parameters validated as
    # strings) would buy nothing (docs/performance.md has the cost). Path parameters arrive as
    # text and are parsed here, so a malformed one is a 400, never a 422. The context is entered
    # here: it authenticates, then the inputs are parsed, then the operation runs, and
    # `complete` commits its work (handwritten/runtime/work.py).
    async def list_surveys(request: Request) -> Response:
        """S1. List surveys"""
        async with authenticate(request, LIST_SURVEYS) as ctx:
            query = filters.parse_list_surveys_query(request.query_params.multi_items())
            result = await service.list_surveys(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route("/api/surveys/", list_surveys, methods=["GET"], name="list_surveys", include_in_schema=False)


def _add_list_submissions(router: APIRouter, service: services.ListSubmissions, authenticate: Authenticate) -> None:
    async def list_submissions(request: Request) -> Response:
        """S2. List submissions"""
        async with authenticate(request, LIST_SUBMISSIONS) as ctx:
            query = filters.parse_list_submissions_query(request.query_params.multi_items())
            result = await service.list_submissions(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/survey-submissions/", list_submissions, methods=["GET"], name="list_submissions", include_in_schema=False
    )


def _add_create_submission(router: APIRouter, service: services.CreateSubmission, authenticate: Authenticate) -> None:
    async def create_submission(request: Request) -> Response:
        """S3. Create submission"""
        async with authenticate(request, CREATE_SUBMISSION) as ctx:
            filters.parse_create_submission_query(request.query_params.multi_items())
            body = await read_body(request, models.CreateSubmissionRequest)
            await ctx.begin()
            result = await service.create_submission(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/survey-submissions/",
        create_submission,
        methods=["POST"],
        name="create_submission",
        include_in_schema=False,
    )


def _add_retrieve_submission_subsection(
    router: APIRouter, service: services.RetrieveSubmissionSubsection, authenticate: Authenticate
) -> None:
    async def retrieve_submission_subsection(request: Request) -> Response:
        """S4. Retrieve submission subsection"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_SUBMISSION_SUBSECTION) as ctx:
            query = filters.parse_retrieve_submission_subsection_query(request.query_params.multi_items())
            result = await service.retrieve_submission_subsection(
                ctx=ctx,
                id=path_value("id", path["id"], qs.text(pattern="^[0-9]{1,18}:i?[0-9]{1,18}(:[0-9]{1,18})?$")),
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/survey-submissions/{id}/",
        retrieve_submission_subsection,
        methods=["GET"],
        name="retrieve_submission_subsection",
        include_in_schema=False,
    )


def _add_upsert_data_point(router: APIRouter, service: services.UpsertDataPoint, authenticate: Authenticate) -> None:
    async def upsert_data_point(request: Request) -> Response:
        """S5. Create or update data point"""
        async with authenticate(request, UPSERT_DATA_POINT) as ctx:
            filters.parse_upsert_data_point_query(request.query_params.multi_items())
            body = await read_body(request, models.UpsertDataPointRequest)
            await ctx.begin()
            result = await service.upsert_data_point(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/data-points/", upsert_data_point, methods=["POST"], name="upsert_data_point", include_in_schema=False
    )


def _add_publish_survey_definition(
    router: APIRouter, service: services.PublishSurveyDefinition, authenticate: Authenticate
) -> None:
    async def publish_survey_definition(request: Request) -> Response:
        """SV1. Publish a survey definition"""
        async with authenticate(request, PUBLISH_SURVEY_DEFINITION) as ctx:
            filters.parse_publish_survey_definition_query(request.query_params.multi_items())
            body = await read_body(request, models.PublishSurveyDefinitionRequest)
            await ctx.begin()
            result = await service.publish_survey_definition(
                ctx=ctx,
                body=body,
            )
            return await ctx.complete(render(result, 201))

    router.add_route(
        "/api/survey-definitions/",
        publish_survey_definition,
        methods=["POST"],
        name="publish_survey_definition",
        include_in_schema=False,
    )


def _add_list_survey_definitions(
    router: APIRouter, service: services.ListSurveyDefinitions, authenticate: Authenticate
) -> None:
    async def list_survey_definitions(request: Request) -> Response:
        """SV2. List survey definitions"""
        async with authenticate(request, LIST_SURVEY_DEFINITIONS) as ctx:
            query = filters.parse_list_survey_definitions_query(request.query_params.multi_items())
            result = await service.list_survey_definitions(
                ctx=ctx,
                query=query,
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/survey-definitions/",
        list_survey_definitions,
        methods=["GET"],
        name="list_survey_definitions",
        include_in_schema=False,
    )


def _add_retrieve_survey_definition(
    router: APIRouter, service: services.RetrieveSurveyDefinition, authenticate: Authenticate
) -> None:
    async def retrieve_survey_definition(request: Request) -> Response:
        """SV3. Retrieve survey definition"""
        path = request.path_params
        async with authenticate(request, RETRIEVE_SURVEY_DEFINITION) as ctx:
            filters.parse_retrieve_survey_definition_query(request.query_params.multi_items())
            result = await service.retrieve_survey_definition(
                ctx=ctx,
                id=path_value("id", path["id"], qs.integer()),
            )
            return await ctx.complete(render(result, 200))

    router.add_route(
        "/api/survey-definitions/{id}/",
        retrieve_survey_definition,
        methods=["GET"],
        name="retrieve_survey_definition",
        include_in_schema=False,
    )
