"""S4: one survey instance of a submission (or one block of it), read from its stored evaluated
state: nothing is evaluated here (decision survey_subsection_key).

    12:34       submission 12, its root: 34 is the workspace's survey (S2's survey_id)
    12:i56      submission 12, its survey instance 56 (a nested one, as S4 lists them)
    12:34:3     block 3 of the root; 12:i56:4, block 4 of instance 56

The route has matched the key against the spec's pattern (a 400 on id otherwise).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from sqlalchemy import select

from generated import models
from handwritten.db.surveys import DataPoint, SubmissionSurvey, SurveyDefinition, SurveySubmission
from handwritten.domain.surveys.definition import Block, Question
from handwritten.domain.surveys.evaluation import InstanceState
from handwritten.domain.surveys.expressions import format_value
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound, ValidationFailed
from handwritten.services.rows import timestamp
from handwritten.services.surveys.definitions import compiled

INSTANCE = "i"  # the survey segment i56 names survey instance 56, where 56 alone is a survey's id
_MISMATCH = {"id": ["This value does not match the required pattern."]}  # as the route says it


class SubsectionKey(NamedTuple):
    submission_id: int
    survey_id: int | None  # the workspace's survey (S2's survey_id): the submission's root
    instance_id: int | None  # or one survey instance of the submission
    block_id: int | None


def parse_key(key: str) -> SubsectionKey:
    """`submission:survey[:block]` or `submission:i<instance>[:block]`, integers of 1..18 digits."""
    parts = key.split(":")
    survey = parts[1] if len(parts) in (2, 3) else ""
    instance = survey.startswith(INSTANCE)
    numbers = [parts[0], survey.removeprefix(INSTANCE), *parts[2:]]
    # The route's pattern already held; this only keeps what int() would also take (spaces, a
    # trailing newline that the pattern's $ lets through) from reaching it.
    if not all(n.isascii() and n.isdigit() and len(n) <= 18 for n in numbers):
        raise ValidationFailed(_MISMATCH)
    submission_id, segment = int(numbers[0]), int(numbers[1])
    block_id = int(numbers[2]) if len(numbers) == 3 else None
    if instance:
        return SubsectionKey(submission_id, None, segment, block_id)
    return SubsectionKey(submission_id, segment, None, block_id)


def root_key(submission_id: int, survey_id: int, block_id: int | None = None) -> str:
    """The key of a submission's root (S2 lists it): its survey's id, the workspace's survey."""
    return _key(submission_id, str(survey_id), block_id)


def instance_key(submission_id: int, instance_id: int, block_id: int | None = None) -> str:
    """The key of one survey instance of a submission (S4 lists the nested ones)."""
    return _key(submission_id, f"{INSTANCE}{instance_id}", block_id)


def _key(submission_id: int, survey: str, block_id: int | None) -> str:
    return f"{submission_id}:{survey}" if block_id is None else f"{submission_id}:{survey}:{block_id}"


async def retrieve_subsection(ctx: RequestContext, key: str, agent: bool) -> models.SurveySubmissionRow:
    wanted = parse_key(key)
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
            ).where(SurveySubmission.id == wanted.submission_id)
        )
    ).one_or_none()
    if submission is None or submission.company_id != ctx.workspace_id:
        raise NotFound()
    if wanted.survey_id is not None and wanted.survey_id != submission.application_survey_id:
        raise NotFound()  # another survey's id: this submission has no such root
    where = (
        SubmissionSurvey.parent_id.is_(None)
        if wanted.instance_id is None
        else SubmissionSurvey.id == wanted.instance_id
    )
    instance = await session.scalar(
        select(SubmissionSurvey).where(SubmissionSurvey.submission_id == submission.id, where)
    )
    if instance is None:
        raise NotFound()
    row = await session.get(SurveyDefinition, submission.definition_id)
    assert row is not None
    definition = compiled(row)
    survey = definition.surveys[instance.survey_key]
    blocks = survey.blocks
    block_id = wanted.block_id
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
    keys = _Keys(submission.id, submission.application_survey_id)
    parent = None
    if instance.parent_id is not None:
        parent = keys.of(instance.parent_id, await _is_root(ctx, instance.parent_id))
    shown = {
        "id": submission.id,
        "key": keys.of(instance.id, instance.parent_id is None, block_id),
        "instance_id": instance.id,
        "survey_key": instance.survey_key,
        "parent": parent,
        "context": instance.context,
        "edited_at": timestamp(submission.edited_at),
        "blocks": [_block(block, state, answers, nested, keys, agent) for block in blocks],
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


class _Keys(NamedTuple):
    """The keys of one submission's instances: the root's by its survey, the others' by their id."""

    submission_id: int
    survey_id: int

    def of(self, instance_id: int, is_root: bool, block_id: int | None = None) -> str:
        if is_root:
            return root_key(self.submission_id, self.survey_id, block_id)
        return instance_key(self.submission_id, instance_id, block_id)


async def _is_root(ctx: RequestContext, instance_id: int) -> bool:
    found = await ctx.session.scalar(select(SubmissionSurvey.parent_id).where(SubmissionSurvey.id == instance_id))
    return found is None


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
    keys: _Keys, agent: bool,
) -> dict[str, Any]:  # fmt: skip
    shown: dict[str, Any] = {
        "id": block.id,
        "key": block.key,
        "visible": block.id not in state.hidden,
        "locked": block.id in state.locked,
        "questions": [_question(q, state, answers.get(q.field_id), nested, keys, agent) for q in block.questions],
    }
    if not agent:
        shown["title"] = block.title
    return shown


def _question(
    question: Question, state: InstanceState, answer: DataPoint | None, nested: dict[str, list[Any]],
    keys: _Keys, agent: bool,
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
        shown["nested"] = [{"key": keys.of(id, False), "dimension_value": value} for id, value in nested[fid]]
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
