from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.invitation_preview_company import InvitationPreviewCompany


T = TypeVar("T", bound="InvitationPreview")


@_attrs_define
class InvitationPreview:
    """What the emailed link shows before the invitee signs in.

    Attributes:
        auth_group_id (int): The role id the invitee gets.
        auth_group_name (str): The invited role's name.

            Decision: [invitation_preview_role_and_expiry](/api/docs/decisions.html#invitation_preview_role_and_expiry).
        company (InvitationPreviewCompany): The inviting workspace, as shown to the invitee.
        email (str): Who is invited.
        expires_at (datetime.datetime): When the invitation stops working.

            Decision: [invitation_preview_role_and_expiry](/api/docs/decisions.html#invitation_preview_role_and_expiry).
        id (UUID): The invitation UUID.
        is_active (bool): Whether the invitee's user account is active; false when there is none yet.
        is_existing_user (bool): Whether a user with this email exists; if not, accepting needs a name.
        is_mfa_enabled (bool): Whether the workspace requires multi-factor authentication.
    """

    auth_group_id: int
    auth_group_name: str
    company: InvitationPreviewCompany
    email: str
    expires_at: datetime.datetime
    id: UUID
    is_active: bool
    is_existing_user: bool
    is_mfa_enabled: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        auth_group_id = self.auth_group_id

        auth_group_name = self.auth_group_name

        company = self.company.to_dict()

        email = self.email

        expires_at = self.expires_at.isoformat()

        id = str(self.id)

        is_active = self.is_active

        is_existing_user = self.is_existing_user

        is_mfa_enabled = self.is_mfa_enabled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "auth_group_id": auth_group_id,
                "auth_group_name": auth_group_name,
                "company": company,
                "email": email,
                "expires_at": expires_at,
                "id": id,
                "is_active": is_active,
                "is_existing_user": is_existing_user,
                "is_mfa_enabled": is_mfa_enabled,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invitation_preview_company import InvitationPreviewCompany  # noqa: PLC0415

        d = dict(src_dict)
        auth_group_id = d.pop("auth_group_id")

        auth_group_name = d.pop("auth_group_name")

        company = InvitationPreviewCompany.from_dict(d.pop("company"))

        email = d.pop("email")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        id = UUID(d.pop("id"))

        is_active = d.pop("is_active")

        is_existing_user = d.pop("is_existing_user")

        is_mfa_enabled = d.pop("is_mfa_enabled")

        invitation_preview = cls(
            auth_group_id=auth_group_id,
            auth_group_name=auth_group_name,
            company=company,
            email=email,
            expires_at=expires_at,
            id=id,
            is_active=is_active,
            is_existing_user=is_existing_user,
            is_mfa_enabled=is_mfa_enabled,
        )

        invitation_preview.additional_properties = d
        return invitation_preview

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
