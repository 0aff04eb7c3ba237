"""The app's periodic work (handwritten/app.py _background) stops when the app shuts down."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

import pytest

from handwritten import app

HANG_GUARD = 10.0  # seconds: a shutdown that has not ended by then never would


class Sweeps:
    """An idempotency store whose sweep waits for `release`, absorbing a cancellation on its way
    out if `absorbs` (as a database clean-up that runs shielded can)."""

    def __init__(self, *, absorbs: bool) -> None:
        self.absorbs = absorbs
        self.rounds = 0
        self.started = asyncio.Event()
        self.release = asyncio.Event()

    async def sweep(self) -> int:
        self.rounds += 1
        self.started.set()
        try:
            await self.release.wait()
        except asyncio.CancelledError:
            if not self.absorbs:
                raise
        return 0


def _background(sweeps: Sweeps) -> Any:
    return app._background(sweeps, None, None, None, None)  # type: ignore[arg-type]  # metrics off: the rest unused


def _ended_in_time(scenario: Coroutine[Any, Any, Sweeps]) -> Sweeps:
    """Run `scenario`; fail if it has not ended within HANG_GUARD. (asyncio.wait_for would not do:
    a shutdown that absorbs cancellation absorbs wait_for's too, and then ends as if in time.)"""

    async def run() -> Sweeps:
        task = asyncio.create_task(scenario)
        done, _ = await asyncio.wait({task}, timeout=HANG_GUARD)
        assert task in done, f"shutdown still waiting after {HANG_GUARD} s"
        return task.result()

    return asyncio.run(run())


def test_a_round_under_way_finishes_and_the_loop_stops_without_another() -> None:
    async def scenario() -> Sweeps:
        sweeps = Sweeps(absorbs=False)
        async with _background(sweeps):
            await sweeps.started.wait()
            asyncio.get_running_loop().call_later(0.05, sweeps.release.set)
        return sweeps

    sweeps = _ended_in_time(scenario())
    assert sweeps.rounds == 1


@pytest.mark.parametrize("absorbs", [False, True], ids=["cancellable", "absorbs-its-cancellation"])
def test_shutdown_ends_even_when_a_round_never_does(monkeypatch: pytest.MonkeyPatch, absorbs: bool) -> None:
    monkeypatch.setattr(app, "STOP_GRACE", 0.05)

    async def scenario() -> Sweeps:
        sweeps = Sweeps(absorbs=absorbs)
        async with _background(sweeps):
            await sweeps.started.wait()  # and never released: the round outlives the grace
        return sweeps

    sweeps = _ended_in_time(scenario())
    assert sweeps.rounds == 1
