"""S4: one survey instance of a submission (or one block of it), read from its stored evaluated
state: nothing is evaluated here (decision survey_subsection_key)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from generated import models
from handwritten.db.surveys import DataPoint, SubmissionSurvey, SurveyDefinition, SurveySubmission
from handwritten.domain.surveys.definition import Block, Question
from handwritten.domain.surveys.evaluation import InstanceState
from handwritten.domain.surveys.expressions import format_value
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound, ValidationFailed
from handwritten.services.shared import timestamp
from handwritten.services.surveys.definitions import compiled

_PARTS = ("survey_submission_id", "survey_id", "survey_block_id")


def parse_key(key: str) -> tuple[int, int, int | None]:
    """`submission:survey[:block]`, each a positive integer; a 400 naming the part otherwise."""
    parts = key.split(":")
    if not 2 <= len(parts) <= 3:
        raise ValidationFailed({"id": ["Expected survey_submission_id:survey_id[:survey_block_id]."]})
    numbers: list[int] = []
    for name, part in zip(_PARTS, parts, strict=False):
        if not part.isascii() or not part.isdigit() or len(part) > 18:
            raise ValidationFailed({"id": [f"{name} must be a positive integer, not {part!r}."]})
        numbers.append(int(part))
    return numbers[0], numbers[1], numbers[2] if len(numbers) == 3 else None


def subsection_key(submission_id: int, survey_id: int, block_id: int | None = None) -> str:
    return f"{submission_id}:{survey_id}" if block_id is None else f"{submission_id}:{survey_id}:{block_id}"


async def retrieve_subsection(ctx: RequestContext, key: str, agent: bool) -> models.SurveySubmissionRow:
    submission_id, survey_id, block_id = parse_key(key)
    session = ctx.session
    # Not the whole row: its context lists every nested instance (200 KB at 3,000 sites).
    submission = (
        await session.execute(
            select(
                SurveySubmission.id,
                SurveySubmission.company_id,
                SurveySubmission.definition_id,
                SurveySubmission.application_survey_id,
                SurveySubmission.edited_at,
            ).where(SurveySubmission.id == submission_id)
        )
    ).one_or_none()
    instance = await session.scalar(
        select(SubmissionSurvey).where(
            SubmissionSurvey.id == survey_id, SubmissionSurvey.submission_id == submission_id
        )
    )
    if submission is None or instance is None or submission.company_id != ctx.workspace_id:
        raise NotFound()
    row = await session.get(SurveyDefinition, submission.definition_id)
    assert row is not None
    definition = compiled(row)
    survey = definition.surveys[instance.survey_key]
    blocks = survey.blocks
    if block_id is not None:
        blocks = tuple(block for block in blocks if block.id == block_id)
        if not blocks:
            raise NotFound()
    state = InstanceState.from_json(instance.state)
    answers = {
        point.field_id: point
        for point in await session.scalars(select(DataPoint).where(DataPoint.context_key == instance.context_key))
    }
    nested = await _nested(ctx, instance, blocks)
    shown = {
        "id": submission.id,
        "key": subsection_key(submission.id, instance.id, block_id),
        "survey_id": instance.id,
        "survey_key": instance.survey_key,
        "parent": None if instance.parent_id is None else subsection_key(submission.id, instance.parent_id),
        "context": instance.context,
        "edited_at": timestamp(submission.edited_at),
        "blocks": [_block(block, state, answers, nested, submission.id, agent) for block in blocks],
    }
    if not agent:
        shown["title"] = survey.title
    return models.SurveySubmissionRow.model_construct(
        id=row.id,
        version=row.version,
        is_active_version=row.is_active_version,
        survey_id=submission.application_survey_id,
        survey_export_data=row.export_data,
        survey_submissions=[shown],
    )


async def _nested(ctx: RequestContext, instance: SubmissionSurvey, blocks: tuple[Block, ...]) -> dict[str, list[Any]]:
    """The nested instances under the blocks' nested questions: their ids and dimension values only."""
    holders = [q.field_id for block in blocks for q in block.questions if q.kind == "nested"]
    found: dict[str, list[Any]] = {holder: [] for holder in holders}
    if holders:
        rows = await ctx.session.execute(
            select(SubmissionSurvey.id, SubmissionSurvey.holder_field_id, SubmissionSurvey.dimension_value)
            .where(SubmissionSurvey.parent_id == instance.id, SubmissionSurvey.holder_field_id.in_(holders))
            .order_by(SubmissionSurvey.position)
        )
        for row in rows:
            found[row.holder_field_id].append((row.id, row.dimension_value))
    return found


def _block(
    block: Block, state: InstanceState, answers: dict[str, DataPoint], nested: dict[str, list[Any]],
    submission_id: int, agent: bool,
) -> dict[str, Any]:  # fmt: skip
    shown: dict[str, Any] = {
        "id": block.id,
        "key": block.key,
        "visible": block.id not in state.hidden,
        "locked": block.id in state.locked,
        "questions": [
            _question(q, state, answers.get(q.field_id), nested, submission_id, agent) for q in block.questions
        ],
    }
    if not agent:
        shown["title"] = block.title
    return shown


def _question(
    question: Question, state: InstanceState, answer: DataPoint | None, nested: dict[str, list[Any]],
    submission_id: int, agent: bool,
) -> dict[str, Any]:  # fmt: skip
    fid = question.field_id
    shown: dict[str, Any] = {
        "field_id": fid,
        "kind": question.kind,
        "visible": fid not in state.hidden,
        "locked": fid in state.locked or question.formula is not None,
    }
    if question.formula is not None:
        shown["value"] = format_value(state.seen.get(fid))
        if error := state.errors.get(f"value:{fid}"):
            shown["error"] = error
    elif question.kind == "nested":
        shown["nested"] = [
            {"key": subsection_key(submission_id, id), "dimension_value": value} for id, value in nested[fid]
        ]
    else:
        shown["value"] = None if answer is None else answer.value
    if agent:
        return shown
    shown["title"] = question.title
    if question.choices:
        shown["choices"] = list(question.choices)
    for bound in ("min", "max", "step"):
        if (value := getattr(question, bound)) is not None:
            shown[bound] = format_value(value)
    if answer is not None:
        shown["data_point"] = {
            "id": answer.id,
            "status": answer.status,
            "user": answer.user_id,
            "status_user": answer.status_user_id,
            "updated_at": timestamp(answer.updated_at),
            "document_ids": answer.document_ids,
        }
    return shown
