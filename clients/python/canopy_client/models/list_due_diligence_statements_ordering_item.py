from enum import StrEnum


class ListDueDiligenceStatementsOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    DDS_IDENTIFIER = "dds_identifier"
    ID = "id"
    NAME = "name"
    STATUS = "status"
    UPDATED_AT = "updated_at"
    VALUE_1 = "-id"
    VALUE_11 = "-updated_at"
    VALUE_3 = "-name"
    VALUE_5 = "-dds_identifier"
    VALUE_7 = "-status"
    VALUE_9 = "-created_at"

    def __str__(self) -> str:
        return str(self.value)
