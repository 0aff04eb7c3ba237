"""The tracing area (supply_chain host): TR1, an order's upstream graph (extension; decision order_tracing)."""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.tracing.service import TracingService

__all__ = ["AREA", "TracingService"]

AREA = Area(TracingService)
