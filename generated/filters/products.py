# Generated from spec/operations/products.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the products operations: parsed into typed, validated, plain data.

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
    "ListProductsFilters",
    "ListProductsFiltersField",
    "ListProductsQuery",
    "parse_list_products_query",
    "CreateProductQuery",
    "parse_create_product_query",
    "RetrieveProductQuery",
    "parse_retrieve_product_query",
    "PartialUpdateProductQuery",
    "parse_partial_update_product_query",
    "DeleteProductQuery",
    "parse_delete_product_query",
]

# -- PR1 list_products ----------------------------------------------------------

_LIST_PRODUCTS_FILTERS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("sku", qs.text(), blank_is_absent=True),
    qs.Param("sku__icontains", qs.text(), blank_is_absent=True),
    qs.Param("sku__in", qs.text(), many="csv"),
    qs.Param("name", qs.text(), blank_is_absent=True),
    qs.Param("name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("name__startswith", qs.text(), blank_is_absent=True),
    qs.Param("commodity", qs.choice(enums.Commodity)),
    qs.Param("commodity__in", qs.choice(enums.Commodity), many="csv"),
    qs.Param("commodity__isnull", qs.boolean()),
    qs.Param("composition", qs.choice(enums.Composition)),
    qs.Param("composition__in", qs.choice(enums.Composition), many="csv"),
    qs.Param("type", qs.text(), blank_is_absent=True),
    qs.Param("assessment_status", qs.choice(enums.AssessmentStatus)),
    qs.Param("assessment_status__in", qs.choice(enums.AssessmentStatus), many="csv"),
    qs.Param("tags__name", qs.text(), blank_is_absent=True),
    qs.Param("tags__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("tags__name__in", qs.text(), many="csv"),
    qs.Param("tags__slug", qs.text(), blank_is_absent=True),
    qs.Param("tags__slug__in", qs.text(), many="csv"),
    qs.Param("external_id", qs.text(), blank_is_absent=True),
    qs.Param("external_id__in", qs.text(), many="csv"),
    qs.Param("created_at__gte", qs.iso_datetime()),
    qs.Param("created_at__lte", qs.iso_datetime()),
    qs.Param("updated_at__gte", qs.iso_datetime()),
    qs.Param("updated_at__lte", qs.iso_datetime()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_PRODUCTS_LOOKUPS = (
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("sku", ("sku",), "exact"),
    qs.Lookup("sku__icontains", ("sku",), "icontains"),
    qs.Lookup("sku__in", ("sku",), "in"),
    qs.Lookup("name", ("name",), "exact"),
    qs.Lookup("name__icontains", ("name",), "icontains"),
    qs.Lookup("name__startswith", ("name",), "startswith"),
    qs.Lookup("commodity", ("commodity",), "exact"),
    qs.Lookup("commodity__in", ("commodity",), "in"),
    qs.Lookup("commodity__isnull", ("commodity",), "isnull"),
    qs.Lookup("composition", ("composition",), "exact"),
    qs.Lookup("composition__in", ("composition",), "in"),
    qs.Lookup("type", ("type",), "exact"),
    qs.Lookup("assessment_status", ("assessment_status",), "exact"),
    qs.Lookup("assessment_status__in", ("assessment_status",), "in"),
    qs.Lookup("tags__name", ("tag_records", "name"), "exact"),
    qs.Lookup("tags__name__icontains", ("tag_records", "name"), "icontains"),
    qs.Lookup("tags__name__in", ("tag_records", "name"), "in"),
    qs.Lookup("tags__slug", ("tag_records", "slug"), "exact"),
    qs.Lookup("tags__slug__in", ("tag_records", "slug"), "in"),
    qs.Lookup("external_id", ("external_id",), "exact"),
    qs.Lookup("external_id__in", ("external_id",), "in"),
    qs.Lookup("created_at__gte", ("created_at",), "gte"),
    qs.Lookup("created_at__lte", ("created_at",), "lte"),
    qs.Lookup("updated_at__gte", ("updated_at",), "gte"),
    qs.Lookup("updated_at__lte", ("updated_at",), "lte"),
)
_LIST_PRODUCTS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "sku": (("sku",),),
                "name": (("name",),),
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
class ListProductsFilters:
    """The filters of PR1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("sku",),
        ("name",),
        ("common_name",),
        ("scientific_name",),
    )
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    sku: str | None = None
    sku__icontains: str | None = None
    sku__in: tuple[str, ...] | None = None
    name: str | None = None
    name__icontains: str | None = None
    name__startswith: str | None = None
    commodity: enums.Commodity | None = None
    commodity__in: tuple[enums.Commodity, ...] | None = None
    commodity__isnull: bool | None = None
    composition: enums.Composition | None = None
    composition__in: tuple[enums.Composition, ...] | None = None
    type: str | None = None
    assessment_status: enums.AssessmentStatus | None = None
    assessment_status__in: tuple[enums.AssessmentStatus, ...] | None = None
    tags__name: str | None = None
    tags__name__icontains: str | None = None
    tags__name__in: tuple[str, ...] | None = None
    tags__slug: str | None = None
    tags__slug__in: tuple[str, ...] | None = None
    external_id: str | None = None
    external_id__in: tuple[str, ...] | None = None
    created_at__gte: datetime.datetime | None = None
    created_at__lte: datetime.datetime | None = None
    updated_at__gte: datetime.datetime | None = None
    updated_at__lte: datetime.datetime | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_PRODUCTS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListProductsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_PRODUCTS_FILTERS), _LIST_PRODUCTS_FILTERS))


ListProductsFiltersField = Annotated[
    ListProductsFilters,
    PlainValidator(qs.json_filters(ListProductsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListProductsQuery:
    """Every query parameter of PR1, parsed."""

    filters: ListProductsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("name", ("name",), False),)
    limit: int = 50
    offset: int = 0


def parse_list_products_query(items: Iterable[tuple[str, str]]) -> ListProductsQuery:
    values = qs.parse(items, (*_LIST_PRODUCTS_FILTERS, *_LIST_PRODUCTS_OTHER))
    names = {p.name for p in _LIST_PRODUCTS_FILTERS}
    filters = ListProductsFilters(**{k: v for k, v in values.items() if k in names})
    return ListProductsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- PR2 create_product ---------------------------------------------------------
_CREATE_PRODUCT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateProductQuery:
    """Every query parameter of PR2, parsed."""

    pass


def parse_create_product_query(items: Iterable[tuple[str, str]]) -> CreateProductQuery:
    return CreateProductQuery(**qs.parse(items, _CREATE_PRODUCT_OTHER))


# -- PR3 retrieve_product -------------------------------------------------------
_RETRIEVE_PRODUCT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveProductQuery:
    """Every query parameter of PR3, parsed."""

    pass


def parse_retrieve_product_query(items: Iterable[tuple[str, str]]) -> RetrieveProductQuery:
    return RetrieveProductQuery(**qs.parse(items, _RETRIEVE_PRODUCT_OTHER))


# -- PR4 partial_update_product -------------------------------------------------
_PARTIAL_UPDATE_PRODUCT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PartialUpdateProductQuery:
    """Every query parameter of PR4, parsed."""

    pass


def parse_partial_update_product_query(items: Iterable[tuple[str, str]]) -> PartialUpdateProductQuery:
    return PartialUpdateProductQuery(**qs.parse(items, _PARTIAL_UPDATE_PRODUCT_OTHER))


# -- PR5 delete_product ---------------------------------------------------------
_DELETE_PRODUCT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class DeleteProductQuery:
    """Every query parameter of PR5, parsed."""

    pass


def parse_delete_product_query(items: Iterable[tuple[str, str]]) -> DeleteProductQuery:
    return DeleteProductQuery(**qs.parse(items, _DELETE_PRODUCT_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_products": frozenset(
        {
            ("assessment_status",),
            ("commodity",),
            ("common_name",),
            ("composition",),
            ("created_at",),
            ("external_id",),
            ("id",),
            ("name",),
            ("scientific_name",),
            ("sku",),
            ("tag_records", "name"),
            ("tag_records", "slug"),
            ("type",),
            ("updated_at",),
        }
    ),
}
