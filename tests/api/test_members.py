"""M1 list members, M2 change member role, M3 remove member (document: Accounts).

Workspace a has Olivia Owner, Adam Admin, Eve Editor, Victor Viewer and Rory Roamer (Editor);
b has Bo Bolt (Owner) and Rory Roamer (Viewer). After every refused request the member list is
read again to show that nothing changed.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.models import AuthGroup, Company, Member, User
from handwritten.domain.roles import PERMISSIONS, Role
from handwritten.services import admin
from tests.api.catalogue import counted_statements
from tests.api.conftest import Api, Direct, Env

MEMBERS = "/api/accounts/members/"
FORBIDDEN = {"detail": "You do not have permission to perform this action."}
OWNER, ADMIN, EDITOR, VIEWER, ROAMER = (
    "owner@acme.example",
    "admin@acme.example",
    "editor@acme.example",
    "viewer@acme.example",
    "roamer@example.com",
)
BY_NAME = [ADMIN, EDITOR, OWNER, ROAMER, VIEWER]  # Adam, Eve, Olivia, Rory, Victor
EMAIL = {"owner": OWNER, "admin": ADMIN, "editor": EDITOR, "viewer": VIEWER, "roamer_user": ROAMER}


def at(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp).astimezone(UTC)


# Fixed times for the members of a (and of b, inside every range, to show b never leaks in).
CREATED = {
    ADMIN: "2024-01-01T08:00:00+00:00",
    EDITOR: "2024-01-02T23:30:00+00:00",
    OWNER: "2024-01-03T00:00:00+00:00",
    ROAMER: "2024-01-03T12:00:00+00:00",
    VIEWER: "2024-01-05T10:00:00+00:00",
}
UPDATED = {
    VIEWER: "2024-02-01T00:00:00+00:00",
    ROAMER: "2024-02-01T23:59:59+00:00",
    OWNER: "2024-02-02T00:00:00+00:00",
    EDITOR: "2024-02-03T06:00:00+00:00",
    ADMIN: "2024-02-04T00:00:00+00:00",
}
B_TIME = "2024-01-03T06:00:00+00:00"


@pytest.fixture
def timeline(direct: Direct, env: Env) -> None:
    async def work(session: AsyncSession) -> None:
        users = dict((await session.execute(select(User.email, User.id))).all())
        for email, created in CREATED.items():
            await session.execute(
                update(Member)
                .where(Member.user_id == users[email], Member.company_id == env.workspaces["a"])
                .values(created_at=at(created), updated_at=at(UPDATED[email]))
            )
        await session.execute(
            update(Member)
            .where(Member.company_id == env.workspaces["b"])
            .values(created_at=at(B_TIME), updated_at=at("2024-02-02T06:00:00+00:00"))
        )

    direct.run(work)


@pytest.fixture
def roles(direct: Direct) -> dict[str, int]:
    return direct.roles()


def role_of(api: Api, email: str) -> str | None:
    [member] = [m for m in api.members("owner")["results"] if m["user_detail"]["email"] == email]
    detail = member["auth_group_detail"]
    return detail["name"] if detail else None


def member_count(api: Api) -> int:
    [a] = api.get("owner", "/api/accounts/workspaces/")["results"]
    count: int = a["member_count"]
    return count


# -- M1 -----------------------------------------------------------------------------------------


def test_m1_lists_the_workspaces_members_by_name(api: Api, env: Env, roles: dict[str, int]) -> None:
    body = api.members("owner")
    assert body["count"] == 5
    assert [m["user_detail"]["email"] for m in body["results"]] == BY_NAME
    adam = body["results"][0]
    assert set(adam) == {
        "id",
        "user",
        "user_detail",
        "auth_group",
        "auth_group_detail",
        "data_room_consumer_id",
        "created_at",
        "updated_at",
    }
    assert adam["user_detail"] == {
        "id": adam["user"],
        "first_name": "Adam",
        "last_name": "Admin",
        "job_title": "Compliance Lead",
        "email": ADMIN,
    }
    assert (adam["auth_group"], adam["auth_group_detail"]) == (roles["Admin"], {"id": roles["Admin"], "name": "Admin"})
    assert [m["auth_group_detail"]["name"] for m in body["results"]] == ["Admin", "Editor", "Owner", "Editor", "Viewer"]


@pytest.mark.parametrize("who", ["admin", "editor", "viewer", "roamer_workspace"])
def test_m1_every_role_may_list(api: Api, who: str) -> None:
    assert api.emails(who) == BY_NAME


def test_m1_default_order_is_first_name_last_name_email_then_id(api: Api, direct: Direct, env: Env) -> None:
    """Decision member_ordering: "by name" is first name, then last name, then email, then id."""

    async def work(session: AsyncSession) -> None:
        company = await session.get(Company, env.workspaces["a"])
        assert company is not None
        for email, first, last in (
            ("adams@acme.example", "Eve", "Adams"),
            ("zed.editor@acme.example", "Eve", "Editor"),  # the same name as the Editor: email decides
            ("anna@acme.example", "Ann", "Zed"),  # "Ann Zed" before "Anna ...": first names compare whole
        ):
            user = await admin.create_user(session, email, first_name=first, last_name=last)
            await admin.add_member(session, user, company, Role.VIEWER)

    direct.run(work)
    everyone = [
        ADMIN,
        "anna@acme.example",
        "adams@acme.example",
        EDITOR,
        "zed.editor@acme.example",
        OWNER,
        ROAMER,
        VIEWER,
    ]
    assert api.emails("owner") == everyone  # "Eve Adams" < "Eve Editor", though Eve Editor joined first
    assert api.emails("owner", {"ordering": "name"}) == everyone
    assert api.emails("owner", {"ordering": "-name"}) == everyone[::-1]
    by_role_then_name = api.emails("owner", {"ordering": "auth_group__name,name"})
    assert by_role_then_name[-4:] == ["anna@acme.example", "adams@acme.example", "zed.editor@acme.example", VIEWER]
    # By first name alone, the three Eves tie and the older members (lower ids) come first.
    assert api.emails("owner", {"ordering": "user__first_name"}) == [
        ADMIN,
        "anna@acme.example",
        EDITOR,
        "adams@acme.example",
        "zed.editor@acme.example",
        OWNER,
        ROAMER,
        VIEWER,
    ]


FILTERS: list[tuple[dict[str, str], list[str]]] = [
    ({"user__email": OWNER}, [OWNER]),
    ({"user__email": "OWNER@acme.example"}, []),
    ({"user__email__icontains": "ACME"}, [ADMIN, EDITOR, OWNER, VIEWER]),
    ({"user__email__istartswith": "ROAM"}, [ROAMER]),
    ({"user__email__istartswith": "acme"}, []),
    ({"user__first_name": "Eve"}, [EDITOR]),
    ({"user__first_name": "eve"}, []),
    ({"user__first_name__icontains": "V"}, [EDITOR, OWNER, VIEWER]),
    ({"user__first_name__istartswith": "a"}, [ADMIN]),
    ({"user__last_name": "Roamer"}, [ROAMER]),
    ({"user__last_name__icontains": "ER"}, [OWNER, ROAMER, VIEWER]),
    ({"user__last_name__istartswith": "v"}, [VIEWER]),
    ({"user__job_title": "Analyst"}, [EDITOR]),
    ({"user__job_title": "analyst"}, []),
    ({"user__job_title__icontains": "LEAD"}, [ADMIN]),
    ({"auth_group__isnull": "false"}, BY_NAME),
    ({"auth_group__isnull": "true"}, []),
    ({"auth_group__name": "Editor"}, [EDITOR, ROAMER]),
    ({"auth_group__name": "editor"}, []),
    ({"auth_group__name__icontains": "MIN"}, [ADMIN]),
    ({"auth_group__name__in": "Owner,Viewer"}, [OWNER, VIEWER]),
    ({"auth_group__name__in": "Owner,Nobody"}, [OWNER]),
    ({"auth_group__name": "Editor", "user__email__icontains": "acme"}, [EDITOR]),
    ({"created_at__gte": "2024-01-03T00:00:00Z"}, [OWNER, ROAMER, VIEWER]),
    ({"created_at__lte": "2024-01-03T00:00:00Z"}, [ADMIN, EDITOR, OWNER]),
    ({"created_at__gte": "2024-01-03T01:00:00+02:00"}, [EDITOR, OWNER, ROAMER, VIEWER]),
    ({"created_at__gte": "2024-01-02T00:00:00", "created_at__lte": "2024-01-03T11:59:59"}, [EDITOR, OWNER]),
    ({"created_at__date": "2024-01-03"}, [OWNER, ROAMER]),
    ({"created_at__date": "2024-01-02"}, [EDITOR]),
    ({"created_at__date": "2024-01-04"}, []),
    ({"created_at__date__gte": "2024-01-03"}, [OWNER, ROAMER, VIEWER]),
    ({"created_at__date__lte": "2024-01-02"}, [ADMIN, EDITOR]),
    ({"created_at__date__gte": "2024-01-02", "created_at__date__lte": "2024-01-03"}, [EDITOR, OWNER, ROAMER]),
    ({"updated_at__gte": "2024-02-02T00:00:00Z"}, [ADMIN, EDITOR, OWNER]),
    ({"updated_at__lte": "2024-02-01T23:59:59Z"}, [ROAMER, VIEWER]),
    ({"updated_at__lte": "2024-02-01T23:59:58Z"}, [VIEWER]),
    ({"updated_at__date": "2024-02-01"}, [ROAMER, VIEWER]),
    ({"updated_at__date__gte": "2024-02-03"}, [ADMIN, EDITOR]),
    ({"updated_at__date__lte": "2024-02-02"}, [OWNER, ROAMER, VIEWER]),
]


@pytest.mark.parametrize(
    ("params", "expected"), FILTERS, ids=[" ".join(f"{k}={v}" for k, v in p.items()) for p, _ in FILTERS]
)
def test_m1_filters(api: Api, timeline: None, params: dict[str, str], expected: list[str]) -> None:
    body = api.members("owner", params)
    assert [m["user_detail"]["email"] for m in body["results"]] == expected
    assert body["count"] == len(expected)


def test_m1_filters_by_role_id(api: Api, roles: dict[str, int]) -> None:
    assert api.emails("owner", {"auth_group": str(roles["Editor"])}) == [EDITOR, ROAMER]
    assert api.emails("owner", {"auth_group__in": f"{roles['Owner']},{roles['Viewer']}"}) == [OWNER, VIEWER]
    assert api.emails("owner", {"auth_group__in": f"{roles['Admin']},999999"}) == [ADMIN]
    assert api.emails("owner", {"auth_group": "999999"}) == []


def test_m1_finds_a_member_without_a_role(api: Api, direct: Direct) -> None:
    direct.clear_role(VIEWER)
    body = api.members("owner", {"auth_group__isnull": "true"})
    assert body["count"] == 1
    [victor] = body["results"]
    assert (victor["user_detail"]["email"], victor["auth_group"], victor["auth_group_detail"]) == (VIEWER, None, None)
    assert api.emails("owner", {"auth_group__isnull": "false"}) == [ADMIN, EDITOR, OWNER, ROAMER]
    assert api.emails("owner", {"auth_group__name__in": "Viewer,Owner"}) == [OWNER]


@pytest.mark.parametrize(
    ("search", "expected"),
    [
        ("Olivia", [OWNER]),  # first name
        ("roamer", [ROAMER]),  # last name (and email)
        ("bolt", []),  # b's Owner is not listed in a
        ("ACME.EXAMPLE", [ADMIN, EDITOR, OWNER, VIEWER]),  # email
        ("auditor", [VIEWER]),  # job title
        ("editor", [EDITOR, ROAMER]),  # Rory Roamer only by role name
        ("eve analyst", [EDITOR]),  # every term must match, in any field
        ("rory editor", [ROAMER]),  # first name and role name
        ("adam editor", []),
        ('"compliance lead"', [ADMIN]),  # a quoted phrase is one term
        ('"lead compliance"', []),
        ("viewer,auditor", [VIEWER]),  # commas separate terms too
        ("%", []),  # LIKE wildcards are matched literally
        ("_", []),
    ],
)
def test_m1_search(api: Api, search: str, expected: list[str]) -> None:
    assert api.emails("owner", {"search": search}) == expected


ORDER_KEYS: dict[str, Callable[[dict[str, Any]], str]] = {
    "created_at": lambda m: CREATED[m["user_detail"]["email"]],
    "updated_at": lambda m: UPDATED[m["user_detail"]["email"]],
    "user__first_name": lambda m: m["user_detail"]["first_name"],
    "user__last_name": lambda m: m["user_detail"]["last_name"],
    "user__email": lambda m: m["user_detail"]["email"],
    "user__job_title": lambda m: m["user_detail"]["job_title"],
    "auth_group__name": lambda m: m["auth_group_detail"]["name"],
}


@pytest.mark.parametrize("descending", [False, True], ids=["asc", "desc"])
@pytest.mark.parametrize("field", list(ORDER_KEYS))
def test_m1_orders_by_each_ordering_field(api: Api, timeline: None, field: str, descending: bool) -> None:
    everyone = sorted(api.members("owner")["results"], key=lambda m: m["id"])
    # Ties (the two Editors) stay in id order either way: id is the tie-breaker, ascending.
    expected = [m["id"] for m in sorted(everyone, key=ORDER_KEYS[field], reverse=descending)]
    ordering = f"-{field}" if descending else field
    assert [m["id"] for m in api.members("owner", {"ordering": ordering})["results"]] == expected
    if field != "auth_group__name":  # the data tells every member apart, so the order is fully checked
        assert len({ORDER_KEYS[field](m) for m in everyone}) == 5


@pytest.mark.parametrize(
    ("ordering", "expected"),
    [
        ("auth_group__name,-user__first_name", [ADMIN, ROAMER, EDITOR, OWNER, VIEWER]),
        ("-auth_group__name,created_at", [VIEWER, OWNER, EDITOR, ROAMER, ADMIN]),
        ("-auth_group__name,-created_at", [VIEWER, OWNER, ROAMER, EDITOR, ADMIN]),
        ("auth_group__name,user__last_name", [ADMIN, EDITOR, ROAMER, OWNER, VIEWER]),
        ("updated_at,user__email", [VIEWER, ROAMER, OWNER, EDITOR, ADMIN]),
    ],
)
def test_m1_orders_by_several_fields_left_to_right(
    api: Api, timeline: None, ordering: str, expected: list[str]
) -> None:
    assert api.emails("owner", {"ordering": ordering}) == expected


@pytest.mark.parametrize("ordering", [None, "auth_group__name", "-auth_group__name"])
def test_m1_pages_are_stable_and_count_every_match(api: Api, ordering: str | None) -> None:
    order = {"ordering": ordering} if ordering else {}
    whole = [m["id"] for m in api.members("owner", order)["results"]]
    pages = [api.members("owner", {**order, "limit": "2", "offset": str(offset)}) for offset in (0, 2, 4, 6)]
    assert [page["count"] for page in pages] == [5, 5, 5, 5]
    assert [len(page["results"]) for page in pages] == [2, 2, 1, 0]
    assert [m["id"] for page in pages for m in page["results"]] == whole
    singles = [api.members("owner", {**order, "limit": "1", "offset": str(i)})["results"][0]["id"] for i in range(5)]
    assert singles == whole


def test_m1_count_is_of_all_matches_not_of_the_page(api: Api) -> None:
    body = api.members("owner", {"auth_group__name": "Editor", "limit": "1", "offset": "1"})
    assert body["count"] == 2
    assert [m["user_detail"]["email"] for m in body["results"]] == [ROAMER]


def test_m1_a_repeated_list_is_kept_and_shows_every_change_it_reads(
    client: TestClient, api: Api, env: Env, direct: Direct, roles: dict[str, int]
) -> None:
    """M1's page and models are kept at the versions of what they read (handwritten/kept/): a repeated
    list reads only the versions on PostgreSQL, and a change to any table it shows (a membership,
    a user, a role), made out of band, shows in the next list."""
    first = api.members("owner")
    # Counted on an app without background workers, whose polling would run statements meanwhile.
    quiet = env.settings.model_copy(update={"job_worker": False, "mail_worker": False})
    with TestClient(create_app(quiet)) as quiet_client:
        listed = quiet_client.get(MEMBERS, headers=env.auth("owner"))
        assert listed.status_code == 200 and listed.json() == first
        for app_client in (client, quiet_client):  # neither app runs a statement of its own meanwhile
            state = app_client.app.state  # type: ignore[attr-defined]
            for work in (state.jobs.stop, state.outbox.stop, state.last_used.drain):
                app_client.portal.call(work)  # type: ignore[union-attr]
        with counted_statements() as statements:
            again = quiet_client.get(MEMBERS, headers=env.auth("owner"))
        assert again.status_code == 200 and again.json() == first
    if env.backend == "postgresql":
        # Authentication, then the versions: the page was neither read nor sorted again.
        assert len(statements) == 2 and "table_versions" in statements[1], statements
        assert "user_companies" not in statements[1], statements
    else:  # SQLite keeps nothing: the list counts and reads its page
        assert any("ORDER BY users.first_name" in statement for statement in statements), statements
    ids = {m["user_detail"]["email"]: (m["id"], m["user"]) for m in first["results"]}

    async def change_role(session: AsyncSession) -> None:  # user_companies
        await session.execute(update(Member).where(Member.id == ids[VIEWER][0]).values(auth_group_id=roles["Editor"]))

    direct.run(change_role)
    assert role_of(api, VIEWER) == "Editor"

    async def rename_user(session: AsyncSession) -> None:  # users: no workspace's, every reader's
        await session.execute(update(User).where(User.id == ids[ADMIN][1]).values(first_name="Zed"))

    direct.run(rename_user)
    assert api.emails("owner") == [EDITOR, OWNER, ROAMER, VIEWER, ADMIN]  # Zed sorts last

    async def rename_role(session: AsyncSession) -> None:  # auth_groups
        await session.execute(update(AuthGroup).where(AuthGroup.id == roles["Owner"]).values(name="Proprietor"))

    direct.run(rename_role)
    assert role_of(api, OWNER) == "Proprietor"


# -- M2 -----------------------------------------------------------------------------------------

OWNER_KEEPS = "The Owner hands over ownership by making another member Owner."


def patch_role(client: TestClient, env: Env, who: str, member_id: int, auth_group: Any) -> Any:
    return client.patch(f"{MEMBERS}{member_id}/", json={"auth_group": auth_group}, headers=env.auth(who))


@pytest.mark.parametrize(
    ("who", "target", "role"),
    [
        ("owner", ADMIN, "Editor"),
        ("owner", ADMIN, "Viewer"),
        ("owner", EDITOR, "Admin"),
        ("owner", VIEWER, "Editor"),
        ("owner", ROAMER, "Viewer"),
        ("owner", OWNER, "Owner"),  # keeping the role is allowed, if pointless
        ("admin", EDITOR, "Viewer"),
        ("admin", EDITOR, "Admin"),
        ("admin", VIEWER, "Admin"),
        ("admin", ROAMER, "Viewer"),
        ("admin", ADMIN, "Editor"),  # an Admin may step down
    ],
)
def test_m2_allowed_changes(
    client: TestClient, api: Api, env: Env, roles: dict[str, int], who: str, target: str, role: str
) -> None:
    before = {m["user_detail"]["email"]: m for m in api.members("owner")["results"]}
    member = before[target]
    response = patch_role(client, env, who, member["id"], roles[role])
    assert response.status_code == 200, response.text
    changed = response.json()
    assert {k: v for k, v in changed.items() if k not in ("auth_group", "auth_group_detail", "updated_at")} == {
        k: v for k, v in member.items() if k not in ("auth_group", "auth_group_detail", "updated_at")
    }
    assert (changed["auth_group"], changed["auth_group_detail"]) == (roles[role], {"id": roles[role], "name": role})
    after = {m["user_detail"]["email"]: m for m in api.members("owner")["results"]}
    assert after[target] == changed
    assert {k: v for k, v in after.items() if k != target} == {k: v for k, v in before.items() if k != target}
    assert api.me(next(h for h, e in EMAIL.items() if e == target))["auth_group"]["name"] == role


@pytest.mark.parametrize(
    ("who", "target", "role"),
    [
        ("admin", OWNER, "Admin"),  # Admins never touch the Owner...
        ("admin", OWNER, "Viewer"),
        ("admin", EDITOR, "Owner"),  # ...nor make one
        ("admin", ADMIN, "Owner"),
        ("editor", VIEWER, "Editor"),  # Editors and Viewers change no role, not even their own
        ("editor", EDITOR, "Admin"),
        ("editor", OWNER, "Viewer"),
        ("roamer_user", VIEWER, "Admin"),
        ("viewer", EDITOR, "Viewer"),
        ("viewer", VIEWER, "Editor"),
        ("viewer", VIEWER, "Owner"),
    ],
)
def test_m2_refused_changes_are_403_and_change_nothing(
    client: TestClient, api: Api, env: Env, roles: dict[str, int], who: str, target: str, role: str
) -> None:
    before = api.members("owner")
    member_id = api.member_ids("owner")[target]
    response = patch_role(client, env, who, member_id, roles[role])
    assert (response.status_code, response.json()) == (403, FORBIDDEN)
    assert api.members("owner") == before


@pytest.mark.parametrize("role", ["Admin", "Editor", "Viewer"])
def test_m2_the_owner_cannot_step_down(
    client: TestClient, api: Api, env: Env, roles: dict[str, int], role: str
) -> None:
    before = api.members("owner")
    response = patch_role(client, env, "owner", api.member_ids()[OWNER], roles[role])
    assert (response.status_code, response.json()) == (400, {"auth_group": [OWNER_KEEPS]})
    assert api.members("owner") == before


@pytest.mark.parametrize("successor", [ADMIN, VIEWER])
def test_m2_handing_over_owner_demotes_the_former_owner_to_admin(
    client: TestClient, api: Api, env: Env, roles: dict[str, int], successor: str
) -> None:
    ids = api.member_ids()
    before = api.members("owner")
    response = patch_role(client, env, "owner", ids[successor], roles["Owner"])
    assert response.status_code == 200
    assert response.json()["auth_group_detail"] == {"id": roles["Owner"], "name": "Owner"}
    after = api.members("admin" if successor == ADMIN else "editor")
    by_email = {m["user_detail"]["email"]: m for m in after["results"]}
    assert by_email[successor]["auth_group_detail"]["name"] == "Owner"
    assert by_email[OWNER]["auth_group_detail"]["name"] == "Admin"
    assert [m["auth_group_detail"]["name"] for m in after["results"]].count("Owner") == 1
    untouched = {m["id"]: m for m in before["results"] if m["user_detail"]["email"] not in (OWNER, successor)}
    assert {m["id"]: m for m in after["results"] if m["id"] in untouched} == untouched
    # The former Owner now acts as an Admin: its key has the Admin's permissions and rules.
    former = api.me("owner")["auth_group"]
    assert (former["name"], [p["codename"] for p in former["permissions"]]) == (
        "Admin",
        sorted(PERMISSIONS[Role.ADMIN]),
    )
    refused = patch_role(client, env, "owner", ids[successor], roles["Admin"])
    assert (refused.status_code, refused.json()) == (403, FORBIDDEN)
    # The new Owner has the Owner's: it may remove the former Owner.
    assert (
        client.delete(
            f"{MEMBERS}{ids[OWNER]}/", headers=env.auth("admin" if successor == ADMIN else "viewer")
        ).status_code
        == 204
    )


@pytest.mark.parametrize(
    ("auth_group", "message"),
    [
        (None, "This field may not be null."),
        (999_999, 'Invalid pk "999999" - object does not exist.'),
        (0, 'Invalid pk "0" - object does not exist.'),
        (-1, 'Invalid pk "-1" - object does not exist.'),
        (2**63, f'Invalid pk "{2**63}" - object does not exist.'),
        (10**20, f'Invalid pk "{10**20}" - object does not exist.'),
    ],
)
@pytest.mark.parametrize("who", ["owner", "admin"])
def test_m2_the_role_cannot_be_cleared_or_set_to_an_unknown_id(
    client: TestClient, api: Api, env: Env, who: str, auth_group: int | None, message: str
) -> None:
    before = api.members("owner")
    response = patch_role(client, env, who, api.member_ids()[EDITOR], auth_group)
    assert (response.status_code, response.json()) == (400, {"auth_group": [message]})
    assert api.members("owner") == before


def test_m2_an_unknown_member_is_404(client: TestClient, api: Api, env: Env, roles: dict[str, int]) -> None:
    before = api.members("owner")
    response = patch_role(client, env, "owner", 999_999, roles["Viewer"])
    assert (response.status_code, response.json()) == (404, {"detail": "Not found."})
    assert api.members("owner") == before


def test_m2_the_owner_gives_a_member_without_a_role_one(
    client: TestClient, api: Api, env: Env, direct: Direct, roles: dict[str, int]
) -> None:
    direct.clear_role(VIEWER)
    response = patch_role(client, env, "owner", api.member_ids()[VIEWER], roles["Editor"])
    assert (response.status_code, response.json()["auth_group"]) == (200, roles["Editor"])
    assert api.me("viewer")["auth_group"]["name"] == "Editor"


# -- M3 -----------------------------------------------------------------------------------------


def remove(client: TestClient, env: Env, who: str, member_id: int) -> Any:
    return client.delete(f"{MEMBERS}{member_id}/", headers=env.auth(who))


@pytest.mark.parametrize(
    ("who", "target"),
    [
        ("owner", ADMIN),
        ("owner", EDITOR),
        ("owner", VIEWER),
        ("owner", ROAMER),
        ("admin", EDITOR),
        ("admin", VIEWER),
        ("admin", ROAMER),
        ("admin", ADMIN),  # any member but the Owner may leave
        ("editor", EDITOR),
        ("viewer", VIEWER),
        ("roamer_user", ROAMER),
        ("roamer_workspace", ROAMER),
    ],
)
def test_m3_allowed_removals(client: TestClient, api: Api, env: Env, who: str, target: str) -> None:
    before = api.members("owner")
    ids = api.member_ids()
    response = remove(client, env, who, ids[target])
    assert (response.status_code, response.content) == (204, b"")
    after = api.members("owner")
    assert after["count"] == 4
    assert after["results"] == [m for m in before["results"] if m["id"] != ids[target]]
    assert member_count(api) == 4
    again = remove(client, env, "owner", ids[target])
    assert (again.status_code, again.json()) == (404, {"detail": "Not found."})


def test_m3_an_admin_removes_another_admin(client: TestClient, api: Api, env: Env, roles: dict[str, int]) -> None:
    ids = api.member_ids()
    assert patch_role(client, env, "owner", ids[EDITOR], roles["Admin"]).status_code == 200
    assert remove(client, env, "admin", ids[EDITOR]).status_code == 204
    assert EDITOR not in api.emails("owner")


@pytest.mark.parametrize(
    ("who", "target"),
    [
        ("admin", OWNER),
        ("editor", VIEWER),
        ("editor", ADMIN),
        ("editor", OWNER),
        ("roamer_user", EDITOR),
        ("viewer", EDITOR),
        ("viewer", OWNER),
    ],
)
def test_m3_refused_removals_are_403_and_change_nothing(
    client: TestClient, api: Api, env: Env, who: str, target: str
) -> None:
    before = api.members("owner")
    response = remove(client, env, who, api.member_ids()[target])
    assert (response.status_code, response.json()) == (403, FORBIDDEN)
    assert api.members("owner") == before
    assert member_count(api) == 5


def test_m3_the_owner_cannot_leave(client: TestClient, api: Api, env: Env) -> None:
    before = api.members("owner")
    response = remove(client, env, "owner", api.member_ids()[OWNER])
    assert (response.status_code, response.json()) == (
        400,
        {"non_field_errors": ["The Owner must hand over ownership before leaving the workspace."]},
    )
    assert api.members("owner") == before
    assert member_count(api) == 5


def test_m3_a_removed_members_keys_stop_acting_in_the_workspace(
    client: TestClient, api: Api, env: Env, roles: dict[str, int]
) -> None:
    ids = api.member_ids()
    assert remove(client, env, "owner", ids[EDITOR]).status_code == 204
    for method, path, body in [
        ("GET", "/api/accounts/users/me/", None),
        ("GET", MEMBERS, None),
        ("GET", "/api/accounts/workspaces/", None),
        ("PATCH", f"{MEMBERS}{ids[VIEWER]}/", {"auth_group": roles["Viewer"]}),
        ("DELETE", f"{MEMBERS}{ids[EDITOR]}/", None),
    ]:
        response = client.request(method, path, json=body, headers=env.auth("editor"))
        assert (response.status_code, response.json()) == (403, FORBIDDEN), (method, path)


def test_m3_removing_the_roamer_from_a_leaves_its_b_membership(client: TestClient, api: Api, env: Env) -> None:
    assert client.post(
        "/api/accounts/workspaces/switch/", json={"company_id": env.workspaces["b"]}, headers=env.auth("roamer_user")
    ).json() == {"message": "Switched to workspace Bolt Coffee."}
    assert remove(client, env, "owner", api.member_ids()[ROAMER]).status_code == 204
    # The pinned key was a's: it stops acting.
    pinned = client.get(MEMBERS, headers=env.auth("roamer_workspace"))
    assert (pinned.status_code, pinned.json()) == (403, FORBIDDEN)
    # The user key was moved to b: it still acts there, and b still lists the roamer.
    assert api.me("roamer_user")["company"]["id"] == env.workspaces["b"]
    assert api.emails("other_owner") == ["owner@bolt.example", ROAMER]
    assert [w["id"] for w in api.get("roamer_user", "/api/accounts/workspaces/")["results"]] == [env.workspaces["b"]]


def test_m3_removing_the_roamer_from_its_active_workspace_moves_its_user_key_to_another(
    client: TestClient, api: Api, env: Env
) -> None:
    """The user key followed a; with a gone it follows the roamer's remaining workspace, b, and can still switch."""
    assert api.me("roamer_user")["company"]["id"] == env.workspaces["a"]
    assert remove(client, env, "owner", api.member_ids()[ROAMER]).status_code == 204
    assert api.me("roamer_user")["company"]["id"] == env.workspaces["b"]
    assert api.me("roamer_user")["auth_group"]["name"] == "Viewer"
    pinned = client.get(MEMBERS, headers=env.auth("roamer_workspace"))
    assert (pinned.status_code, pinned.json()) == (403, FORBIDDEN)


def test_m3_a_member_without_a_role_may_only_leave(
    client: TestClient, api: Api, env: Env, direct: Direct, roles: dict[str, int]
) -> None:
    direct.clear_role(VIEWER)
    ids = api.member_ids()
    listed = client.get(MEMBERS, headers=env.auth("viewer"))
    assert (listed.status_code, listed.json()) == (403, FORBIDDEN)
    for target in (VIEWER, EDITOR):
        response = patch_role(client, env, "viewer", ids[target], roles["Viewer"])
        assert (response.status_code, response.json()) == (403, FORBIDDEN)
    response = remove(client, env, "viewer", ids[EDITOR])
    assert (response.status_code, response.json()) == (403, FORBIDDEN)
    assert api.emails("owner") == BY_NAME
    assert remove(client, env, "viewer", ids[VIEWER]).status_code == 204
    assert api.emails("owner") == [ADMIN, EDITOR, OWNER, ROAMER]
