# Generated from fixture_spec/operations/owners.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the owners operations: parsed into typed, validated, plain data.

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
    "ListOwnersFilters",
    "ListOwnersFiltersField",
    "ListOwnersQuery",
    "parse_list_owners_query",
    "RetrieveOwnerQuery",
    "parse_retrieve_owner_query",
    "OwnerCardQuery",
    "parse_owner_card_query",
]

# -- R1 list_owners -------------------------------------------------------------

_LIST_OWNERS_FILTERS = (qs.Param("name__icontains", qs.text(), blank_is_absent=True),)
_LIST_OWNERS_LOOKUPS = (qs.Lookup("name__icontains", ("name",), "icontains"),)
_LIST_OWNERS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "name": (("name",),),
                "created_at": (("created_at",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=100)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListOwnersFilters:
    """The filters of R1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = ()
    name__icontains: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_OWNERS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListOwnersFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_OWNERS_FILTERS), _LIST_OWNERS_FILTERS))


ListOwnersFiltersField = Annotated[
    ListOwnersFilters,
    PlainValidator(qs.json_filters(ListOwnersFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListOwnersQuery:
    """Every query parameter of R1, parsed."""

    filters: ListOwnersFilters
    ordering: tuple[qs.OrderingTerm, ...] = ()
    limit: int = 20
    offset: int = 0


def parse_list_owners_query(items: Iterable[tuple[str, str]]) -> ListOwnersQuery:
    values = qs.parse(items, (*_LIST_OWNERS_FILTERS, *_LIST_OWNERS_OTHER))
    names = {p.name for p in _LIST_OWNERS_FILTERS}
    filters = ListOwnersFilters(**{k: v for k, v in values.items() if k in names})
    return ListOwnersQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- R2 retrieve_owner ----------------------------------------------------------
_RETRIEVE_OWNER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveOwnerQuery:
    """Every query parameter of R2, parsed."""

    pass


def parse_retrieve_owner_query(items: Iterable[tuple[str, str]]) -> RetrieveOwnerQuery:
    return RetrieveOwnerQuery(**qs.parse(items, _RETRIEVE_OWNER_OTHER))


# -- R3 owner_card --------------------------------------------------------------
_OWNER_CARD_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class OwnerCardQuery:
    """Every query parameter of R3, parsed."""

    pass


def parse_owner_card_query(items: Iterable[tuple[str, str]]) -> OwnerCardQuery:
    return OwnerCardQuery(**qs.parse(items, _OWNER_CARD_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_owners": frozenset(
        {
            ("created_at",),
            ("name",),
        }
    ),
}
