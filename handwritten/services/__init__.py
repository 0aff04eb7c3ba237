"""Handwritten implementations of the generated service interfaces, one package per area.

    services/
    ├── area.py          what an area gives the app factory (service, lifespan, field maps)
    ├── dependencies.py  what the app factory gives an area
    ├── shared.py        helpers every area uses (ids, user details)
    ├── accounts/        A1–A3, M1–M3
    ├── invitations/     I1–I8
    ├── documents/       D1–D6, folders F1–F5, the "process document" job
    ├── data_imports/    D7–D9, the "import event" job (importers: handwritten/importers)
    └── admin.py         administration outside the HTTP API (the canopy command)

AREAS is the one registry: adding an area is a package with an AREA and a line here. An
operation no service implements is not served.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from handwritten.services import accounts, data_imports, documents, invitations
from handwritten.services.area import Area

__all__ = ["AREAS", "IMPLEMENTATIONS"]

AREAS: Mapping[str, Area[Any]] = MappingProxyType(
    {
        "accounts": accounts.AREA,
        "invitations": invitations.AREA,
        "documents": documents.AREA,
        "data_imports": data_imports.AREA,
    }
)

IMPLEMENTATIONS: Mapping[str, type] = MappingProxyType({name: area.service for name, area in AREAS.items()})
