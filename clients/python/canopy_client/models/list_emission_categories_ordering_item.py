from enum import StrEnum


class ListEmissionCategoriesOrderingItem(StrEnum):
    CATEGORY = "category"
    CATEGORY_DESC = "-category"
    CURRENCY = "currency"
    CURRENCY_DESC = "-currency"
    ORIGIN = "origin"
    ORIGIN_DESC = "-origin"
    YEAR = "year"
    YEAR_DESC = "-year"

    def __str__(self) -> str:
        return str(self.value)
