# Generated from spec/mappings/classification_rules.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of ClassificationRule, EmissionCategory: the columns each is read from, labelled with its fields' names,
and the model built from such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.emission_categories import EmissionCategory
from handwritten.db.transactions import ClassificationRule
from handwritten.runtime.constructing import constructed

__all__ = [
    "CLASSIFICATION_RULE_COLUMNS",
    "classification_rule_from_row",
    "classification_rule_row",
    "EMISSION_CATEGORY_COLUMNS",
    "emission_category_from_row",
    "emission_category_row",
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


# -- EmissionCategory --------------------------------------------------------------------------

EMISSION_CATEGORY_COLUMNS = (
    EmissionCategory.category.label("category"),
    EmissionCategory.kg_co2e_per_unit.label("kg_co2e_per_unit"),
    EmissionCategory.currency.label("currency"),
    EmissionCategory.source.label("source"),
    EmissionCategory.year.label("year"),
    EmissionCategory.origin.label("origin"),
)


def emission_category_from_row(row: Mapping[Any, Any], *, unit: str) -> models.EmissionCategory:
    """The EmissionCategory of a row of EMISSION_CATEGORY_COLUMNS, with the fields the service gives: unit."""
    return constructed(
        models.EmissionCategory,
        {
            "category": row["category"],
            "kg_co2e_per_unit": row["kg_co2e_per_unit"],
            "unit": unit,
            "currency": row["currency"],
            "source": row["source"],
            "year": row["year"],
            "origin": enums.EmissionFactorOrigin(row["origin"]),
        },
    )


def emission_category_row(record: EmissionCategory) -> dict[str, Any]:
    """The row EMISSION_CATEGORY_COLUMNS reads, from a loaded EmissionCategory (after a write, say)."""
    return {
        "category": record.category,
        "kg_co2e_per_unit": record.kg_co2e_per_unit,
        "currency": record.currency,
        "source": record.source,
        "year": record.year,
        "origin": record.origin,
    }
