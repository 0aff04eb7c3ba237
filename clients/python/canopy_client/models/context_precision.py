from enum import StrEnum


class ContextPrecision(StrEnum):
    DAY = "day"
    EXACT = "exact"
    MONTH = "month"
    QUARTER = "quarter"
    YEAR = "year"

    def __str__(self) -> str:
        return str(self.value)
