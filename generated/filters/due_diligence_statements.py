# Generated from spec/operations/due_diligence_statements.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the due_diligence_statements operations: parsed into typed, validated, plain data.

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
    "ListDueDiligenceStatementsFilters",
    "ListDueDiligenceStatementsFiltersField",
    "ListDueDiligenceStatementsQuery",
    "parse_list_due_diligence_statements_query",
    "CreateDueDiligenceStatementQuery",
    "parse_create_due_diligence_statement_query",
    "RetrieveDueDiligenceStatementQuery",
    "parse_retrieve_due_diligence_statement_query",
    "PartialUpdateDueDiligenceStatementQuery",
    "parse_partial_update_due_diligence_statement_query",
    "DeleteDueDiligenceStatementQuery",
    "parse_delete_due_diligence_statement_query",
    "PrepareDueDiligenceStatementQuery",
    "parse_prepare_due_diligence_statement_query",
    "FileDueDiligenceStatementQuery",
    "parse_file_due_diligence_statement_query",
]

# -- DS1 list_due_diligence_statements ------------------------------------------

_LIST_DUE_DILIGENCE_STATEMENTS_FILTERS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("name", qs.text(), blank_is_absent=True),
    qs.Param("name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("dds_identifier", qs.text(), blank_is_absent=True),
    qs.Param("dds_identifier__icontains", qs.text(), blank_is_absent=True),
    qs.Param("dds_identifier__in", qs.text(), many="csv"),
    qs.Param("type", qs.text(), blank_is_absent=True),
    qs.Param("status", qs.choice(enums.DueDiligenceStatementStatus)),
    qs.Param("status__in", qs.choice(enums.DueDiligenceStatementStatus), many="csv"),
    qs.Param("products", qs.integer()),
    qs.Param("products__in", qs.integer(), many="csv"),
    qs.Param("created_at__gte", qs.iso_datetime()),
    qs.Param("created_at__lte", qs.iso_datetime()),
    qs.Param("updated_at__gte", qs.iso_datetime()),
    qs.Param("updated_at__lte", qs.iso_datetime()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_DUE_DILIGENCE_STATEMENTS_LOOKUPS = (
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("name", ("name",), "exact"),
    qs.Lookup("name__icontains", ("name",), "icontains"),
    qs.Lookup("dds_identifier", ("dds_identifier",), "exact"),
    qs.Lookup("dds_identifier__icontains", ("dds_identifier",), "icontains"),
    qs.Lookup("dds_identifier__in", ("dds_identifier",), "in"),
    qs.Lookup("type", ("type",), "exact"),
    qs.Lookup("status", ("status",), "exact"),
    qs.Lookup("status__in", ("status",), "in"),
    qs.Lookup("products", ("products",), "exact"),
    qs.Lookup("products__in", ("products",), "in"),
    qs.Lookup("created_at__gte", ("created_at",), "gte"),
    qs.Lookup("created_at__lte", ("created_at",), "lte"),
    qs.Lookup("updated_at__gte", ("updated_at",), "gte"),
    qs.Lookup("updated_at__lte", ("updated_at",), "lte"),
)
_LIST_DUE_DILIGENCE_STATEMENTS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "name": (("name",),),
                "dds_identifier": (("dds_identifier",),),
                "status": (("status",),),
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
class ListDueDiligenceStatementsFilters:
    """The filters of DS1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("name",),
        ("dds_identifier",),
    )
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    name: str | None = None
    name__icontains: str | None = None
    dds_identifier: str | None = None
    dds_identifier__icontains: str | None = None
    dds_identifier__in: tuple[str, ...] | None = None
    type: str | None = None
    status: enums.DueDiligenceStatementStatus | None = None
    status__in: tuple[enums.DueDiligenceStatementStatus, ...] | None = None
    products: int | None = None
    products__in: tuple[int, ...] | None = None
    created_at__gte: datetime.datetime | None = None
    created_at__lte: datetime.datetime | None = None
    updated_at__gte: datetime.datetime | None = None
    updated_at__lte: datetime.datetime | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_DUE_DILIGENCE_STATEMENTS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListDueDiligenceStatementsFilters:
        return cls(
            **qs.parse(
                qs.json_items(obj, _LIST_DUE_DILIGENCE_STATEMENTS_FILTERS), _LIST_DUE_DILIGENCE_STATEMENTS_FILTERS
            )
        )


ListDueDiligenceStatementsFiltersField = Annotated[
    ListDueDiligenceStatementsFilters,
    PlainValidator(qs.json_filters(ListDueDiligenceStatementsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListDueDiligenceStatementsQuery:
    """Every query parameter of DS1, parsed."""

    filters: ListDueDiligenceStatementsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("created_at", ("created_at",), True),)
    limit: int = 50
    offset: int = 0


def parse_list_due_diligence_statements_query(items: Iterable[tuple[str, str]]) -> ListDueDiligenceStatementsQuery:
    values = qs.parse(items, (*_LIST_DUE_DILIGENCE_STATEMENTS_FILTERS, *_LIST_DUE_DILIGENCE_STATEMENTS_OTHER))
    names = {p.name for p in _LIST_DUE_DILIGENCE_STATEMENTS_FILTERS}
    filters = ListDueDiligenceStatementsFilters(**{k: v for k, v in values.items() if k in names})
    return ListDueDiligenceStatementsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- DS2 create_due_diligence_statement -----------------------------------------
_CREATE_DUE_DILIGENCE_STATEMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateDueDiligenceStatementQuery:
    """Every query parameter of DS2, parsed."""

    pass


def parse_create_due_diligence_statement_query(items: Iterable[tuple[str, str]]) -> CreateDueDiligenceStatementQuery:
    return CreateDueDiligenceStatementQuery(**qs.parse(items, _CREATE_DUE_DILIGENCE_STATEMENT_OTHER))


# -- DS3 retrieve_due_diligence_statement ---------------------------------------
_RETRIEVE_DUE_DILIGENCE_STATEMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveDueDiligenceStatementQuery:
    """Every query parameter of DS3, parsed."""

    pass


def parse_retrieve_due_diligence_statement_query(
    items: Iterable[tuple[str, str]],
) -> RetrieveDueDiligenceStatementQuery:
    return RetrieveDueDiligenceStatementQuery(**qs.parse(items, _RETRIEVE_DUE_DILIGENCE_STATEMENT_OTHER))


# -- DS4 partial_update_due_diligence_statement ---------------------------------
_PARTIAL_UPDATE_DUE_DILIGENCE_STATEMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PartialUpdateDueDiligenceStatementQuery:
    """Every query parameter of DS4, parsed."""

    pass


def parse_partial_update_due_diligence_statement_query(
    items: Iterable[tuple[str, str]],
) -> PartialUpdateDueDiligenceStatementQuery:
    return PartialUpdateDueDiligenceStatementQuery(**qs.parse(items, _PARTIAL_UPDATE_DUE_DILIGENCE_STATEMENT_OTHER))


# -- DS5 delete_due_diligence_statement -----------------------------------------
_DELETE_DUE_DILIGENCE_STATEMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class DeleteDueDiligenceStatementQuery:
    """Every query parameter of DS5, parsed."""

    pass


def parse_delete_due_diligence_statement_query(items: Iterable[tuple[str, str]]) -> DeleteDueDiligenceStatementQuery:
    return DeleteDueDiligenceStatementQuery(**qs.parse(items, _DELETE_DUE_DILIGENCE_STATEMENT_OTHER))


# -- DS6 prepare_due_diligence_statement ----------------------------------------
_PREPARE_DUE_DILIGENCE_STATEMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PrepareDueDiligenceStatementQuery:
    """Every query parameter of DS6, parsed."""

    pass


def parse_prepare_due_diligence_statement_query(items: Iterable[tuple[str, str]]) -> PrepareDueDiligenceStatementQuery:
    return PrepareDueDiligenceStatementQuery(**qs.parse(items, _PREPARE_DUE_DILIGENCE_STATEMENT_OTHER))


# -- DS7 file_due_diligence_statement -------------------------------------------
_FILE_DUE_DILIGENCE_STATEMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class FileDueDiligenceStatementQuery:
    """Every query parameter of DS7, parsed."""

    pass


def parse_file_due_diligence_statement_query(items: Iterable[tuple[str, str]]) -> FileDueDiligenceStatementQuery:
    return FileDueDiligenceStatementQuery(**qs.parse(items, _FILE_DUE_DILIGENCE_STATEMENT_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_due_diligence_statements": frozenset(
        {
            ("created_at",),
            ("dds_identifier",),
            ("id",),
            ("name",),
            ("products",),
            ("status",),
            ("type",),
            ("updated_at",),
        }
    ),
}
