"""The Importer protocol: plan the rows of a run's results, then apply the plan.

A plan never writes; applying it runs in the request's transaction, so a run that fails halfway
leaves nothing. Every row the plan creates carries the run's tags and id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.storage import ObjectStore


class Outcome(StrEnum):
    CREATE = "create"  # reported as "created" by a real run and "would_create" by a dry one
    SKIP = "skip"
    INVALID = "invalid"


@dataclass(frozen=True, slots=True)
class PlannedRow:
    """One row of the results, as the importer reads it: what it will do and why."""

    index: int
    outcome: Outcome
    value: Any = None  # what the importer writes for the row (only for CREATE)
    reason: str | None = None  # why it is skipped
    errors: list[str] = field(default_factory=list)  # why it is invalid


@dataclass(frozen=True, slots=True)
class Plan:
    rows: list[PlannedRow]

    @property
    def invalid(self) -> list[PlannedRow]:
        return [row for row in self.rows if row.outcome is Outcome.INVALID]

    def report(self, *, dry_run: bool) -> dict[str, Any]:
        """The account of each row stored in the run's results (decision import_run_results)."""
        done = "would_create" if dry_run else "created"
        rows = []
        for row in self.rows:
            entry: dict[str, Any] = {"row": row.index}
            if row.outcome is Outcome.CREATE:
                entry["status"] = done
            elif row.outcome is Outcome.SKIP:
                entry |= {"status": "skipped", "reason": row.reason}
            else:
                entry |= {"status": "invalid", "errors": row.errors}
            rows.append(entry)
        counts = {done: 0, "skipped": 0, "invalid": 0}
        for entry in rows:
            counts[entry["status"]] += 1
        return {"dry_run": dry_run, "counts": counts, "rows": rows}


@dataclass(frozen=True, slots=True)
class Scope:
    """Where a run imports: the workspace's session (row security applies), who runs it, its run."""

    session: AsyncSession
    workspace_id: int
    member_id: int
    document_id: int
    run_id: int  # the DataImportRun row's id, recorded on each imported row
    tags: list[str]
    store: ObjectStore | None = None  # where the run's document's file is (importers that read it)
    # The most of that file an importer reads: a run holds its rows and report in memory, so a file
    # is bounded as a bulk request's body is (settings.max_bulk_body_bytes); larger ones go through
    # the importer's command, which streams (`canopy transactions import`).
    max_file_bytes: int | None = None
    dry_run: bool = False  # the run only reports what it would do (plan, never apply)


class Importer(Protocol):
    model_identifier: ClassVar[str]  # what D8's model_identifier names it by
    rows_field: ClassVar[str]  # the key of the results that holds the rows, named in errors

    async def plan(self, scope: Scope, results: Any) -> Plan:
        """Read the results and decide each row, writing nothing.

        Raise ShapeError when the results are not the importer's shape at all (not rows).
        """
        ...

    async def apply(self, scope: Scope, plan: Plan) -> None:
        """Write the rows the plan creates, each carrying scope.tags and scope.run_id."""
        ...


class ShapeError(ValueError):
    """The results are not in the importer's shape; the message says what it expects."""
