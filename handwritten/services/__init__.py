"""Handwritten implementations of the generated service interfaces, one module per area.

IMPLEMENTATIONS maps an area to the class implementing (some of) its operations; build_services
makes the instances the app factory wires into the generated routers, each given the process's
Dependencies. An operation no class implements is not served.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from handwritten.services.accounts import AccountsService
from handwritten.services.dependencies import Dependencies, Service
from handwritten.services.invitations import InvitationsService

__all__ = ["IMPLEMENTATIONS", "build_services"]

IMPLEMENTATIONS: Mapping[str, type[Service]] = MappingProxyType(
    {"accounts": AccountsService, "invitations": InvitationsService}
)


def build_services(deps: Dependencies) -> dict[str, object]:
    return {area: implementation(deps) for area, implementation in IMPLEMENTATIONS.items()}
