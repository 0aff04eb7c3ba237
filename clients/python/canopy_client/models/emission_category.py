from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.emission_factor_origin import EmissionFactorOrigin

T = TypeVar("T", bound="EmissionCategory")


@_attrs_define
class EmissionCategory:
    """An emission category of the workspace with the factor it uses in one currency: the workspace's own, or the shipped
    default when it has none for the category.

    Decision: [emission_categories](/api/docs/decisions.html#emission_categories).

        Attributes:
            category (str): The category, as classification rules name it.
            currency (str): The ISO 4217 currency the factor is per unit of.
            kg_co2e_per_unit (str): kg CO2e per one unit of currency spent, an exact decimal.
            origin (EmissionFactorOrigin): default: the factor shipped with Canopy; workspace: one the workspace imported
                (import run emission_factor).

                Decision: [emission_categories](/api/docs/decisions.html#emission_categories).
            source (str): Where the factor comes from.
            unit (str): The unit of kg_co2e_per_unit.
            year (int): The year of the factor's prices.
    """

    category: str
    currency: str
    kg_co2e_per_unit: str
    origin: EmissionFactorOrigin
    source: str
    unit: str
    year: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        currency = self.currency

        kg_co2e_per_unit = self.kg_co2e_per_unit

        origin = self.origin.value

        source = self.source

        unit = self.unit

        year = self.year

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "category": category,
                "currency": currency,
                "kg_co2e_per_unit": kg_co2e_per_unit,
                "origin": origin,
                "source": source,
                "unit": unit,
                "year": year,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category")

        currency = d.pop("currency")

        kg_co2e_per_unit = d.pop("kg_co2e_per_unit")

        origin = EmissionFactorOrigin(d.pop("origin"))

        source = d.pop("source")

        unit = d.pop("unit")

        year = d.pop("year")

        emission_category = cls(
            category=category,
            currency=currency,
            kg_co2e_per_unit=kg_co2e_per_unit,
            origin=origin,
            source=source,
            unit=unit,
            year=year,
        )

        emission_category.additional_properties = d
        return emission_category

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
