"""The documents area (ingestion host): D1–D6 and the document folders F1–F5 (extensions).

reading.py     the SQL behind D1's and F1's filters, search and ordering; a page rendered
files.py       a document's file in the store: keys, an upload sealed (D5), the download's name
folders.py     a folder given in a body: the workspace's, moved without a cycle
uploads.py     upload_status on the way to completed
written.py     documents Canopy writes itself (a filed statement)
submitting.py  `documents`, the default submitter of due diligence statements (registered here)
processing.py  the processors of a confirmed document (other areas register theirs)
changes.py     the listeners of a document's changes (other areas register theirs)
removal.py     stored objects removed once the request that drops them commits
service.py     the operations
"""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.documents import submitting as _submitting  # noqa: F401  (registers the submitter)
from handwritten.services.documents.reading import DOCUMENT_FIELDS, FOLDER_FIELDS
from handwritten.services.documents.service import DocumentsService

__all__ = ["AREA", "DocumentsService"]

AREA = Area(
    DocumentsService,
    field_maps={"list_documents": DOCUMENT_FIELDS, "list_document_folders": FOLDER_FIELDS},
)
