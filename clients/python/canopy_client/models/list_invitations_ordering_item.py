from enum import StrEnum


class ListInvitationsOrderingItem(StrEnum):
    AUTH_GROUP_NAME = "auth_group_name"
    AUTH_GROUP_NAME_DESC = "-auth_group_name"
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    EMAIL = "email"
    EMAIL_DESC = "-email"
    EXPIRES_AT = "expires_at"
    EXPIRES_AT_DESC = "-expires_at"
    STATUS = "status"
    STATUS_DESC = "-status"

    def __str__(self) -> str:
        return str(self.value)
