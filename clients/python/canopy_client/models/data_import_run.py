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
        company_id (int): The workspace id.
        created_at (datetime.datetime):
        document (int): The document id.
        id (int): The run id.
        import_report (Any): What was imported, or would be in a dry run: {"dry_run", "counts", "rows"}, rows listing
            the skipped and invalid ones. Null when nothing imports this model_identifier.

            Decision: [import_run_results](/api/docs/decisions.html#import_run_results).
        model_identifier (str): What the results hold, such as financial_transaction.
        results (Any): The results of the data exchange (JSON), exactly as D8 was sent them.

            Decision: [import_run_results](/api/docs/decisions.html#import_run_results).
        run_id (UUID): The run's UUID.
        tags (list[str]): Tags attached to every imported row.
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
