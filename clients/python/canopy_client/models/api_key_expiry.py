from enum import StrEnum


class ApiKeyExpiry(StrEnum):
    NEVER = "never"
    VALUE_1Y = "1y"
    VALUE_30D = "30d"
    VALUE_6W = "6w"
    VALUE_90D = "90d"

    def __str__(self) -> str:
        return str(self.value)
