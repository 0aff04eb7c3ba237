from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.product_species import ProductSpecies


T = TypeVar("T", bound="ProductMetadata")


@_attrs_define
class ProductMetadata:
    """Metadata of a product.

    Attributes:
        species (list[ProductSpecies]): The species the product is made of.
    """

    species: list[ProductSpecies]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        species = []
        for species_item_data in self.species:
            species_item = species_item_data.to_dict()
            species.append(species_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "species": species,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_species import ProductSpecies  # noqa: PLC0415

        d = dict(src_dict)
        species = []
        _species = d.pop("species")
        for species_item_data in _species:
            species_item = ProductSpecies.from_dict(species_item_data)

            species.append(species_item)

        product_metadata = cls(
            species=species,
        )

        product_metadata.additional_properties = d
        return product_metadata

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
