"""A TCP proxy on loopback in front of PostgreSQL that can stop forwarding: a database that hangs.

Paused, it keeps every connection open and reads nothing more from either side, as a stopped
server (SIGSTOP) or a network dropping packets would: statements sent get no answer, new
connections are accepted and get no answer either. Resumed, it forwards again, what it held first.
It runs its own event loop in a thread, so the test and the app under test (a TestClient, with a
loop of its own) never wait for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class PausableProxy:
    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="pausable-proxy", daemon=True)
        self._flowing: asyncio.Event | None = None
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()

    def start(self) -> PausableProxy:
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self._listen(), self._loop).result(timeout=10)
        return self

    def pause(self) -> None:
        self._forward(False)

    def resume(self) -> None:
        self._forward(True)

    def stop(self) -> None:
        async def close() -> None:
            assert self._server is not None and self._flowing is not None
            self._flowing.set()
            self._server.close()
            for writer in list(self._writers):
                writer.close()

        asyncio.run_coroutine_threadsafe(close(), self._loop).result(timeout=10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()

    def _forward(self, on: bool) -> None:
        """Start or stop forwarding, in the proxy's loop; returns once it is so."""

        async def change() -> None:
            assert self._flowing is not None
            if on:
                self._flowing.set()
            else:
                self._flowing.clear()

        asyncio.run_coroutine_threadsafe(change(), self._loop).result(timeout=10)

    async def _listen(self) -> None:
        self._flowing = asyncio.Event()
        self._flowing.set()
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def _accept(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        assert self._flowing is not None
        await self._flowing.wait()  # paused: the client is accepted and left waiting
        server_reader, server_writer = await asyncio.open_connection(*self.target)
        self._writers |= {client_writer, server_writer}
        await asyncio.gather(self._pipe(client_reader, server_writer), self._pipe(server_reader, client_writer))

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        assert self._flowing is not None
        try:
            while data := await reader.read(65536):
                await self._flowing.wait()
                writer.write(data)
                await writer.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            self._writers.discard(writer)
            with contextlib.suppress(ConnectionError, OSError):
                writer.close()


@contextmanager
def pausable_proxy(host: str, port: int) -> Iterator[PausableProxy]:
    proxy = PausableProxy(host, port).start()
    try:
        yield proxy
    finally:
        proxy.stop()
