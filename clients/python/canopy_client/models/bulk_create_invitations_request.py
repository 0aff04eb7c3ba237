from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_invitation_request import CreateInvitationRequest


T = TypeVar("T", bound="BulkCreateInvitationsRequest")


@_attrs_define
class BulkCreateInvitationsRequest:
    """Decision: [invitation_bulk_validation](/api/docs/decisions.html#invitation_bulk_validation).

    Attributes:
        operations (list[Any | CreateInvitationRequest]): Each operation is validated alone; an invalid one is rejected
            in its results entry.
    """

    operations: list[Any | CreateInvitationRequest]

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_invitation_request import CreateInvitationRequest  # noqa: PLC0415

        operations = []
        for operations_item_data in self.operations:
            operations_item: Any | dict[str, Any]
            if isinstance(operations_item_data, CreateInvitationRequest):
                operations_item = operations_item_data.to_dict()
            else:
                operations_item = operations_item_data
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
        from ..models.create_invitation_request import CreateInvitationRequest  # noqa: PLC0415

        d = dict(src_dict)
        operations = []
        _operations = d.pop("operations")
        for operations_item_data in _operations:

            def _parse_operations_item(data: object) -> Any | CreateInvitationRequest:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    operations_item_type_0 = CreateInvitationRequest.from_dict(data)

                    return operations_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(Any | CreateInvitationRequest, data)

            operations_item = _parse_operations_item(operations_item_data)

            operations.append(operations_item)

        bulk_create_invitations_request = cls(
            operations=operations,
        )

        return bulk_create_invitations_request
