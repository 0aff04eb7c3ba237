from enum import StrEnum


class ListOriginsOrderingItem(StrEnum):
    AREA_HECTARES = "area_hectares"
    COMMODITY = "commodity"
    COUNTRY = "country"
    CREATED_AT = "created_at"
    ID = "id"
    NAME = "name"
    PRODUCTION_DATE = "production_date"
    UPDATED_AT = "updated_at"
    VALUE_1 = "-id"
    VALUE_11 = "-production_date"
    VALUE_13 = "-created_at"
    VALUE_15 = "-updated_at"
    VALUE_3 = "-name"
    VALUE_5 = "-country"
    VALUE_7 = "-commodity"
    VALUE_9 = "-area_hectares"

    def __str__(self) -> str:
        return str(self.value)
