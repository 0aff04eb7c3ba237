from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreatedDocument")


@_attrs_define
class CreatedDocument:
    """The created document record, with the signed URL to upload the file to.

    Decision: [upload_url_field](/api/docs/decisions.html#upload_url_field).

        Attributes:
            company_id (int): The workspace id.
            description (None | str):
            file_path (str): The object-storage URI the file is uploaded to, <scheme>://<bucket>/<path>: send it back to
                confirm the upload.
            folder (int | None): The folder id; null means unfiled.
            id (int): The document id.
            name (str): The document name.
            source (None | str): Given when the upload is confirmed; null before.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            upload_url (str): The signed URL to PUT the file to; then confirm the upload.
            upload_url_expires_at (datetime.datetime): When the signed upload URL stops working.
            user_company_id (int): The member who created the document.
    """

    company_id: int
    description: None | str
    file_path: str
    folder: int | None
    id: int
    name: str
    source: None | str
    upload_url: str
    upload_url_expires_at: datetime.datetime
    user_company_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company_id = self.company_id

        description: None | str
        description = self.description

        file_path = self.file_path

        folder: int | None
        folder = self.folder

        id = self.id

        name = self.name

        source: None | str
        source = self.source

        upload_url = self.upload_url

        upload_url_expires_at = self.upload_url_expires_at.isoformat()

        user_company_id = self.user_company_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company_id": company_id,
                "description": description,
                "file_path": file_path,
                "folder": folder,
                "id": id,
                "name": name,
                "source": source,
                "upload_url": upload_url,
                "upload_url_expires_at": upload_url_expires_at,
                "user_company_id": user_company_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company_id = d.pop("company_id")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        file_path = d.pop("file_path")

        def _parse_folder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        folder = _parse_folder(d.pop("folder"))

        id = d.pop("id")

        name = d.pop("name")

        def _parse_source(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source = _parse_source(d.pop("source"))

        upload_url = d.pop("upload_url")

        upload_url_expires_at = datetime.datetime.fromisoformat(d.pop("upload_url_expires_at"))

        user_company_id = d.pop("user_company_id")

        created_document = cls(
            company_id=company_id,
            description=description,
            file_path=file_path,
            folder=folder,
            id=id,
            name=name,
            source=source,
            upload_url=upload_url,
            upload_url_expires_at=upload_url_expires_at,
            user_company_id=user_company_id,
        )

        created_document.additional_properties = d
        return created_document

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
