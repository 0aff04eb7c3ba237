"""The approximate-nearest-neighbour index of a large workspace's chunk embeddings (issue 36,
point 2): an HNSW graph (usearch) in one file per workspace, built once and opened memory-mapped
by every process, so a worker's memory does not grow with the corpus: the pages are the page
cache's, shared by all the processes that read them.

    <dense_index_dir>/<database>/workspace-<id>/
    ├── 00000007-<count>-<largest id>-<sum of ids>.usearch   a generation, named for its chunks
    ├── 00000008-....usearch                                 the newest: what queries open
    └── .lock                                                one builder at a time

One index per workspace rather than one shared index filtered by workspace: a search never reaches
another workspace's vectors, a workspace's rebuild touches no other, and a small workspace's
neighbours are not crowded out of the graph's candidates by a large one's. What a search finds is
then checked against the database (dense.py), which is the tenancy wall that counts.

A generation is named for the fingerprint of the chunks it holds (snapshots.py), so a process
knows from one small query whether the newest file is current. It is written under a temporary
name and renamed into place, so a reader never opens half a file; a refresh starts from the
newest generation, removes the chunks gone and adds the new ones, and rebuilds from scratch only
when many were removed (a removed vector leaves a hole in the graph). The generation before the
newest is kept for readers that listed the folder just before the rename; older ones are
unlinked, and a process still mapping one keeps its pages until it opens the next.
"""

from __future__ import annotations

import asyncio
import fcntl
import hashlib
import importlib
import os
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.domain.knowledge.embeddings import from_bytes
from handwritten.services.knowledge.chunks import C, D
from handwritten.services.knowledge.snapshots import ACTIVE, CACHED_WORKSPACES, Fingerprint, fingerprint

if TYPE_CHECKING:
    from usearch.index import Index

# HNSW's M, efConstruction and ef: recall@10 on the evaluation set within a point of the exact
# search (eval/retrieval.py --dense-index), and a build that stays on one core.
CONNECTIVITY, EXPANSION_ADD, EXPANSION_SEARCH = 16, 64, 128
REBUILD_WHEN_REMOVED = 0.25  # of the vectors of the generation refreshed
_READ_BATCH = 2000
_NAME = re.compile(r"^(\d{8})-(\d+)-(\d+)-(\d+)\.usearch$")


@dataclass(frozen=True, slots=True)
class Indexing:
    """Where the indexes live, and from how many active chunks a workspace is searched with one
    (below it, the exact search over a copy in memory, dense.py)."""

    folder: Path
    threshold: int


@dataclass(frozen=True, slots=True)
class Generation:
    path: Path
    number: int
    fingerprint: Fingerprint


@dataclass(frozen=True, slots=True)
class Opened:
    generation: Generation
    index: Index  # a read-only view of the file, memory-mapped


def workspace_folder(indexing: Indexing, database: str, workspace_id: int) -> Path:
    # The database's URL (without its password) names its folder: a process may reach several.
    database_key = hashlib.sha256(database.encode()).hexdigest()[:16]
    return indexing.folder / database_key / f"workspace-{workspace_id}"


async def database_of(session: AsyncSession) -> str:
    return (await session.connection()).engine.url.render_as_string(hide_password=True)


def generations(folder: Path) -> list[Generation]:
    """The folder's complete generations, oldest first."""
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    found = []
    for name in names:
        if (match := _NAME.match(name)) is not None:
            number, count, largest, total = (int(part) for part in match.groups())
            found.append(Generation(folder / name, number, (count, largest, total)))
    return sorted(found, key=lambda generation: generation.number)


def _usearch() -> type[Index]:
    # onnxruntime (the embedding model) loads first: loaded after usearch's extension, its own
    # crashes the process (onnxruntime 1.32, usearch 2.26). The embeddings module, imported above,
    # has already switched onnxruntime's telemetry off. Imported here, not at the top: importing
    # the API costs neither until a large workspace is searched.
    importlib.import_module("onnxruntime")
    from usearch.index import Index

    return Index


def new_index(dimension: int) -> Index:
    return _usearch()(
        ndim=dimension,
        metric="cos",
        dtype="f32",
        connectivity=CONNECTIVITY,
        expansion_add=EXPANSION_ADD,
        expansion_search=EXPANSION_SEARCH,
    )


def _restored(path: Path) -> Index | None:
    # The file keeps the graph but not these: each opening gives them again.
    return _usearch().restore(
        str(path), connectivity=CONNECTIVITY, expansion_add=EXPANSION_ADD, expansion_search=EXPANSION_SEARCH
    )


_OPENED: OrderedDict[Path, Opened] = OrderedDict()
_OPENED_LOCK = threading.Lock()


def open_newest(folder: Path, current: Fingerprint) -> Opened | None:
    """The newest generation of the folder, memory-mapped (kept open per process while it is the
    newest), or None when there is none yet."""
    with _OPENED_LOCK:
        kept = _OPENED.get(folder)
        if kept is not None and kept.generation.fingerprint == current:
            _OPENED.move_to_end(folder)
            return kept
    for _ in range(2):  # once more if a newer generation replaced the one listed meanwhile
        found = generations(folder)
        if not found:
            return None
        newest = found[-1]
        if kept is not None and kept.generation.path == newest.path:
            return kept
        try:
            index = _usearch().restore(str(newest.path), view=True, expansion_search=EXPANSION_SEARCH)
        except (FileNotFoundError, RuntimeError):
            continue
        if index is None:
            continue
        opened = Opened(newest, index)
        with _OPENED_LOCK:
            _OPENED[folder] = opened
            _OPENED.move_to_end(folder)
            while len(_OPENED) > CACHED_WORKSPACES:
                _OPENED.popitem(last=False)
        return opened
    return None


async def refresh(session: AsyncSession, indexing: Indexing, workspace_id: int, dimension: int) -> Generation | None:
    """Write the generation of the workspace's active chunks as they are in the session's
    transaction, unless it exists or the workspace is below the threshold; the generation, or None."""
    current = await fingerprint(session, workspace_id)
    if current[0] < indexing.threshold:
        return None
    folder = workspace_folder(indexing, await database_of(session), workspace_id)
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".lock", "a+b") as lock:
        # Another process may be building: wait for it, then find its generation.
        await asyncio.to_thread(fcntl.flock, lock.fileno(), fcntl.LOCK_EX)
        try:
            for unfinished in folder.glob(".*.part"):  # a builder's that died: none is writing now
                unfinished.unlink(missing_ok=True)
            existing = generations(folder)
            newest = existing[-1] if existing else None
            # The newest only: chunks may come back to an older generation's (a document added, then deleted).
            if newest is not None and newest.fingerprint == current:
                return newest
            written = await _write(session, folder, newest, current, workspace_id, dimension)
            for generation in existing[:-1]:
                generation.path.unlink(missing_ok=True)
            return written
        finally:
            fcntl.flock(lock.fileno(), fcntl.LOCK_UN)


async def _write(
    session: AsyncSession,
    folder: Path,
    newest: Generation | None,
    current: Fingerprint,
    workspace_id: int,
    dimension: int,
) -> Generation:
    ids = np.fromiter(
        await session.scalars(
            select(C.id).join(D, D.id == C.document_id).where(C.company_id == workspace_id, *ACTIVE).order_by(C.id)
        ),
        dtype=np.int64,
    )
    index: Index | None = None
    added = ids
    if newest is not None:
        # A copy in memory, to change.
        index = await asyncio.to_thread(_restored, newest.path)
        if index is not None:
            keys = np.asarray(index.keys, dtype=np.int64)
            removed = np.setdiff1d(keys, ids)
            if len(removed) > REBUILD_WHEN_REMOVED * max(len(keys), 1):
                index = None
            else:
                if len(removed):
                    index.remove(removed.astype(np.uint64))
                added = np.setdiff1d(ids, keys)
    if index is None:
        index = new_index(dimension)
    for start in range(0, len(added), _READ_BATCH):
        batch = [int(chunk_id) for chunk_id in added[start : start + _READ_BATCH]]
        rows = (await session.execute(select(C.id, C.embedding).where(C.id.in_(batch)))).all()
        if not rows:
            continue
        vectors = np.vstack([from_bytes(row.embedding, dimension) for row in rows])
        keys = np.array([row.id for row in rows], dtype=np.uint64)
        # One core: the build runs beside the process's requests.
        await asyncio.to_thread(index.add, keys, vectors, threads=1)
    number = (newest.number if newest is not None else 0) + 1
    target = folder / f"{number:08d}-{current[0]}-{current[1]}-{current[2]}.usearch"
    temporary = folder / f".{target.name}.{os.getpid()}.part"
    await asyncio.to_thread(_save, index, temporary)
    os.replace(temporary, target)  # atomic: readers see the whole file or none
    return Generation(target, number, current)


def _save(index: Index, path: Path) -> None:
    index.save(str(path))
    with open(path, "rb") as written:
        os.fsync(written.fileno())  # on disk before the rename makes it the newest


_REQUESTED: OrderedDict[tuple[Path, Fingerprint], None] = OrderedDict()


def first_request(folder: Path, current: Fingerprint) -> bool:
    """Whether this process has not yet asked for the refresh to these chunks (a query that found
    the index stale asks once, not at every query until the refresh is done)."""
    with _OPENED_LOCK:
        if (folder, current) in _REQUESTED:
            return False
        _REQUESTED[(folder, current)] = None
        while len(_REQUESTED) > CACHED_WORKSPACES:
            _REQUESTED.popitem(last=False)
        return True
