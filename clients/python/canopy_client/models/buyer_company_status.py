from enum import StrEnum


class BuyerCompanyStatus(StrEnum):
    CLOSED = "closed"
    COMPLETED = "completed"
    DRAFT = "draft"
    READY_FOR_REVIEW = "ready_for_review"
    STATEMENT_READY = "statement_ready"
    WAITING_FOR_SUPPLIER = "waiting_for_supplier"

    def __str__(self) -> str:
        return str(self.value)
