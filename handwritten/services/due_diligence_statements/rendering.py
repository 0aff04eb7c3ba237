"""A due diligence statement's fields from its row: one rendering for DS1–DS5, for the statements
inline on products, and later on orders."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import ColumnElement

from generated import models
from generated.enums import DueDiligenceStatementStatus
from handwritten.db.products import DueDiligenceStatement

# A deleted statement is absent from every read (decision due_diligence_statements).
ACTIVE: ColumnElement[bool] = DueDiligenceStatement.deleted_at.is_(None)

# The columns a statement is rendered from, by label: plain rows, no ORM objects for a page.
_ATTRIBUTES = (
    "id",
    "company_id",
    "type",
    "name",
    "dds_identifier",
    "dds_data",
    "pulse_params",
    "created_at",
    "updated_at",
)
STATEMENT_COLUMNS = (
    *(getattr(DueDiligenceStatement, name).label(name) for name in _ATTRIBUTES),
    DueDiligenceStatement.status.label("status"),
)


def statement_fields(row: Mapping[Any, Any]) -> dict[str, Any]:
    """The fields of the inline DueDiligenceStatement (and of the models based on it) from STATEMENT_COLUMNS."""
    return {name: row[name] for name in _ATTRIBUTES} | {"status": DueDiligenceStatementStatus(row["status"])}


def inline_statement(row: Mapping[Any, Any]) -> models.DueDiligenceStatement:
    return models.DueDiligenceStatement.model_construct(**statement_fields(row))
