# Generated from spec/operations/documents.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the documents operations: parsed into typed, validated, plain data.

Compiling filters into SQL is not done here; see handwritten/runtime.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from pydantic import PlainValidator, WithJsonSchema

from generated import enums
from handwritten.runtime import querystring as qs

__all__ = [
    "FIELD_PATHS",
    "ListDocumentsFilters",
    "ListDocumentsFiltersField",
    "ListDocumentsQuery",
    "parse_list_documents_query",
    "CreateDocumentQuery",
    "parse_create_document_query",
    "RetrieveDocumentQuery",
    "parse_retrieve_document_query",
    "PartialUpdateDocumentQuery",
    "parse_partial_update_document_query",
    "ConfirmUploadQuery",
    "parse_confirm_upload_query",
    "DownloadDocumentQuery",
    "parse_download_document_query",
    "CreateDocumentUploadQuery",
    "parse_create_document_upload_query",
    "DeleteDocumentQuery",
    "parse_delete_document_query",
    "ListDocumentFoldersFilters",
    "ListDocumentFoldersFiltersField",
    "ListDocumentFoldersQuery",
    "parse_list_document_folders_query",
    "CreateDocumentFolderQuery",
    "parse_create_document_folder_query",
    "RetrieveDocumentFolderQuery",
    "parse_retrieve_document_folder_query",
    "PartialUpdateDocumentFolderQuery",
    "parse_partial_update_document_folder_query",
    "DeleteDocumentFolderQuery",
    "parse_delete_document_folder_query",
]

# -- D1 list_documents ----------------------------------------------------------

_LIST_DOCUMENTS_FILTERS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("id__exclude_in", qs.integer(), many="csv"),
    qs.Param("name", qs.text(), blank_is_absent=True),
    qs.Param("name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("description__icontains", qs.text(), blank_is_absent=True),
    qs.Param("source", qs.text(), blank_is_absent=True),
    qs.Param("source__in", qs.text(), many="csv"),
    qs.Param("content_type", qs.text(), blank_is_absent=True),
    qs.Param("content_type__in", qs.text(), many="csv"),
    qs.Param("media_type", qs.text(), blank_is_absent=True),
    qs.Param("media_type__in", qs.text(), many="csv"),
    qs.Param("upload_status", qs.choice(enums.UploadStatus)),
    qs.Param("rag_index_status", qs.choice(enums.RagIndexStatus)),
    qs.Param("rag_index_status__in", qs.choice(enums.RagIndexStatus), many="csv"),
    qs.Param("rag_index_status__isnull", qs.boolean()),
    qs.Param("folder", qs.integer()),
    qs.Param("folder__isnull", qs.boolean()),
    qs.Param("folder__name", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("folder__name__icontains", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("identifiers__identifier", qs.text(), blank_is_absent=True),
    qs.Param("identifiers__identifier__in", qs.text(), many="csv"),
    qs.Param("identifiers__identifier__contains", qs.text(), blank_is_absent=True),
    qs.Param("uploaded_at__gte", qs.iso_datetime()),
    qs.Param("uploaded_at__lte", qs.iso_datetime()),
    qs.Param("created_at__gte", qs.iso_datetime()),
    qs.Param("created_at__lte", qs.iso_datetime()),
    qs.Param("updated_at__gte", qs.iso_datetime()),
    qs.Param("updated_at__lte", qs.iso_datetime()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_DOCUMENTS_LOOKUPS = (
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("id__exclude_in", ("id",), "exclude_in"),
    qs.Lookup("name", ("name",), "exact"),
    qs.Lookup("name__icontains", ("name",), "icontains"),
    qs.Lookup("description__icontains", ("description",), "icontains"),
    qs.Lookup("source", ("source",), "exact"),
    qs.Lookup("source__in", ("source",), "in"),
    qs.Lookup("content_type", ("content_type",), "exact"),
    qs.Lookup("content_type__in", ("content_type",), "in"),
    qs.Lookup("media_type", ("media_type",), "exact"),
    qs.Lookup("media_type__in", ("media_type",), "in"),
    qs.Lookup("upload_status", ("upload_status",), "exact"),
    qs.Lookup("rag_index_status", ("rag_index_status",), "exact"),
    qs.Lookup("rag_index_status__in", ("rag_index_status",), "in"),
    qs.Lookup("rag_index_status__isnull", ("rag_index_status",), "isnull"),
    qs.Lookup("folder", ("folder",), "exact"),
    qs.Lookup("folder__isnull", ("folder",), "isnull"),
    qs.Lookup("folder__name", ("folder", "name"), "exact"),
    qs.Lookup("folder__name__icontains", ("folder", "name"), "icontains"),
    qs.Lookup("identifiers__identifier", ("identifiers", "identifier"), "exact"),
    qs.Lookup("identifiers__identifier__in", ("identifiers", "identifier"), "in"),
    qs.Lookup("identifiers__identifier__contains", ("identifiers", "identifier"), "contains"),
    qs.Lookup("uploaded_at__gte", ("uploaded_at",), "gte"),
    qs.Lookup("uploaded_at__lte", ("uploaded_at",), "lte"),
    qs.Lookup("created_at__gte", ("created_at",), "gte"),
    qs.Lookup("created_at__lte", ("created_at",), "lte"),
    qs.Lookup("updated_at__gte", ("updated_at",), "gte"),
    qs.Lookup("updated_at__lte", ("updated_at",), "lte"),
)
_LIST_DOCUMENTS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "name": (("name",),),
                "source": (("source",),),
                "content_type": (("content_type",),),
                "upload_status": (("upload_status",),),
                "rag_index_status": (("rag_index_status",),),
                "created_at": (("created_at",),),
                "updated_at": (("updated_at",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListDocumentsFilters:
    """The filters of D1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("name",),
        ("description",),
    )
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    id__exclude_in: tuple[int, ...] | None = None
    name: str | None = None
    name__icontains: str | None = None
    description__icontains: str | None = None
    source: str | None = None
    source__in: tuple[str, ...] | None = None
    content_type: str | None = None
    content_type__in: tuple[str, ...] | None = None
    media_type: str | None = None
    media_type__in: tuple[str, ...] | None = None
    upload_status: enums.UploadStatus | None = None
    rag_index_status: enums.RagIndexStatus | None = None
    rag_index_status__in: tuple[enums.RagIndexStatus, ...] | None = None
    rag_index_status__isnull: bool | None = None
    folder: int | None = None
    folder__isnull: bool | None = None
    folder__name: str | None = None
    folder__name__icontains: str | None = None
    identifiers__identifier: str | None = None
    identifiers__identifier__in: tuple[str, ...] | None = None
    identifiers__identifier__contains: str | None = None
    uploaded_at__gte: datetime.datetime | None = None
    uploaded_at__lte: datetime.datetime | None = None
    created_at__gte: datetime.datetime | None = None
    created_at__lte: datetime.datetime | None = None
    updated_at__gte: datetime.datetime | None = None
    updated_at__lte: datetime.datetime | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_DOCUMENTS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListDocumentsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_DOCUMENTS_FILTERS), _LIST_DOCUMENTS_FILTERS))


ListDocumentsFiltersField = Annotated[
    ListDocumentsFilters,
    PlainValidator(qs.json_filters(ListDocumentsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListDocumentsQuery:
    """Every query parameter of D1, parsed."""

    filters: ListDocumentsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("created_at", ("created_at",), True),)
    limit: int = 50
    offset: int = 0


def parse_list_documents_query(items: Iterable[tuple[str, str]]) -> ListDocumentsQuery:
    values = qs.parse(items, (*_LIST_DOCUMENTS_FILTERS, *_LIST_DOCUMENTS_OTHER))
    names = {p.name for p in _LIST_DOCUMENTS_FILTERS}
    filters = ListDocumentsFilters(**{k: v for k, v in values.items() if k in names})
    return ListDocumentsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- D2 create_document ---------------------------------------------------------
_CREATE_DOCUMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateDocumentQuery:
    """Every query parameter of D2, parsed."""

    pass


def parse_create_document_query(items: Iterable[tuple[str, str]]) -> CreateDocumentQuery:
    return CreateDocumentQuery(**qs.parse(items, _CREATE_DOCUMENT_OTHER))


# -- D3 retrieve_document -------------------------------------------------------
_RETRIEVE_DOCUMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveDocumentQuery:
    """Every query parameter of D3, parsed."""

    pass


def parse_retrieve_document_query(items: Iterable[tuple[str, str]]) -> RetrieveDocumentQuery:
    return RetrieveDocumentQuery(**qs.parse(items, _RETRIEVE_DOCUMENT_OTHER))


# -- D4 partial_update_document -------------------------------------------------
_PARTIAL_UPDATE_DOCUMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PartialUpdateDocumentQuery:
    """Every query parameter of D4, parsed."""

    pass


def parse_partial_update_document_query(items: Iterable[tuple[str, str]]) -> PartialUpdateDocumentQuery:
    return PartialUpdateDocumentQuery(**qs.parse(items, _PARTIAL_UPDATE_DOCUMENT_OTHER))


# -- D5 confirm_upload ----------------------------------------------------------
_CONFIRM_UPLOAD_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class ConfirmUploadQuery:
    """Every query parameter of D5, parsed."""

    pass


def parse_confirm_upload_query(items: Iterable[tuple[str, str]]) -> ConfirmUploadQuery:
    return ConfirmUploadQuery(**qs.parse(items, _CONFIRM_UPLOAD_OTHER))


# -- D6 download_document -------------------------------------------------------
_DOWNLOAD_DOCUMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class DownloadDocumentQuery:
    """Every query parameter of D6, parsed."""

    pass


def parse_download_document_query(items: Iterable[tuple[str, str]]) -> DownloadDocumentQuery:
    return DownloadDocumentQuery(**qs.parse(items, _DOWNLOAD_DOCUMENT_OTHER))


# -- DU1 create_document_upload -------------------------------------------------
_CREATE_DOCUMENT_UPLOAD_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateDocumentUploadQuery:
    """Every query parameter of DU1, parsed."""

    pass


def parse_create_document_upload_query(items: Iterable[tuple[str, str]]) -> CreateDocumentUploadQuery:
    return CreateDocumentUploadQuery(**qs.parse(items, _CREATE_DOCUMENT_UPLOAD_OTHER))


# -- DL1 delete_document --------------------------------------------------------
_DELETE_DOCUMENT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class DeleteDocumentQuery:
    """Every query parameter of DL1, parsed."""

    pass


def parse_delete_document_query(items: Iterable[tuple[str, str]]) -> DeleteDocumentQuery:
    return DeleteDocumentQuery(**qs.parse(items, _DELETE_DOCUMENT_OTHER))


# -- F1 list_document_folders ---------------------------------------------------

_LIST_DOCUMENT_FOLDERS_FILTERS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("name", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("name__icontains", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("parent", qs.integer()),
    qs.Param("parent__isnull", qs.boolean()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_DOCUMENT_FOLDERS_LOOKUPS = (
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("name", ("name",), "exact"),
    qs.Lookup("name__icontains", ("name",), "icontains"),
    qs.Lookup("parent", ("parent",), "exact"),
    qs.Lookup("parent__isnull", ("parent",), "isnull"),
)
_LIST_DOCUMENT_FOLDERS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "name": (("name",),),
                "created_at": (("created_at",),),
                "updated_at": (("updated_at",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListDocumentFoldersFilters:
    """The filters of F1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (("name",),)
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    name: str | None = None
    name__icontains: str | None = None
    parent: int | None = None
    parent__isnull: bool | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_DOCUMENT_FOLDERS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListDocumentFoldersFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_DOCUMENT_FOLDERS_FILTERS), _LIST_DOCUMENT_FOLDERS_FILTERS))


ListDocumentFoldersFiltersField = Annotated[
    ListDocumentFoldersFilters,
    PlainValidator(qs.json_filters(ListDocumentFoldersFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListDocumentFoldersQuery:
    """Every query parameter of F1, parsed."""

    filters: ListDocumentFoldersFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("name", ("name",), False),)
    limit: int = 50
    offset: int = 0


def parse_list_document_folders_query(items: Iterable[tuple[str, str]]) -> ListDocumentFoldersQuery:
    values = qs.parse(items, (*_LIST_DOCUMENT_FOLDERS_FILTERS, *_LIST_DOCUMENT_FOLDERS_OTHER))
    names = {p.name for p in _LIST_DOCUMENT_FOLDERS_FILTERS}
    filters = ListDocumentFoldersFilters(**{k: v for k, v in values.items() if k in names})
    return ListDocumentFoldersQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- F2 create_document_folder --------------------------------------------------
_CREATE_DOCUMENT_FOLDER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateDocumentFolderQuery:
    """Every query parameter of F2, parsed."""

    pass


def parse_create_document_folder_query(items: Iterable[tuple[str, str]]) -> CreateDocumentFolderQuery:
    return CreateDocumentFolderQuery(**qs.parse(items, _CREATE_DOCUMENT_FOLDER_OTHER))


# -- F3 retrieve_document_folder ------------------------------------------------
_RETRIEVE_DOCUMENT_FOLDER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveDocumentFolderQuery:
    """Every query parameter of F3, parsed."""

    pass


def parse_retrieve_document_folder_query(items: Iterable[tuple[str, str]]) -> RetrieveDocumentFolderQuery:
    return RetrieveDocumentFolderQuery(**qs.parse(items, _RETRIEVE_DOCUMENT_FOLDER_OTHER))


# -- F4 partial_update_document_folder ------------------------------------------
_PARTIAL_UPDATE_DOCUMENT_FOLDER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PartialUpdateDocumentFolderQuery:
    """Every query parameter of F4, parsed."""

    pass


def parse_partial_update_document_folder_query(items: Iterable[tuple[str, str]]) -> PartialUpdateDocumentFolderQuery:
    return PartialUpdateDocumentFolderQuery(**qs.parse(items, _PARTIAL_UPDATE_DOCUMENT_FOLDER_OTHER))


# -- F5 delete_document_folder --------------------------------------------------
_DELETE_DOCUMENT_FOLDER_OTHER = (qs.Param("unfile_documents", qs.boolean()),)


@dataclass(frozen=True, slots=True, kw_only=True)
class DeleteDocumentFolderQuery:
    """Every query parameter of F5, parsed."""

    unfile_documents: bool = False


def parse_delete_document_folder_query(items: Iterable[tuple[str, str]]) -> DeleteDocumentFolderQuery:
    return DeleteDocumentFolderQuery(**qs.parse(items, _DELETE_DOCUMENT_FOLDER_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_documents": frozenset(
        {
            ("content_type",),
            ("created_at",),
            ("description",),
            ("folder",),
            ("folder", "name"),
            ("id",),
            ("identifiers", "identifier"),
            ("media_type",),
            ("name",),
            ("rag_index_status",),
            ("source",),
            ("updated_at",),
            ("upload_status",),
            ("uploaded_at",),
        }
    ),
    "list_document_folders": frozenset(
        {
            ("created_at",),
            ("id",),
            ("name",),
            ("parent",),
            ("updated_at",),
        }
    ),
}
