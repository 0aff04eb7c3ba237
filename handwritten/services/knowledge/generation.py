"""Generation mode of Q2 behind a plug-in (decision knowledge_base_generation): a generator takes
the question and the retrieved chunks and answers with citations [n] to them.

The default is extractive: it picks the chunks' sentences that share the most words with the
question, in the order retrieved, and says that it is extractive, so nothing is ever made up.
With CANOPY_LLM_BASE_URL set, an OpenAI-compatible chat-completions endpoint answers from the
numbered passages instead; a failure (unreachable, timeout, an error status, a malformed answer)
is a GenerationFailed that the service logs before answering 502.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import httpx

from handwritten.services.knowledge.chunks import Hit
from handwritten.services.knowledge.lexical import terms
from handwritten.settings import Settings

EXTRACTIVE_MODEL = "extractive"
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
MAX_SENTENCES = 3


@dataclass(frozen=True, slots=True)
class Generated:
    text: str
    model: str


class GenerationFailed(Exception):
    """The generation model gave no answer; the message says why, for the log and the client."""


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


SYSTEM_PROMPT = (
    "You answer questions about a company's documents using only the numbered passages given. "
    "Cite every statement with the passage numbers in square brackets, like [1] or [2][3]. "
    "If the passages do not answer the question, say so."
)


class ChatCompletionsGenerator:
    """An OpenAI-compatible `POST {base_url}/chat/completions`, one call per query."""

    def __init__(self, base_url: str, *, api_key: str, model: str, timeout: float) -> None:
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.api_key, self.model, self.timeout = api_key, model, timeout

    async def generate(self, question: str, hits: Sequence[Hit], model_name: str | None) -> Generated:
        model = model_name or self.model
        passages = "\n\n".join(f"[{rank}] ({hit.document_name}) {hit.text}" for rank, hit in enumerate(hits, 1))
        body = {
            "model": model,
            "messages": [
                {"role": "system", "content": SYSTEM_PROMPT},
                {"role": "user", "content": f"Passages:\n\n{passages or '(none)'}\n\nQuestion: {question}"},
            ],
        }
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        try:
            async with httpx.AsyncClient(timeout=self.timeout) as client:
                response = await client.post(self.url, json=body, headers=headers)
        except httpx.TimeoutException:
            raise GenerationFailed(f"the generation model did not answer within {self.timeout:g} s") from None
        except httpx.HTTPError as error:
            raise GenerationFailed(f"the generation model could not be reached: {error}") from None
        if response.status_code != 200:
            raise GenerationFailed(f"the generation model answered {response.status_code}: {response.text[:300]}")
        try:
            text = response.json()["choices"][0]["message"]["content"]
        except (ValueError, LookupError, TypeError):
            raise GenerationFailed("the generation model's answer is not a chat completion") from None
        if not isinstance(text, str) or not text.strip():
            raise GenerationFailed("the generation model's answer is empty")
        return Generated(text.strip(), str(response.json().get("model") or model))


def served_models(settings: Settings) -> tuple[str, ...]:
    """The model_name values a query may give (decision query_model_name_default): "extractive"
    without an endpoint; with one, CANOPY_LLM_MODEL and CANOPY_LLM_MODELS."""
    if not settings.llm_base_url:
        return (EXTRACTIVE_MODEL,)
    named = [settings.llm_model, *settings.llm_models.split(",")]
    return tuple(dict.fromkeys(name.strip() for name in named if name.strip()))


def unserved_model(name: str, served: Sequence[str], endpoint: bool) -> str | None:
    """Why `name` cannot be a query's model_name, or None when it can."""
    if name in served:
        return None
    if not endpoint:
        return f'"{name}" is not a valid choice: no generation model is configured; answers are "{EXTRACTIVE_MODEL}".'
    listed = ", ".join(f'"{model}"' for model in served) or "no model by name"
    return f'"{name}" is not a valid choice: the endpoint serves {listed}.'


def generator_for(settings: Settings) -> Generator:
    """The chat-completions generator when an endpoint is configured, else the extractive one."""
    if settings.llm_base_url:
        return ChatCompletionsGenerator(
            settings.llm_base_url, api_key=settings.llm_api_key, model=settings.llm_model, timeout=settings.llm_timeout
        )
    return ExtractiveGenerator()
