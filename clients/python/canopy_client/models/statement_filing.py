from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StatementFiling")


@_attrs_define
class StatementFiling:
    """The filing of a due diligence statement.

    Decision: [statement_filing](/api/docs/decisions.html#statement_filing).

        Attributes:
            document (int | None): The workspace document holding the statement as filed; null when there is none.
            filed_at (datetime.datetime): When it was filed.
            filed_by (int | None): The id of the user who filed it; null once that user is deleted.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            reference (str): The filing's reference, such as the stored file's path.
            submitter (str): Where it was filed, such as documents (the workspace's documents).
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
