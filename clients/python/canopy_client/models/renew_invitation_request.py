from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="RenewInvitationRequest")


@_attrs_define
class RenewInvitationRequest:
    """
    Attributes:
        invitation (UUID): The UUID of the pending invitation to renew.
    """

    invitation: UUID

    def to_dict(self) -> dict[str, Any]:
        invitation = str(self.invitation)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "invitation": invitation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invitation = UUID(d.pop("invitation"))

        renew_invitation_request = cls(
            invitation=invitation,
        )

        return renew_invitation_request
