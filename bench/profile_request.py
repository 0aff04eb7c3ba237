"""Where a request's time goes, by layer: `make bench-profile` (see bench/README.md).

Issue 37, point 2 asks where each microsecond of A1 goes, before and after a change; this is the
tool that says it, for A1 (`GET /api/accounts/users/me/`), M1 (members, limit=100) and D7 (data
import runs, limit=1). The figures go into docs/performance.md; they are not kept in code.

1. One SQLite file, migrated and seeded with `canopy demo --json` (bench/floor.py's functions:
   the same data as `make bench-floor`, its seven keys).
2. The app built in this process as `canopy serve --combined` builds it in a worker (settings
   from the environment, logs at warning, the hosts' URLs filled, the collector as the server
   sets it: handwritten/cli/commands.py) and started (its lifespan), on uvloop.
3. Requests are handed to the app as ASGI calls written here, one at a time: a scope, a receive
   that gives the empty body, a send that keeps the status and body. httpx's ASGITransport would
   build a client request and response around each call and look for trio at each one, which is
   more work than A1's smaller layers: the tool's own cost would blur what it measures.
4. For each operation (A1 rotating the seven keys, M1 and D7 with the Owner's), a warm-up, then
   BENCH_PROFILE_REQUESTS (2000) requests bare: the mean CPU time (time.process_time, which also
   counts aiosqlite's thread) and wall time per request, what a change must lower.
5. The same number again with a ledger: a shim around each ASGI layer of the middleware stack
   (app.middleware_stack, each layer's `.app` the next, down to the router and the route's own
   handler), and wrappers around named functions of the endpoint: authentication (entering the
   Authenticator's context: the connection, the key's statement), its rate limit and last-used
   time, the query's parsing, the service, rendering, the unit of work's completion, the
   response sent, Observe's log and metrics, and each database statement (the engine's
   before/after_cursor_execute, which statements run on the driver fire too, counted). The ledger charges the time between two marks to the
   innermost layer or function running, so each figure is that layer's exclusive time, its
   inclusive time less that of what it called: the figures add up to the request by
   construction, and the script checks that they do (within CHECK_TOLERANCE of the time
   measured around the call), and reports how much slower the ledger made the request.

Time in a middleware's own send wrapper (Observe's request id, Protocol's headers) is charged to
"response sent", where it runs. Knobs: BENCH_PROFILE_REQUESTS (2000). There is nothing random to
seed: the data is the demo's, the requests the same in every run. Results:
bench/results/YYYY-MM-DD-profile.md.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import itertools
import os
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest import mock

import uvloop
from assessment import GC_PAUSES, as_the_server
from floor import A1, D7, KIND, M1, seed_demo
from measure.databases import fresh_database
from measure.knobs import HOST
from measure.machine import machine
from measure.results import machine_table, write_results
from measure.server import free_port
from measure.tools import BenchError, exit_on_sigterm, log
from sqlalchemy import event

REQUESTS = int(os.environ.get("BENCH_PROFILE_REQUESTS", "2000"))
WARMUP_REQUESTS = 200  # caches, the compiled statements, the connection
CHECK_TOLERANCE = 0.03  # the layers' sum against the time measured around the call

# operation: (path, service area, the service's method; the route's parse_<method>_query)
OPERATIONS = {
    "A1": (A1, "accounts", "retrieve_current_user"),
    "M1": (M1, "accounts", "list_members"),
    "D7": (D7, "data_imports", "list_data_import_runs"),
}

OUTSIDE = "between requests (this script)"
STATEMENTS = "database statements (the driver: aiosqlite's thread, SQLite)"


class Ledger:
    """Wall and CPU time charged to the innermost layer running: a stack of labels, and at each
    mark the time since the last one goes to the label on top."""

    def __init__(self) -> None:
        self.stack = [OUTSIDE]
        self.wall: dict[str, float] = defaultdict(float)
        self.cpu: dict[str, float] = defaultdict(float)
        self.order: dict[str, int] = {}  # first seen, outermost first
        self.statements = 0
        self._wall, self._cpu = time.perf_counter(), time.process_time()

    def _charge(self) -> None:
        wall, cpu = time.perf_counter(), time.process_time()
        top = self.stack[-1]
        self.wall[top] += wall - self._wall
        self.cpu[top] += cpu - self._cpu
        self._wall, self._cpu = wall, cpu

    def enter(self, label: str) -> None:
        self._charge()
        self.order.setdefault(label, len(self.order))
        self.stack.append(label)

    def leave(self, label: str) -> None:
        """The label's time ends; the last one of that name, should a task have interleaved."""
        self._charge()
        at = len(self.stack) - 1 - self.stack[::-1].index(label)
        del self.stack[at]

    def reset(self) -> None:
        self.wall.clear()
        self.cpu.clear()
        self.statements = 0
        self._wall, self._cpu = time.perf_counter(), time.process_time()

    def timed(self, label: str, function: Callable[..., Any]) -> Callable[..., Any]:
        """`function` (plain or async) charging its time to `label`."""
        if asyncio.iscoroutinefunction(function):

            async def timed_async(*args: Any, **kwargs: Any) -> Any:
                self.enter(label)
                try:
                    return await function(*args, **kwargs)
                finally:
                    self.leave(label)

            return timed_async

        def timed_plain(*args: Any, **kwargs: Any) -> Any:
            self.enter(label)
            try:
                return function(*args, **kwargs)
            finally:
                self.leave(label)

        return timed_plain


class Layer:
    """An ASGI layer's shim: its __call__'s time charged to `label`."""

    def __init__(self, app: Any, label: str, ledger: Ledger) -> None:
        self.app, self.label, self.ledger = app, label, ledger

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        self.ledger.enter(self.label)
        try:
            await self.app(scope, receive, send)
        finally:
            self.ledger.leave(self.label)


class _TimedContext:
    """The Authenticator's context, its entry charged to authentication and its exit (the
    session and connection given back) to a label of its own."""

    def __init__(self, context: Any, ledger: Ledger) -> None:
        self.context, self.ledger = context, ledger

    async def __aenter__(self) -> Any:
        return await self.ledger.timed(
            "authentication (a connection taken, the key's statement, the context made)", self.context.__aenter__
        )()

    async def __aexit__(self, *exc: Any) -> Any:
        return await self.ledger.timed("session (if made) and connection released", self.context.__aexit__)(*exc)


def _layer_name(layer: Any) -> str:
    module = type(layer).__module__.split(".")[0]
    return f"{type(layer).__name__} ({module})"


@contextlib.contextmanager
def ledgered(app: Any, ledger: Ledger) -> Iterator[None]:
    """The app with every layer shimmed and the endpoint's functions wrapped, until the end."""
    from starlette.responses import Response
    from starlette.routing import Route, Router

    from handwritten.runtime.auth import Authenticator, LastUsed
    from handwritten.runtime.observe import Observe
    from handwritten.runtime.ratelimit import KeyRateLimits
    from handwritten.runtime.work import UnitOfWork

    stack = app.middleware_stack
    with contextlib.ExitStack() as patches:
        app.middleware_stack = Layer(stack, _layer_name(stack), ledger)
        patches.callback(setattr, app, "middleware_stack", stack)
        layer = stack
        while not isinstance(layer, Router):  # each middleware's next is its .app
            inner = layer.app
            patches.enter_context(mock.patch.object(layer, "app", Layer(inner, _layer_name(inner), ledger)))
            layer = inner
        paths = {path.partition("?")[0] for path, _, _ in OPERATIONS.values()}
        for route in layer.routes:
            if isinstance(route, Route) and route.path in paths:
                label = "the route's handler (the Request, the endpoint's call)"
                patches.enter_context(mock.patch.object(route, "app", Layer(route.app, label, ledger)))
        original_call = Authenticator.__call__
        wrappers: list[tuple[Any, str, str]] = [
            (Observe, "_record", "access log and metrics (Observe)"),
            (KeyRateLimits, "hit", "rate limit"),
            (LastUsed, "touch", "key's last-used time"),
            (UnitOfWork, "complete", "unit of work completed (commit)"),
            (Response, "__call__", "response sent (ASGI messages)"),
        ]
        for _, area, method in OPERATIONS.values():
            routes, filters = sys.modules[f"generated.routes.{area}"], sys.modules[f"generated.filters.{area}"]
            wrappers += [
                (routes, "render", "response built (render: models to JSON)"),
                (filters, f"parse_{method}_query", "request parsed (query string)"),
                (type(app.state.services[area]), method, "service (its Python: SQLAlchemy ORM, models)"),
            ]
        for target, name, label in wrappers:
            patches.enter_context(mock.patch.object(target, name, ledger.timed(label, getattr(target, name))))

        def authenticate(self: Any, request: Any, operation: Any) -> _TimedContext:
            return _TimedContext(original_call(self, request, operation), ledger)

        patches.enter_context(mock.patch.object(Authenticator, "__call__", authenticate))
        engine = app.state.db.engine.sync_engine

        def before(*args: Any) -> None:
            ledger.statements += 1
            ledger.enter(STATEMENTS)

        def after(*args: Any) -> None:
            ledger.leave(STATEMENTS)

        for name, listener in (("before_cursor_execute", before), ("after_cursor_execute", after)):
            event.listen(engine, name, listener)
            patches.callback(event.remove, engine, name, listener)
        yield


# ---------------------------------------------------------------------------------------------
# the requests


def _scope(path: str, key: str, port: int) -> dict[str, Any]:
    """What uvicorn hands the app for a GET on 127.0.0.1 (copied at each request: the app adds to it)."""
    route, _, query = path.partition("?")
    headers = [(b"host", f"{HOST}:{port}".encode()), (b"authorization", f"ApiKey {key}".encode())]
    return {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.4"},
        "http_version": "1.1",
        "server": (HOST, port),
        "client": (HOST, 50000),
        "scheme": "http",
        "method": "GET",
        "root_path": "",
        "path": route,
        "raw_path": route.encode(),
        "query_string": query.encode(),
        "headers": headers,
        "state": {},
    }


async def _receive() -> dict[str, Any]:
    return {"type": "http.request", "body": b"", "more_body": False}


@dataclass
class Answer:
    status: int = 0
    body: list[bytes] = field(default_factory=list)

    async def send(self, message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            self.status = message["status"]
        else:
            self.body.append(message.get("body", b""))


async def _requests(app: Any, scopes: Iterator[dict[str, Any]], n: int) -> tuple[float, float]:
    """n requests one after another, each checked for a 200: (wall, CPU) seconds around the calls."""
    call: Callable[..., Awaitable[None]] = app
    wall = cpu = 0.0
    for _ in range(n):
        scope, answer = dict(next(scopes)), Answer()
        scope["state"] = {}
        started, started_cpu = time.perf_counter(), time.process_time()
        await call(scope, _receive, answer.send)
        wall += time.perf_counter() - started
        cpu += time.process_time() - started_cpu
        if answer.status != 200:
            raise BenchError(f"{scope['path']} answered {answer.status}: {b''.join(answer.body)[:300]!r}")
    return wall, cpu


@dataclass
class Profile:
    operation: str
    path: str
    bare_wall_us: float
    bare_cpu_us: float
    wall_us: float  # with the ledger, around the call
    cpu_us: float
    statements: float
    gc_us: float
    layers: list[tuple[str, float, float]]  # label, wall µs, CPU µs, outermost first


async def _profile(database_url: str, keys: dict[str, str]) -> list[Profile]:
    from handwritten.app import create_app
    from handwritten.hosts import fill_host_urls
    from handwritten.runtime.logs import configure as configure_logs
    from handwritten.settings import get_settings

    os.environ["CANOPY_DATABASE_URL"] = database_url
    get_settings.cache_clear()
    settings = get_settings()
    configure_logs(json_lines=settings.json_logs, level="WARNING")  # `--log-level warning`, as measure/server.py
    port = free_port()  # named in the hosts' URLs only: nothing listens
    fill_host_urls(settings, HOST, [(None, port)])
    app = create_app(host=None)
    app.middleware_stack = app.build_middleware_stack()
    profiles = []
    async with app.router.lifespan_context(app):
        for operation, (path, _, _) in OPERATIONS.items():
            chosen = list(keys.values()) if operation == "A1" else [keys["owner"]]
            scopes = itertools.cycle([_scope(path, key, port) for key in chosen])
            with as_the_server():
                await _requests(app, scopes, WARMUP_REQUESTS)
                gc.collect()
                bare_wall, bare_cpu = await _requests(app, scopes, REQUESTS)
                ledger = Ledger()
                with ledgered(app, ledger):
                    await _requests(app, scopes, WARMUP_REQUESTS // 4)
                    ledger.reset()
                    GC_PAUSES.clear()
                    wall, cpu = await _requests(app, scopes, REQUESTS)
            us = 1e6 / REQUESTS
            layers = [
                (label, ledger.wall[label] * us, ledger.cpu[label] * us)
                for label in sorted(ledger.order, key=ledger.order.__getitem__)
                if label != OUTSIDE
            ]
            p = Profile(
                operation, path, bare_wall * us, bare_cpu * us, wall * us, cpu * us,
                ledger.statements / REQUESTS, sum(GC_PAUSES) * us, layers,
            )  # fmt: skip
            profiles.append(p)
            log(
                f"{operation}: {p.bare_cpu_us:,.0f} µs CPU, {p.bare_wall_us:,.0f} µs wall a request; with the ledger "
                f"{p.wall_us:,.0f} µs wall, layers {sum(w for _, w, _ in layers):,.0f} µs, {p.statements:.1f} statements"
            )
    return profiles


def check(profiles: list[Profile]) -> list[str]:
    """The layers' wall time adds up to the time measured around each call."""
    failures = []
    for p in profiles:
        total = sum(wall for _, wall, _ in p.layers)
        if abs(total - p.wall_us) > CHECK_TOLERANCE * p.wall_us:
            failures.append(
                f"{p.operation}: the layers add up to {total:,.1f} µs, the request took {p.wall_us:,.1f} µs"
            )
    return failures


# ---------------------------------------------------------------------------------------------
# the report


def report(profiles: list[Profile], rows: list[tuple[str, str]], failures: list[str]) -> str:
    lines = machine_table(rows)
    if profiles:
        lines += [
            "",
            f"Each operation: {WARMUP_REQUESTS} requests to warm up, then {REQUESTS:,} bare and {REQUESTS:,} with the "
            "ledger, one at a time, in process. Times in µs a request.",
            "",
            "| operation | CPU (bare) | wall (bare) | wall with the ledger | the layers' sum | statements | GC |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for p in profiles:
            total = sum(wall for _, wall, _ in p.layers)
            lines.append(
                f"| {p.operation} `{p.path}` | {p.bare_cpu_us:,.0f} | {p.bare_wall_us:,.0f} | {p.wall_us:,.0f} "
                f"| {total:,.0f} ({total / max(p.wall_us, 1e-9):.1%}) | {p.statements:.1f} | {p.gc_us:,.1f} |"
            )
        labels = list(dict.fromkeys(label for p in profiles for label, _, _ in p.layers))
        lines += [
            "",
            "Exclusive time by layer, outermost first, with the ledger (wall / CPU, µs a request; "
            "CPU counts aiosqlite's thread, in the statements):",
            "",
            "| layer | " + " | ".join(p.operation for p in profiles) + " |",
            "| --- |" + " ---: |" * len(profiles),
        ]
        for label in labels:
            cells = []
            for p in profiles:
                found = next(((w, c) for name, w, c in p.layers if name == label), None)
                cells.append("" if found is None else f"{found[0]:,.1f} / {found[1]:,.1f}")
            lines.append(f"| {label} | " + " | ".join(cells) + " |")
        lines.append(
            "| **sum** | "
            + " | ".join(
                f"**{sum(w for _, w, _ in p.layers):,.1f} / {sum(c for _, _, c in p.layers):,.1f}**" for p in profiles
            )
            + " |"
        )
        lines.append(
            "\nThe ledger's own cost is in the layers' figures (two clock reads a mark): read them against each "
            "other and against the bare CPU time, which is the request without it."
        )
    for failure in failures:
        lines.append(f"\nFailed: {failure}")
    return "\n".join(lines) + "\n"


def main() -> int:
    exit_on_sigterm()
    profiles: list[Profile] = []
    failures: list[str] = []
    notes = {
        "database": "SQLite, one file: the demo (`canopy demo`)",
        "requests": "in process: the app of `canopy serve --combined` called through ASGI on uvloop, one at a time",
    }
    with tempfile.TemporaryDirectory(prefix="canopy-bench-") as tmp:
        try:
            with fresh_database(KIND, Path(tmp), notes, prefix="canopy_profile") as database_url:
                started = time.monotonic()
                keys = seed_demo(database_url)
                log(f"{KIND}: migrated and seeded the demo ({len(keys)} keys) in {time.monotonic() - started:.1f} s")
                with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:  # the server's event loop
                    profiles = runner.run(_profile(database_url, keys))
            failures += check(profiles)
        except (BenchError, OSError, subprocess.TimeoutExpired, TimeoutError) as exc:
            failures.append(str(exc))
            log(f"FAILED: {exc}")
    table = report(profiles, machine(None, notes, load=False), failures)
    print()
    print(table)
    write_results("profile", "Profile of a request by layer: A1, M1 and D7 in process", "make bench-profile", table)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
