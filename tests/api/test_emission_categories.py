"""CR6, the emission categories with the factor each uses, and CR2/CR4 naming only those
(decision emission_categories)."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from handwritten.domain.emissions import default_factors
from tests.api.conftest import Direct, Env
from tests.api.test_jobs import jobs_of

CATEGORIES = "/api/emission-categories/"
RULES = "/api/classification-rules/"


def _factor(category: str, currency: str, value: str, source: str) -> dict[str, Any]:
    return {"category": category, "currency": currency, "kg_co2e_per_unit": value, "source": source, "year": 2024}


def _import_factors(client: TestClient, env: Env, who: str, rows: list[dict[str, Any]]) -> None:
    """The workspace's own factors, through an import run (emission_factor)."""
    document = client.post(
        "/api/documents/", json={"name": "Factors", "content_type": "formula"}, headers=env.auth(who)
    )
    body = {"document_id": document.json()["id"], "model_identifier": "emission_factor", "results": {"rows": rows}}
    run = client.post("/api/data-import-runs/", json={**body, "dry_run": False}, headers=env.auth(who))
    assert run.status_code == 201, run.text


def _listed(client: TestClient, env: Env, who: str = "viewer", **params: str) -> dict[str, Any]:
    response = client.get(CATEGORIES, params={"limit": "100", **params}, headers=env.auth(who))
    assert response.status_code == 200, response.text
    found: dict[str, Any] = response.json()
    return found


def _keys(page: dict[str, Any]) -> list[tuple[str, str]]:
    return [(row["category"], row["currency"]) for row in page["results"]]


def test_each_category_with_the_factor_it_uses_in_the_workspace_alone(client: TestClient, env: Env) -> None:
    shipped = default_factors()
    first = _listed(client, env)
    assert first["count"] == len(shipped) and _keys(first) == [(name, "USD") for name in sorted(shipped)]
    assert first["results"][0] == {
        "category": "accounting",
        "kg_co2e_per_unit": "0.054",
        "unit": "kg CO2e/USD",
        "currency": "USD",
        "source": "US EPA Supply Chain GHG Emission Factors v1.3, NAICS 541211 (with margins), DOI 10.23719/1531143",
        "year": 2022,
        "origin": "default",
    }

    # a's own factors replace air_travel's default and add a category; b's are b's alone.
    _import_factors(
        client,
        env,
        "owner",
        [
            _factor("air_travel", "EUR", "0.310", "DEFRA 2024"),
            _factor("air_travel", "GBP", "0.35", "DEFRA 2024"),
            _factor("purchased_energy", "EUR", "0.38", "Supplier mix 2024"),
        ],
    )
    _import_factors(
        client,
        env,
        "other_owner",
        [_factor("courier", "EUR", "0.2", "Courier report"), _factor("b_only", "EUR", "1", "B")],
    )
    mine = _listed(client, env)
    rows = {(row["category"], row["currency"]): row for row in mine["results"]}
    assert mine["count"] == len(shipped) - 1 + 3 == len(rows)
    assert rows["air_travel", "EUR"] == {
        "category": "air_travel",
        "kg_co2e_per_unit": "0.310",  # as imported: exact
        "unit": "kg CO2e/EUR",
        "currency": "EUR",
        "source": "DEFRA 2024",
        "year": 2024,
        "origin": "workspace",
    }
    assert ("air_travel", "USD") not in rows  # the default it replaced is never applied
    assert (
        rows["courier", "USD"]["origin"] == "default" and ("b_only", "EUR") not in rows
    )  # b's: neither listed nor hiding
    theirs = {(r["category"], r["currency"]): r["origin"] for r in _listed(client, env, "other_owner")["results"]}
    assert theirs["courier", "EUR"] == theirs["b_only", "EUR"] == "workspace" and ("courier", "USD") not in theirs
    assert theirs["air_travel", "USD"] == "default" and ("air_travel", "EUR") not in theirs

    # Filtered, searched, ordered and paged as every list.
    own = [("air_travel", "EUR"), ("air_travel", "GBP"), ("purchased_energy", "EUR")]
    assert _keys(_listed(client, env, origin="workspace")) == own
    assert _keys(_listed(client, env, category__in="air_travel,waste", ordering="-currency")) == [
        ("waste", "USD"),
        ("air_travel", "GBP"),
        ("air_travel", "EUR"),
    ]
    assert _keys(_listed(client, env, search="defra")) == own[:2]
    assert _keys(_listed(client, env, currency="EUR", ordering="-year,category")) == [own[0], own[2]]
    page = _listed(client, env, limit="2", offset="1", origin="workspace")
    assert page["count"] == 3 and _keys(page) == own[1:]
    assert client.get(CATEGORIES, params={"origin": "mine"}, headers=env.auth("owner")).status_code == 400


def test_a_rule_names_a_category_with_a_factor_unless_the_workspace_imported_one(
    client: TestClient, env: Env, direct: Direct
) -> None:
    rule = {"field": "description", "match": "contains", "pattern": "electricity", "category": "purchased_energy"}
    jobs = len(jobs_of(direct))
    refused = client.post(RULES, json=rule, headers=env.auth("owner"))
    assert refused.status_code == 400 and list(refused.json()) == ["category"]
    [message] = refused.json()["category"]
    assert message.startswith('"purchased_energy" is not an emission category of this workspace: choose one of ')
    assert all(name in message for name in default_factors())
    assert client.get(RULES, headers=env.auth("owner")).json()["count"] == 0 and len(jobs_of(direct)) == jobs

    # Another workspace's factor for it changes nothing here; the workspace's own makes it one of its categories.
    _import_factors(client, env, "other_owner", [_factor("purchased_energy", "EUR", "0.4", "B's supplier")])
    assert client.post(RULES, json=rule, headers=env.auth("owner")).status_code == 400
    _import_factors(client, env, "owner", [_factor("purchased_energy", "EUR", "0.38", "Supplier mix 2024")])
    made = client.post(RULES, json=rule, headers=env.auth("owner"))
    assert made.status_code == 201, made.text

    # CR4 checks a category it is given, with the rule's other problems, and changes nothing.
    path = f"{RULES}{made.json()['id']}/"
    changed = client.patch(path, json={"match": "regex", "pattern": "[", "category": "nope"}, headers=env.auth("owner"))
    assert changed.status_code == 400 and set(changed.json()) == {"pattern", "category"}
    assert "purchased_energy" in changed.json()["category"][0]  # now one of the workspace's
    assert client.get(path, headers=env.auth("owner")).json() == made.json()
    assert client.patch(path, json={"category": "waste"}, headers=env.auth("owner")).json()["category"] == "waste"
