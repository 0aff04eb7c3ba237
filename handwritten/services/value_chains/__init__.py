"""The value chains area (supply_chain host): VC1–VC5, trading relationships (extensions)."""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.value_chains.service import VALUE_CHAIN_FIELDS, ValueChainsService

__all__ = ["AREA", "ValueChainsService"]

AREA = Area(ValueChainsService, field_maps={"list_value_chains": VALUE_CHAIN_FIELDS})
