from enum import StrEnum


class InformationRequestStatus(StrEnum):
    AWAITING_REVIEW = "awaiting_review"
    SENT = "sent"

    def __str__(self) -> str:
        return str(self.value)
