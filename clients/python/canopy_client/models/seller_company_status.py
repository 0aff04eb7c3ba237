from enum import StrEnum


class SellerCompanyStatus(StrEnum):
    CLOSED = "closed"
    COMPLETED = "completed"
    DRAFT = "draft"
    FAILING = "failing"
    PASSING = "passing"
    PENDING = "pending"
    UNTRACED = "untraced"

    def __str__(self) -> str:
        return str(self.value)
