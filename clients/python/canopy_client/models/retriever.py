from enum import StrEnum


class Retriever(StrEnum):
    DENSE = "dense"
    HYBRID = "hybrid"
    LEXICAL = "lexical"

    def __str__(self) -> str:
        return str(self.value)
