"""Database errors as API errors (handwritten/runtime/errors.py)."""

from __future__ import annotations

import asyncio
import json

import asyncpg
import pytest
from sqlalchemy.exc import DBAPIError, IntegrityError
from starlette.requests import Request

from handwritten.runtime.errors import Contended, _database_error, as_api_error


def _wrapped(driver_error: Exception) -> DBAPIError:
    """As SQLAlchemy's asyncpg adapter raises it: its own error, with the driver's as the cause."""
    adapted = Exception(str(driver_error))
    adapted.__cause__ = driver_error
    return DBAPIError("UPDATE orders SET ...", {}, adapted)


def test_a_transaction_rolled_back_for_a_concurrent_one_is_a_409_to_send_again() -> None:
    for driver_error in (
        asyncpg.exceptions.DeadlockDetectedError("deadlock detected"),
        asyncpg.exceptions.SerializationError("could not serialize"),
    ):
        error = as_api_error(_wrapped(driver_error))
        assert isinstance(error, Contended)
        assert (error.status_code, error.headers) == (409, {"Retry-After": "1"})
        assert error.body == {
            "detail": "The request conflicted with another one made at the same time and changed nothing; send it again."
        }


def test_other_database_errors_stay_unhandled() -> None:
    assert as_api_error(_wrapped(asyncpg.exceptions.UniqueViolationError("duplicate key"))) is None
    assert as_api_error(IntegrityError("INSERT ...", {}, Exception("duplicate"))) is None


def test_the_app_answers_a_deadlock_victim_409_and_leaves_other_errors_to_the_500() -> None:
    """The handler the app installs for database errors (install_error_handlers)."""
    request = Request({"type": "http", "method": "PATCH", "path": "/api/orders/1/", "headers": []})
    response = asyncio.run(_database_error(request, _wrapped(asyncpg.exceptions.DeadlockDetectedError("deadlock"))))
    assert (response.status_code, response.headers["retry-after"]) == (409, "1")
    assert json.loads(bytes(response.body)) == Contended().body
    other = _wrapped(asyncpg.exceptions.UniqueViolationError("duplicate key"))
    with pytest.raises(DBAPIError):
        asyncio.run(_database_error(request, other))
