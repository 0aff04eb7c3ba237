"""Surveys through the API (S1–S5, SV1–SV3): publishing by staff, submissions with nested
instances, answers shared by context and propagated (show, hide, lock, formulas), on both databases."""

from __future__ import annotations

import asyncio
import copy
import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.db.models import AuthGroup, Member, User
from handwritten.db.session import Database, Tenant
from handwritten.services.surveys.data_room import DataRoomIds, data_room_ids
from tests.api.conftest import Direct, Env
from tests.api.test_documents import Docs
from tests.api.test_jobs import run_due, wait_for

EXAMPLE = json.loads(
    (Path(__file__).parents[2] / "handwritten/domain/surveys/examples/site_energy.json").read_text(encoding="utf-8")
)
YEAR = {"context_object": "year", "context_value": "2024-06-30", "precision": "year"}


def _site(name: str) -> dict[str, str]:
    return {"context_object": "site", "context_value": name, "precision": "exact"}


class Surveys:
    def __init__(self, client: TestClient, env: Env) -> None:
        self.client, self.env = client, env

    def publish(self, definition: dict[str, Any] | None = None, who: str = "owner") -> Any:
        body = {"definition": definition or EXAMPLE, "workspace_ids": [self.env.workspaces["a"]]}
        return self.client.post("/api/survey-definitions/", json=body, headers=self.env.auth(who))

    def submit(self, *sites: str, who: str = "owner") -> Any:
        survey = self.client.get("/api/surveys/", headers=self.env.auth(who)).json()["results"][0]
        body = {"application_survey_id": survey["application_survey_id"], "query_context": [YEAR, *map(_site, sites)]}
        return self.client.post("/api/survey-submissions/", json=body, headers=self.env.auth(who))

    def answer(self, field_id: str, value: str, who: str = "owner", **context: str) -> Any:
        body = {"context": {"year": "2024", **context}, "field_id": field_id, "value": value, "status": "in_progress"}
        return self.client.post("/api/data-points/", json=body, headers=self.env.auth(who))

    def read(self, key: str, agent: bool = False) -> dict[str, Any]:
        response = self.client.get(
            f"/api/survey-submissions/{key}/", params={"agent": str(agent).lower()}, headers=self.env.auth("owner")
        )
        assert response.status_code == 200, response.text
        return response.json()["survey_submissions"][0]

    def questions(self, key: str) -> dict[str, dict[str, Any]]:
        return {q["field_id"]: q for block in self.read(key)["blocks"] for q in block["questions"]}


def staff_owners(client: TestClient, env: Env, direct: Direct) -> Surveys:
    """Surveys as the owners see them once they are platform staff (who publish)."""

    async def staff(session: AsyncSession) -> None:
        await session.execute(update(User).where(User.email.like("owner@%")).values(is_staff=True))

    direct.run(staff)
    return Surveys(client, env)


@pytest.fixture
def surveys(client: TestClient, env: Env, direct: Direct) -> Surveys:
    return staff_owners(client, env, direct)


def test_only_staff_publish_and_a_bad_definition_names_its_problem(surveys: Surveys) -> None:
    assert surveys.publish(who="admin").status_code == 403
    cyclic = copy.deepcopy(EXAMPLE)
    cyclic["blocks"][1]["questions"][1]["formula"] = "renewable_share + 1"  # total <-> share
    refused = surveys.publish(cyclic)
    assert refused.status_code == 400
    assert "total_energy_kwh" in refused.text and "renewable_share" in refused.text and "Cycle" in refused.text
    dangling = copy.deepcopy(EXAMPLE)
    dangling["blocks"][1]["questions"][1]["formula"] = "sum(sites.no_such_field)"
    assert "no_such_field" in surveys.publish(dangling).text

    first = surveys.publish()
    assert first.status_code == 201, first.text
    assert (first.json()["version"], first.json()["is_active_version"]) == (1, True)
    second = surveys.publish().json()
    assert second["version"] == 2
    listed = surveys.client.get("/api/survey-definitions/", headers=surveys.env.auth("owner")).json()
    assert [(d["version"], d["is_active_version"]) for d in listed["results"]] == [(1, False), (2, True)]
    one = surveys.client.get(f"/api/survey-definitions/{second['id']}/", headers=surveys.env.auth("owner")).json()
    assert one["definition"]["key"] == EXAMPLE["key"] and one["workspace_ids"] == [surveys.env.workspaces["a"]]
    assert surveys.client.get("/api/survey-definitions/", headers=surveys.env.auth("admin")).status_code == 403
    mine = surveys.client.get("/api/surveys/", headers=surveys.env.auth("viewer")).json()
    assert mine["count"] == 1 and mine["results"][0]["id"] == second["id"]
    assert [t["name"] for t in mine["results"][0]["tags"]] == ["energy", "scope-2"]
    tagged = surveys.client.get("/api/surveys/", params={"tags": "nothing"}, headers=surveys.env.auth("owner"))
    assert tagged.json()["count"] == 0


def test_answers_show_hide_lock_and_compute_across_nested_instances(surveys: Surveys) -> None:
    assert surveys.publish().status_code == 201
    created = surveys.submit("ghent", "lyon")
    assert created.status_code == 201, created.text
    submission = created.json()
    assert submission["context"] == {"year": "2024", "site": ["ghent", "lyon"]}
    listing = surveys.client.get("/api/survey-submissions/", headers=surveys.env.auth("owner")).json()
    root_key = listing["results"][0]["survey_submissions"][0]["key"]
    root = surveys.questions(root_key)
    assert root["sites"]["visible"] is False  # has_sites unanswered: the rule does not hold
    assert [n["dimension_value"] for n in root["sites"]["nested"]] == ["ghent", "lyon"]
    ghent_key, lyon_key = (n["key"] for n in root["sites"]["nested"])

    assert surveys.answer("has_sites", "yes").status_code == 200
    assert surveys.answer("energy_kwh", "100", site="ghent").status_code == 200
    assert surveys.answer("energy_kwh", "50.5", site="lyon").status_code == 200
    root = surveys.questions(root_key)
    assert root["sites"]["visible"] is True
    assert root["total_energy_kwh"]["value"] == "150.5"
    assert surveys.questions(ghent_key)["share_of_total"]["value"] == "66.4"

    # Hiding the nested question takes its instances out of the aggregate; the answers are kept.
    assert surveys.answer("has_sites", "no").status_code == 200
    assert surveys.questions(root_key)["total_energy_kwh"]["value"] == "0"
    assert surveys.questions(ghent_key)["energy_kwh"]["value"] == "100"
    assert surveys.answer("has_sites", "yes").status_code == 200
    assert surveys.questions(root_key)["total_energy_kwh"]["value"] == "150.5"

    # A locked question refuses writes; a formula is never written.
    assert surveys.answer("report_status", "final").status_code == 200
    locked = surveys.answer("reporting_year", "2024")
    assert (locked.status_code, "locked" in locked.text) == (400, True)
    assert surveys.answer("total_energy_kwh", "1").status_code == 400
    assert surveys.questions(root_key)["reporting_year"]["locked"] is True


def test_an_answer_reaches_every_submission_of_its_context_and_is_validated(surveys: Surveys) -> None:
    assert surveys.publish().status_code == 201
    first, second = surveys.submit("ghent").json(), surveys.submit("ghent", "paris").json()
    assert surveys.answer("has_sites", "yes").status_code == 200
    written = surveys.answer("energy_kwh", "7", site="ghent")
    assert written.status_code == 200
    point = written.json()
    assert (point["field_id"], point["value"], point["context"]) == (
        "energy_kwh",
        "7",
        {"year": "2024", "site": "ghent"},
    )
    assert point["user"] > 0 and point["user_group"] > 0 and point["status_user"] == point["user"]
    rows = surveys.client.get("/api/survey-submissions/", headers=surveys.env.auth("owner")).json()["results"]
    keys = {s["id"]: s["key"] for s in rows[0]["survey_submissions"]}
    for submission in (first, second):
        assert surveys.questions(keys[submission["id"]])["total_energy_kwh"]["value"] == "7"

    for field_id, value in [
        ("energy_kwh", "-1"), ("has_sites", "maybe"), ("period_end", "31/12/2024"), ("data_confidence", "101"),
        ("energy_sources", '["coal"]'), ("reporting_year", "abc"),
    ]:  # fmt: skip
        context = {"site": "ghent"} if field_id == "energy_kwh" else {}
        refused = surveys.answer(field_id, value, **context)
        assert refused.status_code == 400 and "value" in refused.json(), (field_id, refused.text)
    assert surveys.answer("no_such_field", "1").status_code == 400
    assert surveys.answer("has_sites", "yes", who="viewer").status_code == 403

    contained = surveys.client.get(
        "/api/survey-submissions/",
        params={"context__contains": '{"site": ["paris"]}'},
        headers=surveys.env.auth("owner"),
    ).json()
    assert [s["id"] for row in contained["results"] for s in row["survey_submissions"]] == [second["id"]]
    tagged = surveys.client.get(
        "/api/survey-submissions/", params={"tags": "nothing,scope-2"}, headers=surveys.env.auth("owner")
    )
    assert [s["id"] for row in tagged.json()["results"] for s in row["survey_submissions"]] == [
        first["id"],
        second["id"],
    ]
    untagged = surveys.client.get(
        "/api/survey-submissions/", params={"tags": "nothing"}, headers=surveys.env.auth("owner")
    )
    assert untagged.json()["count"] == 0


def test_subsection_keys_and_the_agent_view(surveys: Surveys) -> None:
    assert surveys.publish().status_code == 201
    submission = surveys.submit("ghent").json()
    rows = surveys.client.get("/api/survey-submissions/", headers=surveys.env.auth("owner")).json()["results"]
    root_key = rows[0]["survey_submissions"][0]["key"]
    full, lean = surveys.read(root_key), surveys.read(root_key, agent=True)
    assert "title" in full["blocks"][0] and "title" not in lean["blocks"][0]
    assert [q["field_id"] for b in lean["blocks"] for q in b["questions"]] == [
        q["field_id"] for b in full["blocks"] for q in b["questions"]
    ]
    block = full["blocks"][2]["id"]
    only = surveys.read(f"{root_key}:{block}")
    assert [b["id"] for b in only["blocks"]] == [block]
    headers = surveys.env.auth("owner")
    malformed = surveys.client.get(f"/api/survey-submissions/{submission['id']}:x/", headers=headers)
    assert (malformed.status_code, malformed.json()) == (
        400,
        {"id": ["This value does not match the required pattern."]},
    )
    assert surveys.client.get(f"/api/survey-submissions/{root_key}:999/", headers=headers).status_code == 404
    assert surveys.client.get(f"/api/survey-submissions/{submission['id']}:99999/", headers=headers).status_code == 404
    other = surveys.client.get(f"/api/survey-submissions/{root_key}/", headers=surveys.env.auth("other_owner"))
    assert other.status_code == 404


def test_an_answer_goes_back_to_review_when_a_document_it_refers_to_changes(surveys: Surveys, env: Env) -> None:
    assert surveys.publish().status_code == 201
    surveys.submit()
    document = Docs(surveys.client, env).uploaded(b"%PDF-1.4 meter readings", name="meters.pdf")
    body = {
        "context": {"year": "2024"}, "field_id": "notes", "value": "See the meter readings.",
        "status": "ready_for_audit", "document_ids": [document["id"]],
    }  # fmt: skip
    written = surveys.client.post("/api/data-points/", json=body, headers=env.auth("owner"))
    assert written.status_code == 200, written.text
    unknown = surveys.client.post(
        "/api/data-points/", json={**body, "document_ids": [document["id"], 999999]}, headers=env.auth("owner")
    )
    assert (unknown.status_code, list(unknown.json()["document_ids"])) == (400, ["1"])
    rows = surveys.client.get("/api/survey-submissions/", headers=env.auth("owner")).json()["results"]
    root_key = rows[0]["survey_submissions"][0]["key"]
    assert surveys.questions(root_key)["notes"]["data_point"]["status"] == "ready_for_audit"

    renamed = surveys.client.patch(
        f"/api/documents/{document['id']}/", json={"name": "meters-2024.pdf"}, headers=env.auth("owner")
    )
    assert renamed.status_code == 200
    run_due(env.settings)  # or the app's own job worker, if it took the job first
    answer = wait_for(
        lambda: (found := surveys.questions(root_key)["notes"])["data_point"]["status"] == "ready_for_review" and found,
        "the answer back to review",
    )
    assert answer["value"] == "See the meter readings."


def test_viewers_read_surveys_and_the_others_write_each_as_their_data_room_user(
    surveys: Surveys, env: Env, direct: Direct
) -> None:
    assert surveys.publish().status_code == 201
    assert surveys.submit(who="viewer").status_code == 403
    assert surveys.submit(who="editor").status_code == 201
    for path in ("/api/surveys/", "/api/survey-submissions/"):
        assert surveys.client.get(path, headers=env.auth("viewer")).status_code == 200
    assert surveys.answer("has_sites", "yes", who="viewer").status_code == 403

    editor = surveys.answer("has_sites", "yes", who="editor").json()
    again = surveys.answer("has_sites", "no", who="editor").json()
    admin = surveys.answer("has_sites", "yes", who="admin").json()
    assert (again["user"], again["user_group"]) == (editor["user"], editor["user_group"])  # made once
    assert admin["user"] != editor["user"] and admin["user_group"] != editor["user_group"]  # a group per role
    assert admin["status_user"] == editor["status_user"]  # the status (in_progress) did not change

    async def editor_becomes_admin(session: AsyncSession) -> None:
        admin_group = await session.scalar(select(AuthGroup.id).where(AuthGroup.name == "Admin"))
        editor_user = await session.scalar(select(User.id).where(User.email.like("editor@%")))
        await session.execute(update(Member).where(Member.user_id == editor_user).values(auth_group_id=admin_group))

    direct.run(editor_becomes_admin)
    moved = surveys.answer("has_sites", "yes", who="editor").json()
    assert (moved["user"], moved["user_group"]) == (editor["user"], admin["user_group"])


def test_two_first_survey_requests_at_once_map_the_member_once(env: Env, direct: Direct) -> None:
    """Race-free: both insert-or-skip, and both read back the one record the first committed."""
    if env.backend != "postgresql":
        pytest.skip("SQLite runs one writer at a time; the race needs PostgreSQL's concurrent transactions")

    async def editor(session: AsyncSession) -> int:
        found = await session.scalar(select(User.id).where(User.email.like("editor@%")))
        assert found is not None
        return found

    user_id, workspace_id = direct.run(editor), env.workspaces["a"]

    async def both() -> list[DataRoomIds]:
        db = Database(env.settings)

        async def first_request() -> DataRoomIds:
            async with db.session(Tenant(workspace_id=workspace_id, user_id=user_id)) as session:
                ctx = SimpleNamespace(session=session, user_id=user_id, workspace_id=workspace_id, role="Editor")
                ids = await data_room_ids(ctx)  # type: ignore[arg-type]
                await asyncio.sleep(0.3)  # both transactions open at once
                await session.commit()
                return ids

        try:
            return list(await asyncio.gather(first_request(), first_request()))
        finally:
            await db.dispose()

    one, other = asyncio.run(both())
    assert one == other
