"""The SQL behind T1's and T2's field paths: filters, search and ordering (runtime/filtering/)."""

from __future__ import annotations

from sqlalchemy import func, select

from handwritten.db.products import Tag
from handwritten.db.transactions import FinancialTransaction, FinancialTransactionTag, Integration
from handwritten.runtime.filtering import FieldMap, Join, ToMany

T = FinancialTransaction

_COLUMNS = {
    ("id",): T.id,
    ("classified",): T.classified,
    ("confidence_status",): T.confidence_status,
    ("source",): T.source,
    ("currency",): T.currency,
    ("date",): T.date,
    ("end_date",): T.end_date,
    ("net_amount",): T.net_amount,
    ("description",): T.description,
    ("journal",): T.journal,
    ("ledger",): T.ledger,
    ("vendor_name",): T.vendor_name,
    ("integration_id",): T.integration_id,
    ("integration", "name"): Integration.name,
    ("tag_names",): Tag.name,
}
_JOINS = (
    Join(Integration, Integration.id == T.integration_id, outer=True),
    Join(Tag, Tag.id == FinancialTransactionTag.tag_id),
)
_TO_MANY = (
    ToMany(
        ("tag_names",), select(FinancialTransactionTag.tag_id).where(FinancialTransactionTag.transaction_id == T.id)
    ),
)

TRANSACTION_FIELDS = FieldMap(T, _COLUMNS, joins=_JOINS, to_many=_TO_MANY)

# T2 filters as T1 does, before grouping; it orders by its groups' count and sum, both aggregates
# of the grouped statement (service.py, _grouped).
COUNT = func.count(T.id).label("count")
TOTAL = func.sum(T.net_amount).label("total_net_amount")
GROUP_FIELDS = FieldMap(
    T, {**_COLUMNS, ("count",): COUNT, ("total_net_amount",): TOTAL}, joins=_JOINS, to_many=_TO_MANY
)
