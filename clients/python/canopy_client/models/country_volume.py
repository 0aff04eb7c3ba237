from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CountryVolume")


@_attrs_define
class CountryVolume:
    """Volume of the items produced in one country, in one unit.

    Decision: [order_statistics](/api/docs/decisions.html#order_statistics).

        Attributes:
            country (None | str): ISO 3166-1 alpha-2 code of the country of production; null for volumes no origin reaches.
            items (int): The items counted (an item counts in each of its countries).
            unit (str): The items' unit, as written ("" when none).
            volume (float): The sum, an item's volume shared equally among the countries of the origins reaching it.
    """

    country: None | str
    items: int
    unit: str
    volume: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        country: None | str
        country = self.country

        items = self.items

        unit = self.unit

        volume = self.volume

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "country": country,
                "items": items,
                "unit": unit,
                "volume": volume,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))

        items = d.pop("items")

        unit = d.pop("unit")

        volume = d.pop("volume")

        country_volume = cls(
            country=country,
            items=items,
            unit=unit,
            volume=volume,
        )

        country_volume.additional_properties = d
        return country_volume

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
