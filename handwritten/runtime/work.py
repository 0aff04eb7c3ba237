"""The request's unit of work: one transaction, committed in one place when the operation succeeded.

Services never commit. The generated route ends every operation with `ctx.complete(response)`,
which runs the hooks that must share the transaction (an idempotency key's stored response),
commits, then runs the hooks that must follow the commit (waking the outbox). An operation
that raises is rolled back when its session closes, so nothing of it is kept.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession
from starlette.responses import Response


class Claim(Protocol):
    """What starting an operation may hold until it ends (an idempotency key, see idempotency.py)."""

    async def record(self, session: AsyncSession, response: Response) -> None: ...

    async def abandon(self, error: BaseException) -> None: ...


class UnitOfWork:
    """The transaction of one request and what must happen around its commit.

    With `open_session`, the session is made when the operation first asks for it: a request
    that reads only through authentication's connection (A1) never makes one, nor closes one.
    """

    __slots__ = ("_session", "_open_session", "claim", "_claimer", "_after_commit")

    def __init__(
        self,
        session: AsyncSession | None = None,
        claimer: Callable[[], Awaitable[Claim | None]] | None = None,
        *,
        open_session: Callable[[], AsyncSession] | None = None,
    ) -> None:
        self._session = session
        self._open_session = open_session
        self.claim: Claim | None = None
        self._claimer = claimer
        self._after_commit: list[Callable[[], None]] = []

    @property
    def session(self) -> AsyncSession | None:
        """The request's session, made now if it has none yet and can make one."""
        if self._session is None and self._open_session is not None:
            self._session = self._open_session()
        return self._session

    @property
    def opened(self) -> AsyncSession | None:
        """The session if one was made, without making one."""
        return self._session

    async def begin(self) -> None:
        """The inputs are valid and the operation is about to run: claim what it needs (its idempotency key).

        Raises when the operation must not run (a replayed or concurrent request).
        """
        if self._claimer is not None:
            self.claim = await self._claimer()

    def after_commit(self, hook: Callable[[], None]) -> None:
        """Call `hook` once the request's transaction has committed (never if it is rolled back)."""
        self._after_commit.append(hook)

    async def complete(self, response: Response) -> Response:
        """Commit the operation's work with what must share its transaction; return `response`."""
        session = self.session if self.claim is not None else self._session
        if session is not None:
            if self.claim is not None:
                await self.claim.record(session, response)
            if session.in_transaction() or session.new or session.dirty or session.deleted:
                await session.commit()
            # else nothing was read or written in a transaction: a COMMIT would only begin and end one
        for hook in self._after_commit:
            hook()
        return response
