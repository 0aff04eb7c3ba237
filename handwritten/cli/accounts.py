"""`canopy workspaces create|list` and `canopy users list`: how an operator starts an organization
on Canopy (a workspace, its Owner and the Owner's first key; decision workspace_bootstrap) and sees
who is there. The rules are handwritten/services/admin.py's; these commands only print.

Exit status: 0 done; 1 refused (a workspace of that name exists, an invalid email or country, a
database error), the reason in one line on stderr.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Any

import typer

from handwritten.cli.session import fail, with_session
from handwritten.domain.api_keys import DEFAULT_EXPIRY, Expiry

if TYPE_CHECKING:  # imported by the command when it runs, not by every `canopy` (handwritten/cli/commands.py)
    from sqlalchemy.ext.asyncio import AsyncSession

    from handwritten.services.admin import Bootstrapped, UserSummary, WorkspaceSummary

workspaces_app = typer.Typer(help="Workspaces: create one with its Owner, list them.", no_args_is_help=True)
users_app = typer.Typer(help="Users: list them.", no_args_is_help=True)

# The document's advice for keys (practices), printed with every key shown.
KEY_ADVICE = "It is shown once: keep it in a secret manager or an environment variable, never commit, log or share it."
AsJson = Annotated[bool, typer.Option("--json", help="print JSON for scripts")]


@workspaces_app.command("create")
def create(
    name: Annotated[str, typer.Argument(help="the workspace's name; no other workspace may have it, in any case")],
    owner_email: Annotated[str, typer.Option(help="the Owner: this user, or a new user with this address")],
    owner_name: Annotated[str, typer.Option(help='"First Last", for a new user')] = "",
    country: Annotated[str, typer.Option(help="the workspace's country, ISO 3166-1 alpha-2 (NL, DE...)")] = "",
    expires: Annotated[Expiry, typer.Option(help="lifetime of the Owner's key")] = DEFAULT_EXPIRY,
    as_json: Annotated[
        bool,
        typer.Option(
            "--json", help="print one JSON object: workspace, owner, key, key_id, scope, expires_at (null: never)"
        ),
    ] = False,
) -> None:
    """Create a workspace, its Owner and the Owner's first API key, printed once.

    A new Owner gets a user-scoped key; a user who already exists (the address compared without
    case) gets a workspace-scoped key, pinned to the new workspace, so that it does not follow
    their other workspaces. Refused, creating nothing, if a workspace has that name already.
    """
    from handwritten.services import admin

    async def work(session: AsyncSession) -> Bootstrapped:
        return await admin.create_workspace_with_owner(
            session, name=name, owner_email=owner_email, owner_name=owner_name, country=country, expiry=expires
        )

    try:
        made = with_session(work)
    except admin.Refused as refusal:
        fail(str(refusal))
    workspace, owner, issued = made.workspace, made.owner, made.issued
    expires_at = issued.record.expires_at
    if as_json:
        typer.echo(
            json.dumps(
                {
                    "workspace": {"id": workspace.id, "name": workspace.name, "slug": workspace.slug},
                    "owner": {"id": owner.id, "email": owner.email, "new": made.owner_is_new},
                    "key": issued.key,
                    "key_id": issued.record.id,
                    "scope": issued.record.scope,
                    "expires_at": expires_at.isoformat(timespec="seconds") if expires_at else None,
                }
            )
        )
        return
    scope = (
        "user-scoped: it acts in the Owner's active workspace, this one until they switch"
        if made.owner_is_new
        else f"workspace-scoped: it acts in workspace {workspace.id} only, as {owner.email} already had workspaces"
    )
    typer.echo(f'workspace {workspace.id} "{workspace.name}" (slug {workspace.slug}) created')
    typer.echo(f"owner: {owner.email} (user {owner.id}, {'new' if made.owner_is_new else 'existing'})")
    typer.echo(f"the Owner's API key (key {issued.record.id}, {scope}; expires {_when(expires_at)}):")
    typer.echo(f"\n    {issued.key}\n")
    typer.echo(KEY_ADVICE)


@workspaces_app.command("list")
def list_workspaces(as_json: AsJson = False) -> None:
    """Every workspace: id, name, slug, type, country, members, created."""
    from handwritten.services import admin

    async def work(session: AsyncSession) -> list[WorkspaceSummary]:
        return await admin.list_workspaces(session)

    rows = with_session(work)
    if as_json:
        typer.echo(json.dumps([{**vars(row), "created_at": _when(row.created_at)} for row in rows]))
        return
    _table(
        ["id", "name", "slug", "type", "country", "members", "created"],
        [
            [row.id, row.name, row.slug, row.type, row.country or "-", row.member_count, _when(row.created_at)]
            for row in rows
        ],
    )


@users_app.command("list")
def list_users(as_json: AsJson = False) -> None:
    """Every user: id, email, name, number of workspaces, active workspace."""
    from handwritten.services import admin

    async def work(session: AsyncSession) -> list[UserSummary]:
        return await admin.list_users(session)

    rows = with_session(work)
    if as_json:
        typer.echo(json.dumps([vars(row) for row in rows]))
        return
    _table(
        ["id", "email", "name", "workspaces", "active workspace"],
        [
            [
                row.id,
                row.email,
                row.name or "-",
                row.workspace_count,
                f'{row.active_workspace_id} "{row.active_workspace_name}"' if row.active_workspace_id else "-",
            ]
            for row in rows
        ],
    )


def _when(moment: datetime | None) -> str:
    return moment.isoformat(timespec="seconds") if moment else "never"


def _table(header: list[str], rows: list[list[Any]]) -> None:
    """Columns as wide as their widest value, numbers to the right; "none" when there are no rows."""
    if not rows:
        typer.echo("none")
        return
    cells = [header, *([str(value) for value in row] for row in rows)]
    widths = [max(len(line[column]) for line in cells) for column in range(len(header))]
    numeric = [all(isinstance(row[column], int) for row in rows) for column in range(len(header))]
    for line in cells:
        padded = (
            value.rjust(width) if right else value.ljust(width)
            for value, width, right in zip(line, widths, numeric, strict=True)
        )
        typer.echo("  ".join(padded).rstrip())
