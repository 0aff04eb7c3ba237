from enum import StrEnum


class EudrCountryRisk(StrEnum):
    HIGH = "high"
    LOW = "low"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
