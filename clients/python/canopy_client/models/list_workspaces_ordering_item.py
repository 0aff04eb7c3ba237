from enum import StrEnum


class ListWorkspacesOrderingItem(StrEnum):
    COUNTRY = "country"
    CREATED_AT = "created_at"
    ID = "id"
    NAME = "name"
    TYPE = "type"
    UPDATED_AT = "updated_at"
    VALUE_1 = "-name"
    VALUE_11 = "-id"
    VALUE_3 = "-type"
    VALUE_5 = "-country"
    VALUE_7 = "-created_at"
    VALUE_9 = "-updated_at"

    def __str__(self) -> str:
        return str(self.value)
