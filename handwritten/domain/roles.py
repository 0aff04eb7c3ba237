"""The four roles, as auth groups with permission codenames (Django's naming: action_model)."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType


class Role(StrEnum):
    OWNER = "Owner"
    ADMIN = "Admin"
    EDITOR = "Editor"
    VIEWER = "Viewer"


# Codenames follow Django's action_model; the spec names the one each operation needs.
VIEW = frozenset(
    {
        "view_company",
        "view_usercompany",
        "view_invitation",
        "view_document",
        "view_dataimportrun",
        "view_querylog",
        "view_financialtransaction",
        "view_classificationrule",
        "view_order",
        "view_product",
        "view_origin",
        "view_valuechain",
        "view_duediligencestatement",
        "view_survey",
        "view_surveysubmission",
    }
)
EDIT = frozenset(
    {
        "add_invitation",
        "change_invitation",
        "delete_invitation",
        "add_document",
        "change_document",
        "delete_document",
        "add_dataimportrun",
        "add_order",
        "change_order",
        "delete_order",
        "add_product",
        "change_product",
        "delete_product",
        "add_origin",
        "change_origin",
        "delete_origin",
        "add_valuechain",
        "change_valuechain",
        "delete_valuechain",
        "add_duediligencestatement",
        "change_duediligencestatement",
        "delete_duediligencestatement",
        "add_classificationrule",
        "change_classificationrule",
        "delete_classificationrule",
        "add_surveysubmission",
        "change_datapoint",
    }
)
# Accepting a risk the assessment found (AS2) and filing a statement with the authorities (DS7)
# are answered for by those who manage the workspace.
MANAGE = frozenset(
    {
        "change_usercompany",
        "delete_usercompany",
        "add_admin_invitation",
        "mitigate_assessment",
        "file_duediligencestatement",
    }
)

# Which codenames each role holds. Member and invitation rules that depend on the other party's
# role (Admins cannot touch the Owner, nobody invites an Owner) live in domain/permissions.py.
PERMISSIONS: Mapping[Role, frozenset[str]] = MappingProxyType(
    {
        Role.OWNER: VIEW | EDIT | MANAGE | {"change_owner"},
        Role.ADMIN: VIEW | EDIT | MANAGE,
        Role.EDITOR: VIEW | EDIT,
        Role.VIEWER: VIEW,
    }
)


def role_named(name: str | None) -> Role | None:
    try:
        return Role(name) if name is not None else None
    except ValueError:
        return None
