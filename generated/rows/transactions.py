# Generated from spec/mappings/transactions.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of FinancialTransaction: the columns each is read from, labelled with its fields' names, and the model
built from such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.transactions import FinancialTransaction
from handwritten.runtime.constructing import constructed

__all__ = [
    "FINANCIAL_TRANSACTION_COLUMNS",
    "financial_transaction_from_row",
    "financial_transaction_row",
]

# -- FinancialTransaction ----------------------------------------------------------------------

FINANCIAL_TRANSACTION_COLUMNS = (
    FinancialTransaction.id.label("id"),
    FinancialTransaction.net_amount.label("net_amount"),
    FinancialTransaction.currency.label("currency"),
    FinancialTransaction.vendor_name.label("vendor_name"),
    FinancialTransaction.date.label("date"),
    FinancialTransaction.end_date.label("end_date"),
    FinancialTransaction.ledger.label("ledger"),
    FinancialTransaction.journal.label("journal"),
    FinancialTransaction.description.label("description"),
    FinancialTransaction.status.label("status"),
    FinancialTransaction.source.label("source"),
    FinancialTransaction.total_co2_kg.label("total_co2_kg"),
    FinancialTransaction.emissions.label("emissions"),
)


def financial_transaction_from_row(
    row: Mapping[Any, Any], *, net_amount: float, tags: list[Any]
) -> models.FinancialTransaction:
    """The FinancialTransaction of a row of FINANCIAL_TRANSACTION_COLUMNS, with the fields the service gives:
    net_amount, tags."""
    return constructed(
        models.FinancialTransaction,
        {
            "id": row["id"],
            "net_amount": net_amount,
            "currency": row["currency"],
            "vendor_name": row["vendor_name"],
            "date": row["date"],
            "end_date": row["end_date"],
            "ledger": row["ledger"],
            "journal": row["journal"],
            "description": row["description"],
            "tags": tags,
            "status": row["status"],
            "source": enums.TransactionSource(row["source"]),
            "total_co2_kg": row["total_co2_kg"],
            "emissions": row["emissions"],
        },
    )


def financial_transaction_row(record: FinancialTransaction) -> dict[str, Any]:
    """The row FINANCIAL_TRANSACTION_COLUMNS reads, from a loaded FinancialTransaction (after a write, say)."""
    return {
        "id": record.id,
        "net_amount": record.net_amount,
        "currency": record.currency,
        "vendor_name": record.vendor_name,
        "date": record.date,
        "end_date": record.end_date,
        "ledger": record.ledger,
        "journal": record.journal,
        "description": record.description,
        "status": record.status,
        "source": record.source,
        "total_co2_kg": record.total_co2_kg,
        "emissions": record.emissions,
    }
