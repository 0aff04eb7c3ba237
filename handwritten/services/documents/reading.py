"""Documents and folders as their records show them: the SQL behind D1's and F1's filters, search
and ordering, the columns a Document and a DocumentFolder are rendered from (by label), and the
lists and single reads built on them.

A Document is built from one row of plain columns, its identifiers in one JSON column of it and
its JSON read as text: a page reads no ORM object, and a row is everything its document is built
from, so it keys the kept document (handwritten/kept/, decision count_reuse).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from sqlalchemy import Row, Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from generated import models
from generated.filters.documents import ListDocumentFoldersQuery, ListDocumentsQuery
from generated.rows.documents import (
    DOCUMENT_COLUMNS,
    DOCUMENT_FOLDER_COLUMNS,
    DOCUMENT_IDENTIFIER_DETAIL_COLUMNS,
    document_folder_from_row,
    document_from_row,
    document_identifier_detail_from_row,
)
from handwritten.db.documents import PRESENT, Document, DocumentFolder, DocumentIdentifier
from handwritten.db.json_rows import json_rows
from handwritten.domain.identifiers import decode
from handwritten.kept import Rendering, rendered
from handwritten.runtime.constructing import constructed
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound
from handwritten.runtime.filtering import FieldMap, Join, ToMany
from handwritten.services.listing import listed
from handwritten.services.rows import as_text, json_as_text, json_from_text

ParentFolder = aliased(DocumentFolder, name="parent_folders")

DOCUMENT_FIELDS = FieldMap(
    Document,
    {
        ("id",): Document.id,
        ("name",): Document.name,
        ("description",): Document.description,
        ("source",): Document.source,
        ("content_type",): Document.content_type,
        ("media_type",): Document.media_type,
        ("upload_status",): Document.upload_status,
        ("rag_index_status",): Document.rag_index_status,
        ("folder",): Document.folder_id,
        ("folder", "name"): DocumentFolder.name,
        ("identifiers",): DocumentIdentifier.id,
        ("identifiers", "identifier"): DocumentIdentifier.identifier,
        ("uploaded_at",): Document.uploaded_at,
        ("created_at",): Document.created_at,
        ("updated_at",): Document.updated_at,
    },
    joins=(Join(DocumentFolder, DocumentFolder.id == Document.folder_id, outer=True),),
    to_many=(
        ToMany(("identifiers",), select(DocumentIdentifier.id).where(DocumentIdentifier.document_id == Document.id)),
    ),
)

# A folder's counts: the folders and documents directly inside it.
_CHILD_FOLDERS = (
    select(func.count())
    .select_from(ParentFolder)
    .where(ParentFolder.parent_id == DocumentFolder.id)
    .correlate(DocumentFolder)
    .scalar_subquery()
)
_DOCUMENTS = (
    select(func.count())
    .select_from(Document)
    .where(Document.folder_id == DocumentFolder.id, PRESENT)
    .correlate(DocumentFolder)
).scalar_subquery()

FOLDER_FIELDS = FieldMap(
    DocumentFolder,
    {
        ("id",): DocumentFolder.id,
        ("name",): DocumentFolder.name,
        ("parent",): DocumentFolder.parent_id,
        ("created_at",): DocumentFolder.created_at,
        ("updated_at",): DocumentFolder.updated_at,
    },
)
# A folder's row (spec/mappings/documents.yaml) and its counts, by label.
FOLDER_COLUMNS = (
    *DOCUMENT_FOLDER_COLUMNS,
    _CHILD_FOLDERS.label("child_folder_count"),
    _DOCUMENTS.label("document_count"),
)

# The columns a Document is rendered from (spec/mappings/documents.yaml), by label: plain rows,
# no ORM objects to build for a page. Its JSON is read as text: a page's kept documents are found
# by it (runtime/rendered.py), and decoded only for a document not kept.
_DOCUMENT_COLUMNS = as_text(DOCUMENT_COLUMNS, ("pulse_params",))
# A document's identifiers are one column of its row (json_rows), each an array of these columns'
# values in their order.
_IDENTIFIER_LABELS = tuple(column.name for column in DOCUMENT_IDENTIFIER_DETAIL_COLUMNS)


@cache
def documents_select() -> Any:
    """The select of DOCUMENT_COLUMNS and the identifiers, with the joins they need, made once.

    Building it is a visible share of D1's work, so it is built once. Shared, its first list
    counts twice: SQLAlchemy's ORM gives a select its compile options when
    it first compiles it, which changes the cache key of the statements containing it, so the
    first count is kept under a key the next lists do not use (handwritten/kept/); from the second on,
    counts are reused as for any list.
    """
    identifiers = json_as_text(
        select(json_rows(*(column.element for column in DOCUMENT_IDENTIFIER_DETAIL_COLUMNS)))
        .where(DocumentIdentifier.document_id == Document.id)
        .correlate(Document)
        .scalar_subquery(),
        "identifiers",
    )
    return DOCUMENT_FIELDS.select(*_DOCUMENT_COLUMNS).add_columns(identifiers)


def _folder(row: Mapping[Any, Any]) -> models.DocumentFolder:
    return document_folder_from_row(
        row, child_folder_count=row["child_folder_count"], document_count=row["document_count"]
    )


@lru_cache(maxsize=16384)
def decoded_identifier(identifier: str) -> models.DecodedIdentifier:
    """What `identifier` encodes, decoded once per process: the same identifiers show on every page
    that lists their documents, and a shared model is only ever serialised, never changed."""
    return models.DecodedIdentifier.model_validate(decode(identifier))


def _identifier(found: Sequence[Any]) -> models.DocumentIdentifierDetail:
    """An identifier of the json_rows column: the values of DOCUMENT_IDENTIFIER_DETAIL_COLUMNS."""
    row = dict(zip(_IDENTIFIER_LABELS, found, strict=True))
    return document_identifier_detail_from_row(row, decoded_identifier=decoded_identifier(row["identifier"]))


def _pulse_params(text: str | None) -> models.PulseParams:
    pulse = json_from_text(text) or {}
    return constructed(
        models.PulseParams,
        {"identifier": str(pulse.get("identifier", "")), "model_identifier": str(pulse.get("model_identifier", ""))},
    )


def document_model(row: Row[Any]) -> models.Document:
    """The Document of its documents_select() row."""
    found = row._mapping
    folder = found["folder"]
    return document_from_row(
        found,
        pulse_params=_pulse_params(found["pulse_params"]),
        identifiers_details=[_identifier(i) for i in sorted(json_from_text(found["identifiers"]) or [])],  # by id
        folder_detail=None
        if folder is None
        else constructed(
            models.FolderDetail, {"id": folder, "name": found["folder_name"], "parent": found["folder_parent"]}
        ),
    )


@cache
def _listed() -> Select[Any]:
    """D1's statement before its query: one object for every request, by which listed() knows the list."""
    statement: Select[Any] = documents_select().where(PRESENT)
    return statement


async def _built(session: AsyncSession, rows: Sequence[Row[Any]]) -> list[models.Document]:
    return [document_model(row) for row in rows]


# A row is everything its document is built from (its JSON as text): the build reads nothing
# more, so a kept document depends on no version, only on the row that keys it.
DOCUMENTS = Rendering("documents.document", models.Document, _built)


async def list_documents(ctx: RequestContext, query: ListDocumentsQuery) -> models.DocumentList:
    """D1: the workspace's documents not deleted, a page of them."""
    # The rows are only read (their JSON is text): they may be kept (decision count_reuse).
    count, rows = await listed(ctx.session, _listed(), query, DOCUMENT_FIELDS, keep_rows=True)
    documents = await rendered(ctx.session, DOCUMENTS, rows)
    return models.DocumentList.model_construct(count=count, results=documents)


async def document_row(ctx: RequestContext, id: int) -> Row[Any]:
    """The documents_select() row of document `id` (not deleted); NotFound otherwise."""
    row = (await ctx.session.execute(documents_select().where(Document.id == id, PRESENT))).one_or_none()
    if row is None:
        raise NotFound()
    return row


async def list_document_folders(ctx: RequestContext, query: ListDocumentFoldersQuery) -> models.DocumentFolderList:
    """F1: the workspace's folders with their counts, a page of them."""
    count, rows = await listed(ctx.session, FOLDER_FIELDS.select(*FOLDER_COLUMNS), query, FOLDER_FIELDS)
    return models.DocumentFolderList.model_construct(count=count, results=[_folder(r._mapping) for r in rows])


async def document_folder(ctx: RequestContext, id: int) -> models.DocumentFolder:
    """Folder `id` with its counts; NotFound otherwise."""
    row = (await ctx.session.execute(select(*FOLDER_COLUMNS).where(DocumentFolder.id == id))).one_or_none()
    if row is None:
        raise NotFound()
    return _folder(row._mapping)
