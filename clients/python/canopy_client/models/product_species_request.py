from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProductSpeciesRequest")


@_attrs_define
class ProductSpeciesRequest:
    """A species of a product, as written; a name that is not known is left empty.

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
            common_name (str | Unset):  Default: ''.
            scientific_name (str | Unset):  Default: ''.
    """

    common_name: str | Unset = ""
    scientific_name: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        common_name = self.common_name

        scientific_name = self.scientific_name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if common_name is not UNSET:
            field_dict["common_name"] = common_name
        if scientific_name is not UNSET:
            field_dict["scientific_name"] = scientific_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        common_name = d.pop("common_name", UNSET)

        scientific_name = d.pop("scientific_name", UNSET)

        product_species_request = cls(
            common_name=common_name,
            scientific_name=scientific_name,
        )

        return product_species_request
