"""The text of an uploaded document, read with a maintained library for each format (issue 18).

    extract_text(data, content_type, name)
    ├── pdf       pypdf: the text layer page by page; the lines a page wraps are joined again
    ├── docx      python-docx: paragraphs and table rows, in document order
    ├── html      Beautiful Soup on the stdlib html.parser: blocks kept apart; script, style, nav, head dropped
    ├── markdown  markdown-it-py: the text of its tokens, the markup gone
    ├── text      UTF-8, else the encoding charset-normalizer finds
    └── csv       one line a row, "column: value; column: value", the delimiter sniffed

A document that yields no text raises ExtractionError with a reason a person can act on, so that
indexing fails visibly instead of indexing nothing. The work is bounded: at most MAX_PAGES pages
of a PDF and MAX_CHARS characters of text are kept, and `Extracted.truncated` says when more
was left out.

Every format's text is normalized alike: runs of spaces and tabs become one space, control
characters go, and paragraphs are kept apart by one blank line. The chunker (chunking.py) ends a
sentence at every line break, so each format puts a paragraph, heading, list item or table row
on a line of its own.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath

import charset_normalizer
import docx
from bs4 import BeautifulSoup, Tag
from bs4.element import NavigableString, PageElement, PreformattedString
from docx.table import Table
from markdown_it import MarkdownIt
from markdown_it.token import Token
from pypdf import PdfReader
from pypdf.errors import DependencyError

from handwritten.domain.content_types import media_type

__all__ = ["MAX_CHARS", "MAX_PAGES", "MAX_UNZIPPED_BYTES", "ExtractionError", "Extracted", "Page", "extract_text"]

MAX_PAGES = 2_000  # of a PDF; a longer one is indexed up to there, and flagged truncated
MAX_CHARS = 2_000_000  # about 2,500 chunks of 800 characters; the text past it is left out, and flagged
MAX_UNZIPPED_BYTES = 256 * 1024 * 1024  # what a DOCX may unzip to: a zip bomb is refused before it is read
_MAX_TEXT_BYTES = 4 * MAX_CHARS  # of a textual file read at all: UTF-8 takes at most 4 bytes a character

PDF, DOCX, HTML, MARKDOWN, TEXT, CSV = "pdf", "docx", "html", "markdown", "text", "csv"
_BY_CONTENT_TYPE = {
    "application/pdf": PDF,
    "application/x-pdf": PDF,
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": DOCX,
    "text/html": HTML,
    "application/xhtml+xml": HTML,
    "text/markdown": MARKDOWN,
    "text/x-markdown": MARKDOWN,
    "text/plain": TEXT,
    "text/csv": CSV,
    "application/csv": CSV,
}
_BY_EXTENSION = {
    ".pdf": PDF,
    ".docx": DOCX,
    ".html": HTML,
    ".htm": HTML,
    ".xhtml": HTML,
    ".md": MARKDOWN,
    ".markdown": MARKDOWN,
    ".txt": TEXT,
    ".text": TEXT,
    ".csv": CSV,
}
# Types that say nothing of the format (a DOCX is a zip), so the name's extension decides.
_GENERIC = frozenset({"", "application/octet-stream", "binary/octet-stream", "application/unknown", "application/zip"})
_TEXTUAL = frozenset({HTML, MARKDOWN, TEXT, CSV})
_SUPPORTED = "PDF, DOCX, HTML, Markdown, plain text and CSV"
_OLE_SIGNATURE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # an old .doc, or any password-protected Office file


@dataclass(frozen=True, slots=True)
class Page:
    number: int  # from 1, as the document counts its pages; a page without text is left out
    text: str
    start: int  # where `text` begins in Extracted.text


@dataclass(frozen=True, slots=True)
class Extracted:
    """A document's text; `pages` cover it in order, a blank line apart (one page for unpaged formats)."""

    text: str
    pages: tuple[Page, ...]
    format: str  # pdf, docx, html, markdown, text or csv
    truncated: bool = False  # past MAX_PAGES or MAX_CHARS: the rest of the document is not in `text`


class ExtractionError(ValueError):
    """No text can be had from the document; `reason` says why, in words for the person who uploaded it."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def extract_text(data: bytes, content_type: str, name: str = "") -> Extracted:
    """The text of `data`, in the format its content type (or, for a generic type, its name) says."""
    kind = _format_of(content_type, name)
    if not data:
        raise ExtractionError("the file is empty; nothing to index")
    if kind == PDF:
        pages, truncated = _pdf_pages(data)
    elif kind == DOCX:
        pages, truncated = [(1, _docx_text(data))], False
    else:
        text, truncated = _decode(data)
        pages = [(1, _TEXT_READERS[kind](text))]
    return _assemble(kind, pages, truncated)


def _format_of(content_type: str, name: str) -> str:
    kind = media_type(content_type)
    by_name = _BY_EXTENSION.get(PurePosixPath(name.strip().lower()).suffix)
    if by_name is not None and (kind in _GENERIC or (kind == "text/plain" and by_name in _TEXTUAL)):
        # text/plain is what the upload's sniffing (content_types.py) calls any text: the name may say which.
        return by_name
    if kind in _BY_CONTENT_TYPE:
        return _BY_CONTENT_TYPE[kind]
    if kind in _GENERIC:
        raise ExtractionError(f"the file's format is unknown; the formats that can be indexed are {_SUPPORTED}")
    raise ExtractionError(f'a file of type "{kind}" cannot be indexed; the formats that can are {_SUPPORTED}')


def _assemble(kind: str, raw_pages: Iterable[tuple[int, str]], truncated: bool) -> Extracted:
    pages: list[Page] = []
    end = 0
    for number, raw in raw_pages:
        text = _normalize(raw)
        if not text:
            continue
        start = end + 2 if pages else 0  # after the blank line between pages
        if len(text) > MAX_CHARS - start:
            text, truncated = _cut(text, MAX_CHARS - start), True
            if text:
                pages.append(Page(number, text, start))
            break
        pages.append(Page(number, text, start))
        end = start + len(text)
    if not pages:
        raise ExtractionError(_NOTHING.get(kind, "the document has no text; nothing to index"))
    return Extracted("\n\n".join(page.text for page in pages), tuple(pages), kind, truncated)


_NOTHING = {
    PDF: "no text layer (a scanned PDF?); nothing to index",
    CSV: "the CSV has no rows with values; nothing to index",
}


def _cut(text: str, length: int) -> str:
    """`text` cut to at most `length` characters, between words where there is a space to cut at."""
    head = text[: max(length, 0)]
    space = max(head.rfind(" "), head.rfind("\n"))
    return (head[:space] if space > 0 else head).rstrip()


_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f\xad\ufeff]")  # soft hyphens and stray byte order marks too
_SPACES = re.compile(r"[^\S\n]+")
_BLANK_LINES = re.compile(r"\n{3,}")
_ANY_SPACES = re.compile(r"\s+")


def _normalize(text: str) -> str:
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def _one_line(text: str) -> str:
    return _ANY_SPACES.sub(" ", text).strip()


# PDF ----------------------------------------------------------------------------------------------


def _pdf_pages(data: bytes) -> tuple[list[tuple[int, str]], bool]:
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):  # many PDFs are encrypted with an empty password
            raise ExtractionError("the PDF is protected by a password; upload it without the password")
        count = len(reader.pages)
        pages = [(number + 1, _unwrap(reader.pages[number].extract_text())) for number in range(min(count, MAX_PAGES))]
    except ExtractionError:
        raise
    except DependencyError as error:  # an AES-encrypted PDF, where the cryptography package is missing
        raise ExtractionError(
            "the PDF is encrypted in a way that cannot be read here; upload it unencrypted"
        ) from error
    except Exception as error:  # a damaged file can fail anywhere in pypdf, with any exception
        raise ExtractionError("the PDF is damaged or not a PDF; it cannot be read") from error
    return pages, count > MAX_PAGES


_ENDS_SENTENCE = re.compile(r"[.!?:;…。！？][\"'’”»)\]]*$")


def _unwrap(page_text: str) -> str:
    """The page's wrapped lines joined again, so that a line break ends a paragraph (or a sentence).

    pypdf gives one line per line of print. A line that does not end a sentence is joined to the
    next, with a space, or with nothing after a hyphen ("well-" "known" gives "well-known").
    """
    paragraphs: list[list[str]] = []
    for line in _normalize(page_text).split("\n"):
        if paragraphs and paragraphs[-1] and line and not _ENDS_SENTENCE.search(paragraphs[-1][-1]):
            paragraphs[-1].append(line)
        else:
            paragraphs.append([line] if line else [])
    return "\n".join(_join_wrapped(lines) for lines in paragraphs)


def _join_wrapped(lines: Sequence[str]) -> str:
    parts: list[str] = []
    for index, line in enumerate(lines):
        if index and not lines[index - 1].endswith("-"):
            parts.append(" ")
        parts.append(line)
    return "".join(parts)


# DOCX ---------------------------------------------------------------------------------------------


def _docx_text(data: bytes) -> str:
    if data.startswith(_OLE_SIGNATURE):
        raise ExtractionError(
            "the file is a password-protected Word document or an old .doc, not a DOCX; save it as an unprotected .docx"
        )
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            unzipped = sum(member.file_size for member in archive.infolist())
        if unzipped > MAX_UNZIPPED_BYTES:
            raise ExtractionError(
                f"the DOCX unzips to more than {MAX_UNZIPPED_BYTES / 2**20:g} MiB; too large to index"
            )
        document = docx.Document(io.BytesIO(data))
        # Paragraphs and tables of the body in order; headers and footers are left out as boilerplate.
        blocks = [
            item.text if not isinstance(item, Table) else _docx_table(item) for item in document.iter_inner_content()
        ]
    except ExtractionError:
        raise
    except Exception as error:  # a damaged file can fail in zipfile, lxml or python-docx, with any exception
        raise ExtractionError("the DOCX is damaged or not a DOCX; it cannot be read") from error
    return "\n\n".join(blocks)


def _docx_table(table: Table) -> str:
    """One line a row, its cells apart by " | "."""
    rows: list[str] = []
    for row in table.rows:
        cells: list[str] = []
        previous = None
        for cell in row.cells:
            if cell is not previous:  # a cell spanning columns comes once for each column it spans
                cells.append(_one_line(cell.text))
            previous = cell
        rows.append(" | ".join(text for text in cells if text))
    return "\n".join(rows)


# Textual formats ----------------------------------------------------------------------------------


def _decode(data: bytes) -> tuple[str, bool]:
    """The bytes as text (UTF-8, else what charset-normalizer finds), and whether they were cut short."""
    truncated = len(data) > _MAX_TEXT_BYTES
    if truncated:
        head = data[:_MAX_TEXT_BYTES]
        data = head.rpartition(b"\n")[0] or head  # cut at a line break rather than inside a character
    try:
        return data.decode("utf-8-sig"), truncated
    except UnicodeDecodeError:
        pass
    best = charset_normalizer.from_bytes(data).best()
    if best is None:
        raise ExtractionError("the file is not text in any encoding known here; nothing to index")
    return str(best), truncated


_DROPPED_TAGS = frozenset({"script", "style", "nav", "noscript", "template", "head", "svg", "iframe", "object"})
_LINE_TAGS = frozenset({"li", "tr", "dt", "dd", "caption", "figcaption"})
_CELL_TAGS = ("td", "th")
_BLOCK_TAGS = frozenset(
    {"address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset", "figure"}
    | {"footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "main", "ol", "p"}
    | {"pre", "section", "summary", "table", "title", "ul"}
)


def _html_text(markup: str) -> str:
    """The visible text of `markup`, blocks a blank line apart, list items and table rows a line each."""
    parts: list[str] = []
    # Walked with a stack, not recursion, so deeply nested markup cannot overflow Python's stack.
    # An entry is an element to visit (and whether it is inside <pre>), or None and a separator to emit.
    stack: list[tuple[PageElement | None, str, bool]] = [(BeautifulSoup(markup, "html.parser"), "", False)]
    while stack:
        element, separator, preformatted = stack.pop()
        if element is None:
            parts.append(separator)
        elif isinstance(element, PreformattedString):  # comments, doctypes, CDATA, processing instructions
            continue
        elif isinstance(element, NavigableString):
            parts.append(str(element) if preformatted else _ANY_SPACES.sub(" ", element))  # a line break is a space
        elif isinstance(element, Tag) and element.name not in _DROPPED_TAGS:
            before, after = _html_separators(element)
            parts.append(before)
            stack.append((None, after, False))
            inner = preformatted or element.name == "pre"
            stack.extend((child, "", inner) for child in reversed(element.contents))
    return "".join(parts)


def _html_separators(element: Tag) -> tuple[str, str]:
    if element.name == "br":
        return "\n", ""
    if element.name in _CELL_TAGS:
        return (" | " if element.find_previous_sibling(_CELL_TAGS) else ""), ""
    if element.name in _LINE_TAGS:
        return "\n", ""
    if element.name in _BLOCK_TAGS:
        return "\n\n", "\n\n"
    return "", ""


# After a block's closing token: a blank line, or a line break inside lists and tables.
_MARKDOWN_BREAKS = {
    "heading_close": "\n\n",
    "blockquote_close": "\n\n",
    "bullet_list_close": "\n\n",
    "ordered_list_close": "\n\n",
    "list_item_close": "\n",
    "table_close": "\n\n",
    "tr_close": "\n",
    "hr": "\n\n",
}


def _markdown_text(source: str) -> str:
    """The text of the Markdown without its markup: link text without the URL, an image's alt text, code kept."""
    parts: list[str] = []
    first_cell = True
    for token in MarkdownIt("commonmark").enable("table").parse(source):
        if token.type == "inline":
            parts.append(_markdown_inline(token.children or []))
        elif token.type in ("fence", "code_block"):
            parts.append(token.content + "\n\n")
        elif token.type == "html_block":
            parts.append(_html_text(token.content) + "\n\n")
        elif token.type == "paragraph_close":
            parts.append("" if token.hidden else "\n\n")  # hidden: in a tight list, whose item ends the line
        elif token.type == "tr_open":
            first_cell = True
        elif token.type in ("th_open", "td_open"):
            parts.append("" if first_cell else " | ")
            first_cell = False
        else:
            parts.append(_MARKDOWN_BREAKS.get(token.type, ""))
    return "".join(parts)


def _markdown_inline(children: Sequence[Token]) -> str:
    parts: list[str] = []
    for child in children:
        if child.type in ("text", "code_inline", "image"):  # an image's content is its alt text
            parts.append(child.content)
        elif child.type == "softbreak":
            parts.append(" ")
        elif child.type == "hardbreak":
            parts.append("\n")
    return "".join(parts)


def _csv_text(source: str) -> str:
    """One line a row, each value named by its column: "name: Oak; country: DE"; empty values left out."""
    sample = source[: 64 * 1024].rpartition("\n")[0] or source[: 64 * 1024]
    dialect: type[csv.Dialect]
    try:
        dialect = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:  # one column, or too irregular to tell: the standard comma
        dialect = csv.excel
    try:
        rows = csv.reader(io.StringIO(source), dialect)
        header = [_one_line(name) for name in next(rows, [])]
        lines = [_csv_line(header, row) for row in rows]
    except csv.Error as error:
        raise ExtractionError(f"the CSV cannot be read: {error}") from error
    return "\n".join(line for line in lines if line)


def _csv_line(header: Sequence[str], row: Sequence[str]) -> str:
    named = []
    for index, value in enumerate(row):
        value = _one_line(value)
        if value:
            name = header[index] if index < len(header) and header[index] else f"column {index + 1}"
            named.append(f"{name}: {value}")
    return "; ".join(named)


_TEXT_READERS: dict[str, Callable[[str], str]] = {
    HTML: _html_text,
    MARKDOWN: _markdown_text,
    TEXT: lambda text: text,
    CSV: _csv_text,
}
