from enum import StrEnum


class ListClassificationRulesOrderingItem(StrEnum):
    CATEGORY = "category"
    CREATED_AT = "created_at"
    ID = "id"
    PRIORITY = "priority"
    VALUE_1 = "-id"
    VALUE_3 = "-priority"
    VALUE_5 = "-category"
    VALUE_7 = "-created_at"

    def __str__(self) -> str:
        return str(self.value)
