"""What a file's bytes are (decisions document_storage and document_content_type).

A confirmed document's media type (its media_type; its content_type is the kind given at
creation) is read from its first bytes, never taken on the client's word: a known signature (the
filetype library), else text when the bytes decode as UTF-8, else octets. A type the client
claims on confirmation (D5's content_type) is kept only where the bytes agree with it: the same
type, or a more precise textual type for bytes that are text (text/csv for text/plain). A generic
claim (octets) gives way to what the bytes show; any other disagreement is refused.
"""

from __future__ import annotations

import filetype

SNIFF_BYTES = 8192  # enough for every signature filetype knows, and to tell UTF-8 text
OCTETS = "application/octet-stream"
TEXT = "text/plain"
_GENERIC = frozenset({OCTETS, "binary/octet-stream", "application/unknown"})
_TEXTUAL = frozenset(
    {"application/json", "application/xml", "application/csv", "application/yaml", "application/x-ndjson"}
)


def sniff(head: bytes) -> str:
    """The type the first bytes of a file show."""
    kind = filetype.guess(head)
    if kind is not None:
        return str(kind.mime)
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as error:
        # Text cut in the middle of a character at the end of the head is still text.
        if not (error.reason == "unexpected end of data" and error.start >= len(head) - 3):
            return OCTETS
    return TEXT


def media_type(value: str) -> str:
    """`value` without its parameters, lower case: "Text/CSV; charset=utf-8" -> "text/csv"."""
    return value.split(";", 1)[0].strip().lower()


def is_textual(value: str) -> bool:
    kind = media_type(value)
    return kind.startswith("text/") or kind in _TEXTUAL or kind.endswith(("+json", "+xml"))


class Disagreement(ValueError):
    """The client's claimed type is not what the bytes are."""


def agreed(claimed: str | None, sniffed: str) -> str:
    """The type to store: `sniffed`, or the claim where the bytes agree with it (see the module)."""
    if claimed is None or not claimed.strip() or media_type(claimed) in _GENERIC:
        return sniffed
    if media_type(claimed) == sniffed:
        return claimed.strip()
    if sniffed == TEXT and is_textual(claimed):
        return claimed.strip()
    raise Disagreement(f'The uploaded file is {sniffed}, not "{claimed}".')
