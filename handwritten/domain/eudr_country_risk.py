"""The country risk tiers of the EU deforestation regulation (decision country_eu_status).

Regulation (EU) 2023/1115 (EUDR), Article 29, has the Commission classify countries as presenting a
low, standard or high risk of producing relevant commodities that are not deforestation-free; a
country the classification does not list is standard risk. The list below is the Annex of SOURCE.

It was checked country by country against published reproductions of the Annex, not against the
Official Journal text itself (EUR-Lex could not be read from here), on 2026-11-23:

- the Annex's low-risk table as reproduced by Ropes & Gray ("European Commission Sets Country Risk
  Classifications for EU Deforestation Regulation Compliance"), read from Afghanistan to Ghana:
  https://www.ropesgray.com/en/insights/viewpoints/102kcln/european-commission-sets-country-risk-classifications-for-eu-deforestation-regula
  https://www.jdsupra.com/legalnews/european-commission-sets-country-risk-2496492/
- Preferred by Nature's list of the 50 standard-risk countries, as quoted by interu (every UN member
  state that it and the high list leave out is low here):
  https://www.interu.io/blog/what-the-eus-country-benchmarking-system-means-for-eudr-compliance
- the counts (140 low, 50 standard, 4 high) and single countries reported by
  https://www.nadar.earth/media/eudr-country-benchmarking (Ghana, Thailand low),
  https://sustainablefutures.linklaters.com/post/102kcd4/eu-deforestation-regulation-country-risk-classification-adopted-by-the-commissio,
  https://www.meridia.land/blog/eudr-benchmarking-and-risk-categories-explained-a-simple-guide,
  https://www.eeas.europa.eu/delegations/lao-pdr/eu-deforestation-regulation-%E2%80%93-eu-declares-laos-%E2%80%9Clow-risk%E2%80%9D_en
  (Laos low), https://woodcentral.com.au/new-eudr-system-ranks-190-countries-by-deforestation-risk/
  (Papua New Guinea, Solomon Islands, Afghanistan low) and
  https://www.africaone.com/articles/uganda-coffee-to-withstand-eu-eco-restrictions (Uganda standard);
- the 141-code low list of the open-mercato EUDR module (lib/reference-data.ts, "cross-checked
  against the Commission Green Forum list"), which is this one plus Uganda (standard in every other
  source, and to Uganda's government; standard here).

Least certain: Israel (IL) is standard on Preferred by Nature's list and in open-mercato, so it is
not listed here, and Palestine (PS) is low only in open-mercato; together they give the reported
140 low and 50 standard, but Wood Central counts 49 standard. Check both against the Annex. No
source reports parts of countries in the Annex. THE LIST MUST BE CHECKED AGAINST THE PUBLISHED
ANNEX (SOURCE.url), and again whenever the Commission amends it (a first review was announced for
2026): change it here, and `canopy migrate` brings the countries table in step
(handwritten/db/reference.py).

Names are for reading (pycountry's common names), not necessarily the Annex's spelling; the
alpha-2 codes are what counts. Territories, which the Annex does not list (Palestine aside), are
standard.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from generated.enums import EudrCountryRisk

__all__ = ["HIGH_RISK", "LOW_RISK", "SOURCE", "Source", "eu_status"]


@dataclass(frozen=True, slots=True)
class Source:
    """The legal act a list is transcribed from."""

    number: str
    title: str
    date: str  # of adoption, ISO 8601
    url: str


SOURCE = Source(
    number="(EU) 2025/1093",
    title=(
        "Commission Implementing Regulation (EU) 2025/1093 of 22 May 2025 laying down rules for the "
        "application of Regulation (EU) 2023/1115 of the European Parliament and of the Council as "
        "regards the list of countries presenting a low or high risk of producing relevant commodities "
        "for which the relevant products do not comply with Article 3, point (a), of that Regulation"
    ),
    date="2025-05-22",
    url="https://eur-lex.europa.eu/eli/reg_impl/2025/1093/oj",
)

# High risk: the countries under UN Security Council or EU Council sanctions on imports or exports
# of the relevant commodities and products.
HIGH_RISK: Mapping[str, str] = MappingProxyType(
    {
        "BY": "Belarus",
        "MM": "Myanmar",
        "KP": "North Korea",
        "RU": "Russian Federation",
    }
)

# Low risk: the countries the Annex lists as presenting a low risk (see the module docstring).
LOW_RISK: Mapping[str, str] = MappingProxyType(
    {
        "AF": "Afghanistan",
        "AL": "Albania",
        "DZ": "Algeria",
        "AD": "Andorra",
        "AG": "Antigua and Barbuda",
        "AM": "Armenia",
        "AU": "Australia",
        "AT": "Austria",
        "AZ": "Azerbaijan",
        "BS": "Bahamas",
        "BH": "Bahrain",
        "BD": "Bangladesh",
        "BB": "Barbados",
        "BE": "Belgium",
        "BT": "Bhutan",
        "BA": "Bosnia and Herzegovina",
        "BN": "Brunei Darussalam",
        "BG": "Bulgaria",
        "BI": "Burundi",
        "CV": "Cabo Verde",
        "CA": "Canada",
        "CF": "Central African Republic",
        "CL": "Chile",
        "CN": "China",
        "KM": "Comoros",
        "CG": "Congo",
        "CR": "Costa Rica",
        "HR": "Croatia",
        "CU": "Cuba",
        "CY": "Cyprus",
        "CZ": "Czechia",
        "DK": "Denmark",
        "DJ": "Djibouti",
        "DM": "Dominica",
        "DO": "Dominican Republic",
        "EG": "Egypt",
        "EE": "Estonia",
        "SZ": "Eswatini",
        "FJ": "Fiji",
        "FI": "Finland",
        "FR": "France",
        "GA": "Gabon",
        "GE": "Georgia",
        "DE": "Germany",
        "GH": "Ghana",
        "GR": "Greece",
        "GD": "Grenada",
        "GY": "Guyana",
        "HU": "Hungary",
        "IS": "Iceland",
        "IN": "India",
        "IR": "Iran",
        "IQ": "Iraq",
        "IE": "Ireland",
        "IT": "Italy",
        "JM": "Jamaica",
        "JP": "Japan",
        "JO": "Jordan",
        "KZ": "Kazakhstan",
        "KE": "Kenya",
        "KI": "Kiribati",
        "KW": "Kuwait",
        "KG": "Kyrgyzstan",
        "LA": "Laos",
        "LV": "Latvia",
        "LB": "Lebanon",
        "LS": "Lesotho",
        "LY": "Libya",
        "LI": "Liechtenstein",
        "LT": "Lithuania",
        "LU": "Luxembourg",
        "MG": "Madagascar",
        "MV": "Maldives",
        "ML": "Mali",
        "MT": "Malta",
        "MH": "Marshall Islands",
        "MU": "Mauritius",
        "FM": "Micronesia, Federated States of",
        "MD": "Moldova",
        "MC": "Monaco",
        "MN": "Mongolia",
        "ME": "Montenegro",
        "MA": "Morocco",
        "NR": "Nauru",
        "NP": "Nepal",
        "NL": "Netherlands",
        "NZ": "New Zealand",
        "MK": "North Macedonia",
        "NO": "Norway",
        "OM": "Oman",
        "PW": "Palau",
        "PS": "Palestine",
        "PG": "Papua New Guinea",
        "PH": "Philippines",
        "PL": "Poland",
        "PT": "Portugal",
        "QA": "Qatar",
        "RO": "Romania",
        "RW": "Rwanda",
        "KN": "Saint Kitts and Nevis",
        "LC": "Saint Lucia",
        "VC": "Saint Vincent and the Grenadines",
        "WS": "Samoa",
        "SM": "San Marino",
        "ST": "Sao Tome and Principe",
        "SA": "Saudi Arabia",
        "RS": "Serbia",
        "SC": "Seychelles",
        "SG": "Singapore",
        "SK": "Slovakia",
        "SI": "Slovenia",
        "SB": "Solomon Islands",
        "ZA": "South Africa",
        "KR": "South Korea",
        "SS": "South Sudan",
        "ES": "Spain",
        "LK": "Sri Lanka",
        "SR": "Suriname",
        "SE": "Sweden",
        "CH": "Switzerland",
        "SY": "Syria",
        "TJ": "Tajikistan",
        "TH": "Thailand",
        "TL": "Timor-Leste",
        "TG": "Togo",
        "TO": "Tonga",
        "TT": "Trinidad and Tobago",
        "TN": "Tunisia",
        "TM": "Turkmenistan",
        "TV": "Tuvalu",
        "TR": "Türkiye",
        "UA": "Ukraine",
        "AE": "United Arab Emirates",
        "GB": "United Kingdom",
        "US": "United States",
        "UY": "Uruguay",
        "UZ": "Uzbekistan",
        "VU": "Vanuatu",
        "VN": "Vietnam",
        "YE": "Yemen",
    }
)


def eu_status(alpha_2: str) -> EudrCountryRisk:
    """The risk tier of the country of `alpha_2`: standard unless the Annex lists it."""
    if alpha_2 in HIGH_RISK:
        return EudrCountryRisk.HIGH
    if alpha_2 in LOW_RISK:
        return EudrCountryRisk.LOW
    return EudrCountryRisk.STANDARD
