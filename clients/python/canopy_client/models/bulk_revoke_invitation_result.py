from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bulk_operation_status import BulkOperationStatus

if TYPE_CHECKING:
    from ..models.bulk_revoke_invitation_result_error_type_0 import BulkRevokeInvitationResultErrorType0


T = TypeVar("T", bound="BulkRevokeInvitationResult")


@_attrs_define
class BulkRevokeInvitationResult:
    """Decision: [bulk_result_fields](/api/docs/decisions.html#bulk_result_fields).

    Attributes:
        error (BulkRevokeInvitationResultErrorType0 | None): Why the operation was rejected (the 403 body for a role the
            actor may not manage); null when accepted.
        index (int): Position of the operation in the request.
        revoked_count (int): How many invitations were revoked.
        revoked_ids (list[UUID]): The revoked invitations' UUIDs.
        status (BulkOperationStatus): Decision: [bulk_operation_status](/api/docs/decisions.html#bulk_operation_status).
    """

    error: BulkRevokeInvitationResultErrorType0 | None
    index: int
    revoked_count: int
    revoked_ids: list[UUID]
    status: BulkOperationStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bulk_revoke_invitation_result_error_type_0 import BulkRevokeInvitationResultErrorType0  # noqa: PLC0415

        error: dict[str, Any] | None
        if isinstance(self.error, BulkRevokeInvitationResultErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        index = self.index

        revoked_count = self.revoked_count

        revoked_ids = []
        for revoked_ids_item_data in self.revoked_ids:
            revoked_ids_item = str(revoked_ids_item_data)
            revoked_ids.append(revoked_ids_item)

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
                "index": index,
                "revoked_count": revoked_count,
                "revoked_ids": revoked_ids,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bulk_revoke_invitation_result_error_type_0 import BulkRevokeInvitationResultErrorType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_error(data: object) -> BulkRevokeInvitationResultErrorType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = BulkRevokeInvitationResultErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BulkRevokeInvitationResultErrorType0 | None, data)

        error = _parse_error(d.pop("error"))

        index = d.pop("index")

        revoked_count = d.pop("revoked_count")

        revoked_ids = []
        _revoked_ids = d.pop("revoked_ids")
        for revoked_ids_item_data in _revoked_ids:
            revoked_ids_item = UUID(revoked_ids_item_data)

            revoked_ids.append(revoked_ids_item)

        status = BulkOperationStatus(d.pop("status"))

        bulk_revoke_invitation_result = cls(
            error=error,
            index=index,
            revoked_count=revoked_count,
            revoked_ids=revoked_ids,
            status=status,
        )

        bulk_revoke_invitation_result.additional_properties = d
        return bulk_revoke_invitation_result

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
