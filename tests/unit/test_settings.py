from __future__ import annotations

import pytest
from pydantic import ValidationError

from handwritten.settings import DEVELOPMENT_SECRET, Settings


def test_development_runs_with_the_defaults_on_sqlite_under_var() -> None:
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert settings.mode == "development" and settings.is_sqlite
    assert settings.database_url.endswith("/var/canopy.sqlite3")


def test_production_refuses_the_development_secret() -> None:
    with pytest.raises(ValidationError, match="CANOPY_SECRET_KEY must be set outside development mode"):
        Settings(_env_file=None, mode="production")  # type: ignore[call-arg]
    with pytest.raises(ValidationError, match="at least 32 characters"):
        Settings(_env_file=None, mode="production", secret_key="short")  # type: ignore[call-arg]
    assert Settings(_env_file=None, mode="production", secret_key="x" * 40).secret_key != DEVELOPMENT_SECRET  # type: ignore[call-arg]


def test_settings_come_from_canopy_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANOPY_DATABASE_URL", "postgresql+asyncpg://app@db:5432/canopy")
    monkeypatch.setenv("CANOPY_LAST_USED_INTERVAL", "30")
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert (settings.database_url, settings.last_used_interval, settings.is_sqlite) == (
        "postgresql+asyncpg://app@db:5432/canopy",
        30,
        False,
    )
