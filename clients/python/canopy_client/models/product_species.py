from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProductSpecies")


@_attrs_define
class ProductSpecies:
    """A species of a product.

    Decision (Types of order-related fields named without a type): On order items, products, value chains, due diligence
    statements and company summaries, created_at and updated_at are date-times, assessment_summary and
    excluded_propagation_identifiers are any, assessment_status is the order assessment status (pending, in_progress,
    passing, failing, mitigated), value chain tags are an array of strings and product due_diligence_statements an array
    of Due diligence statement, as the same names are typed on Order; species common_name and scientific_name, ownership
    sector_code and notes, and contact invitation_id and name are strings.

        Attributes:
            common_name (str):
            scientific_name (str):
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
