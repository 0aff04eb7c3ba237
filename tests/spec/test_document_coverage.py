"""spec/ transcribes every operation of the document, with its stated method and path."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generated.operations import BY_CODE, OPERATIONS

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = ROOT.parent / "shared" / "reference" / "service-spec.md"

# Every operation code of the document, by section.
CODES = (
    [f"D{i}" for i in range(1, 10)]
    + ["Q1", "Q2", "T1", "T2"]
    + [f"S{i}" for i in range(1, 6)]
    + [f"O{i}" for i in range(1, 10)]
    + ["A1", "A2", "A3", "M1", "M2", "M3"]
    + [f"I{i}" for i in range(1, 9)]
)
# The only methods and paths the document states.
STATED = {"O1": ("GET", "/api/orders/"), "A1": ("GET", "/api/accounts/users/me/")}
HOSTS = {
    "D": "ingestion",
    "Q": "ingestion",
    "T": "base",
    "S": "data_room",
    "O": "supply_chain",
    "A": "base",
    "M": "base",
    "I": "base",
}


def test_every_code_of_the_document_is_an_operation() -> None:
    # Extensions (x-extension: folders, products, ...) are operations the document does not show.
    assert sorted(op.code for op in OPERATIONS if not op.extension) == sorted(CODES)


@pytest.mark.parametrize("code", CODES)
def test_each_operation_is_on_its_host_and_marks_its_path_source(code: str) -> None:
    op = BY_CODE[code]
    assert op.host == HOSTS[code[0]]
    if code in STATED:
        assert (op.method, op.path, op.path_source) == (*STATED[code], "stated")
    else:
        assert op.path_source == "inferred"
        assert re.fullmatch(r"/api(/([a-z0-9]+(-[a-z0-9]+)*|\{[a-z_]+\}))+/", op.path), (
            "plural kebab-case, trailing slash"
        )


@pytest.mark.skipif(not DOCUMENT.is_file(), reason="the shared document is not beside this checkout")
def test_the_codes_are_those_the_document_defines() -> None:
    text = DOCUMENT.read_text(encoding="utf-8")
    assert sorted(set(re.findall(r"\*\*([A-Z][0-9])\. ", text))) == sorted(CODES)
    stated = dict(re.findall(r"\*\*([A-Z][0-9])\. [^*]+\*\* `(?:GET|POST|PATCH|PUT|DELETE) ([^`]+)`", text))
    assert {code: path for code, (_, path) in STATED.items()} == stated
