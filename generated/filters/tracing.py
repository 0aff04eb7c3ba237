# Generated from spec/operations/tracing.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the tracing operations: parsed into typed, validated, plain data.

Compiling filters into SQL is not done here; see handwritten/runtime.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from handwritten.runtime import querystring as qs

__all__ = [
    "FIELD_PATHS",
    "TraceOrderQuery",
    "parse_trace_order_query",
]

# -- TR1 trace_order ------------------------------------------------------------
_TRACE_ORDER_OTHER = (qs.Param("depth", qs.integer(minimum=1, maximum=1000)),)


@dataclass(frozen=True, slots=True, kw_only=True)
class TraceOrderQuery:
    """Every query parameter of TR1, parsed."""

    depth: int | None = None


def parse_trace_order_query(items: Iterable[tuple[str, str]]) -> TraceOrderQuery:
    return TraceOrderQuery(**qs.parse(items, _TRACE_ORDER_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {}
