"""What a kept result depends on (handwritten/kept/catalogue.py), and the package's public names."""

from __future__ import annotations

from sqlalchemy import func, select, text

import handwritten.kept
from handwritten.db.documents import Document, DocumentFolder
from handwritten.kept.catalogue import Catalogue, tables_named
from handwritten.kept.recording import Reads


def test_the_package_exports_its_seam_only() -> None:
    assert sorted(handwritten.kept.__all__) == [
        "KeptResults",
        "Listing",
        "Lookup",
        "PageLookup",
        "Rendering",
        "keep_results",
        "kept_results",
        "rendered",
    ]


def test_a_statement_names_its_tables_and_reading_the_clock_names_none() -> None:
    joined = select(Document.id).join(DocumentFolder, DocumentFolder.id == Document.folder_id)
    assert tables_named(joined) == {"documents", "document_folders"}
    assert tables_named(select(Document.id).where(Document.created_at < func.now())) is None


def test_the_closure_follows_policies_and_refuses_untracked_tables() -> None:
    catalogue = Catalogue(
        tracked=frozenset({"products", "order_items", "orders"}),
        reads={"products": frozenset({"order_items"}), "order_items": frozenset({"orders"})},
    )
    assert catalogue.closed({"products"}) == {"products", "order_items", "orders"}
    assert catalogue.closed({"products", "jobs"}) is None


def test_a_text_statement_makes_a_build_unknown() -> None:
    reads = Reads()
    reads.add(select(Document.id))
    assert reads.known and reads.tables == {"documents"}
    reads.add(text("SELECT 1 FROM tags"))
    assert not reads.known
