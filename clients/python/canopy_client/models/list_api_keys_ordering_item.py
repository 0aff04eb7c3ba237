from enum import StrEnum


class ListApiKeysOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    EXPIRES_AT = "expires_at"
    LAST_USED_AT = "last_used_at"
    NAME = "name"
    SCOPE = "scope"
    VALUE_1 = "-scope"
    VALUE_3 = "-created_at"
    VALUE_5 = "-last_used_at"
    VALUE_7 = "-expires_at"
    VALUE_9 = "-name"

    def __str__(self) -> str:
        return str(self.value)
