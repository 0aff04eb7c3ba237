from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rag_index_status import RagIndexStatus
from ..models.upload_status import UploadStatus

if TYPE_CHECKING:
    from ..models.document_identifier_detail import DocumentIdentifierDetail
    from ..models.folder_detail import FolderDetail
    from ..models.pulse_params import PulseParams


T = TypeVar("T", bound="DownloadedDocument")


@_attrs_define
class DownloadedDocument:
    """A document with a time-limited signed URL to download its file.

    Decision: [download_url_field](/api/docs/decisions.html#download_url_field).

        Attributes:
            company_id (int): The workspace id.
            content_type (str): The kind of document given at creation; the file's own type is media_type.

                Decision: [document_content_type](/api/docs/decisions.html#document_content_type).
            created_at (datetime.datetime):
            description (None | str):
            download_url (str): The signed URL to GET the file from.
            download_url_expires_at (datetime.datetime): When the signed download URL stops working.
            file_path (str): The object-storage URI of the file, <scheme>://<bucket>/<path>.
            file_size (int | None): The stored size in bytes; null before the upload is confirmed.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            folder (int | None): The folder id; null means unfiled.
            folder_detail (FolderDetail | None): The folder; null for an unfiled document.
            id (int): The document id.
            identifiers_details (list[DocumentIdentifierDetail]): The identifiers attached to the document, decoded.
            media_type (None | str): The file's media type, such as application/pdf, found when the upload is confirmed;
                null before.

                Decision: [document_content_type](/api/docs/decisions.html#document_content_type).
            name (str): The document name.
            pulse_params (PulseParams): Identifiers that tie an object to its model in the data platform.
            rag_index_status (None | RagIndexStatus): Null when the document was never indexed.
            source (None | str): Given when the upload is confirmed; null before.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            updated_at (datetime.datetime):
            upload_status (UploadStatus):
            uploaded_at (datetime.datetime | None): When the upload was confirmed; null before.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            user_company_id (int): The member who created the document.
    """

    company_id: int
    content_type: str
    created_at: datetime.datetime
    description: None | str
    download_url: str
    download_url_expires_at: datetime.datetime
    file_path: str
    file_size: int | None
    folder: int | None
    folder_detail: FolderDetail | None
    id: int
    identifiers_details: list[DocumentIdentifierDetail]
    media_type: None | str
    name: str
    pulse_params: PulseParams
    rag_index_status: None | RagIndexStatus
    source: None | str
    updated_at: datetime.datetime
    upload_status: UploadStatus
    uploaded_at: datetime.datetime | None
    user_company_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.folder_detail import FolderDetail  # noqa: PLC0415

        company_id = self.company_id

        content_type = self.content_type

        created_at = self.created_at.isoformat()

        description: None | str
        description = self.description

        download_url = self.download_url

        download_url_expires_at = self.download_url_expires_at.isoformat()

        file_path = self.file_path

        file_size: int | None
        file_size = self.file_size

        folder: int | None
        folder = self.folder

        folder_detail: dict[str, Any] | None
        if isinstance(self.folder_detail, FolderDetail):
            folder_detail = self.folder_detail.to_dict()
        else:
            folder_detail = self.folder_detail

        id = self.id

        identifiers_details = []
        for identifiers_details_item_data in self.identifiers_details:
            identifiers_details_item = identifiers_details_item_data.to_dict()
            identifiers_details.append(identifiers_details_item)

        media_type: None | str
        media_type = self.media_type

        name = self.name

        pulse_params = self.pulse_params.to_dict()

        rag_index_status: None | str
        if isinstance(self.rag_index_status, RagIndexStatus):
            rag_index_status = self.rag_index_status.value
        else:
            rag_index_status = self.rag_index_status

        source: None | str
        source = self.source

        updated_at = self.updated_at.isoformat()

        upload_status = self.upload_status.value

        uploaded_at: None | str
        if isinstance(self.uploaded_at, datetime.datetime):
            uploaded_at = self.uploaded_at.isoformat()
        else:
            uploaded_at = self.uploaded_at

        user_company_id = self.user_company_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company_id": company_id,
                "content_type": content_type,
                "created_at": created_at,
                "description": description,
                "download_url": download_url,
                "download_url_expires_at": download_url_expires_at,
                "file_path": file_path,
                "file_size": file_size,
                "folder": folder,
                "folder_detail": folder_detail,
                "id": id,
                "identifiers_details": identifiers_details,
                "media_type": media_type,
                "name": name,
                "pulse_params": pulse_params,
                "rag_index_status": rag_index_status,
                "source": source,
                "updated_at": updated_at,
                "upload_status": upload_status,
                "uploaded_at": uploaded_at,
                "user_company_id": user_company_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.document_identifier_detail import DocumentIdentifierDetail  # noqa: PLC0415
        from ..models.folder_detail import FolderDetail  # noqa: PLC0415
        from ..models.pulse_params import PulseParams  # noqa: PLC0415

        d = dict(src_dict)
        company_id = d.pop("company_id")

        content_type = d.pop("content_type")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        download_url = d.pop("download_url")

        download_url_expires_at = datetime.datetime.fromisoformat(d.pop("download_url_expires_at"))

        file_path = d.pop("file_path")

        def _parse_file_size(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        file_size = _parse_file_size(d.pop("file_size"))

        def _parse_folder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        folder = _parse_folder(d.pop("folder"))

        def _parse_folder_detail(data: object) -> FolderDetail | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                folder_detail_type_0 = FolderDetail.from_dict(data)

                return folder_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FolderDetail | None, data)

        folder_detail = _parse_folder_detail(d.pop("folder_detail"))

        id = d.pop("id")

        identifiers_details = []
        _identifiers_details = d.pop("identifiers_details")
        for identifiers_details_item_data in _identifiers_details:
            identifiers_details_item = DocumentIdentifierDetail.from_dict(identifiers_details_item_data)

            identifiers_details.append(identifiers_details_item)

        def _parse_media_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        media_type = _parse_media_type(d.pop("media_type"))

        name = d.pop("name")

        pulse_params = PulseParams.from_dict(d.pop("pulse_params"))

        def _parse_rag_index_status(data: object) -> None | RagIndexStatus:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rag_index_status_type_0 = RagIndexStatus(data)

                return rag_index_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RagIndexStatus, data)

        rag_index_status = _parse_rag_index_status(d.pop("rag_index_status"))

        def _parse_source(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source = _parse_source(d.pop("source"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        upload_status = UploadStatus(d.pop("upload_status"))

        def _parse_uploaded_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                uploaded_at_type_0 = datetime.datetime.fromisoformat(data)

                return uploaded_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        uploaded_at = _parse_uploaded_at(d.pop("uploaded_at"))

        user_company_id = d.pop("user_company_id")

        downloaded_document = cls(
            company_id=company_id,
            content_type=content_type,
            created_at=created_at,
            description=description,
            download_url=download_url,
            download_url_expires_at=download_url_expires_at,
            file_path=file_path,
            file_size=file_size,
            folder=folder,
            folder_detail=folder_detail,
            id=id,
            identifiers_details=identifiers_details,
            media_type=media_type,
            name=name,
            pulse_params=pulse_params,
            rag_index_status=rag_index_status,
            source=source,
            updated_at=updated_at,
            upload_status=upload_status,
            uploaded_at=uploaded_at,
            user_company_id=user_company_id,
        )

        downloaded_document.additional_properties = d
        return downloaded_document

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
