"""The countries operations: one module per operation, and their methods on Canopy (`canopy.countries`)."""

from typing import cast

from ...client import AuthenticatedClient
from ...models.country_list import CountryList
from ...models.eudr_country_risk import EudrCountryRisk
from ...models.list_countries_ordering_item import ListCountriesOrderingItem
from ...types import UNSET, Unset
from . import list_countries as _list_countries

__all__ = ["CountriesOperations", "AsyncCountriesOperations"]


class CountriesOperations:
    """The countries operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_countries(
        self,
        *,
        alpha_2: str | Unset = UNSET,
        alpha_2_in: list[str] | Unset = UNSET,
        alpha_3: str | Unset = UNSET,
        eu_status: EudrCountryRisk | Unset = UNSET,
        eu_status_in: list[EudrCountryRisk] | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListCountriesOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> CountryList:
        """List countries.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_countries.sync_detailed(
            client=self._client,
            alpha_2=alpha_2,
            alpha_2_in=alpha_2_in,
            alpha_3=alpha_3,
            eu_status=eu_status,
            eu_status_in=eu_status_in,
            name_icontains=name_icontains,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(CountryList, response.parsed)


class AsyncCountriesOperations:
    """The countries operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_countries(
        self,
        *,
        alpha_2: str | Unset = UNSET,
        alpha_2_in: list[str] | Unset = UNSET,
        alpha_3: str | Unset = UNSET,
        eu_status: EudrCountryRisk | Unset = UNSET,
        eu_status_in: list[EudrCountryRisk] | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListCountriesOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> CountryList:
        """List countries.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_countries.asyncio_detailed(
            client=self._client,
            alpha_2=alpha_2,
            alpha_2_in=alpha_2_in,
            alpha_3=alpha_3,
            eu_status=eu_status,
            eu_status_in=eu_status_in,
            name_icontains=name_icontains,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(CountryList, response.parsed)
