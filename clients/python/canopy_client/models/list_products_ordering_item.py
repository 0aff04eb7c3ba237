from enum import StrEnum


class ListProductsOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    ID = "id"
    NAME = "name"
    SKU = "sku"
    UPDATED_AT = "updated_at"
    VALUE_1 = "-id"
    VALUE_3 = "-sku"
    VALUE_5 = "-name"
    VALUE_7 = "-created_at"
    VALUE_9 = "-updated_at"

    def __str__(self) -> str:
        return str(self.value)
