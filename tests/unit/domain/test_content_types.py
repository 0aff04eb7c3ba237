"""What a file's bytes are, and which claimed types they agree with."""

from __future__ import annotations

import pytest

from handwritten.domain.content_types import Disagreement, agreed, is_textual, sniff

PDF = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n"
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (PDF, "application/pdf"),
        (PNG, "image/png"),
        (b"PK\x03\x04" + b"\x00" * 26, "application/zip"),
        (b"name,amount\nghent,3\n", "text/plain"),
        ("Zürich;Genève\n".encode(), "text/plain"),
        ("caf\u00e9".encode()[:-1], "text/plain"),  # a character cut at the end of the head
        (b"\xff\xfe\x00\x01binary\x00\x80junk", "application/octet-stream"),
        (b"", "text/plain"),
    ],
)
def test_sniff(head: bytes, expected: str) -> None:
    assert sniff(head) == expected


def test_invalid_utf8_inside_the_head_is_octets_even_near_the_end() -> None:
    assert sniff(b"text then \xc3\x28") == "application/octet-stream"


@pytest.mark.parametrize(
    ("claimed", "sniffed", "expected"),
    [
        (None, "application/pdf", "application/pdf"),
        ("", "image/png", "image/png"),
        ("application/octet-stream", "application/pdf", "application/pdf"),
        ("application/PDF", "application/pdf", "application/PDF"),
        ("text/csv; charset=utf-8", "text/plain", "text/csv; charset=utf-8"),
        ("application/json", "text/plain", "application/json"),
        ("application/geo+json", "text/plain", "application/geo+json"),
    ],
)
def test_agreed(claimed: str | None, sniffed: str, expected: str) -> None:
    assert agreed(claimed, sniffed) == expected


@pytest.mark.parametrize(
    ("claimed", "sniffed"),
    [("image/png", "application/pdf"), ("application/pdf", "text/plain"), ("text/csv", "application/octet-stream")],
)
def test_a_claim_the_bytes_contradict_is_refused(claimed: str, sniffed: str) -> None:
    with pytest.raises(Disagreement, match=sniffed):
        agreed(claimed, sniffed)


def test_textual() -> None:
    assert is_textual("text/markdown") and is_textual("application/ld+json") and not is_textual("application/pdf")
