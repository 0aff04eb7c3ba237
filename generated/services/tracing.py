# Generated from spec/operations/tracing.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the tracing area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import tracing as filters
from handwritten.runtime.context import RequestContext

__all__ = ["TraceOrder", "TracingService"]


class TraceOrder(Protocol):
    async def trace_order(self, *, ctx: RequestContext, id: int, query: filters.TraceOrderQuery) -> models.OrderTrace:
        """TR1. Trace an order upstream: GET /api/orders/{id}/trace/"""
        ...


class TracingService(TraceOrder, Protocol):
    """Every operation of the tracing area."""
