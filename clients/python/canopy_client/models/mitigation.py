from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Mitigation")


@_attrs_define
class Mitigation:
    """A person's decision that a risk found by the assessment is mitigated (AS2).

    Decision: [assessment_mitigation](/api/docs/decisions.html#assessment_mitigation).

        Attributes:
            id (int): The mitigation id.
            mitigated_at (datetime.datetime): When it was mitigated.
            mitigated_by (int | None): The id of the user who mitigated; null once that user is deleted.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            reason (str): Why the risk is mitigated.
            target (str): The record mitigated: "origin:<id>", "order_item:<id>" or "order:<id>".
    """

    id: int
    mitigated_at: datetime.datetime
    mitigated_by: int | None
    reason: str
    target: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        mitigated_at = self.mitigated_at.isoformat()

        mitigated_by: int | None
        mitigated_by = self.mitigated_by

        reason = self.reason

        target = self.target

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "mitigated_at": mitigated_at,
                "mitigated_by": mitigated_by,
                "reason": reason,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        mitigated_at = datetime.datetime.fromisoformat(d.pop("mitigated_at"))

        def _parse_mitigated_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        mitigated_by = _parse_mitigated_by(d.pop("mitigated_by"))

        reason = d.pop("reason")

        target = d.pop("target")

        mitigation = cls(
            id=id,
            mitigated_at=mitigated_at,
            mitigated_by=mitigated_by,
            reason=reason,
            target=target,
        )

        mitigation.additional_properties = d
        return mitigation

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
