# Generated from spec/operations/transactions.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the transactions area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import transactions as filters
from handwritten.runtime.context import RequestContext

__all__ = ["ListTransactions", "GroupTransactions", "TransactionsService"]


class ListTransactions(Protocol):
    async def list_transactions(
        self, *, ctx: RequestContext, query: filters.ListTransactionsQuery
    ) -> models.FinancialTransactionList:
        """T1. List transactions: GET /api/transactions/"""
        ...


class GroupTransactions(Protocol):
    async def group_transactions(
        self, *, ctx: RequestContext, query: filters.GroupTransactionsQuery
    ) -> models.TransactionGroupRowList:
        """T2. Group transactions: GET /api/transactions/groups/"""
        ...


class TransactionsService(ListTransactions, GroupTransactions, Protocol):
    """Every operation of the transactions area."""
