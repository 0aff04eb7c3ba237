from enum import StrEnum


class ListDocumentFoldersOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    ID = "id"
    NAME = "name"
    UPDATED_AT = "updated_at"
    VALUE_1 = "-id"
    VALUE_3 = "-name"
    VALUE_5 = "-created_at"
    VALUE_7 = "-updated_at"

    def __str__(self) -> str:
        return str(self.value)
