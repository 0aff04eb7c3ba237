# Generated from spec/mappings/products.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of Product: the columns each is read from, labelled with its fields' names, and the model built from such
a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.products import Product
from handwritten.runtime.constructing import constructed

__all__ = [
    "PRODUCT_COLUMNS",
    "product_from_row",
    "product_row",
]

# -- Product -----------------------------------------------------------------------------------

PRODUCT_COLUMNS = (
    Product.id.label("id"),
    Product.company_id.label("company_id"),
    Product.sku.label("sku"),
    Product.name.label("name"),
    Product.description.label("description"),
    Product.scientific_name.label("scientific_name"),
    Product.common_name.label("common_name"),
    Product.type.label("type"),
    Product.hs_code.label("hs_code"),
    Product.commodity.label("commodity"),
    Product.composition.label("composition"),
    Product.external_id.label("external_id"),
    Product.product_metadata.label("metadata"),
    Product.assessment_status.label("assessment_status"),
    Product.assessment_summary.label("assessment_summary"),
    Product.excluded_propagation_identifiers.label("excluded_propagation_identifiers"),
    Product.created_at.label("created_at"),
    Product.updated_at.label("updated_at"),
)


def product_from_row(
    row: Mapping[Any, Any],
    *,
    metadata: models.ProductMetadata,
    tags: list[str],
    due_diligence_statements: list[models.DueDiligenceStatement],
) -> models.Product:
    """The Product of a row of PRODUCT_COLUMNS, with the fields the service gives: metadata, tags,
    due_diligence_statements."""
    return constructed(
        models.Product,
        {
            "id": row["id"],
            "company_id": row["company_id"],
            "sku": row["sku"],
            "name": row["name"],
            "description": row["description"],
            "scientific_name": row["scientific_name"],
            "common_name": row["common_name"],
            "type": row["type"],
            "hs_code": row["hs_code"],
            "commodity": None if row["commodity"] is None else enums.Commodity(row["commodity"]),
            "composition": enums.Composition(row["composition"]),
            "external_id": row["external_id"],
            "metadata": metadata,
            "assessment_status": enums.AssessmentStatus(row["assessment_status"]),
            "assessment_summary": row["assessment_summary"],
            "excluded_propagation_identifiers": row["excluded_propagation_identifiers"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
            "tags": tags,
            "due_diligence_statements": due_diligence_statements,
        },
    )


def product_row(record: Product) -> dict[str, Any]:
    """The row PRODUCT_COLUMNS reads, from a loaded Product (after a write, say)."""
    return {
        "id": record.id,
        "company_id": record.company_id,
        "sku": record.sku,
        "name": record.name,
        "description": record.description,
        "scientific_name": record.scientific_name,
        "common_name": record.common_name,
        "type": record.type,
        "hs_code": record.hs_code,
        "commodity": record.commodity,
        "composition": record.composition,
        "external_id": record.external_id,
        "metadata": record.product_metadata,
        "assessment_status": record.assessment_status,
        "assessment_summary": record.assessment_summary,
        "excluded_propagation_identifiers": record.excluded_propagation_identifiers,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }
