from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StatementFiling")


@_attrs_define
class StatementFiling:
    """The filing of a due diligence statement (DS7).

    Decision (Filing a statement (DS7) and the statuses it moves through): DS7 files a draft statement that has dds_data
    through the submitter plug-in chosen by CANOPY_STATEMENT_SUBMITTER (handwritten/adapters/submitters; default
    "documents": the statement is written as JSON to the workspace's object storage and recorded as a completed
    document, which the document processing queue picks up as any confirmed upload), records the filing (submitter,
    reference, document, filed_at, filed_by: the record's filing) and moves the statement to submitted, all in one
    transaction. Another status is a 400 on status; a statement without dds_data is a 400 on dds_data. DS2 and DS4
    record statuses reached elsewhere and enforce no move (decision due_diligence_statement_status); DS6 and DS7 follow
    the table below. Only Owners and Admins hold file_duediligencestatement.

        Attributes:
            document (int | None): The workspace document holding the statement as filed; null once deleted or for a
                submitter that keeps none.
            filed_at (datetime.datetime):
            filed_by (int | None): The id of the user who filed it; null once that user is deleted.

                Decision (Response fields without a value): A response field is null when the data has no value for it rather
                than an invented one: an order's value_chain_detail when value_chain is null, border_cross_country when its code
                is null, buyer_company and seller_company with their ids when the body left them null; an order item's products,
                volume, unit, line_number, external_id and metadata when the item was written without them; a document's source,
                file_size and uploaded_at before its upload is confirmed; a query log's query_lookup_key when none was given.
            reference (str): The submitter's reference for the filing (the default's: the document's file_path).
            submitter (str): The submitter plug-in that filed it.
    """

    document: int | None
    filed_at: datetime.datetime
    filed_by: int | None
    reference: str
    submitter: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        document: int | None
        document = self.document

        filed_at = self.filed_at.isoformat()

        filed_by: int | None
        filed_by = self.filed_by

        reference = self.reference

        submitter = self.submitter

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "document": document,
                "filed_at": filed_at,
                "filed_by": filed_by,
                "reference": reference,
                "submitter": submitter,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_document(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        document = _parse_document(d.pop("document"))

        filed_at = datetime.datetime.fromisoformat(d.pop("filed_at"))

        def _parse_filed_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        filed_by = _parse_filed_by(d.pop("filed_by"))

        reference = d.pop("reference")

        submitter = d.pop("submitter")

        statement_filing = cls(
            document=document,
            filed_at=filed_at,
            filed_by=filed_by,
            reference=reference,
            submitter=submitter,
        )

        statement_filing.additional_properties = d
        return statement_filing

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
