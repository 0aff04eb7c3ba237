from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateDocumentFolderRequest")


@_attrs_define
class CreateDocumentFolderRequest:
    """
    Attributes:
        name (str):
        parent (int | None | Unset): The parent folder id; null or absent for a folder at the top.
    """

    name: str
    parent: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        parent: int | None | Unset
        if isinstance(self.parent, Unset):
            parent = UNSET
        else:
            parent = self.parent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if parent is not UNSET:
            field_dict["parent"] = parent

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_parent(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        parent = _parse_parent(d.pop("parent", UNSET))

        create_document_folder_request = cls(
            name=name,
            parent=parent,
        )

        return create_document_folder_request
