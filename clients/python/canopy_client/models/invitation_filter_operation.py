from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_invitations_filter_object import ListInvitationsFilterObject


T = TypeVar("T", bound="InvitationFilterOperation")


@_attrs_define
class InvitationFilterOperation:
    """
    Attributes:
        invitation_filters (ListInvitationsFilterObject): The filters of I1 (list_invitations) as a JSON object; values
            are strings as in the query string.
    """

    invitation_filters: ListInvitationsFilterObject

    def to_dict(self) -> dict[str, Any]:
        invitation_filters = self.invitation_filters.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "invitation_filters": invitation_filters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_invitations_filter_object import ListInvitationsFilterObject  # noqa: PLC0415

        d = dict(src_dict)
        invitation_filters = ListInvitationsFilterObject.from_dict(d.pop("invitation_filters"))

        invitation_filter_operation = cls(
            invitation_filters=invitation_filters,
        )

        return invitation_filter_operation
