from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.invitation_status import InvitationStatus

if TYPE_CHECKING:
    from ..models.auth_group_detail import AuthGroupDetail
    from ..models.user_detail import UserDetail


T = TypeVar("T", bound="Invitation")


@_attrs_define
class Invitation:
    """An invitation to join the workspace with a role.

    Attributes:
        auth_group (int): The role id the invitee gets.
        auth_group_detail (AuthGroupDetail): A role, inline.
        created_at (datetime.datetime):
        email (str): Who is invited.
        expires_at (datetime.datetime): When the link stops working, unless renewed.
        id (UUID): The invitation UUID, as in the emailed link.
        invited_by (int): The id of the user who invited.
        invited_by_detail (UserDetail): A user, inline.
        status (InvitationStatus):
    """

    auth_group: int
    auth_group_detail: AuthGroupDetail
    created_at: datetime.datetime
    email: str
    expires_at: datetime.datetime
    id: UUID
    invited_by: int
    invited_by_detail: UserDetail
    status: InvitationStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        auth_group = self.auth_group

        auth_group_detail = self.auth_group_detail.to_dict()

        created_at = self.created_at.isoformat()

        email = self.email

        expires_at = self.expires_at.isoformat()

        id = str(self.id)

        invited_by = self.invited_by

        invited_by_detail = self.invited_by_detail.to_dict()

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "auth_group": auth_group,
                "auth_group_detail": auth_group_detail,
                "created_at": created_at,
                "email": email,
                "expires_at": expires_at,
                "id": id,
                "invited_by": invited_by,
                "invited_by_detail": invited_by_detail,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auth_group_detail import AuthGroupDetail  # noqa: PLC0415
        from ..models.user_detail import UserDetail  # noqa: PLC0415

        d = dict(src_dict)
        auth_group = d.pop("auth_group")

        auth_group_detail = AuthGroupDetail.from_dict(d.pop("auth_group_detail"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        email = d.pop("email")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        id = UUID(d.pop("id"))

        invited_by = d.pop("invited_by")

        invited_by_detail = UserDetail.from_dict(d.pop("invited_by_detail"))

        status = InvitationStatus(d.pop("status"))

        invitation = cls(
            auth_group=auth_group,
            auth_group_detail=auth_group_detail,
            created_at=created_at,
            email=email,
            expires_at=expires_at,
            id=id,
            invited_by=invited_by,
            invited_by_detail=invited_by_detail,
            status=status,
        )

        invitation.additional_properties = d
        return invitation

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
