"""The accounts area (base host): A1–A3 and M1–M3."""

from __future__ import annotations

from handwritten.services.accounts.service import MEMBER_FIELDS, WORKSPACE_FIELDS, AccountsService
from handwritten.services.area import Area

__all__ = ["AREA", "AccountsService"]

AREA = Area(AccountsService, field_maps={"list_workspaces": WORKSPACE_FIELDS, "list_members": MEMBER_FIELDS})
