from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.consolidation_approach import ConsolidationApproach

T = TypeVar("T", bound="OwnershipPeriod")


@_attrs_define
class OwnershipPeriod:
    """A period of ownership of a value chain company.

    Attributes:
        consolidation_approach (ConsolidationApproach): Decision:
            [ownership_information](/api/docs/decisions.html#ownership_information).
        ownership_percentage (str): A decimal from 0 to 100, as a string, such as "51.5".
        valid_from_month (str): The first month, YYYY-MM.
        valid_to_month (str): The last month, YYYY-MM.
    """

    consolidation_approach: ConsolidationApproach
    ownership_percentage: str
    valid_from_month: str
    valid_to_month: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        consolidation_approach = self.consolidation_approach.value

        ownership_percentage = self.ownership_percentage

        valid_from_month = self.valid_from_month

        valid_to_month = self.valid_to_month

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        ownership_period = cls(
            consolidation_approach=consolidation_approach,
            ownership_percentage=ownership_percentage,
            valid_from_month=valid_from_month,
            valid_to_month=valid_to_month,
        )

        ownership_period.additional_properties = d
        return ownership_period

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
