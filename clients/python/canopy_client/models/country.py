from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.eudr_country_risk import EudrCountryRisk

T = TypeVar("T", bound="Country")


@_attrs_define
class Country:
    """An ISO 3166-1 country (CT1), inline on orders, value chains and origins.

    Decision (Countries): Countries are an extension operation CT1, GET /api/countries/, that any member may read: every
    ISO 3166-1 country that pycountry knows, the same for every workspace. name, alpha_2, alpha_3 and numeric (three
    digits, a string) are ISO's; official_name is the official name, or the name when ISO gives none; flag is the emoji
    of alpha_2's two regional indicator symbols; eu_status is the risk tier of country_eu_status. The list is filtered
    by alpha_2 (and __in), alpha_3, eu_status (and __in) and name__icontains, searched over name, official_name, alpha_2
    and alpha_3, and ordered by name (default) or alpha_2, alpha_2 breaking ties. The data is the code's (pycountry and
    handwritten/domain/eudr_country_risk.py): a table countries, not a workspace's, is seeded from it by the migration
    and brought in step with it by every canopy migrate, so lists use the same filtering as every other list. An order's
    border_cross_country, a value chain's country and an origin's country_detail are that record of their code; a code
    that is not an ISO 3166-1 alpha-2 code of that list (case matters: DE, not de) is a 400 on the field.

        Attributes:
            alpha_2 (str):
            alpha_3 (str):
            eu_status (EudrCountryRisk): The country risk tiers of the EU deforestation regulation's benchmarking.

                Decision (What a country's eu_status is): eu_status is the country's risk tier under the EU deforestation
                regulation (Regulation (EU) 2023/1115, Article 29) as Commission Implementing Regulation (EU) 2025/1093 of 22
                May 2025 lists it: high for Belarus, Myanmar, North Korea and Russia; low for the countries its Annex lists as
                low risk (all EU Member States among them); standard for every other country, territories included. The list is
                transcribed in handwritten/domain/eudr_country_risk.py with its source, and is to be checked against the
                published Annex whenever it is amended.
            flag (str): The flag emoji (the regional indicator symbols of alpha_2).
            name (str):
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
