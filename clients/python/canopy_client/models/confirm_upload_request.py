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
        name (str):
        source (str):
        content_type (None | str | Unset): The client's claim of the file's media type (text/csv): kept as the
            document's media_type where the bytes agree with it, refused (400, upload_status failed) where they contradict
            it. The document's content_type (the kind given at creation) is not changed by it.

            Decision (A document's content_type): A document's content_type is the kind given at creation (D2, one of
            DocumentContentType) and nothing changes it: confirming an upload keeps it, so D1's content_type and
            content_type__in filters find the document before and after (a document Canopy writes itself, a filed statement,
            has its source as its kind: dds_filing). The file's type is a field of its own, media_type (an extension, with
            D1 filters media_type and media_type__in): null until an upload is confirmed; confirming reads it from the
            file's first bytes (a known signature by the filetype library; else text/plain when they decode as UTF-8; else
            application/octet-stream), stores the object with it, and the download's file name ends in an extension of it
            (decision document_storage). D5's optional content_type (at most 255 characters) is the client's claim of that
            media type, checked against the bytes: kept as media_type where they agree (the same type, or a more precise
            textual type for bytes that are text: text/csv, application/json); a generic claim (application/octet-stream) or
            null gives way to what the bytes show; any other claim is refused with 400 on content_type naming the type
            found, and the upload recorded failed (decision document_upload_states). So a confirmed document's media_type is
            never null, and never a type the bytes contradict. Migration 0028 moved the media types that confirmations had
            written into content_type to media_type, and gave content_type back the kind given at creation.
        description (None | str | Unset):
        identifiers (list[str] | Unset):
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
