from enum import StrEnum


class TraceRelation(StrEnum):
    ITEM = "item"
    TRACED_ORDER = "traced_order"
    TRACED_ORIGIN = "traced_origin"

    def __str__(self) -> str:
        return str(self.value)
