"""Fixtures shared by every test folder: the real S3 server (one per session, started on first use);
and the order of the run."""

import pytest

from tests.s3server import seaweedfs

# The longest tests (schemathesis, the browser, the fault drills) first: with two test processes
# (`make unit`, pytest-xdist by file) one of them runs these while the other takes the many short
# files, instead of both waiting at the end for the last long one.
LONGEST_FIRST = ("tests/contract/", "tests/e2e/", "tests/faults/")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: not item.nodeid.startswith(LONGEST_FIRST))  # stable: otherwise as collected


__all__ = ["seaweedfs"]
