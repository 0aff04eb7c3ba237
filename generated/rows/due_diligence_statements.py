# Generated from spec/mappings/due_diligence_statements.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of DueDiligenceStatement, DueDiligenceStatementRecord: the columns each is read from, labelled with its
fields' names, and the model built from such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.products import DueDiligenceStatement
from handwritten.runtime.constructing import constructed

__all__ = [
    "DUE_DILIGENCE_STATEMENT_COLUMNS",
    "due_diligence_statement_from_row",
    "due_diligence_statement_row",
    "DUE_DILIGENCE_STATEMENT_RECORD_COLUMNS",
    "due_diligence_statement_record_from_row",
    "due_diligence_statement_record_row",
]

# -- DueDiligenceStatement ---------------------------------------------------------------------

DUE_DILIGENCE_STATEMENT_COLUMNS = (
    DueDiligenceStatement.id.label("id"),
    DueDiligenceStatement.company_id.label("company_id"),
    DueDiligenceStatement.type.label("type"),
    DueDiligenceStatement.name.label("name"),
    DueDiligenceStatement.dds_identifier.label("dds_identifier"),
    DueDiligenceStatement.dds_data.label("dds_data"),
    DueDiligenceStatement.status.label("status"),
    DueDiligenceStatement.pulse_params.label("pulse_params"),
    DueDiligenceStatement.created_at.label("created_at"),
    DueDiligenceStatement.updated_at.label("updated_at"),
)


def due_diligence_statement_from_row(row: Mapping[Any, Any]) -> models.DueDiligenceStatement:
    """The DueDiligenceStatement of a row of DUE_DILIGENCE_STATEMENT_COLUMNS."""
    return constructed(
        models.DueDiligenceStatement,
        {
            "id": row["id"],
            "company_id": row["company_id"],
            "type": row["type"],
            "name": row["name"],
            "dds_identifier": row["dds_identifier"],
            "dds_data": row["dds_data"],
            "status": enums.DueDiligenceStatementStatus(row["status"]),
            "pulse_params": row["pulse_params"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
        },
    )


def due_diligence_statement_row(record: DueDiligenceStatement) -> dict[str, Any]:
    """The row DUE_DILIGENCE_STATEMENT_COLUMNS reads, from a loaded DueDiligenceStatement (after a write, say)."""
    return {
        "id": record.id,
        "company_id": record.company_id,
        "type": record.type,
        "name": record.name,
        "dds_identifier": record.dds_identifier,
        "dds_data": record.dds_data,
        "status": record.status,
        "pulse_params": record.pulse_params,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }


# -- DueDiligenceStatementRecord ---------------------------------------------------------------

DUE_DILIGENCE_STATEMENT_RECORD_COLUMNS = (
    DueDiligenceStatement.id.label("id"),
    DueDiligenceStatement.company_id.label("company_id"),
    DueDiligenceStatement.type.label("type"),
    DueDiligenceStatement.name.label("name"),
    DueDiligenceStatement.dds_identifier.label("dds_identifier"),
    DueDiligenceStatement.dds_data.label("dds_data"),
    DueDiligenceStatement.status.label("status"),
    DueDiligenceStatement.pulse_params.label("pulse_params"),
    DueDiligenceStatement.created_at.label("created_at"),
    DueDiligenceStatement.updated_at.label("updated_at"),
)


def due_diligence_statement_record_from_row(
    row: Mapping[Any, Any], *, products: list[int], filing: models.StatementFiling | None
) -> models.DueDiligenceStatementRecord:
    """The DueDiligenceStatementRecord of a row of DUE_DILIGENCE_STATEMENT_RECORD_COLUMNS, with the fields the
    service gives: products, filing."""
    return constructed(
        models.DueDiligenceStatementRecord,
        {
            "id": row["id"],
            "company_id": row["company_id"],
            "type": row["type"],
            "name": row["name"],
            "dds_identifier": row["dds_identifier"],
            "dds_data": row["dds_data"],
            "status": enums.DueDiligenceStatementStatus(row["status"]),
            "pulse_params": row["pulse_params"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
            "products": products,
            "filing": filing,
        },
    )


def due_diligence_statement_record_row(record: DueDiligenceStatement) -> dict[str, Any]:
    """The row DUE_DILIGENCE_STATEMENT_RECORD_COLUMNS reads, from a loaded DueDiligenceStatement (after a write,
    say)."""
    return {
        "id": record.id,
        "company_id": record.company_id,
        "type": record.type,
        "name": record.name,
        "dds_identifier": record.dds_identifier,
        "dds_data": record.dds_data,
        "status": record.status,
        "pulse_params": record.pulse_params,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }
