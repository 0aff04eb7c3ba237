"""Value chains VC1–VC5, extension operations (decisions value_chains, ownership_information, referenced_deletion)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from handwritten.services.references import VALUE_CHAINS, Referrer
from tests.api.conftest import Api, Env

VALUE_CHAINS_PATH = "/api/value-chains/"
PERIOD = {
    "valid_from_month": "2024-01",
    "valid_to_month": "2025-12",
    "consolidation_approach": "equity_share",
    "ownership_percentage": "51.5",
}


class ValueChains:
    def __init__(self, client: TestClient, env: Env) -> None:
        self.client, self.env = client, env

    def post(self, who: str = "owner", **fields: Any) -> httpx.Response:
        body = {"company_name": "Cocoa Coop", "country_code": "GH"} | fields
        return self.client.post(VALUE_CHAINS_PATH, json=body, headers=self.env.auth(who))

    def create(self, who: str = "owner", **fields: Any) -> dict[str, Any]:
        response = self.post(who, **fields)
        assert response.status_code == 201, response.text
        value_chain: dict[str, Any] = response.json()
        return value_chain

    def patch(self, id: int, who: str = "owner", **fields: Any) -> httpx.Response:
        return self.client.patch(f"{VALUE_CHAINS_PATH}{id}/", json=fields, headers=self.env.auth(who))

    def get(self, id: int, who: str = "owner") -> dict[str, Any]:
        response = self.client.get(f"{VALUE_CHAINS_PATH}{id}/", headers=self.env.auth(who))
        assert response.status_code == 200, response.text
        value_chain: dict[str, Any] = response.json()
        return value_chain

    def names(self, who: str = "owner", **params: Any) -> list[str]:
        response = self.client.get(VALUE_CHAINS_PATH, params=params, headers=self.env.auth(who))
        assert response.status_code == 200, response.text
        return [value_chain["company_name"] for value_chain in response.json()["results"]]


@pytest.fixture
def chains(client: TestClient, env: Env) -> ValueChains:
    return ValueChains(client, env)


def test_a_value_chain_is_created_with_its_defaults_and_read_back(chains: ValueChains, api: Api) -> None:
    created = chains.create()
    me = api.me("owner")
    assert created | {"id": None, "created_at": None, "updated_at": None, "pulse_params": None} == {
        "id": None,
        "company_name": "Cocoa Coop",
        "type": "supplier",
        "description": "",
        "status": "active",
        "country_code": "GH",
        "country": {
            "name": "Ghana",
            "alpha_2": "GH",
            "alpha_3": "GHA",
            "numeric": "288",
            "official_name": "Republic of Ghana",
            "flag": "🇬🇭",
            "eu_status": "low",
        },
        "external_id": "",
        "permission_granted": False,
        "is_self_managed": False,
        "contact_name": "",
        "contact_email": None,
        "reciprocal_company_id": None,
        "pulse_params": None,
        "ownership_information": {"ownership_periods": [], "sector_code": "", "notes": ""},
        "metadata": {"contacts": {}, "invitation_ids": [], "requested_by_user_id": me["id"]},
        "created_at": None,
        "updated_at": None,
        "assessment_summary": None,
        "assessment_status": "pending",
        "excluded_propagation_identifiers": [],
        "tags": [],
    }
    assert created["pulse_params"] == f"value_chain:{created['id']}"
    assert chains.get(created["id"]) == created


def test_every_field_is_written_and_a_change_replaces_the_nested_records(
    chains: ValueChains, env: Env, api: Api
) -> None:
    ownership = {"ownership_periods": [PERIOD], "sector_code": "A01.27", "notes": "Joint venture"}
    metadata = {
        "contacts": {"ama@coop.example": {"invitation_id": "inv-1", "name": "Ama"}},
        "invitation_ids": ["inv-1"],
    }
    created = chains.create(
        company_name="Bolt Coffee Roasters",
        type="customer",
        description="Roaster in Berlin",
        status="pending",
        country_code="DE",
        external_id="C-9",
        permission_granted=True,
        is_self_managed=True,
        contact_name="Bo",
        contact_email="bo@bolt.example",
        reciprocal_company_id=env.workspaces["b"],
        ownership_information=ownership,
        metadata=metadata,
        excluded_propagation_identifiers=["origin:7", "order_item:3"],  # identifiers (decision assessment_propagation)
        tags=["roaster", "eu"],
    )
    user_id = api.me("owner")["id"]
    assert created["ownership_information"] == ownership
    assert created["metadata"] == metadata | {"requested_by_user_id": user_id}
    assert (created["type"], created["status"], created["reciprocal_company_id"]) == (
        "customer",
        "pending",
        env.workspaces["b"],
    )
    assert created["excluded_propagation_identifiers"] == ["origin:7", "order_item:3"]
    assert created["tags"] == ["roaster", "eu"]
    # The editor changes it: nested records are replaced whole; the creator stays the requester.
    response = chains.patch(
        created["id"],
        "editor",
        status="revoked",
        reciprocal_company_id=None,
        ownership_information={"sector_code": "C10"},
        metadata={"invitation_ids": ["inv-2"]},
    )
    assert response.status_code == 200, response.text
    changed = response.json()
    assert changed["ownership_information"] == {"ownership_periods": [], "sector_code": "C10", "notes": ""}
    assert changed["metadata"] == {"contacts": {}, "invitation_ids": ["inv-2"], "requested_by_user_id": user_id}
    assert (changed["status"], changed["reciprocal_company_id"], changed["company_name"]) == (
        "revoked",
        None,
        "Bolt Coffee Roasters",
    )
    assert chains.get(created["id"]) == changed


def test_filters_include_and_exclude(chains: ValueChains, env: Env) -> None:
    a = chains.create(
        company_name="Alpha Farms",
        country_code="GH",
        external_id="A-1",
        contact_name="Ama",
        contact_email="ama@a.example",
    )
    chains.create(
        company_name="Beta Traders",
        country_code="BR",
        type="customer",
        status="pending",
        permission_granted=True,
        reciprocal_company_id=env.workspaces["b"],
    )
    chains.create(
        company_name="Gamma Mills", country_code="DE", status="revoked", is_self_managed=True, external_id="G-1"
    )
    assert chains.names() == ["Alpha Farms", "Beta Traders", "Gamma Mills"]  # by company name
    assert chains.names(id=a["id"]) == ["Alpha Farms"]
    assert chains.names(id__in=f"{a['id']},999999") == ["Alpha Farms"]
    assert chains.names(company_name="Beta Traders") == ["Beta Traders"]
    assert chains.names(company_name__icontains="MILL") == ["Gamma Mills"]
    assert chains.names(type="customer") == ["Beta Traders"]
    assert chains.names(type__in="supplier") == ["Alpha Farms", "Gamma Mills"]
    assert chains.names(status="revoked") == ["Gamma Mills"]
    assert chains.names(status__in="active,pending") == ["Alpha Farms", "Beta Traders"]
    assert chains.names(country_code="BR") == ["Beta Traders"]
    assert chains.names(country_code__in="GH,DE") == ["Alpha Farms", "Gamma Mills"]
    assert chains.names(assessment_status="pending") == ["Alpha Farms", "Beta Traders", "Gamma Mills"]
    assert chains.names(assessment_status__in="passing") == []
    assert chains.names(external_id="G-1") == ["Gamma Mills"]
    assert chains.names(external_id__in="A-1,G-1") == ["Alpha Farms", "Gamma Mills"]
    assert chains.names(contact_email="ama@a.example") == ["Alpha Farms"]
    assert chains.names(contact_email__icontains="A.EXAMPLE") == ["Alpha Farms"]
    assert chains.names(reciprocal_company_id=env.workspaces["b"]) == ["Beta Traders"]
    assert chains.names(reciprocal_company_id__isnull="true") == ["Alpha Farms", "Gamma Mills"]
    assert chains.names(permission_granted="true") == ["Beta Traders"]
    assert chains.names(is_self_managed="false") == ["Alpha Farms", "Beta Traders"]
    assert chains.names(created_at__gte="2000-01-01T00:00:00Z") == ["Alpha Farms", "Beta Traders", "Gamma Mills"]
    assert chains.names(created_at__lte="2000-01-01T00:00:00Z") == []
    # Search: company name, external id, contact name and email.
    assert chains.names(search="ama") == ["Alpha Farms"]
    assert chains.names(search="g-1") == ["Gamma Mills"]
    assert chains.names(search="traders") == ["Beta Traders"]
    assert chains.names(search="alpha gamma") == []
    assert chains.names(ordering="-company_name") == ["Gamma Mills", "Beta Traders", "Alpha Farms"]
    assert chains.names(ordering="country_code") == ["Beta Traders", "Gamma Mills", "Alpha Farms"]
    assert chains.names(ordering="status,company_name") == ["Alpha Farms", "Beta Traders", "Gamma Mills"]


def test_another_workspace_sees_and_touches_nothing(chains: ValueChains, client: TestClient, env: Env) -> None:
    mine = chains.create(company_name="Mine")["id"]
    chains.create("other_owner", company_name="Theirs")
    assert chains.names() == ["Mine"] and chains.names("other_owner") == ["Theirs"]
    auth = env.auth("other_owner")
    for response in (
        client.get(f"{VALUE_CHAINS_PATH}{mine}/", headers=auth),
        client.patch(f"{VALUE_CHAINS_PATH}{mine}/", json={"company_name": "x"}, headers=auth),
        client.delete(f"{VALUE_CHAINS_PATH}{mine}/", headers=auth),
    ):
        assert (response.status_code, response.json()) == (404, {"detail": "Not found."})
    assert chains.get(mine)["company_name"] == "Mine"


def test_a_viewer_reads_and_cannot_write(chains: ValueChains, client: TestClient, env: Env) -> None:
    id = chains.create(company_name="Seen")["id"]
    assert chains.names("viewer") == ["Seen"]
    assert chains.get(id, "viewer")["company_name"] == "Seen"
    forbidden = {"detail": "You do not have permission to perform this action."}
    for response in (
        chains.post("viewer"),
        chains.patch(id, "viewer", company_name="x"),
        client.delete(f"{VALUE_CHAINS_PATH}{id}/", headers=env.auth("viewer")),
    ):
        assert (response.status_code, response.json()) == (403, forbidden)
    assert chains.names() == ["Seen"]


def _period(**fields: Any) -> dict[str, Any]:
    return {"ownership_information": {"ownership_periods": [PERIOD, PERIOD | fields]}}


def _at_period(field: str, messages: list[str]) -> dict[str, Any]:
    return {"ownership_information": {"ownership_periods": {"1": {field: messages}}}}


@pytest.mark.parametrize(
    ("fields", "errors"),
    [
        ({"country_code": "XX"}, {"country_code": ['"XX" is not a known ISO 3166-1 alpha-2 country code.']}),
        (
            _period(valid_from_month="2026-01", valid_to_month="2025-12"),
            _at_period("valid_to_month", ["Ensure this month is not before valid_from_month."]),
        ),
        (
            _period(valid_to_month="2025-13"),
            _at_period("valid_to_month", ["This value does not match the required pattern."]),
        ),
        (
            _period(ownership_percentage="100.01"),
            _at_period("ownership_percentage", ["Ensure this value is less than or equal to 100."]),
        ),
        (
            _period(ownership_percentage="fifty"),
            _at_period("ownership_percentage", ["This value does not match the required pattern."]),
        ),
        (
            _period(consolidation_approach="cash"),
            _at_period("consolidation_approach", ['"cash" is not a valid choice.']),
        ),
        ({"contact_email": "not an email"}, {"contact_email": ["Enter a valid email address."]}),
        (
            {"metadata": {"contacts": {"nobody": {"name": "N"}, "ok@x.example": {"name": 5}}}},
            {
                "metadata": {
                    "contacts": {
                        "nobody": ["Enter a valid email address."],
                        "ok@x.example": {"name": ["Not a valid string."]},
                    }
                }
            },
        ),
        # requested_by_user_id and assessment_status are read-only (ignored); a name the record lacks is unknown
        ({"metadata": {"requested_by_user": 1}}, {"metadata": {"requested_by_user": ["Unknown field."]}}),
        (
            {"reciprocal_company_id": 999999},
            {"reciprocal_company_id": ['Invalid pk "999999" - object does not exist.']},
        ),
        ({"type": "partner"}, {"type": ['"partner" is not a valid choice.']}),
        ({"assessment": "passing"}, {"assessment": ["Unknown field."]}),
        ({"tags": [""]}, {"tags": {"0": ["Ensure this field has at least 1 characters."]}}),
    ],
)
def test_refused_bodies_name_the_field_and_change_nothing(
    chains: ValueChains, fields: dict[str, Any], errors: dict[str, Any]
) -> None:
    kept = chains.create(company_name="Kept", ownership_information={"ownership_periods": [PERIOD]})
    response = chains.post(**fields)
    assert (response.status_code, response.json()) == (400, errors)
    response = chains.patch(kept["id"], **fields)
    assert (response.status_code, response.json()) == (400, errors)
    assert chains.names() == ["Kept"] and chains.get(kept["id"]) == kept


def test_the_counterpart_cannot_be_the_own_workspace(chains: ValueChains, env: Env) -> None:
    response = chains.post(reciprocal_company_id=env.workspaces["a"])
    assert (response.status_code, response.json()) == (
        400,
        {"reciprocal_company_id": ["The counterpart of a value chain cannot be its own workspace."]},
    )
    other = chains.create("other_owner", reciprocal_company_id=env.workspaces["a"])
    assert other["reciprocal_company_id"] == env.workspaces["a"]


@pytest.fixture
def referenced() -> Iterator[None]:
    """A value chain referenced by many records of a kind of its own (beside the orders' finder)."""

    @VALUE_CHAINS.finder("test records")
    async def find(session: Any, value_chain_id: int, limit: int) -> list[Referrer]:
        return [Referrer(id, f"PO-{id}") for id in range(1, 13)][:limit]

    yield
    VALUE_CHAINS._finders.pop("test records")


def test_a_referenced_value_chain_is_not_deleted(
    chains: ValueChains, client: TestClient, env: Env, referenced: None
) -> None:
    id = chains.create()["id"]
    response = client.delete(f"{VALUE_CHAINS_PATH}{id}/", headers=env.auth("owner"))
    named = ", ".join(f"{n} (PO-{n})" for n in range(1, 11))
    assert (response.status_code, response.json()) == (
        400,
        {
            "non_field_errors": [
                f"This value chain is still referenced by test records: {named} and more. Remove it from them first."
            ]
        },
    )
    assert chains.names() == ["Cocoa Coop"]


def test_a_value_chain_is_deleted(chains: ValueChains, client: TestClient, env: Env) -> None:
    id = chains.create(company_name="Gone")["id"]
    chains.create(company_name="Stays")
    assert client.delete(f"{VALUE_CHAINS_PATH}{id}/", headers=env.auth("editor")).status_code == 204
    assert chains.names() == ["Stays"]
    assert client.get(f"{VALUE_CHAINS_PATH}{id}/", headers=env.auth("owner")).status_code == 404
