"""Answers referring to a document (S5's document_ids) follow its changes (decision
data_point_documents): through the "document changed" job, an answer that was ready for review or
audit before the change goes back to ready_for_review, and the instances showing it are evaluated
again."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select

from generated.enums import DataPointStatus
from handwritten.adapters import jobs
from handwritten.db.models import utcnow
from handwritten.db.surveys import DataPoint, DataPointDocument
from handwritten.services.documents.changes import on_document_change
from handwritten.services.surveys.data_points import reach

REVIEWED = (DataPointStatus.READY_FOR_REVIEW.value, DataPointStatus.READY_FOR_AUDIT.value)


@on_document_change
async def review_answers_again(job: jobs.JobContext, document_id: int) -> None:
    session = job.session
    points = list(
        await session.scalars(
            select(DataPoint)
            .join(DataPointDocument, DataPointDocument.data_point_id == DataPoint.id)
            .where(DataPointDocument.document_id == document_id)
            .order_by(DataPoint.id)
        )
    )
    now = utcnow()
    changed_at = datetime.fromisoformat(job.payload["changed_at"])
    for point in points:
        reached = await reach(session, point.context_key, point.field_id)  # its submissions locked first
        # A status set after the change was set knowing the document as it is now: it stays.
        if point.status in REVIEWED and point.status_edited_at < changed_at:
            point.status, point.status_edited_at = DataPointStatus.READY_FOR_REVIEW.value, now
        point.updated_at = now
        await reached.propagate(point.field_id, point.context_key, point.value, now)
