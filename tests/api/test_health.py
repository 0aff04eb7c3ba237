"""/healthz and /readyz: unauthenticated, cheap, and honest about what is wrong."""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.migrate import head_revision
from tests.api.conftest import Direct, Env


def test_healthz_says_the_process_is_up(client: TestClient) -> None:
    response = client.get("/healthz")
    assert (response.status_code, response.json()) == (200, {"status": "ok"})


def test_readyz_checks_the_database_and_its_schema(client: TestClient) -> None:
    response = client.get("/readyz")
    assert (response.status_code, response.json()) == (200, {"status": "ready", "checks": {"database": "ok"}})


def test_readyz_is_503_when_the_schema_is_not_at_the_newest_migration(client: TestClient, direct: Direct) -> None:
    async def behind(session: AsyncSession) -> None:
        await session.execute(text("UPDATE alembic_version SET version_num = '0001'"))

    direct.run(behind)
    response = client.get("/readyz")
    assert response.status_code == 503
    assert response.json() == {
        "status": "unavailable",
        "checks": {"database": f"schema at migration 0001, expected {head_revision()}"},
    }


def test_readyz_checks_redis_when_one_is_configured(env: Env) -> None:
    settings = env.settings.model_copy(update={"redis_url": "redis://127.0.0.1:1/0"})
    with TestClient(create_app(settings)) as client:
        response = client.get("/readyz")
    assert response.status_code == 503
    assert response.json()["checks"] == {"database": "ok", "redis": "unreachable: ConnectionError"}


def test_readyz_is_503_when_the_database_is_unreachable(env: Env) -> None:
    url = (
        "postgresql+asyncpg://postgres@127.0.0.1:1/none"
        if env.backend == "postgresql"
        else "sqlite+aiosqlite:////nonexistent-folder/none.sqlite3"
    )
    with TestClient(create_app(env.settings.model_copy(update={"database_url": url}))) as client:
        ready = client.get("/readyz")
        alive = client.get("/healthz")
    assert ready.status_code == 503 and ready.json()["checks"]["database"].startswith("unreachable: ")
    assert alive.status_code == 200
