from enum import StrEnum


class ListCountriesOrderingItem(StrEnum):
    ALPHA_2 = "alpha_2"
    ALPHA_2_DESC = "-alpha_2"
    NAME = "name"
    NAME_DESC = "-name"

    def __str__(self) -> str:
        return str(self.value)
