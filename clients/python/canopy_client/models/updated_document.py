from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="UpdatedDocument")


@_attrs_define
class UpdatedDocument:
    """The updated fields of a document.

    Attributes:
        description (None | str):
        folder (int | None): The folder id; null means unfiled.
        name (str): The document name.
    """

    description: None | str
    folder: int | None
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description: None | str
        description = self.description

        folder: int | None
        folder = self.folder

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "folder": folder,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        def _parse_folder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        folder = _parse_folder(d.pop("folder"))

        name = d.pop("name")

        updated_document = cls(
            description=description,
            folder=folder,
            name=name,
        )

        updated_document.additional_properties = d
        return updated_document

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
