from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.product_species_request import ProductSpeciesRequest


T = TypeVar("T", bound="ProductMetadataRequest")


@_attrs_define
class ProductMetadataRequest:
    """Metadata of a product, as written.

    Decision: [product_fields](/api/docs/decisions.html#product_fields).

        Attributes:
            species (list[ProductSpeciesRequest] | Unset):
    """

    species: list[ProductSpeciesRequest] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        species: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.species, Unset):
            species = []
            for species_item_data in self.species:
                species_item = species_item_data.to_dict()
                species.append(species_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if species is not UNSET:
            field_dict["species"] = species

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_species_request import ProductSpeciesRequest  # noqa: PLC0415

        d = dict(src_dict)
        _species = d.pop("species", UNSET)
        species: list[ProductSpeciesRequest] | Unset = UNSET
        if _species is not UNSET:
            species = []
            for species_item_data in _species:
                species_item = ProductSpeciesRequest.from_dict(species_item_data)

                species.append(species_item)

        product_metadata_request = cls(
            species=species,
        )

        return product_metadata_request
