"""Surveys (data_room host): S1–S5 and the extensions SV1–SV3.

Every survey request maps its member to the workspace's data room records first
(data_room.py); publishing (SV1–SV3) is for platform staff only, which the runtime checks
before reading the request (spec: permission staff).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy import select, union
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.filters import surveys as filters
from generated.rows.surveys import (
    SURVEY_COLUMNS,
    SURVEY_DEFINITION_COLUMNS,
    survey_definition_from_row,
    survey_definition_row,
    survey_from_row,
)
from generated.services import surveys as interface
from handwritten.db.products import Tag
from handwritten.db.surveys import (
    ApplicationSurvey,
    ApplicationSurveyTag,
    SurveyDefinition,
    SurveySubmission,
)
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound
from handwritten.runtime.filtering import AnySelect, FieldMap, Join, ToMany, filtered
from handwritten.runtime.querystring import FilterTerm
from handwritten.services.dependencies import Service
from handwritten.services.listing import listed
from handwritten.services.rows import mappings, timestamp
from handwritten.services.surveys import data_points, submissions, subsections
from handwritten.services.surveys.data_room import data_room_ids
from handwritten.services.surveys.definitions import publish_definition
from handwritten.services.surveys.subsections import root_key

A = ApplicationSurvey
_TAGGED = select(ApplicationSurveyTag.tag_id).where(ApplicationSurveyTag.application_survey_id == A.id)
SURVEY_FIELDS = FieldMap(
    A,
    {("id",): A.id, ("tags", "name"): Tag.name},
    joins=(
        Join(SurveyDefinition, SurveyDefinition.id == A.definition_id),  # the version it follows (SURVEY_COLUMNS)
        Join(Tag, Tag.id == ApplicationSurveyTag.tag_id),
    ),
    to_many=(ToMany(("tags",), _TAGGED),),
)
SUBMISSION_FIELDS = FieldMap(
    SurveySubmission,
    {("id",): SurveySubmission.id, ("context",): SurveySubmission.context, ("tags", "name"): Tag.name},
    joins=(Join(Tag, Tag.id == ApplicationSurveyTag.tag_id),),
    to_many=(
        ToMany(
            ("tags",),
            select(ApplicationSurveyTag.tag_id).where(
                ApplicationSurveyTag.application_survey_id == SurveySubmission.application_survey_id
            ),
        ),
    ),
)

S = SurveySubmission


@functools.cache
def _versions(filtering: bool) -> AnySelect:
    """S2's rows before its query, a survey version each, (definition_id, survey_id), in that
    order (decision survey_submission_rows): the versions of the workspace's submissions, which
    listed() narrows to those of matching submissions, and without filters also each survey's
    version now, submitted or not. Built once each (listed(): the same list, the same statement)."""
    submitted = select(S.definition_id.label("definition_id"), S.application_survey_id.label("survey_id"))
    if filtering:
        return submitted.distinct().order_by(S.definition_id, S.application_survey_id)
    versions = union(select(A.definition_id.label("definition_id"), A.id.label("survey_id")), submitted).subquery()
    return select(versions.c.definition_id, versions.c.survey_id).order_by(
        versions.c.definition_id, versions.c.survey_id
    )


def _matching_submissions(terms: Iterable[FilterTerm]) -> AnySelect:
    """The submissions that S2's filters match, oldest first (each row lists them so)."""
    return filtered(select(S), terms, SUBMISSION_FIELDS).order_by(S.id)


class SurveysService(Service, interface.SurveysService):
    async def list_surveys(self, *, ctx: RequestContext, query: filters.ListSurveysQuery) -> models.SurveyList:
        await data_room_ids(ctx)
        count, rows = await listed(ctx.session, SURVEY_FIELDS.select(*SURVEY_COLUMNS), query, SURVEY_FIELDS)
        found = mappings(rows)
        tags = await self._tags(ctx, [row["application_survey_id"] for row in found])
        return models.SurveyList.model_construct(
            count=count,
            results=[survey_from_row(row, tags=tags.get(row["application_survey_id"], [])) for row in found],
        )

    async def list_submissions(
        self, *, ctx: RequestContext, query: filters.ListSubmissionsQuery
    ) -> models.SurveySubmissionRowList:
        """A row per survey version: the active one of each survey, and each older version the
        workspace has submissions of; with the filters, only the rows of matching submissions
        (decision survey_submission_rows)."""
        await data_room_ids(ctx)
        filtering = bool(query.filters.terms())
        count, rows = await listed(ctx.session, _versions(filtering), query, SUBMISSION_FIELDS, tie_breaker=())
        window = [(row.definition_id, row.survey_id) for row in rows]
        versions: dict[tuple[int, int], list[SurveySubmission]] = {key: [] for key in window}
        if window:
            # The page's submissions: those of its surveys, matching the filters, oldest first.
            matching = _matching_submissions(query.filters.terms()).where(
                SurveySubmission.application_survey_id.in_(sorted({survey_id for _, survey_id in window}))
            )
            for submission in await ctx.session.scalars(matching):
                listed_in = versions.get((submission.definition_id, submission.application_survey_id))
                if listed_in is not None:
                    listed_in.append(submission)
        definitions = await self._definitions(ctx, {definition_id for definition_id, _ in window})
        results = [
            models.SurveySubmissionRow.model_construct(
                id=definition_id,
                version=definitions[definition_id].version,
                is_active_version=definitions[definition_id].is_active_version,
                survey_id=survey_id,
                survey_export_data=definitions[definition_id].export_data,
                survey_submissions=[_listed(s) for s in versions[(definition_id, survey_id)]],
            )
            for definition_id, survey_id in window
        ]
        return models.SurveySubmissionRowList.model_construct(count=count, results=results)

    async def create_submission(
        self, *, ctx: RequestContext, body: models.CreateSubmissionRequest
    ) -> models.CreatedSurveySubmission:
        await data_room_ids(ctx)
        return await submissions.create_submission(ctx, body)

    async def retrieve_submission_subsection(
        self, *, ctx: RequestContext, id: str, query: filters.RetrieveSubmissionSubsectionQuery
    ) -> models.SurveySubmissionRow:
        await data_room_ids(ctx)
        return await subsections.retrieve_subsection(ctx, id, bool(query.agent))

    async def upsert_data_point(self, *, ctx: RequestContext, body: models.UpsertDataPointRequest) -> models.DataPoint:
        return await data_points.upsert_data_point(ctx, body, await data_room_ids(ctx))

    async def publish_survey_definition(
        self, *, ctx: RequestContext, body: models.PublishSurveyDefinitionRequest
    ) -> models.SurveyDefinition:
        async with self.deps.db.session() as session:  # the platform's tables and other workspaces'
            row = await publish_definition(
                session, document=body.definition, workspace_ids=body.workspace_ids, user_id=ctx.user_id
            )
            await session.commit()
        return definition_from(survey_definition_row(row), sorted(set(body.workspace_ids)))

    async def list_survey_definitions(
        self, *, ctx: RequestContext, query: filters.ListSurveyDefinitionsQuery
    ) -> models.SurveyDefinitionList:
        async with self.deps.db.session() as session:
            statement = DEFINITION_FIELDS.select(*SURVEY_DEFINITION_COLUMNS)
            count, rows = await listed(session, statement, query, DEFINITION_FIELDS)
            published = await _published_to(session, [row.id for row in rows])
        return models.SurveyDefinitionList.model_construct(
            count=count, results=[definition_from(row._mapping, published.get(row.id, [])) for row in rows]
        )

    async def retrieve_survey_definition(self, *, ctx: RequestContext, id: int) -> models.SurveyDefinition:
        async with self.deps.db.session() as session:
            statement = select(*SURVEY_DEFINITION_COLUMNS).where(SurveyDefinition.id == id)
            row = (await session.execute(statement)).one_or_none()
            if row is None:
                raise NotFound()
            published = await _published_to(session, [id])
        return definition_from(row._mapping, published.get(id, []))

    async def _definitions(self, ctx: RequestContext, ids: set[int]) -> dict[int, SurveyDefinition]:
        rows = await ctx.session.scalars(select(SurveyDefinition).where(SurveyDefinition.id.in_(ids)))
        return {row.id: row for row in rows}

    async def _tags(self, ctx: RequestContext, survey_ids: list[int]) -> dict[int, list[models.Tag]]:
        rows = await ctx.session.execute(
            select(ApplicationSurveyTag.application_survey_id, Tag.id, Tag.name, Tag.slug)
            .join(Tag, Tag.id == ApplicationSurveyTag.tag_id)
            .where(ApplicationSurveyTag.application_survey_id.in_(survey_ids))
            .order_by(Tag.name)
        )
        tags: dict[int, list[models.Tag]] = {}
        for row in rows:
            tags.setdefault(row.application_survey_id, []).append(
                models.Tag.model_construct(id=row.id, name=row.name, slug=row.slug)
            )
        return tags


DEFINITION_FIELDS = FieldMap(
    SurveyDefinition,
    {
        ("id",): SurveyDefinition.id,
        ("key",): SurveyDefinition.key,
        ("version",): SurveyDefinition.version,
        ("is_active_version",): SurveyDefinition.is_active_version,
        ("published_at",): SurveyDefinition.published_at,
    },
)


async def _published_to(session: AsyncSession, definition_ids: list[int]) -> dict[int, list[int]]:
    rows = await session.execute(
        select(A.definition_id, A.company_id).where(A.definition_id.in_(definition_ids)).order_by(A.company_id)
    )
    found: dict[int, list[int]] = {}
    for row in rows:
        found.setdefault(row.definition_id, []).append(row.company_id)
    return found


def definition_from(row: Mapping[Any, Any], workspace_ids: list[int]) -> models.SurveyDefinition:
    """The SurveyDefinition of a row of SURVEY_DEFINITION_COLUMNS, given the workspaces that follow it."""
    return survey_definition_from_row(row, workspace_ids=workspace_ids, definition=row["definition"])


def _listed(submission: SurveySubmission) -> dict[str, Any]:
    return {
        "id": submission.id,
        "application_survey_id": submission.application_survey_id,
        "context": submission.context,
        "query_context": submission.query_context,
        "created_at": timestamp(submission.created_at),
        "edited_at": timestamp(submission.edited_at),
        "key": root_key(submission.id, submission.application_survey_id),
    }
