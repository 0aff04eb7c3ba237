from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateDataImportRunRequest")


@_attrs_define
class CreateDataImportRunRequest:
    """
    Attributes:
        document_id (int):
        model_identifier (str): Any name of the imported model; a registered importer's name (such as
            financial_transaction) imports the results.

            Decision (What an import run records and reports): model_identifier is any non-empty name of at most 255
            characters and results any JSON (null included), as the document gives them. A run whose model_identifier names
            a registered importer is imported by it; a run for any other model is recorded as sent and imports nothing (its
            import_report is null), and its import event carries its tags all the same (with no counts). document_id must be
            a document of the workspace. The run is recorded whether dry or not. D7, D8 and D9 answer its results exactly as
            they were sent; what the importer did is the run's import_report (extension): {"dry_run": ..., "counts": {...},
            "rows": [...]}, the importer's account of each row ({"row": <index>, "status": "created"} or "would_create" in a
            dry run, "skipped" with a reason, or "invalid" with its errors), with the counts of each status. (Until
            migration 0027 the report was kept inside the results, as {"data": <the results sent>, "report": ...}; the
            migration moved it out, and its downgrade puts it back.) The results are bounded by the body limit as any body
            is (decision body_limit). Results not in the importer's shape at all are a 400 on results, dry or not. A dry run
            (the default) writes nothing but the run; a real run applies every row in the run's own transaction, attaching
            the run's tags (and id) to every row it creates, or nothing at all when a row is invalid: a 400 {"results":
            {"<rows field>": {"<index>": ["..."]}}} naming the rows, as DRF reports the items of a ListField, with no run
            recorded. Each recorded run enqueues an import event carrying its tags in the same transaction, delivered after
            commit to the registered event handlers through the job queue (at least once). Results an importer streams (a
            file of any size, such as financial_transaction's {"csv": ...}) are imported as they are read, and their report
            lists only the invalid rows, the first 1,000 problems by row, beside the counts of every status: a created or
            skipped row of a million-row file is told by the counts. A dry run of such results imports them in a savepoint
            and rolls it back, so its counts are exactly what a real run would do. Importers: document_identifier (results
            {"identifiers": ["..."]} adds identifiers to the run's document; one it has already, or repeated, is skipped),
            financial_transaction, emission_factor and exchange_rate (decisions transaction_row_identity, transaction_csv,
            transaction_emissions).
        results (Any): The results of the data exchange (any JSON).
        dry_run (bool | Unset):  Default: True.
        tags (list[str] | Unset): Attached to every imported row and forwarded to the import event.
    """

    document_id: int
    model_identifier: str
    results: Any
    dry_run: bool | Unset = True
    tags: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        document_id = self.document_id

        model_identifier = self.model_identifier

        results = self.results

        dry_run = self.dry_run

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "document_id": document_id,
                "model_identifier": model_identifier,
                "results": results,
            }
        )
        if dry_run is not UNSET:
            field_dict["dry_run"] = dry_run
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        document_id = d.pop("document_id")

        model_identifier = d.pop("model_identifier")

        results = d.pop("results")

        dry_run = d.pop("dry_run", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        create_data_import_run_request = cls(
            document_id=document_id,
            model_identifier=model_identifier,
            results=results,
            dry_run=dry_run,
            tags=tags,
        )

        return create_data_import_run_request
