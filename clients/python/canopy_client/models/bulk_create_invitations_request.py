from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_invitation_request import CreateInvitationRequest


T = TypeVar("T", bound="BulkCreateInvitationsRequest")


@_attrs_define
class BulkCreateInvitationsRequest:
    """Decision (What a bulk invitation request rejects whole): Bulk-create validates each operation alone, as the document
    says: an operation that is not an object, misses email or auth_group, has an invalid email or a wrong type, or
    breaks a rule (an existing member, an already pending email, a role the actor may not grant, an unknown role id) is
    rejected in its own results entry with the field-level body the single create would answer, and the valid operations
    are created. Only a body that is not an object with an operations array of at most 100 items is a 400 for the whole
    request, and it changes nothing. Bulk revoke and renew take filter objects, which are read as a whole: a malformed
    filter object is a 400 for the request, since a mistyped filter must never widen what is revoked or renewed.

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
