from enum import StrEnum


class ConfidenceStatus(StrEnum):
    CONFIDENT = "confident"
    NEEDS_ATTENTION = "needs_attention"

    def __str__(self) -> str:
        return str(self.value)
