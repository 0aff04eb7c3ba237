"""A local store in the test's folder, served by a bare Starlette app with only its two routes."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from starlette.applications import Starlette
from starlette.testclient import TestClient

from handwritten.adapters.storage.local import LocalStore, mount_storage

BASE_URL = "http://testserver"
MAX_UPLOAD = 1024 * 1024


@pytest.fixture
def store(tmp_path: Path) -> LocalStore:
    store = LocalStore(
        tmp_path / "objects",
        "canopy",
        secret_key="storage-test-secret",
        ttl=timedelta(minutes=5),
        max_upload_bytes=MAX_UPLOAD,
    )
    asyncio.run(store.ensure_bucket())
    return store


@pytest.fixture
def app(store: LocalStore) -> Starlette:
    app = Starlette()
    mount_storage(app, store)
    return app


@pytest.fixture
def client(app: Starlette) -> Iterator[TestClient]:
    with TestClient(app, base_url=BASE_URL) as test_client:
        yield test_client
