"""Fixtures shared by every test folder: the real S3 server (one per session, started on first use);
and the order in which `make test`'s processes take the test files."""

from __future__ import annotations

import pytest

from tests.s3server import seaweedfs

__all__ = ["seaweedfs"]

# Files that each take minutes in one test (contract fuzzing against a live server): run first,
# one per process, while the many short files are left to fill both processes to the end. `make
# test` keeps this order (--no-loadscope-reorder); xdist would otherwise send files with the most
# tests first, leaving these for last, one after the other.
FIRST = ("tests/contract/",)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: not item.nodeid.startswith(FIRST))  # stable: the rest keep their order
