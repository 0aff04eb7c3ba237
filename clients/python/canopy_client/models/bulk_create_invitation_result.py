from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bulk_operation_status import BulkOperationStatus

if TYPE_CHECKING:
    from ..models.bulk_create_invitation_result_error_type_0 import BulkCreateInvitationResultErrorType0
    from ..models.invitation import Invitation


T = TypeVar("T", bound="BulkCreateInvitationResult")


@_attrs_define
class BulkCreateInvitationResult:
    """Decision: [bulk_result_fields](/api/docs/decisions.html#bulk_result_fields).

    Attributes:
        error (BulkCreateInvitationResultErrorType0 | None): Why the operation was rejected, as field messages; null
            when accepted.
        index (int): Position of the operation in the request.
        invitation (Invitation | None): The created invitation; null when rejected.
        status (BulkOperationStatus): Decision: [bulk_operation_status](/api/docs/decisions.html#bulk_operation_status).
    """

    error: BulkCreateInvitationResultErrorType0 | None
    index: int
    invitation: Invitation | None
    status: BulkOperationStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bulk_create_invitation_result_error_type_0 import BulkCreateInvitationResultErrorType0  # noqa: PLC0415
        from ..models.invitation import Invitation  # noqa: PLC0415

        error: dict[str, Any] | None
        if isinstance(self.error, BulkCreateInvitationResultErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        index = self.index

        invitation: dict[str, Any] | None
        if isinstance(self.invitation, Invitation):
            invitation = self.invitation.to_dict()
        else:
            invitation = self.invitation

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
                "index": index,
                "invitation": invitation,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bulk_create_invitation_result_error_type_0 import BulkCreateInvitationResultErrorType0  # noqa: PLC0415
        from ..models.invitation import Invitation  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_error(data: object) -> BulkCreateInvitationResultErrorType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = BulkCreateInvitationResultErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BulkCreateInvitationResultErrorType0 | None, data)

        error = _parse_error(d.pop("error"))

        index = d.pop("index")

        def _parse_invitation(data: object) -> Invitation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                invitation_type_0 = Invitation.from_dict(data)

                return invitation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Invitation | None, data)

        invitation = _parse_invitation(d.pop("invitation"))

        status = BulkOperationStatus(d.pop("status"))

        bulk_create_invitation_result = cls(
            error=error,
            index=index,
            invitation=invitation,
            status=status,
        )

        bulk_create_invitation_result.additional_properties = d
        return bulk_create_invitation_result

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
