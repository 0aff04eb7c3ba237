from enum import StrEnum


class OrderType(StrEnum):
    MANUFACTURED_BATCH = "manufactured_batch"
    ORDER = "order"
    PRODUCED_BATCH = "produced_batch"
    PRODUCT_CHAIN = "product_chain"

    def __str__(self) -> str:
        return str(self.value)
