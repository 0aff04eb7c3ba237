from enum import StrEnum


class RagIndexStatus(StrEnum):
    ACTIVE = "active"
    DELETED = "deleted"
    DELETING = "deleting"
    FAILED = "failed"
    IMPORTING = "importing"

    def __str__(self) -> str:
        return str(self.value)
