"""Spend-based emissions of a classified transaction (decision transaction_emissions).

The default factors (emission_factors.csv, shipped with Canopy) are those of the US EPA's Supply
Chain Greenhouse Gas Emission Factors for US Industries and Commodities, v1.3, by 2017 NAICS-6
code, "with margins": kg CO2e per 2022 US dollar at purchaser price, all gases at IPCC AR5 100-year
GWPs. Ingwersen, W. and M. Li, U.S. EPA, DOI 10.23719/1531143 (public domain). The file maps
Canopy's categories to one NAICS-6 commodity each and keeps the EPA's code, title and value, so
each number can be checked against the publication. Electricity is absent from that publication
(and so from this file): its emissions are location-based, not spend-based.

A workspace's own factors replace the default for their category and currency; an amount in
another currency than its factor's is converted with the workspace's exchange rate for the
transaction's year, and without one there is no figure: nothing is guessed.
"""

from __future__ import annotations

import csv
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from pathlib import Path

SOURCE = "US EPA Supply Chain GHG Emission Factors v1.3, NAICS {code} (with margins), DOI 10.23719/1531143"
KG_PLACES = Decimal("0.001")


@dataclass(frozen=True, slots=True)
class Factor:
    category: str
    currency: str
    kg_co2e_per_unit: Decimal
    source: str
    year: int


@dataclass(frozen=True, slots=True)
class Emissions:
    total_co2_kg: str  # "" when there is no figure
    emissions: str  # how it was computed, or why there is no figure


@cache
def default_factors() -> Mapping[str, Factor]:
    """Category -> its shipped factor."""
    with (Path(__file__).parent / "emission_factors.csv").open(encoding="utf-8", newline="") as file:
        return {
            row["category"]: Factor(
                row["category"],
                row["currency"],
                Decimal(row["kg_co2e_per_unit"]),
                SOURCE.format(code=row["naics_code"]),
                int(row["year"]),
            )
            for row in csv.DictReader(file)
        }


def emissions(
    *,
    category: str | None,
    amount: Decimal,
    currency: str,
    year: int,
    factors: Mapping[tuple[str, str], Factor],
    rates: Mapping[tuple[str, str, int], Decimal],
) -> Emissions:
    """The emissions of `amount` of `currency` spent in `year` on `category`.

    `factors` are the workspace's, by (category, currency); `rates` its exchange rates, by (from,
    to, year): one unit of from is worth rate units of to.
    """
    if category is None:
        return Emissions("", "")
    factor = (
        factors.get((category, currency))
        or next((f for (c, _), f in sorted(factors.items()) if c == category), None)
        or default_factors().get(category)
    )
    if factor is None:
        return Emissions("", f"No emission factor for the category {category}.")
    spent, how = amount, f"{amount} {currency}"
    if factor.currency != currency:
        rate = rates.get((currency, factor.currency, year))
        if rate is None:
            return Emissions(
                "", f"No exchange rate {currency} to {factor.currency} for {year} to apply the {category} factor."
            )
        spent, how = amount * rate, f"{amount} {currency} × {rate} {factor.currency}/{currency} ({year})"
    kg = (spent * factor.kg_co2e_per_unit).quantize(KG_PLACES)
    explained = f"{category}: {how} × {factor.kg_co2e_per_unit} kg CO2e/{factor.currency} = {kg} kg CO2e ({factor.source}, {factor.year})"
    return Emissions(str(kg), explained)
