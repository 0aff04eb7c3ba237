"""The transactions area (base host): T1, the financial transactions, and T2, their groups."""

from __future__ import annotations

from handwritten.adapters.importers import register
from handwritten.services.area import Area
from handwritten.services.transactions import classifying  # noqa: F401 - registers the handler of reclassification's job
from handwritten.services.transactions.fields import GROUP_FIELDS, TRANSACTION_FIELDS
from handwritten.services.transactions.importing import TransactionImporter
from handwritten.services.transactions.reference_importers import EmissionFactorImporter, ExchangeRateImporter
from handwritten.services.transactions.service import TransactionsService

__all__ = ["AREA", "TransactionsService"]

AREA = Area(
    TransactionsService,
    field_maps={"list_transactions": TRANSACTION_FIELDS, "group_transactions": GROUP_FIELDS},
)

# Import runs (D8): "financial_transaction" adds transactions; "emission_factor" and
# "exchange_rate" give the workspace its own factors and rates for their emissions.
register(TransactionImporter())
register(EmissionFactorImporter())
register(ExchangeRateImporter())
