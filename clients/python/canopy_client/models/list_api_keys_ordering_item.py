from enum import StrEnum


class ListApiKeysOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    EXPIRES_AT = "expires_at"
    EXPIRES_AT_DESC = "-expires_at"
    LAST_USED_AT = "last_used_at"
    LAST_USED_AT_DESC = "-last_used_at"
    NAME = "name"
    NAME_DESC = "-name"
    SCOPE = "scope"
    SCOPE_DESC = "-scope"

    def __str__(self) -> str:
        return str(self.value)
