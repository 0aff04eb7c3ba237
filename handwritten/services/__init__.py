"""Handwritten implementations of the generated service interfaces, one module per area.

IMPLEMENTATIONS maps an area to the class implementing (some of) its operations; build_services
makes the instances the app factory wires into the generated routers. An operation no class
implements is not served.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from handwritten.services.accounts import AccountsService

__all__ = ["IMPLEMENTATIONS", "build_services"]

IMPLEMENTATIONS: Mapping[str, type] = MappingProxyType({"accounts": AccountsService})


def build_services() -> dict[str, object]:
    return {area: implementation() for area, implementation in IMPLEMENTATIONS.items()}
