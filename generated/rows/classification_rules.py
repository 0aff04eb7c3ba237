# Generated from spec/mappings/classification_rules.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of ClassificationRule: the columns each is read from, labelled with its fields' names, and the model
built from such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.transactions import ClassificationRule
from handwritten.runtime.constructing import constructed

__all__ = [
    "CLASSIFICATION_RULE_COLUMNS",
    "classification_rule_from_row",
    "classification_rule_row",
]

# -- ClassificationRule ------------------------------------------------------------------------

CLASSIFICATION_RULE_COLUMNS = (
    ClassificationRule.id.label("id"),
    ClassificationRule.field.label("field"),
    ClassificationRule.match.label("match"),
    ClassificationRule.pattern.label("pattern"),
    ClassificationRule.category.label("category"),
    ClassificationRule.priority.label("priority"),
    ClassificationRule.created_at.label("created_at"),
    ClassificationRule.updated_at.label("updated_at"),
)


def classification_rule_from_row(row: Mapping[Any, Any]) -> models.ClassificationRule:
    """The ClassificationRule of a row of CLASSIFICATION_RULE_COLUMNS."""
    return constructed(
        models.ClassificationRule,
        {
            "id": row["id"],
            "field": enums.ClassificationField(row["field"]),
            "match": enums.ClassificationMatch(row["match"]),
            "pattern": row["pattern"],
            "category": row["category"],
            "priority": row["priority"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
        },
    )


def classification_rule_row(record: ClassificationRule) -> dict[str, Any]:
    """The row CLASSIFICATION_RULE_COLUMNS reads, from a loaded ClassificationRule (after a write, say)."""
    return {
        "id": record.id,
        "field": record.field,
        "match": record.match,
        "pattern": record.pattern,
        "category": record.category,
        "priority": record.priority,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }
