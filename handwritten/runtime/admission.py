"""Reads yield to writes: at most `reads` safe requests (GET, HEAD, OPTIONS) of a process run at
once; the others wait for a turn before any of their work, while every other request goes at once.

A worker runs every request in flight on one event loop, and at each of its awaits a request waits
for the next step of every other ready request. Under a read load that keeps the worker busy, a
write of ten round trips waits ten times behind each read in flight: its latency grows with the
number of readers, not with its own cost. A read waiting here costs the loop nothing. With a few
reads in flight the worker stays busy (one read's database waits overlap another's work), so reads
lose no throughput: they queue here instead of in the loop, and a write's turns come after those
few. Writes are never held: their number is bounded by the clients sending them, and a write held
behind reads would hold its row locks longer.

CANOPY_READ_CONCURRENCY sets `reads` per process (0: no bound). A deployment whose database is far
away, so that reads spend most of their time waiting for it, raises it.
"""

from __future__ import annotations

import asyncio

from starlette.types import ASGIApp, Receive, Scope, Send

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


class Admission:
    """ASGI middleware bounding the safe requests in flight in this process to `reads` (0: no bound)."""

    def __init__(self, app: ASGIApp, *, reads: int) -> None:
        self.app = app
        self.reads = reads
        # Made in the serving loop at its first read; a semaphore belongs to one loop, and an app
        # may be served by several in turn (each TestClient runs its own).
        self._turns: tuple[asyncio.AbstractEventLoop, asyncio.Semaphore] | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.reads <= 0 or scope["type"] != "http" or scope["method"] not in SAFE_METHODS:
            await self.app(scope, receive, send)
            return
        loop = asyncio.get_running_loop()
        if self._turns is None or self._turns[0] is not loop:
            self._turns = (loop, asyncio.Semaphore(self.reads))
        async with self._turns[1]:
            await self.app(scope, receive, send)
