from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.invitation_filter_operation import InvitationFilterOperation


T = TypeVar("T", bound="BulkInvitationFiltersRequest")


@_attrs_define
class BulkInvitationFiltersRequest:
    """
    Attributes:
        operations (list[InvitationFilterOperation]): Each a set of I1 filters selecting invitations.
    """

    operations: list[InvitationFilterOperation]

    def to_dict(self) -> dict[str, Any]:
        operations = []
        for operations_item_data in self.operations:
            operations_item = operations_item_data.to_dict()
            operations.append(operations_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "operations": operations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invitation_filter_operation import InvitationFilterOperation  # noqa: PLC0415

        d = dict(src_dict)
        operations = []
        _operations = d.pop("operations")
        for operations_item_data in _operations:
            operations_item = InvitationFilterOperation.from_dict(operations_item_data)

            operations.append(operations_item)

        bulk_invitation_filters_request = cls(
            operations=operations,
        )

        return bulk_invitation_filters_request
