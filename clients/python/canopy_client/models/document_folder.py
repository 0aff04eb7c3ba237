from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DocumentFolder")


@_attrs_define
class DocumentFolder:
    """A folder of documents; folders nest through parent.

    Decision: [document_folders](/api/docs/decisions.html#document_folders).

        Attributes:
            child_folder_count (int): How many folders are directly inside.
            created_at (datetime.datetime):
            document_count (int): How many documents are directly inside.
            id (int): The folder id.
            name (str): The folder name.
            parent (int | None): The parent folder id; null for a folder at the top.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            updated_at (datetime.datetime):
    """

    child_folder_count: int
    created_at: datetime.datetime
    document_count: int
    id: int
    name: str
    parent: int | None
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        child_folder_count = self.child_folder_count

        created_at = self.created_at.isoformat()

        document_count = self.document_count

        id = self.id

        name = self.name

        parent: int | None
        parent = self.parent

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "child_folder_count": child_folder_count,
                "created_at": created_at,
                "document_count": document_count,
                "id": id,
                "name": name,
                "parent": parent,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        child_folder_count = d.pop("child_folder_count")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        document_count = d.pop("document_count")

        id = d.pop("id")

        name = d.pop("name")

        def _parse_parent(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        parent = _parse_parent(d.pop("parent"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        document_folder = cls(
            child_folder_count=child_folder_count,
            created_at=created_at,
            document_count=document_count,
            id=id,
            name=name,
            parent=parent,
            updated_at=updated_at,
        )

        document_folder.additional_properties = d
        return document_folder

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
