from enum import StrEnum


class ListValueChainsOrderingItem(StrEnum):
    COMPANY_NAME = "company_name"
    COMPANY_NAME_DESC = "-company_name"
    COUNTRY_CODE = "country_code"
    COUNTRY_CODE_DESC = "-country_code"
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    ID = "id"
    ID_DESC = "-id"
    STATUS = "status"
    STATUS_DESC = "-status"
    TYPE = "type"
    TYPE_DESC = "-type"
    UPDATED_AT = "updated_at"
    UPDATED_AT_DESC = "-updated_at"

    def __str__(self) -> str:
        return str(self.value)
