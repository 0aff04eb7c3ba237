"""`canopy surveys publish`: a definition file published to workspaces by the platform's
operators, all or nothing, every problem of a bad one listed; and `canopy demo`'s survey."""

from __future__ import annotations

import copy
import json
import os
import subprocess
from pathlib import Path
from typing import Any

import yaml
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.db.surveys import SurveyDefinition
from tests.api.conftest import Direct, Env
from tests.api.test_jobs import CANOPY
from tests.api.test_surveys import EXAMPLE


def _canopy(database_url: str, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    environment = {name: value for name, value in os.environ.items() if not name.startswith("CANOPY_")}
    environment.update(CANOPY_MODE="test", CANOPY_DATABASE_URL=database_url, COLUMNS="200")
    return subprocess.run(
        [CANOPY, *args], env=environment, cwd=cwd, capture_output=True, text=True, timeout=120
    )  # fmt: skip


def _publish(env: Env, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return _canopy(env.settings.database_url, tmp_path, "surveys", "publish", *args)


def _written(tmp_path: Path, definition: dict[str, Any], name: str = "survey.json") -> str:
    file = tmp_path / name
    text = yaml.safe_dump(definition) if name.endswith(".yaml") else json.dumps(definition)
    file.write_text(text, encoding="utf-8")
    return str(file)


def _surveys(client: TestClient, env: Env, who: str = "owner") -> list[dict[str, Any]]:
    listed: list[dict[str, Any]] = client.get("/api/surveys/", headers=env.auth(who)).json()["results"]
    return listed


def _publishers(env: Env) -> list[tuple[int, int | None]]:
    async def work(session: AsyncSession) -> list[tuple[int, int | None]]:
        rows = await session.execute(select(SurveyDefinition.version, SurveyDefinition.published_by_id))
        return [(row.version, row.published_by_id) for row in rows]

    return Direct(env.settings).run(work)


def test_a_definition_file_is_published_to_every_workspace_named(client: TestClient, env: Env, tmp_path: Path) -> None:
    a, b = str(env.workspaces["a"]), str(env.workspaces["b"])
    done = _publish(env, tmp_path, _written(tmp_path, EXAMPLE), "--workspace", a, "--workspace", b, "--json")
    assert done.returncode == 0, done.stderr
    published = json.loads(done.stdout)
    assert published == {
        "id": published["id"],
        "key": "site-energy",
        "version": 1,
        "workspace_ids": sorted([env.workspaces["a"], env.workspaces["b"]]),
    }
    for who in ("owner", "other_owner"):
        assert [s["id"] for s in _surveys(client, env, who)] == [published["id"]], who

    # YAML too; the next version of the key, which the survey of a now follows (b's stays).
    again = _publish(env, tmp_path, _written(tmp_path, EXAMPLE, "survey.yaml"), "--workspace", a)
    assert again.returncode == 0, again.stderr
    [survey] = _surveys(client, env)
    assert again.stdout.strip() == f"published site-energy version 2 (definition {survey['id']}) to workspace {a}"
    assert [s["id"] for s in _surveys(client, env, "other_owner")] == [published["id"]]
    assert _publishers(env) == [(1, None), (2, None)]  # an operator's publishing names no user


def test_a_bad_definition_lists_every_problem_and_publishes_nothing(
    client: TestClient, env: Env, tmp_path: Path
) -> None:
    cyclic = copy.deepcopy(EXAMPLE)
    cyclic["blocks"][1]["questions"][1]["formula"] = "renewable_share + 1"  # total <-> share
    cyclic["blocks"][1]["questions"][0]["visible_if"] = "has_sitez == 'yes'"  # a typo
    refused = _publish(env, tmp_path, _written(tmp_path, cyclic), "--workspace", str(env.workspaces["a"]))
    assert refused.returncode == 1
    lines = refused.stderr.splitlines()
    assert lines[0] == "error: the definition has 2 problems; nothing was published"
    assert any(
        line.strip().startswith("blocks[1].questions[")
        and "Cycle" in line
        and "total_energy_kwh" in line
        and "renewable_share" in line
        for line in lines
    ), refused.stderr
    assert (
        "  blocks[1].questions[0].visible_if: Dangling reference has_sitez: no field 'has_sitez' in the definition."
        in lines
    )
    assert refused.stdout == ""
    assert _surveys(client, env) == [] and _publishers(env) == []


def test_an_unknown_workspace_or_an_unreadable_file_publishes_nothing(
    client: TestClient, env: Env, tmp_path: Path
) -> None:
    good = _written(tmp_path, EXAMPLE)
    nowhere = _publish(env, tmp_path, good, "--workspace", str(env.workspaces["a"]), "--workspace", "999999")
    assert nowhere.returncode == 2
    assert nowhere.stderr.strip() == "error: there is no workspace 999999"
    broken = tmp_path / "broken.json"
    broken.write_text('{"key": "site-energy",', encoding="utf-8")
    unreadable = _publish(env, tmp_path, str(broken), "--workspace", str(env.workspaces["a"]))
    assert unreadable.returncode == 2 and f"cannot read {broken}" in unreadable.stderr
    missing = _publish(env, tmp_path, str(tmp_path / "missing.json"), "--workspace", str(env.workspaces["a"]))
    assert missing.returncode == 2
    assert _surveys(client, env) == [] and _publishers(env) == []


def test_canopy_demo_reports_its_survey(tmp_path: Path) -> None:
    """The command, end to end, in an empty SQLite database (test_demo.py reads the survey back)."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'demo.sqlite3'}"
    assert _canopy(url, tmp_path, "migrate").returncode == 0
    demo = _canopy(url, tmp_path, "demo", "--json")
    assert demo.returncode == 0, demo.stderr
    surveys = json.loads(demo.stdout)["surveys"]
    assert set(surveys) == {"definition_id", "application_survey_id", "submission_id", "root_key"}
    submission, survey = surveys["root_key"].split(
        ":"
    )  # the root: named by its survey (decision survey_subsection_key)
    assert (int(submission), int(survey)) == (surveys["submission_id"], surveys["application_survey_id"])
