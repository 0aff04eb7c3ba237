from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateDocumentRequest")


@_attrs_define
class UpdateDocumentRequest:
    """
    Attributes:
        description (None | str | Unset):
        folder (int | None | Unset): The folder id; null makes the document unfiled.
        name (str | Unset):
    """

    description: None | str | Unset = UNSET
    folder: int | None | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        folder: int | None | Unset
        if isinstance(self.folder, Unset):
            folder = UNSET
        else:
            folder = self.folder

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if description is not UNSET:
            field_dict["description"] = description
        if folder is not UNSET:
            field_dict["folder"] = folder
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_folder(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        folder = _parse_folder(d.pop("folder", UNSET))

        name = d.pop("name", UNSET)

        update_document_request = cls(
            description=description,
            folder=folder,
            name=name,
        )

        return update_document_request
