from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.created_api_key import CreatedApiKey
    from ..models.member import Member


T = TypeVar("T", bound="InvitationAcceptance")


@_attrs_define
class InvitationAcceptance:
    """The new member and their first API key; the full key is in this answer only.

    Attributes:
        api_key (CreatedApiKey): A new key, with the full key, shown in this answer only.
        member (Member): A member of the workspace (user company).
    """

    api_key: CreatedApiKey
    member: Member
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key.to_dict()

        member = self.member.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api_key": api_key,
                "member": member,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.created_api_key import CreatedApiKey  # noqa: PLC0415
        from ..models.member import Member  # noqa: PLC0415

        d = dict(src_dict)
        api_key = CreatedApiKey.from_dict(d.pop("api_key"))

        member = Member.from_dict(d.pop("member"))

        invitation_acceptance = cls(
            api_key=api_key,
            member=member,
        )

        invitation_acceptance.additional_properties = d
        return invitation_acceptance

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
