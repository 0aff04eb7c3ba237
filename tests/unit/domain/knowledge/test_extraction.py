"""A document's text, from each format (handwritten/domain/knowledge/extraction.py)."""

from __future__ import annotations

import io

import docx
import pytest
from fpdf import FPDF
from pypdf import PdfWriter

from handwritten.domain.knowledge import extraction
from handwritten.domain.knowledge.extraction import Extracted, ExtractionError, extract_text

DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
LONG_LINE = (
    "The first page talks about forests and the long supply chain of certified timber that goes from the "
    "region of origin to the sawmill. It ends here."
)


def _pdf(*pages: str) -> bytes:
    """A PDF with a text layer, one page for each text, lines wrapped by fpdf2 at the page's width."""
    pdf = FPDF()
    pdf.set_font("Helvetica", size=12)
    for text in pages:
        pdf.add_page()
        pdf.multi_cell(0, 8, text)
    return bytes(pdf.output())


def _blank_pdf(password: str | None = None) -> bytes:
    """A PDF whose page has no text at all, as a scan's has none."""
    writer = PdfWriter()
    writer.add_blank_page(width=595, height=842)
    if password is not None:
        writer.encrypt(user_password=password)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _reason(data: bytes, content_type: str, name: str = "") -> str:
    with pytest.raises(ExtractionError) as raised:
        extract_text(data, content_type, name)
    assert str(raised.value) == raised.value.reason
    return raised.value.reason


def _check_pages(found: Extracted) -> None:
    """The pages cover the text in order, each where it says it starts, a blank line apart."""
    assert "\n\n".join(page.text for page in found.pages) == found.text
    for page in found.pages:
        assert found.text[page.start : page.start + len(page.text)] == page.text


def test_the_exported_names_are_the_intended_ones() -> None:
    assert sorted(extraction.__all__) == sorted(
        ["MAX_CHARS", "MAX_PAGES", "MAX_UNZIPPED_BYTES", "ExtractionError", "Extracted", "Page", "extract_text"]
    )


def test_a_pdf_gives_its_text_page_by_page_with_wrapped_lines_joined() -> None:
    found = extract_text(_pdf(LONG_LINE, "Second page. Rivers matter too."), "application/pdf")

    assert found.format == "pdf" and not found.truncated
    assert [page.number for page in found.pages] == [1, 2]
    assert found.pages[0].text == LONG_LINE  # fpdf2 wrapped it on two lines of print
    assert found.pages[1].text == "Second page. Rivers matter too."
    assert found.pages[1].start == len(LONG_LINE) + 2
    _check_pages(found)


def test_a_pdf_without_a_text_layer_fails_and_says_why() -> None:
    assert _reason(_blank_pdf(), "application/pdf") == "no text layer (a scanned PDF?); nothing to index"


def test_a_damaged_pdf_fails_and_says_why() -> None:
    damaged = _pdf("Some text.")[:200]
    assert _reason(damaged, "application/pdf") == "the PDF is damaged or not a PDF; it cannot be read"


def test_a_pdf_behind_a_password_fails_and_says_why() -> None:
    assert "password" in _reason(_blank_pdf(password="secret"), "application/pdf")


def test_a_pdf_encrypted_without_a_user_password_is_read() -> None:
    # What "protect from editing" writes: the text is encrypted (here with AES), but anyone may read it.
    writer = PdfWriter(clone_from=io.BytesIO(_pdf("Open to read.")))
    writer.encrypt(user_password="", owner_password="owner", algorithm="AES-256")
    out = io.BytesIO()
    writer.write(out)

    assert extract_text(out.getvalue(), "application/pdf").text == "Open to read."


def test_a_pdf_longer_than_max_pages_is_read_up_to_there_and_flagged(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(extraction, "MAX_PAGES", 2)
    found = extract_text(_pdf("One.", "Two.", "Three."), "application/pdf")

    assert found.truncated
    assert [page.text for page in found.pages] == ["One.", "Two."]


def test_a_docx_gives_its_paragraphs_and_table_rows_in_order() -> None:
    document = docx.Document()
    document.add_heading("Supplier audit", level=1)
    document.add_paragraph("The   audit covered two sites.")
    table = document.add_table(rows=3, cols=2)
    table.cell(0, 0).text, table.cell(0, 1).text = "Site", "Country"
    table.cell(1, 0).text, table.cell(1, 1).text = "Mill", "DE"
    table.cell(2, 0).merge(table.cell(2, 1)).text = "Both sites passed"
    document.add_paragraph("Signed off.")
    out = io.BytesIO()
    document.save(out)

    found = extract_text(out.getvalue(), DOCX_TYPE)

    assert found.format == "docx"
    assert found.text == (
        "Supplier audit\n\nThe audit covered two sites.\n\nSite | Country\nMill | DE\nBoth sites passed\n\nSigned off."
    )
    _check_pages(found)


def test_a_docx_that_unzips_too_large_is_refused_before_it_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    out = io.BytesIO()
    docx.Document().save(out)
    monkeypatch.setattr(extraction, "MAX_UNZIPPED_BYTES", 512 * 1024)
    monkeypatch.setattr(extraction.docx, "Document", None)  # reading it at all would fail the test

    assert _reason(out.getvalue(), DOCX_TYPE) == "the DOCX unzips to more than 0.5 MiB; too large to index"


def test_a_damaged_docx_fails_and_says_why() -> None:
    assert _reason(b"PK\x03\x04 not really a zip", DOCX_TYPE) == "the DOCX is damaged or not a DOCX; it cannot be read"


def test_a_password_protected_word_file_is_told_apart() -> None:
    protected = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(512)  # what Word writes when it encrypts
    assert "password-protected" in _reason(protected, DOCX_TYPE)


def test_html_keeps_headings_and_paragraphs_apart_and_drops_scripts_styles_and_navigation() -> None:
    page = b"""<!DOCTYPE html><html><head><title>Report</title><style>p { color: red }</style></head><body>
    <nav><a href="/">Home</a></nav><script>var secret = 1;</script>
    <h1>Forest   report</h1><p>First
       paragraph &amp; more.<br>A second line.</p><!-- a comment -->
    <ul><li>one</li><li>two</li></ul>
    <table><tr><th>Site</th><th>Country</th></tr><tr><td>Mill</td><td>DE</td></tr></table>
    <pre>x = 1
    y = 2</pre></body></html>"""

    found = extract_text(page, "text/html; charset=utf-8")

    assert found.format == "html"
    assert found.text == (
        "Forest report\n\nFirst paragraph & more.\nA second line.\n\none\ntwo\n\nSite | Country\nMill | DE\n\n"
        "x = 1\ny = 2"
    )


def test_markdown_loses_its_markup_but_keeps_its_text() -> None:
    source = """# Title *here*

Some **bold** text with a [link](https://example.org/hidden) and `code`.
It goes on.

- item one
- item two

```python
print("kept")
```
"""
    found = extract_text(source.encode(), "text/markdown")

    assert found.format == "markdown"
    assert found.text == (
        'Title here\n\nSome bold text with a link and code. It goes on.\n\nitem one\nitem two\n\nprint("kept")'
    )
    assert "example.org" not in found.text


def test_utf8_text_is_normalized_keeping_paragraph_breaks() -> None:
    data = "\ufeffFirst  line,\tspaced.\r\nSecond line.\r\n\r\n\r\n\r\nNext paragraph: ünïcödé.  \n".encode()

    found = extract_text(data, "text/plain")

    assert found.format == "text"
    assert found.text == "First line, spaced.\nSecond line.\n\nNext paragraph: ünïcödé."
    assert [(page.number, page.start) for page in found.pages] == [(1, 0)]


def test_latin1_text_is_decoded_by_its_encoding() -> None:
    text = "Café crème, naïve façade. À bientôt, garçon! Les forêts du Québec sont très étendues."

    assert extract_text(text.encode("latin-1"), "text/plain").text == text


def test_binary_bytes_are_not_text() -> None:
    assert "not text" in _reason(bytes(range(256)) * 8, "text/plain")


def test_csv_rows_name_their_values_and_the_delimiter_is_sniffed() -> None:
    data = b'name;country;note\nOak;DE;\nPine;FR;"long; with the delimiter\nand a line break"\n'

    found = extract_text(data, "text/csv")

    assert found.format == "csv"
    assert found.text == (
        "name: Oak; country: DE\nname: Pine; country: FR; note: long; with the delimiter and a line break"
    )


def test_a_csv_with_only_a_header_fails_and_says_why() -> None:
    assert _reason(b"name,country\n", "text/csv") == "the CSV has no rows with values; nothing to index"


@pytest.mark.parametrize(
    ("content_type", "name", "format"),
    [
        ("application/octet-stream", "notes.MD", "markdown"),
        ("application/octet-stream", "sites.csv", "csv"),
        ("text/plain", "sites.csv", "csv"),  # what the upload's sniffing calls any text
        ("text/plain", "report.pdf", "text"),  # a name cannot make text a PDF
        ("", "page.htm", "html"),
        ("Text/Markdown; charset=utf-8", "", "markdown"),
    ],
)
def test_a_generic_type_gives_way_to_the_name(content_type: str, name: str, format: str) -> None:
    assert extract_text(b"a,b\n1,2\n", content_type, name).format == format


def test_an_unsupported_type_fails_and_names_it() -> None:
    assert _reason(b"\x89PNG\r\n", "image/png", "scan.png") == (
        'a file of type "image/png" cannot be indexed; the formats that can are PDF, DOCX, HTML, Markdown, '
        "plain text and CSV"
    )
    assert _reason(b"data", "application/octet-stream", "archive.bin").startswith("the file's format is unknown;")


@pytest.mark.parametrize("data", [b"", b"  \n\t \r\n"])
def test_an_empty_document_fails_and_says_why(data: bytes) -> None:
    assert "nothing to index" in _reason(data, "text/plain")


def test_text_past_max_chars_is_cut_between_words_and_flagged(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(extraction, "MAX_CHARS", 23)

    found = extract_text(b"Alpha beta gamma delta epsilon zeta.", "text/plain")

    assert found.truncated
    assert found.text == "Alpha beta gamma delta"
    _check_pages(found)


def test_pages_past_max_chars_are_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(extraction, "MAX_CHARS", 12)

    found = extract_text(_pdf("First page.", "Second page."), "application/pdf")

    assert found.truncated
    assert [page.number for page in found.pages] == [1]
