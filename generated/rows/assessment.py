# Generated from spec/mappings/assessment.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of Mitigation: the columns each is read from, labelled with its fields' names, and the model built from
such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import models
from handwritten.db.assessment import Mitigation
from handwritten.runtime.constructing import constructed

__all__ = [
    "MITIGATION_COLUMNS",
    "mitigation_from_row",
    "mitigation_row",
]

# -- Mitigation --------------------------------------------------------------------------------

MITIGATION_COLUMNS = (
    Mitigation.id.label("id"),
    Mitigation.target.label("target"),
    Mitigation.reason.label("reason"),
    Mitigation.mitigated_by_user_id.label("mitigated_by"),
    Mitigation.mitigated_at.label("mitigated_at"),
)


def mitigation_from_row(row: Mapping[Any, Any]) -> models.Mitigation:
    """The Mitigation of a row of MITIGATION_COLUMNS."""
    return constructed(
        models.Mitigation,
        {
            "id": row["id"],
            "target": row["target"],
            "reason": row["reason"],
            "mitigated_by": row["mitigated_by"],
            "mitigated_at": row["mitigated_at"],
        },
    )


def mitigation_row(record: Mitigation) -> dict[str, Any]:
    """The row MITIGATION_COLUMNS reads, from a loaded Mitigation (after a write, say)."""
    return {
        "id": record.id,
        "target": record.target,
        "reason": record.reason,
        "mitigated_by": record.mitigated_by_user_id,
        "mitigated_at": record.mitigated_at,
    }
