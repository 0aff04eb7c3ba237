"""Autovacuum's rule, applied by the benchmark when the server's autovacuum is off.

This machine's PostgreSQL runs with `autovacuum = off`. A benchmark that only reads can VACUUM
(ANALYZE) once after its seed (databases.analyze()); one whose tables grow while it measures
cannot: the planner keeps the statistics of the empty tables, takes every table for a few rows
and chooses indexes by that (a by-id lookup through the index of the workspace's column, which
holds every row of the workspace), and dead rows pile up. A production server runs autovacuum,
so the load would be measured against a database nobody runs.

`Autovacuum` does what autovacuum would, with the server's own settings: every
autovacuum_naptime, each table of the benchmark's database with more dead rows than
autovacuum_vacuum_threshold + autovacuum_vacuum_scale_factor × its rows is vacuumed, and each with
more changes since its last ANALYZE than the analyze threshold and factor say is analyzed. It runs
on one connection to the benchmark's database that stays open, so its CPU is counted with the
database's (processes.database_cpu) as autovacuum's workers' would be. When the server's
autovacuum is on, it does nothing: the server does it.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from measure.databases import owner_connection
from measure.tools import log

# The tables over their thresholds, as autovacuum computes them (reltuples -1: never counted, 0).
_DUE = """
SELECT s.relname,
       s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
           + current_setting('autovacuum_vacuum_scale_factor')::float8 * greatest(c.reltuples, 0) AS vacuum,
       s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
           + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0) AS analyze
FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
"""


class Autovacuum:
    """A thread applying autovacuum's rule to the database of `database_url` while in its `with`."""

    def __init__(self, database_url: str) -> None:
        self.database_url = database_url
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._run, name="autovacuum", daemon=True)
        self.runs = {"vacuum": 0, "analyze": 0}
        self.active = False
        self.failure: str | None = None

    def __enter__(self) -> Autovacuum:
        self.thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.stopping.set()
        self.thread.join(timeout=600)

    def note(self) -> str:
        """What it did, for the results."""
        if self.failure is not None:
            return f"failed: {self.failure}"
        if not self.active:
            return "the server's own (autovacuum on)"
        return (
            "off on this server: the benchmark applied its rule with the server's settings "
            f"(bench/measure/maintenance.py): {self.runs['vacuum']} VACUUM, {self.runs['analyze']} ANALYZE"
        )

    def _run(self) -> None:
        try:
            asyncio.run(self._loop())
        except Exception as exc:  # reported in the results; the load goes on without it
            self.failure = repr(exc)
            log(f"autovacuum stand-in failed: {exc!r}")

    async def _loop(self) -> None:
        connection = await owner_connection(self.database_url)
        try:
            if await connection.fetchval("SHOW autovacuum") == "on":
                return
            self.active = True
            naptime = await connection.fetchval(
                "SELECT extract(epoch FROM current_setting('autovacuum_naptime')::interval)"
            )
            while not await asyncio.to_thread(self.stopping.wait, float(naptime)):
                for table, vacuum, analyze in await connection.fetch(_DUE):
                    if vacuum:
                        await connection.execute(f'VACUUM {"(ANALYZE) " if analyze else ""}"{table}"')
                    elif analyze:
                        await connection.execute(f'ANALYZE "{table}"')
                    self.runs["vacuum"] += bool(vacuum)
                    self.runs["analyze"] += bool(analyze)
        finally:
            await connection.close()
