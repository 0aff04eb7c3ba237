"""AS2: a person mitigates what the assessment found, for an origin, an order item or an order."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from generated import models
from generated.enums import AssessmentStatus
from generated.rows.assessment import mitigation_from_row, mitigation_row
from generated.services import assessment as interface
from handwritten.db.assessment import Mitigation
from handwritten.db.models import utcnow
from handwritten.db.orders import Order, OrderItem
from handwritten.db.origins import Origin
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import ValidationFailed, invalid_pk
from handwritten.services.dependencies import Service
from handwritten.services.propagation import propagate_change
from handwritten.services.rows import timestamp

MODELS: dict[str, type[Origin] | type[OrderItem] | type[Order]] = {
    "origin": Origin,
    "order_item": OrderItem,
    "order": Order,
}


class AssessmentService(Service, interface.AssessmentService):
    async def mitigate_assessment(self, *, ctx: RequestContext, body: models.MitigationRequest) -> models.Mitigation:
        kind, _, number = body.target.partition(":")
        model, id = MODELS[kind], int(number)  # the body's pattern admits these kinds and digits only
        record: Any = await ctx.session.scalar(select(model).where(model.id == id).with_for_update())
        if record is None:
            raise ValidationFailed({"target": invalid_pk(body.target)})
        mitigation = Mitigation(
            company_id=ctx.workspace_id,
            target=body.target,
            reason=body.reason,
            mitigated_by_user_id=ctx.user_id,
            mitigated_at=utcnow(),
        )
        ctx.session.add(mitigation)
        record.assessment_status = AssessmentStatus.MITIGATED.value
        record.assessment_summary = {
            **(record.assessment_summary if isinstance(record.assessment_summary, dict) else {}),
            "status": AssessmentStatus.MITIGATED.value,
            "mitigation": {
                "reason": body.reason,
                "by": ctx.user_id,
                "at": timestamp(mitigation.mitigated_at),
            },
        }
        await ctx.session.flush()
        if isinstance(record, Origin):
            await propagate_change(ctx, self.deps, origins=[id])
        else:
            await propagate_change(ctx, self.deps, orders=[record.order_id if isinstance(record, OrderItem) else id])
        return mitigation_from_row(mitigation_row(mitigation))
