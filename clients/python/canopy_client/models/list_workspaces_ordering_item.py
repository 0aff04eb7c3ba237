from enum import StrEnum


class ListWorkspacesOrderingItem(StrEnum):
    COUNTRY = "country"
    COUNTRY_DESC = "-country"
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    ID = "id"
    ID_DESC = "-id"
    NAME = "name"
    NAME_DESC = "-name"
    TYPE = "type"
    TYPE_DESC = "-type"
    UPDATED_AT = "updated_at"
    UPDATED_AT_DESC = "-updated_at"

    def __str__(self) -> str:
        return str(self.value)
