"""Rate limits, with the `limits` library: counters in process memory or in Redis.

With Redis (CANOPY_REDIS_URL) every worker and host shares one allowance; in memory, each process
keeps its own, so N workers admit up to N times the rate.

- `RateLimiter`: per client address, for the anonymous invitation lookup; a moving window, like
  DRF's throttles (at most `rate` requests in any window of its length).
- `KeyRateLimits`: per API key and operation class (reads, writes, bulk) for every authenticated
  operation; a fixed window, one counter per request, reported on every response in the IETF
  RateLimit fields (decision rate_limits).
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Mapping
from dataclasses import dataclass

from limits import RateLimitItem, parse
from limits.aio.storage import MemoryStorage, Storage
from limits.aio.strategies import FixedWindowRateLimiter, MovingWindowRateLimiter
from limits.errors import StorageError
from limits.storage import storage_from_string

from handwritten.runtime.errors import ApiError

logger = logging.getLogger("canopy")


class Throttled(ApiError):
    """429 in DRF's words, with Retry-After in seconds."""

    status_code = 429

    def __init__(self, retry_after: int, headers: Mapping[str, str] | None = None) -> None:
        unit = "second" if retry_after == 1 else "seconds"  # DRF's singular and plural
        super().__init__(
            {"detail": f"Request was throttled. Expected available in {retry_after} {unit}."},
            {**(headers or {}), "Retry-After": str(retry_after)},
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
        await close_storage(self.storage)


@dataclass(frozen=True, slots=True)
class Quota:
    """Where an API key stands in its operation class's window, as the RateLimit fields say it."""

    policy: str  # the operation class
    limit: int
    window: int  # seconds
    remaining: int
    reset: int  # seconds until the window resets

    def headers(self) -> dict[str, str]:
        return {
            "RateLimit-Policy": f'"{self.policy}";q={self.limit};w={self.window}',
            "RateLimit": f'"{self.policy}";r={self.remaining};t={self.reset}',
        }


class KeyRateLimits:
    """Each API key's quota per operation class (reads, writes, bulk) in a fixed window."""

    def __init__(self, rates: Mapping[str, str], storage: Storage, namespace: str = "api-key") -> None:
        self.items = {name: parse(rate) for name, rate in rates.items()}
        self.storage = storage
        self.namespace = namespace
        self._limiter = FixedWindowRateLimiter(storage)

    async def hit(self, key_id: int, rate_class: str) -> Quota | None:
        """Count one request of the key; its quota, or raise Throttled; None when the storage is down."""
        item = self.items[rate_class]
        identity = (self.namespace, rate_class, str(key_id))
        try:
            allowed = await self._limiter.hit(item, *identity)
            stats = await self._limiter.get_window_stats(item, *identity)
        except StorageError:
            logger.warning("rate limit storage unavailable; API keys are not limited for now")
            return None
        quota = Quota(
            rate_class,
            item.amount,
            item.get_expiry(),
            stats.remaining,
            max(0, math.ceil(stats.reset_time - time.time())),
        )
        if not allowed:
            raise Throttled(max(1, quota.reset), quota.headers())
        return quota

    async def close(self) -> None:
        await close_storage(self.storage)


async def close_storage(storage: Storage) -> None:
    """Close a storage's connections (Redis), in the event loop that opened them.

    `limits` offers no close; left open, the connections are closed by the garbage collector
    after the loop has ended, with ResourceWarnings.
    """
    client = getattr(getattr(storage, "bridge", None), "storage", None)
    pool = getattr(client, "connection_pool", None)
    if pool is not None:
        pool.disconnect()
        await asyncio.sleep(0)  # the transports finish closing on the next turn of the loop
