"""A document's upload_status on the way to completed (decision document_upload_states).

    pending ──PUT starts, or is stored (local store)──> uploading ──D5──> completed
    pending, failed ──D5 finds the upload written again as it confirms (409; S3)──> uploading
    pending, uploading ──a PUT that began stores nothing (local), D5 refused for the file, store error──> failed
    failed ──PUT starts (local)──> uploading;  failed ──D5──> completed
    pending, uploading, failed ──DU1 (a new upload; the earlier one abandoned)──> pending

Canopy sees the bytes arrive only where it serves the PUT: the local store tells `upload_seen`
what becomes of each one (adapters/storage/local.py); S3 receives it on its own, and D5 is the first to
look. A refused confirmation keeps nothing of itself but the status (`record_refusal`). Each move
is one conditional UPDATE, made only while the document still awaits that same upload (its
upload_key) and is not completed: a completed document keeps its confirmed file, and its status,
while DU1's replacement is uploaded, confirmed or refused.
"""

from __future__ import annotations

import re

from sqlalchemy import update

from generated.enums import UploadStatus
from handwritten.adapters.storage.local import UploadEvent
from handwritten.db.documents import PRESENT, Document
from handwritten.db.models import utcnow
from handwritten.db.session import Database, Tenant
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import ApiError
from handwritten.services.writes import affected

# The states of a document whose upload is not confirmed yet: D5 may confirm it.
AWAITING = (UploadStatus.PENDING.value, UploadStatus.UPLOADING.value, UploadStatus.FAILED.value)
# An upload key, as the documents area makes them (written.document_prefix, service._upload_key).
_UPLOAD_KEY = re.compile(r"workspaces/(\d+)/documents/(\d+)/upload/[^/]+")
# A write acting for a workspace as no user, as jobs do.
NO_USER = 0


class StoreFailed(ApiError):
    """503: the object store failed while D5 confirmed the upload, which is recorded as failed."""

    status_code = 503
    RETRY_AFTER = 5

    def __init__(self) -> None:
        super().__init__(
            {
                "detail": "The file store failed while the upload was being confirmed; the upload is "
                "recorded as failed. Confirm it again shortly."
            },
            {"Retry-After": str(self.RETRY_AFTER)},
        )


class UploadRefused(Exception):
    """D5 refused for the file: `error` is the answer, `status` the one thing recorded."""

    def __init__(self, error: ApiError, status: UploadStatus) -> None:
        super().__init__(error)
        self.error, self.status = error, status


def upload_of(key: str) -> tuple[int, int] | None:
    """The workspace and document an upload key belongs to, or None for any other key."""
    found = _UPLOAD_KEY.fullmatch(key)
    return (int(found[1]), int(found[2])) if found else None


async def set_upload_status(
    db: Database, *, workspace_id: int, document_id: int, upload_key: str, status: UploadStatus, user_id: int = NO_USER
) -> bool:
    """Move the document to `status` in a transaction of its own, if it still awaits the upload of
    `upload_key` (not completed, not deleted, no newer upload issued); whether it moved."""
    async with db.session(Tenant(workspace_id=workspace_id, user_id=user_id)) as session:
        result = await session.execute(
            update(Document)
            .where(
                Document.id == document_id,
                Document.upload_key == upload_key,
                Document.upload_status.in_(AWAITING),
                Document.upload_status != status.value,
                PRESENT,
            )
            .values(upload_status=status.value, updated_at=utcnow())
            .execution_options(synchronize_session=False)
        )
        await session.commit()
    return affected(result) == 1


async def upload_seen(db: Database, key: str, event: UploadEvent) -> None:
    """What the local store saw of a PUT to `key` (its listener): uploading, or failed."""
    found = upload_of(key)
    if found is None:
        return
    workspace_id, document_id = found
    status = UploadStatus.FAILED if event is UploadEvent.FAILED else UploadStatus.UPLOADING
    await set_upload_status(db, workspace_id=workspace_id, document_id=document_id, upload_key=key, status=status)


async def record_refusal(
    ctx: RequestContext, db: Database, document_id: int, upload_key: str, refused: UploadRefused
) -> None:
    """Keep nothing of a refused confirmation but `refused.status`.

    The confirmation's transaction is rolled back first: whatever it did goes, and the document's
    row, which it holds until it ends, is free for the status's own transaction (which would wait
    for it otherwise). The status is then written only if the document still awaits that upload.
    """
    await ctx.session.rollback()
    await set_upload_status(
        db,
        workspace_id=ctx.workspace_id,
        document_id=document_id,
        upload_key=upload_key,
        status=refused.status,
        user_id=ctx.user_id,
    )
