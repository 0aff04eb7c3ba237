from enum import StrEnum


class ListDocumentsOrderingItem(StrEnum):
    CONTENT_TYPE = "content_type"
    CREATED_AT = "created_at"
    ID = "id"
    NAME = "name"
    RAG_INDEX_STATUS = "rag_index_status"
    SOURCE = "source"
    UPDATED_AT = "updated_at"
    UPLOAD_STATUS = "upload_status"
    VALUE_1 = "-id"
    VALUE_11 = "-rag_index_status"
    VALUE_13 = "-created_at"
    VALUE_15 = "-updated_at"
    VALUE_3 = "-name"
    VALUE_5 = "-source"
    VALUE_7 = "-content_type"
    VALUE_9 = "-upload_status"

    def __str__(self) -> str:
        return str(self.value)
