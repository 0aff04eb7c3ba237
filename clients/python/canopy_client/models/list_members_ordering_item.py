from enum import StrEnum


class ListMembersOrderingItem(StrEnum):
    AUTH_GROUP_NAME = "auth_group__name"
    AUTH_GROUP__NAME_DESC = "-auth_group__name"
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    NAME = "name"
    NAME_DESC = "-name"
    UPDATED_AT = "updated_at"
    UPDATED_AT_DESC = "-updated_at"
    USER_EMAIL = "user__email"
    USER_FIRST_NAME = "user__first_name"
    USER_JOB_TITLE = "user__job_title"
    USER_LAST_NAME = "user__last_name"
    USER__EMAIL_DESC = "-user__email"
    USER__FIRST_NAME_DESC = "-user__first_name"
    USER__JOB_TITLE_DESC = "-user__job_title"
    USER__LAST_NAME_DESC = "-user__last_name"

    def __str__(self) -> str:
        return str(self.value)
