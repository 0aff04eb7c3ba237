from enum import StrEnum


class ListOrdersOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    EXTERNAL_ID = "external_id"
    ID = "id"
    ORDER_ARRIVAL_AT = "order_arrival_at"
    ORDER_CREATED_AT = "order_created_at"
    UPDATED_AT = "updated_at"
    VALUE_1 = "-id"
    VALUE_11 = "-updated_at"
    VALUE_3 = "-external_id"
    VALUE_5 = "-order_created_at"
    VALUE_7 = "-order_arrival_at"
    VALUE_9 = "-created_at"

    def __str__(self) -> str:
        return str(self.value)
