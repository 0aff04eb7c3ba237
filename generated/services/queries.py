# Generated from spec/operations/queries.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the queries area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import queries as filters
from handwritten.runtime.context import RequestContext

__all__ = ["ListQueryLogs", "ExecuteQuery", "QueriesService"]


class ListQueryLogs(Protocol):
    async def list_query_logs(self, *, ctx: RequestContext, query: filters.ListQueryLogsQuery) -> models.QueryLogList:
        """Q1. List query logs: GET /api/query-logs/"""
        ...


class ExecuteQuery(Protocol):
    async def execute_query(self, *, ctx: RequestContext, body: models.ExecuteQueryRequest) -> models.QueryResult:
        """Q2. Execute query: POST /api/queries/"""
        ...


class QueriesService(ListQueryLogs, ExecuteQuery, Protocol):
    """Every operation of the queries area."""
