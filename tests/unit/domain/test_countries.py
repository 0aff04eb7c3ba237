"""The country data (decisions countries, country_eu_status): every ISO country, with its risk tier."""

from __future__ import annotations

import pycountry
import pytest

from generated.enums import EudrCountryRisk
from handwritten.domain.countries import COUNTRIES, country_rows, flag, unknown_country
from handwritten.domain.eudr_country_risk import HIGH_RISK, LOW_RISK, SOURCE, eu_status

EU_MEMBER_STATES = "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split()


def test_every_pycountry_country_is_present_once() -> None:
    assert sorted(COUNTRIES) == sorted(c.alpha_2 for c in pycountry.countries)
    assert len({record.alpha_3 for record in COUNTRIES.values()}) == len(COUNTRIES)
    assert [row["alpha_2"] for row in country_rows()] == sorted(COUNTRIES)


def test_the_four_high_risk_countries_are_high() -> None:
    high = {code for code, record in COUNTRIES.items() if record.eu_status is EudrCountryRisk.HIGH}
    assert high == {"BY", "KP", "MM", "RU"} == set(HIGH_RISK)


def test_eu_member_states_are_low() -> None:
    assert len(EU_MEMBER_STATES) == 27
    for code in EU_MEMBER_STATES:
        assert COUNTRIES[code].eu_status is EudrCountryRisk.LOW, code


@pytest.mark.parametrize(
    ("code", "status"),
    [
        ("US", EudrCountryRisk.LOW),
        ("CN", EudrCountryRisk.LOW),
        ("BR", EudrCountryRisk.STANDARD),
        ("ID", EudrCountryRisk.STANDARD),
        ("CI", EudrCountryRisk.STANDARD),
        ("AW", EudrCountryRisk.STANDARD),  # a territory: not a country of the Annex
        ("XX", EudrCountryRisk.STANDARD),
    ],
)
def test_other_countries(code: str, status: EudrCountryRisk) -> None:
    assert eu_status(code) is status


def test_the_risk_lists_name_known_countries_and_their_source() -> None:
    assert set(LOW_RISK) <= set(COUNTRIES) and set(HIGH_RISK) <= set(COUNTRIES)
    assert not set(LOW_RISK) & set(HIGH_RISK)
    assert len(LOW_RISK) == 140  # as reported of the Annex; check against the Annex itself
    assert SOURCE.number == "(EU) 2025/1093" and SOURCE.date == "2025-05-22"
    assert SOURCE.url.startswith("https://eur-lex.europa.eu/")


def test_records() -> None:
    assert flag("DE") == "🇩🇪" and COUNTRIES["FR"].flag == "🇫🇷"
    assert COUNTRIES["AW"].official_name == "Aruba"  # ISO gives none: the name stands in
    assert COUNTRIES["BR"].official_name == "Federative Republic of Brazil"
    assert COUNTRIES["AF"].numeric == "004"
    assert unknown_country("DE") is None
    assert unknown_country("de") == '"de" is not a known ISO 3166-1 alpha-2 country code.'
