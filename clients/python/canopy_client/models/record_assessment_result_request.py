from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.recorded_result_status import RecordedResultStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="RecordAssessmentResultRequest")


@_attrs_define
class RecordAssessmentResultRequest:
    """Body of an origin's recorded assessment result (AS1).

    Decision: [origin_checks](/api/docs/decisions.html#origin_checks).

        Attributes:
            check (str): The check's name, such as satellite_monitoring; not the name of a check Canopy makes itself.
            reason (str): Why, as a person reads it in the summary.
            status (RecordedResultStatus): Decision: [origin_checks](/api/docs/decisions.html#origin_checks).
            source (str | Unset): Who or what made the check. Default: ''.
    """

    check: str
    reason: str
    status: RecordedResultStatus
    source: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        check = self.check

        reason = self.reason

        status = self.status.value

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "check": check,
                "reason": reason,
                "status": status,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        check = d.pop("check")

        reason = d.pop("reason")

        status = RecordedResultStatus(d.pop("status"))

        source = d.pop("source", UNSET)

        record_assessment_result_request = cls(
            check=check,
            reason=reason,
            status=status,
            source=source,
        )

        return record_assessment_result_request
