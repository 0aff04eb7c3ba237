"""The due_diligence_statements operations: one module per operation, and their methods on Canopy (`canopy.due_diligence_statements`)."""

import datetime
from typing import cast

from ...client import AuthenticatedClient
from ...models.create_due_diligence_statement_request import CreateDueDiligenceStatementRequest
from ...models.due_diligence_statement_record import DueDiligenceStatementRecord
from ...models.due_diligence_statement_record_list import DueDiligenceStatementRecordList
from ...models.due_diligence_statement_status import DueDiligenceStatementStatus
from ...models.list_due_diligence_statements_ordering_item import ListDueDiligenceStatementsOrderingItem
from ...models.prepare_statement_request import PrepareStatementRequest
from ...models.update_due_diligence_statement_request import UpdateDueDiligenceStatementRequest
from ...types import UNSET, Unset
from . import create_due_diligence_statement as _create_due_diligence_statement
from . import delete_due_diligence_statement as _delete_due_diligence_statement
from . import file_due_diligence_statement as _file_due_diligence_statement
from . import list_due_diligence_statements as _list_due_diligence_statements
from . import partial_update_due_diligence_statement as _partial_update_due_diligence_statement
from . import prepare_due_diligence_statement as _prepare_due_diligence_statement
from . import retrieve_due_diligence_statement as _retrieve_due_diligence_statement

__all__ = ["DueDiligenceStatementsOperations", "AsyncDueDiligenceStatementsOperations"]


class DueDiligenceStatementsOperations:
    """The due_diligence_statements operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_due_diligence_statements(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        dds_identifier: str | Unset = UNSET,
        dds_identifier_icontains: str | Unset = UNSET,
        dds_identifier_in: list[str] | Unset = UNSET,
        type_: str | Unset = UNSET,
        status: DueDiligenceStatementStatus | Unset = UNSET,
        status_in: list[DueDiligenceStatementStatus] | Unset = UNSET,
        products: int | Unset = UNSET,
        products_in: list[int] | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListDueDiligenceStatementsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> DueDiligenceStatementRecordList:
        """List due diligence statements.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_due_diligence_statements.sync_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            name=name,
            name_icontains=name_icontains,
            dds_identifier=dds_identifier,
            dds_identifier_icontains=dds_identifier_icontains,
            dds_identifier_in=dds_identifier_in,
            type_=type_,
            status=status,
            status_in=status_in,
            products=products,
            products_in=products_in,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(DueDiligenceStatementRecordList, response.parsed)

    def create_due_diligence_statement(
        self,
        *,
        body: CreateDueDiligenceStatementRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> DueDiligenceStatementRecord:
        """Create a due diligence statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_due_diligence_statement.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DueDiligenceStatementRecord, response.parsed)

    def retrieve_due_diligence_statement(
        self,
        id: int,
    ) -> DueDiligenceStatementRecord:
        """Retrieve a due diligence statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_due_diligence_statement.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(DueDiligenceStatementRecord, response.parsed)

    def delete_due_diligence_statement(
        self,
        id: int,
    ) -> None:
        """Delete a due diligence statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        _delete_due_diligence_statement.sync_detailed(
            client=self._client,
            id=id,
        )

    def partial_update_due_diligence_statement(
        self,
        id: int,
        *,
        body: UpdateDueDiligenceStatementRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> DueDiligenceStatementRecord:
        """Update a due diligence statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _partial_update_due_diligence_statement.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DueDiligenceStatementRecord, response.parsed)

    def file_due_diligence_statement(
        self,
        id: int,
        *,
        idempotency_key: str | Unset = UNSET,
    ) -> DueDiligenceStatementRecord:
        """File a due diligence statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _file_due_diligence_statement.sync_detailed(
            client=self._client,
            id=id,
            idempotency_key=idempotency_key,
        )
        return cast(DueDiligenceStatementRecord, response.parsed)

    def prepare_due_diligence_statement(
        self,
        id: int,
        *,
        body: PrepareStatementRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> DueDiligenceStatementRecord:
        """Prepare an order's EUDR statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _prepare_due_diligence_statement.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DueDiligenceStatementRecord, response.parsed)


class AsyncDueDiligenceStatementsOperations:
    """The due_diligence_statements operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_due_diligence_statements(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        dds_identifier: str | Unset = UNSET,
        dds_identifier_icontains: str | Unset = UNSET,
        dds_identifier_in: list[str] | Unset = UNSET,
        type_: str | Unset = UNSET,
        status: DueDiligenceStatementStatus | Unset = UNSET,
        status_in: list[DueDiligenceStatementStatus] | Unset = UNSET,
        products: int | Unset = UNSET,
        products_in: list[int] | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListDueDiligenceStatementsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> DueDiligenceStatementRecordList:
        """List due diligence statements.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_due_diligence_statements.asyncio_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            name=name,
            name_icontains=name_icontains,
            dds_identifier=dds_identifier,
            dds_identifier_icontains=dds_identifier_icontains,
            dds_identifier_in=dds_identifier_in,
            type_=type_,
            status=status,
            status_in=status_in,
            products=products,
            products_in=products_in,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(DueDiligenceStatementRecordList, response.parsed)

    async def create_due_diligence_statement(
        self,
        *,
        body: CreateDueDiligenceStatementRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> DueDiligenceStatementRecord:
        """Create a due diligence statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_due_diligence_statement.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DueDiligenceStatementRecord, response.parsed)

    async def retrieve_due_diligence_statement(
        self,
        id: int,
    ) -> DueDiligenceStatementRecord:
        """Retrieve a due diligence statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_due_diligence_statement.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(DueDiligenceStatementRecord, response.parsed)

    async def delete_due_diligence_statement(
        self,
        id: int,
    ) -> None:
        """Delete a due diligence statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        await _delete_due_diligence_statement.asyncio_detailed(
            client=self._client,
            id=id,
        )

    async def partial_update_due_diligence_statement(
        self,
        id: int,
        *,
        body: UpdateDueDiligenceStatementRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> DueDiligenceStatementRecord:
        """Update a due diligence statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _partial_update_due_diligence_statement.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DueDiligenceStatementRecord, response.parsed)

    async def file_due_diligence_statement(
        self,
        id: int,
        *,
        idempotency_key: str | Unset = UNSET,
    ) -> DueDiligenceStatementRecord:
        """File a due diligence statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _file_due_diligence_statement.asyncio_detailed(
            client=self._client,
            id=id,
            idempotency_key=idempotency_key,
        )
        return cast(DueDiligenceStatementRecord, response.parsed)

    async def prepare_due_diligence_statement(
        self,
        id: int,
        *,
        body: PrepareStatementRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> DueDiligenceStatementRecord:
        """Prepare an order's EUDR statement.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _prepare_due_diligence_statement.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(DueDiligenceStatementRecord, response.parsed)
