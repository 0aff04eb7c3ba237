"""The app factories: one FastAPI app per host, and a combined one for development.

    create_app(settings, host="base")      accounts, workspaces, members, invitations, transactions
    create_app(settings, host="supply_chain" | "ingestion" | "data_room")
    create_app(settings)                   every host on one port

Each app mounts the generated routers of its host's areas, wired to the handwritten services,
and serves its own OpenAPI document (the generated one, less what is not implemented) at
/api/openapi.json with interactive docs at /api/docs/ from local files.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from generated.operations import AREAS, HOSTS
from handwritten.db.session import Database
from handwritten.mail.outbox import Outbox
from handwritten.mail.transports import MailTransport, transport_for
from handwritten.runtime.auth import AnonymousSessions, Authenticator, LastUsed
from handwritten.runtime.docs import mount_docs
from handwritten.runtime.errors import install_error_handlers
from handwritten.runtime.ratelimit import RateLimiter, storage_for
from handwritten.runtime.routing import literal_paths_win
from handwritten.served_openapi import served_document
from handwritten.services import build_services
from handwritten.services.dependencies import Dependencies
from handwritten.settings import Settings, get_settings

# The area whose operations record emails: an app serving it also runs the outbox worker.
MAILING_AREA = "invitations"


def create_app(
    settings: Settings | None = None,
    host: str | None = None,
    *,
    database: Database | None = None,
    mail: MailTransport | None = None,
) -> FastAPI:
    """The app of `host` (every host when None). `mail` replaces the configured transport (tests)."""
    settings = settings or get_settings()
    if host is not None and host not in HOSTS:
        raise ValueError(f"unknown host {host!r}; expected one of {', '.join(HOSTS)}")
    db = database or Database(settings)
    last_used = LastUsed(db, settings.last_used_interval)
    outbox = Outbox(db, mail or transport_for(settings), settings)
    limiter = RateLimiter(settings.invitation_lookup_rate, storage_for(settings.redis_url), "invitation-lookup")
    mailing = settings.mail_worker and (host is None or AREAS[MAILING_AREA].host == host)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if mailing:
            await outbox.start()
        yield
        await outbox.stop()
        await limiter.close()
        await last_used.drain()
        if database is None:
            await db.dispose()

    app = FastAPI(
        title=f"Canopy ({host or 'all hosts'})",
        openapi_url=None,
        docs_url=None,
        redoc_url=None,
        lifespan=lifespan,
    )
    app.state.db = db
    app.state.last_used = last_used
    app.state.outbox = outbox
    app.state.lookup_limiter = limiter
    install_error_handlers(app)
    services = build_services(Dependencies(settings=settings, outbox=outbox, lookup_limiter=limiter))
    authenticate, anonymous = Authenticator(db, last_used), AnonymousSessions(db)
    for area in AREAS.values():
        if host is None or area.host == host:
            # Routes are added to the app's own router, so routing and the Allow header see them all.
            router = area.build_router(services.get(area.name), authenticate=authenticate, anonymous=anonymous)
            app.router.routes.extend(router.routes)
    literal_paths_win(app.router.routes)
    mount_docs(app, served_document(host, services))
    return app
