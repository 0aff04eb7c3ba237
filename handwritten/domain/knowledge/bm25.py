"""Okapi BM25 over a workspace's chunks, in memory: the lexical ranking on PostgreSQL (decision
knowledge_base_retrieval).

PostgreSQL analyses the text (its tsvector: words parsed, stemmed and stop words dropped by the
english configuration); this ranks. ts_rank_cd, PostgreSQL's own ranking, weighs no word by its
rarity, so a question's common words outranked its telling ones (recall@10 0.359 against 0.573
with BM25 on the evaluation set, eval/README.md), and ranking every chunk that shares a word in
the database costs as much as the chunks sharing it; here a query is a few array additions.

    index = Bm25Index.build([(chunk_id, document_id, parse_tsvector(text)), ...])
    index.best(["deforest", "2020"], limit=50, documents=None)  # [(chunk_id, score), ...]
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

# The usual constants (Robertson and Zaragoza; Lucene's and SQLite FTS5's defaults).
K1, B = 1.2, 0.75

# A tsvector as text: 'lexeme':1,4B,7 'other':3 (a lexeme's quotes doubled inside it; positions
# with an optional weight letter; a lexeme without positions when they were stripped).
_ENTRY = re.compile(r"'((?:[^']|'')*)'(?::([0-9A-D,]+))?")


def parse_tsvector(text: str) -> dict[str, int]:
    """Each lexeme of a tsvector's text form with how often it occurs (1 without positions)."""
    return {
        lexeme.replace("''", "'"): positions.count(",") + 1 if positions else 1
        for lexeme, positions in _ENTRY.findall(text)
    }


@dataclass(frozen=True, slots=True)
class _Postings:
    rows: np.ndarray  # int32: the chunks (rows) holding the term, each once
    weights: np.ndarray  # float32: BM25's saturated term frequency of the term in each


class Bm25Index:
    """The chunks' terms, with each term's postings weighted once at build time."""

    def __init__(
        self, chunk_ids: np.ndarray, document_ids: np.ndarray, postings: Mapping[str, _Postings], size: int
    ) -> None:
        self.chunk_ids, self.document_ids, self._postings, self.size = chunk_ids, document_ids, postings, size

    @classmethod
    def build(cls, chunks: Iterable[tuple[int, int, Mapping[str, int]]]) -> Bm25Index:
        """From (chunk id, document id, {term: frequency}) of every chunk."""
        chunk_ids: list[int] = []
        document_ids: list[int] = []
        lengths: list[int] = []
        terms: dict[str, tuple[list[int], list[int]]] = {}
        for row, (chunk_id, document_id, counts) in enumerate(chunks):
            chunk_ids.append(chunk_id)
            document_ids.append(document_id)
            lengths.append(sum(counts.values()))
            for term, count in counts.items():
                rows, frequencies = terms.setdefault(term, ([], []))
                rows.append(row)
                frequencies.append(count)
        length = np.array(lengths, dtype=np.float32)
        average = float(length.mean()) if len(lengths) else 1.0
        norm = K1 * (1 - B + B * length / max(average, 1e-9))
        postings = {}
        for term, (rows, frequencies) in terms.items():
            at = np.array(rows, dtype=np.int32)
            tf = np.array(frequencies, dtype=np.float32)
            postings[term] = _Postings(at, (tf * (K1 + 1) / (tf + norm[at])).astype(np.float32))
        return cls(np.array(chunk_ids, dtype=np.int64), np.array(document_ids, dtype=np.int64), postings, len(lengths))

    def idf(self, term: str) -> float:
        """BM25's inverse document frequency, never negative (Lucene's form)."""
        postings = self._postings.get(term)
        held = 0 if postings is None else len(postings.rows)
        return math.log(1 + (self.size - held + 0.5) / (held + 0.5))

    def best(self, terms: Sequence[str], *, limit: int, documents: np.ndarray | None = None) -> list[tuple[int, float]]:
        """(chunk id, score) of the `limit` best chunks holding any of `terms`, best first (ties by
        chunk id), only of `documents` when given."""
        scores = np.zeros(self.size, dtype=np.float32)
        matched = np.zeros(self.size, dtype=bool)
        for term in dict.fromkeys(terms):
            postings = self._postings.get(term)
            if postings is None:
                continue
            scores[postings.rows] += self.idf(term) * postings.weights  # rows are distinct within a term
            matched[postings.rows] = True
        if documents is not None:
            matched &= np.isin(self.document_ids, documents)
        candidates = np.flatnonzero(matched)
        if len(candidates) > limit:
            # The best `limit` by score, then in order; the chunk ids break ties as the database would.
            cut = np.argpartition(-scores[candidates], limit - 1)[:limit]
            threshold = scores[candidates[cut]].min()
            candidates = candidates[scores[candidates] >= threshold]
        order = np.lexsort((self.chunk_ids[candidates], -scores[candidates]))[:limit]
        return [(int(self.chunk_ids[candidates[i]]), float(scores[candidates[i]])) for i in order]
