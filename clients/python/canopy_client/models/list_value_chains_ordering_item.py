from enum import StrEnum


class ListValueChainsOrderingItem(StrEnum):
    COMPANY_NAME = "company_name"
    COUNTRY_CODE = "country_code"
    CREATED_AT = "created_at"
    ID = "id"
    STATUS = "status"
    TYPE = "type"
    UPDATED_AT = "updated_at"
    VALUE_1 = "-id"
    VALUE_11 = "-created_at"
    VALUE_13 = "-updated_at"
    VALUE_3 = "-company_name"
    VALUE_5 = "-type"
    VALUE_7 = "-status"
    VALUE_9 = "-country_code"

    def __str__(self) -> str:
        return str(self.value)
