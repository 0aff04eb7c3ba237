from enum import StrEnum


class ListSurveyDefinitionsOrderingItem(StrEnum):
    ID = "id"
    KEY = "key"
    PUBLISHED_AT = "published_at"
    VALUE_1 = "-id"
    VALUE_3 = "-key"
    VALUE_5 = "-version"
    VALUE_7 = "-published_at"
    VERSION = "version"

    def __str__(self) -> str:
        return str(self.value)
