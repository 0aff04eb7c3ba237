"""The `canopy` command: serve, migrate, demo data, workspaces and users, API keys, the mailer, the
job worker, the MCP tool server."""

from __future__ import annotations

import asyncio
import contextlib
import enum
import gc
import json
import os
import signal
import socket
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer
import uvicorn
import uvloop

from handwritten.cli.accounts import users_app, workspaces_app
from handwritten.cli.session import database_errors_told, fail, with_session
from handwritten.cli.surveys import surveys_app
from handwritten.cli.transactions import transactions_app
from handwritten.domain.api_keys import DEFAULT_EXPIRY, Expiry, Scope

if TYPE_CHECKING:
    from sqlalchemy.ext.asyncio import AsyncSession

    from handwritten.adapters.jobs import JobSummary
    from handwritten.db.models import User
    from handwritten.services.admin import IssuedKey

# Each command imports what it uses when it runs: the service areas, the app and the generated
# operations take seconds to import, and `canopy --help` or `canopy migrate` need none of them.
app = typer.Typer(
    help="Canopy: sustainability and supply-chain compliance API.", no_args_is_help=True, pretty_exceptions_enable=False
)
keys_app = typer.Typer(help="API keys: create (shown once), list, revoke.", no_args_is_help=True)
app.add_typer(keys_app, name="keys")
jobs_app = typer.Typer(help="The job queue: the jobs, their state and their errors.", no_args_is_help=True)
app.add_typer(jobs_app, name="jobs")
app.add_typer(transactions_app, name="transactions")
app.add_typer(surveys_app, name="surveys")
app.add_typer(workspaces_app, name="workspaces")
app.add_typer(users_app, name="users")


def _print_version(asked: bool) -> None:
    if asked:
        from importlib.metadata import version

        typer.echo(f"canopy {version('canopy')}")
        raise typer.Exit()


@app.callback()
def _options(
    version: Annotated[
        bool, typer.Option("--version", callback=_print_version, is_eager=True, help="print the version and exit")
    ] = False,
) -> None:
    pass


@app.command()
def migrate() -> None:
    """Create or upgrade the database schema (SQLite file or PostgreSQL)."""
    from handwritten.db.migrate import migrate as migrate_database
    from handwritten.settings import get_settings

    with database_errors_told():
        migrated = migrate_database(get_settings())
    if migrated.applied:
        plural = "" if migrated.applied == 1 else "s"
        typer.echo(f"applied {migrated.applied} migration{plural}; the database is at {migrated.revision}")
    else:
        typer.echo(f"the database is up to date ({migrated.revision}), no migration applied")


@app.command()
def demo(
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    if_empty: Annotated[
        bool, typer.Option("--if-empty", help="do nothing, successfully, if the database has data but not the demo")
    ] = False,
) -> None:
    """Create demo workspaces, users of every role and their keys, and a supply chain, transactions and a survey in workspace a, in an empty database.

    In a database that has the demo already, report its ids again: not its keys, which were shown
    once, but the command that makes a new one (new_key).
    """
    from handwritten.cli.demo import NotEmpty, create_demo, find_demo

    async def work(session: AsyncSession) -> dict[str, Any] | None:
        try:
            return await create_demo(session, supply_chain=True, transactions=True, surveys=True)
        except NotEmpty:
            return await find_demo(session)

    result = with_session(work)
    if result is None:
        if if_empty:
            typer.echo("demo: the database has data, not the demo's; nothing created")
            return
        fail("the database has data, not the demo's; the demo is created only in an empty database")
    if as_json:
        typer.echo(json.dumps(result))
        return
    typer.echo(f"workspaces: a={result['workspaces']['a']} b={result['workspaces']['b']}")
    for handle, user in result["users"].items():
        roles = ", ".join(f"{workspace}: {role}" for workspace, role in user["roles"].items())
        typer.echo(f"{handle:>17}: {user['email']} (user {user['id']}; {roles})")
    if "supply_chain" in result:
        orders = result["supply_chain"]["orders"]
        typer.echo(f"supply chain in a: orders {', '.join(f'{kind} {ids}' for kind, ids in orders.items())}")
    if "keys" in result:
        typer.echo("keys (shown once: keep them in a secret manager or an environment variable, never commit them):")
        for name, key in result["keys"].items():
            typer.echo(f"{name:>17}: {key}")
    else:
        typer.echo("the demo was made before; its keys were shown then, once. A new key for the Owner of a:")
        typer.echo(f"    {result['new_key']}")


def _listen(host: str, port: int) -> socket.socket:
    """A listening socket of this process. Every worker binds its own, with SO_REUSEPORT, so the
    kernel spreads connections evenly (one socket shared after fork leaves it to chance)."""
    # IPPROTO_TCP, not 0: asyncio sets TCP_NODELAY only on sockets that name their protocol, and
    # without it a response written in two parts waits for the client's delayed ACK (~40 ms).
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.bind((host, port))
    sock.listen(2048)
    return sock


# A worker's sockets: the hosts' (host name, or None for all hosts on one port) and the metrics'.
_Bindings = tuple[list[tuple[str | None, socket.socket]], socket.socket | None]


def _claim_ports(bind: str, ports: list[tuple[str, int]]) -> list[socket.socket]:
    """Make sure that no other process listens on `ports` ((what, port) pairs) of `bind`, before
    this server binds them; else stop, naming the port. Returns the locks, to hold while serving.

    SO_REUSEPORT (see _listen) lets any process of the same user bind a port its workers listen
    on: a second `canopy serve` on the same ports would share them silently, each request going
    to either server. So, for each port:
    - a lock, an abstract Unix socket named after the address and port, which one process alone
      can bind and which the kernel frees when the last process holding it (this one and the
      workers it forks) ends: two servers started at the same moment cannot both pass (Linux);
    - a probe, the port bound without SO_REUSEPORT, which fails if anything listens there (any
      other program), then closed. SO_REUSEADDR still lets it past a closed server's TIME_WAIT.
    Then the server binds its own sockets (_bind) before forking, so only its workers join them.
    """
    locks = []
    for what, port in ports:
        if sys.platform == "linux":
            lock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                lock.bind(f"\0canopy-serve:{bind}:{port}")
            except OSError:
                lock.close()
                _unavailable(bind, port, what)
            locks.append(lock)
        probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((bind, port))
        except OSError as error:
            _unavailable(bind, port, what, error)
        finally:
            probe.close()
    return locks


def _bind(bind: str, ports: list[tuple[str | None, int]], metrics_port: int) -> _Bindings:
    """This worker's listening sockets; a port taken since _claim_ports looked stops the command."""

    def listen(what: str, port: int) -> socket.socket:
        try:
            return _listen(bind, port)
        except OSError as error:
            _unavailable(bind, port, what, error)

    hosts = [(host, listen(_port_use(host), port)) for host, port in ports]
    return hosts, listen("metrics", metrics_port) if metrics_port else None


def _port_use(host: str | None) -> str:
    return f"{host} host" if host else "all hosts"


def _unavailable(bind: str, port: int, what: str, error: OSError | None = None) -> NoReturn:
    held = f"not available ({error.strerror})" if error else "in use by another canopy serve"
    fail(f"port {port} ({what}) on {bind} is {held}; stop what listens there or choose other ports (--port)")


def _close(bound: _Bindings) -> None:
    hosts, metrics = bound
    for _, sock in hosts:
        sock.close()
    if metrics is not None:
        metrics.close()


class _Server(uvicorn.Server):
    """A uvicorn server that leaves signals to its process, which stops every server it runs at once.

    uvicorn installs its own handlers per server, so of several servers in one process only the
    last one started would hear SIGTERM first.
    """

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


async def _serve(bindings: list[tuple[str | None, socket.socket]], metrics: socket.socket | None) -> None:
    from handwritten.app import create_app
    from handwritten.runtime.metrics import exposition_app
    from handwritten.settings import get_settings

    settings = get_settings()
    # The API's servers; requests in flight get shutdown_timeout seconds to finish on SIGTERM.
    # Client addresses (rate limits, logs) come from X-Forwarded-For only from the trusted proxies.
    servers = [
        _Server(
            uvicorn.Config(
                create_app(host=host_name),
                access_log=False,
                log_config=None,
                lifespan="on",
                proxy_headers=bool(settings.forwarded_allow_ips),
                forwarded_allow_ips=settings.forwarded_allow_ips or None,
                timeout_graceful_shutdown=int(settings.shutdown_timeout),
            )
        )
        for host_name, _ in bindings
    ]
    sockets = [sock for _, sock in bindings]
    if metrics is not None:
        servers.append(_Server(uvicorn.Config(exposition_app(), access_log=False, log_config=None, lifespan="off")))
        sockets.append(metrics)
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, _stop_all, servers)
    # What start-up allocated lives as long as the process: keep the collector from rescanning it.
    gc.freeze()
    # A list page builds thousands of short-lived models (O1: about 2,100): with the default
    # threshold of 700 allocations the young generation is collected dozens of times a page, and
    # its survivors promoted and rescanned (docs/adr/0006-garbage-collector-in-the-server.md).
    gc.set_threshold(10_000, 10, 10)
    await asyncio.gather(*(server.serve(sockets=[sock]) for server, sock in zip(servers, sockets, strict=True)))


def _stop_all(servers: list[_Server]) -> None:
    for server in servers:
        if server.should_exit:
            server.force_exit = True  # a second signal: stop without waiting
        server.should_exit = True


def _run_worker(bound: _Bindings) -> None:
    bindings, metrics = bound
    try:
        with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
            runner.run(_serve(bindings, metrics))
    finally:
        if metrics is not None:
            from handwritten.runtime.metrics import process_exited

            process_exited(os.getpid())


@app.command()
def serve(
    port: Annotated[int, typer.Option(help="first port: base, then supply_chain, ingestion, data_room")] = 8000,
    bind: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    combined: Annotated[bool, typer.Option(help="serve every host on one port")] = False,
    workers: Annotated[int, typer.Option(min=1, help="worker processes sharing the ports")] = 1,
    log_level: Annotated[str | None, typer.Option(help="overrides CANOPY_LOG_LEVEL")] = None,
) -> None:
    """Serve the hosts: base, supply_chain, ingestion and data_room on PORT..PORT+3 (or all on PORT).

    SIGTERM stops accepting connections and lets the requests in flight finish (within
    CANOPY_SHUTDOWN_TIMEOUT seconds); a second SIGTERM or Ctrl-C stops at once.
    """
    from generated.operations import HOSTS
    from handwritten.db.migrate import migrate as migrate_database
    from handwritten.hosts import fill_host_urls
    from handwritten.runtime.logs import configure as configure_logs
    from handwritten.runtime.metrics import prepare_directory as prepare_metrics
    from handwritten.settings import get_settings

    settings = get_settings()
    configure_logs(json_lines=settings.json_logs, level=(log_level or settings.log_level).upper())
    if settings.metrics_port:
        prepare_metrics(settings.metrics_dir)
    hosts: list[str | None] = [None] if combined else list(HOSTS)
    ports = [(host, port + index) for index, host in enumerate(hosts)]
    # The hosts' URLs not configured are where this server listens: set on the process's settings,
    # which every app of every worker (forked below) is made from (decision host_index).
    fill_host_urls(settings, bind, ports)
    # Ports that something else listens on stop the server before it does anything.
    metrics_ports = [("metrics", settings.metrics_port)] if settings.metrics_port else []
    locks = _claim_ports(bind, [(_port_use(host), host_port) for host, host_port in ports] + metrics_ports)
    if settings.is_sqlite:
        # The embedded database is created and brought up to date on start; PostgreSQL is
        # migrated deliberately, with `canopy migrate`.
        migrate_database(settings)
    for host, host_port in ports:
        typer.echo(f"{host or 'all hosts'}: http://{bind}:{host_port}/api/docs/")
    if settings.metrics_port:
        typer.echo(f"metrics: http://{bind}:{settings.metrics_port}/metrics")
    bound = _bind(bind, ports, settings.metrics_port)
    children = []
    for _ in range(workers - 1):
        pid = os.fork()
        if pid == 0:
            try:
                _close(bound)  # the first worker's: each worker listens on sockets of its own (_listen)
                _run_worker(_bind(bind, ports, settings.metrics_port))
            finally:
                os._exit(0)
        children.append(pid)
    try:
        _run_worker(bound)
    finally:
        for pid in children:
            try:
                os.kill(pid, signal.SIGTERM)
                os.waitpid(pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        for lock in locks:
            lock.close()


@app.command()
def mailer() -> None:
    """Deliver the email outbox from this process, until stopped (SIGTERM or Ctrl-C).

    For deployments that keep delivery off the API processes: serve with CANOPY_MAIL_WORKER=false
    and run one or more mailers (they never send the same email twice). The mailer sweeps every
    CANOPY_MAIL_POLL_INTERVAL seconds, so give it a short one (1 to 5 seconds).
    """
    from handwritten.adapters.mail.outbox import Outbox
    from handwritten.adapters.mail.transports import transport_for
    from handwritten.db.session import Database
    from handwritten.runtime.logs import configure as configure_logs
    from handwritten.settings import get_settings

    settings = get_settings()
    configure_logs(json_lines=settings.json_logs, level=settings.log_level)

    async def run() -> None:
        db = Database(settings)
        outbox = Outbox(db, transport_for(settings), settings)
        stopped = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, stopped.set)
        await outbox.start()
        typer.echo(f"delivering the outbox every {settings.mail_poll_interval:g} s; stop with Ctrl-C", err=True)
        try:
            await stopped.wait()
        finally:
            await outbox.stop()
            await db.dispose()

    uvloop.run(run())


@app.command()
def worker(
    mail: Annotated[
        bool, typer.Option("--mail/--no-mail", help="also deliver the email outbox (instead of `canopy mailer`)")
    ] = False,
) -> None:
    """Run the job queue from this process, until stopped (SIGTERM or Ctrl-C).

    For deployments that keep jobs off the API processes: serve with CANOPY_JOB_WORKER=false and
    run one or more workers (a job completes once however many run it). Handlers are those the
    service areas register and those of CANOPY_JOB_HANDLER_MODULES. Jobs enqueued by other
    processes are found by the sweep every CANOPY_JOB_POLL_INTERVAL seconds. On SIGTERM the jobs
    under way are stopped, their writes rolled back and their claims released for any worker.
    With --mail the worker also delivers the email outbox (serve with CANOPY_MAIL_WORKER=false).
    """
    from handwritten.adapters.jobs import Jobs
    from handwritten.adapters.mail.outbox import Outbox
    from handwritten.adapters.mail.transports import transport_for
    from handwritten.db.session import Database
    from handwritten.runtime.logs import configure as configure_logs
    from handwritten.settings import get_settings

    settings = get_settings()
    configure_logs(json_lines=settings.json_logs, level=settings.log_level)
    import handwritten.services.areas  # noqa: F401  # the areas register their job kinds as the API's processes do

    async def run() -> None:
        db = Database(settings)
        jobs = Jobs(db, settings)
        outbox = Outbox(db, transport_for(settings), settings) if mail else None
        stopped = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, stopped.set)
        try:
            await jobs.start()
            if outbox is not None:
                await outbox.start()
            kinds = ", ".join(jobs.registry.kinds()) or "none"
            typer.echo(
                f"running jobs (kinds: {kinds}) every {settings.job_poll_interval:g} s"
                f"{' and delivering the outbox' if outbox else ''}; stop with Ctrl-C",
                err=True,
            )
            await stopped.wait()
        finally:
            await jobs.stop()
            if outbox is not None:
                await outbox.stop()
            await db.dispose()

    uvloop.run(run())


class McpTransport(enum.StrEnum):
    STDIO = "stdio"
    HTTP = "http"


@app.command()
def mcp(
    transport: Annotated[
        McpTransport, typer.Option(help="stdio: one user's key in CANOPY_API_KEY; http: each request's own key")
    ] = McpTransport.STDIO,
    areas: Annotated[
        str | None, typer.Option(help="serve only these areas' operations, comma-separated, such as orders,documents")
    ] = None,
    bind: Annotated[str, typer.Option(help="address to listen on (http)")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="port to listen on (http)")] = 8765,
) -> None:
    """Serve the implemented operations as tools of a Model Context Protocol server.

    Over stdio (the default), give it the user's API key in CANOPY_API_KEY: every tool call acts
    as that user. Over streamable HTTP (--transport http, at http://BIND:PORT/mcp), each request
    brings its own key (Authorization: ApiKey <key>, or Bearer <key>) and a request without a
    usable one is refused with 401; the assistant needs no database credentials. Either way a
    call has the same permissions and errors as the HTTP API. This process reaches the database
    as `canopy serve` does. Logs go to stderr; stdout is the protocol's over stdio.
    """
    from handwritten.runtime.logs import configure as configure_logs
    from handwritten.settings import get_settings

    settings = get_settings()
    api_key = os.environ.get("CANOPY_API_KEY", "")
    if transport is McpTransport.STDIO and not api_key:
        typer.echo("canopy mcp: set CANOPY_API_KEY to the API key the tools act with", err=True)
        raise typer.Exit(2)
    from handwritten.mcp.tools import UnknownAreas, check_areas

    chosen = [name.strip() for name in areas.split(",") if name.strip()] if areas is not None else None
    try:
        check_areas(chosen)
    except UnknownAreas as error:
        fail(f"--areas: {error}", 2)
    configure_logs(json_lines=settings.json_logs, level=settings.log_level)
    if transport is McpTransport.HTTP:
        from handwritten.mcp.streamable_http import PATH, serve_http

        typer.echo(f"MCP over streamable HTTP: http://{bind}:{port}{PATH}", err=True)
        uvloop.run(serve_http(settings, bind, port, chosen))
    else:
        from handwritten.mcp.stdio import serve_stdio

        uvloop.run(serve_stdio(settings, api_key, chosen))


async def _user(session: AsyncSession, email: str) -> User:
    from sqlalchemy import select

    from handwritten.db.models import User

    user = await session.scalar(select(User).where(User.email == email))
    if user is None:
        raise typer.BadParameter(f"no user with email {email}", param_hint="--email")
    return user


@keys_app.command("create")
def keys_create(
    email: Annotated[str, typer.Option(help="the user the key acts as")],
    name: Annotated[str, typer.Option(help="what the key is for")],
    scope: Annotated[Scope, typer.Option(help="user: follows the active workspace; workspace: pinned")] = Scope.USER,
    expires: Annotated[Expiry, typer.Option(help="lifetime")] = DEFAULT_EXPIRY,
) -> None:
    """Create a key; it is printed once and cannot be shown again."""
    from handwritten.services import admin

    async def work(session: AsyncSession) -> IssuedKey:
        return await admin.create_api_key(session, await _user(session, email), name=name, scope=scope, expiry=expires)

    issued = with_session(work)
    typer.echo(issued.key)
    typer.echo(f"(key {issued.record.id}; shown once: store it now)", err=True)


@keys_app.command("list")
def keys_list(email: Annotated[str | None, typer.Option(help="only this user's keys")] = None) -> None:
    """Name, first characters, scope, created, last used and expiry of each key, by scope."""
    from handwritten.services import admin

    async def work(session: AsyncSession) -> list[dict[str, Any]]:
        user = await _user(session, email) if email else None
        return [
            {
                "id": k.id,
                "name": k.name,
                "prefix": k.prefix,
                "scope": k.scope,
                "created": k.created_at.isoformat(timespec="seconds"),
                "last_used": k.last_used_at.isoformat(timespec="seconds") if k.last_used_at else "never",
                "expires": k.expires_at.isoformat(timespec="seconds") if k.expires_at else "never",
                "revoked": "revoked" if k.revoked_at else "",
            }
            for k in await admin.list_api_keys(session, user)
        ]

    rows = with_session(work)
    for scope in (Scope.USER, Scope.WORKSPACE):
        typer.echo(f"{scope.value} keys:")
        for row in (r for r in rows if r["scope"] == scope.value):
            typer.echo(
                f"  {row['id']:>5}  {row['name']:<28} {row['prefix']}…  created {row['created']}  "
                f"last used {row['last_used']}  expires {row['expires']} {row['revoked']}".rstrip()
            )


@keys_app.command("revoke")
def keys_revoke(key_id: Annotated[int, typer.Argument(help="the id shown by keys list")]) -> None:
    """Revoke a key for good; the next request with it gets 401 on every host."""
    from handwritten.services import admin

    async def work(session: AsyncSession) -> bool:
        return await admin.revoke_api_key(session, key_id)

    if not with_session(work):
        typer.echo(f"no active key with id {key_id}", err=True)
        raise typer.Exit(1)
    typer.echo(f"key {key_id} revoked")


@jobs_app.command("list")
def jobs_list(
    failed: Annotated[
        bool, typer.Option("--failed", help="only jobs not done whose last attempt failed (failed or retrying)")
    ] = False,
    kind: Annotated[str | None, typer.Option(help="only jobs of this kind")] = None,
    limit: Annotated[int, typer.Option(min=1, help="at most this many, the newest first")] = 50,
) -> None:
    """The newest jobs: kind, workspace, attempts, state (pending, running, retrying, done, failed), next attempt, last error."""
    from handwritten.adapters.jobs import list_jobs

    async def work(session: AsyncSession) -> list[JobSummary]:
        return await list_jobs(session, failed=failed, kind=kind, limit=limit)

    rows = with_session(work)
    if not rows:
        typer.echo("no jobs")
        return
    typer.echo(
        f"{'id':>7}  {'kind':<28} {'workspace':>9} {'attempts':>8}  {'state':<8}  {'next attempt':<25}  last error"
    )
    for row in rows:
        following = row.next_attempt_at.isoformat(timespec="seconds") if row.next_attempt_at else "-"
        error = " ".join(row.last_error.split())[:200]
        typer.echo(
            f"{row.id:>7}  {row.kind:<28} {row.workspace_id:>9} {row.attempts:>8}  {row.state:<8}  "
            f"{following:<25}  {error}".rstrip()
        )


def main() -> None:
    from pydantic import ValidationError

    try:
        app()
    except ValidationError as error:
        if error.title != "Settings":
            raise
        # CANOPY_* variables that do not make valid settings: a line each, as every refusal, no traceback.
        for problem in error.errors(include_url=False):
            where = "_".join(str(part) for part in problem["loc"]).upper()
            reason = problem["ctx"]["error"] if problem["type"] == "value_error" else problem["msg"]
            typer.echo(f"canopy: {f'CANOPY_{where}: ' if where else ''}{reason}", err=True)
        raise SystemExit(2) from None
