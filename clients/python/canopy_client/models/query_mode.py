from enum import StrEnum


class QueryMode(StrEnum):
    GENERATION = "generation"
    RETRIEVAL = "retrieval"

    def __str__(self) -> str:
        return str(self.value)
