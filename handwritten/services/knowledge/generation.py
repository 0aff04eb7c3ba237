"""Generation mode of Q2 behind a plug-in (decision knowledge_base_retrieval): a generator takes
the question and the retrieved chunks and answers with citations [n] to them. The default is
extractive: it picks the chunks' sentences that share the most words with the question, in the
order retrieved, and says that it is extractive, so nothing is ever made up.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from handwritten.services.knowledge.lexical import Hit, terms

EXTRACTIVE_MODEL = "extractive"
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
MAX_SENTENCES = 3


@dataclass(frozen=True, slots=True)
class Generated:
    text: str
    model: str


class Generator(Protocol):
    async def generate(self, question: str, hits: Sequence[Hit], model_name: str | None) -> Generated: ...


class ExtractiveGenerator:
    async def generate(self, question: str, hits: Sequence[Hit], model_name: str | None) -> Generated:
        wanted = set(terms(question))
        scored: list[tuple[int, int, int, str]] = []  # (-overlap, chunk rank, sentence rank, sentence)
        for rank, hit in enumerate(hits):
            for place, sentence in enumerate(s.strip() for s in _SENTENCE.split(hit.text)):
                overlap = len(wanted & set(terms(sentence)))
                if sentence and overlap:
                    scored.append((-overlap, rank, place, sentence))
        best = sorted(sorted(scored)[:MAX_SENTENCES], key=lambda item: (item[1], item[2]))
        if not best:
            return Generated("No passage of the documents answers this question.", EXTRACTIVE_MODEL)
        cited = " ".join(f"{sentence} [{rank + 1}]" for _, rank, _, sentence in best)
        return Generated(f"From the documents (an extractive answer, not generated): {cited}", EXTRACTIVE_MODEL)
