from enum import StrEnum


class EudrActivity(StrEnum):
    DOMESTIC = "domestic"
    EXPORT = "export"
    IMPORT = "import"
    TRADE = "trade"

    def __str__(self) -> str:
        return str(self.value)
