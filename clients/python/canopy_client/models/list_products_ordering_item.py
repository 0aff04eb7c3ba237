from enum import StrEnum


class ListProductsOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    ID = "id"
    ID_DESC = "-id"
    NAME = "name"
    NAME_DESC = "-name"
    SKU = "sku"
    SKU_DESC = "-sku"
    UPDATED_AT = "updated_at"
    UPDATED_AT_DESC = "-updated_at"

    def __str__(self) -> str:
        return str(self.value)
