from enum import StrEnum


class ListOriginsOrderingItem(StrEnum):
    AREA_HECTARES = "area_hectares"
    AREA_HECTARES_DESC = "-area_hectares"
    COMMODITY = "commodity"
    COMMODITY_DESC = "-commodity"
    COUNTRY = "country"
    COUNTRY_DESC = "-country"
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    ID = "id"
    ID_DESC = "-id"
    NAME = "name"
    NAME_DESC = "-name"
    PRODUCTION_DATE = "production_date"
    PRODUCTION_DATE_DESC = "-production_date"
    UPDATED_AT = "updated_at"
    UPDATED_AT_DESC = "-updated_at"

    def __str__(self) -> str:
        return str(self.value)
