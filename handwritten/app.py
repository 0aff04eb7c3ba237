"""The app factories: one FastAPI app per host, and a combined one for development.

    create_app(settings, host="base")      accounts, workspaces, members, invitations, transactions
    create_app(settings, host="supply_chain" | "ingestion" | "data_room")
    create_app(settings)                   every host on one port

Each app mounts the generated routers of its host's areas, wired to the handwritten services,
and serves its own OpenAPI document (the generated one, less what is not implemented) at
/api/openapi.json with interactive docs at /api/docs/ from local files, /healthz and /readyz,
and at / the way to all of them and to the other hosts (hosts.py). Around every request:
request ids, the access log and metrics (runtime/observe.py), then HTTP semantics and body
limits (runtime/protocol.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from functools import cache

from fastapi import FastAPI

from generated.operations import (
    AREAS,
    HOSTS,
    IDEMPOTENCY_HEADER,
    IDEMPOTENCY_MAX_LENGTH,
    OPERATIONS,
    RATE_CLASSES,
)
from handwritten.adapters.jobs import Jobs
from handwritten.adapters.mail.outbox import Outbox
from handwritten.adapters.mail.transports import MailTransport, transport_for
from handwritten.adapters.storage import object_store_for
from handwritten.adapters.storage.local import PREFIX as STORAGE_PREFIX
from handwritten.adapters.storage.local import LocalStore, mount_storage
from handwritten.db import tables as _tables  # noqa: F401  (every table mapped before the first request)
from handwritten.db.direct import read_directly
from handwritten.db.migrate import head_revision
from handwritten.db.session import Database
from handwritten.hosts import HostDirectory, mount_host_index
from handwritten.kept import keep_results
from handwritten.runtime.admission import Admission
from handwritten.runtime.auth import AnonymousSessions, Authenticator, LastUsed
from handwritten.runtime.docs import mount_decisions, mount_docs
from handwritten.runtime.errors import install_error_handlers
from handwritten.runtime.health import mount_health
from handwritten.runtime.idempotency import IdempotencyKeys
from handwritten.runtime.metrics import Metrics
from handwritten.runtime.observe import Observe
from handwritten.runtime.protocol import Protocol
from handwritten.runtime.ratelimit import KeyRateLimits, close_storage, storage_for
from handwritten.runtime.routing import literal_paths_win, prefixes_first
from handwritten.served_openapi import decisions_page, served_document
from handwritten.services.areas import AREAS as SERVICE_AREAS
from handwritten.services.dependencies import Dependencies
from handwritten.settings import Settings, get_settings

logger = logging.getLogger("canopy")

# How often expired idempotency keys are deleted (seconds).
SWEEP_INTERVAL = 600.0
STOP_GRACE = 5.0  # seconds a periodic round may take to finish at shutdown, then again once cancelled


@cache
def process_metrics() -> Metrics:
    """The process's metrics: one set however many host apps the process serves."""
    return Metrics()


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
    if settings.count_reuse:
        keep_results(db.engine.sync_engine)
    if settings.direct_reads:
        read_directly(db.engine.sync_engine)
    last_used = LastUsed(db, settings.last_used_interval)
    outbox = Outbox(db, mail or transport_for(settings), settings)
    jobs = Jobs(db, settings)
    counters = storage_for(settings.redis_url)
    objects = object_store_for(settings)
    rates = {"reads": settings.rate_limit_reads, "writes": settings.rate_limit_writes, "bulk": settings.rate_limit_bulk}
    key_limits = KeyRateLimits({name: rates[name] for name in RATE_CLASSES}, counters) if settings.rate_limits else None
    idempotency = IdempotencyKeys(
        db,
        header=IDEMPOTENCY_HEADER,
        max_length=IDEMPOTENCY_MAX_LENGTH,
        ttl=settings.idempotency_ttl,
        lease=settings.idempotency_lease,
    )
    metrics = process_metrics() if settings.metrics_port else None
    # The areas this app serves (generated from spec/), and the services of those implemented.
    deps = Dependencies(
        settings=settings, db=db, outbox=outbox, jobs=jobs, rate_limit_storage=counters, storage=objects
    )
    served = [name for name, area in AREAS.items() if host is None or area.host == host]
    serves_files = host in (None, "ingestion")
    services = {name: SERVICE_AREAS[name].build(deps) for name in served if name in SERVICE_AREAS}
    for name in services:
        SERVICE_AREAS[name].check_field_maps((op for op in OPERATIONS if op.area == name), AREAS[name].field_paths)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        async with contextlib.AsyncExitStack() as running:
            if serves_files:
                await objects.ensure_bucket()
            for name, service in services.items():
                area_lifespan = SERVICE_AREAS[name].lifespan
                if area_lifespan is not None:
                    await running.enter_async_context(area_lifespan(service, deps))
            if settings.job_worker:  # unless `canopy worker` processes run the jobs
                await jobs.start()
            await running.enter_async_context(_background(idempotency, outbox, jobs, metrics, settings))
            yield
        await jobs.stop()  # the batch under way may finish (5 s); what is left is released for any worker
        await outbox.stop()
        await close_storage(counters)
        await objects.close()
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
    app.state.jobs = jobs
    app.state.idempotency = idempotency
    app.state.services = services
    install_error_handlers(app)
    authenticate, anonymous = Authenticator(db, last_used, key_limits, idempotency), AnonymousSessions(db)
    for name in served:
        # Routes are added to the app's own router, so routing and the Allow header see them all.
        router = AREAS[name].build_router(services.get(name), authenticate=authenticate, anonymous=anonymous)
        app.router.routes.extend(router.routes)
    literal_paths_win(app.router.routes)
    directory = HostDirectory(host, settings)
    mount_docs(app, served_document(host, services), directory.docs_links)  # linking the other hosts' pages
    mount_decisions(app, decisions_page())
    # The local store's signed URLs are served by the apps that hand them out (ingestion's, the combined one).
    if serves_files and isinstance(objects, LocalStore):
        mount_storage(app, objects)
    mount_health(app, db, head_revision(), _redis_ping(counters) if settings.redis_url else None)
    mount_host_index(app, directory)  # GET /, and the 404 of another host's path names it
    prefixes_first(app.router.routes)  # every route, once all are added
    if metrics is not None:
        db.observe_pool(metrics.pool_in_use, metrics.pool_size)
    # The last added is the outermost: ids, logs and metrics see everything the protocol does.
    limits = {op.path: settings.max_bulk_body_bytes for op in OPERATIONS if op.rate_class == "bulk"}
    limits[STORAGE_PREFIX + "/"] = settings.max_upload_bytes  # files stream to disk, counted there too
    app.add_middleware(Admission, reads=settings.read_concurrency)  # reads yield to writes
    app.add_middleware(Protocol, max_body_bytes=settings.max_body_bytes, body_limits=limits)
    app.add_middleware(Observe, metrics=metrics)
    return app


@asynccontextmanager
async def _background(
    idempotency: IdempotencyKeys, outbox: Outbox, jobs: Jobs, metrics: Metrics | None, settings: Settings
) -> AsyncIterator[None]:
    """The app's periodic work: sweeping expired idempotency keys, sampling the outbox's and the jobs' gauges.

    They stop when told, between two rounds, rather than by cancellation: a cancellation that
    lands inside a round's database work can be absorbed on the way out of it (the connection's
    clean-up runs shielded), and the loop would then go on while the app's shutdown waits for it
    for ever. A round still running after STOP_GRACE is cancelled, and one that ignores that too
    is left behind: shutting down must end.
    """
    stopping = asyncio.Event()
    tasks = [asyncio.create_task(_every(SWEEP_INTERVAL, idempotency.sweep, stopping), name="canopy-sweep")]
    if metrics is not None:
        sample = _every(settings.metrics_sample_interval, _sampler(outbox, jobs, metrics), stopping)
        tasks.append(asyncio.create_task(sample, name="canopy-sample"))
    try:
        yield
    finally:
        stopping.set()
        _, running = await asyncio.wait(tasks, timeout=STOP_GRACE)
        for task in running:
            task.cancel()
        if running:
            _, ignored = await asyncio.wait(running, timeout=STOP_GRACE)
            for task in ignored:
                logger.warning("%s did not stop; left behind at shutdown", task.get_name())


async def _every(seconds: float, work: Callable[[], Awaitable[object]], stopping: asyncio.Event) -> None:
    """Run `work` now and every `seconds` until `stopping` is set; a failure is logged and retried."""
    while not stopping.is_set():
        try:
            await work()
        except Exception:
            logger.exception("periodic %s failed", getattr(work, "__name__", "work"))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stopping.wait(), timeout=seconds)


def _sampler(outbox: Outbox, jobs: Jobs, metrics: Metrics) -> Callable[[], Awaitable[None]]:
    async def sample_backlogs() -> None:
        pending, oldest_age = await outbox.backlog()
        metrics.outbox_pending.set(pending)
        metrics.outbox_oldest_age.set(oldest_age)
        pending, oldest_age = await jobs.backlog()
        metrics.jobs_pending.set(pending)
        metrics.jobs_oldest_age.set(oldest_age)
        metrics.jobs_failed.set(await jobs.failed())

    return sample_backlogs


def _redis_ping(storage: object) -> Callable[[], Awaitable[object]]:
    async def ping() -> None:
        if not await storage.check():  # type: ignore[attr-defined]  # limits' async storages have check()
            raise ConnectionError("Redis did not answer")

    return ping
