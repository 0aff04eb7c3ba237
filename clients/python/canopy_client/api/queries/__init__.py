"""The queries operations: one module per operation, and their methods on Canopy (`canopy.queries`)."""

import datetime
from typing import cast

from ...client import AuthenticatedClient
from ...models.execute_query_request import ExecuteQueryRequest
from ...models.list_query_logs_ordering_item import ListQueryLogsOrderingItem
from ...models.query_log_list import QueryLogList
from ...models.query_mode import QueryMode
from ...models.query_result import QueryResult
from ...types import UNSET, Unset
from . import execute_query as _execute_query
from . import list_query_logs as _list_query_logs

__all__ = ["QueriesOperations", "AsyncQueriesOperations"]


class QueriesOperations:
    """The queries operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def execute_query(
        self,
        *,
        body: ExecuteQueryRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> QueryResult:
        """Execute query.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _execute_query.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(QueryResult, response.parsed)

    def list_query_logs(
        self,
        *,
        corpus: int | Unset = UNSET,
        mode: QueryMode | Unset = UNSET,
        success: bool | Unset = UNSET,
        query_lookup_key: str | Unset = UNSET,
        query_lookup_key_in: list[str] | Unset = UNSET,
        query_lookup_key_istartswith: str | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> QueryLogList:
        """List query logs.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_query_logs.sync_detailed(
            client=self._client,
            corpus=corpus,
            mode=mode,
            success=success,
            query_lookup_key=query_lookup_key,
            query_lookup_key_in=query_lookup_key_in,
            query_lookup_key_istartswith=query_lookup_key_istartswith,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(QueryLogList, response.parsed)


class AsyncQueriesOperations:
    """The queries operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def execute_query(
        self,
        *,
        body: ExecuteQueryRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> QueryResult:
        """Execute query.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _execute_query.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(QueryResult, response.parsed)

    async def list_query_logs(
        self,
        *,
        corpus: int | Unset = UNSET,
        mode: QueryMode | Unset = UNSET,
        success: bool | Unset = UNSET,
        query_lookup_key: str | Unset = UNSET,
        query_lookup_key_in: list[str] | Unset = UNSET,
        query_lookup_key_istartswith: str | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        ordering: list[ListQueryLogsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> QueryLogList:
        """List query logs.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_query_logs.asyncio_detailed(
            client=self._client,
            corpus=corpus,
            mode=mode,
            success=success,
            query_lookup_key=query_lookup_key,
            query_lookup_key_in=query_lookup_key_in,
            query_lookup_key_istartswith=query_lookup_key_istartswith,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(QueryLogList, response.parsed)
