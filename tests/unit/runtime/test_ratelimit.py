"""RateLimiter (a moving window per client address) and KeyRateLimits (a fixed window per API key
and operation class), in process memory or shared through Redis.

The Redis tests run when CANOPY_TEST_REDIS_URL names a server (redis://127.0.0.1:6379/15); on CI
(CI set) they must run, so a missing URL fails them rather than skipping.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import socket
import time
import uuid
from collections.abc import Awaitable, Callable

import pytest
from limits.aio.storage import MemoryStorage

from handwritten.runtime.ratelimit import KeyRateLimits, RateLimiter, Throttled, storage_for

REDIS_URL = os.environ.get("CANOPY_TEST_REDIS_URL", "")
CLIENT, OTHER_CLIENT = "198.51.100.7", "203.0.113.9"


@pytest.fixture
def redis_url() -> str:
    if not REDIS_URL:
        if os.environ.get("CI"):
            pytest.fail("CI must test the Redis rate limit too: set CANOPY_TEST_REDIS_URL")
        pytest.skip("CANOPY_TEST_REDIS_URL is not set")
    return REDIS_URL


def namespace() -> str:
    """A namespace of this test alone, so tests sharing a Redis database never share counters."""
    return f"test-{uuid.uuid4().hex}"


async def throttled(hit: Awaitable[None]) -> Throttled:
    with pytest.raises(Throttled) as caught:
        await hit
    return caught.value


def drf_detail(wait: int) -> dict[str, str]:
    unit = "second" if wait == 1 else "seconds"
    return {"detail": f"Request was throttled. Expected available in {wait} {unit}."}


# -- the answer ----------------------------------------------------------------------------------


def test_throttled_answers_429_in_drf_words() -> None:
    assert Throttled.status_code == 429
    assert Throttled(60).body == {"detail": "Request was throttled. Expected available in 60 seconds."}
    assert Throttled(1).body == {"detail": "Request was throttled. Expected available in 1 second."}
    assert Throttled(17).headers == {"Retry-After": "17"}


# -- in memory -----------------------------------------------------------------------------------


def test_the_rate_is_allowed_then_the_next_hit_is_throttled() -> None:
    async def scenario() -> Throttled:
        limiter = RateLimiter("3/minute", MemoryStorage(), namespace())
        for _ in range(3):
            await limiter.hit(CLIENT)
        return await throttled(limiter.hit(CLIENT))

    refused = asyncio.run(scenario())
    assert refused.status_code == 429
    assert 1 <= refused.retry_after <= 60
    assert refused.headers == {"Retry-After": str(refused.retry_after)}
    assert refused.body == drf_detail(refused.retry_after)


def test_each_client_has_its_own_allowance() -> None:
    async def scenario() -> None:
        limiter = RateLimiter("2/minute", MemoryStorage(), namespace())
        await limiter.hit(CLIENT)
        await limiter.hit(CLIENT)
        await throttled(limiter.hit(CLIENT))
        await limiter.hit(OTHER_CLIENT)  # not throttled: another address
        await limiter.hit(OTHER_CLIENT)
        await throttled(limiter.hit(OTHER_CLIENT))

    asyncio.run(scenario())


def test_limits_in_other_namespaces_are_separate() -> None:
    async def scenario() -> None:
        storage = MemoryStorage()
        lookups, other = RateLimiter("1/minute", storage, namespace()), RateLimiter("1/minute", storage, namespace())
        await lookups.hit(CLIENT)
        await throttled(lookups.hit(CLIENT))
        await other.hit(CLIENT)

    asyncio.run(scenario())


def test_the_client_is_admitted_again_after_retry_after() -> None:
    async def scenario() -> tuple[Throttled, float]:
        limiter = RateLimiter("1/second", MemoryStorage(), namespace())
        await limiter.hit(CLIENT)
        refused = await throttled(limiter.hit(CLIENT))
        started = time.monotonic()
        deadline = started + 5
        while True:
            try:
                await limiter.hit(CLIENT)
                return refused, time.monotonic() - started
            except Throttled:
                assert time.monotonic() < deadline, "still throttled long after Retry-After"
                await asyncio.sleep(0.05)

    refused, waited = asyncio.run(scenario())
    assert refused.retry_after == 1
    assert refused.body == {"detail": "Request was throttled. Expected available in 1 second."}
    assert waited <= refused.retry_after + 1


# -- in Redis ------------------------------------------------------------------------------------


async def with_limiters(limiters: list[RateLimiter], scenario: Callable[[list[RateLimiter]], Awaitable[None]]) -> None:
    try:
        await scenario(limiters)
    finally:
        for limiter in limiters:
            await limiter.close()


def test_workers_sharing_redis_share_the_allowance(redis_url: str) -> None:
    """Two limiters with their own connections (two worker processes) count each client once."""
    name = namespace()

    async def scenario(workers: list[RateLimiter]) -> None:
        first, second = workers
        await first.hit(CLIENT)
        await second.hit(CLIENT)
        await first.hit(CLIENT)
        for worker in workers:
            refused = await throttled(worker.hit(CLIENT))
            assert 1 <= refused.retry_after <= 60
            assert refused.body == drf_detail(refused.retry_after)
        await second.hit(OTHER_CLIENT)  # another address keeps its own allowance

    limiters = [RateLimiter("3/minute", storage_for(redis_url), name) for _ in range(2)]
    asyncio.run(with_limiters(limiters, scenario))


def test_an_unreachable_redis_lets_requests_through(caplog: pytest.LogCaptureFixture) -> None:
    """The limit slows guessing; a Redis outage must not take the lookup down with it."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # free: nothing listens there once the probe is closed

    async def scenario(limiters: list[RateLimiter]) -> None:
        [limiter] = limiters
        for _ in range(3):
            await limiter.hit(CLIENT)

    with caplog.at_level(logging.WARNING, logger="canopy"):
        limiters = [RateLimiter("1/minute", storage_for(f"redis://127.0.0.1:{port}/0"), namespace())]
        asyncio.run(with_limiters(limiters, scenario))
    assert "rate limit storage unavailable" in caplog.text


# -- per API key --------------------------------------------------------------------------------


def test_each_key_has_a_quota_per_class_reported_in_ietf_fields() -> None:
    async def scenario() -> None:
        limits = KeyRateLimits({"reads": "3/minute", "writes": "1/minute"}, MemoryStorage(), namespace())
        quotas = [await limits.hit(7, "reads") for _ in range(3)]
        assert [q.remaining for q in quotas if q] == [2, 1, 0]
        first = quotas[0]
        assert first is not None
        assert first.headers()["RateLimit-Policy"] == '"reads";q=3;w=60'
        assert re.fullmatch(r'"reads";r=2;t=([1-9]|[1-5][0-9]|60)', first.headers()["RateLimit"])
        refused = await throttled(limits.hit(7, "reads"))
        assert refused.headers["RateLimit"].startswith('"reads";r=0;t=')
        assert refused.headers["Retry-After"] == str(refused.retry_after)
        # Another class and another key have quotas of their own.
        assert await limits.hit(7, "writes") is not None
        assert await limits.hit(8, "reads") is not None

    asyncio.run(scenario())


def test_keys_share_their_quota_across_processes_through_redis(redis_url: str) -> None:
    async def scenario() -> None:
        shared = namespace()
        one = KeyRateLimits({"writes": "2/minute"}, storage_for(redis_url), shared)
        two = KeyRateLimits({"writes": "2/minute"}, storage_for(redis_url), shared)
        try:
            assert await one.hit(1, "writes") is not None
            assert await two.hit(1, "writes") is not None
            await throttled(one.hit(1, "writes"))
            await throttled(two.hit(1, "writes"))
        finally:
            await one.close()
            await two.close()

    asyncio.run(scenario())


def test_an_unreachable_redis_lets_keys_through() -> None:
    async def scenario() -> None:
        limits = KeyRateLimits({"reads": "1/minute"}, storage_for("redis://127.0.0.1:1/0"), namespace())
        try:
            assert await limits.hit(1, "reads") is None
            assert await limits.hit(1, "reads") is None
        finally:
            await limits.close()

    asyncio.run(scenario())
