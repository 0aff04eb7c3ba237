from enum import StrEnum


class ListDueDiligenceStatementsOrderingItem(StrEnum):
    CREATED_AT = "created_at"
    CREATED_AT_DESC = "-created_at"
    DDS_IDENTIFIER = "dds_identifier"
    DDS_IDENTIFIER_DESC = "-dds_identifier"
    ID = "id"
    ID_DESC = "-id"
    NAME = "name"
    NAME_DESC = "-name"
    STATUS = "status"
    STATUS_DESC = "-status"
    UPDATED_AT = "updated_at"
    UPDATED_AT_DESC = "-updated_at"

    def __str__(self) -> str:
        return str(self.value)
