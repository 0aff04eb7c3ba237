from enum import StrEnum


class ListTransactionsOrderingItem(StrEnum):
    CURRENCY = "currency"
    DATE = "date"
    END_DATE = "end_date"
    ID = "id"
    JOURNAL = "journal"
    LEDGER = "ledger"
    NET_AMOUNT = "net_amount"
    SOURCE = "source"
    VALUE_1 = "-id"
    VALUE_11 = "-vendor_name"
    VALUE_13 = "-ledger"
    VALUE_15 = "-journal"
    VALUE_17 = "-source"
    VALUE_3 = "-date"
    VALUE_5 = "-end_date"
    VALUE_7 = "-net_amount"
    VALUE_9 = "-currency"
    VENDOR_NAME = "vendor_name"

    def __str__(self) -> str:
        return str(self.value)
