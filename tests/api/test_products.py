"""Products PR1–PR5, extension operations (decisions product_fields, product_tags, product_ordering,
referenced_deletion)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.db.products import Product, ProductTag, Tag
from tests.api.catalogue import NOT_FOUND, PRODUCTS, STATEMENTS, Catalogue, counted_statements
from tests.api.conftest import Direct, Env

TAKEN = {"sku": ["product with this sku already exists."]}


@pytest.fixture
def catalogue(client: TestClient, env: Env) -> Catalogue:
    return Catalogue(client, env)


def tag_records(direct: Direct) -> list[tuple[int, str, str, str]]:
    """Every tag record: (workspace, kind, name, slug), by id."""

    async def work(session: AsyncSession) -> list[tuple[int, str, str, str]]:
        rows = await session.execute(select(Tag.company_id, Tag.kind, Tag.name, Tag.slug).order_by(Tag.id))
        return [tuple(row) for row in rows.all()]  # type: ignore[misc]

    return direct.run(work)


def test_a_product_is_created_with_its_defaults(catalogue: Catalogue, env: Env) -> None:
    created = catalogue.product("COC-1", "Cocoa beans")
    assert created | {"id": None, "created_at": None, "updated_at": None} == {
        "id": None,
        "company_id": env.workspaces["a"],
        "sku": "COC-1",
        "name": "Cocoa beans",
        "description": "",
        "scientific_name": "",
        "common_name": "",
        "type": "manufactured",
        "hs_code": "",
        "commodity": None,
        "composition": "simple",
        "external_id": "",
        "metadata": {"species": []},
        "assessment_status": "pending",
        "assessment_summary": None,
        "excluded_propagation_identifiers": [],
        "created_at": None,
        "updated_at": None,
        "tags": [],
        "due_diligence_statements": [],
    }
    assert catalogue.get(f"{PRODUCTS}{created['id']}/") == created
    assert catalogue.get(PRODUCTS) == {"count": 1, "results": [created]}


def test_every_field_is_written_and_a_partial_update_changes_only_what_it_gives(catalogue: Catalogue) -> None:
    fields = {
        "description": "Fermented and dried.",
        "scientific_name": "Theobroma cacao",
        "common_name": "cacao",
        "type": "raw",
        "hs_code": "1801 00 00",
        "commodity": "cocoa",
        "composition": "composite",
        "external_id": "erp-17",
        "metadata": {"species": [{"common_name": "cacao", "scientific_name": "Theobroma cacao"}, {"common_name": "x"}]},
        "excluded_propagation_identifiers": ["origin:3"],
        "tags": ["Organic", "Fair Trade"],
    }
    created = catalogue.product("COC-1", "Cocoa beans", **fields)
    expected = fields | {
        "metadata": {
            "species": [
                {"common_name": "cacao", "scientific_name": "Theobroma cacao"},
                {"common_name": "x", "scientific_name": ""},
            ]
        },
        "tags": ["Fair Trade", "Organic"],  # sorted
    }
    assert {key: created[key] for key in fields} == expected

    path = f"{PRODUCTS}{created['id']}/"
    patched = catalogue.patch(path, {"name": "Cocoa nibs", "commodity": None, "tags": ["Nibs"]})
    assert patched.status_code == 200, patched.text
    changed = patched.json()
    assert (changed["name"], changed["commodity"], changed["tags"]) == ("Cocoa nibs", None, ["Nibs"])
    assert {key: changed[key] for key in fields if key not in ("commodity", "tags")} == {
        key: expected[key] for key in fields if key not in ("commodity", "tags")
    }
    assert changed["updated_at"] > created["updated_at"] and changed["created_at"] == created["created_at"]
    assert catalogue.patch(path, {}).json()["tags"] == ["Nibs"]  # tags change only when given


def test_the_sku_is_unique_in_the_workspace(catalogue: Catalogue, client: TestClient, env: Env) -> None:
    first = catalogue.product("COC-1", "Cocoa beans")
    second = catalogue.product("COC-2", "Cocoa butter")
    response = client.post(PRODUCTS, json={"sku": "COC-1", "name": "again"}, headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (400, TAKEN)
    response = catalogue.patch(f"{PRODUCTS}{second['id']}/", {"sku": "COC-1", "name": "renamed"})
    assert (response.status_code, response.json()) == (400, TAKEN)
    assert catalogue.listed(PRODUCTS, "name") == ["Cocoa beans", "Cocoa butter"]  # nothing changed
    assert catalogue.patch(f"{PRODUCTS}{first['id']}/", {"sku": "COC-1"}).status_code == 200  # its own sku
    catalogue.product("coc-1", "Compared exactly")
    catalogue.product("COC-1", "Another workspace's", who="other_owner")


def test_tags_are_records_with_django_slugs(catalogue: Catalogue, direct: Direct, env: Env) -> None:
    first = catalogue.product("A", tags=["Fair Trade", "fair-trade", "Crème brûlée", "Organic"])
    assert first["tags"] == ["Crème brûlée", "Fair Trade", "Organic"]
    second = catalogue.product("B", tags=["FAIR  TRADE"])
    assert second["tags"] == ["Fair Trade"]  # the same slug is the same tag, shown as first written
    catalogue.product("C", tags=["Fair Trade"], who="other_owner")
    acme, other = env.workspaces["a"], env.workspaces["b"]
    assert tag_records(direct) == [
        (acme, "product", "Fair Trade", "fair-trade"),
        (acme, "product", "Crème brûlée", "creme-brulee"),
        (acme, "product", "Organic", "organic"),
        (other, "product", "Fair Trade", "fair-trade"),
    ]
    replaced = catalogue.patch(f"{PRODUCTS}{first['id']}/", {"tags": ["organic", "New one"]}).json()
    assert replaced["tags"] == ["New one", "Organic"]
    assert len(tag_records(direct)) == 5  # a tag no product uses any more is kept
    assert catalogue.listed(PRODUCTS, "sku", tags__slug="fair-trade") == ["B"]


@pytest.fixture
def four(catalogue: Catalogue, direct: Direct) -> dict[str, dict[str, Any]]:
    """Four products that each filter divides; D is assessed (passing), C updated last."""
    products = {
        "A": catalogue.product(
            "COC-1",
            "Cocoa beans",
            commodity="cocoa",
            composition="simple",
            common_name="cacao",
            scientific_name="Theobroma cacao",
            tags=["Fair Trade", "Organic"],
            external_id="erp-1",
        ),
        "B": catalogue.product(
            "COF-2",
            "Coffee roasted",
            commodity="coffee",
            composition="composite",
            type="raw",
            common_name="arabica",
            scientific_name="Coffea arabica",
            tags=["Organic"],
            external_id="erp-2",
        ),
        "C": catalogue.product("TBL-3", "Table", composition="composite"),
        "D": catalogue.product(
            "COC-4", "Cocoa butter", commodity="cocoa", composition="composite", tags=["Premium blend"]
        ),
    }

    async def assess(session: AsyncSession) -> None:
        await session.execute(update(Product).where(Product.sku == "COC-4").values(assessment_status="passing"))

    direct.run(assess)
    products["C"] = catalogue.patch(f"{PRODUCTS}{products['C']['id']}/", {"description": "Oak"}).json()
    return products


FILTERS: list[tuple[dict[str, str], str]] = [
    ({"sku": "COC-1"}, "A"),
    ({"sku__icontains": "coc"}, "AD"),
    ({"sku__in": "COF-2,TBL-3"}, "BC"),
    ({"name": "Table"}, "C"),
    ({"name__icontains": "COCOA"}, "AD"),
    ({"name__startswith": "Co"}, "ABD"),
    ({"name__startswith": "co"}, ""),  # case-sensitive
    ({"commodity": "cocoa"}, "AD"),
    ({"commodity__in": "coffee,wood"}, "B"),
    ({"commodity__isnull": "true"}, "C"),
    ({"commodity__isnull": "false"}, "ABD"),
    ({"composition": "simple"}, "A"),
    ({"composition__in": "composite"}, "BCD"),
    ({"type": "raw"}, "B"),
    ({"assessment_status": "pending"}, "ABC"),
    ({"assessment_status__in": "passing,failing"}, "D"),
    ({"tags__name": "Organic"}, "AB"),
    ({"tags__name__icontains": "trade"}, "A"),
    ({"tags__name__in": "Fair Trade,Premium blend"}, "AD"),
    ({"tags__slug": "fair-trade"}, "A"),
    ({"tags__slug__in": "organic,premium-blend"}, "ABD"),
    ({"external_id": "erp-1"}, "A"),
    ({"external_id__in": "erp-1,erp-2"}, "AB"),
    ({"search": "cacao"}, "A"),
    ({"search": "coffea"}, "B"),
    ({"search": "coc"}, "AD"),
    ({"search": "cocoa butter"}, "D"),  # every term matches
    ({"search": "tbl", "composition": "composite"}, "C"),
]


@pytest.mark.parametrize(("params", "expected"), FILTERS, ids=[str(p) for p, _ in FILTERS])
def test_each_filter_includes_and_excludes(
    catalogue: Catalogue, four: dict[str, dict[str, Any]], params: dict[str, str], expected: str
) -> None:
    skus = {four[letter]["sku"] for letter in expected}
    assert set(catalogue.listed(PRODUCTS, "sku", **params)) == skus


def test_id_and_time_filters(catalogue: Catalogue, four: dict[str, dict[str, Any]]) -> None:
    a, b, c = four["A"], four["B"], four["C"]
    assert catalogue.listed(PRODUCTS, "id", id=a["id"]) == [a["id"]]
    assert catalogue.listed(PRODUCTS, "sku", id__in=f"{a['id']},{c['id']}", ordering="id") == ["COC-1", "TBL-3"]
    assert catalogue.listed(PRODUCTS, "sku", created_at__gte=b["created_at"], ordering="id") == [
        "COF-2",
        "TBL-3",
        "COC-4",
    ]
    assert catalogue.listed(PRODUCTS, "sku", created_at__lte=b["created_at"], ordering="id") == ["COC-1", "COF-2"]
    assert catalogue.listed(PRODUCTS, "sku", updated_at__gte=c["updated_at"]) == ["TBL-3"]
    assert catalogue.listed(PRODUCTS, "sku", updated_at__lte=b["updated_at"], ordering="id") == ["COC-1", "COF-2"]


def test_ordering(catalogue: Catalogue, four: dict[str, dict[str, Any]]) -> None:
    assert catalogue.listed(PRODUCTS, "name") == ["Cocoa beans", "Cocoa butter", "Coffee roasted", "Table"]
    assert catalogue.listed(PRODUCTS, "sku", ordering="-sku") == ["TBL-3", "COF-2", "COC-4", "COC-1"]
    assert catalogue.listed(PRODUCTS, "sku", ordering="-updated_at")[0] == "TBL-3"
    assert catalogue.listed(PRODUCTS, "sku", ordering="created_at") == ["COC-1", "COF-2", "TBL-3", "COC-4"]
    assert catalogue.listed(PRODUCTS, "sku", ordering="-name,-id") == ["TBL-3", "COF-2", "COC-4", "COC-1"]
    page = catalogue.get(PRODUCTS, ordering="-id", limit=2, offset=1)
    assert (page["count"], [p["sku"] for p in page["results"]]) == (4, ["TBL-3", "COF-2"])


def test_another_workspaces_product_is_not_found(catalogue: Catalogue, client: TestClient, env: Env) -> None:
    theirs = catalogue.product("X", who="other_owner")["id"]
    path = f"{PRODUCTS}{theirs}/"
    for response in (
        client.get(path, headers=env.auth("owner")),
        catalogue.patch(path, {"name": "mine now"}),
        catalogue.delete(path),
    ):
        assert (response.status_code, response.json()) == NOT_FOUND
    assert catalogue.get(PRODUCTS, id=theirs) == {"count": 0, "results": []}
    assert catalogue.get(path, who="other_owner")["name"] == "Product X"


def test_viewers_read_products_and_editors_change_them(catalogue: Catalogue, client: TestClient, env: Env) -> None:
    id = catalogue.product("E", who="editor")["id"]
    path = f"{PRODUCTS}{id}/"
    assert catalogue.get(path, who="viewer")["sku"] == "E"
    assert catalogue.get(PRODUCTS, who="viewer")["count"] == 1
    forbidden = {"detail": "You do not have permission to perform this action."}
    for response in (
        client.post(PRODUCTS, json={"sku": "V", "name": "v"}, headers=env.auth("viewer")),
        catalogue.patch(path, {"name": "v"}, who="viewer"),
        catalogue.delete(path, who="viewer"),
    ):
        assert (response.status_code, response.json()) == (403, forbidden)
    assert catalogue.patch(path, {"name": "edited"}, who="editor").status_code == 200
    assert catalogue.delete(path, who="editor").status_code == 204


BAD_BODIES: list[tuple[dict[str, Any], set[str]]] = [
    ({}, {"sku", "name"}),
    ({"sku": "", "name": "x"}, {"sku"}),
    ({"sku": "x" * 256, "name": "x"}, {"sku"}),
    ({"sku": "x", "name": ""}, {"name"}),
    ({"sku": "x", "name": "x", "description": None}, {"description"}),
    ({"sku": "x", "name": "x", "commodity": "gold"}, {"commodity"}),
    ({"sku": "x", "name": "x", "composition": "mixed"}, {"composition"}),
    ({"sku": "x", "name": "x", "type": ""}, {"type"}),
    ({"sku": "x", "name": "x", "hs_code": "1" * 33}, {"hs_code"}),
    ({"sku": "x", "name": "x", "tags": ["ok", ""]}, {"tags"}),
    ({"sku": "x", "name": "x", "tags": ["t" * 101]}, {"tags"}),
    ({"sku": "x", "name": "x", "tags": [f"t{i}" for i in range(101)]}, {"tags"}),
    ({"sku": "x", "name": "x", "metadata": {"species": [{"common_name": 1}]}}, {"metadata"}),
    ({"sku": "x", "name": "x", "metadata": {"genus": []}}, {"metadata"}),
    # assessment_status and due_diligence_statements are read-only (ignored); names a product lacks are unknown
    ({"sku": "x", "name": "x", "assessment": "passing"}, {"assessment"}),
    ({"sku": "x", "name": "x", "statements": []}, {"statements"}),
]


@pytest.mark.parametrize(("body", "fields"), BAD_BODIES, ids=[",".join(sorted(f)) for _, f in BAD_BODIES])
def test_bad_input_is_a_field_level_400_that_changes_nothing(
    catalogue: Catalogue, client: TestClient, env: Env, direct: Direct, body: dict[str, Any], fields: set[str]
) -> None:
    existing = catalogue.product("KEEP", "Kept", tags=["kept"])
    response = client.post(PRODUCTS, json=body, headers=env.auth("owner"))
    assert response.status_code == 400, response.text
    assert set(response.json()) == fields
    bad_values = {key: value for key, value in body.items() if key in fields}
    if bad_values:  # the same values refused by a partial update
        patched = catalogue.patch(f"{PRODUCTS}{existing['id']}/", bad_values)
        assert (patched.status_code, set(patched.json())) == (400, fields), patched.text
    assert catalogue.get(PRODUCTS) == {"count": 1, "results": [existing]}
    assert [name for _, _, name, _ in tag_records(direct)] == ["kept"]


def test_a_tag_without_letters_or_digits_is_refused_at_its_index(
    catalogue: Catalogue, client: TestClient, env: Env, direct: Direct
) -> None:
    body = {"sku": "x", "name": "x", "tags": ["fine", "!!!", "--"]}
    response = client.post(PRODUCTS, json=body, headers=env.auth("owner"))
    message = ["A tag needs at least one letter or digit."]
    assert (response.status_code, response.json()) == (400, {"tags": {"1": message, "2": message}})
    assert catalogue.get(PRODUCTS)["count"] == 0 and tag_records(direct) == []


def test_partial_updates_refuse_nulls_and_change_nothing(catalogue: Catalogue) -> None:
    created = catalogue.product("KEEP", "Kept", tags=["kept"], commodity="wood")
    path = f"{PRODUCTS}{created['id']}/"
    for body, field in (
        ({"name": None}, "name"),
        ({"tags": None}, "tags"),
        ({"sku": "ok", "composition": None}, "composition"),
    ):
        response = catalogue.patch(path, body)
        assert response.status_code == 400 and set(response.json()) == {field}, response.text
    assert catalogue.get(path) == created


def test_deleting_a_product(catalogue: Catalogue, direct: Direct) -> None:
    doomed = catalogue.product("GONE", tags=["shared"])
    kept = catalogue.product("KEPT", tags=["shared"])
    assert catalogue.delete(f"{PRODUCTS}{doomed['id']}/").status_code == 204
    assert (catalogue.delete(f"{PRODUCTS}{doomed['id']}/").status_code, catalogue.listed(PRODUCTS, "sku")) == (
        404,
        ["KEPT"],
    )

    async def links(session: AsyncSession) -> list[int]:
        return list((await session.scalars(select(ProductTag.product_id))).all())

    assert direct.run(links) == [kept["id"]]
    assert catalogue.listed(PRODUCTS, "sku", tags__name="shared") == ["KEPT"]


def test_a_product_that_statements_cover_is_not_deleted(catalogue: Catalogue) -> None:
    product = catalogue.product("COC-1")
    path = f"{PRODUCTS}{product['id']}/"
    first = catalogue.statement("DDS-1", products=[product["id"]])
    second = catalogue.statement("DDS-2", products=[product["id"]])
    refused = catalogue.delete(path)
    assert (refused.status_code, refused.json()) == (
        400,
        {
            "non_field_errors": [
                f"This product is still referenced by due diligence statements: {first['id']} (DDS-1), "
                f"{second['id']} (DDS-2). Remove it from them first."
            ]
        },
    )
    assert len(catalogue.get(path)["due_diligence_statements"]) == 2
    assert catalogue.delete(f"{STATEMENTS}{first['id']}/").status_code == 204
    assert catalogue.patch(f"{STATEMENTS}{second['id']}/", {"products": []}).status_code == 200
    assert catalogue.delete(path).status_code == 204  # the deleted statement's link goes with it
    assert catalogue.get(f"{STATEMENTS}{second['id']}/")["products"] == []


def test_many_references_are_named_up_to_ten(catalogue: Catalogue) -> None:
    product = catalogue.product("P")["id"]
    for i in range(12):
        catalogue.statement(f"DDS-{i:02}", products=[product])
    message = catalogue.delete(f"{PRODUCTS}{product}/").json()["non_field_errors"][0]
    assert (
        "(DDS-09)" in message and "(DDS-10)" not in message and message.endswith("and more. Remove it from them first.")
    )


def test_a_page_of_products_takes_the_same_statements_whatever_its_size(catalogue: Catalogue) -> None:
    """Tags and statements are read for the whole page, one statement each, never per product."""
    for i in range(50):
        product = catalogue.product(f"P{i:03}", tags=[f"tag {i}", "common"])["id"]
        catalogue.statement(f"DDS-{i:03}", products=[product])
    # A first page, so that both pages below find the count kept (handwritten/kept/) on PostgreSQL.
    catalogue.get(PRODUCTS, limit=1)
    counted: dict[int, list[str]] = {}
    for size in (5, 50):
        with counted_statements() as statements:
            page = catalogue.get(PRODUCTS, limit=size)
        assert len(page["results"]) == size
        assert all(len(p["tags"]) == 2 and len(p["due_diligence_statements"]) == 1 for p in page["results"])
        counted[size] = statements
    assert len(counted[5]) == len(counted[50]), counted
    for table in ("product_tags", "statement_products"):
        assert sum(table in statement for statement in counted[50]) == 1, table
