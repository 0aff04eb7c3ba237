"""`make eval-retrieval`: recall@3, recall@10 and MRR@10 of Q2's three retrievers on the
evaluation set (eval/README.md), measured with the service's own code.

Every article of the corpus becomes one document of a fresh workspace in a fresh SQLite database
(or the PostgreSQL one EVAL_DATABASE_URL names), indexed as the "process document" job indexes a
confirmed upload: the same chunker, overlap and embedder. Each question then goes through
handwritten.services.knowledge.retrieval.retrieve, as Q2 calls it, once per retriever; a result
is relevant when its chunk holds the question's evidence. Writes eval/results.md.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from sqlalchemy import Table, insert

from eval.corpus import articles
from eval.questions import Question, answers, load_questions
from handwritten.db.documents import Document
from handwritten.db.knowledge import DocumentChunk
from handwritten.db.migrate import migrate
from handwritten.db.session import Database, Tenant
from handwritten.domain.knowledge.chunking import chunk_text
from handwritten.domain.knowledge.embeddings import default_embedder, to_bytes
from handwritten.services.admin import create_workspace
from handwritten.services.knowledge import neighbours
from handwritten.services.knowledge.indexing import CHUNK_OVERLAP, CHUNK_SIZE
from handwritten.services.knowledge.neighbours import Indexing
from handwritten.services.knowledge.retrieval import RETRIEVERS, Retriever, retrieve
from handwritten.settings import Settings

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results.md"
CUTOFFS = (3, 10)


@dataclass
class Scores:
    found_at: list[int | None]  # per question, the rank of the first relevant chunk (1-based)

    def recall(self, k: int) -> float:
        return sum(1 for rank in self.found_at if rank is not None and rank <= k) / len(self.found_at)

    def mrr(self, k: int = 10) -> float:
        return sum(1 / rank for rank in self.found_at if rank is not None and rank <= k) / len(self.found_at)


async def _index(db: Database, workspace_id: int) -> tuple[int, int, list[str]]:
    """Every article as an indexed document; (documents, chunks, evidence passages no chunk holds)."""
    embedder = default_embedder()
    documents = list(articles())
    chunks_table = cast(Table, DocumentChunk.__table__)
    all_chunks: list[str] = []
    async with db.session() as session:
        for article in documents:
            document = Document(
                company_id=workspace_id, name=f"{article.key} {article.title}"[:510], file_path=f"eval://{article.key}",
                upload_key="", content_type="questionlongtext", media_type="text/plain", upload_status="completed",
                rag_index_status="active", user_company_id=0,
            )  # fmt: skip
            session.add(document)
            await session.flush()
            chunks = chunk_text(article.text, size=CHUNK_SIZE, overlap=CHUNK_OVERLAP)
            vectors = await asyncio.to_thread(embedder.embed, [chunk.text for chunk in chunks])
            rows = [
                {
                    "company_id": workspace_id, "document_id": document.id, "position": chunk.index, "page": 1,
                    "start": chunk.start, "end": chunk.end, "text": chunk.text, "embedding": to_bytes(vector),
                }
                for chunk, vector in zip(chunks, vectors, strict=True)
            ]  # fmt: skip
            if rows:
                await session.execute(insert(chunks_table), rows)
            all_chunks.extend(chunk.text for chunk in chunks)
        await session.commit()
    split = [
        q.id for q in load_questions() if not any(answers(text, q) for text in all_chunks)
    ]  # evidence cut in two by the chunker: no retriever can find it
    return len(documents), len(all_chunks), split


async def _evaluate(
    db: Database,
    workspace_id: int,
    questions: Sequence[Question],
    rrf_k: int,
    retrievers: Sequence[Retriever] = RETRIEVERS,
    indexing: Indexing | None = None,
) -> dict[str, Scores]:
    embedder = default_embedder()
    scores: dict[str, Scores] = {}
    async with db.session(Tenant(workspace_id=workspace_id, user_id=0)) as session:
        for retriever in retrievers:
            found: list[int | None] = []
            for question in questions:
                result = await retrieve(
                    session, retriever=retriever, workspace_id=workspace_id, question=question.question,
                    top_k=max(CUTOFFS), embedder=embedder, rrf_k=rrf_k, indexing=indexing,
                )  # fmt: skip
                ranks = [rank for rank, hit in enumerate(result.hits, 1) if answers(hit.text, question)]
                found.append(ranks[0] if ranks else None)
            scores[retriever] = Scores(found)
    return scores


def _table(scores: dict[str, Scores], subset: str) -> list[str]:
    lines = [
        f"| retriever ({subset}) | recall@3 | recall@10 | MRR@10 |",
        "| --- | ---: | ---: | ---: |",
    ]
    for retriever, score in scores.items():
        lines.append(f"| {retriever} | {score.recall(3):.3f} | {score.recall(10):.3f} | {score.mrr():.3f} |")
    return lines


async def _through_the_index(
    db: Database, workspace_id: int, questions: Sequence[Question], rrf_k: int, folder: Path
) -> dict[str, Scores]:
    """Dense and hybrid through the workspace's nearest-neighbour index, forced whatever its size."""
    indexing = Indexing(folder, threshold=0)
    async with db.session(Tenant(workspace_id=workspace_id, user_id=0)) as session:
        await neighbours.refresh(session, indexing, workspace_id, default_embedder().dimension)
    scores = await _evaluate(db, workspace_id, questions, rrf_k, ("dense", "hybrid"), indexing)
    return {f"{name} (index)": score for name, score in scores.items()}


async def run(database_url: str, rrf_k: int, index_folder: Path | None = None) -> int:
    db = Database(Settings(mode="test", database_url=database_url))
    try:
        async with db.session() as session:
            workspace = await create_workspace(session, "Evaluation")
            await session.commit()
        started = time.perf_counter()
        documents, chunks, split = await _index(db, workspace.id)
        indexed = time.perf_counter() - started
        questions = load_questions()
        started = time.perf_counter()
        scores = await _evaluate(db, workspace.id, questions, rrf_k)
        asked = time.perf_counter() - started
        if index_folder is not None:
            scores |= await _through_the_index(db, workspace.id, questions, rrf_k, index_folder)
    finally:
        await db.dispose()
    by_kind = {
        kind: [i for i, q in enumerate(questions) if q.kind == kind] for kind in sorted({q.kind for q in questions})
    }
    lines = [
        "# Retrieval quality (make eval-retrieval)",
        "",
        f"{len(questions)} questions over {documents} documents (one per article) in {chunks} chunks of at most "
        f"{CHUNK_SIZE} characters overlapping by about {CHUNK_OVERLAP}; reciprocal rank fusion k = {rrf_k}; "
        f"{database_url.split(':')[0]}. Indexing (chunking and embedding) took {indexed:.0f} s, the "
        f"{len(questions) * len(scores)} retrievals {asked:.0f} s. Evidence passages no chunk holds whole: "
        f"{len(split)}{' (' + ', '.join(split) + ')' if split else ''}.",
        "",
        *_table(scores, "all"),
    ]
    for kind, indexes in by_kind.items():
        subset = {name: Scores([score.found_at[i] for i in indexes]) for name, score in scores.items()}
        lines += ["", *_table(subset, f"{kind}, {len(indexes)}")]
    best_single = max(scores["lexical"].recall(10), scores["dense"].recall(10))
    verdict = "met" if scores["hybrid"].recall(10) >= best_single else "MISSED"
    lines += [
        "",
        f"Hybrid at least as good as the better of lexical and dense on recall@10: **{verdict}** "
        f"({scores['hybrid'].recall(10):.3f} against {best_single:.3f}).",
    ]
    if index_folder is not None:
        within = all(
            scores[f"{name} (index)"].recall(10) >= scores[name].recall(10) - 0.02 for name in ("dense", "hybrid")
        )
        lines += [
            "",
            "Dense and hybrid through the nearest-neighbour index (--dense-index, forced below its threshold): "
            f"recall@10 within 2 points of the exact search: **{'met' if within else 'MISSED'}** (dense "
            f"{scores['dense (index)'].recall(10):.3f} against {scores['dense'].recall(10):.3f}, hybrid "
            f"{scores['hybrid (index)'].recall(10):.3f} against {scores['hybrid'].recall(10):.3f}).",
        ]
        verdict = verdict if within else "MISSED"
    RESULTS.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0 if verdict == "met" else 1


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rrf-k", type=int, default=int(os.environ.get("CANOPY_RETRIEVAL_RRF_K", "60")))
    parser.add_argument(
        "--dense-index", action="store_true", help="also dense and hybrid through the nearest-neighbour index"
    )
    arguments = parser.parse_args(argv)
    url = os.environ.get("EVAL_DATABASE_URL")
    with tempfile.TemporaryDirectory() as folder:
        index_folder = Path(folder) / "vectors" if arguments.dense_index else None
        if url:
            migrate(Settings(mode="test", database_url=url))  # its own event loop: before ours
            return asyncio.run(run(url, arguments.rrf_k, index_folder))
        url = f"sqlite+aiosqlite:///{folder}/eval.sqlite3"
        migrate(Settings(mode="test", database_url=url))
        return asyncio.run(run(url, arguments.rrf_k, index_folder))


if __name__ == "__main__":
    sys.exit(main())
