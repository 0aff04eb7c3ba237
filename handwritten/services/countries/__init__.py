"""The countries area (supply_chain host): CT1, the ISO 3166-1 countries (extension)."""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.countries.service import COUNTRY_FIELDS, CountriesService

__all__ = ["AREA", "CountriesService"]

AREA = Area(CountriesService, field_maps={"list_countries": COUNTRY_FIELDS})
