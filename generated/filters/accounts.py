# Generated from spec/operations/accounts.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the accounts operations: parsed into typed, validated, plain data.

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
    "RetrieveCurrentUserQuery",
    "parse_retrieve_current_user_query",
    "ListWorkspacesFilters",
    "ListWorkspacesFiltersField",
    "ListWorkspacesQuery",
    "parse_list_workspaces_query",
    "SwitchWorkspaceQuery",
    "parse_switch_workspace_query",
    "ListMembersFilters",
    "ListMembersFiltersField",
    "ListMembersQuery",
    "parse_list_members_query",
    "ChangeMemberRoleQuery",
    "parse_change_member_role_query",
    "RemoveMemberQuery",
    "parse_remove_member_query",
]

# -- A1 retrieve_current_user ---------------------------------------------------
_RETRIEVE_CURRENT_USER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveCurrentUserQuery:
    """Every query parameter of A1, parsed."""

    pass


def parse_retrieve_current_user_query(items: Iterable[tuple[str, str]]) -> RetrieveCurrentUserQuery:
    return RetrieveCurrentUserQuery(**qs.parse(items, _RETRIEVE_CURRENT_USER_OTHER))


# -- A2 list_workspaces ---------------------------------------------------------

_LIST_WORKSPACES_FILTERS = (
    qs.Param("country", qs.text(), blank_is_absent=True),
    qs.Param("country__icontains", qs.text(), blank_is_absent=True),
    qs.Param("country__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("country__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("country__in", qs.text(), many="csv"),
    qs.Param("name", qs.text(), blank_is_absent=True),
    qs.Param("name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("name__iendswith", qs.text(), blank_is_absent=True),
    qs.Param("name__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("type", qs.choice(enums.WorkspaceType)),
    qs.Param("type__in", qs.choice(enums.WorkspaceType), many="csv"),
    qs.Param("type__exclude", qs.choice(enums.WorkspaceType), many="csv"),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_WORKSPACES_LOOKUPS = (
    qs.Lookup("country", ("country",), "exact"),
    qs.Lookup("country__icontains", ("country",), "icontains"),
    qs.Lookup("country__iendswith", ("country",), "iendswith"),
    qs.Lookup("country__istartswith", ("country",), "istartswith"),
    qs.Lookup("country__in", ("country",), "in"),
    qs.Lookup("name", ("name",), "exact"),
    qs.Lookup("name__icontains", ("name",), "icontains"),
    qs.Lookup("name__iendswith", ("name",), "iendswith"),
    qs.Lookup("name__istartswith", ("name",), "istartswith"),
    qs.Lookup("type", ("type",), "exact"),
    qs.Lookup("type__in", ("type",), "in"),
    qs.Lookup("type__exclude", ("type",), "exclude"),
)
_LIST_WORKSPACES_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "name": (("name",),),
                "type": (("type",),),
                "country": (("country",),),
                "created_at": (("created_at",),),
                "updated_at": (("updated_at",),),
                "id": (("id",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListWorkspacesFilters:
    """The filters of A2; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (("name",),)
    country: str | None = None
    country__icontains: str | None = None
    country__iendswith: str | None = None
    country__istartswith: str | None = None
    country__in: tuple[str, ...] | None = None
    name: str | None = None
    name__icontains: str | None = None
    name__iendswith: str | None = None
    name__istartswith: str | None = None
    type: enums.WorkspaceType | None = None
    type__in: tuple[enums.WorkspaceType, ...] | None = None
    type__exclude: tuple[enums.WorkspaceType, ...] | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_WORKSPACES_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListWorkspacesFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_WORKSPACES_FILTERS), _LIST_WORKSPACES_FILTERS))


ListWorkspacesFiltersField = Annotated[
    ListWorkspacesFilters,
    PlainValidator(qs.json_filters(ListWorkspacesFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListWorkspacesQuery:
    """Every query parameter of A2, parsed."""

    filters: ListWorkspacesFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("name", ("name",), False),)
    limit: int = 50
    offset: int = 0


def parse_list_workspaces_query(items: Iterable[tuple[str, str]]) -> ListWorkspacesQuery:
    values = qs.parse(items, (*_LIST_WORKSPACES_FILTERS, *_LIST_WORKSPACES_OTHER))
    names = {p.name for p in _LIST_WORKSPACES_FILTERS}
    filters = ListWorkspacesFilters(**{k: v for k, v in values.items() if k in names})
    return ListWorkspacesQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- A3 switch_workspace --------------------------------------------------------
_SWITCH_WORKSPACE_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class SwitchWorkspaceQuery:
    """Every query parameter of A3, parsed."""

    pass


def parse_switch_workspace_query(items: Iterable[tuple[str, str]]) -> SwitchWorkspaceQuery:
    return SwitchWorkspaceQuery(**qs.parse(items, _SWITCH_WORKSPACE_OTHER))


# -- M1 list_members ------------------------------------------------------------

_LIST_MEMBERS_FILTERS = (
    qs.Param("auth_group", qs.integer()),
    qs.Param("auth_group__in", qs.integer(), many="csv"),
    qs.Param("auth_group__isnull", qs.boolean()),
    qs.Param("auth_group__name", qs.text(), blank_is_absent=True),
    qs.Param("auth_group__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("auth_group__name__in", qs.text(), many="csv"),
    qs.Param("user__email", qs.text(), blank_is_absent=True),
    qs.Param("user__email__icontains", qs.text(), blank_is_absent=True),
    qs.Param("user__email__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("user__first_name", qs.text(), blank_is_absent=True),
    qs.Param("user__first_name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("user__first_name__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("user__last_name", qs.text(), blank_is_absent=True),
    qs.Param("user__last_name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("user__last_name__istartswith", qs.text(), blank_is_absent=True),
    qs.Param("user__job_title", qs.text(), blank_is_absent=True),
    qs.Param("user__job_title__icontains", qs.text(), blank_is_absent=True),
    qs.Param("created_at__gte", qs.iso_datetime()),
    qs.Param("created_at__lte", qs.iso_datetime()),
    qs.Param("created_at__date", qs.iso_date()),
    qs.Param("created_at__date__gte", qs.iso_date()),
    qs.Param("created_at__date__lte", qs.iso_date()),
    qs.Param("updated_at__gte", qs.iso_datetime()),
    qs.Param("updated_at__lte", qs.iso_datetime()),
    qs.Param("updated_at__date", qs.iso_date()),
    qs.Param("updated_at__date__gte", qs.iso_date()),
    qs.Param("updated_at__date__lte", qs.iso_date()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_MEMBERS_LOOKUPS = (
    qs.Lookup("auth_group", ("auth_group",), "exact"),
    qs.Lookup("auth_group__in", ("auth_group",), "in"),
    qs.Lookup("auth_group__isnull", ("auth_group",), "isnull"),
    qs.Lookup("auth_group__name", ("auth_group", "name"), "exact"),
    qs.Lookup("auth_group__name__icontains", ("auth_group", "name"), "icontains"),
    qs.Lookup("auth_group__name__in", ("auth_group", "name"), "in"),
    qs.Lookup("user__email", ("user", "email"), "exact"),
    qs.Lookup("user__email__icontains", ("user", "email"), "icontains"),
    qs.Lookup("user__email__istartswith", ("user", "email"), "istartswith"),
    qs.Lookup("user__first_name", ("user", "first_name"), "exact"),
    qs.Lookup("user__first_name__icontains", ("user", "first_name"), "icontains"),
    qs.Lookup("user__first_name__istartswith", ("user", "first_name"), "istartswith"),
    qs.Lookup("user__last_name", ("user", "last_name"), "exact"),
    qs.Lookup("user__last_name__icontains", ("user", "last_name"), "icontains"),
    qs.Lookup("user__last_name__istartswith", ("user", "last_name"), "istartswith"),
    qs.Lookup("user__job_title", ("user", "job_title"), "exact"),
    qs.Lookup("user__job_title__icontains", ("user", "job_title"), "icontains"),
    qs.Lookup("created_at__gte", ("created_at",), "gte"),
    qs.Lookup("created_at__lte", ("created_at",), "lte"),
    qs.Lookup("created_at__date", ("created_at",), "date"),
    qs.Lookup("created_at__date__gte", ("created_at",), "date__gte"),
    qs.Lookup("created_at__date__lte", ("created_at",), "date__lte"),
    qs.Lookup("updated_at__gte", ("updated_at",), "gte"),
    qs.Lookup("updated_at__lte", ("updated_at",), "lte"),
    qs.Lookup("updated_at__date", ("updated_at",), "date"),
    qs.Lookup("updated_at__date__gte", ("updated_at",), "date__gte"),
    qs.Lookup("updated_at__date__lte", ("updated_at",), "date__lte"),
)
_LIST_MEMBERS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "created_at": (("created_at",),),
                "updated_at": (("updated_at",),),
                "user__first_name": (("user", "first_name"),),
                "user__last_name": (("user", "last_name"),),
                "user__email": (("user", "email"),),
                "user__job_title": (("user", "job_title"),),
                "auth_group__name": (("auth_group", "name"),),
                "name": (
                    ("user", "first_name"),
                    ("user", "last_name"),
                    ("user", "email"),
                ),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListMembersFilters:
    """The filters of M1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("user", "first_name"),
        ("user", "last_name"),
        ("user", "email"),
        ("user", "job_title"),
        ("auth_group", "name"),
    )
    auth_group: int | None = None
    auth_group__in: tuple[int, ...] | None = None
    auth_group__isnull: bool | None = None
    auth_group__name: str | None = None
    auth_group__name__icontains: str | None = None
    auth_group__name__in: tuple[str, ...] | None = None
    user__email: str | None = None
    user__email__icontains: str | None = None
    user__email__istartswith: str | None = None
    user__first_name: str | None = None
    user__first_name__icontains: str | None = None
    user__first_name__istartswith: str | None = None
    user__last_name: str | None = None
    user__last_name__icontains: str | None = None
    user__last_name__istartswith: str | None = None
    user__job_title: str | None = None
    user__job_title__icontains: str | None = None
    created_at__gte: datetime.datetime | None = None
    created_at__lte: datetime.datetime | None = None
    created_at__date: datetime.date | None = None
    created_at__date__gte: datetime.date | None = None
    created_at__date__lte: datetime.date | None = None
    updated_at__gte: datetime.datetime | None = None
    updated_at__lte: datetime.datetime | None = None
    updated_at__date: datetime.date | None = None
    updated_at__date__gte: datetime.date | None = None
    updated_at__date__lte: datetime.date | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_MEMBERS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListMembersFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_MEMBERS_FILTERS), _LIST_MEMBERS_FILTERS))


ListMembersFiltersField = Annotated[
    ListMembersFilters,
    PlainValidator(qs.json_filters(ListMembersFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListMembersQuery:
    """Every query parameter of M1, parsed."""

    filters: ListMembersFilters
    ordering: tuple[qs.OrderingTerm, ...] = (
        qs.OrderingTerm("name", ("user", "first_name"), False),
        qs.OrderingTerm("name", ("user", "last_name"), False),
        qs.OrderingTerm("name", ("user", "email"), False),
    )
    limit: int = 50
    offset: int = 0


def parse_list_members_query(items: Iterable[tuple[str, str]]) -> ListMembersQuery:
    values = qs.parse(items, (*_LIST_MEMBERS_FILTERS, *_LIST_MEMBERS_OTHER))
    names = {p.name for p in _LIST_MEMBERS_FILTERS}
    filters = ListMembersFilters(**{k: v for k, v in values.items() if k in names})
    return ListMembersQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- M2 change_member_role ------------------------------------------------------
_CHANGE_MEMBER_ROLE_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class ChangeMemberRoleQuery:
    """Every query parameter of M2, parsed."""

    pass


def parse_change_member_role_query(items: Iterable[tuple[str, str]]) -> ChangeMemberRoleQuery:
    return ChangeMemberRoleQuery(**qs.parse(items, _CHANGE_MEMBER_ROLE_OTHER))


# -- M3 remove_member -----------------------------------------------------------
_REMOVE_MEMBER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveMemberQuery:
    """Every query parameter of M3, parsed."""

    pass


def parse_remove_member_query(items: Iterable[tuple[str, str]]) -> RemoveMemberQuery:
    return RemoveMemberQuery(**qs.parse(items, _REMOVE_MEMBER_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_workspaces": frozenset(
        {
            ("country",),
            ("created_at",),
            ("id",),
            ("name",),
            ("type",),
            ("updated_at",),
        }
    ),
    "list_members": frozenset(
        {
            ("auth_group",),
            ("auth_group", "name"),
            ("created_at",),
            ("updated_at",),
            ("user", "email"),
            ("user", "first_name"),
            ("user", "job_title"),
            ("user", "last_name"),
        }
    ),
}
