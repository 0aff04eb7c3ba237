from enum import StrEnum


class ConsolidationApproach(StrEnum):
    EQUITY_SHARE = "equity_share"
    FINANCIAL_CONTROL = "financial_control"
    OPERATIONAL_CONTROL = "operational_control"

    def __str__(self) -> str:
        return str(self.value)
