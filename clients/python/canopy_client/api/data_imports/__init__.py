"""The data_imports operations: one module per operation, and their methods on Canopy (`canopy.data_imports`)."""

from typing import cast

from ...client import AuthenticatedClient
from ...models.create_data_import_run_request import CreateDataImportRunRequest
from ...models.created_data_import_run import CreatedDataImportRun
from ...models.data_import_run import DataImportRun
from ...models.data_import_run_list import DataImportRunList
from ...models.list_data_import_runs_ordering_item import ListDataImportRunsOrderingItem
from ...types import UNSET, Unset
from . import create_data_import_run as _create_data_import_run
from . import list_data_import_runs as _list_data_import_runs
from . import retrieve_data_import_run as _retrieve_data_import_run

__all__ = ["DataImportsOperations", "AsyncDataImportsOperations"]


class DataImportsOperations:
    """The data_imports operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_data_import_runs(
        self,
        *,
        search: str | Unset = UNSET,
        ordering: list[ListDataImportRunsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> DataImportRunList:
        """List data import runs.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_data_import_runs.sync_detailed(
            client=self._client,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(DataImportRunList, response.parsed)

    def create_data_import_run(
        self,
        *,
        body: CreateDataImportRunRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> CreatedDataImportRun:
        """Create data import run.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_data_import_run.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(CreatedDataImportRun, response.parsed)

    def retrieve_data_import_run(
        self,
        id: int,
    ) -> DataImportRun:
        """Retrieve data import run.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_data_import_run.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(DataImportRun, response.parsed)


class AsyncDataImportsOperations:
    """The data_imports operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_data_import_runs(
        self,
        *,
        search: str | Unset = UNSET,
        ordering: list[ListDataImportRunsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> DataImportRunList:
        """List data import runs.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_data_import_runs.asyncio_detailed(
            client=self._client,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(DataImportRunList, response.parsed)

    async def create_data_import_run(
        self,
        *,
        body: CreateDataImportRunRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> CreatedDataImportRun:
        """Create data import run.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_data_import_run.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(CreatedDataImportRun, response.parsed)

    async def retrieve_data_import_run(
        self,
        id: int,
    ) -> DataImportRun:
        """Retrieve data import run.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_data_import_run.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(DataImportRun, response.parsed)
