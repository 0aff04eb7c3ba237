"""The Importer protocol: plan the rows of a run's results, then apply the plan.

A plan never writes; applying it runs in the request's transaction, so a run that fails halfway
leaves nothing. Every row the plan creates carries the run's tags and id.

Results too large for a plan (a file of a million rows) are imported as they stream by an
importer that is also Streaming: it writes as it reads, in the run's transaction, and tallies
what it did; the caller rolls a dry run back (a savepoint), so its counts are what a real run's
would be, and refuses a real run with an invalid row (the request's transaction rolls back).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Protocol, runtime_checkable

from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.adapters.storage import ObjectStore


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

    def entry(self, *, dry_run: bool) -> dict[str, Any]:
        """The row's account in a run's report (decision import_run_results)."""
        if self.outcome is Outcome.CREATE:
            return {"row": self.index, "status": "would_create" if dry_run else "created"}
        if self.outcome is Outcome.SKIP:
            return {"row": self.index, "status": "skipped", "reason": self.reason}
        return {"row": self.index, "status": "invalid", "errors": self.errors}


@dataclass(frozen=True, slots=True)
class Plan:
    rows: list[PlannedRow]

    @property
    def invalid(self) -> list[PlannedRow]:
        return [row for row in self.rows if row.outcome is Outcome.INVALID]

    def report(self, *, dry_run: bool) -> dict[str, Any]:
        """The account of each row, the run's import_report (decision import_run_results)."""
        rows = [row.entry(dry_run=dry_run) for row in self.rows]
        counts = {"would_create" if dry_run else "created": 0, "skipped": 0, "invalid": 0}
        for entry in rows:
            counts[entry["status"]] += 1
        return {"dry_run": dry_run, "counts": counts, "rows": rows}


# The invalid rows a streamed run lists, at most: its counts have them all, and a file that is
# wrong throughout would otherwise store a report as large as itself.
LISTED = 1_000


@dataclass(frozen=True, slots=True)
class Tally:
    """What a Streaming importer did: how many rows it created (or would) and skipped, how many
    were invalid, and the first of those (LISTED) with their errors. Its report lists those
    only: a row created or skipped is told by the counts (decision import_run_results)."""

    created: int
    skipped: int
    invalid_count: int
    invalid: list[PlannedRow]

    def report(self, *, dry_run: bool) -> dict[str, Any]:
        counts = {"would_create" if dry_run else "created": self.created, "skipped": self.skipped}
        counts["invalid"] = self.invalid_count
        return {"dry_run": dry_run, "counts": counts, "rows": [row.entry(dry_run=dry_run) for row in self.invalid]}


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


@runtime_checkable
class Streaming(Protocol):
    """An importer some of whose results are imported as they stream rather than planned."""

    async def stream(self, scope: Scope, results: Any) -> Tally | None:
        """Import `results` if they are of the streamed kind (None otherwise: they are planned and
        applied), in scope.session, writing whether the run is dry or not: the caller rolls a dry
        run back, and a real run with an invalid row. A real run may stop writing at its first
        invalid row, but reads on to count and list the others. Raise ShapeError as plan does."""
        ...


class ShapeError(ValueError):
    """The results are not in the importer's shape; the message says what it expects."""
