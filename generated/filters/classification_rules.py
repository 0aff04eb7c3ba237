# Generated from spec/operations/classification_rules.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the classification_rules operations: parsed into typed, validated, plain data.

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
    "ListClassificationRulesFilters",
    "ListClassificationRulesFiltersField",
    "ListClassificationRulesQuery",
    "parse_list_classification_rules_query",
    "CreateClassificationRuleQuery",
    "parse_create_classification_rule_query",
    "RetrieveClassificationRuleQuery",
    "parse_retrieve_classification_rule_query",
    "PartialUpdateClassificationRuleQuery",
    "parse_partial_update_classification_rule_query",
    "DeleteClassificationRuleQuery",
    "parse_delete_classification_rule_query",
    "ListEmissionCategoriesFilters",
    "ListEmissionCategoriesFiltersField",
    "ListEmissionCategoriesQuery",
    "parse_list_emission_categories_query",
]

# -- CR1 list_classification_rules ----------------------------------------------

_LIST_CLASSIFICATION_RULES_FILTERS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("field", qs.choice(enums.ClassificationField)),
    qs.Param("match", qs.choice(enums.ClassificationMatch)),
    qs.Param("category", qs.text(), blank_is_absent=True),
    qs.Param("category__in", qs.text(), many="csv"),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_CLASSIFICATION_RULES_LOOKUPS = (
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("field", ("field",), "exact"),
    qs.Lookup("match", ("match",), "exact"),
    qs.Lookup("category", ("category",), "exact"),
    qs.Lookup("category__in", ("category",), "in"),
)
_LIST_CLASSIFICATION_RULES_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "priority": (("priority",),),
                "category": (("category",),),
                "created_at": (("created_at",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListClassificationRulesFilters:
    """The filters of CR1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("pattern",),
        ("category",),
    )
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    field: enums.ClassificationField | None = None
    match: enums.ClassificationMatch | None = None
    category: str | None = None
    category__in: tuple[str, ...] | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_CLASSIFICATION_RULES_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListClassificationRulesFilters:
        return cls(
            **qs.parse(qs.json_items(obj, _LIST_CLASSIFICATION_RULES_FILTERS), _LIST_CLASSIFICATION_RULES_FILTERS)
        )


ListClassificationRulesFiltersField = Annotated[
    ListClassificationRulesFilters,
    PlainValidator(qs.json_filters(ListClassificationRulesFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListClassificationRulesQuery:
    """Every query parameter of CR1, parsed."""

    filters: ListClassificationRulesFilters
    ordering: tuple[qs.OrderingTerm, ...] = (
        qs.OrderingTerm("priority", ("priority",), True),
        qs.OrderingTerm("id", ("id",), False),
    )
    limit: int = 50
    offset: int = 0


def parse_list_classification_rules_query(items: Iterable[tuple[str, str]]) -> ListClassificationRulesQuery:
    values = qs.parse(items, (*_LIST_CLASSIFICATION_RULES_FILTERS, *_LIST_CLASSIFICATION_RULES_OTHER))
    names = {p.name for p in _LIST_CLASSIFICATION_RULES_FILTERS}
    filters = ListClassificationRulesFilters(**{k: v for k, v in values.items() if k in names})
    return ListClassificationRulesQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- CR2 create_classification_rule ---------------------------------------------
_CREATE_CLASSIFICATION_RULE_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateClassificationRuleQuery:
    """Every query parameter of CR2, parsed."""

    pass


def parse_create_classification_rule_query(items: Iterable[tuple[str, str]]) -> CreateClassificationRuleQuery:
    return CreateClassificationRuleQuery(**qs.parse(items, _CREATE_CLASSIFICATION_RULE_OTHER))


# -- CR3 retrieve_classification_rule -------------------------------------------
_RETRIEVE_CLASSIFICATION_RULE_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveClassificationRuleQuery:
    """Every query parameter of CR3, parsed."""

    pass


def parse_retrieve_classification_rule_query(items: Iterable[tuple[str, str]]) -> RetrieveClassificationRuleQuery:
    return RetrieveClassificationRuleQuery(**qs.parse(items, _RETRIEVE_CLASSIFICATION_RULE_OTHER))


# -- CR4 partial_update_classification_rule -------------------------------------
_PARTIAL_UPDATE_CLASSIFICATION_RULE_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PartialUpdateClassificationRuleQuery:
    """Every query parameter of CR4, parsed."""

    pass


def parse_partial_update_classification_rule_query(
    items: Iterable[tuple[str, str]],
) -> PartialUpdateClassificationRuleQuery:
    return PartialUpdateClassificationRuleQuery(**qs.parse(items, _PARTIAL_UPDATE_CLASSIFICATION_RULE_OTHER))


# -- CR5 delete_classification_rule ---------------------------------------------
_DELETE_CLASSIFICATION_RULE_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class DeleteClassificationRuleQuery:
    """Every query parameter of CR5, parsed."""

    pass


def parse_delete_classification_rule_query(items: Iterable[tuple[str, str]]) -> DeleteClassificationRuleQuery:
    return DeleteClassificationRuleQuery(**qs.parse(items, _DELETE_CLASSIFICATION_RULE_OTHER))


# -- CR6 list_emission_categories -----------------------------------------------

_LIST_EMISSION_CATEGORIES_FILTERS = (
    qs.Param("category", qs.text(), blank_is_absent=True),
    qs.Param("category__in", qs.text(), many="csv"),
    qs.Param("currency", qs.text(), blank_is_absent=True),
    qs.Param("origin", qs.choice(enums.EmissionFactorOrigin)),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_EMISSION_CATEGORIES_LOOKUPS = (
    qs.Lookup("category", ("category",), "exact"),
    qs.Lookup("category__in", ("category",), "in"),
    qs.Lookup("currency", ("currency",), "exact"),
    qs.Lookup("origin", ("origin",), "exact"),
)
_LIST_EMISSION_CATEGORIES_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "category": (("category",),),
                "currency": (("currency",),),
                "year": (("year",),),
                "origin": (("origin",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListEmissionCategoriesFilters:
    """The filters of CR6; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("category",),
        ("source",),
    )
    category: str | None = None
    category__in: tuple[str, ...] | None = None
    currency: str | None = None
    origin: enums.EmissionFactorOrigin | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_EMISSION_CATEGORIES_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListEmissionCategoriesFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_EMISSION_CATEGORIES_FILTERS), _LIST_EMISSION_CATEGORIES_FILTERS))


ListEmissionCategoriesFiltersField = Annotated[
    ListEmissionCategoriesFilters,
    PlainValidator(qs.json_filters(ListEmissionCategoriesFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListEmissionCategoriesQuery:
    """Every query parameter of CR6, parsed."""

    filters: ListEmissionCategoriesFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("category", ("category",), False),)
    limit: int = 50
    offset: int = 0


def parse_list_emission_categories_query(items: Iterable[tuple[str, str]]) -> ListEmissionCategoriesQuery:
    values = qs.parse(items, (*_LIST_EMISSION_CATEGORIES_FILTERS, *_LIST_EMISSION_CATEGORIES_OTHER))
    names = {p.name for p in _LIST_EMISSION_CATEGORIES_FILTERS}
    filters = ListEmissionCategoriesFilters(**{k: v for k, v in values.items() if k in names})
    return ListEmissionCategoriesQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_classification_rules": frozenset(
        {
            ("category",),
            ("created_at",),
            ("field",),
            ("id",),
            ("match",),
            ("pattern",),
            ("priority",),
        }
    ),
    "list_emission_categories": frozenset(
        {
            ("category",),
            ("currency",),
            ("origin",),
            ("source",),
            ("year",),
        }
    ),
}
