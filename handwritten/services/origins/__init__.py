"""The origins area (supply_chain host): OG1–OG5, places of production (extensions)."""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.origins.service import ORIGIN_FIELDS, OriginsService

__all__ = ["AREA", "OriginsService"]

AREA = Area(OriginsService, field_maps={"list_origins": ORIGIN_FIELDS})
