from enum import StrEnum


class DocumentContentType(StrEnum):
    FORMULA = "formula"
    QUESTIONCHECKBOX = "questioncheckbox"
    QUESTIONDATE = "questiondate"
    QUESTIONLONGTEXT = "questionlongtext"
    QUESTIONNUMBER = "questionnumber"
    QUESTIONRADIOBUTTON = "questionradiobutton"
    QUESTIONSHORTTEXT = "questionshorttext"
    QUESTIONSLIDER = "questionslider"

    def __str__(self) -> str:
        return str(self.value)
