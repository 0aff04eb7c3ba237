"""A record as a GET answers it goes back to its create and update operations (decision read_only_fields).

Every operation whose body writes a record (spec: writes) is exercised here: the record is read
with a GET that answers it, sent back as it was read (for a create, with the values that must be
unique changed), carrying an id and a created_at of its own, and must be accepted with those
read-only fields ignored. The operations come from generated.operations, so an operation added
with a body fails test_every_body_is_round_tripped_or_an_action until it has a case here or is
named an action that takes no record back.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from generated import models
from generated.operations import OPERATIONS, Operation
from handwritten.db.models import User
from tests.api.conftest import Direct, Env

# Values no record of these cases has, sent in the fields a body does not write: a round trip
# that wrote one of them would show it.
PROBE = {
    "id": 999_999,
    "created_at": "2001-02-03T04:05:06Z",
    "updated_at": "2001-02-03T04:05:06Z",
    "assessment_status": "failing",
}
# What a write may change in a record sent back unchanged: when it was written, and assessed.
CHANGING = frozenset({"updated_at", "assessed_at"})
SURVEY = json.loads(
    (Path(__file__).parents[2] / "handwritten/domain/surveys/examples/site_energy.json").read_text(encoding="utf-8")
)
SQUARE = {"type": "Polygon", "coordinates": [[[-5.5, 6.0], [-5.4, 6.0], [-5.4, 6.1], [-5.5, 6.1], [-5.5, 6.0]]]}

# Operations with a body that writes no record a GET reads back, and why.
ACTIONS = {
    "A3": "switches the active workspace; it answers a message, not a record",
    "AS1": "records an assessment result of an origin; the origin's fields are not its body",
    "AS2": "records a mitigation, which no operation reads back (assessment summaries show it)",
    "D5": "confirms an upload with the upload's file_path and source, which a document read before it lacks",
    "D8": "runs an import: the run it records shows its document as document, which D8 takes as document_id",
    "DS6": "prepares a statement from an order; the statement is not its body",
    "I4": "a bulk operation: each operation's report, not a record",
    "I5": "a bulk operation: each operation's report, not a record",
    "I6": "renews an invitation named by id; the renewed invitation is not its body",
    "I7": "a bulk operation: each operation's report, not a record",
    "IA1": "accepts an invitation for the person invited; the membership it makes is not its body",
    "Q2": "executes a query; its result is not a record",
    "S3": "creates a submission from a query context; S2 and S4 read surveys with their submissions, another shape",
    "S5": "upserts an answer, which no operation reads alone (S4 shows it inside its submission)",
}


@dataclass
class Trip:
    """The API of one test, with the records the cases made, by name."""

    client: TestClient
    env: Env
    made: dict[str, int | str] = field(default_factory=dict)
    numbers: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    def call(self, method: str, path: str, body: Any = None, **params: Any) -> Any:
        return self.client.request(method, path, json=body, params=params, headers=self.env.auth("owner"))

    def create(self, name: str, path: str, body: dict[str, Any]) -> Any:
        """The id of the record made once by POST `body` to `path`, under `name`."""
        if name not in self.made:
            response = self.call("POST", path, body)
            assert response.status_code == 201, response.text
            self.made[name] = response.json()["id"]
        return self.made[name]

    def unique(self, text: str) -> str:
        return f"{text}-{next(self.numbers)}"


@dataclass(frozen=True)
class Case:
    """How to get a record of a resource to send back to `op`: its id, and the read's parameters."""

    make: Callable[[Trip, Operation], int | str]
    params: Callable[[Operation], dict[str, str]] = lambda op: {}
    # What a create changes in the record read, so that it makes a new record.
    unique: Callable[[Trip, dict[str, Any]], dict[str, Any]] = lambda trip, record: {}


def _member(trip: Trip, op: Operation) -> int:
    members = trip.call("GET", "/api/accounts/members/", search="editor@acme").json()["results"]
    assert len(members) == 1, members
    return int(members[0]["id"])


def _api_key(trip: Trip, op: Operation) -> int:
    return int(trip.call("GET", "/api/accounts/api-keys/").json()["results"][0]["id"])


def _product(trip: Trip) -> int:
    return int(trip.create("product", "/api/products/", {"sku": "RT-1", "name": "Cocoa beans", "commodity": "cocoa"}))


def _origin(trip: Trip) -> int:
    body = {"name": "Plot", "country": "CI", "commodity": "cocoa", "area_hectares": 6.5, "geometry": SQUARE}
    return int(trip.create("origin", "/api/origins/", body))


def _value_chain(trip: Trip) -> int:
    body = {
        "company_name": "Cocoa Coop",
        "country_code": "GH",
        "contact_email": "ama@coop.example",
        "ownership_information": {
            "ownership_periods": [
                {
                    "valid_from_month": "2024-01",
                    "valid_to_month": "2025-12",
                    "consolidation_approach": "equity_share",
                    "ownership_percentage": "51.5",
                }
            ],
            "sector_code": "A01",
        },
        "metadata": {"contacts": {"ama@coop.example": {"name": "Ama"}}, "invitation_ids": ["inv-1"]},
        "tags": ["cocoa"],
    }
    return int(trip.create("value chain", "/api/value-chains/", body))


def _order(trip: Trip, op: Operation) -> int:
    """A sale for the operation that changes sales (O9), else a purchase; each with an item traced to
    an origin, whose other product, and the sale's line_number and metadata, are read as null."""
    item = {"volume": 1200, "unit": "kg", "external_id": "LINE-1", "trace": {"traced_origins": [_origin(trip)]}}
    if op.code == "O9":
        body = {"type": "order", "external_id": "RT-SO", "order_created_at": "2024-02-01"}
        sold = item | {"seller_product": _product(trip)}
        return int(trip.create("sale", "/api/sale-orders/", body | {"items": [sold]}))
    body = {
        "type": "order",
        "external_id": "RT-PO",
        "order_created_at": "2024-01-01",
        "value_chain": _value_chain(trip),
    }
    bought = item | {"buyer_product": _product(trip), "line_number": 1, "metadata": {"supplementary_unit": "kg"}}
    return int(trip.create("purchase", "/api/purchase-orders/", body | {"items": [bought]}))


def _new_order(trip: Trip, record: dict[str, Any]) -> dict[str, Any]:
    # A new order's items are new too: an item's id names an item of the order it belongs to.
    items = [{k: v for k, v in item.items() if k != "id"} for item in record["items"]]
    return {"external_id": trip.unique(record["external_id"]), "items": items}


CASES: dict[str, Case] = {
    "Member": Case(_member),
    "ApiKey": Case(_api_key),
    "Invitation": Case(
        lambda trip, op: trip.create(
            "invitation", "/api/accounts/invitations/", {"email": "new@x.example", "auth_group": 4}
        ),
        unique=lambda trip, record: {"email": f"{trip.unique('new')}@x.example"},
    ),
    "ClassificationRule": Case(
        lambda trip, op: trip.create(
            "rule",
            "/api/classification-rules/",
            {"field": "vendor_name", "match": "contains", "pattern": "airline", "category": "air_travel"},
        )
    ),
    "DocumentFolder": Case(lambda trip, op: trip.create("folder", "/api/document-folders/", {"name": "Audits"})),
    "Document": Case(
        lambda trip, op: trip.create(
            "document",
            "/api/documents/",
            {
                "name": "Supplier audit",
                "content_type": "questionshorttext",
                "identifiers": ["orders.order:po-1"],
                "folder": trip.create("folder", "/api/document-folders/", {"name": "Audits"}),
            },
        ),
        unique=lambda trip, record: {"name": trip.unique(record["name"])},
    ),
    "DueDiligenceStatementRecord": Case(
        lambda trip, op: trip.create(
            "statement",
            "/api/due-diligence-statements/",
            {"dds_identifier": "25NLRT0001", "name": "Q1 cocoa", "products": [_product(trip)]},
        ),
        unique=lambda trip, record: {"dds_identifier": trip.unique(record["dds_identifier"])},
    ),
    "Origin": Case(lambda trip, op: _origin(trip)),
    "Product": Case(
        lambda trip, op: trip.create(
            "product with metadata",
            "/api/products/",
            {
                "sku": "RT-2",
                "name": "Cocoa mass",
                "commodity": "cocoa",
                "metadata": {"species": [{"common_name": "Cocoa", "scientific_name": "Theobroma cacao"}]},
                "tags": ["cocoa"],
            },
        ),
        unique=lambda trip, record: {"sku": trip.unique(record["sku"])},
    ),
    "ValueChain": Case(lambda trip, op: _value_chain(trip)),
    "Order": Case(
        _order,
        params=lambda op: {"order_action": "selling" if op.code == "O9" else "buying"},
        unique=_new_order,
    ),
    "SurveyDefinition": Case(
        lambda trip, op: trip.create(
            "survey", "/api/survey-definitions/", {"definition": SURVEY, "workspace_ids": [trip.env.workspaces["a"]]}
        )
    ),
}


def _writers() -> dict[str, list[Operation]]:
    """The operations whose body writes each record, by the record's resource."""
    writers: dict[str, list[Operation]] = {}
    for op in OPERATIONS:
        if op.writes is not None:
            writers.setdefault(op.writes, []).append(op)
    return writers


def _reader(resource: str) -> Operation:
    """The GET answering one `resource` by id, else the list of them."""
    reads = [op for op in OPERATIONS if op.method == "GET" and op.response == resource]
    one = [op for op in reads if op.path.endswith("/{id}/")]
    lists = [op for op in reads if "{" not in op.path]
    assert one or lists, f"no operation reads {resource} back"
    return (one or lists)[0]


def _read(trip: Trip, reader: Operation, id: int | str, params: dict[str, str]) -> dict[str, Any]:
    if "{id}" in reader.path:
        response = trip.call("GET", reader.path.format(id=id), **params)
        assert response.status_code == 200, response.text
        record: dict[str, Any] = response.json()
        return record
    page = trip.call("GET", reader.path, limit=1000, **params).json()
    return next(record for record in page["results"] if record["id"] == id)


def _stable(value: Any) -> Any:
    """`value` without what any write changes (CHANGING), at any depth."""
    if isinstance(value, dict):
        return {k: _stable(v) for k, v in value.items() if k not in CHANGING}
    if isinstance(value, list):
        return [_stable(v) for v in value]
    return value


def test_every_body_is_round_tripped_or_an_action() -> None:
    with_body = {op.code: op for op in OPERATIONS if op.body is not None}
    writers = _writers()
    assert sorted(writers) == sorted(CASES), (
        "a record written by some body has no round-trip case, or a case no body writes"
    )
    for code, op in with_body.items():
        assert (op.writes is not None) != (code in ACTIONS), (
            f"{code} ({op.name}) takes a body: give its body `writes:` in the spec and a case in CASES, "
            "or name it in ACTIONS with why it takes no record back"
        )
    assert set(ACTIONS) <= set(with_body), "an action named here takes no body"
    for resource in writers:
        _reader(resource)


@pytest.fixture
def staff(direct: Direct) -> None:
    """The owner publishes survey definitions (SV1 is for platform staff)."""

    async def make_staff(session: AsyncSession) -> None:
        await session.execute(update(User).where(User.email == "owner@acme.example").values(is_staff=True))

    direct.run(make_staff)


def test_a_record_read_is_accepted_back_by_its_create_and_update_with_read_only_fields_ignored(
    client: TestClient, env: Env, staff: None
) -> None:
    trip = Trip(client, env)
    sent_back = []
    for resource, ops in sorted(_writers().items()):
        case, reader = CASES[resource], _reader(resource)
        for op in ops:
            sent_back.append(op.code)
            id = case.make(trip, op)
            params = case.params(op)
            record = _read(trip, reader, id, params)
            written = getattr(models, str(op.body)).model_fields
            probe = {k: v for k, v in PROBE.items() if k in record and k not in written}
            assert "id" in probe, op.code
            if op.method == "POST":
                response = trip.call("POST", op.path, record | case.unique(trip, record) | probe)
                assert response.status_code in (200, 201), f"{op.code}: {response.text}"
                made = _read(trip, reader, response.json()["id"], params)
                assert made["id"] != id, op.code
                assert not [k for k, v in probe.items() if made.get(k) == v], op.code
            else:
                response = trip.call(op.method, op.path.format(id=id), record | probe)
                assert response.status_code == 200, f"{op.code}: {response.text}"
                after = _read(trip, reader, id, params)
                assert _stable(after) == _stable(record), op.code
                assert after["id"] == id and after.get("created_at") == record.get("created_at"), op.code
    assert len(sent_back) == len({op.code for op in OPERATIONS if op.writes}) > 20


def test_a_key_the_record_does_not_have_is_still_unknown_at_its_place(client: TestClient, env: Env) -> None:
    trip = Trip(client, env)
    chain = trip.call("GET", f"/api/value-chains/{_value_chain(trip)}/").json()
    nested = chain | {"metadata": chain["metadata"] | {"colour": "red"}, "ownership_information": {"sector": "A"}}
    for method, path in (("POST", "/api/value-chains/"), ("PATCH", f"/api/value-chains/{chain['id']}/")):
        response = trip.call(method, path, nested | {"colour": "red"})
        assert (response.status_code, response.json()) == (
            400,
            {
                "colour": ["Unknown field."],
                "metadata": {"colour": ["Unknown field."]},
                "ownership_information": {"sector": ["Unknown field."]},
            },
        )
    item = {"buyer_product": _product(trip), "volume": 1, "traced_origin_count": "1", "colour": "red"}
    body = {"type": "order", "external_id": "RT-X", "order_created_at": "2024-01-01", "items": [item]}
    response = trip.call("POST", "/api/purchase-orders/", body)
    assert (response.status_code, response.json()) == (400, {"items": {"0": {"colour": ["Unknown field."]}}})
    listed = trip.call("GET", "/api/value-chains/").json()
    assert listed["count"] == 1 and _stable(listed["results"][0]) == _stable(chain)
    assert trip.call("GET", "/api/orders/", order_action="buying").json()["count"] == 0
