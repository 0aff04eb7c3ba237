from enum import StrEnum


class ClassificationField(StrEnum):
    DESCRIPTION = "description"
    LEDGER = "ledger"
    VENDOR_NAME = "vendor_name"

    def __str__(self) -> str:
        return str(self.value)
