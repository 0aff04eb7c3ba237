# Generated from spec/operations/value_chains.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the value_chains operations: parsed into typed, validated, plain data.

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
    "ListValueChainsFilters",
    "ListValueChainsFiltersField",
    "ListValueChainsQuery",
    "parse_list_value_chains_query",
    "CreateValueChainQuery",
    "parse_create_value_chain_query",
    "RetrieveValueChainQuery",
    "parse_retrieve_value_chain_query",
    "PartialUpdateValueChainQuery",
    "parse_partial_update_value_chain_query",
    "DeleteValueChainQuery",
    "parse_delete_value_chain_query",
]

# -- VC1 list_value_chains ------------------------------------------------------

_LIST_VALUE_CHAINS_FILTERS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("company_name", qs.text(), blank_is_absent=True),
    qs.Param("company_name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("type", qs.choice(enums.ValueChainType)),
    qs.Param("type__in", qs.choice(enums.ValueChainType), many="csv"),
    qs.Param("status", qs.choice(enums.ValueChainStatus)),
    qs.Param("status__in", qs.choice(enums.ValueChainStatus), many="csv"),
    qs.Param("country_code", qs.text(), blank_is_absent=True),
    qs.Param("country_code__in", qs.text(), many="csv"),
    qs.Param("assessment_status", qs.choice(enums.AssessmentStatus)),
    qs.Param("assessment_status__in", qs.choice(enums.AssessmentStatus), many="csv"),
    qs.Param("external_id", qs.text(), blank_is_absent=True),
    qs.Param("external_id__in", qs.text(), many="csv"),
    qs.Param("contact_email", qs.text(), blank_is_absent=True),
    qs.Param("contact_email__icontains", qs.text(), blank_is_absent=True),
    qs.Param("reciprocal_company_id", qs.integer()),
    qs.Param("reciprocal_company_id__isnull", qs.boolean()),
    qs.Param("permission_granted", qs.boolean()),
    qs.Param("is_self_managed", qs.boolean()),
    qs.Param("created_at__gte", qs.iso_datetime()),
    qs.Param("created_at__lte", qs.iso_datetime()),
    qs.Param("updated_at__gte", qs.iso_datetime()),
    qs.Param("updated_at__lte", qs.iso_datetime()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_VALUE_CHAINS_LOOKUPS = (
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("company_name", ("company_name",), "exact"),
    qs.Lookup("company_name__icontains", ("company_name",), "icontains"),
    qs.Lookup("type", ("type",), "exact"),
    qs.Lookup("type__in", ("type",), "in"),
    qs.Lookup("status", ("status",), "exact"),
    qs.Lookup("status__in", ("status",), "in"),
    qs.Lookup("country_code", ("country_code",), "exact"),
    qs.Lookup("country_code__in", ("country_code",), "in"),
    qs.Lookup("assessment_status", ("assessment_status",), "exact"),
    qs.Lookup("assessment_status__in", ("assessment_status",), "in"),
    qs.Lookup("external_id", ("external_id",), "exact"),
    qs.Lookup("external_id__in", ("external_id",), "in"),
    qs.Lookup("contact_email", ("contact_email",), "exact"),
    qs.Lookup("contact_email__icontains", ("contact_email",), "icontains"),
    qs.Lookup("reciprocal_company_id", ("reciprocal_company_id",), "exact"),
    qs.Lookup("reciprocal_company_id__isnull", ("reciprocal_company_id",), "isnull"),
    qs.Lookup("permission_granted", ("permission_granted",), "exact"),
    qs.Lookup("is_self_managed", ("is_self_managed",), "exact"),
    qs.Lookup("created_at__gte", ("created_at",), "gte"),
    qs.Lookup("created_at__lte", ("created_at",), "lte"),
    qs.Lookup("updated_at__gte", ("updated_at",), "gte"),
    qs.Lookup("updated_at__lte", ("updated_at",), "lte"),
)
_LIST_VALUE_CHAINS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "company_name": (("company_name",),),
                "type": (("type",),),
                "status": (("status",),),
                "country_code": (("country_code",),),
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
class ListValueChainsFilters:
    """The filters of VC1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("company_name",),
        ("external_id",),
        ("contact_name",),
        ("contact_email",),
    )
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    company_name: str | None = None
    company_name__icontains: str | None = None
    type: enums.ValueChainType | None = None
    type__in: tuple[enums.ValueChainType, ...] | None = None
    status: enums.ValueChainStatus | None = None
    status__in: tuple[enums.ValueChainStatus, ...] | None = None
    country_code: str | None = None
    country_code__in: tuple[str, ...] | None = None
    assessment_status: enums.AssessmentStatus | None = None
    assessment_status__in: tuple[enums.AssessmentStatus, ...] | None = None
    external_id: str | None = None
    external_id__in: tuple[str, ...] | None = None
    contact_email: str | None = None
    contact_email__icontains: str | None = None
    reciprocal_company_id: int | None = None
    reciprocal_company_id__isnull: bool | None = None
    permission_granted: bool | None = None
    is_self_managed: bool | None = None
    created_at__gte: datetime.datetime | None = None
    created_at__lte: datetime.datetime | None = None
    updated_at__gte: datetime.datetime | None = None
    updated_at__lte: datetime.datetime | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_VALUE_CHAINS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListValueChainsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_VALUE_CHAINS_FILTERS), _LIST_VALUE_CHAINS_FILTERS))


ListValueChainsFiltersField = Annotated[
    ListValueChainsFilters,
    PlainValidator(qs.json_filters(ListValueChainsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListValueChainsQuery:
    """Every query parameter of VC1, parsed."""

    filters: ListValueChainsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("company_name", ("company_name",), False),)
    limit: int = 50
    offset: int = 0


def parse_list_value_chains_query(items: Iterable[tuple[str, str]]) -> ListValueChainsQuery:
    values = qs.parse(items, (*_LIST_VALUE_CHAINS_FILTERS, *_LIST_VALUE_CHAINS_OTHER))
    names = {p.name for p in _LIST_VALUE_CHAINS_FILTERS}
    filters = ListValueChainsFilters(**{k: v for k, v in values.items() if k in names})
    return ListValueChainsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- VC2 create_value_chain -----------------------------------------------------
_CREATE_VALUE_CHAIN_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateValueChainQuery:
    """Every query parameter of VC2, parsed."""

    pass


def parse_create_value_chain_query(items: Iterable[tuple[str, str]]) -> CreateValueChainQuery:
    return CreateValueChainQuery(**qs.parse(items, _CREATE_VALUE_CHAIN_OTHER))


# -- VC3 retrieve_value_chain ---------------------------------------------------
_RETRIEVE_VALUE_CHAIN_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveValueChainQuery:
    """Every query parameter of VC3, parsed."""

    pass


def parse_retrieve_value_chain_query(items: Iterable[tuple[str, str]]) -> RetrieveValueChainQuery:
    return RetrieveValueChainQuery(**qs.parse(items, _RETRIEVE_VALUE_CHAIN_OTHER))


# -- VC4 partial_update_value_chain ---------------------------------------------
_PARTIAL_UPDATE_VALUE_CHAIN_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PartialUpdateValueChainQuery:
    """Every query parameter of VC4, parsed."""

    pass


def parse_partial_update_value_chain_query(items: Iterable[tuple[str, str]]) -> PartialUpdateValueChainQuery:
    return PartialUpdateValueChainQuery(**qs.parse(items, _PARTIAL_UPDATE_VALUE_CHAIN_OTHER))


# -- VC5 delete_value_chain -----------------------------------------------------
_DELETE_VALUE_CHAIN_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class DeleteValueChainQuery:
    """Every query parameter of VC5, parsed."""

    pass


def parse_delete_value_chain_query(items: Iterable[tuple[str, str]]) -> DeleteValueChainQuery:
    return DeleteValueChainQuery(**qs.parse(items, _DELETE_VALUE_CHAIN_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_value_chains": frozenset(
        {
            ("assessment_status",),
            ("company_name",),
            ("contact_email",),
            ("contact_name",),
            ("country_code",),
            ("created_at",),
            ("external_id",),
            ("id",),
            ("is_self_managed",),
            ("permission_granted",),
            ("reciprocal_company_id",),
            ("status",),
            ("type",),
            ("updated_at",),
        }
    ),
}
