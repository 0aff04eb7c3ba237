from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateInvitationRequest")


@_attrs_define
class CreateInvitationRequest:
    """
    Attributes:
        auth_group (int): The role id.
        email (str):
    """

    auth_group: int
    email: str

    def to_dict(self) -> dict[str, Any]:
        auth_group = self.auth_group

        email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "auth_group": auth_group,
                "email": email,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auth_group = d.pop("auth_group")

        email = d.pop("email")

        create_invitation_request = cls(
            auth_group=auth_group,
            email=email,
        )

        return create_invitation_request
