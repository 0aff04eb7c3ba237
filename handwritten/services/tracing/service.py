"""TR1: the upstream graph of an order the workspace can see, also a GeoJSON FeatureCollection."""

from __future__ import annotations

from generated import models
from generated.filters.tracing import TraceOrderQuery
from generated.services import tracing as interface
from handwritten.runtime.context import RequestContext
from handwritten.services.dependencies import Service
from handwritten.services.sharing import with_shared_orders
from handwritten.services.tracing.graph import upstream


class TracingService(Service, interface.TracingService):
    async def trace_order(self, *, ctx: RequestContext, id: int, query: TraceOrderQuery) -> models.OrderTrace:
        # Shared orders are traced too, as far as what their workspace shares (decision order_counterparts).
        async with with_shared_orders(ctx.session, ctx.workspace_id):
            return await upstream(ctx.session, ctx.workspace_id, id, query.depth)
