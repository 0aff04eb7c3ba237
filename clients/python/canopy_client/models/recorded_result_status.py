from enum import StrEnum


class RecordedResultStatus(StrEnum):
    FAILING = "failing"
    PASSING = "passing"

    def __str__(self) -> str:
        return str(self.value)
