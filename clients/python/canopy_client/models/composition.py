from enum import StrEnum


class Composition(StrEnum):
    COMPOSITE = "composite"
    SIMPLE = "simple"

    def __str__(self) -> str:
        return str(self.value)
