"""DS7: a draft statement filed through the workspace's submitter (decision statement_filing)."""

from __future__ import annotations

from sqlalchemy import select

from generated import models
from generated.enums import DueDiligenceStatementStatus
from handwritten.adapters.submitters import Filing, Submitter
from handwritten.db.models import utcnow
from handwritten.db.products import DueDiligenceStatement, StatementFiling
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import ValidationFailed

NOT_A_DRAFT = "Only a draft statement is filed; this one is {status}."
NOTHING_TO_FILE = "The statement has no dds_data to file: prepare it from its order (DS6) or write it (DS4)."


async def file(ctx: RequestContext, statement: DueDiligenceStatement, submitter: Submitter) -> None:
    """File `statement` (locked by the caller) and move it to submitted, with the filing recorded."""
    if statement.status != DueDiligenceStatementStatus.DRAFT.value:
        raise ValidationFailed({"status": [NOT_A_DRAFT.format(status=statement.status)]})
    if statement.dds_data in (None, {}, []):
        raise ValidationFailed({"dds_data": [NOTHING_TO_FILE]})
    filing = Filing(
        statement_id=statement.id,
        dds_identifier=statement.dds_identifier,
        name=statement.name,
        type=statement.type,
        dds_data=statement.dds_data,
    )
    submitted = await submitter.submit(ctx, filing)
    now = utcnow()
    ctx.session.add(
        StatementFiling(
            company_id=ctx.workspace_id,
            statement_id=statement.id,
            submitter=submitter.name,
            reference=submitted.reference,
            document_id=submitted.document_id,
            filed_at=now,
            filed_by_user_id=ctx.user_id,
        )
    )
    statement.status = DueDiligenceStatementStatus.SUBMITTED.value
    statement.updated_at = now
    await ctx.session.flush()


async def filings(ctx: RequestContext, statement_ids: list[int]) -> dict[int, models.StatementFiling]:
    """Statement id -> its filing, for the statements of `statement_ids` that were filed (one statement)."""
    if not statement_ids:
        return {}
    rows = await ctx.session.scalars(select(StatementFiling).where(StatementFiling.statement_id.in_(statement_ids)))
    return {
        row.statement_id: models.StatementFiling.model_construct(
            submitter=row.submitter,
            reference=row.reference,
            document=row.document_id,
            filed_at=row.filed_at,
            filed_by=row.filed_by_user_id,
        )
        for row in rows
    }
