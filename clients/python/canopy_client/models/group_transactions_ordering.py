from enum import StrEnum


class GroupTransactionsOrdering(StrEnum):
    COUNT = "count"
    COUNT_DESC = "-count"
    TOTAL_NET_AMOUNT = "total_net_amount"
    TOTAL_NET_AMOUNT_DESC = "-total_net_amount"

    def __str__(self) -> str:
        return str(self.value)
