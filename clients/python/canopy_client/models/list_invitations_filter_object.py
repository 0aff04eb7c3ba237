from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.invitation_status import InvitationStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="ListInvitationsFilterObject")


@_attrs_define
class ListInvitationsFilterObject:
    """The filters of I1 (list_invitations) as a JSON object; values are strings as in the query string.

    Attributes:
        auth_group (int | str | Unset): auth_group: equal to
        auth_group_in (str | Unset): auth_group: any of the comma-separated values Comma-separated.
        auth_group_name (str | Unset): auth_group.name: equal to
        auth_group_name_in (str | Unset): auth_group.name: any of the comma-separated values Comma-separated.
        created_at_date (datetime.date | Unset): created_at: on this date
        created_at_date_gte (datetime.date | Unset): created_at: on or after this date
        created_at_date_lte (datetime.date | Unset): created_at: on or before this date
        created_at_gte (datetime.datetime | Unset): created_at: greater than or equal to
        created_at_lte (datetime.datetime | Unset): created_at: less than or equal to
        email (str | Unset): email: equal to
        email_icontains (str | Unset): email: contains, ignoring case
        expires_at_date (datetime.date | Unset): expires_at: on this date
        expires_at_date_gte (datetime.date | Unset): expires_at: on or after this date
        expires_at_date_lte (datetime.date | Unset): expires_at: on or before this date
        expires_at_gte (datetime.datetime | Unset): expires_at: greater than or equal to
        expires_at_lte (datetime.datetime | Unset): expires_at: less than or equal to
        id (UUID | Unset): id: equal to
        id_exclude_in (str | Unset): id: none of the comma-separated values Comma-separated.
        id_in (str | Unset): id: any of the comma-separated values Comma-separated.
        invited_by (int | str | Unset): invited_by: equal to
        search (str | Unset): Free text; every whitespace-separated term must match one of: email.
        status (list[InvitationStatus] | Unset): The status; repeat for several. An invitation past expires_at is
            expired.
    """

    auth_group: int | str | Unset = UNSET
    auth_group_in: str | Unset = UNSET
    auth_group_name: str | Unset = UNSET
    auth_group_name_in: str | Unset = UNSET
    created_at_date: datetime.date | Unset = UNSET
    created_at_date_gte: datetime.date | Unset = UNSET
    created_at_date_lte: datetime.date | Unset = UNSET
    created_at_gte: datetime.datetime | Unset = UNSET
    created_at_lte: datetime.datetime | Unset = UNSET
    email: str | Unset = UNSET
    email_icontains: str | Unset = UNSET
    expires_at_date: datetime.date | Unset = UNSET
    expires_at_date_gte: datetime.date | Unset = UNSET
    expires_at_date_lte: datetime.date | Unset = UNSET
    expires_at_gte: datetime.datetime | Unset = UNSET
    expires_at_lte: datetime.datetime | Unset = UNSET
    id: UUID | Unset = UNSET
    id_exclude_in: str | Unset = UNSET
    id_in: str | Unset = UNSET
    invited_by: int | str | Unset = UNSET
    search: str | Unset = UNSET
    status: list[InvitationStatus] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        auth_group: int | str | Unset
        if isinstance(self.auth_group, Unset):
            auth_group = UNSET
        else:
            auth_group = self.auth_group

        auth_group_in = self.auth_group_in

        auth_group_name = self.auth_group_name

        auth_group_name_in = self.auth_group_name_in

        created_at_date: str | Unset = UNSET
        if not isinstance(self.created_at_date, Unset):
            created_at_date = self.created_at_date.isoformat()

        created_at_date_gte: str | Unset = UNSET
        if not isinstance(self.created_at_date_gte, Unset):
            created_at_date_gte = self.created_at_date_gte.isoformat()

        created_at_date_lte: str | Unset = UNSET
        if not isinstance(self.created_at_date_lte, Unset):
            created_at_date_lte = self.created_at_date_lte.isoformat()

        created_at_gte: str | Unset = UNSET
        if not isinstance(self.created_at_gte, Unset):
            created_at_gte = self.created_at_gte.isoformat()

        created_at_lte: str | Unset = UNSET
        if not isinstance(self.created_at_lte, Unset):
            created_at_lte = self.created_at_lte.isoformat()

        email = self.email

        email_icontains = self.email_icontains

        expires_at_date: str | Unset = UNSET
        if not isinstance(self.expires_at_date, Unset):
            expires_at_date = self.expires_at_date.isoformat()

        expires_at_date_gte: str | Unset = UNSET
        if not isinstance(self.expires_at_date_gte, Unset):
            expires_at_date_gte = self.expires_at_date_gte.isoformat()

        expires_at_date_lte: str | Unset = UNSET
        if not isinstance(self.expires_at_date_lte, Unset):
            expires_at_date_lte = self.expires_at_date_lte.isoformat()

        expires_at_gte: str | Unset = UNSET
        if not isinstance(self.expires_at_gte, Unset):
            expires_at_gte = self.expires_at_gte.isoformat()

        expires_at_lte: str | Unset = UNSET
        if not isinstance(self.expires_at_lte, Unset):
            expires_at_lte = self.expires_at_lte.isoformat()

        id: str | Unset = UNSET
        if not isinstance(self.id, Unset):
            id = str(self.id)

        id_exclude_in = self.id_exclude_in

        id_in = self.id_in

        invited_by: int | str | Unset
        if isinstance(self.invited_by, Unset):
            invited_by = UNSET
        else:
            invited_by = self.invited_by

        search = self.search

        status: list[str] | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = []
            for status_item_data in self.status:
                status_item = status_item_data.value
                status.append(status_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if auth_group is not UNSET:
            field_dict["auth_group"] = auth_group
        if auth_group_in is not UNSET:
            field_dict["auth_group__in"] = auth_group_in
        if auth_group_name is not UNSET:
            field_dict["auth_group__name"] = auth_group_name
        if auth_group_name_in is not UNSET:
            field_dict["auth_group__name__in"] = auth_group_name_in
        if created_at_date is not UNSET:
            field_dict["created_at__date"] = created_at_date
        if created_at_date_gte is not UNSET:
            field_dict["created_at__date__gte"] = created_at_date_gte
        if created_at_date_lte is not UNSET:
            field_dict["created_at__date__lte"] = created_at_date_lte
        if created_at_gte is not UNSET:
            field_dict["created_at__gte"] = created_at_gte
        if created_at_lte is not UNSET:
            field_dict["created_at__lte"] = created_at_lte
        if email is not UNSET:
            field_dict["email"] = email
        if email_icontains is not UNSET:
            field_dict["email__icontains"] = email_icontains
        if expires_at_date is not UNSET:
            field_dict["expires_at__date"] = expires_at_date
        if expires_at_date_gte is not UNSET:
            field_dict["expires_at__date__gte"] = expires_at_date_gte
        if expires_at_date_lte is not UNSET:
            field_dict["expires_at__date__lte"] = expires_at_date_lte
        if expires_at_gte is not UNSET:
            field_dict["expires_at__gte"] = expires_at_gte
        if expires_at_lte is not UNSET:
            field_dict["expires_at__lte"] = expires_at_lte
        if id is not UNSET:
            field_dict["id"] = id
        if id_exclude_in is not UNSET:
            field_dict["id__exclude_in"] = id_exclude_in
        if id_in is not UNSET:
            field_dict["id__in"] = id_in
        if invited_by is not UNSET:
            field_dict["invited_by"] = invited_by
        if search is not UNSET:
            field_dict["search"] = search
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_auth_group(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        auth_group = _parse_auth_group(d.pop("auth_group", UNSET))

        auth_group_in = d.pop("auth_group__in", UNSET)

        auth_group_name = d.pop("auth_group__name", UNSET)

        auth_group_name_in = d.pop("auth_group__name__in", UNSET)

        _created_at_date = d.pop("created_at__date", UNSET)
        created_at_date: datetime.date | Unset
        if isinstance(_created_at_date, Unset):
            created_at_date = UNSET
        else:
            created_at_date = datetime.date.fromisoformat(_created_at_date)

        _created_at_date_gte = d.pop("created_at__date__gte", UNSET)
        created_at_date_gte: datetime.date | Unset
        if isinstance(_created_at_date_gte, Unset):
            created_at_date_gte = UNSET
        else:
            created_at_date_gte = datetime.date.fromisoformat(_created_at_date_gte)

        _created_at_date_lte = d.pop("created_at__date__lte", UNSET)
        created_at_date_lte: datetime.date | Unset
        if isinstance(_created_at_date_lte, Unset):
            created_at_date_lte = UNSET
        else:
            created_at_date_lte = datetime.date.fromisoformat(_created_at_date_lte)

        _created_at_gte = d.pop("created_at__gte", UNSET)
        created_at_gte: datetime.datetime | Unset
        if isinstance(_created_at_gte, Unset):
            created_at_gte = UNSET
        else:
            created_at_gte = datetime.datetime.fromisoformat(_created_at_gte)

        _created_at_lte = d.pop("created_at__lte", UNSET)
        created_at_lte: datetime.datetime | Unset
        if isinstance(_created_at_lte, Unset):
            created_at_lte = UNSET
        else:
            created_at_lte = datetime.datetime.fromisoformat(_created_at_lte)

        email = d.pop("email", UNSET)

        email_icontains = d.pop("email__icontains", UNSET)

        _expires_at_date = d.pop("expires_at__date", UNSET)
        expires_at_date: datetime.date | Unset
        if isinstance(_expires_at_date, Unset):
            expires_at_date = UNSET
        else:
            expires_at_date = datetime.date.fromisoformat(_expires_at_date)

        _expires_at_date_gte = d.pop("expires_at__date__gte", UNSET)
        expires_at_date_gte: datetime.date | Unset
        if isinstance(_expires_at_date_gte, Unset):
            expires_at_date_gte = UNSET
        else:
            expires_at_date_gte = datetime.date.fromisoformat(_expires_at_date_gte)

        _expires_at_date_lte = d.pop("expires_at__date__lte", UNSET)
        expires_at_date_lte: datetime.date | Unset
        if isinstance(_expires_at_date_lte, Unset):
            expires_at_date_lte = UNSET
        else:
            expires_at_date_lte = datetime.date.fromisoformat(_expires_at_date_lte)

        _expires_at_gte = d.pop("expires_at__gte", UNSET)
        expires_at_gte: datetime.datetime | Unset
        if isinstance(_expires_at_gte, Unset):
            expires_at_gte = UNSET
        else:
            expires_at_gte = datetime.datetime.fromisoformat(_expires_at_gte)

        _expires_at_lte = d.pop("expires_at__lte", UNSET)
        expires_at_lte: datetime.datetime | Unset
        if isinstance(_expires_at_lte, Unset):
            expires_at_lte = UNSET
        else:
            expires_at_lte = datetime.datetime.fromisoformat(_expires_at_lte)

        _id = d.pop("id", UNSET)
        id: UUID | Unset
        if isinstance(_id, Unset):
            id = UNSET
        else:
            id = UUID(_id)

        id_exclude_in = d.pop("id__exclude_in", UNSET)

        id_in = d.pop("id__in", UNSET)

        def _parse_invited_by(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        invited_by = _parse_invited_by(d.pop("invited_by", UNSET))

        search = d.pop("search", UNSET)

        _status = d.pop("status", UNSET)
        status: list[InvitationStatus] | Unset = UNSET
        if _status is not UNSET:
            status = []
            for status_item_data in _status:
                status_item = InvitationStatus(status_item_data)

                status.append(status_item)

        list_invitations_filter_object = cls(
            auth_group=auth_group,
            auth_group_in=auth_group_in,
            auth_group_name=auth_group_name,
            auth_group_name_in=auth_group_name_in,
            created_at_date=created_at_date,
            created_at_date_gte=created_at_date_gte,
            created_at_date_lte=created_at_date_lte,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            email=email,
            email_icontains=email_icontains,
            expires_at_date=expires_at_date,
            expires_at_date_gte=expires_at_date_gte,
            expires_at_date_lte=expires_at_date_lte,
            expires_at_gte=expires_at_gte,
            expires_at_lte=expires_at_lte,
            id=id,
            id_exclude_in=id_exclude_in,
            id_in=id_in,
            invited_by=invited_by,
            search=search,
            status=status,
        )

        return list_invitations_filter_object
