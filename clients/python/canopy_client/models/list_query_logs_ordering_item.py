from enum import StrEnum


class ListQueryLogsOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    ID = "id"
    VALUE_1 = "-id"
    VALUE_3 = "-created_at"

    def __str__(self) -> str:
        return str(self.value)
