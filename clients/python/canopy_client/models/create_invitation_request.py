from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

from ..models.invitation_status import InvitationStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auth_group_detail import AuthGroupDetail
    from ..models.user_detail import UserDetail


T = TypeVar("T", bound="CreateInvitationRequest")


@_attrs_define
class CreateInvitationRequest:
    """
    Attributes:
        auth_group (int): The role id.
        email (str): The invitee's email; the link is sent there.
        auth_group_detail (AuthGroupDetail | Unset): A role, inline.
        created_at (datetime.datetime | Unset):
        expires_at (datetime.datetime | Unset): When the link stops working, unless renewed.
        id (UUID | Unset): The invitation UUID, as in the emailed link.
        invited_by (int | Unset): The id of the user who invited.
        invited_by_detail (UserDetail | Unset): A user, inline.
        status (InvitationStatus | Unset):
    """

    auth_group: int
    email: str
    auth_group_detail: AuthGroupDetail | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    expires_at: datetime.datetime | Unset = UNSET
    id: UUID | Unset = UNSET
    invited_by: int | Unset = UNSET
    invited_by_detail: UserDetail | Unset = UNSET
    status: InvitationStatus | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        auth_group = self.auth_group

        email = self.email

        auth_group_detail: dict[str, Any] | Unset = UNSET
        if not isinstance(self.auth_group_detail, Unset):
            auth_group_detail = self.auth_group_detail.to_dict()

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        expires_at: str | Unset = UNSET
        if not isinstance(self.expires_at, Unset):
            expires_at = self.expires_at.isoformat()

        id: str | Unset = UNSET
        if not isinstance(self.id, Unset):
            id = str(self.id)

        invited_by = self.invited_by

        invited_by_detail: dict[str, Any] | Unset = UNSET
        if not isinstance(self.invited_by_detail, Unset):
            invited_by_detail = self.invited_by_detail.to_dict()

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "auth_group": auth_group,
                "email": email,
            }
        )
        if auth_group_detail is not UNSET:
            field_dict["auth_group_detail"] = auth_group_detail
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if id is not UNSET:
            field_dict["id"] = id
        if invited_by is not UNSET:
            field_dict["invited_by"] = invited_by
        if invited_by_detail is not UNSET:
            field_dict["invited_by_detail"] = invited_by_detail
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auth_group_detail import AuthGroupDetail  # noqa: PLC0415
        from ..models.user_detail import UserDetail  # noqa: PLC0415

        d = dict(src_dict)
        auth_group = d.pop("auth_group")

        email = d.pop("email")

        _auth_group_detail = d.pop("auth_group_detail", UNSET)
        auth_group_detail: AuthGroupDetail | Unset
        if isinstance(_auth_group_detail, Unset):
            auth_group_detail = UNSET
        else:
            auth_group_detail = AuthGroupDetail.from_dict(_auth_group_detail)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        _expires_at = d.pop("expires_at", UNSET)
        expires_at: datetime.datetime | Unset
        if isinstance(_expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = datetime.datetime.fromisoformat(_expires_at)

        _id = d.pop("id", UNSET)
        id: UUID | Unset
        if isinstance(_id, Unset):
            id = UNSET
        else:
            id = UUID(_id)

        invited_by = d.pop("invited_by", UNSET)

        _invited_by_detail = d.pop("invited_by_detail", UNSET)
        invited_by_detail: UserDetail | Unset
        if isinstance(_invited_by_detail, Unset):
            invited_by_detail = UNSET
        else:
            invited_by_detail = UserDetail.from_dict(_invited_by_detail)

        _status = d.pop("status", UNSET)
        status: InvitationStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = InvitationStatus(_status)

        create_invitation_request = cls(
            auth_group=auth_group,
            email=email,
            auth_group_detail=auth_group_detail,
            created_at=created_at,
            expires_at=expires_at,
            id=id,
            invited_by=invited_by,
            invited_by_detail=invited_by_detail,
            status=status,
        )

        return create_invitation_request
