from enum import StrEnum


class ListSurveyDefinitionsOrderingItem(StrEnum):
    ID = "id"
    ID_DESC = "-id"
    KEY = "key"
    KEY_DESC = "-key"
    PUBLISHED_AT = "published_at"
    PUBLISHED_AT_DESC = "-published_at"
    VERSION = "version"
    VERSION_DESC = "-version"

    def __str__(self) -> str:
        return str(self.value)
