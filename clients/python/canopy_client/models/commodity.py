from enum import StrEnum


class Commodity(StrEnum):
    CATTLE = "cattle"
    COCOA = "cocoa"
    COFFEE = "coffee"
    PALM_OIL = "palm_oil"
    RUBBER = "rubber"
    SOYA = "soya"
    WOOD = "wood"

    def __str__(self) -> str:
        return str(self.value)
