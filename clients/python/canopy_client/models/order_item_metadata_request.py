from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="OrderItemMetadataRequest")


@_attrs_define
class OrderItemMetadataRequest:
    """Customs metadata of an order line item, as written.

    Decision: [order_item_required_fields](/api/docs/decisions.html#order_item_required_fields).

        Attributes:
            percentage_estimation_or_deviation (str | Unset): Estimated percentage or allowed deviation, such as "5".
            supplementary_unit (str | Unset): The customs supplementary unit, such as KGM.
            supplementary_unit_qualifier (str | Unset): Its qualifier.
    """

    percentage_estimation_or_deviation: str | Unset = UNSET
    supplementary_unit: str | Unset = UNSET
    supplementary_unit_qualifier: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        percentage_estimation_or_deviation = self.percentage_estimation_or_deviation

        supplementary_unit = self.supplementary_unit

        supplementary_unit_qualifier = self.supplementary_unit_qualifier

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if percentage_estimation_or_deviation is not UNSET:
            field_dict["percentage_estimation_or_deviation"] = percentage_estimation_or_deviation
        if supplementary_unit is not UNSET:
            field_dict["supplementary_unit"] = supplementary_unit
        if supplementary_unit_qualifier is not UNSET:
            field_dict["supplementary_unit_qualifier"] = supplementary_unit_qualifier

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        percentage_estimation_or_deviation = d.pop("percentage_estimation_or_deviation", UNSET)

        supplementary_unit = d.pop("supplementary_unit", UNSET)

        supplementary_unit_qualifier = d.pop("supplementary_unit_qualifier", UNSET)

        order_item_metadata_request = cls(
            percentage_estimation_or_deviation=percentage_estimation_or_deviation,
            supplementary_unit=supplementary_unit,
            supplementary_unit_qualifier=supplementary_unit_qualifier,
        )

        return order_item_metadata_request
