"""Single flight: a result being built is built once per process; its other readers await it.

When a kept page or rendered row goes stale, every request that wants it at that moment would
otherwise build it again, each the same way, at the same time: under a steady read load that is
as many builds as there are concurrent readers. The first reader of a key builds; the others
await its result. If that build fails, each waiter builds for itself (its own error, if any, is
then its own request's).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Hashable
from typing import Any, TypeVar

T = TypeVar("T")


class _Abandoned(Exception):
    """The build a reader waited for was cancelled."""


class SingleFlight:
    """The builds under way in one process (one event loop), by key."""

    def __init__(self) -> None:
        self._building: dict[Hashable, asyncio.Future[Any]] = {}

    def joined(self, key: Hashable) -> asyncio.Future[Any] | None:
        """The build of `key` under way, if any."""
        return self._building.get(key)

    def begin(self, key: Hashable) -> asyncio.Future[Any]:
        """Note that the caller builds `key`; it must `end` it, with a result or an error."""
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._building[key] = future
        return future

    def end(
        self, key: Hashable, future: asyncio.Future[Any], result: Any = None, error: BaseException | None = None
    ) -> None:
        if self._building.get(key) is future:
            del self._building[key]
        if future.done():
            return
        if error is not None:
            # A cancelled builder (its client went away) must not cancel its waiters: they build.
            future.set_exception(error if isinstance(error, Exception) else _Abandoned())
            future.exception()  # retrieved here: a build nobody awaited fails silently
        else:
            future.set_result(result)

    async def run(self, key: Hashable, build: Callable[[], Awaitable[T]]) -> T:
        """`build()`'s result, or that of the same key's build under way."""
        found = self._building.get(key)
        if found is not None:
            try:
                result: T = await asyncio.shield(found)
                return result
            except Exception:  # noqa: BLE001 - the builder's error; this reader builds for itself
                return await build()
        future = self.begin(key)
        try:
            result = await build()
        except BaseException as error:
            self.end(key, future, error=error)
            raise
        self.end(key, future, result)
        return result
