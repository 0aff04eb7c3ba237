"""/healthz and /readyz: unauthenticated, cheap, and not operations of the document.

- /healthz: the process is up and serving (no I/O at all), for liveness probes.
- /readyz: the process can serve requests: the database answers, its schema is at the newest
  migration this code knows, and Redis answers when one is configured. 200 when all hold, else
  503 naming what failed, for readiness probes and load balancers.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from sqlalchemy import text
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from handwritten.db.session import Database

logger = logging.getLogger("canopy.health")

LIVENESS_PATH = "/healthz"
READINESS_PATH = "/readyz"
TIMEOUT = 2.0  # seconds per check: a probe must answer quickly, whatever hangs


async def alive(request: Request) -> Response:
    return JSONResponse({"status": "ok"})


def mount_health(app: Starlette, db: Database, head: str, redis_ping: Callable[[], Awaitable[object]] | None) -> None:
    """Add /healthz and /readyz; `head` is the migration the schema must be at."""

    async def database() -> str:
        async with db.connection() as connection:
            version = (await connection.execute(text("SELECT version_num FROM alembic_version"))).scalar()
            await connection.rollback()
        return "ok" if version == head else f"schema at migration {version}, expected {head}"

    async def redis() -> str:
        assert redis_ping is not None
        await redis_ping()
        return "ok"

    checks: dict[str, Callable[[], Awaitable[str]]] = {"database": database}
    if redis_ping is not None:
        checks["redis"] = redis

    async def ready(request: Request) -> Response:
        results = await asyncio.gather(*(_checked(name, check) for name, check in checks.items()))
        report = dict(zip(checks, results, strict=True))
        healthy = all(result == "ok" for result in results)
        return JSONResponse(
            {"status": "ready" if healthy else "unavailable", "checks": report}, 200 if healthy else 503
        )

    app.add_route(LIVENESS_PATH, alive, methods=["GET"], include_in_schema=False)
    app.add_route(READINESS_PATH, ready, methods=["GET"], include_in_schema=False)


async def _checked(name: str, check: Callable[[], Awaitable[str]]) -> str:
    try:
        return await asyncio.wait_for(check(), TIMEOUT)
    except TimeoutError:
        return f"no answer within {TIMEOUT:g} s"
    except Exception as exc:
        logger.warning("readiness check %s failed: %s", name, exc)
        return f"unreachable: {type(exc).__name__}"
