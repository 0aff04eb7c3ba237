"""The surveys operations: one module per operation, and their methods on Canopy (`canopy.surveys`)."""

from typing import cast

from ...client import AuthenticatedClient
from ...models.create_submission_request import CreateSubmissionRequest
from ...models.created_survey_submission import CreatedSurveySubmission
from ...models.data_point import DataPoint
from ...models.list_survey_definitions_ordering_item import ListSurveyDefinitionsOrderingItem
from ...models.publish_survey_definition_request import PublishSurveyDefinitionRequest
from ...models.survey_definition import SurveyDefinition
from ...models.survey_definition_list import SurveyDefinitionList
from ...models.survey_list import SurveyList
from ...models.survey_submission_row import SurveySubmissionRow
from ...models.survey_submission_row_list import SurveySubmissionRowList
from ...models.upsert_data_point_request import UpsertDataPointRequest
from ...types import UNSET, Unset
from . import create_submission as _create_submission
from . import list_submissions as _list_submissions
from . import list_survey_definitions as _list_survey_definitions
from . import list_surveys as _list_surveys
from . import publish_survey_definition as _publish_survey_definition
from . import retrieve_submission_subsection as _retrieve_submission_subsection
from . import retrieve_survey_definition as _retrieve_survey_definition
from . import upsert_data_point as _upsert_data_point

__all__ = ["SurveysOperations", "AsyncSurveysOperations"]


class SurveysOperations:
    """The surveys operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def upsert_data_point(
        self,
        *,
        body: UpsertDataPointRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> DataPoint:
        """Create or update data point.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _upsert_data_point.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DataPoint, response.parsed)

    def list_survey_definitions(
        self,
        *,
        key: str | Unset = UNSET,
        is_active_version: bool | Unset = UNSET,
        ordering: list[ListSurveyDefinitionsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> SurveyDefinitionList:
        """List survey definitions.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_survey_definitions.sync_detailed(
            client=self._client,
            key=key,
            is_active_version=is_active_version,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(SurveyDefinitionList, response.parsed)

    def publish_survey_definition(
        self,
        *,
        body: PublishSurveyDefinitionRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> SurveyDefinition:
        """Publish a survey definition.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _publish_survey_definition.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(SurveyDefinition, response.parsed)

    def retrieve_survey_definition(
        self,
        id: int,
    ) -> SurveyDefinition:
        """Retrieve survey definition.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_survey_definition.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(SurveyDefinition, response.parsed)

    def list_submissions(
        self,
        *,
        tags: list[str] | Unset = UNSET,
        context_contains: str | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> SurveySubmissionRowList:
        """List submissions.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_submissions.sync_detailed(
            client=self._client,
            tags=tags,
            context_contains=context_contains,
            limit=limit,
            offset=offset,
        )
        return cast(SurveySubmissionRowList, response.parsed)

    def create_submission(
        self,
        *,
        body: CreateSubmissionRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> CreatedSurveySubmission:
        """Create submission.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_submission.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(CreatedSurveySubmission, response.parsed)

    def retrieve_submission_subsection(
        self,
        id: str,
        *,
        agent: bool | Unset = UNSET,
    ) -> SurveySubmissionRow:
        """Retrieve submission subsection.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_submission_subsection.sync_detailed(
            client=self._client,
            id=id,
            agent=agent,
        )
        return cast(SurveySubmissionRow, response.parsed)

    def list_surveys(
        self,
        *,
        tags: list[str] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> SurveyList:
        """List surveys.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_surveys.sync_detailed(
            client=self._client,
            tags=tags,
            limit=limit,
            offset=offset,
        )
        return cast(SurveyList, response.parsed)


class AsyncSurveysOperations:
    """The surveys operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def upsert_data_point(
        self,
        *,
        body: UpsertDataPointRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> DataPoint:
        """Create or update data point.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _upsert_data_point.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DataPoint, response.parsed)

    async def list_survey_definitions(
        self,
        *,
        key: str | Unset = UNSET,
        is_active_version: bool | Unset = UNSET,
        ordering: list[ListSurveyDefinitionsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> SurveyDefinitionList:
        """List survey definitions.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_survey_definitions.asyncio_detailed(
            client=self._client,
            key=key,
            is_active_version=is_active_version,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(SurveyDefinitionList, response.parsed)

    async def publish_survey_definition(
        self,
        *,
        body: PublishSurveyDefinitionRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> SurveyDefinition:
        """Publish a survey definition.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _publish_survey_definition.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(SurveyDefinition, response.parsed)

    async def retrieve_survey_definition(
        self,
        id: int,
    ) -> SurveyDefinition:
        """Retrieve survey definition.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_survey_definition.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(SurveyDefinition, response.parsed)

    async def list_submissions(
        self,
        *,
        tags: list[str] | Unset = UNSET,
        context_contains: str | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> SurveySubmissionRowList:
        """List submissions.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_submissions.asyncio_detailed(
            client=self._client,
            tags=tags,
            context_contains=context_contains,
            limit=limit,
            offset=offset,
        )
        return cast(SurveySubmissionRowList, response.parsed)

    async def create_submission(
        self,
        *,
        body: CreateSubmissionRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> CreatedSurveySubmission:
        """Create submission.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_submission.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(CreatedSurveySubmission, response.parsed)

    async def retrieve_submission_subsection(
        self,
        id: str,
        *,
        agent: bool | Unset = UNSET,
    ) -> SurveySubmissionRow:
        """Retrieve submission subsection.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_submission_subsection.asyncio_detailed(
            client=self._client,
            id=id,
            agent=agent,
        )
        return cast(SurveySubmissionRow, response.parsed)

    async def list_surveys(
        self,
        *,
        tags: list[str] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> SurveyList:
        """List surveys.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_surveys.asyncio_detailed(
            client=self._client,
            tags=tags,
            limit=limit,
            offset=offset,
        )
        return cast(SurveyList, response.parsed)
