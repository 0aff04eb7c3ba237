from enum import StrEnum


class DueDiligenceStatementStatus(StrEnum):
    ARCHIVED = "archived"
    AVAILABLE = "available"
    CANCELLED = "cancelled"
    DRAFT = "draft"
    REJECTED = "rejected"
    SUBMITTED = "submitted"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
