from enum import StrEnum


class ListDataImportRunsOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    ID = "id"
    UPDATED_AT = "updated_at"
    VALUE_1 = "-id"
    VALUE_3 = "-created_at"
    VALUE_5 = "-updated_at"

    def __str__(self) -> str:
        return str(self.value)
