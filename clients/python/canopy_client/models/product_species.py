from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProductSpecies")


@_attrs_define
class ProductSpecies:
    """A species of a product.

    Decision: [order_nested_field_types](/api/docs/decisions.html#order_nested_field_types).

        Attributes:
            common_name (str): Such as cocoa.
            scientific_name (str): Such as Theobroma cacao.
    """

    common_name: str
    scientific_name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        common_name = self.common_name

        scientific_name = self.scientific_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "common_name": common_name,
                "scientific_name": scientific_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        common_name = d.pop("common_name")

        scientific_name = d.pop("scientific_name")

        product_species = cls(
            common_name=common_name,
            scientific_name=scientific_name,
        )

        product_species.additional_properties = d
        return product_species

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
