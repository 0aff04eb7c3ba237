# Generated from spec/operations/transactions.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the transactions operations: parsed into typed, validated, plain data.

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
    "ListTransactionsFilters",
    "ListTransactionsFiltersField",
    "ListTransactionsQuery",
    "parse_list_transactions_query",
    "GroupTransactionsFilters",
    "GroupTransactionsFiltersField",
    "GroupTransactionsQuery",
    "parse_group_transactions_query",
]

# -- T1 list_transactions -------------------------------------------------------

_LIST_TRANSACTIONS_FILTERS = (
    qs.Param("classified", qs.boolean()),
    qs.Param("confidence_status", qs.choice(enums.ConfidenceStatus)),
    qs.Param("source", qs.choice(enums.TransactionSource)),
    qs.Param("tags", qs.text(), many="multi"),
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("integration_id", qs.integer()),
    qs.Param("integration_id__isnull", qs.boolean()),
    qs.Param("date", qs.iso_datetime()),
    qs.Param("date__gte", qs.iso_datetime()),
    qs.Param("date__lte", qs.iso_datetime()),
    qs.Param("net_amount", qs.number()),
    qs.Param("net_amount__gt", qs.number()),
    qs.Param("net_amount__gte", qs.number()),
    qs.Param("net_amount__lt", qs.number()),
    qs.Param("net_amount__lte", qs.number()),
    qs.Param("description", qs.text(), blank_is_absent=True),
    qs.Param("description__icontains", qs.text(), blank_is_absent=True),
    qs.Param("description__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("description__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("description__isnull", qs.boolean()),
    qs.Param("journal", qs.text(), blank_is_absent=True),
    qs.Param("journal__icontains", qs.text(), blank_is_absent=True),
    qs.Param("journal__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("journal__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("journal__isnull", qs.boolean()),
    qs.Param("ledger", qs.text(), blank_is_absent=True),
    qs.Param("ledger__icontains", qs.text(), blank_is_absent=True),
    qs.Param("ledger__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("ledger__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("vendor_name", qs.text(), blank_is_absent=True),
    qs.Param("vendor_name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("vendor_name__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("vendor_name__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("vendor_name__isnull", qs.boolean()),
    qs.Param("integration__name", qs.text(), blank_is_absent=True),
    qs.Param("integration__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("integration__name__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("integration__name__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_TRANSACTIONS_LOOKUPS = (
    qs.Lookup("classified", ("classified",), "exact"),
    qs.Lookup("confidence_status", ("confidence_status",), "exact"),
    qs.Lookup("source", ("source",), "exact"),
    qs.Lookup("tags", ("tag_names",), "multi"),
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("integration_id", ("integration_id",), "exact"),
    qs.Lookup("integration_id__isnull", ("integration_id",), "isnull"),
    qs.Lookup("date", ("date",), "exact"),
    qs.Lookup("date__gte", ("date",), "gte"),
    qs.Lookup("date__lte", ("date",), "lte"),
    qs.Lookup("net_amount", ("net_amount",), "exact"),
    qs.Lookup("net_amount__gt", ("net_amount",), "gt"),
    qs.Lookup("net_amount__gte", ("net_amount",), "gte"),
    qs.Lookup("net_amount__lt", ("net_amount",), "lt"),
    qs.Lookup("net_amount__lte", ("net_amount",), "lte"),
    qs.Lookup("description", ("description",), "exact"),
    qs.Lookup("description__icontains", ("description",), "icontains"),
    qs.Lookup("description__iendswith", ("description",), "iendswith"),
    qs.Lookup("description__istartswith", ("description",), "istartswith"),
    qs.Lookup("description__isnull", ("description",), "isnull"),
    qs.Lookup("journal", ("journal",), "exact"),
    qs.Lookup("journal__icontains", ("journal",), "icontains"),
    qs.Lookup("journal__iendswith", ("journal",), "iendswith"),
    qs.Lookup("journal__istartswith", ("journal",), "istartswith"),
    qs.Lookup("journal__isnull", ("journal",), "isnull"),
    qs.Lookup("ledger", ("ledger",), "exact"),
    qs.Lookup("ledger__icontains", ("ledger",), "icontains"),
    qs.Lookup("ledger__iendswith", ("ledger",), "iendswith"),
    qs.Lookup("ledger__istartswith", ("ledger",), "istartswith"),
    qs.Lookup("vendor_name", ("vendor_name",), "exact"),
    qs.Lookup("vendor_name__icontains", ("vendor_name",), "icontains"),
    qs.Lookup("vendor_name__iendswith", ("vendor_name",), "iendswith"),
    qs.Lookup("vendor_name__istartswith", ("vendor_name",), "istartswith"),
    qs.Lookup("vendor_name__isnull", ("vendor_name",), "isnull"),
    qs.Lookup("integration__name", ("integration", "name"), "exact"),
    qs.Lookup("integration__name__icontains", ("integration", "name"), "icontains"),
    qs.Lookup("integration__name__iendswith", ("integration", "name"), "iendswith"),
    qs.Lookup("integration__name__istartswith", ("integration", "name"), "istartswith"),
)
_LIST_TRANSACTIONS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "date": (("date",),),
                "end_date": (("end_date",),),
                "net_amount": (("net_amount",),),
                "currency": (("currency",),),
                "vendor_name": (("vendor_name",),),
                "ledger": (("ledger",),),
                "journal": (("journal",),),
                "source": (("source",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListTransactionsFilters:
    """The filters of T1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("vendor_name",),
        ("ledger",),
        ("description",),
    )
    classified: bool | None = None
    confidence_status: enums.ConfidenceStatus | None = None
    source: enums.TransactionSource | None = None
    tags: tuple[str, ...] | None = None
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    integration_id: int | None = None
    integration_id__isnull: bool | None = None
    date: datetime.datetime | None = None
    date__gte: datetime.datetime | None = None
    date__lte: datetime.datetime | None = None
    net_amount: float | None = None
    net_amount__gt: float | None = None
    net_amount__gte: float | None = None
    net_amount__lt: float | None = None
    net_amount__lte: float | None = None
    description: str | None = None
    description__icontains: str | None = None
    description__iendswith: str | None = None
    description__istartswith: str | None = None
    description__isnull: bool | None = None
    journal: str | None = None
    journal__icontains: str | None = None
    journal__iendswith: str | None = None
    journal__istartswith: str | None = None
    journal__isnull: bool | None = None
    ledger: str | None = None
    ledger__icontains: str | None = None
    ledger__iendswith: str | None = None
    ledger__istartswith: str | None = None
    vendor_name: str | None = None
    vendor_name__icontains: str | None = None
    vendor_name__iendswith: str | None = None
    vendor_name__istartswith: str | None = None
    vendor_name__isnull: bool | None = None
    integration__name: str | None = None
    integration__name__icontains: str | None = None
    integration__name__iendswith: str | None = None
    integration__name__istartswith: str | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_TRANSACTIONS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListTransactionsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_TRANSACTIONS_FILTERS), _LIST_TRANSACTIONS_FILTERS))


ListTransactionsFiltersField = Annotated[
    ListTransactionsFilters,
    PlainValidator(qs.json_filters(ListTransactionsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListTransactionsQuery:
    """Every query parameter of T1, parsed."""

    filters: ListTransactionsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("date", ("date",), True),)
    limit: int = 50
    offset: int = 0


def parse_list_transactions_query(items: Iterable[tuple[str, str]]) -> ListTransactionsQuery:
    values = qs.parse(items, (*_LIST_TRANSACTIONS_FILTERS, *_LIST_TRANSACTIONS_OTHER))
    names = {p.name for p in _LIST_TRANSACTIONS_FILTERS}
    filters = ListTransactionsFilters(**{k: v for k, v in values.items() if k in names})
    return ListTransactionsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- T2 group_transactions ------------------------------------------------------

_GROUP_TRANSACTIONS_FILTERS = (
    qs.Param("classified", qs.boolean()),
    qs.Param("confidence_status", qs.choice(enums.ConfidenceStatus)),
    qs.Param("source", qs.choice(enums.TransactionSource)),
    qs.Param("tags", qs.text(), many="multi"),
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("integration_id", qs.integer()),
    qs.Param("integration_id__isnull", qs.boolean()),
    qs.Param("date", qs.iso_datetime()),
    qs.Param("date__gte", qs.iso_datetime()),
    qs.Param("date__lte", qs.iso_datetime()),
    qs.Param("net_amount", qs.number()),
    qs.Param("net_amount__gt", qs.number()),
    qs.Param("net_amount__gte", qs.number()),
    qs.Param("net_amount__lt", qs.number()),
    qs.Param("net_amount__lte", qs.number()),
    qs.Param("description", qs.text(), blank_is_absent=True),
    qs.Param("description__icontains", qs.text(), blank_is_absent=True),
    qs.Param("description__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("description__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("description__isnull", qs.boolean()),
    qs.Param("journal", qs.text(), blank_is_absent=True),
    qs.Param("journal__icontains", qs.text(), blank_is_absent=True),
    qs.Param("journal__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("journal__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("journal__isnull", qs.boolean()),
    qs.Param("ledger", qs.text(), blank_is_absent=True),
    qs.Param("ledger__icontains", qs.text(), blank_is_absent=True),
    qs.Param("ledger__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("ledger__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("vendor_name", qs.text(), blank_is_absent=True),
    qs.Param("vendor_name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("vendor_name__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("vendor_name__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("vendor_name__isnull", qs.boolean()),
    qs.Param("integration__name", qs.text(), blank_is_absent=True),
    qs.Param("integration__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("integration__name__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("integration__name__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_GROUP_TRANSACTIONS_LOOKUPS = (
    qs.Lookup("classified", ("classified",), "exact"),
    qs.Lookup("confidence_status", ("confidence_status",), "exact"),
    qs.Lookup("source", ("source",), "exact"),
    qs.Lookup("tags", ("tag_names",), "multi"),
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("integration_id", ("integration_id",), "exact"),
    qs.Lookup("integration_id__isnull", ("integration_id",), "isnull"),
    qs.Lookup("date", ("date",), "exact"),
    qs.Lookup("date__gte", ("date",), "gte"),
    qs.Lookup("date__lte", ("date",), "lte"),
    qs.Lookup("net_amount", ("net_amount",), "exact"),
    qs.Lookup("net_amount__gt", ("net_amount",), "gt"),
    qs.Lookup("net_amount__gte", ("net_amount",), "gte"),
    qs.Lookup("net_amount__lt", ("net_amount",), "lt"),
    qs.Lookup("net_amount__lte", ("net_amount",), "lte"),
    qs.Lookup("description", ("description",), "exact"),
    qs.Lookup("description__icontains", ("description",), "icontains"),
    qs.Lookup("description__iendswith", ("description",), "iendswith"),
    qs.Lookup("description__istartswith", ("description",), "istartswith"),
    qs.Lookup("description__isnull", ("description",), "isnull"),
    qs.Lookup("journal", ("journal",), "exact"),
    qs.Lookup("journal__icontains", ("journal",), "icontains"),
    qs.Lookup("journal__iendswith", ("journal",), "iendswith"),
    qs.Lookup("journal__istartswith", ("journal",), "istartswith"),
    qs.Lookup("journal__isnull", ("journal",), "isnull"),
    qs.Lookup("ledger", ("ledger",), "exact"),
    qs.Lookup("ledger__icontains", ("ledger",), "icontains"),
    qs.Lookup("ledger__iendswith", ("ledger",), "iendswith"),
    qs.Lookup("ledger__istartswith", ("ledger",), "istartswith"),
    qs.Lookup("vendor_name", ("vendor_name",), "exact"),
    qs.Lookup("vendor_name__icontains", ("vendor_name",), "icontains"),
    qs.Lookup("vendor_name__iendswith", ("vendor_name",), "iendswith"),
    qs.Lookup("vendor_name__istartswith", ("vendor_name",), "istartswith"),
    qs.Lookup("vendor_name__isnull", ("vendor_name",), "isnull"),
    qs.Lookup("integration__name", ("integration", "name"), "exact"),
    qs.Lookup("integration__name__icontains", ("integration", "name"), "icontains"),
    qs.Lookup("integration__name__iendswith", ("integration", "name"), "iendswith"),
    qs.Lookup("integration__name__istartswith", ("integration", "name"), "istartswith"),
)
_GROUP_TRANSACTIONS_OTHER = (
    qs.Param("group_by", qs.choice(enums.GroupDimension), many="multi"),
    qs.Param("delimit_by", qs.choice(enums.DelimitBy)),
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "count": (("count",),),
                "total_net_amount": (("total_net_amount",),),
            }
        ),
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class GroupTransactionsFilters:
    """The filters of T2; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("vendor_name",),
        ("ledger",),
        ("description",),
    )
    classified: bool | None = None
    confidence_status: enums.ConfidenceStatus | None = None
    source: enums.TransactionSource | None = None
    tags: tuple[str, ...] | None = None
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    integration_id: int | None = None
    integration_id__isnull: bool | None = None
    date: datetime.datetime | None = None
    date__gte: datetime.datetime | None = None
    date__lte: datetime.datetime | None = None
    net_amount: float | None = None
    net_amount__gt: float | None = None
    net_amount__gte: float | None = None
    net_amount__lt: float | None = None
    net_amount__lte: float | None = None
    description: str | None = None
    description__icontains: str | None = None
    description__iendswith: str | None = None
    description__istartswith: str | None = None
    description__isnull: bool | None = None
    journal: str | None = None
    journal__icontains: str | None = None
    journal__iendswith: str | None = None
    journal__istartswith: str | None = None
    journal__isnull: bool | None = None
    ledger: str | None = None
    ledger__icontains: str | None = None
    ledger__iendswith: str | None = None
    ledger__istartswith: str | None = None
    vendor_name: str | None = None
    vendor_name__icontains: str | None = None
    vendor_name__iendswith: str | None = None
    vendor_name__istartswith: str | None = None
    vendor_name__isnull: bool | None = None
    integration__name: str | None = None
    integration__name__icontains: str | None = None
    integration__name__iendswith: str | None = None
    integration__name__istartswith: str | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _GROUP_TRANSACTIONS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> GroupTransactionsFilters:
        return cls(**qs.parse(qs.json_items(obj, _GROUP_TRANSACTIONS_FILTERS), _GROUP_TRANSACTIONS_FILTERS))


GroupTransactionsFiltersField = Annotated[
    GroupTransactionsFilters,
    PlainValidator(qs.json_filters(GroupTransactionsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class GroupTransactionsQuery:
    """Every query parameter of T2, parsed."""

    filters: GroupTransactionsFilters
    group_by: tuple[enums.GroupDimension, ...] = (enums.GroupDimension.LEDGER,)
    delimit_by: enums.DelimitBy | None = None
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("count", ("count",), True),)
    limit: int = 50
    offset: int = 0


def parse_group_transactions_query(items: Iterable[tuple[str, str]]) -> GroupTransactionsQuery:
    values = qs.parse(items, (*_GROUP_TRANSACTIONS_FILTERS, *_GROUP_TRANSACTIONS_OTHER))
    names = {p.name for p in _GROUP_TRANSACTIONS_FILTERS}
    filters = GroupTransactionsFilters(**{k: v for k, v in values.items() if k in names})
    return GroupTransactionsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_transactions": frozenset(
        {
            ("classified",),
            ("confidence_status",),
            ("currency",),
            ("date",),
            ("description",),
            ("end_date",),
            ("id",),
            ("integration", "name"),
            ("integration_id",),
            ("journal",),
            ("ledger",),
            ("net_amount",),
            ("source",),
            ("tag_names",),
            ("vendor_name",),
        }
    ),
    "group_transactions": frozenset(
        {
            ("classified",),
            ("confidence_status",),
            ("count",),
            ("date",),
            ("description",),
            ("id",),
            ("integration", "name"),
            ("integration_id",),
            ("journal",),
            ("ledger",),
            ("net_amount",),
            ("source",),
            ("tag_names",),
            ("total_net_amount",),
            ("vendor_name",),
        }
    ),
}
