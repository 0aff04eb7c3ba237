from enum import StrEnum


class ListOrdersOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    EXTERNAL_ID = "external_id"
    EXTERNAL_ID_DESC = "-external_id"
    ID = "id"
    ID_DESC = "-id"
    ORDER_ARRIVAL_AT = "order_arrival_at"
    ORDER_ARRIVAL_AT_DESC = "-order_arrival_at"
    ORDER_CREATED_AT = "order_created_at"
    ORDER_CREATED_AT_DESC = "-order_created_at"
    UPDATED_AT = "updated_at"
    UPDATED_AT_DESC = "-updated_at"

    def __str__(self) -> str:
        return str(self.value)
