"""Document folders F1–F5, extension operations (decision document_folders)."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from handwritten.services.documents import folders as folder_checks
from tests.api.conftest import Env
from tests.api.test_idempotency import run_with_app

FOLDERS = "/api/document-folders/"
DOCUMENTS = "/api/documents/"


class Folders:
    def __init__(self, client: TestClient, env: Env) -> None:
        self.client, self.env = client, env

    def create(self, name: str, parent: int | None = None, who: str = "owner") -> int:
        body: dict[str, Any] = {"name": name} | ({"parent": parent} if parent is not None else {})
        response = self.client.post(FOLDERS, json=body, headers=self.env.auth(who))
        assert response.status_code == 201, response.text
        folder: dict[str, Any] = response.json()
        return int(folder["id"])

    def move(self, id: int, parent: int | None) -> httpx.Response:
        return self.client.patch(f"{FOLDERS}{id}/", json={"parent": parent}, headers=self.env.auth("owner"))

    def get(self, id: int) -> dict[str, Any]:
        response = self.client.get(f"{FOLDERS}{id}/", headers=self.env.auth("owner"))
        assert response.status_code == 200, response.text
        folder: dict[str, Any] = response.json()
        return folder

    def listed(self, **params: Any) -> list[dict[str, Any]]:
        response = self.client.get(FOLDERS, params=params, headers=self.env.auth("owner"))
        assert response.status_code == 200, response.text
        results: list[dict[str, Any]] = response.json()["results"]
        return results

    def delete(self, id: int, **params: Any) -> httpx.Response:
        return self.client.delete(f"{FOLDERS}{id}/", params=params, headers=self.env.auth("owner"))

    def document(self, folder: int | None) -> int:
        body = {"name": "doc", "content_type": "formula", "folder": folder}
        response = self.client.post(DOCUMENTS, json=body, headers=self.env.auth("owner"))
        assert response.status_code == 201, response.text
        return int(response.json()["id"])


@pytest.fixture
def folders(client: TestClient, env: Env) -> Folders:
    return Folders(client, env)


def test_folders_nest_and_show_their_counts(folders: Folders) -> None:
    reports = folders.create("Reports")
    y2024 = folders.create("2024", reports)
    folders.create("2025", reports)
    folders.document(reports)
    folders.document(y2024)
    folders.document(y2024)
    assert folders.get(reports) | {"created_at": None, "updated_at": None} == {
        "id": reports,
        "name": "Reports",
        "parent": None,
        "child_folder_count": 2,
        "document_count": 1,
        "created_at": None,
        "updated_at": None,
    }
    listed = {f["name"]: (f["parent"], f["child_folder_count"], f["document_count"]) for f in folders.listed()}
    assert listed == {"2024": (reports, 0, 2), "2025": (reports, 0, 0), "Reports": (None, 2, 1)}
    assert [f["name"] for f in folders.listed()] == ["2024", "2025", "Reports"]  # by name
    assert [f["name"] for f in folders.listed(parent__isnull="true")] == ["Reports"]
    assert [f["name"] for f in folders.listed(parent=reports, ordering="-name")] == ["2025", "2024"]
    assert [f["name"] for f in folders.listed(search="202", name__icontains="5")] == ["2025"]


def test_a_move_that_would_make_a_cycle_is_refused(folders: Folders) -> None:
    top = folders.create("top")
    middle = folders.create("middle", top)
    bottom = folders.create("bottom", middle)
    cycle = {"parent": ["A folder cannot be moved into itself or into one of its own folders."]}
    for parent in (top, middle, bottom):
        response = folders.move(top, parent)
        assert (response.status_code, response.json()) == (400, cycle), parent
    assert folders.get(top)["parent"] is None
    moved = folders.move(bottom, top)
    assert moved.status_code == 200 and moved.json()["parent"] == top
    assert folders.move(middle, None).json()["parent"] is None


def test_two_moves_at_once_never_make_a_cycle(folders: Folders, env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    """A under B and B under A, sent together: each check must see the other's move (PostgreSQL)."""
    if env.backend != "postgresql":
        pytest.skip("SQLite runs one writer at a time; the race needs PostgreSQL's concurrent transactions")
    a, b = folders.create("A"), folders.create("B")
    ancestry = folder_checks.ancestry

    async def slow(ctx: Any, folder: int) -> set[int]:
        found = await ancestry(ctx, folder)
        await asyncio.sleep(0.3)  # both moves past their check before either writes, unless they wait
        return found

    monkeypatch.setattr(folder_checks, "ancestry", slow)

    async def race(client: httpx.AsyncClient) -> list[httpx.Response]:
        moves = ((a, b), (b, a))
        headers = env.auth("owner")
        return list(
            await asyncio.gather(
                *(client.patch(f"{FOLDERS}{x}/", json={"parent": y}, headers=headers) for x, y in moves)
            )
        )

    responses = run_with_app(env, race)
    assert sorted(r.status_code for r in responses) == [200, 400], [r.text for r in responses]
    parents = {folders.get(a)["parent"], folders.get(b)["parent"]}
    assert None in parents  # one of them stayed at the top: no cycle


def test_a_parent_of_another_workspace_is_refused(folders: Folders, client: TestClient, env: Env) -> None:
    mine = folders.create("mine")
    theirs = client.post(FOLDERS, json={"name": "theirs"}, headers=env.auth("other_owner")).json()["id"]
    invalid = {"parent": [f'Invalid pk "{theirs}" - object does not exist.']}
    response = client.post(FOLDERS, json={"name": "x", "parent": theirs}, headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (400, invalid)
    assert (folders.move(mine, theirs).status_code, folders.move(mine, theirs).json()) == (400, invalid)
    for response in (
        client.get(f"{FOLDERS}{mine}/", headers=env.auth("other_owner")),
        client.patch(f"{FOLDERS}{mine}/", json={"name": "x"}, headers=env.auth("other_owner")),
        client.delete(f"{FOLDERS}{mine}/", headers=env.auth("other_owner")),
    ):
        assert (response.status_code, response.json()) == (404, {"detail": "Not found."})
    assert [f["name"] for f in folders.listed()] == ["mine"]


def test_deleting_a_folder_that_holds_folders_or_documents(folders: Folders, client: TestClient, env: Env) -> None:
    parent = folders.create("parent")
    child = folders.create("child", parent)
    document = folders.document(child)
    refused = folders.delete(parent)
    assert refused.status_code == 400
    assert refused.json() == {"non_field_errors": ["This folder holds 1 folder(s): move or delete them first."]}
    refused = folders.delete(child)
    assert refused.status_code == 400 and "unfile_documents=true" in refused.json()["non_field_errors"][0]
    assert client.get(f"{DOCUMENTS}{document}/", headers=env.auth("owner")).json()["folder"] == child

    assert folders.delete(child, unfile_documents="true").status_code == 204
    unfiled = client.get(f"{DOCUMENTS}{document}/", headers=env.auth("owner")).json()
    assert (unfiled["folder"], unfiled["folder_detail"]) == (None, None)
    assert folders.delete(parent).status_code == 204
    assert folders.listed() == []
    assert client.get(f"{FOLDERS}{parent}/", headers=env.auth("owner")).status_code == 404


def test_viewers_read_folders_and_editors_change_them(folders: Folders, client: TestClient, env: Env) -> None:
    id = folders.create("shared", who="editor")
    assert client.get(f"{FOLDERS}{id}/", headers=env.auth("viewer")).status_code == 200
    assert client.post(FOLDERS, json={"name": "x"}, headers=env.auth("viewer")).status_code == 403
    assert client.patch(f"{FOLDERS}{id}/", json={"name": "x"}, headers=env.auth("viewer")).status_code == 403
    assert client.delete(f"{FOLDERS}{id}/", headers=env.auth("viewer")).status_code == 403
