from enum import StrEnum


class ClassificationMatch(StrEnum):
    CONTAINS = "contains"
    EXACT = "exact"
    REGEX = "regex"

    def __str__(self) -> str:
        return str(self.value)
