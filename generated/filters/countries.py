# Generated from spec/operations/countries.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the countries operations: parsed into typed, validated, plain data.

Compiling filters into SQL is not done here; see handwritten/runtime.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from pydantic import PlainValidator, WithJsonSchema

from generated import enums
from handwritten.runtime import querystring as qs

__all__ = [
    "FIELD_PATHS",
    "ListCountriesFilters",
    "ListCountriesFiltersField",
    "ListCountriesQuery",
    "parse_list_countries_query",
]

# -- CT1 list_countries ---------------------------------------------------------

_LIST_COUNTRIES_FILTERS = (
    qs.Param("alpha_2", qs.text(), blank_is_absent=True),
    qs.Param("alpha_2__in", qs.text(), many="csv"),
    qs.Param("alpha_3", qs.text(), blank_is_absent=True),
    qs.Param("eu_status", qs.choice(enums.EudrCountryRisk)),
    qs.Param("eu_status__in", qs.choice(enums.EudrCountryRisk), many="csv"),
    qs.Param("name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_COUNTRIES_LOOKUPS = (
    qs.Lookup("alpha_2", ("alpha_2",), "exact"),
    qs.Lookup("alpha_2__in", ("alpha_2",), "in"),
    qs.Lookup("alpha_3", ("alpha_3",), "exact"),
    qs.Lookup("eu_status", ("eu_status",), "exact"),
    qs.Lookup("eu_status__in", ("eu_status",), "in"),
    qs.Lookup("name__icontains", ("name",), "icontains"),
)
_LIST_COUNTRIES_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "name": (("name",),),
                "alpha_2": (("alpha_2",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListCountriesFilters:
    """The filters of CT1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("name",),
        ("official_name",),
        ("alpha_2",),
        ("alpha_3",),
    )
    alpha_2: str | None = None
    alpha_2__in: tuple[str, ...] | None = None
    alpha_3: str | None = None
    eu_status: enums.EudrCountryRisk | None = None
    eu_status__in: tuple[enums.EudrCountryRisk, ...] | None = None
    name__icontains: str | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_COUNTRIES_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListCountriesFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_COUNTRIES_FILTERS), _LIST_COUNTRIES_FILTERS))


ListCountriesFiltersField = Annotated[
    ListCountriesFilters,
    PlainValidator(qs.json_filters(ListCountriesFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListCountriesQuery:
    """Every query parameter of CT1, parsed."""

    filters: ListCountriesFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("name", ("name",), False),)
    limit: int = 50
    offset: int = 0


def parse_list_countries_query(items: Iterable[tuple[str, str]]) -> ListCountriesQuery:
    values = qs.parse(items, (*_LIST_COUNTRIES_FILTERS, *_LIST_COUNTRIES_OTHER))
    names = {p.name for p in _LIST_COUNTRIES_FILTERS}
    filters = ListCountriesFilters(**{k: v for k, v in values.items() if k in names})
    return ListCountriesQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_countries": frozenset(
        {
            ("alpha_2",),
            ("alpha_3",),
            ("eu_status",),
            ("name",),
            ("official_name",),
        }
    ),
}
