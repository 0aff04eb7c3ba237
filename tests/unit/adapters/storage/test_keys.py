from __future__ import annotations

from pathlib import Path

import pytest

from handwritten.adapters.storage import InvalidKey, check_key, is_valid_key, key_in
from handwritten.adapters.storage.local import LocalStore

VALID = [
    "a",
    "workspaces/1/documents/2/upload/Zx-_9a",
    "workspaces/1/documents/2/file.pdf",
    "r\u00e9sum\u00e9 (final).txt",
    "a" * 200,
    "/".join(["a" * 200] * 5),  # 1004 bytes
]
INVALID = [
    "",
    "/etc/passwd",
    "a/",
    "a//b",
    "..",
    "a/../../b",
    "a/./b",
    ".hidden",
    "a/.b.meta",
    "a\\..\\b",
    "C:\\x",
    "a\nb",
    "a\x00b",
    "a\x7fb",
    "a" * 201,
    "/".join(["a" * 200] * 6),  # over 1024 bytes
    "\udcff",  # a lone surrogate: not text
]


@pytest.mark.parametrize("key", VALID)
def test_valid_keys(key: str) -> None:
    assert check_key(key) == key and is_valid_key(key)


@pytest.mark.parametrize("key", INVALID)
def test_invalid_keys_are_refused(key: str) -> None:
    with pytest.raises(InvalidKey):
        check_key(key)
    assert not is_valid_key(key)


@pytest.mark.parametrize("key", INVALID)
def test_the_local_store_refuses_a_key_before_touching_a_path(store: LocalStore, key: str) -> None:
    with pytest.raises(InvalidKey):
        store.path(key)


def test_no_valid_key_leaves_the_bucket(store: LocalStore) -> None:
    for key in VALID:
        assert store.path(key).resolve().is_relative_to(store.folder.resolve())


def test_uri_and_key_of_round_trip(store: LocalStore, tmp_path: Path) -> None:
    key = "workspaces/1/documents/2/file.pdf"
    assert store.uri(key) == "file://canopy/workspaces/1/documents/2/file.pdf"
    assert store.key_of(store.uri(key)) == key
    assert store.key_of("s3://canopy/" + key) is None  # another scheme
    assert store.key_of("file://other/" + key) is None  # another bucket
    assert store.key_of("file://canopy/../x") is None  # not a valid key
    assert store.key_of("file://canopy/") is None
    assert key_in("s3://b/a/b", "s3", "b") == "a/b"
    with pytest.raises(InvalidKey):
        store.uri("../x")
