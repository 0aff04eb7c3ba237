from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auth_group_detail import AuthGroupDetail
    from ..models.user_detail import UserDetail


T = TypeVar("T", bound="ChangeMemberRoleRequest")


@_attrs_define
class ChangeMemberRoleRequest:
    """
    Attributes:
        auth_group (int): The new role id; it cannot be cleared.
        auth_group_detail (AuthGroupDetail | None | Unset): Decision:
            [member_without_role](/api/docs/decisions.html#member_without_role).
        created_at (datetime.datetime | Unset):
        data_room_consumer_id (str | Unset): The member's identity in the survey data room.
        id (int | Unset): The member id.
        updated_at (datetime.datetime | Unset):
        user (int | Unset): The user id.
        user_detail (UserDetail | Unset): A user, inline.
    """

    auth_group: int
    auth_group_detail: AuthGroupDetail | None | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    data_room_consumer_id: str | Unset = UNSET
    id: int | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET
    user: int | Unset = UNSET
    user_detail: UserDetail | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.auth_group_detail import AuthGroupDetail  # noqa: PLC0415

        auth_group = self.auth_group

        auth_group_detail: dict[str, Any] | None | Unset
        if isinstance(self.auth_group_detail, Unset):
            auth_group_detail = UNSET
        elif isinstance(self.auth_group_detail, AuthGroupDetail):
            auth_group_detail = self.auth_group_detail.to_dict()
        else:
            auth_group_detail = self.auth_group_detail

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        data_room_consumer_id = self.data_room_consumer_id

        id = self.id

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        user = self.user

        user_detail: dict[str, Any] | Unset = UNSET
        if not isinstance(self.user_detail, Unset):
            user_detail = self.user_detail.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "auth_group": auth_group,
            }
        )
        if auth_group_detail is not UNSET:
            field_dict["auth_group_detail"] = auth_group_detail
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if data_room_consumer_id is not UNSET:
            field_dict["data_room_consumer_id"] = data_room_consumer_id
        if id is not UNSET:
            field_dict["id"] = id
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at
        if user is not UNSET:
            field_dict["user"] = user
        if user_detail is not UNSET:
            field_dict["user_detail"] = user_detail

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auth_group_detail import AuthGroupDetail  # noqa: PLC0415
        from ..models.user_detail import UserDetail  # noqa: PLC0415

        d = dict(src_dict)
        auth_group = d.pop("auth_group")

        def _parse_auth_group_detail(data: object) -> AuthGroupDetail | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auth_group_detail_type_0 = AuthGroupDetail.from_dict(data)

                return auth_group_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuthGroupDetail | None | Unset, data)

        auth_group_detail = _parse_auth_group_detail(d.pop("auth_group_detail", UNSET))

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        data_room_consumer_id = d.pop("data_room_consumer_id", UNSET)

        id = d.pop("id", UNSET)

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        user = d.pop("user", UNSET)

        _user_detail = d.pop("user_detail", UNSET)
        user_detail: UserDetail | Unset
        if isinstance(_user_detail, Unset):
            user_detail = UNSET
        else:
            user_detail = UserDetail.from_dict(_user_detail)

        change_member_role_request = cls(
            auth_group=auth_group,
            auth_group_detail=auth_group_detail,
            created_at=created_at,
            data_room_consumer_id=data_room_consumer_id,
            id=id,
            updated_at=updated_at,
            user=user,
            user_detail=user_detail,
        )

        return change_member_role_request
