from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from handwritten.settings import Settings


def test_development_runs_with_the_defaults_on_sqlite_under_var() -> None:
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert settings.mode == "development" and settings.is_sqlite
    assert settings.database_url.endswith("/var/canopy.sqlite3")


def test_production_requires_a_secret_key_of_its_own() -> None:
    with pytest.raises(ValidationError, match="CANOPY_SECRET_KEY must be set in production mode"):
        Settings(_env_file=None, mode="production")  # type: ignore[call-arg]
    with pytest.raises(ValidationError, match="at least 32 characters"):
        Settings(_env_file=None, mode="production", secret_key="short")  # type: ignore[call-arg]
    settings = Settings(_env_file=None, mode="production", secret_key="x" * 40)  # type: ignore[call-arg]
    assert settings.signing_secret() == "x" * 40


def test_no_secret_is_written_in_the_source() -> None:
    """Unset, the secret is made: per installation in development, per Settings in test mode."""
    assert Settings.model_fields["secret_key"].default == ""
    first, second = (Settings(_env_file=None, mode="test") for _ in range(2))  # type: ignore[call-arg]
    assert len(first.signing_secret()) >= 32 and first.signing_secret() != second.signing_secret()
    assert first.model_copy(update={"database_url": "sqlite://"}).signing_secret() == first.signing_secret()


def test_development_signs_with_the_secret_of_its_var_folder(tmp_path: Path) -> None:
    def development(var: Path) -> Settings:
        return Settings(_env_file=None, mode="development", secret_key_file=var / "secret_key")  # type: ignore[call-arg]

    one, other = development(tmp_path / "one" / "var"), development(tmp_path / "other" / "var")
    assert one.signing_secret() != other.signing_secret()
    assert development(tmp_path / "one" / "var").signing_secret() == one.signing_secret()
    assert stat.S_IMODE((tmp_path / "one" / "var" / "secret_key").stat().st_mode) == 0o600
    # A key set explicitly wins over the installation's.
    explicit = Settings(_env_file=None, secret_key="k" * 32, secret_key_file=tmp_path / "one" / "var" / "secret_key")  # type: ignore[call-arg]
    assert explicit.signing_secret() == "k" * 32


def test_the_driver_waits_longer_than_the_database_lets_a_statement_run() -> None:
    defaults = Settings(_env_file=None)  # type: ignore[call-arg]
    assert (defaults.database_statement_timeout, defaults.database_command_timeout, defaults.pool_timeout) == (
        30,
        35,
        30,
    )
    with pytest.raises(ValidationError, match="COMMAND_TIMEOUT must be longer than CANOPY_DATABASE_STATEMENT_TIMEOUT"):
        Settings(_env_file=None, database_statement_timeout=40)  # type: ignore[call-arg]


def test_settings_come_from_canopy_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANOPY_DATABASE_URL", "postgresql+asyncpg://app@db:5432/canopy")
    monkeypatch.setenv("CANOPY_LAST_USED_INTERVAL", "30")
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert (settings.database_url, settings.last_used_interval, settings.is_sqlite) == (
        "postgresql+asyncpg://app@db:5432/canopy",
        30,
        False,
    )


def test_production_without_a_secret_key_refuses_to_start(tmp_path: Path) -> None:
    env = {name: value for name, value in os.environ.items() if not name.startswith("CANOPY_")}
    env.update(CANOPY_MODE="production", CANOPY_DATABASE_URL=f"sqlite+aiosqlite:///{tmp_path / 'canopy.sqlite3'}")
    canopy = Path(sys.executable).parent / "canopy"
    done = subprocess.run(
        [str(canopy), "serve", "--combined", "--port", "0"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2
    # One line, as every refusal of the command (handwritten/cli/commands.py main), never a traceback.
    assert done.stderr == "canopy: CANOPY_SECRET_KEY must be set in production mode\n"
    assert not (tmp_path / "canopy.sqlite3").exists()  # stopped before anything: not even migrated
