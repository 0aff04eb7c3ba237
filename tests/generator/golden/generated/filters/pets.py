# Generated from fixture_spec/operations/pets.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the pets operations: parsed into typed, validated, plain data.

Compiling filters into SQL is not done here; see handwritten/runtime.
"""

from __future__ import annotations

import datetime
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from pydantic import PlainValidator, WithJsonSchema

from generated import enums
from handwritten.runtime import querystring as qs

__all__ = [
    "FIELD_PATHS",
    "ListPetsFilters",
    "ListPetsFiltersField",
    "ListPetsQuery",
    "parse_list_pets_query",
    "RetrievePetQuery",
    "parse_retrieve_pet_query",
    "CreatePetQuery",
    "parse_create_pet_query",
    "UpdatePetQuery",
    "parse_update_pet_query",
    "DeletePetQuery",
    "parse_delete_pet_query",
    "PetStatisticsQuery",
    "parse_pet_statistics_query",
    "BulkAdoptPetsQuery",
    "parse_bulk_adopt_pets_query",
]

# -- P1 list_pets ---------------------------------------------------------------

_LIST_PETS_FILTERS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("id__exclude_in", qs.integer(), many="csv"),
    qs.Param("name", qs.text(max_length=100), blank_is_absent=True),
    qs.Param("name__icontains", qs.text(max_length=100), blank_is_absent=True),
    qs.Param("name__istartswith", qs.text(max_length=100), blank_is_absent=True),
    qs.Param("species", qs.choice(enums.Species), many="multi"),
    qs.Param("status", qs.choice(enums.PetStatus)),
    qs.Param("status__in", qs.choice(enums.PetStatus), many="csv"),
    qs.Param("weight__gte", qs.number(minimum=0, maximum=200)),
    qs.Param("weight__lte", qs.number(minimum=0, maximum=200)),
    qs.Param("min_age", qs.integer()),
    qs.Param("max_age", qs.integer()),
    qs.Param("birth_date__gte", qs.iso_date()),
    qs.Param("birth_date__lte", qs.iso_date()),
    qs.Param("birth_date__isnull", qs.boolean()),
    qs.Param("registered_at__date", qs.iso_date()),
    qs.Param("registered_at__date__gte", qs.iso_date()),
    qs.Param("owner", qs.uuid()),
    qs.Param("owner__isnull", qs.boolean()),
    qs.Param("owner__name", qs.text(), blank_is_absent=True),
    qs.Param("owner__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("tag", qs.text(max_length=30), blank_is_absent=True),
    qs.Param("tag__isnull", qs.boolean()),
    qs.Param("search", qs.text(max_length=120), blank_is_absent=True),
)
_LIST_PETS_LOOKUPS = (
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("id__exclude_in", ("id",), "exclude_in"),
    qs.Lookup("name", ("name",), "exact"),
    qs.Lookup("name__icontains", ("name",), "icontains"),
    qs.Lookup("name__istartswith", ("name",), "istartswith"),
    qs.Lookup("species", ("species",), "multi"),
    qs.Lookup("status", ("status",), "exact"),
    qs.Lookup("status__in", ("status",), "in"),
    qs.Lookup("weight__gte", ("weight",), "gte"),
    qs.Lookup("weight__lte", ("weight",), "lte"),
    qs.Lookup("min_age", ("age",), "gte"),
    qs.Lookup("max_age", ("age",), "lte"),
    qs.Lookup("birth_date__gte", ("birth_date",), "gte"),
    qs.Lookup("birth_date__lte", ("birth_date",), "lte"),
    qs.Lookup("birth_date__isnull", ("birth_date",), "isnull"),
    qs.Lookup("registered_at__date", ("registered_at",), "date"),
    qs.Lookup("registered_at__date__gte", ("registered_at",), "date__gte"),
    qs.Lookup("owner", ("owner",), "exact"),
    qs.Lookup("owner__isnull", ("owner",), "isnull"),
    qs.Lookup("owner__name", ("owner", "name"), "exact"),
    qs.Lookup("owner__name__icontains", ("owner", "name"), "icontains"),
    qs.Lookup("tag", ("tags",), "exact"),
    qs.Lookup("tag__isnull", ("tags",), "isnull"),
)
_LIST_PETS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "name": (("name",),),
                "age": (("age",),),
                "registered_at": (("registered_at",),),
                "owner_name": (("owner", "name"),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=100)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListPetsFilters:
    """The filters of P1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("name",),
        ("nickname",),
        ("owner", "name"),
    )
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    id__exclude_in: tuple[int, ...] | None = None
    name: str | None = None
    name__icontains: str | None = None
    name__istartswith: str | None = None
    species: tuple[enums.Species, ...] | None = None
    status: enums.PetStatus | None = None
    status__in: tuple[enums.PetStatus, ...] | None = None
    weight__gte: float | None = None
    weight__lte: float | None = None
    min_age: int | None = None
    max_age: int | None = None
    birth_date__gte: datetime.date | None = None
    birth_date__lte: datetime.date | None = None
    birth_date__isnull: bool | None = None
    registered_at__date: datetime.date | None = None
    registered_at__date__gte: datetime.date | None = None
    owner: uuid.UUID | None = None
    owner__isnull: bool | None = None
    owner__name: str | None = None
    owner__name__icontains: str | None = None
    tag: str | None = None
    tag__isnull: bool | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_PETS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListPetsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_PETS_FILTERS), _LIST_PETS_FILTERS))


ListPetsFiltersField = Annotated[
    ListPetsFilters,
    PlainValidator(qs.json_filters(ListPetsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListPetsQuery:
    """Every query parameter of P1, parsed."""

    filters: ListPetsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("registered_at", ("registered_at",), True),)
    limit: int = 20
    offset: int = 0


def parse_list_pets_query(items: Iterable[tuple[str, str]]) -> ListPetsQuery:
    values = qs.parse(items, (*_LIST_PETS_FILTERS, *_LIST_PETS_OTHER))
    names = {p.name for p in _LIST_PETS_FILTERS}
    filters = ListPetsFilters(**{k: v for k, v in values.items() if k in names})
    return ListPetsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- P2 retrieve_pet ------------------------------------------------------------
_RETRIEVE_PET_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrievePetQuery:
    """Every query parameter of P2, parsed."""

    pass


def parse_retrieve_pet_query(items: Iterable[tuple[str, str]]) -> RetrievePetQuery:
    return RetrievePetQuery(**qs.parse(items, _RETRIEVE_PET_OTHER))


# -- P3 create_pet --------------------------------------------------------------
_CREATE_PET_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreatePetQuery:
    """Every query parameter of P3, parsed."""

    pass


def parse_create_pet_query(items: Iterable[tuple[str, str]]) -> CreatePetQuery:
    return CreatePetQuery(**qs.parse(items, _CREATE_PET_OTHER))


# -- P4 update_pet --------------------------------------------------------------
_UPDATE_PET_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class UpdatePetQuery:
    """Every query parameter of P4, parsed."""

    pass


def parse_update_pet_query(items: Iterable[tuple[str, str]]) -> UpdatePetQuery:
    return UpdatePetQuery(**qs.parse(items, _UPDATE_PET_OTHER))


# -- P5 delete_pet --------------------------------------------------------------
_DELETE_PET_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class DeletePetQuery:
    """Every query parameter of P5, parsed."""

    pass


def parse_delete_pet_query(items: Iterable[tuple[str, str]]) -> DeletePetQuery:
    return DeletePetQuery(**qs.parse(items, _DELETE_PET_OTHER))


# -- P6 pet_statistics ----------------------------------------------------------
_PET_STATISTICS_OTHER = (
    qs.Param("group_by", qs.choice(enums.StatisticsGroup), required=True),
    qs.Param("species", qs.choice(enums.Species), many="csv"),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class PetStatisticsQuery:
    """Every query parameter of P6, parsed."""

    group_by: enums.StatisticsGroup
    species: tuple[enums.Species, ...] | None = None


def parse_pet_statistics_query(items: Iterable[tuple[str, str]]) -> PetStatisticsQuery:
    return PetStatisticsQuery(**qs.parse(items, _PET_STATISTICS_OTHER))


# -- P7 bulk_adopt_pets ---------------------------------------------------------
_BULK_ADOPT_PETS_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class BulkAdoptPetsQuery:
    """Every query parameter of P7, parsed."""

    pass


def parse_bulk_adopt_pets_query(items: Iterable[tuple[str, str]]) -> BulkAdoptPetsQuery:
    return BulkAdoptPetsQuery(**qs.parse(items, _BULK_ADOPT_PETS_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_pets": frozenset(
        {
            ("age",),
            ("birth_date",),
            ("id",),
            ("name",),
            ("nickname",),
            ("owner",),
            ("owner", "name"),
            ("registered_at",),
            ("species",),
            ("status",),
            ("tags",),
            ("weight",),
        }
    ),
}
