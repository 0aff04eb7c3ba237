"""Reads yield to writes (runtime/admission.py): at most `reads` safe requests in flight, writes at once."""

from __future__ import annotations

import asyncio
from typing import Any

from handwritten.runtime.admission import Admission


class Held:
    """An ASGI app whose requests stay in flight until released, recording who is inside."""

    def __init__(self) -> None:
        self.inside: list[str] = []
        self.release = asyncio.Event()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        self.inside.append(scope["path"])
        await self.release.wait()


def _request(app: Admission, method: str, path: str) -> asyncio.Task[None]:
    scope = {"type": "http", "method": method, "path": path}
    return asyncio.ensure_future(app(scope, None, None))  # type: ignore[arg-type]


async def _settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


def test_reads_beyond_the_bound_wait_while_writes_go_at_once() -> None:
    async def scenario() -> None:
        held = Held()
        app = Admission(held, reads=2)  # type: ignore[arg-type]
        requests = [_request(app, "GET", f"/read/{n}") for n in range(3)]
        requests.append(_request(app, "HEAD", "/read/head"))
        await _settle()
        assert held.inside == ["/read/0", "/read/1"]
        requests += [_request(app, method, f"/{method.lower()}") for method in ("POST", "PATCH", "DELETE")]
        await _settle()
        assert held.inside == ["/read/0", "/read/1", "/post", "/patch", "/delete"]
        held.release.set()
        await asyncio.gather(*requests)
        assert sorted(held.inside) == sorted(
            ["/read/0", "/read/1", "/read/2", "/read/head", "/post", "/patch", "/delete"]
        )

    asyncio.run(scenario())


def _all_inside_at_once(reads: int, scopes: list[dict[str, Any]]) -> None:
    """Every one of `scopes` sent at once to an app bounded to `reads` is inside before any ends."""

    async def scenario() -> None:
        held = Held()
        app = Admission(held, reads=reads)  # type: ignore[arg-type]
        running = [asyncio.ensure_future(app(scope, None, None)) for scope in scopes]  # type: ignore[arg-type]
        await _settle()
        assert len(held.inside) == len(scopes)
        held.release.set()
        await asyncio.gather(*running)

    asyncio.run(scenario())


def test_without_a_bound_every_read_goes_at_once() -> None:
    _all_inside_at_once(0, [{"type": "http", "method": "GET", "path": f"/read/{n}"} for n in range(20)])


def test_scopes_other_than_http_are_never_held() -> None:
    _all_inside_at_once(1, [{"type": "lifespan", "path": f"/lifespan/{n}"} for n in range(3)])


def test_an_app_served_by_one_loop_then_another_bounds_reads_in_each() -> None:
    """Each TestClient runs its own loop; a semaphore made in the first must not be waited on in the second."""
    held = Held()
    app = Admission(held, reads=1)  # type: ignore[arg-type]

    async def scenario() -> None:
        held.release = asyncio.Event()
        requests = [_request(app, "GET", f"/read/{n}") for n in range(3)]
        await _settle()
        assert len(held.inside) % 3 == 1  # one more inside, the other two waiting their turn
        held.release.set()
        await asyncio.gather(*requests)

    asyncio.run(scenario())
    asyncio.run(scenario())
    assert len(held.inside) == 6
