from enum import StrEnum


class OrderAction(StrEnum):
    BUYING = "buying"
    SELLING = "selling"

    def __str__(self) -> str:
        return str(self.value)
