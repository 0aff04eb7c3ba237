"""`document_identifier`: adds identifiers to the run's document.

Results: {"identifiers": ["<identifier>", ...]}. Each is a string of 1..1024 characters; one the
document already has, or one repeated in the same results, is skipped. Added identifiers carry the
run's tags and id, and show on the document (identifiers_details) with the rest.
"""

from __future__ import annotations

from typing import Any, ClassVar

from sqlalchemy import insert, select

from handwritten.adapters.importers.base import Outcome, Plan, PlannedRow, Scope, ShapeError
from handwritten.db.documents import DocumentIdentifier

MAX_LENGTH = 1024  # the column's length


class DocumentIdentifierImporter:
    model_identifier: ClassVar[str] = "document_identifier"
    rows_field: ClassVar[str] = "identifiers"

    async def plan(self, scope: Scope, results: Any) -> Plan:
        if not isinstance(results, dict) or not isinstance(results.get("identifiers"), list):
            raise ShapeError('Expected an object with "identifiers": a list of identifier strings.')
        present = set(
            await scope.session.scalars(
                select(DocumentIdentifier.identifier).where(DocumentIdentifier.document_id == scope.document_id)
            )
        )
        rows: list[PlannedRow] = []
        seen: set[str] = set()
        for index, value in enumerate(results["identifiers"]):
            if not isinstance(value, str):
                rows.append(PlannedRow(index, Outcome.INVALID, errors=["Not a valid string."]))
            elif not value:
                rows.append(PlannedRow(index, Outcome.INVALID, errors=["This field may not be blank."]))
            elif len(value) > MAX_LENGTH:
                rows.append(
                    PlannedRow(
                        index, Outcome.INVALID, errors=[f"Ensure this field has no more than {MAX_LENGTH} characters."]
                    )
                )
            elif value in present:
                rows.append(PlannedRow(index, Outcome.SKIP, reason="The document already has this identifier."))
            elif value in seen:
                rows.append(PlannedRow(index, Outcome.SKIP, reason="Repeated earlier in these results."))
            else:
                seen.add(value)
                rows.append(PlannedRow(index, Outcome.CREATE, value=value))
        return Plan(rows)

    async def apply(self, scope: Scope, plan: Plan) -> None:
        values = [
            {
                "company_id": scope.workspace_id,
                "document_id": scope.document_id,
                "identifier": row.value,
                "user_company_id": scope.member_id,
                "tags": list(scope.tags),
                "import_run_id": scope.run_id,
            }
            for row in plan.rows
            if row.outcome is Outcome.CREATE
        ]
        if values:
            await scope.session.execute(insert(DocumentIdentifier), values)
