"""Countries (supply_chain host): CT1, read-only reference data (decisions countries, country_eu_status).

The list reads the countries table, which the code's country data (domain/countries.py) seeds and
keeps in step, so that its filters, search, ordering and paging are the runtime's as everywhere.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import models
from generated.enums import EudrCountryRisk
from generated.filters.countries import ListCountriesQuery
from generated.services import countries as interface
from handwritten.db.origins import Country
from handwritten.runtime.context import RequestContext
from handwritten.runtime.filtering import FieldMap
from handwritten.services.dependencies import Service
from handwritten.services.shared import listed

COUNTRY_FIELDS = FieldMap(
    Country,
    {
        ("alpha_2",): Country.alpha_2,
        ("alpha_3",): Country.alpha_3,
        ("name",): Country.name,
        ("official_name",): Country.official_name,
        ("eu_status",): Country.eu_status,
    },
)
COUNTRY_COLUMNS = (
    Country.name,
    Country.alpha_2,
    Country.alpha_3,
    Country.numeric,
    Country.official_name,
    Country.flag,
    Country.eu_status,
)


def country_model(row: Mapping[str, Any]) -> models.Country:
    return models.Country.model_construct(**{**row, "eu_status": EudrCountryRisk(row["eu_status"])})


class CountriesService(Service, interface.CountriesService):
    async def list_countries(self, *, ctx: RequestContext, query: ListCountriesQuery) -> models.CountryList:
        count, rows = await listed(ctx.session, COUNTRY_FIELDS.select(*COUNTRY_COLUMNS), query, COUNTRY_FIELDS)
        return models.CountryList.model_construct(count=count, results=[country_model(r._mapping) for r in rows])
