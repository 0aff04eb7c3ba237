"""Demo data: two workspaces, a user per role, keys to try every rule with, and a supply chain
(demo_supply_chain.py), transactions (demo_transactions.py) and a survey (demo_surveys.py) in
workspace a."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.models import Member, User
from handwritten.demo_supply_chain import create_supply_chain
from handwritten.demo_surveys import create_submission, publish_survey
from handwritten.demo_transactions import create_transactions
from handwritten.domain.api_keys import Scope
from handwritten.domain.roles import Role
from handwritten.services.admin import add_member, create_api_key, create_user, create_workspace


class NotEmpty(Exception):
    pass


async def create_demo(
    session: AsyncSession, *, supply_chain: bool = False, transactions: bool = False, surveys: bool = False
) -> dict[str, Any]:
    """Create the demo in an empty database; return the workspaces and the keys (shown only here).

    With `supply_chain`, also the supply chain of workspace a, its ids under "supply_chain"; with
    `transactions`, a few hundred financial transactions of workspace a, their number under
    "transactions"; with `surveys`, the example survey published to workspace a and a submission
    of it answered, their ids under "surveys". The API tests start from the demo without them, so
    that workspace a holds only what a test makes.
    """
    if await session.scalar(select(func.count()).select_from(User)):
        raise NotEmpty("the database already has users; the demo is created only in an empty one")
    a = await create_workspace(session, "Acme Cocoa", type="active", country="NL", city="Amsterdam")
    b = await create_workspace(session, "Bolt Coffee", type="trial", country="DE", city="Berlin")
    # Published as the tables' owner, before anything below makes the session act for a workspace.
    survey = await publish_survey(session, a.id) if surveys else None
    keys: dict[str, str] = {}
    members: dict[str, Member] = {}
    people = {
        "owner": ("Olivia", "Owner", "Chief Sustainability Officer", Role.OWNER),
        "admin": ("Adam", "Admin", "Compliance Lead", Role.ADMIN),
        "editor": ("Eve", "Editor", "Analyst", Role.EDITOR),
        "viewer": ("Victor", "Viewer", "Auditor", Role.VIEWER),
    }
    for handle, (first, last, title, role) in people.items():
        user = await create_user(session, f"{handle}@acme.example", first_name=first, last_name=last, job_title=title)
        members[handle] = await add_member(session, user, a, role)
        keys[handle] = (await create_api_key(session, user, name=f"{handle} demo key")).key
    other = await create_user(session, "owner@bolt.example", first_name="Bo", last_name="Bolt", job_title="Founder")
    await add_member(session, other, b, Role.OWNER)
    keys["other_owner"] = (await create_api_key(session, other, name="other owner demo key")).key
    roamer = await create_user(
        session, "roamer@example.com", first_name="Rory", last_name="Roamer", job_title="Consultant"
    )
    await add_member(session, roamer, a, Role.EDITOR)  # a first: it becomes the active workspace
    await add_member(session, roamer, b, Role.VIEWER)
    keys["roamer_user"] = (await create_api_key(session, roamer, name="roamer user key")).key
    keys["roamer_workspace"] = (
        await create_api_key(session, roamer, name="roamer pinned key", scope=Scope.WORKSPACE)
    ).key
    demo: dict[str, Any] = {"workspaces": {"a": a.id, "b": b.id}, "keys": keys}
    if supply_chain:
        demo["supply_chain"] = await create_supply_chain(session, owner=members["owner"], partner_id=b.id)
    if transactions:
        demo["transactions"] = await create_transactions(session, a.id, members["owner"].user_id)
    if survey is not None:
        demo["surveys"] = await create_submission(session, owner=members["owner"], definition=survey)
    return demo
