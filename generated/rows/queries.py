# Generated from spec/mappings/queries.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of QueryLog: the columns each is read from, labelled with its fields' names, and the model built from
such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.knowledge import QueryLog
from handwritten.runtime.constructing import constructed

__all__ = [
    "QUERY_LOG_COLUMNS",
    "query_log_from_row",
    "query_log_row",
]

# -- QueryLog ----------------------------------------------------------------------------------

QUERY_LOG_COLUMNS = (
    QueryLog.id.label("id"),
    QueryLog.query_lookup_key.label("query_lookup_key"),
    QueryLog.query_text.label("query_text"),
    QueryLog.mode.label("mode"),
    QueryLog.results_count.label("results_count"),
    QueryLog.response_time_ms.label("response_time_ms"),
    QueryLog.success.label("success"),
    QueryLog.error_message.label("error_message"),
    QueryLog.query_metadata.label("metadata"),
    QueryLog.created_at.label("created_at"),
)


def query_log_from_row(row: Mapping[Any, Any]) -> models.QueryLog:
    """The QueryLog of a row of QUERY_LOG_COLUMNS."""
    return constructed(
        models.QueryLog,
        {
            "id": row["id"],
            "query_lookup_key": row["query_lookup_key"],
            "query_text": row["query_text"],
            "mode": enums.QueryMode(row["mode"]),
            "results_count": row["results_count"],
            "response_time_ms": row["response_time_ms"],
            "success": row["success"],
            "error_message": row["error_message"],
            "metadata": row["metadata"],
            "created_at": row["created_at"],
        },
    )


def query_log_row(record: QueryLog) -> dict[str, Any]:
    """The row QUERY_LOG_COLUMNS reads, from a loaded QueryLog (after a write, say)."""
    return {
        "id": record.id,
        "query_lookup_key": record.query_lookup_key,
        "query_text": record.query_text,
        "mode": record.mode,
        "results_count": record.results_count,
        "response_time_ms": record.response_time_ms,
        "success": record.success,
        "error_message": record.error_message,
        "metadata": record.query_metadata,
        "created_at": record.created_at,
    }
