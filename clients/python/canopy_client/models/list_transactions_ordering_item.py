from enum import StrEnum


class ListTransactionsOrderingItem(StrEnum):
    CURRENCY = "currency"
    CURRENCY_DESC = "-currency"
    DATE = "date"
    DATE_DESC = "-date"
    END_DATE = "end_date"
    END_DATE_DESC = "-end_date"
    ID = "id"
    ID_DESC = "-id"
    JOURNAL = "journal"
    JOURNAL_DESC = "-journal"
    LEDGER = "ledger"
    LEDGER_DESC = "-ledger"
    NET_AMOUNT = "net_amount"
    NET_AMOUNT_DESC = "-net_amount"
    SOURCE = "source"
    SOURCE_DESC = "-source"
    VENDOR_NAME = "vendor_name"
    VENDOR_NAME_DESC = "-vendor_name"

    def __str__(self) -> str:
        return str(self.value)
