"""The countries of ISO 3166-1, as the Country record shows them (decision countries).

pycountry gives the ISO data; domain/eudr_country_risk.py gives each country's eu_status. This
is the one source of country data: the countries table (which CT1 lists) is seeded and kept in
step from COUNTRIES, and inline countries and the validation of country codes read it directly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from types import MappingProxyType
from typing import Any

import pycountry

from generated.enums import EudrCountryRisk
from handwritten.domain.eudr_country_risk import eu_status

__all__ = ["COUNTRIES", "CountryRecord", "country_rows", "flag", "unknown_country"]

# The regional indicator symbols 🇦..🇿: a pair of them, the letters of an alpha-2 code, is its flag.
_REGIONAL_INDICATOR_A = 0x1F1E6


@dataclass(frozen=True, slots=True)
class CountryRecord:
    alpha_2: str
    alpha_3: str
    numeric: str
    name: str
    official_name: str
    flag: str
    eu_status: EudrCountryRisk


def flag(alpha_2: str) -> str:
    """The flag emoji of an alpha-2 code (how every platform draws the pair of indicators)."""
    return "".join(chr(_REGIONAL_INDICATOR_A + ord(letter) - ord("A")) for letter in alpha_2.upper())


def _record(country: Any) -> CountryRecord:
    return CountryRecord(
        alpha_2=country.alpha_2,
        alpha_3=country.alpha_3,
        numeric=country.numeric,
        name=country.name,
        # ISO gives an official name only where it differs from the short one.
        official_name=getattr(country, "official_name", None) or country.name,
        flag=flag(country.alpha_2),
        eu_status=eu_status(country.alpha_2),
    )


COUNTRIES: Mapping[str, CountryRecord] = MappingProxyType(
    {record.alpha_2: record for record in sorted(map(_record, pycountry.countries), key=lambda r: r.alpha_2)}
)


def country_rows() -> list[dict[str, str]]:
    """The rows of the countries table, as COUNTRIES gives them (for its migration and its sync)."""
    return [{**asdict(record), "eu_status": record.eu_status.value} for record in COUNTRIES.values()]


def unknown_country(code: str) -> str | None:
    """The 400 message of a country code that is not in COUNTRIES; None for a known one."""
    return None if code in COUNTRIES else f'"{code}" is not a known ISO 3166-1 alpha-2 country code.'
