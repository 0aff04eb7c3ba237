from enum import StrEnum


class ListQueryLogsOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    ID = "id"
    ID_DESC = "-id"

    def __str__(self) -> str:
        return str(self.value)
