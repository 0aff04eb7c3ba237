"""Spend-based emissions (handwritten/domain/emissions.py)."""

from __future__ import annotations

from decimal import Decimal

from handwritten.domain.emissions import Factor, default_factors, emissions

OWN = Factor("air_travel", "EUR", Decimal("0.5"), "Our LCA 2024", 2024)


def test_the_shipped_factors_are_the_epa_publication_s() -> None:
    factors = default_factors()
    assert factors["air_travel"] == Factor(
        "air_travel", "USD", Decimal("0.644"),
        "US EPA Supply Chain GHG Emission Factors v1.3, NAICS 481111 (with margins), DOI 10.23719/1531143", 2022,
    )  # fmt: skip
    assert all(f.currency == "USD" and f.year == 2022 and f.kg_co2e_per_unit > 0 for f in factors.values())
    assert "electricity" not in factors  # absent from the publication: location-based, not spend-based


def test_a_dollar_amount_uses_the_default_factor_exactly() -> None:
    found = emissions(category="rail_travel", amount=Decimal("100.00"), currency="USD", year=2024, factors={}, rates={})
    assert found.total_co2_kg == "46.600"
    assert found.emissions.startswith("rail_travel: 100.00 USD × 0.466 kg CO2e/USD = 46.600 kg CO2e (US EPA")


def test_another_currency_needs_the_workspaces_rate_for_the_year() -> None:
    rates = {("EUR", "USD", 2024): Decimal("1.08")}
    converted = emissions(
        category="air_travel", amount=Decimal("1000"), currency="EUR", year=2024, factors={}, rates=rates
    )
    assert converted.total_co2_kg == "695.520"  # 1000 × 1.08 × 0.644
    missing = emissions(
        category="air_travel", amount=Decimal("1000"), currency="EUR", year=2025, factors={}, rates=rates
    )
    assert missing.total_co2_kg == "" and "No exchange rate EUR to USD for 2025" in missing.emissions


def test_the_workspaces_own_factor_comes_first() -> None:
    own = {("air_travel", "EUR"): OWN}
    found = emissions(category="air_travel", amount=Decimal("10"), currency="EUR", year=2024, factors=own, rates={})
    assert (found.total_co2_kg, found.emissions.endswith("(Our LCA 2024, 2024)")) == ("5.000", True)
    unknown = emissions(category="electricity", amount=Decimal("10"), currency="EUR", year=2024, factors={}, rates={})
    assert unknown.total_co2_kg == "" and unknown.emissions == "No emission factor for the category electricity."
    assert (
        emissions(category=None, amount=Decimal("1"), currency="EUR", year=2024, factors={}, rates={}).emissions == ""
    )
