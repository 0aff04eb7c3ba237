from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MitigationRequest")


@_attrs_define
class MitigationRequest:
    """Body of a mitigation (AS2).

    Decision (Mitigating an assessment): AS2 marks an origin, an order item or an order of the workspace (target
    "origin:<id>", "order_item:<id>", "order:<id>"; another workspace's or an unknown one is a 400 on target) as
    mitigated, with a reason, and recomputes everything downstream at once (decision assessment_propagation: mitigated
    counts as passing). Who mitigated, when and why is recorded (the Mitigation answered with 201) and shown in the
    record's assessment_summary under "mitigation". A mitigated record stays mitigated whatever its checks or traces
    later say; mitigating it again records the new reason. Only Owners and Admins hold mitigate_assessment; Editors and
    Viewers get the document's 403.

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
