"""The documents area (ingestion host): D1–D6 and the document folders F1–F5 (extensions)."""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.documents.service import DOCUMENT_FIELDS, FOLDER_FIELDS, DocumentsService

__all__ = ["AREA", "DocumentsService"]

AREA = Area(
    DocumentsService,
    field_maps={"list_documents": DOCUMENT_FIELDS, "list_document_folders": FOLDER_FIELDS},
)
