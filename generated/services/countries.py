# Generated from spec/operations/countries.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the countries area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import countries as filters
from handwritten.runtime.context import RequestContext

__all__ = ["ListCountries", "CountriesService"]


class ListCountries(Protocol):
    async def list_countries(self, *, ctx: RequestContext, query: filters.ListCountriesQuery) -> models.CountryList:
        """CT1. List countries: GET /api/countries/"""
        ...


class CountriesService(ListCountries, Protocol):
    """Every operation of the countries area."""
