"""Rendered rows: response models kept with their JSON, and pages written from that JSON.

A list page builds a model for each of its rows and encodes the page: for T1's 50 transactions,
D1's 50 documents or O1's 50 orders, the larger part of the server's work on a request. Each
database's kept results (handwritten/kept/) hold a `RowModels`: models kept under the keys the
kept results make (the reader's scope, the row's values, the versions of what else the model
shows), each with its JSON. `page_json` then writes a page whose every result is a kept model from
the JSON kept with it, encoding only the page's other fields; `render` (runtime/http.py) uses it.

A model is never changed once built (responses only serialise it), and its JSON is found by the
model's identity, never by a value: a model is shown only where the kept results found it. Each
RowModels keeps at most 4,096 rows and 8 MiB of their JSON, never a row whose JSON passes 64 KiB;
when full, it starts again. The lists of rows rendered as a whole (a kept page's models, found by
its list of rows) hold at most 4,096 rows between them. A model weighs about three times its JSON
once nested (an order of eight items with both products in full), so that is at most about 30 MiB
a database per process.
"""

from __future__ import annotations

import weakref
from collections.abc import Hashable, Sequence
from typing import Any, TypeVar

import pydantic

Model = TypeVar("Model", bound=pydantic.BaseModel)

_RESULTS = b'"results":[]'
_RESULT_ROWS = 4096  # rows of the lists whose models are kept (results); the oldest lists go first
_ALL: weakref.WeakSet[RowModels] = weakref.WeakSet()  # every database's, for page_json


class RowModels:
    """Kept rows, bounded by their number (`kept`) and by the bytes of their JSON (`budget`); a
    row whose JSON passes `largest` is built at each request instead (a description of a megabyte
    would otherwise be held for good). The keys and models hold about what the JSON does again."""

    def __init__(self, kept: int = 4096, *, budget: int = 8 * 1024 * 1024, largest: int = 64 * 1024) -> None:
        self._kept = kept
        self._budget = budget
        self._largest = largest
        self._bytes = 0
        self._models: dict[tuple[type[pydantic.BaseModel], Hashable], pydantic.BaseModel] = {}
        # id(model) -> the model and its JSON. Holding the model keeps its id from being given to
        # another object while the entry lasts, so a result found here by id is that model.
        self._json: dict[int, tuple[pydantic.BaseModel, bytes]] = {}
        self._pages: dict[tuple[type[pydantic.BaseModel], type[pydantic.BaseModel]], bool] = {}
        # id(rows) -> the rows, their key, the models: holding the rows keeps their id from being
        # given to another list while the entry lasts (as in _json)
        self._results: dict[int, tuple[Sequence[Any], Hashable, list[Any]]] = {}
        self._result_rows = 0
        _ALL.add(self)

    def kept(self, model: type[Model], key: Hashable) -> Model | None:
        """The model of class `model` kept for a row read from `key`, or None."""
        return self._models.get((model, key))  # type: ignore[return-value]  # kept under its own class

    def results_of(self, key: Hashable, rows: Sequence[Any]) -> list[Any] | None:
        """The models kept for exactly the list `rows` (a kept page, the same object at each
        request) under `key`, or None. The list is shared: never change it."""
        found = self._results.get(id(rows))
        if found is not None and found[0] is rows and found[1] == key:
            return found[2]
        return None

    def keep_results(self, key: Hashable, rows: Sequence[Any], built: list[Any]) -> None:
        """Keep `built`, the models of the list `rows` under `key`, beside it."""
        if id(rows) in self._results:
            self._result_rows -= len(self._results.pop(id(rows))[0])
        while self._results and self._result_rows + len(rows) > _RESULT_ROWS:
            self._result_rows -= len(self._results.pop(next(iter(self._results)))[0])
        if len(rows) <= _RESULT_ROWS:
            self._results[id(rows)] = (rows, key, built)
            self._result_rows += len(rows)

    def keep(self, key: Hashable, instance: Model) -> Model:
        """Keep `instance`, built from the row read from `key`, and its JSON; return it. A kept
        model is shared by every request that lists its row: it must never be changed."""
        encoded = instance.__pydantic_serializer__.to_json(instance)
        if len(encoded) > self._largest:
            return instance
        if len(self._json) >= self._kept or self._bytes + len(encoded) > self._budget:
            self._models.clear()
            self._json.clear()
            self._results.clear()  # their models are no longer kept with their JSON
            self._result_rows = 0
            self._bytes = 0
        self._models[(type(instance), key)] = instance
        self._json[id(instance)] = (instance, encoded)
        self._bytes += len(encoded)
        return instance

    def page_json(self, page: pydantic.BaseModel) -> bytes | None:
        """The JSON of `page` (a list's count and results) when each of its results is kept, else None."""
        results = page.__dict__.get("results")
        if not isinstance(results, list) or not results or not self._a_page_of(type(page), type(results[0])):
            return None
        parts = []
        for result in results:
            found = self._json.get(id(result))
            if found is None or found[0] is not result:
                return None
            parts.append(found[1])
        shell = page.model_construct(**{**page.__dict__, "results": []})
        encoded = shell.__pydantic_serializer__.to_json(shell)
        # The results' place in the page's JSON; anything else reading "results":[] (in a string
        # it would read \"results\":[]) and the page is left to pydantic.
        if encoded.count(_RESULTS) != 1:
            return None
        return encoded.replace(_RESULTS, b'"results":[' + b",".join(parts) + b"]")

    def _a_page_of(self, page: type[pydantic.BaseModel], result: type[pydantic.BaseModel]) -> bool:
        """Whether `page` writes its results as "results", a list of exactly `result` (whose kept
        JSON is then what pydantic would write for them), as the generated list models do."""
        known = self._pages.get((page, result))
        if known is None:
            field = page.model_fields.get("results")
            known = self._pages[(page, result)] = (
                field is not None
                and field.annotation == list[result]  # type: ignore[valid-type]
                and field.alias in (None, "results")
                and field.serialization_alias in (None, "results")
                and not page.__pydantic_decorators__.model_serializers
                and not page.__pydantic_decorators__.field_serializers
            )
        return known


def page_json(page: pydantic.BaseModel) -> bytes | None:
    """The JSON of `page` when each of its results is a model kept with its JSON, else None."""
    for rows in _ALL:
        found = rows.page_json(page)
        if found is not None:
            return found
    return None
