"""A document's text cut into overlapping chunks that keep sentences whole (issue 18).

Sizes are in characters, not tokens: characters need no tokenizer, count the same for every
embedding model, and map straight back to the text. 800 characters is about 200 tokens of
English for the usual embedding models, well inside their limits.

The rule, applied in order:
1. The text is cut into sentences. A sentence ends at a line break (extraction.py puts each
   paragraph, heading, list item and table row on a line), or after . ! ? or … (and any closing
   quotes or brackets) followed by whitespace and then something other than a lower-case letter,
   so "e.g. the" and "3.5" end nothing; nor does the full stop of an initial ("J. Smith") or of
   a title or reference in _ABBREVIATIONS ("Dr. Smith", "Art. 3"). 。！？ end a sentence
   without the whitespace. Two sentences taken for one only make a chunk end a little earlier.
2. A sentence longer than `size` is taken word by word instead: each of its words counts as a
   sentence below, so such a sentence is cut between words and overlaps by words (a word longer
   than `size` is cut every `size` characters).
3. Sentences go into a chunk, in order, while the chunk, from the first character of its first
   sentence to the last of its last, stays within `size`.
4. The next chunk begins with whole sentences from the end of the one before: the run of them
   whose length is nearest `overlap`, of at least one sentence, but never more than half of
   `size`, nor all of the previous chunk. Should that run and the next new sentence not fit in
   `size` together, the run loses sentences from its front until they do: every chunk adds text.

A chunk is a slice of the text: `text[chunk.start:chunk.end] == chunk.text`, so `page_of` tells
the page it starts on. The whole is deterministic: the same text always gives the same chunks.

semchunk, the maintained chunker, was tried first: with an overlap it cuts the text into pieces
of min(overlap, size - overlap) characters, so it cuts sentences longer than that at commas.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from handwritten.domain.knowledge.extraction import Page

__all__ = ["Chunk", "chunk_text", "page_of"]

Span = tuple[int, int]  # start and end offsets in the text, end exclusive

_LINE = re.compile(r"[^\n]+")
_SENTENCE_END = re.compile(r"(?P<marks>[.!?…]+)[\"'’”»)\]]*(?=\s)|[。！？]+[\"'’”»)\]」』]*")
# Words whose full stop seldom ends a sentence: titles, and the references of regulations and reports.
_ABBREVIATIONS = frozenset(
    {"dr", "mr", "mrs", "ms", "prof", "st", "jr", "sr", "no", "nr", "nos", "art", "arts", "para", "sec", "ch", "fig"}
    | {"figs", "vol", "pp", "cf", "vs", "approx", "ca", "inc", "ltd", "co", "corp", "e.g", "i.e", "etc", "al"}
)
_NON_SPACE = re.compile(r"\S")
_TRIMMED = re.compile(r"\S(?:.*\S)?", re.DOTALL)
_WORD = re.compile(r"\S+")


@dataclass(frozen=True, slots=True)
class Chunk:
    index: int  # from 0, in the order of the text
    text: str
    start: int  # offset of the chunk's first character in the source text
    end: int  # offset just past its last character


def chunk_text(text: str, *, size: int = 800, overlap: int = 120) -> list[Chunk]:
    """`text` in chunks of at most `size` characters, overlapping by about `overlap` (see the module)."""
    if size < 1:
        raise ValueError("size must be at least 1 character")
    if not 0 <= overlap < size:
        raise ValueError("overlap must be at least 0 and less than size")
    sentences = [piece for sentence in _sentences(text) for piece in _pieces(text, sentence, size)]
    chunks: list[Chunk] = []
    carried: list[Span] = []
    next_sentence = 0
    while next_sentence < len(sentences):
        members = list(carried)
        while members and sentences[next_sentence][1] - members[0][0] > size:
            members.pop(0)
        members.append(sentences[next_sentence])
        next_sentence += 1
        while next_sentence < len(sentences) and sentences[next_sentence][1] - members[0][0] <= size:
            members.append(sentences[next_sentence])
            next_sentence += 1
        start, end = members[0][0], members[-1][1]
        chunks.append(Chunk(len(chunks), text[start:end], start, end))
        carried = _overlap(members, overlap, size)
    return chunks


def page_of(pages: Sequence[Page], start: int) -> int:
    """The number of the page on which the character at offset `start` stands (pages in order)."""
    if not pages:
        raise ValueError("a document without pages has no page for an offset")
    index = bisect_right(pages, start, key=lambda page: page.start) - 1
    return pages[max(index, 0)].number


def _sentences(text: str) -> Iterator[Span]:
    for line in _LINE.finditer(text):
        start = line.start()
        for end in _SENTENCE_END.finditer(text, line.start(), line.end()):
            if _is_abbreviation(text, line.start(), end) or _lower_case_follows(text, end.end(), line.end()):
                continue
            yield from _trimmed(text, start, end.end())
            start = end.end()
        yield from _trimmed(text, start, line.end())


def _is_abbreviation(text: str, line_start: int, end: re.Match[str]) -> bool:
    """Whether the full stop ends a title or reference ("Dr.", "No.") or an initial ("J."), not a sentence."""
    if end.group("marks") != ".":
        return False
    before = text[max(line_start, end.start() - 8) : end.start()]  # the longest abbreviation, and a space
    word = before.rsplit(maxsplit=1)[-1].lstrip("(\"'‘“«[") if before.strip() else ""
    return (len(word) == 1 and word.isalpha()) or word.lower() in _ABBREVIATIONS


def _lower_case_follows(text: str, start: int, line_end: int) -> bool:
    """Whether the next word begins in lower case, as after "e.g." inside a sentence."""
    following = _NON_SPACE.search(text, start, line_end)
    return following is not None and following.group().islower()


def _trimmed(text: str, start: int, end: int) -> Iterator[Span]:
    """The span without its leading and trailing whitespace; nothing for a span of only whitespace."""
    found = _TRIMMED.search(text, start, end)
    if found is not None:
        yield found.span()


def _pieces(text: str, sentence: Span, size: int) -> Iterator[Span]:
    """The sentence, or if longer than `size`, its words (a word longer than `size` cut every `size` characters)."""
    if sentence[1] - sentence[0] <= size:
        yield sentence
        return
    for word in _WORD.finditer(text, *sentence):
        start, end = word.span()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def _overlap(members: Sequence[Span], overlap: int, size: int) -> list[Span]:
    """The sentences from the end of a chunk that begin the next one (rule 4 of the module)."""
    best: list[Span] = []
    best_gap = 0
    for count in range(1, len(members)):  # never all of them, or the next chunk would contain this one
        length = members[-1][1] - members[-count][0]
        if overlap == 0 or length > size // 2:
            break
        gap = abs(length - overlap)
        if best and gap >= best_gap:
            break  # further back only moves away from `overlap`
        best, best_gap = list(members[-count:]), gap
    return best
