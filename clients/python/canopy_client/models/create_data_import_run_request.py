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
        document_id (int): The uploaded document the data comes from.
        model_identifier (str): What the results hold: financial_transaction, emission_factor, exchange_rate or
            document_identifier import them; another name only records the run.

            Decision: [import_run_results](/api/docs/decisions.html#import_run_results).
        results (Any): The results of the data exchange (any JSON).
        dry_run (bool | Unset): When true (the default), report what would be imported and import nothing. Default:
            True.
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
