from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProductSpeciesRequest")


@_attrs_define
class ProductSpeciesRequest:
    """A species of a product, as written; a name that is not known is left empty.

    Decision: [product_fields](/api/docs/decisions.html#product_fields).

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
