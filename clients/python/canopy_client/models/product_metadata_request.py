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

    Decision (Product fields and their limits): Products are extension operations PR1–PR5 under /api/products/. A
    product is written with sku (required, 1..255 characters, unique in the workspace and compared exactly: a taken sku
    is a 400 {"sku": ["product with this sku already exists."]}) and name (required, 1..255); description (at most
    10,000 characters), scientific_name and common_name (at most 255), hs_code (at most 32, kept as written) and
    external_id (at most 255) default to ""; type is an open string of 1..64 characters, manufactured by default;
    commodity is one of the commodities or null (the default); composition is simple by default; metadata holds at most
    100 species, each with a common_name and a scientific_name of at most 255 characters ("" when not given), and is
    {"species": []} when absent; excluded_propagation_identifiers is any JSON, [] by default. PR4 changes only the
    fields given, and none of them may be null but commodity.

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
