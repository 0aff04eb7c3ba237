from enum import StrEnum


class ListCountriesOrderingItem(StrEnum):
    ALPHA_2 = "alpha_2"
    NAME = "name"
    VALUE_1 = "-name"
    VALUE_3 = "-alpha_2"

    def __str__(self) -> str:
        return str(self.value)
