"""The api_keys area (base host): AK1–AK4, API keys over HTTP (extensions)."""

from __future__ import annotations

from handwritten.services.api_keys.service import API_KEY_FIELDS, ApiKeysService
from handwritten.services.area import Area

__all__ = ["AREA", "ApiKeysService"]

AREA = Area(ApiKeysService, field_maps={"list_api_keys": API_KEY_FIELDS, "list_member_api_keys": API_KEY_FIELDS})
