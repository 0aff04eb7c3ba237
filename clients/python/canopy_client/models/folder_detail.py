from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FolderDetail")


@_attrs_define
class FolderDetail:
    """A document's folder, without its counts.

    Attributes:
        id (int): The folder id.
        name (str): The folder name.
        parent (int | None): The parent folder id; null for a folder at the top.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
    """

    id: int
    name: str
    parent: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        parent: int | None
        parent = self.parent

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "parent": parent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_parent(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        parent = _parse_parent(d.pop("parent"))

        folder_detail = cls(
            id=id,
            name=name,
            parent=parent,
        )

        folder_detail.additional_properties = d
        return folder_detail

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
