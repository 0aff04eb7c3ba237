from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ConfirmUploadRequest")


@_attrs_define
class ConfirmUploadRequest:
    """
    Attributes:
        file_path (str): An object-storage URI of the form <scheme>://<bucket>/<path>.
        name (str): The document name.
        source (str): Where the file came from, such as upload or email.
        content_type (None | str | Unset): The file's media type, such as text/csv, if you know it; the file's bytes
            must agree (else 400).

            Decision: [document_content_type](/api/docs/decisions.html#document_content_type).
        description (None | str | Unset):
        identifiers (list[str] | Unset): Identifiers to attach.
    """

    file_path: str
    name: str
    source: str
    content_type: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    identifiers: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        file_path = self.file_path

        name = self.name

        source = self.source

        content_type: None | str | Unset
        if isinstance(self.content_type, Unset):
            content_type = UNSET
        else:
            content_type = self.content_type

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        identifiers: list[str] | Unset = UNSET
        if not isinstance(self.identifiers, Unset):
            identifiers = self.identifiers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "file_path": file_path,
                "name": name,
                "source": source,
            }
        )
        if content_type is not UNSET:
            field_dict["content_type"] = content_type
        if description is not UNSET:
            field_dict["description"] = description
        if identifiers is not UNSET:
            field_dict["identifiers"] = identifiers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        file_path = d.pop("file_path")

        name = d.pop("name")

        source = d.pop("source")

        def _parse_content_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        content_type = _parse_content_type(d.pop("content_type", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        identifiers = cast(list[str], d.pop("identifiers", UNSET))

        confirm_upload_request = cls(
            file_path=file_path,
            name=name,
            source=source,
            content_type=content_type,
            description=description,
            identifiers=identifiers,
        )

        return confirm_upload_request
