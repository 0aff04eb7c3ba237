from enum import StrEnum


class TransactionSource(StrEnum):
    CSV = "csv"
    PROVIDER_1 = "provider_1"
    PROVIDER_2 = "provider_2"
    PROVIDER_3 = "provider_3"
    PROVIDER_4 = "provider_4"

    def __str__(self) -> str:
        return str(self.value)
