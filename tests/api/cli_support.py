"""The `canopy` command run against databases of a test's own, as the CLI tests use it.

A module makes one migrated, empty database per backend (`migrated_database`) and each test a copy
of it (`copy_of`): a file copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL, dropped after.
Commands run in this process through typer's CliRunner (`Canopy`), with the test's database in
CANOPY_DATABASE_URL; what must be a process of its own (serve) runs with `canopy_process`.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result
from sqlalchemy.engine import make_url
from typer.testing import CliRunner

from handwritten.cli import app
from handwritten.db.migrate import migrate
from handwritten.settings import Settings, get_settings
from tests.api.conftest import POSTGRES_URL, _admin, _settings
from tests.live import BIN


@dataclass(frozen=True)
class Template:
    backend: str
    url: str
    path: Path | None = None  # the SQLite file


@contextmanager
def empty_database(backend: str, folder: Path) -> Iterator[Template]:
    """A database with nothing in it, not even the schema; dropped after (PostgreSQL)."""
    if backend == "sqlite":
        path = folder / f"canopy-{uuid.uuid4().hex[:8]}.sqlite3"
        yield Template(backend, f"sqlite+aiosqlite:///{path}", path)
        return
    assert POSTGRES_URL
    name = f"canopy_cli_{uuid.uuid4().hex[:12]}"
    asyncio.run(_admin(f'CREATE DATABASE "{name}"'))
    try:
        yield Template(backend, make_url(POSTGRES_URL).set(database=name).render_as_string(hide_password=False))
    finally:
        asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@contextmanager
def migrated_database(backend: str, folder: Path) -> Iterator[Template]:
    with empty_database(backend, folder) as template:
        migrate(_settings(template.url))
        yield template


@contextmanager
def copy_of(template: Template, folder: Path) -> Iterator[Settings]:
    """The settings of a test's own copy of `template`."""
    if template.path is not None:
        copy = folder / "canopy.sqlite3"
        shutil.copyfile(template.path, copy)
        yield _settings(f"sqlite+aiosqlite:///{copy}", folder / "objects")
        return
    name = f"canopy_cli_{uuid.uuid4().hex[:12]}"
    template_name = make_url(template.url).database
    asyncio.run(_admin(f'CREATE DATABASE "{name}" TEMPLATE "{template_name}"'))
    try:
        url = make_url(template.url).set(database=name).render_as_string(hide_password=False)
        yield _settings(url, folder / "objects")
    finally:
        asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@dataclass
class Canopy:
    """`canopy ARGS` in this process, on the database of `settings`."""

    settings: Settings
    monkeypatch: pytest.MonkeyPatch
    folder: Path

    def __call__(self, *args: str) -> Result:
        self.monkeypatch.chdir(self.folder)  # no .env of the repository's
        self.monkeypatch.setenv("CANOPY_MODE", "test")
        self.monkeypatch.setenv("CANOPY_DATABASE_URL", self.settings.database_url)
        get_settings.cache_clear()
        try:
            result = CliRunner().invoke(app, list(args))
        finally:
            get_settings.cache_clear()
        # Ended by the command itself (typer.Exit or a usage error), never by an exception it let out.
        assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
        return result

    def ok(self, *args: str) -> str:
        result = self(*args)
        assert result.exit_code == 0, result.stderr
        return result.stdout

    def json(self, *args: str) -> Any:
        return json.loads(self.ok(*args, "--json"))


def canopy_process(
    database_url: str, cwd: Path, *args: str, timeout: float = 60, **settings: str
) -> subprocess.CompletedProcess[str]:
    """`canopy ARGS` as a process of its own, with no CANOPY_* setting but the database's and `settings`."""
    environment = {name: value for name, value in os.environ.items() if not name.startswith("CANOPY_")}
    environment.update(CANOPY_MODE="test", CANOPY_DATABASE_URL=database_url, **settings)
    return subprocess.run(
        [str(BIN / "canopy"), *args], env=environment, cwd=cwd, capture_output=True, text=True, timeout=timeout
    )


def one_line(text: str) -> str:
    """`text` if it is exactly one line (what every refusal of the command is), else a failed test."""
    assert text.endswith("\n") and text.count("\n") == 1, text
    return text.rstrip("\n")
