"""Rate limits per client, with the `limits` library: counters in process memory or in Redis.

With Redis (CANOPY_REDIS_URL) every worker and host shares one allowance per client; in memory,
each process keeps its own, so N workers admit up to N times the rate. The limit is a moving
window, like DRF's throttles: at most `rate` requests in any window of its length.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time

from limits import RateLimitItem, parse
from limits.aio.storage import MemoryStorage, Storage
from limits.aio.strategies import MovingWindowRateLimiter
from limits.errors import StorageError
from limits.storage import storage_from_string

from handwritten.runtime.errors import ApiError

logger = logging.getLogger("canopy")


class Throttled(ApiError):
    """429 in DRF's words, with Retry-After in seconds."""

    status_code = 429

    def __init__(self, retry_after: int) -> None:
        unit = "second" if retry_after == 1 else "seconds"  # DRF's singular and plural
        super().__init__(
            {"detail": f"Request was throttled. Expected available in {retry_after} {unit}."},
            {"Retry-After": str(retry_after)},
        )
        self.retry_after = retry_after


def storage_for(redis_url: str) -> Storage:
    """Redis when a URL is given (redis:// or rediss://), else this process's memory."""
    if not redis_url:
        return MemoryStorage()
    storage = storage_from_string(f"async+{redis_url}", wrap_exceptions=True)
    assert isinstance(storage, Storage)
    return storage


class RateLimiter:
    """At most `rate` hits per identity (a client address) in `namespace`."""

    def __init__(self, rate: str, storage: Storage, namespace: str) -> None:
        self.item: RateLimitItem = parse(rate)
        self.storage = storage
        self.namespace = namespace
        self._limiter = MovingWindowRateLimiter(storage)

    async def hit(self, identity: str) -> None:
        """Count one request of `identity`, or raise Throttled when its allowance is spent."""
        try:
            if await self._limiter.hit(self.item, self.namespace, identity):
                return
            stats = await self._limiter.get_window_stats(self.item, self.namespace, identity)
        except StorageError:
            # The limit slows guessing of 122-bit UUIDs, which is hopeless anyway: an unreachable
            # Redis must not take the lookup down with it.
            logger.warning("rate limit storage unavailable; %s not limited for now", self.namespace)
            return
        raise Throttled(max(1, math.ceil(stats.reset_time - time.time())))

    async def reset(self) -> None:
        await self.storage.reset()

    async def close(self) -> None:
        """Close the storage's connections (Redis), in the event loop that opened them.

        `limits` offers no close; left open, the connections are closed by the garbage collector
        after the loop has ended, with ResourceWarnings.
        """
        client = getattr(getattr(self.storage, "bridge", None), "storage", None)
        pool = getattr(client, "connection_pool", None)
        if pool is not None:
            pool.disconnect()
            await asyncio.sleep(0)  # the transports finish closing on the next turn of the loop
