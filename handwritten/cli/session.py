"""What the `canopy` commands share: their work run in one database session, and failures told
in one line on stderr with a non-zero exit status, never a traceback."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, NoReturn, TypeVar

import typer

if TYPE_CHECKING:  # imported when a command runs, not by every `canopy` (handwritten/cli/commands.py)
    from sqlalchemy.ext.asyncio import AsyncSession

__all__ = ["database_errors_told", "fail", "with_session"]

T = TypeVar("T")


def fail(message: str, status: int = 1) -> NoReturn:
    """Stop the command: `canopy: <message>` on stderr, exit status `status`."""
    typer.echo(f"canopy: {message}", err=True)
    raise typer.Exit(status)


def with_session(work: Callable[[AsyncSession], Awaitable[T]]) -> T:
    """`work`'s result, run in a session of the settings' database and committed; a database that
    cannot be reached or refuses a statement (one not migrated, say) fails the command in one line."""
    from handwritten.db.session import Database
    from handwritten.settings import get_settings

    async def run() -> T:
        db = Database(get_settings())
        try:
            async with db.session() as session:
                result = await work(session)
                await session.commit()
                return result
        finally:
            await db.dispose()

    with database_errors_told():
        return asyncio.run(run())


@contextmanager
def database_errors_told() -> Iterator[None]:
    """Within: a database that cannot be reached or refuses a statement fails the command in one line."""
    from alembic.util import CommandError
    from sqlalchemy.exc import DBAPIError, SQLAlchemyError

    try:
        yield
    except SQLAlchemyError as error:
        cause = error.orig if isinstance(error, DBAPIError) and error.orig is not None else error
        fail(f"database error: {_first_line(cause)}")
    except CommandError as error:  # Alembic's: a revision this code does not know, say
        fail(f"migration error: {_first_line(error)}")
    except OSError as error:  # asyncpg's refused or timed-out connection
        fail(f"cannot reach the database: {_first_line(error)}")


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__
