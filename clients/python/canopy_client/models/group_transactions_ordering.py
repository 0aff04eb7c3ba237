from enum import StrEnum


class GroupTransactionsOrdering(StrEnum):
    COUNT = "count"
    TOTAL_NET_AMOUNT = "total_net_amount"
    VALUE_1 = "-count"
    VALUE_3 = "-total_net_amount"

    def __str__(self) -> str:
        return str(self.value)
