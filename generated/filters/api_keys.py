# Generated from spec/operations/api_keys.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the api_keys operations: parsed into typed, validated, plain data.

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
    "ListApiKeysFilters",
    "ListApiKeysFiltersField",
    "ListApiKeysQuery",
    "parse_list_api_keys_query",
    "CreateApiKeyQuery",
    "parse_create_api_key_query",
    "RevokeApiKeyQuery",
    "parse_revoke_api_key_query",
    "ListMemberApiKeysFilters",
    "ListMemberApiKeysFiltersField",
    "ListMemberApiKeysQuery",
    "parse_list_member_api_keys_query",
]

# -- AK1 list_api_keys ----------------------------------------------------------

_LIST_API_KEYS_FILTERS = (
    qs.Param("scope", qs.choice(enums.ApiKeyScope)),
    qs.Param("workspace", qs.integer()),
    qs.Param("name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("last_used_at__lte", qs.iso_datetime()),
    qs.Param("last_used_at__isnull", qs.boolean()),
    qs.Param("expires_at__lte", qs.iso_datetime()),
    qs.Param("expires_at__isnull", qs.boolean()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_API_KEYS_LOOKUPS = (
    qs.Lookup("scope", ("scope",), "exact"),
    qs.Lookup("workspace", ("workspace",), "exact"),
    qs.Lookup("name__icontains", ("name",), "icontains"),
    qs.Lookup("last_used_at__lte", ("last_used_at",), "lte"),
    qs.Lookup("last_used_at__isnull", ("last_used_at",), "isnull"),
    qs.Lookup("expires_at__lte", ("expires_at",), "lte"),
    qs.Lookup("expires_at__isnull", ("expires_at",), "isnull"),
)
_LIST_API_KEYS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "scope": (("scope",),),
                "created_at": (("created_at",),),
                "last_used_at": (("last_used_at",),),
                "expires_at": (("expires_at",),),
                "name": (("name",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListApiKeysFilters:
    """The filters of AK1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("name",),
        ("prefix",),
    )
    scope: enums.ApiKeyScope | None = None
    workspace: int | None = None
    name__icontains: str | None = None
    last_used_at__lte: datetime.datetime | None = None
    last_used_at__isnull: bool | None = None
    expires_at__lte: datetime.datetime | None = None
    expires_at__isnull: bool | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_API_KEYS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListApiKeysFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_API_KEYS_FILTERS), _LIST_API_KEYS_FILTERS))


ListApiKeysFiltersField = Annotated[
    ListApiKeysFilters,
    PlainValidator(qs.json_filters(ListApiKeysFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListApiKeysQuery:
    """Every query parameter of AK1, parsed."""

    filters: ListApiKeysFilters
    ordering: tuple[qs.OrderingTerm, ...] = (
        qs.OrderingTerm("scope", ("scope",), False),
        qs.OrderingTerm("created_at", ("created_at",), True),
    )
    limit: int = 50
    offset: int = 0


def parse_list_api_keys_query(items: Iterable[tuple[str, str]]) -> ListApiKeysQuery:
    values = qs.parse(items, (*_LIST_API_KEYS_FILTERS, *_LIST_API_KEYS_OTHER))
    names = {p.name for p in _LIST_API_KEYS_FILTERS}
    filters = ListApiKeysFilters(**{k: v for k, v in values.items() if k in names})
    return ListApiKeysQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- AK2 create_api_key ---------------------------------------------------------
_CREATE_API_KEY_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateApiKeyQuery:
    """Every query parameter of AK2, parsed."""

    pass


def parse_create_api_key_query(items: Iterable[tuple[str, str]]) -> CreateApiKeyQuery:
    return CreateApiKeyQuery(**qs.parse(items, _CREATE_API_KEY_OTHER))


# -- AK3 revoke_api_key ---------------------------------------------------------
_REVOKE_API_KEY_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RevokeApiKeyQuery:
    """Every query parameter of AK3, parsed."""

    pass


def parse_revoke_api_key_query(items: Iterable[tuple[str, str]]) -> RevokeApiKeyQuery:
    return RevokeApiKeyQuery(**qs.parse(items, _REVOKE_API_KEY_OTHER))


# -- AK4 list_member_api_keys ---------------------------------------------------

_LIST_MEMBER_API_KEYS_FILTERS = (
    qs.Param("scope", qs.choice(enums.ApiKeyScope)),
    qs.Param("workspace", qs.integer()),
    qs.Param("name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("last_used_at__lte", qs.iso_datetime()),
    qs.Param("last_used_at__isnull", qs.boolean()),
    qs.Param("expires_at__lte", qs.iso_datetime()),
    qs.Param("expires_at__isnull", qs.boolean()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_MEMBER_API_KEYS_LOOKUPS = (
    qs.Lookup("scope", ("scope",), "exact"),
    qs.Lookup("workspace", ("workspace",), "exact"),
    qs.Lookup("name__icontains", ("name",), "icontains"),
    qs.Lookup("last_used_at__lte", ("last_used_at",), "lte"),
    qs.Lookup("last_used_at__isnull", ("last_used_at",), "isnull"),
    qs.Lookup("expires_at__lte", ("expires_at",), "lte"),
    qs.Lookup("expires_at__isnull", ("expires_at",), "isnull"),
)
_LIST_MEMBER_API_KEYS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "scope": (("scope",),),
                "created_at": (("created_at",),),
                "last_used_at": (("last_used_at",),),
                "expires_at": (("expires_at",),),
                "name": (("name",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListMemberApiKeysFilters:
    """The filters of AK4; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("name",),
        ("prefix",),
    )
    scope: enums.ApiKeyScope | None = None
    workspace: int | None = None
    name__icontains: str | None = None
    last_used_at__lte: datetime.datetime | None = None
    last_used_at__isnull: bool | None = None
    expires_at__lte: datetime.datetime | None = None
    expires_at__isnull: bool | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_MEMBER_API_KEYS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListMemberApiKeysFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_MEMBER_API_KEYS_FILTERS), _LIST_MEMBER_API_KEYS_FILTERS))


ListMemberApiKeysFiltersField = Annotated[
    ListMemberApiKeysFilters,
    PlainValidator(qs.json_filters(ListMemberApiKeysFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListMemberApiKeysQuery:
    """Every query parameter of AK4, parsed."""

    filters: ListMemberApiKeysFilters
    ordering: tuple[qs.OrderingTerm, ...] = (
        qs.OrderingTerm("scope", ("scope",), False),
        qs.OrderingTerm("created_at", ("created_at",), True),
    )
    limit: int = 50
    offset: int = 0


def parse_list_member_api_keys_query(items: Iterable[tuple[str, str]]) -> ListMemberApiKeysQuery:
    values = qs.parse(items, (*_LIST_MEMBER_API_KEYS_FILTERS, *_LIST_MEMBER_API_KEYS_OTHER))
    names = {p.name for p in _LIST_MEMBER_API_KEYS_FILTERS}
    filters = ListMemberApiKeysFilters(**{k: v for k, v in values.items() if k in names})
    return ListMemberApiKeysQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_api_keys": frozenset(
        {
            ("created_at",),
            ("expires_at",),
            ("last_used_at",),
            ("name",),
            ("prefix",),
            ("scope",),
            ("workspace",),
        }
    ),
    "list_member_api_keys": frozenset(
        {
            ("created_at",),
            ("expires_at",),
            ("last_used_at",),
            ("name",),
            ("prefix",),
            ("scope",),
            ("workspace",),
        }
    ),
}
