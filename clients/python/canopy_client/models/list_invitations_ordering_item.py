from enum import StrEnum


class ListInvitationsOrderingItem(StrEnum):
    AUTH_GROUP_NAME = "auth_group_name"
    CREATED_AT = "created_at"
    EMAIL = "email"
    EXPIRES_AT = "expires_at"
    STATUS = "status"
    VALUE_1 = "-status"
    VALUE_3 = "-created_at"
    VALUE_5 = "-email"
    VALUE_7 = "-expires_at"
    VALUE_9 = "-auth_group_name"

    def __str__(self) -> str:
        return str(self.value)
