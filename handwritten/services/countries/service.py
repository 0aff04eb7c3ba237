"""Countries (supply_chain host): CT1, read-only reference data (decisions countries, country_eu_status).

The list reads the countries table, which the code's country data (domain/countries.py) seeds and
keeps in step, so that its filters, search, ordering and paging are the runtime's as everywhere.
"""

from __future__ import annotations

from generated import models
from generated.filters.countries import ListCountriesQuery
from generated.rows.countries import COUNTRY_COLUMNS, country_from_row
from generated.services import countries as interface
from handwritten.db.origins import Country
from handwritten.runtime.context import RequestContext
from handwritten.runtime.filtering import FieldMap
from handwritten.services.dependencies import Service
from handwritten.services.listing import listed

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


class CountriesService(Service, interface.CountriesService):
    async def list_countries(self, *, ctx: RequestContext, query: ListCountriesQuery) -> models.CountryList:
        count, rows = await listed(ctx.session, COUNTRY_FIELDS.select(*COUNTRY_COLUMNS), query, COUNTRY_FIELDS)
        return models.CountryList.model_construct(count=count, results=[country_from_row(r._mapping) for r in rows])
