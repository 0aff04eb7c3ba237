"""Demo data: two workspaces, a user per role, keys to try every rule with, and a supply chain
(supply_chain.py), transactions (transactions.py) and a survey (surveys.py) in
workspace a. `find_demo` reads what `create_demo` made back, without the keys (shown once)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.cli.demo.supply_chain import create_supply_chain, find_supply_chain
from handwritten.cli.demo.surveys import create_submission, find_submission, publish_survey
from handwritten.cli.demo.transactions import count_transactions, create_transactions
from handwritten.db.models import AuthGroup, Company, Member, User
from handwritten.domain.api_keys import Scope
from handwritten.domain.roles import Role
from handwritten.services.admin import add_member, create_api_key, create_user, create_workspace

# handle -> (name, fields)
WORKSPACES: dict[str, tuple[str, dict[str, str]]] = {
    "a": ("Acme Cocoa", {"type": "active", "country": "NL", "city": "Amsterdam"}),
    "b": ("Bolt Coffee", {"type": "trial", "country": "DE", "city": "Berlin"}),
}


@dataclass(frozen=True)
class Person:
    email: str
    first_name: str
    last_name: str
    job_title: str
    roles: dict[str, Role]  # workspace handle -> role; the first becomes the active workspace
    keys: dict[str, tuple[str, Scope]]  # key handle -> (key name, scope)


# Made in this order, so that the ids are the same in every demo.
PEOPLE = {
    **{
        handle: Person(
            f"{handle}@acme.example", first, last, title, {"a": role}, {handle: (f"{handle} demo key", Scope.USER)}
        )
        for handle, (first, last, title, role) in {
            "owner": ("Olivia", "Owner", "Chief Sustainability Officer", Role.OWNER),
            "admin": ("Adam", "Admin", "Compliance Lead", Role.ADMIN),
            "editor": ("Eve", "Editor", "Analyst", Role.EDITOR),
            "viewer": ("Victor", "Viewer", "Auditor", Role.VIEWER),
        }.items()
    },
    "other_owner": Person(
        "owner@bolt.example",
        "Bo",
        "Bolt",
        "Founder",
        {"b": Role.OWNER},
        {"other_owner": ("other owner demo key", Scope.USER)},
    ),
    "roamer": Person(
        "roamer@example.com",
        "Rory",
        "Roamer",
        "Consultant",
        {"a": Role.EDITOR, "b": Role.VIEWER},
        {"roamer_user": ("roamer user key", Scope.USER), "roamer_workspace": ("roamer pinned key", Scope.WORKSPACE)},
    ),
}


class NotEmpty(Exception):
    pass


async def create_demo(
    session: AsyncSession, *, supply_chain: bool = False, transactions: bool = False, surveys: bool = False
) -> dict[str, Any]:
    """Create the demo in an empty database; return the workspaces, the users (id, email and role
    in each workspace by handle) and the keys (shown only here).

    With `supply_chain`, also the supply chain of workspace a, its ids under "supply_chain"; with
    `transactions`, a few hundred financial transactions of workspace a, their number under
    "transactions"; with `surveys`, the example survey published to workspace a and a submission
    of it answered, their ids under "surveys". The API tests start from the demo without them, so
    that workspace a holds only what a test makes.
    """
    if await session.scalar(select(func.count()).select_from(User)):
        raise NotEmpty("the database already has users; the demo is created only in an empty one")
    workspaces = {
        handle: await create_workspace(session, name, **fields) for handle, (name, fields) in WORKSPACES.items()
    }
    a, b = workspaces["a"], workspaces["b"]
    # Published as the tables' owner, before anything below makes the session act for a workspace.
    survey = await publish_survey(session, a.id) if surveys else None
    keys: dict[str, str] = {}
    users: dict[str, dict[str, Any]] = {}
    members: dict[str, Member] = {}
    for handle, person in PEOPLE.items():
        user = await create_user(
            session, person.email, first_name=person.first_name, last_name=person.last_name, job_title=person.job_title
        )
        for workspace, role in person.roles.items():
            member = await add_member(session, user, workspaces[workspace], role)
            members.setdefault(handle, member)  # the first: the user's active workspace
        for key, (name, scope) in person.keys.items():
            keys[key] = (await create_api_key(session, user, name=name, scope=scope)).key
        users[handle] = _user(user.id, user.email, {w: role.value for w, role in person.roles.items()})
    demo: dict[str, Any] = {"workspaces": {"a": a.id, "b": b.id}, "users": users, "keys": keys}
    if supply_chain:
        demo["supply_chain"] = await create_supply_chain(session, owner=members["owner"], partner_id=b.id)
    if transactions:
        demo["transactions"] = await create_transactions(session, a.id, members["owner"].user_id)
    if survey is not None:
        demo["surveys"] = await create_submission(session, owner=members["owner"], definition=survey)
    return demo


def _user(id: int, email: str, roles: dict[str, str | None]) -> dict[str, Any]:
    return {"id": id, "email": email, "roles": roles}


async def find_demo(session: AsyncSession) -> dict[str, Any] | None:
    """What `create_demo` made, as it reported it but for the keys, read back from the database;
    None when the database does not hold the demo.

    The demo is known by its people: every one of them is a user (by email), and the Owners of
    workspaces a and b are Owners of workspaces of those names. Roles are the members' roles now;
    the supply chain, transactions and survey are found by what the demo gave them (skus,
    external ids, the statement's identifier, the "demo" tag, the survey's key), each part only
    when it is there.
    """
    emails = {person.email: handle for handle, person in PEOPLE.items()}
    memberships = (
        await session.execute(
            select(User.id, User.email, Member.company_id, Company.name, AuthGroup.name.label("role"))
            .outerjoin(Member, Member.user_id == User.id)
            .outerjoin(Company, Company.id == Member.company_id)
            .outerjoin(AuthGroup, AuthGroup.id == Member.auth_group_id)
            .where(User.email.in_(emails))
            .order_by(Member.company_id)
        )
    ).all()
    found = {emails[row._mapping["email"]]: row._mapping["id"] for row in memberships}
    if found.keys() != PEOPLE.keys():
        return None
    workspaces: dict[str, int] = {}
    for handle, (name, _) in WORKSPACES.items():
        owner = next(h for h, person in PEOPLE.items() if person.roles.get(handle) is Role.OWNER)
        owned = [
            row._mapping["company_id"]
            for row in memberships
            if row._mapping["id"] == found[owner] and (row._mapping["name"], row._mapping["role"]) == (name, "Owner")
        ]
        if not owned:
            return None
        workspaces[handle] = owned[0]
    handles = {id: handle for handle, id in workspaces.items()}
    users = {}
    for handle, person in PEOPLE.items():
        roles = {
            handles[row._mapping["company_id"]]: row._mapping["role"]
            for row in memberships
            if row._mapping["id"] == found[handle] and row._mapping["company_id"] in handles
        }
        users[handle] = _user(found[handle], person.email, roles)
    demo: dict[str, Any] = {"workspaces": workspaces, "users": users}
    a = workspaces["a"]
    parts = {
        "supply_chain": await find_supply_chain(session, a),
        "transactions": await count_transactions(session, a) or None,
        "surveys": await find_submission(session, a),
    }
    demo.update((part, ids) for part, ids in parts.items() if ids is not None)
    # Keys are shown once, when made: the command that makes the Owner of a a new one.
    demo["new_key"] = f'canopy keys create --email {PEOPLE["owner"].email} --name "demo owner key"'
    return demo
