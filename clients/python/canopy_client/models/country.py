from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.eudr_country_risk import EudrCountryRisk

T = TypeVar("T", bound="Country")


@_attrs_define
class Country:
    """An ISO 3166-1 country with its EU deforestation regulation risk tier.

    Decision: [countries](/api/docs/decisions.html#countries).

        Attributes:
            alpha_2 (str): The two-letter code, such as CI.
            alpha_3 (str): The three-letter code, such as CIV.
            eu_status (EudrCountryRisk): The country risk tiers of the EU deforestation regulation's benchmarking.

                Decision: [country_eu_status](/api/docs/decisions.html#country_eu_status).
            flag (str): The flag emoji (the regional indicator symbols of alpha_2).
            name (str): The short name, such as Côte d'Ivoire.
            numeric (str): The ISO 3166-1 numeric code, three digits, such as "076".
            official_name (str): The official name; the name when the country has no other.
    """

    alpha_2: str
    alpha_3: str
    eu_status: EudrCountryRisk
    flag: str
    name: str
    numeric: str
    official_name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        alpha_2 = self.alpha_2

        alpha_3 = self.alpha_3

        eu_status = self.eu_status.value

        flag = self.flag

        name = self.name

        numeric = self.numeric

        official_name = self.official_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "alpha_2": alpha_2,
                "alpha_3": alpha_3,
                "eu_status": eu_status,
                "flag": flag,
                "name": name,
                "numeric": numeric,
                "official_name": official_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alpha_2 = d.pop("alpha_2")

        alpha_3 = d.pop("alpha_3")

        eu_status = EudrCountryRisk(d.pop("eu_status"))

        flag = d.pop("flag")

        name = d.pop("name")

        numeric = d.pop("numeric")

        official_name = d.pop("official_name")

        country = cls(
            alpha_2=alpha_2,
            alpha_3=alpha_3,
            eu_status=eu_status,
            flag=flag,
            name=name,
            numeric=numeric,
            official_name=official_name,
        )

        country.additional_properties = d
        return country

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
