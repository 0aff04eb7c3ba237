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

    Decision (How an origin is assessed): Every write of an origin (OG2, OG4) and every recorded result (AS1) assesses
    it again, in the same transaction. The checks are a registry of pure functions
    (handwritten/domain/assessment/checks.py): geolocation (a Polygon, or a Point of at most 4 hectares, passes; a Point
    of unknown area is pending), country_risk (a high-risk country of Regulation (EU) 2025/1093 fails; standard and low
    pass, the reason saying that full or simplified due diligence applies), cut_off_date (a deforestation-free
    declaration passes; without one, produced on or before 31 December 2020 passes, after it fails, and no production
    date is pending), and each result recorded through AS1 under its own check name (passing or failing, with a reason
    and a source; the latest of each name counts; a name of a built-in check is a 400 on check). The origin's
    assessment_status is the worst of its checks (failing over in_progress over pending over passing) and
    assessment_summary is {"status", "checks": [{"check", "status", "reason"}...], "assessed_at"}, the built-in checks
    first in registry order, then the recorded ones by name.

        Attributes:
            check (str): The check's name, such as satellite_monitoring; not the name of a check Canopy makes itself.
            reason (str): Why, as a person reads it in the summary.
            status (RecordedResultStatus): Decision (How an origin is assessed): Every write of an origin (OG2, OG4) and
                every recorded result (AS1) assesses it again, in the same transaction. The checks are a registry of pure
                functions (handwritten/domain/assessment/checks.py): geolocation (a Polygon, or a Point of at most 4 hectares,
                passes; a Point of unknown area is pending), country_risk (a high-risk country of Regulation (EU) 2025/1093
                fails; standard and low pass, the reason saying that full or simplified due diligence applies), cut_off_date (a
                deforestation-free declaration passes; without one, produced on or before 31 December 2020 passes, after it
                fails, and no production date is pending), and each result recorded through AS1 under its own check name
                (passing or failing, with a reason and a source; the latest of each name counts; a name of a built-in check is a
                400 on check). The origin's assessment_status is the worst of its checks (failing over in_progress over pending
                over passing) and assessment_summary is {"status", "checks": [{"check", "status", "reason"}...], "assessed_at"},
                the built-in checks first in registry order, then the recorded ones by name.
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
