"""The `canopy` command against real databases (handwritten/cli/commands.py): what `migrate` says it did,
`demo` run again answering the demo's ids and how to get a key, and `serve` refusing ports that
another process listens on."""

from __future__ import annotations

import os
import shlex
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic.script import ScriptDirectory
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.migrate import alembic_config, head_revision
from tests.api.cli_support import Canopy, Template, canopy_process, copy_of, empty_database, migrated_database, one_line
from tests.api.conftest import BACKENDS
from tests.live import BIN, free_ports, stop, wait_for


@pytest.fixture(scope="module", params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(scope="module")
def template(backend: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Template]:
    with migrated_database(backend, tmp_path_factory.mktemp("cli")) as made:
        yield made


@pytest.fixture
def canopy(template: Template, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Canopy]:
    with copy_of(template, tmp_path) as settings:
        yield Canopy(settings, monkeypatch, tmp_path)


def test_migrate_says_how_many_migrations_it_applied(backend: str, tmp_path: Path) -> None:
    scripts = ScriptDirectory.from_config(alembic_config("sqlite://"))
    head = Path(scripts.get_revision(head_revision()).path).stem
    count = len(list(scripts.walk_revisions()))
    with empty_database(backend, tmp_path) as database:
        first = canopy_process(database.url, tmp_path, "migrate")
        assert first.returncode == 0, first.stderr
        assert first.stdout == f"applied {count} migrations; the database is at {head}\n"
        again = canopy_process(database.url, tmp_path, "migrate")
        assert again.returncode == 0, again.stderr
        assert again.stdout == f"the database is up to date ({head}), no migration applied\n"


def test_demo_run_again_answers_its_ids_and_how_to_get_a_key(canopy: Canopy) -> None:
    created = canopy.json("demo")
    assert set(created) == {"workspaces", "users", "keys", "supply_chain", "transactions", "surveys"}
    assert created["users"]["owner"]["email"] == "owner@acme.example"
    assert created["users"]["roamer"]["roles"] == {"a": "Editor", "b": "Viewer"}
    found = canopy.json("demo")
    hint = found.pop("new_key")
    assert found == {name: ids for name, ids in created.items() if name != "keys"}
    assert hint == 'canopy keys create --email owner@acme.example --name "demo owner key"'
    # The hint, run as written, makes a key of workspace a's Owner.
    key = canopy.ok(*shlex.split(hint)[1:]).strip()
    with TestClient(create_app(canopy.settings)) as client:
        me = client.get("/api/accounts/users/me/", headers={"Authorization": f"ApiKey {key}"}).json()
    assert (me["email"], me["company"]["id"], me["auth_group"]["name"]) == (
        "owner@acme.example",
        created["workspaces"]["a"],
        "Owner",
    )
    human = canopy.ok("demo", "--if-empty").splitlines()
    assert human[0] == f"workspaces: a={created['workspaces']['a']} b={created['workspaces']['b']}"
    assert human[1].strip() == f"owner: owner@acme.example (user {created['users']['owner']['id']}; a: Owner)"
    assert human[-1].strip() == hint and not any("cnp_" in line for line in human)


def test_demo_in_a_database_of_other_data_changes_nothing(canopy: Canopy) -> None:
    canopy.json("workspaces", "create", "Acme", "--owner-email", "ada@example.org")
    refused = canopy("demo", "--json")
    assert refused.exit_code == 1 and refused.stdout == ""
    assert one_line(refused.stderr) == (
        "canopy: the database has data, not the demo's; the demo is created only in an empty database"
    )
    assert canopy.ok("demo", "--if-empty") == "demo: the database has data, not the demo's; nothing created\n"
    assert [w["name"] for w in canopy.json("workspaces", "list")] == ["Acme"]


def _listening(port: int, *, reuse_port: bool) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT if reuse_port else socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    sock.listen()
    return sock


def _serve(folder: Path, *args: str, **settings: str) -> subprocess.CompletedProcess[str]:
    """`canopy serve ARGS` on a database in `folder`, which must stop by itself (canopy_process
    kills it after the timeout, and it forks no worker with the default --workers 1)."""
    return canopy_process(_url(folder), folder, "serve", *args, timeout=30, **settings)


def _url(folder: Path) -> str:
    return f"sqlite+aiosqlite:///{folder / 'db.sqlite3'}"


@pytest.mark.parametrize("reuse_port", [False, True], ids=["plain", "reuse_port"])
def test_serve_refuses_a_port_another_program_listens_on(tmp_path: Path, reuse_port: bool) -> None:
    first = free_ports(5)
    # The supply_chain host's port; a listener with SO_REUSEPORT is what another server's worker is.
    with _listening(first + 1, reuse_port=reuse_port):
        refused = _serve(tmp_path, "--port", str(first))
    assert (refused.returncode, refused.stdout) == (1, ""), refused.stderr
    assert one_line(refused.stderr) == (
        f"canopy: port {first + 1} (supply_chain host) on 127.0.0.1 is not available (Address already in use); "
        "stop what listens there or choose other ports (--port)"
    )
    with _listening(first + 4, reuse_port=reuse_port):
        refused = _serve(tmp_path, "--port", str(first), "--combined", CANOPY_METRICS_PORT=str(first + 4))
    assert refused.returncode == 1
    assert one_line(refused.stderr).startswith(f"canopy: port {first + 4} (metrics) on 127.0.0.1 is not available")
    assert not (tmp_path / "db.sqlite3").exists()  # refused before anything else, migrating included


def test_serve_refuses_the_ports_of_a_running_canopy_serve(tmp_path: Path) -> None:
    first = free_ports(4)
    environment = {name: value for name, value in os.environ.items() if not name.startswith("CANOPY_")}
    with (tmp_path / "server.log").open("wb") as log:
        server = subprocess.Popen(
            [str(BIN / "canopy"), "serve", "--port", str(first), "--workers", "2"],
            env={**environment, "CANOPY_MODE": "test", "CANOPY_DATABASE_URL": _url(tmp_path)},
            cwd=tmp_path,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # stopped with its workers, whatever happens
        )
    try:
        wait_for(f"http://127.0.0.1:{first + 3}/healthz", seconds=60)
        for args, port, what in [((), first, "base host"), (("--combined",), first + 2, "all hosts")]:
            refused = _serve(tmp_path, "--port", str(port), *args)
            assert refused.returncode == 1, refused.stderr
            assert one_line(refused.stderr) == (
                f"canopy: port {port} ({what}) on 127.0.0.1 is in use by another canopy serve; "
                "stop what listens there or choose other ports (--port)"
            )
        assert server.poll() is None
        wait_for(f"http://127.0.0.1:{first}/healthz")  # still serving
    finally:
        stop(server)
    assert server.returncode == 0
