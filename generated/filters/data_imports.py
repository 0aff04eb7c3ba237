# Generated from spec/operations/data_imports.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the data_imports operations: parsed into typed, validated, plain data.

Compiling filters into SQL is not done here; see handwritten/runtime.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from pydantic import PlainValidator, WithJsonSchema

from handwritten.runtime import querystring as qs

__all__ = [
    "FIELD_PATHS",
    "ListDataImportRunsFilters",
    "ListDataImportRunsFiltersField",
    "ListDataImportRunsQuery",
    "parse_list_data_import_runs_query",
    "CreateDataImportRunQuery",
    "parse_create_data_import_run_query",
    "RetrieveDataImportRunQuery",
    "parse_retrieve_data_import_run_query",
]

# -- D7 list_data_import_runs ---------------------------------------------------

_LIST_DATA_IMPORT_RUNS_FILTERS = (qs.Param("search", qs.text(max_length=200), blank_is_absent=True),)
_LIST_DATA_IMPORT_RUNS_LOOKUPS = ()
_LIST_DATA_IMPORT_RUNS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "created_at": (("created_at",),),
                "updated_at": (("updated_at",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListDataImportRunsFilters:
    """The filters of D7; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("model_identifier",),
        ("tags",),
    )
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_DATA_IMPORT_RUNS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListDataImportRunsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_DATA_IMPORT_RUNS_FILTERS), _LIST_DATA_IMPORT_RUNS_FILTERS))


ListDataImportRunsFiltersField = Annotated[
    ListDataImportRunsFilters,
    PlainValidator(qs.json_filters(ListDataImportRunsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListDataImportRunsQuery:
    """Every query parameter of D7, parsed."""

    filters: ListDataImportRunsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("created_at", ("created_at",), True),)
    limit: int = 50
    offset: int = 0


def parse_list_data_import_runs_query(items: Iterable[tuple[str, str]]) -> ListDataImportRunsQuery:
    values = qs.parse(items, (*_LIST_DATA_IMPORT_RUNS_FILTERS, *_LIST_DATA_IMPORT_RUNS_OTHER))
    names = {p.name for p in _LIST_DATA_IMPORT_RUNS_FILTERS}
    filters = ListDataImportRunsFilters(**{k: v for k, v in values.items() if k in names})
    return ListDataImportRunsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- D8 create_data_import_run --------------------------------------------------
_CREATE_DATA_IMPORT_RUN_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateDataImportRunQuery:
    """Every query parameter of D8, parsed."""

    pass


def parse_create_data_import_run_query(items: Iterable[tuple[str, str]]) -> CreateDataImportRunQuery:
    return CreateDataImportRunQuery(**qs.parse(items, _CREATE_DATA_IMPORT_RUN_OTHER))


# -- D9 retrieve_data_import_run ------------------------------------------------
_RETRIEVE_DATA_IMPORT_RUN_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveDataImportRunQuery:
    """Every query parameter of D9, parsed."""

    pass


def parse_retrieve_data_import_run_query(items: Iterable[tuple[str, str]]) -> RetrieveDataImportRunQuery:
    return RetrieveDataImportRunQuery(**qs.parse(items, _RETRIEVE_DATA_IMPORT_RUN_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_data_import_runs": frozenset(
        {
            ("created_at",),
            ("id",),
            ("model_identifier",),
            ("tags",),
            ("updated_at",),
        }
    ),
}
