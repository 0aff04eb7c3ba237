# Generated from spec/operations/queries.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the queries operations: parsed into typed, validated, plain data.

Compiling filters into SQL is not done here; see handwritten/runtime.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from pydantic import PlainValidator, WithJsonSchema

from generated import enums
from handwritten.runtime import querystring as qs

__all__ = [
    "FIELD_PATHS",
    "ListQueryLogsFilters",
    "ListQueryLogsFiltersField",
    "ListQueryLogsQuery",
    "parse_list_query_logs_query",
    "ExecuteQueryQuery",
    "parse_execute_query_query",
]

# -- Q1 list_query_logs ---------------------------------------------------------

_LIST_QUERY_LOGS_FILTERS = (
    qs.Param("corpus", qs.integer()),
    qs.Param("mode", qs.choice(enums.QueryMode)),
    qs.Param("success", qs.boolean()),
    qs.Param("query_lookup_key", qs.text(), blank_is_absent=True),
    qs.Param("query_lookup_key__in", qs.text(), many="csv"),
    qs.Param("query_lookup_key__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("created_at__gte", qs.iso_datetime()),
    qs.Param("created_at__lte", qs.iso_datetime()),
    qs.Param("updated_at__gte", qs.iso_datetime()),
    qs.Param("updated_at__lte", qs.iso_datetime()),
)
_LIST_QUERY_LOGS_LOOKUPS = (
    qs.Lookup("corpus", ("corpus",), "exact"),
    qs.Lookup("mode", ("mode",), "exact"),
    qs.Lookup("success", ("success",), "exact"),
    qs.Lookup("query_lookup_key", ("query_lookup_key",), "exact"),
    qs.Lookup("query_lookup_key__in", ("query_lookup_key",), "in"),
    qs.Lookup("query_lookup_key__istartswith", ("query_lookup_key",), "istartswith"),
    qs.Lookup("created_at__gte", ("created_at",), "gte"),
    qs.Lookup("created_at__lte", ("created_at",), "lte"),
    qs.Lookup("updated_at__gte", ("updated_at",), "gte"),
    qs.Lookup("updated_at__lte", ("updated_at",), "lte"),
)
_LIST_QUERY_LOGS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "created_at": (("created_at",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListQueryLogsFilters:
    """The filters of Q1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = ()
    corpus: int | None = None
    mode: enums.QueryMode | None = None
    success: bool | None = None
    query_lookup_key: str | None = None
    query_lookup_key__in: tuple[str, ...] | None = None
    query_lookup_key__istartswith: str | None = None
    created_at__gte: datetime.datetime | None = None
    created_at__lte: datetime.datetime | None = None
    updated_at__gte: datetime.datetime | None = None
    updated_at__lte: datetime.datetime | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_QUERY_LOGS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListQueryLogsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_QUERY_LOGS_FILTERS), _LIST_QUERY_LOGS_FILTERS))


ListQueryLogsFiltersField = Annotated[
    ListQueryLogsFilters,
    PlainValidator(qs.json_filters(ListQueryLogsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListQueryLogsQuery:
    """Every query parameter of Q1, parsed."""

    filters: ListQueryLogsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("created_at", ("created_at",), True),)
    limit: int = 50
    offset: int = 0


def parse_list_query_logs_query(items: Iterable[tuple[str, str]]) -> ListQueryLogsQuery:
    values = qs.parse(items, (*_LIST_QUERY_LOGS_FILTERS, *_LIST_QUERY_LOGS_OTHER))
    names = {p.name for p in _LIST_QUERY_LOGS_FILTERS}
    filters = ListQueryLogsFilters(**{k: v for k, v in values.items() if k in names})
    return ListQueryLogsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- Q2 execute_query -----------------------------------------------------------
_EXECUTE_QUERY_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class ExecuteQueryQuery:
    """Every query parameter of Q2, parsed."""

    pass


def parse_execute_query_query(items: Iterable[tuple[str, str]]) -> ExecuteQueryQuery:
    return ExecuteQueryQuery(**qs.parse(items, _EXECUTE_QUERY_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_query_logs": frozenset(
        {
            ("corpus",),
            ("created_at",),
            ("id",),
            ("mode",),
            ("query_lookup_key",),
            ("success",),
            ("updated_at",),
        }
    ),
}
