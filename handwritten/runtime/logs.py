"""Logs: JSON lines for machines or plain lines for people, every one carrying its request's id.

`configure` sets up the root logger once per process (uvicorn's loggers propagate to it). The
request id lives in a context variable for the time of a request (runtime/observe.py) and of
the work a request caused (the outbox's deliveries); every record takes it when it is created
(the record factory below), whichever handler writes it.
"""

from __future__ import annotations

import logging
import sys
from contextvars import ContextVar
from typing import Any

from pythonjsonlogger.json import JsonFormatter

REQUEST_ID: ContextVar[str] = ContextVar("canopy_request_id", default="")

TEXT_FORMAT = "%(asctime)s %(levelname)-7s %(name)s [%(request_id)s] %(message)s"
# The fields of every JSON line, in this order; a record's extra fields follow them.
JSON_FIELDS = ("asctime", "levelname", "name", "message", "request_id")


_make_record = logging.getLogRecordFactory()


def _record_with_request_id(*args: Any, **kwargs: Any) -> logging.LogRecord:
    record = _make_record(*args, **kwargs)
    record.request_id = REQUEST_ID.get()  # empty outside a request
    return record


if getattr(_make_record, "__name__", "") != _record_with_request_id.__name__:  # once, whatever reloads
    logging.setLogRecordFactory(_record_with_request_id)


def configure(*, json_lines: bool, level: str) -> None:
    """One handler on the root logger, writing to stderr; replaces any handler set before."""
    handler = logging.StreamHandler(sys.stderr)
    if json_lines:
        handler.setFormatter(
            JsonFormatter(list(JSON_FIELDS), rename_fields={"asctime": "time", "levelname": "level"}, timestamp=False)
        )
    else:
        handler.setFormatter(logging.Formatter(TEXT_FORMAT))
    root = logging.getLogger()
    for existing in list(root.handlers):
        root.removeHandler(existing)
    root.addHandler(handler)
    root.setLevel(level)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logging.getLogger(name).handlers.clear()
        logging.getLogger(name).propagate = True
