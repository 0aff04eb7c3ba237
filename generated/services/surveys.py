# Generated from spec/operations/surveys.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the surveys area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import surveys as filters
from handwritten.runtime.context import RequestContext

__all__ = [
    "ListSurveys",
    "ListSubmissions",
    "CreateSubmission",
    "RetrieveSubmissionSubsection",
    "UpsertDataPoint",
    "PublishSurveyDefinition",
    "ListSurveyDefinitions",
    "RetrieveSurveyDefinition",
    "SurveysService",
]


class ListSurveys(Protocol):
    async def list_surveys(self, *, ctx: RequestContext, query: filters.ListSurveysQuery) -> models.SurveyList:
        """S1. List surveys: GET /api/surveys/"""
        ...


class ListSubmissions(Protocol):
    async def list_submissions(
        self, *, ctx: RequestContext, query: filters.ListSubmissionsQuery
    ) -> models.SurveySubmissionRowList:
        """S2. List submissions: GET /api/survey-submissions/"""
        ...


class CreateSubmission(Protocol):
    async def create_submission(
        self, *, ctx: RequestContext, body: models.CreateSubmissionRequest
    ) -> models.CreatedSurveySubmission:
        """S3. Create submission: POST /api/survey-submissions/"""
        ...


class RetrieveSubmissionSubsection(Protocol):
    async def retrieve_submission_subsection(
        self, *, ctx: RequestContext, id: str, query: filters.RetrieveSubmissionSubsectionQuery
    ) -> models.SurveySubmissionRow:
        """S4. Retrieve submission subsection: GET /api/survey-submissions/{id}/"""
        ...


class UpsertDataPoint(Protocol):
    async def upsert_data_point(self, *, ctx: RequestContext, body: models.UpsertDataPointRequest) -> models.DataPoint:
        """S5. Create or update data point: POST /api/data-points/"""
        ...


class PublishSurveyDefinition(Protocol):
    async def publish_survey_definition(
        self, *, ctx: RequestContext, body: models.PublishSurveyDefinitionRequest
    ) -> models.SurveyDefinition:
        """SV1. Publish a survey definition: POST /api/survey-definitions/"""
        ...


class ListSurveyDefinitions(Protocol):
    async def list_survey_definitions(
        self, *, ctx: RequestContext, query: filters.ListSurveyDefinitionsQuery
    ) -> models.SurveyDefinitionList:
        """SV2. List survey definitions: GET /api/survey-definitions/"""
        ...


class RetrieveSurveyDefinition(Protocol):
    async def retrieve_survey_definition(self, *, ctx: RequestContext, id: int) -> models.SurveyDefinition:
        """SV3. Retrieve survey definition: GET /api/survey-definitions/{id}/"""
        ...


class SurveysService(
    ListSurveys,
    ListSubmissions,
    CreateSubmission,
    RetrieveSubmissionSubsection,
    UpsertDataPoint,
    PublishSurveyDefinition,
    ListSurveyDefinitions,
    RetrieveSurveyDefinition,
    Protocol,
):
    """Every operation of the surveys area."""
