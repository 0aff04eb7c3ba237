from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MitigationRequest")


@_attrs_define
class MitigationRequest:
    """Body of a mitigation (AS2).

    Decision: [assessment_mitigation](/api/docs/decisions.html#assessment_mitigation).

        Attributes:
            reason (str): Why the risk is mitigated, as a person reads it later.
            target (str): The record to mitigate: "origin:<id>", "order_item:<id>" or "order:<id>".
    """

    reason: str
    target: str

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        target = d.pop("target")

        mitigation_request = cls(
            reason=reason,
            target=target,
        )

        return mitigation_request
