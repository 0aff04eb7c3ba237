# Generated from spec/mappings/information_requests.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of OrderInformationRequest: the columns each is read from, labelled with its fields' names, and the model
built from such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.orders import OrderInformationRequest
from handwritten.runtime.constructing import constructed

__all__ = [
    "ORDER_INFORMATION_REQUEST_COLUMNS",
    "order_information_request_from_row",
    "order_information_request_row",
]

# -- OrderInformationRequest -------------------------------------------------------------------

ORDER_INFORMATION_REQUEST_COLUMNS = (
    OrderInformationRequest.id.label("id"),
    OrderInformationRequest.order_id.label("order"),
    OrderInformationRequest.recipient_email.label("recipient_email"),
    OrderInformationRequest.recipient_name.label("recipient_name"),
    OrderInformationRequest.status.label("status"),
    OrderInformationRequest.requested_at.label("requested_at"),
    OrderInformationRequest.sent_at.label("sent_at"),
)


def order_information_request_from_row(row: Mapping[Any, Any]) -> models.OrderInformationRequest:
    """The OrderInformationRequest of a row of ORDER_INFORMATION_REQUEST_COLUMNS."""
    return constructed(
        models.OrderInformationRequest,
        {
            "id": row["id"],
            "order": row["order"],
            "recipient_email": row["recipient_email"],
            "recipient_name": row["recipient_name"],
            "status": enums.InformationRequestStatus(row["status"]),
            "requested_at": row["requested_at"],
            "sent_at": row["sent_at"],
        },
    )


def order_information_request_row(record: OrderInformationRequest) -> dict[str, Any]:
    """The row ORDER_INFORMATION_REQUEST_COLUMNS reads, from a loaded OrderInformationRequest (after a write,
    say)."""
    return {
        "id": record.id,
        "order": record.order_id,
        "recipient_email": record.recipient_email,
        "recipient_name": record.recipient_name,
        "status": record.status,
        "requested_at": record.requested_at,
        "sent_at": record.sent_at,
    }
