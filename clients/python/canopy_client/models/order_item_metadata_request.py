from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="OrderItemMetadataRequest")


@_attrs_define
class OrderItemMetadataRequest:
    """Customs metadata of an order line item, as written.

    Decision (Required fields of an order item request): No field of an order item request is required; an item without
    id is created, an item with id is updated. A field an item shows as null (buyer_product, seller_product, volume,
    unit, line_number, external_id, metadata) may be written null, which clears it, so an item is written back as it was
    read.

        Attributes:
            percentage_estimation_or_deviation (str | Unset):
            supplementary_unit (str | Unset):
            supplementary_unit_qualifier (str | Unset):
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
