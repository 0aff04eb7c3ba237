# Generated from spec/operations/origins.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the origins operations: parsed into typed, validated, plain data.

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
    "ListOriginsFilters",
    "ListOriginsFiltersField",
    "ListOriginsQuery",
    "parse_list_origins_query",
    "CreateOriginQuery",
    "parse_create_origin_query",
    "RetrieveOriginQuery",
    "parse_retrieve_origin_query",
    "PartialUpdateOriginQuery",
    "parse_partial_update_origin_query",
    "DeleteOriginQuery",
    "parse_delete_origin_query",
    "RecordOriginAssessmentResultQuery",
    "parse_record_origin_assessment_result_query",
]

# -- OG1 list_origins -----------------------------------------------------------

_LIST_ORIGINS_FILTERS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("name", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("name__icontains", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("country", qs.text(), blank_is_absent=True),
    qs.Param("country__in", qs.text(), many="csv"),
    qs.Param("producer__icontains", qs.text(), blank_is_absent=True),
    qs.Param("producer__isnull", qs.boolean()),
    qs.Param("commodity", qs.choice(enums.Commodity)),
    qs.Param("commodity__in", qs.choice(enums.Commodity), many="csv"),
    qs.Param("assessment_status", qs.choice(enums.AssessmentStatus)),
    qs.Param("assessment_status__in", qs.choice(enums.AssessmentStatus), many="csv"),
    qs.Param("external_id", qs.text(), blank_is_absent=True),
    qs.Param("deforestation_free_declaration", qs.boolean()),
    qs.Param("production_date__gte", qs.iso_date()),
    qs.Param("production_date__lte", qs.iso_date()),
    qs.Param("created_at__gte", qs.iso_datetime()),
    qs.Param("created_at__lte", qs.iso_datetime()),
    qs.Param("updated_at__gte", qs.iso_datetime()),
    qs.Param("updated_at__lte", qs.iso_datetime()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_ORIGINS_LOOKUPS = (
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("name", ("name",), "exact"),
    qs.Lookup("name__icontains", ("name",), "icontains"),
    qs.Lookup("country", ("country",), "exact"),
    qs.Lookup("country__in", ("country",), "in"),
    qs.Lookup("producer__icontains", ("producer",), "icontains"),
    qs.Lookup("producer__isnull", ("producer",), "isnull"),
    qs.Lookup("commodity", ("commodity",), "exact"),
    qs.Lookup("commodity__in", ("commodity",), "in"),
    qs.Lookup("assessment_status", ("assessment_status",), "exact"),
    qs.Lookup("assessment_status__in", ("assessment_status",), "in"),
    qs.Lookup("external_id", ("external_id",), "exact"),
    qs.Lookup("deforestation_free_declaration", ("deforestation_free_declaration",), "exact"),
    qs.Lookup("production_date__gte", ("production_date",), "gte"),
    qs.Lookup("production_date__lte", ("production_date",), "lte"),
    qs.Lookup("created_at__gte", ("created_at",), "gte"),
    qs.Lookup("created_at__lte", ("created_at",), "lte"),
    qs.Lookup("updated_at__gte", ("updated_at",), "gte"),
    qs.Lookup("updated_at__lte", ("updated_at",), "lte"),
)
_LIST_ORIGINS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "name": (("name",),),
                "country": (("country",),),
                "commodity": (("commodity",),),
                "area_hectares": (("area_hectares",),),
                "production_date": (("production_date",),),
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
class ListOriginsFilters:
    """The filters of OG1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("name",),
        ("producer",),
        ("external_id",),
    )
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    name: str | None = None
    name__icontains: str | None = None
    country: str | None = None
    country__in: tuple[str, ...] | None = None
    producer__icontains: str | None = None
    producer__isnull: bool | None = None
    commodity: enums.Commodity | None = None
    commodity__in: tuple[enums.Commodity, ...] | None = None
    assessment_status: enums.AssessmentStatus | None = None
    assessment_status__in: tuple[enums.AssessmentStatus, ...] | None = None
    external_id: str | None = None
    deforestation_free_declaration: bool | None = None
    production_date__gte: datetime.date | None = None
    production_date__lte: datetime.date | None = None
    created_at__gte: datetime.datetime | None = None
    created_at__lte: datetime.datetime | None = None
    updated_at__gte: datetime.datetime | None = None
    updated_at__lte: datetime.datetime | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_ORIGINS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListOriginsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_ORIGINS_FILTERS), _LIST_ORIGINS_FILTERS))


ListOriginsFiltersField = Annotated[
    ListOriginsFilters,
    PlainValidator(qs.json_filters(ListOriginsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListOriginsQuery:
    """Every query parameter of OG1, parsed."""

    filters: ListOriginsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("name", ("name",), False),)
    limit: int = 50
    offset: int = 0


def parse_list_origins_query(items: Iterable[tuple[str, str]]) -> ListOriginsQuery:
    values = qs.parse(items, (*_LIST_ORIGINS_FILTERS, *_LIST_ORIGINS_OTHER))
    names = {p.name for p in _LIST_ORIGINS_FILTERS}
    filters = ListOriginsFilters(**{k: v for k, v in values.items() if k in names})
    return ListOriginsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- OG2 create_origin ----------------------------------------------------------
_CREATE_ORIGIN_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateOriginQuery:
    """Every query parameter of OG2, parsed."""

    pass


def parse_create_origin_query(items: Iterable[tuple[str, str]]) -> CreateOriginQuery:
    return CreateOriginQuery(**qs.parse(items, _CREATE_ORIGIN_OTHER))


# -- OG3 retrieve_origin --------------------------------------------------------
_RETRIEVE_ORIGIN_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveOriginQuery:
    """Every query parameter of OG3, parsed."""

    pass


def parse_retrieve_origin_query(items: Iterable[tuple[str, str]]) -> RetrieveOriginQuery:
    return RetrieveOriginQuery(**qs.parse(items, _RETRIEVE_ORIGIN_OTHER))


# -- OG4 partial_update_origin --------------------------------------------------
_PARTIAL_UPDATE_ORIGIN_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PartialUpdateOriginQuery:
    """Every query parameter of OG4, parsed."""

    pass


def parse_partial_update_origin_query(items: Iterable[tuple[str, str]]) -> PartialUpdateOriginQuery:
    return PartialUpdateOriginQuery(**qs.parse(items, _PARTIAL_UPDATE_ORIGIN_OTHER))


# -- OG5 delete_origin ----------------------------------------------------------
_DELETE_ORIGIN_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class DeleteOriginQuery:
    """Every query parameter of OG5, parsed."""

    pass


def parse_delete_origin_query(items: Iterable[tuple[str, str]]) -> DeleteOriginQuery:
    return DeleteOriginQuery(**qs.parse(items, _DELETE_ORIGIN_OTHER))


# -- AS1 record_origin_assessment_result ----------------------------------------
_RECORD_ORIGIN_ASSESSMENT_RESULT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RecordOriginAssessmentResultQuery:
    """Every query parameter of AS1, parsed."""

    pass


def parse_record_origin_assessment_result_query(items: Iterable[tuple[str, str]]) -> RecordOriginAssessmentResultQuery:
    return RecordOriginAssessmentResultQuery(**qs.parse(items, _RECORD_ORIGIN_ASSESSMENT_RESULT_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_origins": frozenset(
        {
            ("area_hectares",),
            ("assessment_status",),
            ("commodity",),
            ("country",),
            ("created_at",),
            ("deforestation_free_declaration",),
            ("external_id",),
            ("id",),
            ("name",),
            ("producer",),
            ("production_date",),
            ("updated_at",),
        }
    ),
}
