# Generated from spec/mappings/origins.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of Origin: the columns each is read from, labelled with its fields' names, and the model built from such
a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.origins import Origin
from handwritten.runtime.constructing import constructed

__all__ = [
    "ORIGIN_COLUMNS",
    "origin_from_row",
    "origin_row",
]

# -- Origin ------------------------------------------------------------------------------------

ORIGIN_COLUMNS = (
    Origin.id.label("id"),
    Origin.name.label("name"),
    Origin.country_code.label("country"),
    Origin.producer.label("producer"),
    Origin.commodity.label("commodity"),
    Origin.area_hectares.label("area_hectares"),
    Origin.geometry.label("geometry"),
    Origin.production_date.label("production_date"),
    Origin.deforestation_free_declaration.label("deforestation_free_declaration"),
    Origin.external_id.label("external_id"),
    Origin.assessment_status.label("assessment_status"),
    Origin.assessment_summary.label("assessment_summary"),
    Origin.created_at.label("created_at"),
    Origin.updated_at.label("updated_at"),
)


def origin_from_row(
    row: Mapping[Any, Any], *, country_detail: models.Country, geometry: models.Geometry
) -> models.Origin:
    """The Origin of a row of ORIGIN_COLUMNS, with the fields the service gives: country_detail, geometry."""
    return constructed(
        models.Origin,
        {
            "id": row["id"],
            "name": row["name"],
            "country": row["country"],
            "country_detail": country_detail,
            "producer": row["producer"],
            "commodity": enums.Commodity(row["commodity"]),
            "area_hectares": row["area_hectares"],
            "geometry": geometry,
            "production_date": row["production_date"],
            "deforestation_free_declaration": row["deforestation_free_declaration"],
            "external_id": row["external_id"],
            "assessment_status": enums.AssessmentStatus(row["assessment_status"]),
            "assessment_summary": row["assessment_summary"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
        },
    )


def origin_row(record: Origin) -> dict[str, Any]:
    """The row ORIGIN_COLUMNS reads, from a loaded Origin (after a write, say)."""
    return {
        "id": record.id,
        "name": record.name,
        "country": record.country_code,
        "producer": record.producer,
        "commodity": record.commodity,
        "area_hectares": record.area_hectares,
        "geometry": record.geometry,
        "production_date": record.production_date,
        "deforestation_free_declaration": record.deforestation_free_declaration,
        "external_id": record.external_id,
        "assessment_status": record.assessment_status,
        "assessment_summary": record.assessment_summary,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }
