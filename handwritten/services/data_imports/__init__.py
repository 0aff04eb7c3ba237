"""The data imports area (ingestion host): D7–D9, the importers it runs, the import events it sends."""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.data_imports.service import RUN_FIELDS, DataImportsService

__all__ = ["AREA", "DataImportsService"]

AREA = Area(DataImportsService, field_maps={"list_data_import_runs": RUN_FIELDS})
