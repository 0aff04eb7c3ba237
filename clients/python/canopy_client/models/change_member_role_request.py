from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChangeMemberRoleRequest")


@_attrs_define
class ChangeMemberRoleRequest:
    """
    Attributes:
        auth_group (int): The new role id; it cannot be cleared.
    """

    auth_group: int

    def to_dict(self) -> dict[str, Any]:
        auth_group = self.auth_group

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "auth_group": auth_group,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auth_group = d.pop("auth_group")

        change_member_role_request = cls(
            auth_group=auth_group,
        )

        return change_member_role_request
