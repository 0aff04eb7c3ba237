"""Data import runs D7–D9 and the importers they run (decision import_run_results)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.adapters.importers import ImportEvent, on_import_event
from handwritten.adapters.importers.registry import remove_handler
from handwritten.db.documents import DataImportRun, DocumentIdentifier
from tests.api.conftest import Direct, Env
from tests.api.test_documents import wait_for

RUNS = "/api/data-import-runs/"


def document(client: TestClient, env: Env, who: str = "owner", identifiers: list[str] | None = None) -> int:
    body: dict[str, Any] = {"name": "ledger", "content_type": "formula", "identifiers": identifiers or []}
    response = client.post("/api/documents/", json=body, headers=env.auth(who))
    assert response.status_code == 201, response.text
    return int(response.json()["id"])


def identifiers_of(client: TestClient, env: Env, id: int) -> list[str]:
    body = client.get(f"/api/documents/{id}/", headers=env.auth("owner")).json()
    return [i["identifier"] for i in body["identifiers_details"]]


def stored(direct: Direct) -> tuple[list[DataImportRun], list[DocumentIdentifier]]:
    async def work(session: AsyncSession) -> tuple[list[DataImportRun], list[DocumentIdentifier]]:
        runs = list(await session.scalars(select(DataImportRun).order_by(DataImportRun.id)))
        ids = list(await session.scalars(select(DocumentIdentifier).order_by(DocumentIdentifier.id)))
        return runs, ids

    return direct.run(work)


@pytest.fixture
def events() -> Iterator[list[ImportEvent]]:
    """The import events delivered while the test runs."""
    received: list[ImportEvent] = []

    async def handler(event: ImportEvent) -> None:
        received.append(event)

    on_import_event(handler)
    yield received
    remove_handler(handler)


def run(client: TestClient, env: Env, who: str = "owner", **body: Any) -> Any:
    return client.post(RUNS, json=body, headers=env.auth(who))


def test_a_dry_run_reports_and_writes_nothing_but_the_run(
    client: TestClient, env: Env, direct: Direct, events: list[ImportEvent]
) -> None:
    id = document(client, env, identifiers=["orders.order:po-1"])
    results = {"identifiers": ["orders.order:po-2", "orders.order:po-1", "orders.order:po-2", 7, ""]}
    response = run(client, env, document_id=id, model_identifier="document_identifier", results=results, tags=["q3"])
    assert response.status_code == 201, response.text
    created = response.json()
    uuid.UUID(created["run_id"])
    assert created["dry_run"] is True and created["document_id"] == id and created["tags"] == ["q3"]
    assert created["company_id"] == env.workspaces["a"]
    assert created["results"] == results  # as sent; what the importer did is its report, apart
    assert created["import_report"] == {
        "dry_run": True,
        "counts": {"would_create": 1, "skipped": 2, "invalid": 2},
        "rows": [
            {"row": 0, "status": "would_create"},
            {"row": 1, "status": "skipped", "reason": "The document already has this identifier."},
            {"row": 2, "status": "skipped", "reason": "Repeated earlier in these results."},
            {"row": 3, "status": "invalid", "errors": ["Not a valid string."]},
            {"row": 4, "status": "invalid", "errors": ["This field may not be blank."]},
        ],
    }
    assert identifiers_of(client, env, id) == ["orders.order:po-1"]
    runs, _ = stored(direct)
    assert [r.run_id for r in runs] == [uuid.UUID(created["run_id"])]
    wait_for(lambda: len(events) == 1)
    assert (events[0].run_id, events[0].dry_run, events[0].tags) == (created["run_id"], True, ["q3"])


def test_a_real_run_applies_every_row_with_the_runs_tags(
    client: TestClient, env: Env, direct: Direct, events: list[ImportEvent]
) -> None:
    id = document(client, env, identifiers=["orders.order:po-1"])
    results = {"identifiers": ["orders.order:po-2", "orders.order:po-1", "surveys.datapoint:ghent:4"]}
    response = run(
        client,
        env,
        document_id=id,
        model_identifier="document_identifier",
        results=results,
        tags=["erp", "q3"],
        dry_run=False,
    )
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["results"] == results
    assert created["import_report"]["counts"] == {"created": 2, "skipped": 1, "invalid": 0}
    assert identifiers_of(client, env, id) == ["orders.order:po-1", "orders.order:po-2", "surveys.datapoint:ghent:4"]
    runs, identifiers = stored(direct)
    imported = [(i.identifier, i.tags, i.import_run_id) for i in identifiers if i.import_run_id is not None]
    assert imported == [
        ("orders.order:po-2", ["erp", "q3"], created["id"]),
        ("surveys.datapoint:ghent:4", ["erp", "q3"], created["id"]),
    ]
    wait_for(lambda: len(events) == 1)
    assert events[0].tags == ["erp", "q3"] and events[0].counts["created"] == 2 and not events[0].dry_run

    retrieved = client.get(f"{RUNS}{created['id']}/", headers=env.auth("viewer")).json()
    assert retrieved == {k: v for k, v in created.items() if k not in ("document_id", "dry_run")} | {"document": id}


def test_a_real_run_with_an_invalid_row_applies_nothing(
    client: TestClient, env: Env, direct: Direct, events: list[ImportEvent]
) -> None:
    id = document(client, env)
    results = {"identifiers": ["orders.order:po-2", "x" * 1025, None]}
    response = run(client, env, document_id=id, model_identifier="document_identifier", results=results, dry_run=False)
    assert response.status_code == 400
    assert response.json() == {
        "results": {
            "identifiers": {
                "1": ["Ensure this field has no more than 1024 characters."],
                "2": ["Not a valid string."],
            }
        }
    }
    assert stored(direct) == ([], [])
    assert client.get(RUNS, headers=env.auth("owner")).json() == {"count": 0, "results": []}


def test_what_d8_refuses(client: TestClient, env: Env, direct: Direct) -> None:
    mine = document(client, env)
    theirs = document(client, env, who="other_owner")
    response = run(client, env, document_id=theirs, model_identifier="orders.order", results={})
    assert (response.status_code, response.json()) == (
        400,
        {"document_id": [f'Invalid pk "{theirs}" - object does not exist.']},
    )
    long = run(client, env, document_id=mine, model_identifier="x" * 256, results={})
    assert (long.status_code, long.json()) == (
        400,
        {"model_identifier": ["Ensure this field has no more than 255 characters."]},
    )
    assert run(client, env, document_id=mine, model_identifier="x" * 255, results={}).status_code == 201
    shape = run(client, env, document_id=mine, model_identifier="document_identifier", results=["a"])
    assert shape.status_code == 400
    assert shape.json() == {"results": ['Expected an object with "identifiers": a list of identifier strings.']}
    tags = run(client, env, document_id=mine, model_identifier="document_identifier", results={}, tags=["", "x" * 101])
    assert tags.status_code == 400 and set(tags.json()["tags"]) == {"0", "1"}
    blank = run(client, env, document_id=mine, model_identifier="", results={})
    assert blank.status_code == 400 and "model_identifier" in blank.json()
    assert (
        run(client, env, who="viewer", document_id=mine, model_identifier="document_identifier", results={}).status_code
        == 403
    )
    assert [run.model_identifier for run in stored(direct)[0]] == ["x" * 255]


def test_listing_searching_and_ordering_runs(client: TestClient, env: Env) -> None:
    id = document(client, env)
    made = []
    for tags in (["erp", "Q3"], ["manual", "Qualität"], []):
        response = run(
            client, env, document_id=id, model_identifier="document_identifier", results={"identifiers": []}, tags=tags
        )
        made.append(response.json()["id"])

    def ids(**params: Any) -> list[int]:
        body = client.get(RUNS, params=params, headers=env.auth("owner")).json()
        return [r["id"] for r in body["results"]]

    assert ids() == made[::-1]  # most recent first
    assert ids(ordering="id") == made
    assert ids(search="q3") == [made[0]]
    assert ids(search="QUALITät") == [made[1]]  # a tag beyond ASCII (SQLite folds only ASCII letters)
    assert ids(search="document_ident") == made[::-1]
    assert ids(limit=1, offset=1) == [made[1]]
    assert client.get(RUNS, headers=env.auth("other_owner")).json()["count"] == 0
    assert client.get(f"{RUNS}{made[0]}/", headers=env.auth("other_owner")).status_code == 404


def test_a_run_for_a_model_without_an_importer_is_recorded_as_sent(
    client: TestClient, env: Env, direct: Direct, events: list[ImportEvent]
) -> None:
    """Any non-empty model_identifier and any JSON results (the document's D8): a model no importer
    is registered for imports nothing, and the run keeps and answers its results as they were
    sent, its import event carrying its tags (decision import_run_results)."""
    id = document(client, env, identifiers=["orders.order:po-1"])
    results = {
        "orders": [{"external_id": "PO-1", "volume": 12.5, "lines": [1, 2, None], "ok": True}],
        "note": "Qualität ✓",
        "identifiers": ["orders.order:po-2"],  # document_identifier's shape: not its run, nothing added
    }
    response = run(client, env, document_id=id, model_identifier="orders.order", results=results, tags=["erp", "q3"])
    assert response.status_code == 201, response.text
    created = response.json()
    assert (created["results"], created["import_report"]) == (results, None)
    assert (created["model_identifier"], created["dry_run"], created["tags"]) == ("orders.order", True, ["erp", "q3"])
    made = [created["id"]]
    # Any JSON at all, dry or not: nothing is imported either way.
    for value in (["a", 1, {"b": [None, False]}], "text", 3.25, -7, True, None, [], {}):
        real = run(client, env, document_id=id, model_identifier="surveys.datapoint", results=value, dry_run=False)
        assert real.status_code == 201, (value, real.text)
        assert (real.json()["results"], real.json()["import_report"], real.json()["dry_run"]) == (value, None, False)
        made.append(real.json()["id"])
    assert identifiers_of(client, env, id) == ["orders.order:po-1"]
    runs, _ = stored(direct)
    assert [r.id for r in runs] == made
    # D9 and D7 answer them as sent too.
    retrieved = client.get(f"{RUNS}{made[0]}/", headers=env.auth("viewer")).json()
    assert (retrieved["results"], retrieved["import_report"], retrieved["document"]) == (results, None, id)
    listed = client.get(RUNS, params={"ordering": "id"}, headers=env.auth("viewer")).json()["results"]
    assert [(r["results"], r["import_report"]) for r in listed[1:]] == [
        (value, None) for value in (["a", 1, {"b": [None, False]}], "text", 3.25, -7, True, None, [], {})
    ]
    wait_for(lambda: len(events) == len(made))
    first = next(event for event in events if event.data_import_run_id == made[0])
    assert (first.model_identifier, first.tags, first.dry_run, first.counts) == (
        "orders.order",
        ["erp", "q3"],
        True,
        {},
    )


def test_an_importers_run_answers_its_results_as_sent_in_d7_and_d9(client: TestClient, env: Env) -> None:
    id = document(client, env)
    results = {"identifiers": ["orders.order:po-7"], "source": "erp export", "rows_read": 1}
    created = run(
        client, env, document_id=id, model_identifier="document_identifier", results=results, dry_run=False
    ).json()
    report = {
        "dry_run": False,
        "counts": {"created": 1, "skipped": 0, "invalid": 0},
        "rows": [{"row": 0, "status": "created"}],
    }
    assert (created["results"], created["import_report"]) == (results, report)
    retrieved = client.get(f"{RUNS}{created['id']}/", headers=env.auth("owner")).json()
    assert (retrieved["results"], retrieved["import_report"]) == (results, report)
    (listed,) = client.get(RUNS, headers=env.auth("owner")).json()["results"]
    assert (listed["results"], listed["import_report"]) == (results, report)


def test_results_are_bounded_by_the_body_limit(client: TestClient, env: Env, direct: Direct) -> None:
    """However large any JSON may be, a body past the limit (decision body_limit) is refused before
    it is read, whatever its model_identifier: no run is recorded."""
    id = document(client, env)
    for model in ("document_identifier", "orders.order"):
        huge = {"document_id": id, "model_identifier": model, "results": {"padding": "x" * (1024 * 1024)}}
        response = client.post(RUNS, json=huge, headers=env.auth("owner"))
        assert (response.status_code, response.json()) == (413, {"detail": "Request body exceeded 1048576 bytes."})
    assert stored(direct)[0] == []
