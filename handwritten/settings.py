"""Settings from CANOPY_* environment variables (and a .env file), read once at start-up."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

ROOT = Path(__file__).resolve().parent.parent
DEVELOPMENT_SECRET = "development-only-secret-do-not-use-in-production"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CANOPY_", env_file=".env", extra="ignore")

    mode: Literal["development", "test", "production"] = "development"
    # sqlite+aiosqlite:///path (the embedded default) or postgresql+asyncpg://user@host/db
    database_url: str = f"sqlite+aiosqlite:///{ROOT / 'var' / 'canopy.sqlite3'}"
    # Signs things that must not be forged (upload URLs, invitation links); never the development one in production.
    secret_key: str = DEVELOPMENT_SECRET
    # How often, at most, a key's last-used time is written (seconds): no database write per request.
    last_used_interval: int = Field(default=60, ge=1)
    # Connections per process when the database is PostgreSQL.
    pool_size: int = Field(default=10, ge=1)

    @model_validator(mode="after")
    def _refuse_unsafe_defaults(self) -> Settings:
        if self.mode == "production" and self.secret_key == DEVELOPMENT_SECRET:
            raise ValueError("CANOPY_SECRET_KEY must be set outside development mode")
        if self.mode == "production" and len(self.secret_key) < 32:
            raise ValueError("CANOPY_SECRET_KEY must be at least 32 characters")
        return self

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")


@cache
def get_settings() -> Settings:
    return Settings()
