"""The nearest-neighbour index of large workspaces (handwritten/services/knowledge/neighbours.py):
its recall against the exact search it replaces, and how processes open its generations."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from handwritten.services.knowledge import neighbours

# Dimension 64 keeps the build to a few seconds on one core; random vectors of the model's 384
# dimensions are a harsher case than real embeddings, whose neighbours stand out (eval/ measures those).
VECTORS, DIMENSION, QUESTIONS, SEED = 20_000, 64, 300, 36


def _unit(rows: np.ndarray) -> np.ndarray:
    return (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)


def test_recall_at_10_is_within_two_points_of_the_exact_search() -> None:
    rng = np.random.default_rng(SEED)
    corpus = _unit(rng.standard_normal((VECTORS, DIMENSION)))
    # Each question is a noisy copy of one passage (cosine about 0.75), the passage that answers it.
    answers = rng.integers(0, VECTORS, QUESTIONS)
    questions = _unit(corpus[answers] + rng.standard_normal((QUESTIONS, DIMENSION)) * (0.9 / np.sqrt(DIMENSION)))
    exact = np.argsort(-(questions @ corpus.T), axis=1, kind="stable")[:, :10]
    index = neighbours.new_index(DIMENSION)
    index.add(np.arange(VECTORS, dtype=np.uint64), corpus, threads=1)
    found = index.search(questions, 10, threads=1).keys

    def recall(ranked: np.ndarray) -> float:
        return float(np.mean([answers[i] in ranked[i] for i in range(QUESTIONS)]))

    assert recall(exact) > 0.9  # the set is one the exact search answers
    assert recall(found) >= recall(exact) - 0.02


def _written(folder: Path, number: int, keys: list[int]) -> neighbours.Generation:
    index = neighbours.new_index(4)
    index.add(np.array(keys, dtype=np.uint64), _unit(np.eye(4, dtype=np.float32)[: len(keys)] + 0.01))
    fingerprint = (len(keys), max(keys), sum(keys))
    path = folder / f"{number:08d}-{fingerprint[0]}-{fingerprint[1]}-{fingerprint[2]}.usearch"
    index.save(str(path))
    return neighbours.Generation(path, number, fingerprint)


def test_a_process_opens_the_newest_whole_generation_and_reopens_a_newer_one(tmp_path: Path) -> None:
    first = _written(tmp_path, 1, [10, 11])
    (tmp_path / ".00000002-3-12-33.usearch.123.part").write_bytes(b"half a file")  # being written
    opened = neighbours.open_newest(tmp_path, first.fingerprint)
    assert opened is not None and opened.generation == first and sorted(np.asarray(opened.index.keys)) == [10, 11]
    assert neighbours.open_newest(tmp_path, first.fingerprint) is opened  # current: no reopening

    second = _written(tmp_path, 2, [10, 11, 12])
    first.path.unlink()  # as the refresh after it does; the mapping still reads its pages
    assert opened.index.get(11) is not None
    again = neighbours.open_newest(tmp_path, second.fingerprint)
    assert again is not None and again.generation == second and again.index.get(12) is not None
    # A query whose chunks are newer than every generation gets the newest, and asks for a refresh once.
    newer = (4, 13, 46)
    assert neighbours.open_newest(tmp_path, newer) is again
    assert neighbours.first_request(tmp_path, newer) and not neighbours.first_request(tmp_path, newer)
