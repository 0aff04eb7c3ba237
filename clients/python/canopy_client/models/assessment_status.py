from enum import StrEnum


class AssessmentStatus(StrEnum):
    FAILING = "failing"
    IN_PROGRESS = "in_progress"
    MITIGATED = "mitigated"
    PASSING = "passing"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
