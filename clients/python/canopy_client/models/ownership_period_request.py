from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.consolidation_approach import ConsolidationApproach

T = TypeVar("T", bound="OwnershipPeriodRequest")


@_attrs_define
class OwnershipPeriodRequest:
    """A period of ownership of a value chain company, as written.

    Decision: [ownership_information](/api/docs/decisions.html#ownership_information).

        Attributes:
            consolidation_approach (ConsolidationApproach): Decision:
                [ownership_information](/api/docs/decisions.html#ownership_information).
            ownership_percentage (str): A decimal from 0 to 100 with at most two decimal places, as a string, such as
                "51.5".
            valid_from_month (str): The first month of the period, YYYY-MM.
            valid_to_month (str): The last month of the period, YYYY-MM; not before valid_from_month.
    """

    consolidation_approach: ConsolidationApproach
    ownership_percentage: str
    valid_from_month: str
    valid_to_month: str

    def to_dict(self) -> dict[str, Any]:
        consolidation_approach = self.consolidation_approach.value

        ownership_percentage = self.ownership_percentage

        valid_from_month = self.valid_from_month

        valid_to_month = self.valid_to_month

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "consolidation_approach": consolidation_approach,
                "ownership_percentage": ownership_percentage,
                "valid_from_month": valid_from_month,
                "valid_to_month": valid_to_month,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        consolidation_approach = ConsolidationApproach(d.pop("consolidation_approach"))

        ownership_percentage = d.pop("ownership_percentage")

        valid_from_month = d.pop("valid_from_month")

        valid_to_month = d.pop("valid_to_month")

        ownership_period_request = cls(
            consolidation_approach=consolidation_approach,
            ownership_percentage=ownership_percentage,
            valid_from_month=valid_from_month,
            valid_to_month=valid_to_month,
        )

        return ownership_period_request
