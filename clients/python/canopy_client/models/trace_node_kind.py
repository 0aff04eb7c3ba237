from enum import StrEnum


class TraceNodeKind(StrEnum):
    ORDER = "order"
    ORDER_ITEM = "order_item"
    ORIGIN = "origin"

    def __str__(self) -> str:
        return str(self.value)
