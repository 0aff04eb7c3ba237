# Generated from spec/operations/invitations.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the invitations operations: parsed into typed, validated, plain data.

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
    "ListInvitationsFilters",
    "ListInvitationsFiltersField",
    "ListInvitationsQuery",
    "parse_list_invitations_query",
    "CreateInvitationQuery",
    "parse_create_invitation_query",
    "RetrieveInvitationQuery",
    "parse_retrieve_invitation_query",
    "BulkCreateInvitationsQuery",
    "parse_bulk_create_invitations_query",
    "BulkRevokeInvitationsQuery",
    "parse_bulk_revoke_invitations_query",
    "RenewInvitationQuery",
    "parse_renew_invitation_query",
    "BulkRenewInvitationsQuery",
    "parse_bulk_renew_invitations_query",
    "LookupInvitationQuery",
    "parse_lookup_invitation_query",
    "AcceptInvitationQuery",
    "parse_accept_invitation_query",
]

# -- I1 list_invitations --------------------------------------------------------

_LIST_INVITATIONS_FILTERS = (
    qs.Param("status", qs.choice(enums.InvitationStatus), many="multi"),
    qs.Param("email", qs.text(), blank_is_absent=True),
    qs.Param("email__icontains", qs.text(), blank_is_absent=True),
    qs.Param("id", qs.uuid()),
    qs.Param("id__in", qs.uuid(), many="csv"),
    qs.Param("id__exclude_in", qs.uuid(), many="csv"),
    qs.Param("invited_by", qs.integer()),
    qs.Param("auth_group", qs.integer()),
    qs.Param("auth_group__in", qs.integer(), many="csv"),
    qs.Param("auth_group__name", qs.text(), blank_is_absent=True),
    qs.Param("auth_group__name__in", qs.text(), many="csv"),
    qs.Param("created_at__gte", qs.iso_datetime()),
    qs.Param("created_at__lte", qs.iso_datetime()),
    qs.Param("created_at__date", qs.iso_date()),
    qs.Param("created_at__date__gte", qs.iso_date()),
    qs.Param("created_at__date__lte", qs.iso_date()),
    qs.Param("expires_at__gte", qs.iso_datetime()),
    qs.Param("expires_at__lte", qs.iso_datetime()),
    qs.Param("expires_at__date", qs.iso_date()),
    qs.Param("expires_at__date__gte", qs.iso_date()),
    qs.Param("expires_at__date__lte", qs.iso_date()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_INVITATIONS_LOOKUPS = (
    qs.Lookup("status", ("status",), "multi"),
    qs.Lookup("email", ("email",), "exact"),
    qs.Lookup("email__icontains", ("email",), "icontains"),
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("id__exclude_in", ("id",), "exclude_in"),
    qs.Lookup("invited_by", ("invited_by",), "exact"),
    qs.Lookup("auth_group", ("auth_group",), "exact"),
    qs.Lookup("auth_group__in", ("auth_group",), "in"),
    qs.Lookup("auth_group__name", ("auth_group", "name"), "exact"),
    qs.Lookup("auth_group__name__in", ("auth_group", "name"), "in"),
    qs.Lookup("created_at__gte", ("created_at",), "gte"),
    qs.Lookup("created_at__lte", ("created_at",), "lte"),
    qs.Lookup("created_at__date", ("created_at",), "date"),
    qs.Lookup("created_at__date__gte", ("created_at",), "date__gte"),
    qs.Lookup("created_at__date__lte", ("created_at",), "date__lte"),
    qs.Lookup("expires_at__gte", ("expires_at",), "gte"),
    qs.Lookup("expires_at__lte", ("expires_at",), "lte"),
    qs.Lookup("expires_at__date", ("expires_at",), "date"),
    qs.Lookup("expires_at__date__gte", ("expires_at",), "date__gte"),
    qs.Lookup("expires_at__date__lte", ("expires_at",), "date__lte"),
)
_LIST_INVITATIONS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "status": (("status",),),
                "created_at": (("created_at",),),
                "email": (("email",),),
                "expires_at": (("expires_at",),),
                "auth_group_name": (("auth_group", "name"),),
            }
        ),
        many="multi",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListInvitationsFilters:
    """The filters of I1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (("email",),)
    status: tuple[enums.InvitationStatus, ...] | None = None
    email: str | None = None
    email__icontains: str | None = None
    id: uuid.UUID | None = None
    id__in: tuple[uuid.UUID, ...] | None = None
    id__exclude_in: tuple[uuid.UUID, ...] | None = None
    invited_by: int | None = None
    auth_group: int | None = None
    auth_group__in: tuple[int, ...] | None = None
    auth_group__name: str | None = None
    auth_group__name__in: tuple[str, ...] | None = None
    created_at__gte: datetime.datetime | None = None
    created_at__lte: datetime.datetime | None = None
    created_at__date: datetime.date | None = None
    created_at__date__gte: datetime.date | None = None
    created_at__date__lte: datetime.date | None = None
    expires_at__gte: datetime.datetime | None = None
    expires_at__lte: datetime.datetime | None = None
    expires_at__date: datetime.date | None = None
    expires_at__date__gte: datetime.date | None = None
    expires_at__date__lte: datetime.date | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_INVITATIONS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListInvitationsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_INVITATIONS_FILTERS), _LIST_INVITATIONS_FILTERS))


ListInvitationsFiltersField = Annotated[
    ListInvitationsFilters,
    PlainValidator(qs.json_filters(ListInvitationsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListInvitationsQuery:
    """Every query parameter of I1, parsed."""

    filters: ListInvitationsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("created_at", ("created_at",), True),)
    limit: int = 50
    offset: int = 0


def parse_list_invitations_query(items: Iterable[tuple[str, str]]) -> ListInvitationsQuery:
    values = qs.parse(items, (*_LIST_INVITATIONS_FILTERS, *_LIST_INVITATIONS_OTHER))
    names = {p.name for p in _LIST_INVITATIONS_FILTERS}
    filters = ListInvitationsFilters(**{k: v for k, v in values.items() if k in names})
    return ListInvitationsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- I2 create_invitation -------------------------------------------------------
_CREATE_INVITATION_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateInvitationQuery:
    """Every query parameter of I2, parsed."""

    pass


def parse_create_invitation_query(items: Iterable[tuple[str, str]]) -> CreateInvitationQuery:
    return CreateInvitationQuery(**qs.parse(items, _CREATE_INVITATION_OTHER))


# -- I3 retrieve_invitation -----------------------------------------------------
_RETRIEVE_INVITATION_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveInvitationQuery:
    """Every query parameter of I3, parsed."""

    pass


def parse_retrieve_invitation_query(items: Iterable[tuple[str, str]]) -> RetrieveInvitationQuery:
    return RetrieveInvitationQuery(**qs.parse(items, _RETRIEVE_INVITATION_OTHER))


# -- I4 bulk_create_invitations -------------------------------------------------
_BULK_CREATE_INVITATIONS_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class BulkCreateInvitationsQuery:
    """Every query parameter of I4, parsed."""

    pass


def parse_bulk_create_invitations_query(items: Iterable[tuple[str, str]]) -> BulkCreateInvitationsQuery:
    return BulkCreateInvitationsQuery(**qs.parse(items, _BULK_CREATE_INVITATIONS_OTHER))


# -- I5 bulk_revoke_invitations -------------------------------------------------
_BULK_REVOKE_INVITATIONS_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class BulkRevokeInvitationsQuery:
    """Every query parameter of I5, parsed."""

    pass


def parse_bulk_revoke_invitations_query(items: Iterable[tuple[str, str]]) -> BulkRevokeInvitationsQuery:
    return BulkRevokeInvitationsQuery(**qs.parse(items, _BULK_REVOKE_INVITATIONS_OTHER))


# -- I6 renew_invitation --------------------------------------------------------
_RENEW_INVITATION_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RenewInvitationQuery:
    """Every query parameter of I6, parsed."""

    pass


def parse_renew_invitation_query(items: Iterable[tuple[str, str]]) -> RenewInvitationQuery:
    return RenewInvitationQuery(**qs.parse(items, _RENEW_INVITATION_OTHER))


# -- I7 bulk_renew_invitations --------------------------------------------------
_BULK_RENEW_INVITATIONS_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class BulkRenewInvitationsQuery:
    """Every query parameter of I7, parsed."""

    pass


def parse_bulk_renew_invitations_query(items: Iterable[tuple[str, str]]) -> BulkRenewInvitationsQuery:
    return BulkRenewInvitationsQuery(**qs.parse(items, _BULK_RENEW_INVITATIONS_OTHER))


# -- I8 lookup_invitation -------------------------------------------------------
_LOOKUP_INVITATION_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class LookupInvitationQuery:
    """Every query parameter of I8, parsed."""

    pass


def parse_lookup_invitation_query(items: Iterable[tuple[str, str]]) -> LookupInvitationQuery:
    return LookupInvitationQuery(**qs.parse(items, _LOOKUP_INVITATION_OTHER))


# -- IA1 accept_invitation ------------------------------------------------------
_ACCEPT_INVITATION_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class AcceptInvitationQuery:
    """Every query parameter of IA1, parsed."""

    pass


def parse_accept_invitation_query(items: Iterable[tuple[str, str]]) -> AcceptInvitationQuery:
    return AcceptInvitationQuery(**qs.parse(items, _ACCEPT_INVITATION_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_invitations": frozenset(
        {
            ("auth_group",),
            ("auth_group", "name"),
            ("created_at",),
            ("email",),
            ("expires_at",),
            ("id",),
            ("invited_by",),
            ("status",),
        }
    ),
}
