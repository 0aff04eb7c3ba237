"""S3: a submission with its survey instances, evaluated once whole (decision
survey_submission_context): the root, and one instance of each nested survey per value of its
dimension in the submission's context, under each instance of the survey above it.

The instances are built and evaluated in memory, with the answers their contexts already have,
then inserted a level at a time (ids returned in order), so a submission of thousands of nested
surveys takes a few statements.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from sqlalchemy import Table, insert, select

from generated import models
from generated.operations import BY_CODE
from handwritten.db.surveys import (
    CONTEXT_KEY_LENGTH,
    ApplicationSurvey,
    DataPoint,
    SubmissionSurvey,
    SurveyDefinition,
    SurveySubmission,
)
from handwritten.domain.surveys.context import (
    ContextError,
    QueryContextEntry,
    context_key,
    scalar_context,
    submission_context,
)
from handwritten.domain.surveys.definition import ROOT
from handwritten.domain.surveys.definition import SurveyDefinition as Compiled
from handwritten.domain.surveys.evaluation import Evaluator, Instance, MemoryStore
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import ValidationFailed, invalid_pk
from handwritten.services.surveys.definitions import compiled

_INSTANCES = cast(Table, SubmissionSurvey.__table__)
NESTED_SURVEYS = BY_CODE["S3"].limits["nested_surveys"]  # the document: "up to about 3000 nested surveys"
_TOO_MANY = f"A submission can hold at most {NESTED_SURVEYS} nested surveys; this one would hold more."
_TOO_LONG = f"Ensure each survey instance's context, as JSON, has at most {CONTEXT_KEY_LENGTH} characters."
_CHUNK = 1000  # context keys per statement reading the answers they already have


class _Planned:
    """An instance before it has an id: its place in the tree and its answer context."""

    def __init__(self, temporary: int, survey_key: str, parent: _Planned | None, holder: str | None,
                 dimension_value: str | None, position: int, context: dict[str, Any]) -> None:  # fmt: skip
        self.survey_key = survey_key
        self.parent = parent
        self.holder = holder
        self.dimension_value = dimension_value
        self.position = position
        self.context = context
        self.instance: Instance = Instance(
            temporary, survey_key, None if parent is None else parent.instance.id, context_key(context)
        )
        self.id: int | None = None


class TooManyInstances(ValueError):
    """The submission would hold more nested instances than a submission may."""


def plan_instances(definition: Compiled, context: dict[str, Any], at_most: int = NESTED_SURVEYS) -> list[_Planned]:
    """Every instance of a submission in `context`, parents before their nested instances; at most
    `at_most` nested ones (TooManyInstances, before any more is made: their number is a product)."""
    root = _Planned(-1, ROOT, None, None, None, 0, scalar_context(context))
    planned = [root]
    by_survey: dict[str, list[_Planned]] = {ROOT: [root]}
    for key, survey in sorted(definition.surveys.items(), key=lambda item: len(item[1].dimensions)):
        if key == ROOT:
            continue
        assert survey.parent is not None and survey.holder is not None
        dimension = definition.question(survey.holder).dimension
        assert dimension is not None
        values = context.get(dimension, [])
        if len(planned) - 1 + len(values) * len(by_survey.get(survey.parent, [])) > at_most:
            raise TooManyInstances()
        for parent in by_survey.get(survey.parent, []):
            for position, value in enumerate(values):
                child = _Planned(
                    -len(planned) - 1, key, parent, survey.holder, value, position, {**parent.context, dimension: value}
                )
                planned.append(child)
                by_survey.setdefault(key, []).append(child)
    return planned


async def create_submission(
    ctx: RequestContext, body: models.CreateSubmissionRequest
) -> models.CreatedSurveySubmission:
    session = ctx.session
    survey = await session.scalar(select(ApplicationSurvey).where(ApplicationSurvey.id == body.application_survey_id))
    if survey is None:
        raise ValidationFailed({"application_survey_id": invalid_pk(body.application_survey_id)})
    row = await session.get(SurveyDefinition, survey.definition_id)
    assert row is not None
    definition = compiled(row)
    entries = [QueryContextEntry(e.context_object, e.context_value, e.precision) for e in body.query_context]
    try:
        context = submission_context(entries, definition.dimensions)
    except ContextError as error:
        raise ValidationFailed({"query_context": {str(error.index): {error.field: [error.message]}}}) from None
    try:
        planned = plan_instances(definition, context)
    except TooManyInstances:
        raise ValidationFailed({"query_context": [_TOO_MANY]}) from None
    if any(len(p.instance.context_key) > CONTEXT_KEY_LENGTH for p in planned):  # what a data point's key holds
        raise ValidationFailed({"query_context": [_TOO_LONG]})
    instances = [p.instance for p in planned]
    await Evaluator(definition, MemoryStore(instances, await _answers(ctx, instances))).evaluate_all(instances)

    submission = SurveySubmission(
        company_id=ctx.workspace_id,
        application_survey_id=survey.id,
        definition_id=row.id,
        context=context,
        query_context=[e.model_dump() for e in body.query_context],
        created_by_id=ctx.user_id,
    )
    session.add(submission)
    await session.flush()
    await _insert(ctx, submission.id, planned)
    return models.CreatedSurveySubmission.model_construct(
        id=submission.id,
        application_survey_id=survey.id,
        context=context,
        query_context=submission.query_context,
        edited_at=submission.edited_at,
    )


async def _answers(ctx: RequestContext, instances: Sequence[Instance]) -> dict[tuple[str, str], str]:
    keys = sorted({instance.context_key for instance in instances})
    found: dict[tuple[str, str], str] = {}
    for start in range(0, len(keys), _CHUNK):
        rows = await ctx.session.execute(
            select(DataPoint.field_id, DataPoint.context_key, DataPoint.value).where(
                DataPoint.context_key.in_(keys[start : start + _CHUNK])
            )
        )
        found.update({(r.field_id, r.context_key): r.value for r in rows})
    return found


async def _insert(ctx: RequestContext, submission_id: int, planned: Sequence[_Planned]) -> None:
    """Insert the instances a level at a time, each level's parents' ids known."""
    level = [p for p in planned if p.parent is None]
    while level:
        rows = [
            {
                "company_id": ctx.workspace_id,
                "submission_id": submission_id,
                "parent_id": None if p.parent is None else p.parent.id,
                "survey_key": p.survey_key,
                "holder_field_id": p.holder,
                "dimension_value": p.dimension_value,
                "position": p.position,
                "context": p.context,
                "context_key": p.instance.context_key,
                "state": p.instance.state.to_json(),
            }
            for p in level
        ]
        ids = await ctx.session.scalars(
            insert(_INSTANCES).returning(_INSTANCES.c.id, sort_by_parameter_order=True), rows
        )
        for p, new_id in zip(level, ids, strict=True):
            p.id = new_id
        placed = {id(p) for p in level}
        level = [p for p in planned if p.parent is not None and id(p.parent) in placed]
