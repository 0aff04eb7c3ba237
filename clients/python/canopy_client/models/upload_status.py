from enum import StrEnum


class UploadStatus(StrEnum):
    COMPLETED = "completed"
    FAILED = "failed"
    PENDING = "pending"
    UPLOADING = "uploading"

    def __str__(self) -> str:
        return str(self.value)
