from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OrderItemMetadata")


@_attrs_define
class OrderItemMetadata:
    """Customs metadata of an order line item.

    Attributes:
        percentage_estimation_or_deviation (str): Estimated percentage or allowed deviation, such as "5".
        supplementary_unit (str): The customs supplementary unit, such as KGM.
        supplementary_unit_qualifier (str): Its qualifier.
    """

    percentage_estimation_or_deviation: str
    supplementary_unit: str
    supplementary_unit_qualifier: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        percentage_estimation_or_deviation = self.percentage_estimation_or_deviation

        supplementary_unit = self.supplementary_unit

        supplementary_unit_qualifier = self.supplementary_unit_qualifier

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "percentage_estimation_or_deviation": percentage_estimation_or_deviation,
                "supplementary_unit": supplementary_unit,
                "supplementary_unit_qualifier": supplementary_unit_qualifier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        percentage_estimation_or_deviation = d.pop("percentage_estimation_or_deviation")

        supplementary_unit = d.pop("supplementary_unit")

        supplementary_unit_qualifier = d.pop("supplementary_unit_qualifier")

        order_item_metadata = cls(
            percentage_estimation_or_deviation=percentage_estimation_or_deviation,
            supplementary_unit=supplementary_unit,
            supplementary_unit_qualifier=supplementary_unit_qualifier,
        )

        order_item_metadata.additional_properties = d
        return order_item_metadata

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
