"""BM25 in memory (domain/knowledge/bm25.py): the tsvector text it reads, and how it ranks."""

from __future__ import annotations

import math

import numpy as np
import pytest

from handwritten.domain.knowledge.bm25 import K1, B, Bm25Index, parse_tsvector


def test_a_tsvector_text_gives_each_lexeme_with_its_frequency() -> None:
    assert parse_tsvector("'2020':7 'cut':5 'date':6,9A 'deforest':1,3B,12") == {
        "2020": 1, "cut": 1, "date": 2, "deforest": 3,
    }  # fmt: skip
    assert parse_tsvector("'o''brien':2 'plain'") == {"o'brien": 1, "plain": 1}  # quotes; stripped positions
    assert parse_tsvector("") == {}


def _index() -> Bm25Index:
    return Bm25Index.build(
        [
            (10, 1, {"coffe": 2, "roast": 1, "ghent": 1}),
            (11, 1, {"coffe": 1, "solar": 1, "panel": 1, "electr": 1}),
            (12, 2, {"deforest": 3, "cut": 1, "date": 1, "2020": 1}),
            (13, 2, {"deforest": 1, "plot": 2, "polygon": 1, "coffe": 1}),
        ]
    )


def test_the_rarer_word_decides_and_frequency_saturates() -> None:
    index = _index()
    assert index.idf("polygon") > index.idf("deforest") > index.idf("coffe") > 0
    assert index.idf("absent") == pytest.approx(math.log(1 + 4.5 / 0.5))
    # "coffe" is in three chunks, "polygon" in one: the chunk with the rare word comes first.
    assert [chunk for chunk, _ in index.best(["coffe", "polygon"], limit=10)] == [13, 10, 11]
    # The score is BM25's: idf times the saturated frequency, the length normalised by the average.
    (chunk, score), *_ = index.best(["deforest"], limit=1)
    average = (4 + 4 + 6 + 5) / 4
    tf = 3
    assert chunk == 12
    assert score == pytest.approx(index.idf("deforest") * tf * (K1 + 1) / (tf + K1 * (1 - B + B * 6 / average)), 1e-5)


def test_only_matching_chunks_of_the_allowed_documents_within_the_limit() -> None:
    index = _index()
    assert index.best(["unknown"], limit=5) == []
    assert [c for c, _ in index.best(["coffe"], limit=5, documents=np.array([2]))] == [13]
    assert [c for c, _ in index.best(["coffe"], limit=5, documents=np.array([], dtype=np.int64))] == []
    assert len(index.best(["coffe", "deforest"], limit=2)) == 2
    assert Bm25Index.build([]).best(["coffe"], limit=3) == []


def test_ties_are_broken_by_chunk_id_whatever_the_limit() -> None:
    index = Bm25Index.build([(id, 1, {"same": 1, "other": 1}) for id in (5, 3, 9, 7)])
    assert [c for c, _ in index.best(["same"], limit=4)] == [3, 5, 7, 9]
    assert [c for c, _ in index.best(["same"], limit=2)] == [3, 5]
