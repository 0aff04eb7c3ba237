from enum import StrEnum


class GroupDimension(StrEnum):
    CURRENCY = "currency"
    JOURNAL = "journal"
    LEDGER = "ledger"
    SOURCE = "source"
    VENDOR_NAME = "vendor_name"

    def __str__(self) -> str:
        return str(self.value)
