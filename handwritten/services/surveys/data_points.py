"""S5: an answer written once per field_id and answer context, then propagated to every survey
instance that shows it, in the same transaction (decisions data_point_sharing, survey_evaluation).

The submissions reached are locked first (FOR UPDATE, in id order): two writes into one
submission take turns, so an aggregate over its nested instances is never computed from a state
another write is changing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, delete, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.rows.surveys import data_point_from_row, data_point_row
from handwritten.db.documents import PRESENT, Document
from handwritten.db.models import utcnow
from handwritten.db.surveys import (
    CONTEXT_KEY_LENGTH,
    ApplicationSurvey,
    DataPoint,
    DataPointDocument,
    SubmissionSurvey,
    SurveyDefinition,
    SurveySubmission,
)
from handwritten.domain.surveys.answers import AnswerError, parse_answer
from handwritten.domain.surveys.context import context_key
from handwritten.domain.surveys.definition import Question
from handwritten.domain.surveys.definition import SurveyDefinition as Compiled
from handwritten.domain.surveys.evaluation import Evaluator, Instance
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import ErrorTree, ValidationFailed, invalid_pk
from handwritten.services.surveys.data_room import DataRoomIds
from handwritten.services.surveys.definitions import compiled
from handwritten.services.surveys.store import DatabaseStore
from handwritten.services.writes import affected, conflict_free_insert

# What a data point's content_type and object_id name: the survey instance it was first written
# through (0 when it reached none yet).
SURVEY_INSTANCE_CONTENT_TYPE = 1
_POINTS = cast(Table, DataPoint.__table__)
_LINKS = cast(Table, DataPointDocument.__table__)


async def upsert_data_point(
    ctx: RequestContext, body: models.UpsertDataPointRequest, ids: DataRoomIds
) -> models.DataPoint:
    session = ctx.session
    key = context_key(body.context)
    if len(key) > CONTEXT_KEY_LENGTH:
        raise ValidationFailed(
            {"context": [f"Ensure the context, as JSON, has at most {CONTEXT_KEY_LENGTH} characters."]}
        )
    reached = await reach(session, key, body.field_id)
    targets = reached.targets
    questions = [definition.question(body.field_id) for definition, _ in targets] or await _asked(ctx, body.field_id)
    errors = _refusals(body, questions, [instance.state.locked for _, instance in targets])
    documents = body.document_ids if isinstance(body.document_ids, list) else None
    if documents:
        errors.update(await _unknown_documents(ctx, documents))
    if errors:
        raise ValidationFailed(errors)

    point = await _write(ctx, body, key, ids, documents, targets[0][1].id if targets else 0)
    await reached.propagate(body.field_id, key, body.value, point.updated_at)
    return data_point_from(data_point_row(point))


@dataclass
class Reached:
    """The survey instances an answer's context reaches that ask its field, their submissions
    locked (FOR UPDATE, in id order) until the transaction ends."""

    store: DatabaseStore
    targets: list[tuple[Compiled, Instance]]
    submission_ids: list[int]

    async def propagate(self, field_id: str, key: str, value: str, when: datetime) -> None:
        """Re-evaluate what depends on the answer (now `value`) in every instance reached, and save it."""
        self.store.answers[(field_id, key)] = value if value != "" else None
        for definition, instance in self.targets:
            await Evaluator(definition, self.store).propagate(instance, field_id)
        await self.store.save()
        if self.submission_ids:
            await self.store.session.execute(
                update(SurveySubmission).where(SurveySubmission.id.in_(self.submission_ids)).values(edited_at=when)
            )


async def reach(session: AsyncSession, key: str, field_id: str) -> Reached:
    found = list(
        await session.execute(
            select(SubmissionSurvey.id, SubmissionSurvey.submission_id, SubmissionSurvey.survey_key)
            .where(SubmissionSurvey.context_key == key)
            .order_by(SubmissionSurvey.submission_id)
        )
    )
    submission_ids = sorted({row.submission_id for row in found})
    store = DatabaseStore(session)
    if not submission_ids:
        return Reached(store, [], [])
    rows = await session.execute(
        select(SurveySubmission.id, SurveySubmission.definition_id)
        .where(SurveySubmission.id.in_(submission_ids))
        .order_by(SurveySubmission.id)
        .with_for_update()
    )
    version_of = {row.id: row.definition_id for row in rows}
    stored = await session.scalars(select(SurveyDefinition).where(SurveyDefinition.id.in_(set(version_of.values()))))
    definitions = {version.id: compiled(version) for version in stored}
    targets = []
    for row in found:
        definition = definitions[version_of[row.submission_id]]
        if field_id in definition.questions and definition.question(field_id).survey == row.survey_key:
            targets.append((definition, await store.get(row.id)))
    return Reached(store, targets, submission_ids)


async def _asked(ctx: RequestContext, field_id: str) -> list[Question]:
    """The questions of the workspace's active surveys that ask `field_id`."""
    rows = await ctx.session.scalars(
        select(SurveyDefinition).join(ApplicationSurvey, ApplicationSurvey.definition_id == SurveyDefinition.id)
    )
    return [definition.question(field_id) for definition in map(compiled, rows) if field_id in definition.questions]


def _refusals(body: models.UpsertDataPointRequest, questions: list[Question], locks: list[set[Any]]) -> ErrorTree:
    if not questions:
        return {"field_id": [f"No survey of this workspace asks {body.field_id!r}."]}
    for question in questions:
        if question.kind == "formula":
            return {"field_id": [f"{body.field_id!r} is a formula: it is computed, not answered."]}
        if question.kind == "nested":
            return {"field_id": [f"{body.field_id!r} holds nested surveys, not an answer."]}
    if any(body.field_id in locked for locked in locks):
        return {"field_id": [f"{body.field_id!r} is locked in this context."]}
    for question in questions:
        try:
            parse_answer(question, body.value)
        except AnswerError as error:
            return {"value": [str(error)]}
    return {}


async def _unknown_documents(ctx: RequestContext, documents: list[int]) -> ErrorTree:
    known = set(await ctx.session.scalars(select(Document.id).where(Document.id.in_(documents), PRESENT)))
    missing = {str(index): invalid_pk(id) for index, id in enumerate(documents) if id not in known}
    return {"document_ids": missing} if missing else {}


async def _write(
    ctx: RequestContext, body: models.UpsertDataPointRequest, key: str, ids: DataRoomIds,
    documents: list[int] | None, object_id: int,
) -> DataPoint:  # fmt: skip
    session = ctx.session
    now = utcnow()
    insert_new = await conflict_free_insert(session)
    result = await session.execute(
        insert_new(_POINTS).on_conflict_do_nothing(),
        {
            "company_id": ctx.workspace_id, "field_id": body.field_id, "context": body.context, "context_key": key,
            "value": body.value, "status": body.status.value, "content_type": SURVEY_INSTANCE_CONTENT_TYPE,
            "object_id": object_id, "user_id": ids.user, "user_group_id": ids.user_group,
            "status_user_id": ids.user, "pulse_params": "", "document_ids": documents or [],
            "updated_at": now, "value_edited_at": now, "status_edited_at": now,
        },
    )  # fmt: skip
    created = affected(result) == 1
    point = await session.scalar(
        select(DataPoint)
        .where(DataPoint.field_id == body.field_id, DataPoint.context_key == key)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    assert point is not None
    if not created:  # it existed: this write updates it
        if point.value != body.value:
            point.value, point.value_edited_at = body.value, now
        if point.status != body.status.value:
            point.status, point.status_edited_at, point.status_user_id = body.status.value, now, ids.user
        point.user_id, point.user_group_id, point.updated_at = ids.user, ids.user_group, now
        if documents is not None:
            point.document_ids = documents
    if documents is not None:
        await _link_documents(ctx, point.id, documents)
    await session.flush()
    return point


async def _link_documents(ctx: RequestContext, point_id: int, documents: list[int]) -> None:
    await ctx.session.execute(delete(DataPointDocument).where(DataPointDocument.data_point_id == point_id))
    rows = [
        {"company_id": ctx.workspace_id, "data_point_id": point_id, "document_id": document_id}
        for document_id in dict.fromkeys(documents)
    ]
    if rows:
        await ctx.session.execute(insert(_LINKS), rows)


def data_point_from(row: Mapping[str, Any]) -> models.DataPoint:
    """The DataPoint of a row of DATA_POINT_COLUMNS: its references as the document's integers, 0
    for one it lacks (the first instance written through, a user since deleted)."""
    return data_point_from_row(
        row,
        context=row["context"],
        object_id=row["object_id"] or 0,
        user=row["user"] or 0,
        user_group=row["user_group"] or 0,
        status_user=row["status_user"] or 0,
    )
