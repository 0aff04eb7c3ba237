from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateDocumentFolderRequest")


@_attrs_define
class UpdateDocumentFolderRequest:
    """Rename a folder or move it (parent); a move that would put a folder inside itself is refused.

    Attributes:
        child_folder_count (int | Unset): How many folders are directly inside.
        created_at (datetime.datetime | Unset):
        document_count (int | Unset): How many documents are directly inside.
        id (int | Unset): The folder id.
        name (str | Unset): The folder name.
        parent (int | None | Unset): The parent folder id; null or absent for a folder at the top.
        updated_at (datetime.datetime | Unset):
    """

    child_folder_count: int | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    document_count: int | Unset = UNSET
    id: int | Unset = UNSET
    name: str | Unset = UNSET
    parent: int | None | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        child_folder_count = self.child_folder_count

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        document_count = self.document_count

        id = self.id

        name = self.name

        parent: int | None | Unset
        if isinstance(self.parent, Unset):
            parent = UNSET
        else:
            parent = self.parent

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if child_folder_count is not UNSET:
            field_dict["child_folder_count"] = child_folder_count
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if document_count is not UNSET:
            field_dict["document_count"] = document_count
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if parent is not UNSET:
            field_dict["parent"] = parent
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        child_folder_count = d.pop("child_folder_count", UNSET)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        document_count = d.pop("document_count", UNSET)

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        def _parse_parent(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        parent = _parse_parent(d.pop("parent", UNSET))

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        update_document_folder_request = cls(
            child_folder_count=child_folder_count,
            created_at=created_at,
            document_count=document_count,
            id=id,
            name=name,
            parent=parent,
            updated_at=updated_at,
        )

        return update_document_folder_request
