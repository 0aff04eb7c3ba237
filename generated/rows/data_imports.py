# Generated from spec/mappings/data_imports.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of CreatedDataImportRun, DataImportRun: the columns each is read from, labelled with its fields' names,
and the model built from such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import models
from handwritten.db.documents import DataImportRun
from handwritten.runtime.constructing import constructed

__all__ = [
    "CREATED_DATA_IMPORT_RUN_COLUMNS",
    "created_data_import_run_from_row",
    "created_data_import_run_row",
    "DATA_IMPORT_RUN_COLUMNS",
    "data_import_run_from_row",
    "data_import_run_row",
]

# -- CreatedDataImportRun ----------------------------------------------------------------------

CREATED_DATA_IMPORT_RUN_COLUMNS = (
    DataImportRun.id.label("id"),
    DataImportRun.run_id.label("run_id"),
    DataImportRun.company_id.label("company_id"),
    DataImportRun.results.label("results"),
    DataImportRun.document_id.label("document_id"),
    DataImportRun.model_identifier.label("model_identifier"),
    DataImportRun.dry_run.label("dry_run"),
    DataImportRun.tags.label("tags"),
    DataImportRun.import_report.label("import_report"),
    DataImportRun.created_at.label("created_at"),
    DataImportRun.updated_at.label("updated_at"),
)


def created_data_import_run_from_row(row: Mapping[Any, Any]) -> models.CreatedDataImportRun:
    """The CreatedDataImportRun of a row of CREATED_DATA_IMPORT_RUN_COLUMNS."""
    return constructed(
        models.CreatedDataImportRun,
        {
            "id": row["id"],
            "run_id": row["run_id"],
            "company_id": row["company_id"],
            "results": row["results"],
            "document_id": row["document_id"],
            "model_identifier": row["model_identifier"],
            "dry_run": row["dry_run"],
            "tags": row["tags"],
            "import_report": row["import_report"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
        },
    )


def created_data_import_run_row(record: DataImportRun) -> dict[str, Any]:
    """The row CREATED_DATA_IMPORT_RUN_COLUMNS reads, from a loaded DataImportRun (after a write, say)."""
    return {
        "id": record.id,
        "run_id": record.run_id,
        "company_id": record.company_id,
        "results": record.results,
        "document_id": record.document_id,
        "model_identifier": record.model_identifier,
        "dry_run": record.dry_run,
        "tags": record.tags,
        "import_report": record.import_report,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }


# -- DataImportRun -----------------------------------------------------------------------------

DATA_IMPORT_RUN_COLUMNS = (
    DataImportRun.id.label("id"),
    DataImportRun.run_id.label("run_id"),
    DataImportRun.company_id.label("company_id"),
    DataImportRun.results.label("results"),
    DataImportRun.document_id.label("document"),
    DataImportRun.model_identifier.label("model_identifier"),
    DataImportRun.tags.label("tags"),
    DataImportRun.import_report.label("import_report"),
    DataImportRun.created_at.label("created_at"),
    DataImportRun.updated_at.label("updated_at"),
)


def data_import_run_from_row(row: Mapping[Any, Any]) -> models.DataImportRun:
    """The DataImportRun of a row of DATA_IMPORT_RUN_COLUMNS."""
    return constructed(
        models.DataImportRun,
        {
            "id": row["id"],
            "run_id": row["run_id"],
            "company_id": row["company_id"],
            "results": row["results"],
            "document": row["document"],
            "model_identifier": row["model_identifier"],
            "tags": row["tags"],
            "import_report": row["import_report"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
        },
    )


def data_import_run_row(record: DataImportRun) -> dict[str, Any]:
    """The row DATA_IMPORT_RUN_COLUMNS reads, from a loaded DataImportRun (after a write, say)."""
    return {
        "id": record.id,
        "run_id": record.run_id,
        "company_id": record.company_id,
        "results": record.results,
        "document": record.document_id,
        "model_identifier": record.model_identifier,
        "tags": record.tags,
        "import_report": record.import_report,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }
