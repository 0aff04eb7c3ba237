"""Lists written from kept rows (runtime/rendered.py) answer byte for byte what building every
model answers, and show a change at the next request: D1 and T1, on both databases."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from starlette.testclient import TestClient

from handwritten.runtime import rendered
from tests.api.conftest import Env
from tests.api.test_documents import DOCUMENTS, Docs
from tests.api.test_transactions import IMPORTED, TRANSACTIONS, _import


def _without_kept_rows(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    fresh = rendered.RowModels(kept=1)  # keeps nothing a page could use: every model built and encoded
    monkeypatch.setattr(rendered, "ROWS", fresh)
    for module in (
        "handwritten.runtime.http",
        "handwritten.services.documents.service",
        "handwritten.services.transactions.service",
    ):
        monkeypatch.setattr(f"{module}.ROWS", fresh)
    return monkeypatch.undo


def test_kept_rows_answer_what_built_ones_do(client: TestClient, env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    docs = Docs(client, env)
    folder = client.post("/api/document-folders/", json={"name": "Ghana"}, headers=env.auth("owner")).json()
    for name in ("Audit", "Permit"):
        docs.uploaded(name=name, folder=folder["id"], identifiers=[f"context.year=2024&name={name}"])
    assert _import(client, env, IMPORTED, dry_run=False, tags=["erp"]).status_code == 201
    pages = [(DOCUMENTS, {"ordering": "name"}), (TRANSACTIONS, {"ordering": "id"})]

    def bodies() -> list[bytes]:
        answers = [client.get(path, params=params, headers=env.auth("owner")) for path, params in pages]
        assert all(answer.status_code == 200 for answer in answers)
        return [answer.content for answer in answers]

    first, again = bodies(), bodies()  # the second written from the rows the first kept
    assert first == again
    undo = _without_kept_rows(monkeypatch)
    assert bodies() == again
    undo()
    assert bodies() == again

    # A change is another row, so another key: shown at once.
    audit = docs.get(DOCUMENTS, name="Audit").json()["results"][0]
    assert (
        client.patch(f"{DOCUMENTS}{audit['id']}/", json={"name": "Audit 2"}, headers=env.auth("owner")).status_code
        == 200
    )
    assert (
        client.patch(
            f"/api/document-folders/{folder['id']}/", json={"name": "Ghana North"}, headers=env.auth("owner")
        ).status_code
        == 200
    )
    listed = docs.get(DOCUMENTS, ordering="name", folder=folder["id"]).json()["results"]
    assert [(d["name"], d["folder_detail"]["name"]) for d in listed] == [
        ("Audit 2", "Ghana North"),
        ("Permit", "Ghana North"),
    ]
