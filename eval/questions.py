"""The question set (questions.jsonl) and the rule that says which retrieved text answers it.

A question's relevant passage is its `evidence`, copied word for word from the article(s) in
`relevant`. A retrieved chunk is relevant when it contains the evidence once runs of whitespace are
collapsed (`answers`), so the labels hold whatever the chunker does, as long as a chunk can hold
200 characters of text in one piece.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, get_args

__all__ = ["KINDS", "QUESTIONS_PATH", "Kind", "Question", "answers", "load_questions", "normalise"]

Kind = Literal["paraphrase", "scenario", "heading"]
KINDS: tuple[Kind, ...] = get_args(Kind)
QUESTIONS_PATH = Path(__file__).resolve().parent / "questions.jsonl"


@dataclass(frozen=True, slots=True)
class Question:
    id: str
    question: str
    relevant: tuple[str, ...]  # article keys, e.g. ("gdpr-17",)
    evidence: str
    kind: Kind


def normalise(text: str) -> str:
    """Whitespace runs (newlines and no-break spaces too) as one space, ends trimmed."""
    return " ".join(text.split())


def answers(chunk_text: str, question: Question) -> bool:
    """Whether a retrieved chunk holds the question's evidence: the relevance rule of the metrics."""
    return normalise(question.evidence) in normalise(chunk_text)


def load_questions(path: Path = QUESTIONS_PATH) -> list[Question]:
    """The questions in file order; a line that is not a well-formed question raises ValueError."""
    questions = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            questions.append(_question(record))
        except (ValueError, TypeError, KeyError) as error:
            raise ValueError(f"{path.name}:{number}: {error}") from error
    return questions


def _question(record: object) -> Question:
    if not isinstance(record, dict):
        raise TypeError("a line must be a JSON object")
    expected = {"id", "question", "relevant", "evidence", "kind"}
    if set(record) != expected:
        raise KeyError(f"fields {sorted(record)}, expected {sorted(expected)}")
    relevant = record["relevant"]
    if not (isinstance(relevant, list) and relevant and all(isinstance(key, str) for key in relevant)):
        raise TypeError("relevant must be a non-empty list of article keys")
    texts = [record[name] for name in ("id", "question", "evidence")]
    if not all(isinstance(text, str) and text.strip() for text in texts):
        raise TypeError("id, question and evidence must be non-empty strings")
    if record["kind"] not in KINDS:
        raise ValueError(f"kind {record['kind']!r} is not one of {KINDS}")
    return Question(
        id=record["id"],
        question=record["question"],
        relevant=tuple(relevant),
        evidence=record["evidence"],
        kind=record["kind"],
    )
