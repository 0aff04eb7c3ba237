from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DataImportRun")


@_attrs_define
class DataImportRun:
    """A recorded bulk data import run.

    Attributes:
        company_id (int):
        created_at (datetime.datetime):
        document (int): The document id.
        id (int):
        import_report (Any): What the importer registered for model_identifier did with the results, or would do in a
            dry run: {"dry_run", "counts", "rows"} (extension). Null when no importer is registered for the
            model_identifier: the run is recorded and nothing is imported.

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
        model_identifier (str):
        results (Any): The results of the data exchange (JSON), exactly as D8 was sent them.

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
        run_id (UUID):
        tags (list[str]):
        updated_at (datetime.datetime):
    """

    company_id: int
    created_at: datetime.datetime
    document: int
    id: int
    import_report: Any
    model_identifier: str
    results: Any
    run_id: UUID
    tags: list[str]
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company_id = self.company_id

        created_at = self.created_at.isoformat()

        document = self.document

        id = self.id

        import_report = self.import_report

        model_identifier = self.model_identifier

        results = self.results

        run_id = str(self.run_id)

        tags = self.tags

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company_id": company_id,
                "created_at": created_at,
                "document": document,
                "id": id,
                "import_report": import_report,
                "model_identifier": model_identifier,
                "results": results,
                "run_id": run_id,
                "tags": tags,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company_id = d.pop("company_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        document = d.pop("document")

        id = d.pop("id")

        import_report = d.pop("import_report")

        model_identifier = d.pop("model_identifier")

        results = d.pop("results")

        run_id = UUID(d.pop("run_id"))

        tags = cast(list[str], d.pop("tags"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        data_import_run = cls(
            company_id=company_id,
            created_at=created_at,
            document=document,
            id=id,
            import_report=import_report,
            model_identifier=model_identifier,
            results=results,
            run_id=run_id,
            tags=tags,
            updated_at=updated_at,
        )

        data_import_run.additional_properties = d
        return data_import_run

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
