"""Overlapping chunks that keep sentences whole (handwritten/domain/knowledge/chunking.py)."""

from __future__ import annotations

import re

import pytest

from handwritten.domain.knowledge import chunking
from handwritten.domain.knowledge.chunking import Chunk, chunk_text, page_of
from handwritten.domain.knowledge.extraction import Page

# Sentences of different lengths (49 to 172 characters), so chunks do not all look alike.
SENTENCES = [
    f"Sentence {i} is about {'forests, rivers and ' * (i % 6)}the supply chain of region {i}"
    + ("" if i % 4 else " as “Dr. Smith”, e.g. the auditor, saw it")
    + "."
    for i in range(40)
]
TEXT = " ".join(SENTENCES[:20]) + "\n\n" + " ".join(SENTENCES[20:])


def _sentence_spans(text: str, sentences: list[str]) -> list[tuple[int, int]]:
    spans, at = [], 0
    for sentence in sentences:
        at = text.index(sentence, at)
        spans.append((at, at + len(sentence)))
        at += len(sentence)
    return spans


SPANS = _sentence_spans(TEXT, SENTENCES)


def test_the_exported_names_are_the_intended_ones() -> None:
    assert sorted(chunking.__all__) == ["Chunk", "chunk_text", "page_of"]


@pytest.mark.parametrize("text", ["", "   \n\n\t "])
def test_no_text_gives_no_chunks(text: str) -> None:
    assert chunk_text(text) == []


def test_chunks_are_slices_of_the_text_within_size_and_numbered_in_order() -> None:
    chunks = chunk_text(TEXT, size=300, overlap=80)

    assert len(chunks) > 5
    assert [chunk.index for chunk in chunks] == list(range(len(chunks)))
    for chunk in chunks:
        assert TEXT[chunk.start : chunk.end] == chunk.text
        assert 0 < len(chunk.text) <= 300
    assert [chunk.start for chunk in chunks] == sorted({chunk.start for chunk in chunks})


def test_chunks_begin_and_end_on_sentence_boundaries_and_cover_every_sentence() -> None:
    chunks = chunk_text(TEXT, size=300, overlap=80)
    starts = {start for start, _ in SPANS}
    ends = {end for _, end in SPANS}

    for chunk in chunks:
        assert chunk.start in starts, chunk
        assert chunk.end in ends, chunk
    covered = [any(c.start <= start and end <= c.end for c in chunks) for start, end in SPANS]
    assert all(covered)


@pytest.mark.parametrize(
    "sentence",
    [
        "It quotes Dr. Smith on the audit of the mill.",  # a title
        "It applies Art. 3 of Regulation No. 2023/1115.",  # references
        "It was signed by J. Smith for the supplier.",  # an initial
        "It found gaps, e.g. the missing geolocation.",  # lower case follows
        "It reached 3.5 percent of the forest area.",  # no space after the stop
    ],
)
def test_a_full_stop_inside_a_sentence_does_not_end_it(sentence: str) -> None:
    text = f"Intro here. {sentence} Then it stops."

    # Room for "Intro here." and the sentence's start: had the stop ended a sentence, the start would join it.
    chunks = chunk_text(text, size=len(sentence) + 5, overlap=0)

    assert [chunk.text for chunk in chunks] == ["Intro here.", sentence, "Then it stops."]


def test_a_line_break_ends_a_sentence() -> None:
    rows = "name: Oak; country: DE\nname: Pine; country: FR\nname: Ash; country: PL"

    assert [chunk.text for chunk in chunk_text(rows, size=50, overlap=0)] == [
        "name: Oak; country: DE\nname: Pine; country: FR",
        "name: Ash; country: PL",
    ]


def test_consecutive_chunks_overlap_by_whole_sentences_of_about_the_overlap() -> None:
    chunks = chunk_text(TEXT, size=400, overlap=100)
    starts = {start for start, _ in SPANS}

    assert len(chunks) > 5
    for before, after in zip(chunks, chunks[1:], strict=False):
        assert after.start < before.end, (before, after)  # they overlap
        assert after.start in starts  # by whole sentences: the shared part begins a sentence
        shared = TEXT[after.start : before.end]
        assert before.text.endswith(shared) and after.text.startswith(shared)
        # One sentence (49 to 172 characters) or two (at least 99), never more than half of 400.
        assert 49 <= len(shared) <= 200


def test_the_overlap_never_takes_more_than_half_a_chunk() -> None:
    sentence = "This sentence is sixty characters long, give or take a few."
    text = " ".join([sentence] * 3)

    chunks = chunk_text(text, size=100, overlap=60)

    assert [(chunk.start, chunk.end) for chunk in chunks] == [(0, 59), (60, 119), (120, 179)]


@pytest.mark.parametrize(
    ("overlap", "expected"),
    [
        (
            19,  # two sentences (22 characters) are nearer 19 than one (12 or 9)
            [
                "One two. Three four. Five six. Seven eight.",
                "Five six. Seven eight. Nine ten.",
                "Seven eight. Nine ten. Eleven twelve.",
            ],
        ),
        (
            10,  # one sentence is nearer 10 than two
            [
                "One two. Three four. Five six. Seven eight.",
                "Seven eight. Nine ten. Eleven twelve.",
            ],
        ),
    ],
)
def test_the_overlap_is_the_run_of_sentences_nearest_it(overlap: int, expected: list[str]) -> None:
    text = "One two. Three four. Five six. Seven eight. Nine ten. Eleven twelve."

    assert [chunk.text for chunk in chunk_text(text, size=44, overlap=overlap)] == expected


def test_without_overlap_chunks_follow_each_other() -> None:
    chunks = chunk_text(TEXT, size=300, overlap=0)

    for before, after in zip(chunks, chunks[1:], strict=False):
        assert before.end < after.start
        assert TEXT[before.end : after.start].strip() == ""


def test_a_sentence_longer_than_size_is_cut_between_words_and_overlaps_by_words() -> None:
    words = [f"w{i:02d}" for i in range(40)]
    text = " ".join(words) + ". Short one."

    chunks = chunk_text(text, size=50, overlap=10)

    word_starts = {match.start() for match in re.finditer(r"\S+", text)}
    word_ends = {match.end() for match in re.finditer(r"\S+", text)}
    assert len(chunks) > 3
    for chunk in chunks:
        assert len(chunk.text) <= 50
        assert chunk.start in word_starts and chunk.end in word_ends
    for before, after in zip(chunks, chunks[1:], strict=False):
        assert 0 < before.end - after.start <= 25  # some words shared, never more than half a chunk
    assert chunks[-1].text.endswith("w39. Short one.")


def test_a_word_longer_than_size_is_cut_at_size() -> None:
    chunks = chunk_text("x" * 25, size=10, overlap=2)

    assert [(chunk.start, chunk.end) for chunk in chunks] == [(0, 10), (10, 20), (20, 25)]


def test_the_same_text_gives_the_same_chunks() -> None:
    assert chunk_text(TEXT) == chunk_text(TEXT)
    assert chunk_text(TEXT, size=200, overlap=50) == chunk_text(TEXT, size=200, overlap=50)


def test_the_defaults_are_800_characters_overlapping_by_about_120() -> None:
    chunks = chunk_text(TEXT)

    assert len(chunks) > 2
    assert all(len(chunk.text) <= 800 for chunk in chunks)
    assert max(len(chunk.text) for chunk in chunks) > 600


@pytest.mark.parametrize(("size", "overlap"), [(0, 0), (100, 100), (100, -1)])
def test_impossible_sizes_are_refused(size: int, overlap: int) -> None:
    with pytest.raises(ValueError):
        chunk_text("Some text.", size=size, overlap=overlap)


def test_page_of_gives_the_page_an_offset_stands_on() -> None:
    pages = (Page(1, "First page.", 0), Page(3, "Third page.", 13))  # page 2 had no text

    assert [page_of(pages, offset) for offset in (0, 10, 12, 13, 30)] == [1, 1, 1, 3, 3]
    with pytest.raises(ValueError):
        page_of((), 0)


def test_a_chunk_maps_to_the_page_it_starts_on() -> None:
    pages = (Page(1, "Alpha one. Alpha two.", 0), Page(2, "Beta one. Beta two.", 23))
    text = "\n\n".join(page.text for page in pages)

    chunks = chunk_text(text, size=25, overlap=0)

    assert [(chunk.text, page_of(pages, chunk.start)) for chunk in chunks] == [
        ("Alpha one. Alpha two.", 1),
        ("Beta one. Beta two.", 2),
    ]
    assert chunks == [Chunk(0, "Alpha one. Alpha two.", 0, 21), Chunk(1, "Beta one. Beta two.", 23, 42)]
