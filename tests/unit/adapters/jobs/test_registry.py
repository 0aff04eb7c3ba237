"""The job queue's parts that need no database: handlers by kind, plug-in modules, the retry schedule, settings."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from handwritten.adapters.jobs import HANDLERS, JobContext, Jobs, Registry, UnknownJobKind
from handwritten.db.session import Database
from handwritten.settings import Settings
from tests.unit.adapters.jobs import plugin


async def nothing(job: JobContext) -> None:
    return None


async def something_else(job: JobContext) -> None:
    return None


def test_a_kind_has_one_handler() -> None:
    registry = Registry()
    assert registry.register("a.kind", nothing) is nothing
    registry.register("a.kind", nothing)  # the same handler again: fine
    with pytest.raises(ValueError, match="already has a handler"):
        registry.register("a.kind", something_else)
    assert registry.get("a.kind") is nothing and registry.get("other") is None
    assert registry.kinds() == ["a.kind"]


@pytest.mark.parametrize("kind", ["", "k" * 101])
def test_a_kind_is_named_within_the_column(kind: str) -> None:
    with pytest.raises(ValueError, match="1 to 100 characters"):
        Registry().register(kind, nothing)


def test_an_unknown_kind_says_how_to_provide_its_handler() -> None:
    error = UnknownJobKind("kb.index")
    assert error.kind == "kb.index"
    assert "'kb.index'" in str(error) and "CANOPY_JOB_HANDLER_MODULES" in str(error)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(
        mode="test",
        database_url=f"sqlite+aiosqlite:///{tmp_path / 'unused.sqlite3'}",
        job_handler_modules=" tests.unit.adapters.jobs.plugin ,, ",
        job_retry_base=2,
        job_retry_max=60,
    )


@pytest.fixture
def jobs(settings: Settings) -> Iterator[Jobs]:
    db = Database(settings)
    yield Jobs(db, settings)
    asyncio.run(db.dispose())


def test_handler_modules_are_imported_when_the_runner_loads_them(jobs: Jobs) -> None:
    sys.modules.pop("tests.unit.adapters.jobs.plugin", None)  # imported by this test module: import it afresh
    jobs.load_handlers()
    assert HANDLERS.get(plugin.KIND) is not None
    assert "tests.unit.adapters.jobs.plugin" in sys.modules


def test_a_missing_handler_module_fails_the_start(settings: Settings) -> None:
    broken = settings.model_copy(update={"job_handler_modules": "tests.unit.adapters.jobs.no_such_module"})
    db = Database(broken)
    try:
        with pytest.raises(ModuleNotFoundError, match="no_such_module"):
            asyncio.run(Jobs(db, broken).start())
    finally:
        asyncio.run(db.dispose())


def test_retries_back_off_exponentially_up_to_the_cap(jobs: Jobs) -> None:
    assert [jobs.retry_delay(n).total_seconds() for n in range(1, 7)] == [2, 4, 8, 16, 32, 60]
    assert jobs.retry_delay(10**6) == timedelta(minutes=1)


def test_job_settings_come_from_canopy_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    defaults = Settings(_env_file=None)  # type: ignore[call-arg]
    assert (defaults.job_worker, defaults.job_lease, defaults.job_retry_max) == (True, timedelta(minutes=5), 3600)
    monkeypatch.setenv("CANOPY_JOB_WORKER", "false")
    monkeypatch.setenv("CANOPY_JOB_POLL_INTERVAL", "0.5")
    monkeypatch.setenv("CANOPY_JOB_LEASE", "PT2S")
    monkeypatch.setenv("CANOPY_JOB_HANDLER_MODULES", "a.b,c.d")
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert (settings.job_worker, settings.job_poll_interval, settings.job_lease, settings.job_handler_modules) == (
        False,
        0.5,
        timedelta(seconds=2),
        "a.b,c.d",
    )


def test_every_job_kind_the_services_enqueue_has_its_handler_once_the_app_is_imported() -> None:
    """A kind enqueued by one area and handled by another (reclassification, propagation) is run
    only if the handling module is imported where jobs run: `canopy serve` imports the app and
    nothing else. A fresh interpreter, since this test process may have imported any module."""
    script = (
        "import handwritten.app\n"
        "from handwritten.adapters.jobs.registry import HANDLERS\n"
        "from handwritten.services import propagation, reclassification\n"
        "from handwritten.services.data_imports import service as data_imports\n"
        "from handwritten.services.documents import changes, removal\n"
        "kinds = [reclassification.CLASSIFY, propagation.PROPAGATE, data_imports.IMPORT_EVENT,\n"
        "         changes.DOCUMENT_CHANGED, removal.REMOVE_STORED_OBJECTS]\n"
        "print([kind for kind in kinds if HANDLERS.get(kind) is None])\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
