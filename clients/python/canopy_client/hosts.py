# Generated from spec/service.yaml and spec/operations/*.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Canopy's four hosts: the URL of each on a development server, and the host of each area.

Canopy (canopy_client/canopy.py) sends each area's operations to its host's URL.
"""

from __future__ import annotations

__all__ = ["AREA_HOSTS", "DEFAULT_URLS"]

# Each host's URL when nothing else is given (a development server).
DEFAULT_URLS: dict[str, str] = {
    "base": "http://localhost:8000",
    "supply_chain": "http://localhost:8001",
    "ingestion": "http://localhost:8002",
    "data_room": "http://localhost:8003",
}

# The host that serves each area's operations.
AREA_HOSTS: dict[str, str] = {
    "accounts": "base",
    "api_keys": "base",
    "assessment": "supply_chain",
    "classification_rules": "base",
    "countries": "supply_chain",
    "data_imports": "ingestion",
    "documents": "ingestion",
    "due_diligence_statements": "supply_chain",
    "invitations": "base",
    "orders": "supply_chain",
    "origins": "supply_chain",
    "products": "supply_chain",
    "queries": "ingestion",
    "surveys": "data_room",
    "tracing": "supply_chain",
    "transactions": "base",
    "value_chains": "supply_chain",
}
