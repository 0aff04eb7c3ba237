from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.query_mode import QueryMode
from ..models.retriever import Retriever

if TYPE_CHECKING:
    from ..models.query_result_chunk import QueryResultChunk


T = TypeVar("T", bound="QueryResult")


@_attrs_define
class QueryResult:
    """The executed query, echoing the request fields, with its log id, chunks and generated text.

    Decision: [query_result_fields](/api/docs/decisions.html#query_result_fields).

        Attributes:
            document_ids (list[int] | None):
            file_ids (list[str] | None):
            generated_text (None | str): The generated answer; null in retrieval mode.
            mode (QueryMode):
            model_name (str): The generation model used.

                Decision: [query_model_name_default](/api/docs/decisions.html#query_model_name_default).
            query_log_id (int): The id of the query's log (Q1).
            query_lookup_key (None | str):
            query_text (str):
            results (list[QueryResultChunk]): The passages found, best first.
            retriever (Retriever):
            top_k (int): The number of passages asked for.
            vector_distance_threshold (float | None):
    """

    document_ids: list[int] | None
    file_ids: list[str] | None
    generated_text: None | str
    mode: QueryMode
    model_name: str
    query_log_id: int
    query_lookup_key: None | str
    query_text: str
    results: list[QueryResultChunk]
    retriever: Retriever
    top_k: int
    vector_distance_threshold: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        document_ids: list[int] | None
        if isinstance(self.document_ids, list):
            document_ids = self.document_ids

        else:
            document_ids = self.document_ids

        file_ids: list[str] | None
        if isinstance(self.file_ids, list):
            file_ids = self.file_ids

        else:
            file_ids = self.file_ids

        generated_text: None | str
        generated_text = self.generated_text

        mode = self.mode.value

        model_name = self.model_name

        query_log_id = self.query_log_id

        query_lookup_key: None | str
        query_lookup_key = self.query_lookup_key

        query_text = self.query_text

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        retriever = self.retriever.value

        top_k = self.top_k

        vector_distance_threshold: float | None
        vector_distance_threshold = self.vector_distance_threshold

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "document_ids": document_ids,
                "file_ids": file_ids,
                "generated_text": generated_text,
                "mode": mode,
                "model_name": model_name,
                "query_log_id": query_log_id,
                "query_lookup_key": query_lookup_key,
                "query_text": query_text,
                "results": results,
                "retriever": retriever,
                "top_k": top_k,
                "vector_distance_threshold": vector_distance_threshold,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.query_result_chunk import QueryResultChunk  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_document_ids(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                document_ids_type_0 = cast(list[int], data)

                return document_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        document_ids = _parse_document_ids(d.pop("document_ids"))

        def _parse_file_ids(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                file_ids_type_0 = cast(list[str], data)

                return file_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        file_ids = _parse_file_ids(d.pop("file_ids"))

        def _parse_generated_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        generated_text = _parse_generated_text(d.pop("generated_text"))

        mode = QueryMode(d.pop("mode"))

        model_name = d.pop("model_name")

        query_log_id = d.pop("query_log_id")

        def _parse_query_lookup_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        query_lookup_key = _parse_query_lookup_key(d.pop("query_lookup_key"))

        query_text = d.pop("query_text")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = QueryResultChunk.from_dict(results_item_data)

            results.append(results_item)

        retriever = Retriever(d.pop("retriever"))

        top_k = d.pop("top_k")

        def _parse_vector_distance_threshold(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        vector_distance_threshold = _parse_vector_distance_threshold(d.pop("vector_distance_threshold"))

        query_result = cls(
            document_ids=document_ids,
            file_ids=file_ids,
            generated_text=generated_text,
            mode=mode,
            model_name=model_name,
            query_log_id=query_log_id,
            query_lookup_key=query_lookup_key,
            query_text=query_text,
            results=results,
            retriever=retriever,
            top_k=top_k,
            vector_distance_threshold=vector_distance_threshold,
        )

        query_result.additional_properties = d
        return query_result

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
