from enum import StrEnum


class ApiKeyScope(StrEnum):
    USER = "user"
    WORKSPACE = "workspace"

    def __str__(self) -> str:
        return str(self.value)
