from enum import StrEnum


class DataPointStatus(StrEnum):
    IN_PROGRESS = "in_progress"
    NOT_STARTED = "not_started"
    READY_FOR_AUDIT = "ready_for_audit"
    READY_FOR_REVIEW = "ready_for_review"
    SUGGESTED = "suggested"

    def __str__(self) -> str:
        return str(self.value)
