from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bulk_operation_status import BulkOperationStatus

if TYPE_CHECKING:
    from ..models.bulk_renew_invitation_result_error_type_0 import BulkRenewInvitationResultErrorType0
    from ..models.invitation import Invitation


T = TypeVar("T", bound="BulkRenewInvitationResult")


@_attrs_define
class BulkRenewInvitationResult:
    """Decision: [bulk_result_fields](/api/docs/decisions.html#bulk_result_fields).

    Attributes:
        error (BulkRenewInvitationResultErrorType0 | None): Why the operation was rejected, such as matching more than
            100 invitations; null when accepted.
        index (int): Position of the operation in the request.
        invitations (list[Invitation]): The new invitations.
        renewed_count (int): How many invitations were renewed.
        status (BulkOperationStatus): Decision: [bulk_operation_status](/api/docs/decisions.html#bulk_operation_status).
    """

    error: BulkRenewInvitationResultErrorType0 | None
    index: int
    invitations: list[Invitation]
    renewed_count: int
    status: BulkOperationStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bulk_renew_invitation_result_error_type_0 import BulkRenewInvitationResultErrorType0  # noqa: PLC0415

        error: dict[str, Any] | None
        if isinstance(self.error, BulkRenewInvitationResultErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        index = self.index

        invitations = []
        for invitations_item_data in self.invitations:
            invitations_item = invitations_item_data.to_dict()
            invitations.append(invitations_item)

        renewed_count = self.renewed_count

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
                "index": index,
                "invitations": invitations,
                "renewed_count": renewed_count,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bulk_renew_invitation_result_error_type_0 import BulkRenewInvitationResultErrorType0  # noqa: PLC0415
        from ..models.invitation import Invitation  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_error(data: object) -> BulkRenewInvitationResultErrorType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = BulkRenewInvitationResultErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BulkRenewInvitationResultErrorType0 | None, data)

        error = _parse_error(d.pop("error"))

        index = d.pop("index")

        invitations = []
        _invitations = d.pop("invitations")
        for invitations_item_data in _invitations:
            invitations_item = Invitation.from_dict(invitations_item_data)

            invitations.append(invitations_item)

        renewed_count = d.pop("renewed_count")

        status = BulkOperationStatus(d.pop("status"))

        bulk_renew_invitation_result = cls(
            error=error,
            index=index,
            invitations=invitations,
            renewed_count=renewed_count,
            status=status,
        )

        bulk_renew_invitation_result.additional_properties = d
        return bulk_renew_invitation_result

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
