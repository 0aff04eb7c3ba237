from enum import StrEnum


class ListDocumentsOrderingItem(StrEnum):
    CONTENT_TYPE = "content_type"
    CONTENT_TYPE_DESC = "-content_type"
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    ID = "id"
    ID_DESC = "-id"
    NAME = "name"
    NAME_DESC = "-name"
    RAG_INDEX_STATUS = "rag_index_status"
    RAG_INDEX_STATUS_DESC = "-rag_index_status"
    SOURCE = "source"
    SOURCE_DESC = "-source"
    UPDATED_AT = "updated_at"
    UPDATED_AT_DESC = "-updated_at"
    UPLOAD_STATUS = "upload_status"
    UPLOAD_STATUS_DESC = "-upload_status"

    def __str__(self) -> str:
        return str(self.value)
