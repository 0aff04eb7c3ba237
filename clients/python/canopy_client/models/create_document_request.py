from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.document_content_type import DocumentContentType
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateDocumentRequest")


@_attrs_define
class CreateDocumentRequest:
    """
    Attributes:
        content_type (DocumentContentType):
        name (str):
        description (None | str | Unset):
        folder (int | None | Unset): The folder id; null leaves the document unfiled.
        identifiers (list[str] | Unset):
    """

    content_type: DocumentContentType
    name: str
    description: None | str | Unset = UNSET
    folder: int | None | Unset = UNSET
    identifiers: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content_type = self.content_type.value

        name = self.name

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

        identifiers: list[str] | Unset = UNSET
        if not isinstance(self.identifiers, Unset):
            identifiers = self.identifiers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "content_type": content_type,
                "name": name,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if folder is not UNSET:
            field_dict["folder"] = folder
        if identifiers is not UNSET:
            field_dict["identifiers"] = identifiers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        content_type = DocumentContentType(d.pop("content_type"))

        name = d.pop("name")

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

        identifiers = cast(list[str], d.pop("identifiers", UNSET))

        create_document_request = cls(
            content_type=content_type,
            name=name,
            description=description,
            folder=folder,
            identifiers=identifiers,
        )

        return create_document_request
