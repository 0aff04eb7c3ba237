from enum import StrEnum


class ListClassificationRulesOrderingItem(StrEnum):
    CATEGORY = "category"
    CATEGORY_DESC = "-category"
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    ID = "id"
    ID_DESC = "-id"
    PRIORITY = "priority"
    PRIORITY_DESC = "-priority"

    def __str__(self) -> str:
        return str(self.value)
