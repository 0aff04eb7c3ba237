from enum import StrEnum


class WorkspaceType(StrEnum):
    ACTIVE = "active"
    DEMO = "demo"
    INACTIVE = "inactive"
    STAKEHOLDER = "stakeholder"
    TEST = "test"
    TRIAL = "trial"

    def __str__(self) -> str:
        return str(self.value)
