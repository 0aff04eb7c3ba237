"""Every list operation of the registry, asked by each of two workspaces that both hold data,
shows none of the other's rows; and it answers the same through every read path: with the
read-speed mechanisms on (kept counts and pages, reads run by the driver: handwritten/kept/,
db/direct.py) and with them off, which is the ORM session alone (docs/adr/0002-direct-reads.md).

The operations come from generated/operations.py, so a new list is covered as soon as it is
generated: the test fails naming any list it cannot ask, or that one workspace sees empty (then
seed it in `_seed`), until it is asked here or excluded with a reason.
"""

from __future__ import annotations

import json
import typing
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import insert, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from generated.operations import OPERATIONS, Operation
from handwritten.app import create_app
from handwritten.db.models import User
from handwritten.db.transactions import FinancialTransaction
from handwritten.services import listing
from tests.api.conftest import Direct, Env
from tests.api.order_support import SQUARE, Orders

TENANTS = {"a": "owner", "b": "other_owner"}  # workspace -> the key of its owner
EXAMPLE = json.loads(
    (Path(__file__).parents[2] / "handwritten/domain/surveys/examples/site_energy.json").read_text(encoding="utf-8")
)
YEAR = {"context_object": "year", "context_value": "2024-06-30", "precision": "year"}

# Lists of what no workspace owns, the same for every workspace: asked through both paths, but
# there is no other workspace's row to miss.
NOT_TENANT_DATA = {
    "CT1": "ISO 3166-1 countries, reference data of the platform",
    "SV2": "survey definitions, the platform's (staff only), published to workspaces",
}
# Lists this test cannot ask, each with the reason. Keep it empty where possible: an entry here is
# a list whose tenancy nothing checks.
EXCLUDED: dict[str, str] = {}

# The query a list needs beyond limit (its required parameters).
QUERY: dict[str, dict[str, str]] = {
    "O1": {"order_action": "buying"},  # required: the side of the orders
    "T2": {"group_by": "vendor_name"},  # groups named by the vendors, which _seed makes per workspace
}


def _own_member(client: TestClient, env: Env, who: str) -> dict[str, str]:
    members = client.get("/api/accounts/members/", params={"limit": "1000"}, headers=env.auth(who)).json()
    return {"id": str(members["results"][0]["id"])}


# The path parameters of a list under another record: a record of the asking workspace.
PATH: dict[str, Callable[[TestClient, Env, str], dict[str, str]]] = {
    "AK4": _own_member,  # the API keys of one member
}


def _identities(code: str, row: dict[str, Any]) -> set[Any]:
    """What names a listed row as one workspace's: its id, except where the id is the platform's."""
    if code == "S1":  # id is the published definition's, which both workspaces list
        return {row["application_survey_id"]}
    if code == "S2":  # id is the definition's too: the workspace's survey, and its submissions
        return {("survey", row["survey_id"]), *(("submission", s["id"]) for s in row["survey_submissions"])}
    if code == "T2":  # groups have no id: their vendor, one per workspace
        return {row["vendor_name"]}
    if code == "CR6":  # the workspace's own factors; the shipped defaults are every workspace's
        return {(row["category"], row["currency"])} if row["origin"] == "workspace" else set()
    return {row["id"]}


def _list_operations() -> list[Operation]:
    """Every operation whose response is a list page ({count, results}), from the registry."""
    found = []
    for operation in OPERATIONS:
        returned = typing.get_type_hints(getattr(operation.interface, operation.name)).get("return")
        if {"count", "results"} <= set(getattr(returned, "model_fields", {})):
            found.append(operation)
    return found


def _seed(client: TestClient, env: Env, direct: Direct) -> None:
    """Records of every listed kind in both workspaces, each made by the workspace's owner."""

    async def staff(session: AsyncSession) -> None:  # publishing surveys is for platform staff
        await session.execute(update(User).where(User.email.like("owner@%")).values(is_staff=True))

    direct.run(staff)
    roles = direct.roles()
    orders = Orders(client, env)
    published = client.post(
        "/api/survey-definitions/",
        json={"definition": EXAMPLE, "workspace_ids": sorted(env.workspaces.values())},
        headers=env.auth("owner"),
    )
    assert published.status_code == 201, published.text
    for handle, who in TENANTS.items():

        def created(path: str, body: dict[str, Any], who: str = who) -> dict[str, Any]:
            response = client.post(path, json=body, headers=env.auth(who))
            assert response.status_code in (200, 201), (path, response.text)
            made: dict[str, Any] = response.json()
            return made

        orders.product(f"SKU-{handle}", who=who)
        orders.statement(f"DDS-{handle}", who=who)
        orders.purchase(f"PO-{handle}", who=who)
        created("/api/origins/", {"name": f"Plot {handle}", "country": "CI", "commodity": "cocoa", "geometry": SQUARE})
        created("/api/value-chains/", {"company_name": f"Coop {handle}", "country_code": "GH"})
        created("/api/accounts/invitations/", {"email": f"invited-{handle}@example.com", "auth_group": roles["Viewer"]})
        created("/api/classification-rules/", {"field": "vendor_name", "match": "exact", "pattern": handle, "category": "air_travel"})  # fmt: skip
        created("/api/document-folders/", {"name": f"Folder {handle}"})
        document = created("/api/documents/", {"name": f"Rates {handle}", "content_type": "formula"})
        rates = [{"currency": "EUR", "to_currency": "USD", "year": 2025, "rate": "1.10"}]
        run = {"document_id": document["id"], "model_identifier": "exchange_rate", "results": {"rows": rates}}
        created("/api/data-import-runs/", {**run, "dry_run": False})
        factors = [{"category": f"own_{handle}", "currency": "EUR", "kg_co2e_per_unit": "0.1", "source": handle, "year": 2025}]  # fmt: skip
        created("/api/data-import-runs/", {**run, "model_identifier": "emission_factor", "results": {"rows": factors}, "dry_run": False})  # fmt: skip
        created("/api/queries/", {"query_text": f"cocoa in {handle}"})
        survey = client.get("/api/surveys/", headers=env.auth(who)).json()["results"][0]
        created("/api/survey-submissions/", {"application_survey_id": survey["application_survey_id"], "query_context": [YEAR]})  # fmt: skip
        _transactions(direct, env.workspaces[handle], f"Vendor of {handle}")


def _transactions(direct: Direct, workspace: int, vendor: str) -> None:
    """Two financial transactions of `workspace` (no operation creates them: imports do)."""
    moment = datetime(2025, 5, 1, tzinfo=UTC)
    base = {
        "company_id": workspace, "currency": "EUR", "date": moment, "end_date": moment, "journal": None,
        "source": "csv", "status": "new", "total_co2_kg": "", "emissions": "", "classified": False,
        "confidence_status": "needs_attention", "net_amount": Decimal("10"), "ledger": "6000 Travel",
        "vendor_name": vendor,
    }  # fmt: skip

    async def work(session: AsyncSession) -> None:
        await session.execute(insert(FinancialTransaction), [{**base, "description": d} for d in ("one", "two")])

    direct.run(work)


@pytest.fixture
def paths(env: Env) -> Iterator[dict[str, TestClient]]:
    """The app with its read-speed mechanisms (the default) and without them, on one database."""
    plain = env.settings.model_copy(update={"direct_reads": False, "count_reuse": False})
    with TestClient(create_app(env.settings)) as fast, TestClient(create_app(plain)) as orm_only:
        yield {"fast": fast, "orm_only": orm_only}


def _answer(client: TestClient, env: Env, operation: Operation, who: str) -> tuple[int, Any]:
    params = {"limit": "1000", **QUERY.get(operation.code, {})}
    path = operation.path.format(**PATH[operation.code](client, env, who)) if operation.code in PATH else operation.path
    response = client.get(path, params=params, headers=env.auth(who))
    body = response.json()
    if response.status_code == 200:
        for row in body["results"]:
            # Each app writes a key's last use once per interval (runtime/auth.py, LastUsed): a
            # value the asking itself changes, not one the read path decides.
            if isinstance(row, dict):
                row.pop("last_used_at", None)
    return response.status_code, body


def test_every_list_shows_each_workspace_its_own_rows_alike_through_every_read_path(
    paths: dict[str, TestClient], env: Env, direct: Direct, monkeypatch: pytest.MonkeyPatch
) -> None:
    operations = _list_operations()
    paged: list[int] = []  # listed()'s pages (ORM path: nothing kept, so each list pages)
    page = listing.page

    async def counted_page(*args: Any, **kwargs: Any) -> tuple[int, list[Any]]:
        paged.append(1)
        return await page(*args, **kwargs)

    monkeypatch.setattr(listing, "page", counted_page)
    assert {"I1", "Q1", "S1", "S2", "O1", "T1"} <= {op.code for op in operations}  # the registry is read
    _seed(paths["fast"], env, direct)
    problems: list[str] = []
    for operation in operations:
        code = operation.code
        if code in EXCLUDED:
            continue
        if "{" in operation.path and code not in PATH:
            problems.append(f"{code} {operation.name}: its path needs {operation.path}'s parameters; add them to PATH")
            continue
        seen: dict[str, set[Any]] = {}
        for handle, who in TENANTS.items():
            fast = [_answer(paths["fast"], env, operation, who) for _ in range(2)]  # the second may be kept
            paged.clear()
            orm_only = _answer(paths["orm_only"], env, operation, who)
            if not paged:
                problems.append(f"{code} {operation.name}: not paged by listed() (services/listing.py)")
            if orm_only[0] != 200:
                problems.append(f"{code} {operation.name}: {handle} is answered {orm_only[0]}: {orm_only[1]}")
                continue
            if fast != [orm_only, orm_only]:
                problems.append(f"{code} {operation.name}: {handle}'s answer differs between the read paths")
            if code in NOT_TENANT_DATA:
                continue
            seen[handle] = {i for row in orm_only[1]["results"] for i in _identities(code, row)}
            if not seen[handle]:
                problems.append(f"{code} {operation.name}: workspace {handle} lists nothing; seed it in _seed")
        if code not in NOT_TENANT_DATA and len(seen) == 2 and seen["a"] & seen["b"]:
            problems.append(
                f"{code} {operation.name}: rows listed in both workspaces: {sorted(seen['a'] & seen['b'], key=str)}"
            )
    assert not problems, "\n".join(problems)
