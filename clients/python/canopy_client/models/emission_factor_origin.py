from enum import StrEnum


class EmissionFactorOrigin(StrEnum):
    DEFAULT = "default"
    WORKSPACE = "workspace"

    def __str__(self) -> str:
        return str(self.value)
