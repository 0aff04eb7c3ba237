"""Due diligence statements DS1–DS5, extension operations (decisions due_diligence_statements,
statement_products, due_diligence_statement_status, due_diligence_statement_ordering)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.db.products import DueDiligenceStatement
from tests.api.catalogue import NOT_FOUND, PRODUCTS, STATEMENTS, Catalogue
from tests.api.conftest import Direct, Env

TAKEN = {"dds_identifier": ["due diligence statement with this dds identifier already exists."]}


@pytest.fixture
def catalogue(client: TestClient, env: Env) -> Catalogue:
    return Catalogue(client, env)


def invalid(id: object) -> dict[str, list[str]]:
    return {"products": [f'Invalid pk "{id}" - object does not exist.']}


def test_a_statement_is_created_with_its_defaults(catalogue: Catalogue, env: Env) -> None:
    created = catalogue.statement("DDS-1", "Cocoa 2025")
    assert created["created_at"] == created["updated_at"]
    assert created | {"id": None, "created_at": None, "updated_at": None} == {
        "id": None,
        "company_id": env.workspaces["a"],
        "type": "EUDR",
        "name": "Cocoa 2025",
        "dds_identifier": "DDS-1",
        "dds_data": {},
        "status": "draft",
        "pulse_params": f"due_diligence_statement:{created['id']}",
        "created_at": None,
        "updated_at": None,
        "products": [],
        "filing": None,
    }
    assert catalogue.get(f"{STATEMENTS}{created['id']}/") == created
    assert catalogue.get(STATEMENTS) == {"count": 1, "results": [created]}


def test_every_field_is_written_and_a_partial_update_changes_only_what_it_gives(catalogue: Catalogue) -> None:
    product = catalogue.product("P")["id"]
    data = {"operator": {"name": "Acme"}, "volumes": [1, 2.5]}
    created = catalogue.statement("DDS-1", "First", type="EUDR", dds_data=data, status="submitted", products=[product])
    assert (created["dds_data"], created["status"], created["products"]) == (data, "submitted", [product])
    path = f"{STATEMENTS}{created['id']}/"
    response = catalogue.patch(path, {"status": "available", "dds_data": None, "name": "Renamed"})
    assert response.status_code == 200, response.text
    changed = response.json()
    assert (changed["status"], changed["dds_data"], changed["name"]) == ("available", None, "Renamed")
    assert (changed["dds_identifier"], changed["products"], changed["created_at"]) == (
        "DDS-1",
        [product],
        created["created_at"],
    )
    assert changed["updated_at"] > created["updated_at"]


def test_statements_cover_products_of_the_workspace(catalogue: Catalogue, client: TestClient, env: Env) -> None:
    first, second = catalogue.product("P1")["id"], catalogue.product("P2")["id"]
    theirs = catalogue.product("X", who="other_owner")["id"]
    statement = catalogue.statement("DDS-1", products=[second, first, second])
    assert statement["products"] == [first, second]  # once each, ascending
    inline = {key: value for key, value in statement.items() if key not in ("products", "filing")}
    assert catalogue.get(f"{PRODUCTS}{first}/")["due_diligence_statements"] == [inline]
    path = f"{STATEMENTS}{statement['id']}/"

    for ids, wrong in (([first, theirs], theirs), ([10**9], 10**9), ([2**63], 2**63)):
        response = client.post(
            STATEMENTS, json={"name": "x", "dds_identifier": "DDS-2", "products": ids}, headers=env.auth("owner")
        )
        assert (response.status_code, response.json()) == (400, invalid(wrong))
        response = catalogue.patch(path, {"products": ids, "name": "changed"})
        assert (response.status_code, response.json()) == (400, invalid(wrong))
    assert catalogue.listed(STATEMENTS, "dds_identifier") == ["DDS-1"]
    assert catalogue.get(path) == statement

    moved = catalogue.patch(path, {"products": [second]}).json()
    assert moved["products"] == [second]
    assert catalogue.get(f"{PRODUCTS}{first}/")["due_diligence_statements"] == []
    assert [s["id"] for s in catalogue.get(f"{PRODUCTS}{second}/")["due_diligence_statements"]] == [statement["id"]]
    assert catalogue.patch(path, {"name": "kept products"}).json()["products"] == [second]


def test_the_identifier_is_unique_among_statements_not_deleted(
    catalogue: Catalogue, client: TestClient, env: Env, direct: Direct
) -> None:
    product = catalogue.product("P")["id"]
    first = catalogue.statement("DDS-1", products=[product])
    second = catalogue.statement("DDS-2")
    response = client.post(STATEMENTS, json={"name": "x", "dds_identifier": "DDS-1"}, headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (400, TAKEN)
    response = catalogue.patch(f"{STATEMENTS}{second['id']}/", {"dds_identifier": "DDS-1", "name": "x"})
    assert (response.status_code, response.json()) == (400, TAKEN)
    assert catalogue.get(f"{STATEMENTS}{second['id']}/") == second
    catalogue.statement("DDS-1", who="other_owner")  # another workspace's identifiers are its own

    path = f"{STATEMENTS}{first['id']}/"
    assert catalogue.delete(path).status_code == 204
    for response in (
        client.get(path, headers=env.auth("owner")),
        catalogue.patch(path, {"name": "back"}),
        catalogue.delete(path),
    ):
        assert (response.status_code, response.json()) == NOT_FOUND
    assert catalogue.listed(STATEMENTS, "id") == [second["id"]]
    assert catalogue.listed(STATEMENTS, "id", id=first["id"]) == []
    assert catalogue.get(f"{PRODUCTS}{product}/")["due_diligence_statements"] == []
    again = catalogue.statement("DDS-1", products=[product])  # the identifier is free again

    async def kept(session: AsyncSession) -> list[tuple[str, bool]]:
        rows = await session.execute(
            select(DueDiligenceStatement.dds_identifier, DueDiligenceStatement.deleted_at.is_not(None))
            .where(DueDiligenceStatement.company_id == env.workspaces["a"])
            .order_by(DueDiligenceStatement.id)
        )
        return [(identifier, deleted) for identifier, deleted in rows.all()]

    assert direct.run(kept) == [("DDS-1", True), ("DDS-2", False), ("DDS-1", False)]
    assert [s["id"] for s in catalogue.get(f"{PRODUCTS}{product}/")["due_diligence_statements"]] == [again["id"]]


@pytest.fixture
def three(catalogue: Catalogue) -> dict[str, dict[str, Any]]:
    """Three statements that each filter divides; C is updated last."""
    p1, p2 = catalogue.product("P1")["id"], catalogue.product("P2")["id"]
    statements = {
        "A": catalogue.statement("EU-2025-001", "Cocoa spring", products=[p1]),
        "B": catalogue.statement("EU-2025-002", "Cocoa autumn", status="submitted", products=[p1, p2]),
        "C": catalogue.statement("TR-7", "Coffee", status="withdrawn"),
    }
    statements["C"] = catalogue.patch(f"{STATEMENTS}{statements['C']['id']}/", {"dds_data": {"x": 1}}).json()
    return {**statements, "products": {"p1": p1, "p2": p2}}


FILTERS: list[tuple[dict[str, str], str]] = [
    ({"name": "Coffee"}, "C"),
    ({"name__icontains": "COCOA"}, "AB"),
    ({"dds_identifier": "TR-7"}, "C"),
    ({"dds_identifier__icontains": "2025"}, "AB"),
    ({"dds_identifier__in": "EU-2025-001,TR-7"}, "AC"),
    ({"type": "EUDR"}, "ABC"),
    ({"status": "draft"}, "A"),
    ({"status__in": "submitted,withdrawn"}, "BC"),
    ({"search": "autumn"}, "B"),
    ({"search": "eu-2025"}, "AB"),
    ({"search": "cocoa 001"}, "A"),
]


@pytest.mark.parametrize(("params", "expected"), FILTERS, ids=[str(p) for p, _ in FILTERS])
def test_each_filter_includes_and_excludes(
    catalogue: Catalogue, three: dict[str, dict[str, Any]], params: dict[str, str], expected: str
) -> None:
    identifiers = {three[letter]["dds_identifier"] for letter in expected}
    assert set(catalogue.listed(STATEMENTS, "dds_identifier", **params)) == identifiers


def test_id_product_and_time_filters(catalogue: Catalogue, three: dict[str, dict[str, Any]]) -> None:
    a, b, c = three["A"], three["B"], three["C"]
    p1, p2 = three["products"]["p1"], three["products"]["p2"]
    by_id = {"ordering": "id"}
    assert catalogue.listed(STATEMENTS, "id", id=a["id"]) == [a["id"]]
    assert catalogue.listed(STATEMENTS, "id", id__in=f"{a['id']},{c['id']}", **by_id) == [a["id"], c["id"]]
    assert catalogue.listed(STATEMENTS, "id", products=p2) == [b["id"]]
    assert catalogue.listed(STATEMENTS, "id", products__in=f"{p1},{p2}", **by_id) == [a["id"], b["id"]]
    assert catalogue.listed(STATEMENTS, "id", created_at__gte=b["created_at"], **by_id) == [b["id"], c["id"]]
    assert catalogue.listed(STATEMENTS, "id", created_at__lte=b["created_at"], **by_id) == [a["id"], b["id"]]
    assert catalogue.listed(STATEMENTS, "id", updated_at__gte=c["updated_at"]) == [c["id"]]
    assert catalogue.listed(STATEMENTS, "id", updated_at__lte=b["updated_at"], **by_id) == [a["id"], b["id"]]


def test_ordering(catalogue: Catalogue, three: dict[str, dict[str, Any]]) -> None:
    assert catalogue.listed(STATEMENTS, "dds_identifier") == ["TR-7", "EU-2025-002", "EU-2025-001"]  # newest first
    assert catalogue.listed(STATEMENTS, "name", ordering="name") == ["Cocoa autumn", "Cocoa spring", "Coffee"]
    assert catalogue.listed(STATEMENTS, "status", ordering="-status,id") == ["withdrawn", "submitted", "draft"]
    assert catalogue.listed(STATEMENTS, "dds_identifier", ordering="-dds_identifier")[0] == "TR-7"
    assert catalogue.listed(STATEMENTS, "dds_identifier", ordering="-updated_at")[0] == "TR-7"


def test_another_workspaces_statement_is_not_found(catalogue: Catalogue, client: TestClient, env: Env) -> None:
    theirs = catalogue.statement("DDS-X", who="other_owner")["id"]
    path = f"{STATEMENTS}{theirs}/"
    for response in (
        client.get(path, headers=env.auth("owner")),
        catalogue.patch(path, {"name": "mine now"}),
        catalogue.delete(path),
    ):
        assert (response.status_code, response.json()) == NOT_FOUND
    assert catalogue.get(STATEMENTS, id=theirs) == {"count": 0, "results": []}
    assert catalogue.get(path, who="other_owner")["name"] == "Statement DDS-X"


def test_viewers_read_statements_and_editors_change_them(catalogue: Catalogue, client: TestClient, env: Env) -> None:
    id = catalogue.statement("DDS-E", who="editor")["id"]
    path = f"{STATEMENTS}{id}/"
    assert catalogue.get(path, who="viewer")["dds_identifier"] == "DDS-E"
    assert catalogue.get(STATEMENTS, who="viewer")["count"] == 1
    for response in (
        client.post(STATEMENTS, json={"name": "v", "dds_identifier": "V"}, headers=env.auth("viewer")),
        catalogue.patch(path, {"name": "v"}, who="viewer"),
        catalogue.delete(path, who="viewer"),
    ):
        assert response.status_code == 403, response.text
    assert catalogue.patch(path, {"status": "submitted"}, who="editor").status_code == 200
    assert catalogue.delete(path, who="editor").status_code == 204


BAD_BODIES: list[tuple[dict[str, Any], set[str]]] = [
    ({}, {"name", "dds_identifier"}),
    ({"name": "", "dds_identifier": "x"}, {"name"}),
    ({"name": "x", "dds_identifier": ""}, {"dds_identifier"}),
    ({"name": "x", "dds_identifier": "d" * 256}, {"dds_identifier"}),
    ({"name": "x", "dds_identifier": "x", "type": "CSDDD"}, {"type"}),
    ({"name": "x", "dds_identifier": "x", "status": "approved"}, {"status"}),
    ({"name": "x", "dds_identifier": "x", "products": ["1"]}, {"products"}),
    ({"name": "x", "dds_identifier": "x", "products": list(range(1, 1002))}, {"products"}),
    ({"name": "x", "dds_identifier": "x", "deleted_at": None}, {"deleted_at"}),
    # pulse_params is the record's, read-only: accepted and ignored (decision read_only_fields); a
    # field the record does not have at all is refused.
    ({"name": "x", "dds_identifier": "x", "colour": "red"}, {"colour"}),
]


@pytest.mark.parametrize(("body", "fields"), BAD_BODIES, ids=[",".join(sorted(f)) for _, f in BAD_BODIES])
def test_bad_input_is_a_field_level_400_that_changes_nothing(
    catalogue: Catalogue, client: TestClient, env: Env, body: dict[str, Any], fields: set[str]
) -> None:
    existing = catalogue.statement("KEEP")
    response = client.post(STATEMENTS, json=body, headers=env.auth("owner"))
    assert response.status_code == 400, response.text
    assert set(response.json()) == fields
    bad_values = {key: value for key, value in body.items() if key in fields}
    if bad_values:  # the same values refused by a partial update
        patched = catalogue.patch(f"{STATEMENTS}{existing['id']}/", bad_values)
        assert (patched.status_code, set(patched.json())) == (400, fields), patched.text
    assert catalogue.get(STATEMENTS) == {"count": 1, "results": [existing]}
