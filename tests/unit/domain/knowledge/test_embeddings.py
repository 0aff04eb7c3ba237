"""Sentence embeddings on the real int8 MiniLM (handwritten/domain/knowledge/embeddings.py)."""

from __future__ import annotations

import dataclasses
import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from handwritten.domain.knowledge import embeddings
from handwritten.domain.knowledge.embeddings import (
    Embedder,
    EmbeddingModelError,
    MiniLM,
    cosine_distances,
    default_embedder,
    from_bytes,
    to_bytes,
)

QUESTION = "When must land have been free of deforestation?"
ANSWER = "The cut-off date for deforestation is 31 December 2020."
UNRELATED = "Our coffee is roasted in Ghent."


@pytest.fixture(scope="module")
def model() -> Iterator[MiniLM]:
    """One loaded model for the module: loading takes about half a second."""
    yield MiniLM()


def test_the_exported_names_are_the_intended_ones() -> None:
    assert sorted(embeddings.__all__) == [
        "Embedder",
        "EmbeddingModelError",
        "MiniLM",
        "cosine_distances",
        "default_embedder",
        "from_bytes",
        "to_bytes",
    ]


def test_vectors_are_float32_rows_of_length_one(model: MiniLM) -> None:
    embedder: Embedder = model
    texts = [QUESTION, ANSWER, UNRELATED, "", "Ja. 是的。", *(f"Supplier {i} is certified." for i in range(6))]
    vectors = embedder.embed(texts)
    assert embedder.name == "all-MiniLM-L6-v2-onnx-int8"
    assert vectors.shape == (len(texts), embedder.dimension) == (11, 384)
    assert vectors.dtype == np.float32
    assert vectors.flags.c_contiguous
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert len({row.tobytes() for row in vectors}) == len(texts)  # each text its own vector


def test_no_texts_give_no_rows(model: MiniLM) -> None:
    vectors = model.embed([])
    assert vectors.shape == (0, 384)
    assert vectors.dtype == np.float32


def test_one_str_is_refused_rather_than_embedded_character_by_character(model: MiniLM) -> None:
    with pytest.raises(TypeError, match="not one str"):
        model.embed(QUESTION)


def test_the_same_texts_give_the_same_vectors(model: MiniLM) -> None:
    texts = [QUESTION, ANSWER, UNRELATED]
    assert np.array_equal(model.embed(texts), model.embed(texts))
    # Batched with longer texts, a text is padded and its activations quantized with theirs: the same vector within rounding.
    alone = model.embed([UNRELATED])[0]
    batched = model.embed([QUESTION, UNRELATED, ANSWER * 5])[1]
    assert float(alone @ batched) > 0.9999


def test_a_paraphrase_is_closer_than_an_unrelated_sentence(model: MiniLM) -> None:
    question, answer, unrelated = model.embed([QUESTION, ANSWER, UNRELATED])
    distances = cosine_distances(question, np.stack([answer, unrelated]))
    assert distances[0] < 0.5 < distances[1]
    assert distances[1] - distances[0] > 0.3


def test_text_beyond_256_tokens_is_cut_without_error(model: MiniLM) -> None:
    # 14 word pieces a sentence: 282 tokens with [CLS] and [SEP], just past the cut, so a limit of 512 would fail this.
    head = " ".join(["The supplier's forest plots were mapped and checked for deforestation."] * 20)
    with_tail, without_tail = model.embed([head + " Our coffee is roasted in Ghent." * 400, head])
    assert float(with_tail @ without_tail) > 0.9999  # the tail lies past the cut
    short_head = model.embed([" ".join(head.split()[:20])])[0]
    assert float(short_head @ without_tail) < 0.9999  # yet the first 256 tokens do count


def test_concurrent_first_calls_load_the_model_once(monkeypatch: pytest.MonkeyPatch) -> None:
    loads = 0
    read_files = MiniLM._read_files

    def counting(self: MiniLM) -> object:
        nonlocal loads
        loads += 1
        return read_files(self)

    monkeypatch.setattr(MiniLM, "_read_files", counting)
    fresh = MiniLM()
    start = threading.Barrier(4)
    results: list[np.ndarray] = []

    def run() -> None:
        start.wait()
        results.append(fresh.embed([QUESTION]))

    threads = [threading.Thread(target=run) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert loads == 1
    assert len(results) == 4
    assert all(np.array_equal(result, results[0]) for result in results)


def test_the_default_embedder_is_one_minilm_for_the_process() -> None:
    first = default_embedder()
    assert isinstance(first, MiniLM)
    assert default_embedder() is first
    assert first.dimension == 384


def test_onnxruntime_telemetry_is_off_unless_set_otherwise(tmp_path: Path) -> None:
    # Run apart, in a process whose onnxruntime has not loaded yet, with a HOME where its cache would show.
    hidden = {"ORT_DISABLE_TELEMETRY", "ORT_RUNNING_UNIT_TESTS", "CI", "XDG_CACHE_HOME"}
    environment = {name: value for name, value in os.environ.items() if name not in hidden} | {"HOME": str(tmp_path)}
    script = (
        "import os\n"
        "from handwritten.domain.knowledge.embeddings import MiniLM\n"
        "print(MiniLM().embed(['x']).shape, os.environ.get('ORT_DISABLE_TELEMETRY'))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script], env=environment, capture_output=True, text=True, timeout=60, check=True
    )
    assert not (tmp_path / ".cache" / "Microsoft").exists()  # no device id, no event cache
    assert run.stdout.split() == ["(1,", "384)", "1"]


@pytest.mark.parametrize("pinned", ["_MODEL", "_TOKENIZER"])
def test_a_file_that_is_not_the_pinned_one_is_refused(monkeypatch: pytest.MonkeyPatch, pinned: str) -> None:
    original = getattr(embeddings, pinned)
    monkeypatch.setattr(embeddings, pinned, dataclasses.replace(original, sha256="0" * 64))
    fresh = MiniLM()
    with pytest.raises(
        EmbeddingModelError, match=re.escape(f"{original.path} has sha256 {original.sha256}, not the pinned {'0' * 64}")
    ):
        fresh.embed([QUESTION])
    monkeypatch.setattr(embeddings, pinned, original)
    assert fresh.embed([QUESTION]).shape == (1, 384)  # a refused load is retried, not remembered


def test_a_missing_package_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(embeddings, "_MODEL", dataclasses.replace(embeddings._MODEL, package="no_such_canopy_package"))
    with pytest.raises(EmbeddingModelError, match="package 'no_such_canopy_package' is not installed"):
        MiniLM().embed([QUESTION])


def test_bytes_are_float32_little_endian_and_round_trip(model: MiniLM) -> None:
    assert to_bytes(np.array([1.0, -2.0], dtype=np.float64)) == b"\x00\x00\x80\x3f\x00\x00\x00\xc0"
    vector = model.embed([ANSWER])[0]
    data = to_bytes(vector)
    assert len(data) == 384 * 4
    back = from_bytes(data, 384)
    assert back.dtype == np.float32
    assert np.array_equal(back, vector)
    back[0] = 5.0  # a writable copy, not a view of the bytes


def test_bytes_of_the_wrong_shape_or_length_are_refused() -> None:
    with pytest.raises(ValueError, match="not 384 float32s"):
        from_bytes(b"\x00" * (383 * 4), 384)
    with pytest.raises(ValueError, match=r"not an array of shape \(2, 2\)"):
        to_bytes(np.zeros((2, 2), dtype=np.float32))


def test_cosine_distances_run_from_0_for_the_same_direction_to_2_for_the_opposite() -> None:
    query = np.array([0.6, 0.8], dtype=np.float32)
    matrix = np.array([[0.6, 0.8], [0.8, -0.6], [-0.6, -0.8], [0.0, 1.0]], dtype=np.float32)
    distances = cosine_distances(query, matrix)
    assert distances.dtype == np.float32
    np.testing.assert_allclose(distances, [0.0, 1.0, 2.0, 0.2], atol=1e-6)
    assert cosine_distances(query, np.zeros((0, 2), dtype=np.float32)).shape == (0,)


def test_cosine_distances_are_clipped_to_0_and_2() -> None:
    query = np.array([1.0, 0.0], dtype=np.float32)
    matrix = np.array([[1.0001, 0.0], [-1.0001, 0.0]], dtype=np.float32)  # rounding past length 1
    assert cosine_distances(query, matrix).tolist() == [0.0, 2.0]


def test_cosine_distances_refuse_mismatched_shapes() -> None:
    with pytest.raises(ValueError, match="shape"):
        cosine_distances(np.zeros(3, dtype=np.float32), np.zeros((2, 4), dtype=np.float32))
