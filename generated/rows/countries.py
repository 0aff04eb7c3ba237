# Generated from spec/mappings/countries.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of Country: the columns each is read from, labelled with its fields' names, and the model built from such
a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.origins import Country
from handwritten.runtime.constructing import constructed

__all__ = [
    "COUNTRY_COLUMNS",
    "country_from_row",
    "country_row",
]

# -- Country -----------------------------------------------------------------------------------

COUNTRY_COLUMNS = (
    Country.name.label("name"),
    Country.alpha_2.label("alpha_2"),
    Country.alpha_3.label("alpha_3"),
    Country.numeric.label("numeric"),
    Country.official_name.label("official_name"),
    Country.flag.label("flag"),
    Country.eu_status.label("eu_status"),
)


def country_from_row(row: Mapping[Any, Any]) -> models.Country:
    """The Country of a row of COUNTRY_COLUMNS."""
    return constructed(
        models.Country,
        {
            "name": row["name"],
            "alpha_2": row["alpha_2"],
            "alpha_3": row["alpha_3"],
            "numeric": row["numeric"],
            "official_name": row["official_name"],
            "flag": row["flag"],
            "eu_status": enums.EudrCountryRisk(row["eu_status"]),
        },
    )


def country_row(record: Country) -> dict[str, Any]:
    """The row COUNTRY_COLUMNS reads, from a loaded Country (after a write, say)."""
    return {
        "name": record.name,
        "alpha_2": record.alpha_2,
        "alpha_3": record.alpha_3,
        "numeric": record.numeric,
        "official_name": record.official_name,
        "flag": record.flag,
        "eu_status": record.eu_status,
    }
