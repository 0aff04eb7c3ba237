from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.document_content_type import DocumentContentType
from ..models.rag_index_status import RagIndexStatus
from ..models.upload_status import UploadStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.document_identifier_detail import DocumentIdentifierDetail
    from ..models.folder_detail import FolderDetail
    from ..models.pulse_params import PulseParams


T = TypeVar("T", bound="CreateDocumentRequest")


@_attrs_define
class CreateDocumentRequest:
    """
    Attributes:
        content_type (DocumentContentType):
        name (str): The document name, such as the file name.
        company_id (int | Unset): The workspace id.
        created_at (datetime.datetime | Unset):
        description (None | str | Unset):
        file_path (str | Unset): The object-storage URI of the file, <scheme>://<bucket>/<path>.
        file_size (int | None | Unset): The stored size in bytes; null before the upload is confirmed.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
        folder (int | None | Unset): The folder id; null leaves the document unfiled.
        folder_detail (FolderDetail | None | Unset): The folder; null for an unfiled document.
        id (int | Unset): The document id.
        identifiers (list[str] | Unset): Identifiers to attach, such as the key of a survey answer the document
            supports.
        identifiers_details (list[DocumentIdentifierDetail] | Unset): The identifiers attached to the document, decoded.
        media_type (None | str | Unset): The file's media type, such as application/pdf, found when the upload is
            confirmed; null before.

            Decision: [document_content_type](/api/docs/decisions.html#document_content_type).
        pulse_params (PulseParams | Unset): Identifiers that tie an object to its model in the data platform.
        rag_index_status (None | RagIndexStatus | Unset): Null when the document was never indexed.
        source (None | str | Unset): Given when the upload is confirmed; null before.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
        updated_at (datetime.datetime | Unset):
        upload_status (UploadStatus | Unset):
        uploaded_at (datetime.datetime | None | Unset): When the upload was confirmed; null before.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
        user_company_id (int | Unset): The member who created the document.
    """

    content_type: DocumentContentType
    name: str
    company_id: int | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    description: None | str | Unset = UNSET
    file_path: str | Unset = UNSET
    file_size: int | None | Unset = UNSET
    folder: int | None | Unset = UNSET
    folder_detail: FolderDetail | None | Unset = UNSET
    id: int | Unset = UNSET
    identifiers: list[str] | Unset = UNSET
    identifiers_details: list[DocumentIdentifierDetail] | Unset = UNSET
    media_type: None | str | Unset = UNSET
    pulse_params: PulseParams | Unset = UNSET
    rag_index_status: None | RagIndexStatus | Unset = UNSET
    source: None | str | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET
    upload_status: UploadStatus | Unset = UNSET
    uploaded_at: datetime.datetime | None | Unset = UNSET
    user_company_id: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.folder_detail import FolderDetail  # noqa: PLC0415

        content_type = self.content_type.value

        name = self.name

        company_id = self.company_id

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        file_path = self.file_path

        file_size: int | None | Unset
        if isinstance(self.file_size, Unset):
            file_size = UNSET
        else:
            file_size = self.file_size

        folder: int | None | Unset
        if isinstance(self.folder, Unset):
            folder = UNSET
        else:
            folder = self.folder

        folder_detail: dict[str, Any] | None | Unset
        if isinstance(self.folder_detail, Unset):
            folder_detail = UNSET
        elif isinstance(self.folder_detail, FolderDetail):
            folder_detail = self.folder_detail.to_dict()
        else:
            folder_detail = self.folder_detail

        id = self.id

        identifiers: list[str] | Unset = UNSET
        if not isinstance(self.identifiers, Unset):
            identifiers = self.identifiers

        identifiers_details: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.identifiers_details, Unset):
            identifiers_details = []
            for identifiers_details_item_data in self.identifiers_details:
                identifiers_details_item = identifiers_details_item_data.to_dict()
                identifiers_details.append(identifiers_details_item)

        media_type: None | str | Unset
        if isinstance(self.media_type, Unset):
            media_type = UNSET
        else:
            media_type = self.media_type

        pulse_params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pulse_params, Unset):
            pulse_params = self.pulse_params.to_dict()

        rag_index_status: None | str | Unset
        if isinstance(self.rag_index_status, Unset):
            rag_index_status = UNSET
        elif isinstance(self.rag_index_status, RagIndexStatus):
            rag_index_status = self.rag_index_status.value
        else:
            rag_index_status = self.rag_index_status

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        upload_status: str | Unset = UNSET
        if not isinstance(self.upload_status, Unset):
            upload_status = self.upload_status.value

        uploaded_at: None | str | Unset
        if isinstance(self.uploaded_at, Unset):
            uploaded_at = UNSET
        elif isinstance(self.uploaded_at, datetime.datetime):
            uploaded_at = self.uploaded_at.isoformat()
        else:
            uploaded_at = self.uploaded_at

        user_company_id = self.user_company_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "content_type": content_type,
                "name": name,
            }
        )
        if company_id is not UNSET:
            field_dict["company_id"] = company_id
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if description is not UNSET:
            field_dict["description"] = description
        if file_path is not UNSET:
            field_dict["file_path"] = file_path
        if file_size is not UNSET:
            field_dict["file_size"] = file_size
        if folder is not UNSET:
            field_dict["folder"] = folder
        if folder_detail is not UNSET:
            field_dict["folder_detail"] = folder_detail
        if id is not UNSET:
            field_dict["id"] = id
        if identifiers is not UNSET:
            field_dict["identifiers"] = identifiers
        if identifiers_details is not UNSET:
            field_dict["identifiers_details"] = identifiers_details
        if media_type is not UNSET:
            field_dict["media_type"] = media_type
        if pulse_params is not UNSET:
            field_dict["pulse_params"] = pulse_params
        if rag_index_status is not UNSET:
            field_dict["rag_index_status"] = rag_index_status
        if source is not UNSET:
            field_dict["source"] = source
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at
        if upload_status is not UNSET:
            field_dict["upload_status"] = upload_status
        if uploaded_at is not UNSET:
            field_dict["uploaded_at"] = uploaded_at
        if user_company_id is not UNSET:
            field_dict["user_company_id"] = user_company_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.document_identifier_detail import DocumentIdentifierDetail  # noqa: PLC0415
        from ..models.folder_detail import FolderDetail  # noqa: PLC0415
        from ..models.pulse_params import PulseParams  # noqa: PLC0415

        d = dict(src_dict)
        content_type = DocumentContentType(d.pop("content_type"))

        name = d.pop("name")

        company_id = d.pop("company_id", UNSET)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        file_path = d.pop("file_path", UNSET)

        def _parse_file_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        file_size = _parse_file_size(d.pop("file_size", UNSET))

        def _parse_folder(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        folder = _parse_folder(d.pop("folder", UNSET))

        def _parse_folder_detail(data: object) -> FolderDetail | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                folder_detail_type_0 = FolderDetail.from_dict(data)

                return folder_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FolderDetail | None | Unset, data)

        folder_detail = _parse_folder_detail(d.pop("folder_detail", UNSET))

        id = d.pop("id", UNSET)

        identifiers = cast(list[str], d.pop("identifiers", UNSET))

        _identifiers_details = d.pop("identifiers_details", UNSET)
        identifiers_details: list[DocumentIdentifierDetail] | Unset = UNSET
        if _identifiers_details is not UNSET:
            identifiers_details = []
            for identifiers_details_item_data in _identifiers_details:
                identifiers_details_item = DocumentIdentifierDetail.from_dict(identifiers_details_item_data)

                identifiers_details.append(identifiers_details_item)

        def _parse_media_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        media_type = _parse_media_type(d.pop("media_type", UNSET))

        _pulse_params = d.pop("pulse_params", UNSET)
        pulse_params: PulseParams | Unset
        if isinstance(_pulse_params, Unset):
            pulse_params = UNSET
        else:
            pulse_params = PulseParams.from_dict(_pulse_params)

        def _parse_rag_index_status(data: object) -> None | RagIndexStatus | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rag_index_status_type_0 = RagIndexStatus(data)

                return rag_index_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RagIndexStatus | Unset, data)

        rag_index_status = _parse_rag_index_status(d.pop("rag_index_status", UNSET))

        def _parse_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        _upload_status = d.pop("upload_status", UNSET)
        upload_status: UploadStatus | Unset
        if isinstance(_upload_status, Unset):
            upload_status = UNSET
        else:
            upload_status = UploadStatus(_upload_status)

        def _parse_uploaded_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                uploaded_at_type_0 = datetime.datetime.fromisoformat(data)

                return uploaded_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        uploaded_at = _parse_uploaded_at(d.pop("uploaded_at", UNSET))

        user_company_id = d.pop("user_company_id", UNSET)

        create_document_request = cls(
            content_type=content_type,
            name=name,
            company_id=company_id,
            created_at=created_at,
            description=description,
            file_path=file_path,
            file_size=file_size,
            folder=folder,
            folder_detail=folder_detail,
            id=id,
            identifiers=identifiers,
            identifiers_details=identifiers_details,
            media_type=media_type,
            pulse_params=pulse_params,
            rag_index_status=rag_index_status,
            source=source,
            updated_at=updated_at,
            upload_status=upload_status,
            uploaded_at=uploaded_at,
            user_company_id=user_company_id,
        )

        return create_document_request
