from enum import StrEnum


class ListMembersOrderingItem(StrEnum):
    AUTH_GROUP_NAME = "auth_group__name"
    CREATED_AT = "created_at"
    NAME = "name"
    UPDATED_AT = "updated_at"
    USER_EMAIL = "user__email"
    USER_FIRST_NAME = "user__first_name"
    USER_JOB_TITLE = "user__job_title"
    USER_LAST_NAME = "user__last_name"
    VALUE_1 = "-created_at"
    VALUE_11 = "-user__job_title"
    VALUE_13 = "-auth_group__name"
    VALUE_15 = "-name"
    VALUE_3 = "-updated_at"
    VALUE_5 = "-user__first_name"
    VALUE_7 = "-user__last_name"
    VALUE_9 = "-user__email"

    def __str__(self) -> str:
        return str(self.value)
