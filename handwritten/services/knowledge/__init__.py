"""The knowledge base (ingestion host): Q1–Q2, confirmed documents indexed and queried.

knowledge/
├── service.py      Q1 (query logs), Q2 (execute a query, logged)
├── indexing.py     the "process document" processor: text, chunks, lexical index
├── lexical.py      full-text retrieval on each database
├── dense.py        dense retrieval: exact below a threshold of chunks, else through neighbours.py
├── neighbours.py   a large workspace's nearest-neighbour index, one file shared by the processes
├── refreshing.py   the "refresh dense index" job
└── generation.py   generation mode behind a plug-in; extractive by default
"""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.knowledge import indexing as _indexing  # noqa: F401  (registers the processor)
from handwritten.services.knowledge.service import LOG_FIELDS, KnowledgeService

__all__ = ["AREA", "KnowledgeService"]

AREA = Area(KnowledgeService, field_maps={"list_query_logs": LOG_FIELDS})
