from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.query_mode import QueryMode
from ..models.retriever import Retriever
from ..types import UNSET, Unset

T = TypeVar("T", bound="ExecuteQueryRequest")


@_attrs_define
class ExecuteQueryRequest:
    """
    Attributes:
        query_text (str): The natural-language query.
        document_ids (list[int] | None | Unset): Restricts the search to these documents.
        file_ids (list[str] | None | Unset): Restricts the search to these indexed files.
        mode (QueryMode | Unset):  Default: QueryMode.RETRIEVAL.
        model_name (str | Unset): The generation model, one the service offers; the service default when omitted.

            Decision: [query_model_name_default](/api/docs/decisions.html#query_model_name_default).
        query_lookup_key (None | str | Unset): A key to fetch the query log later.
        retriever (Retriever | Unset):
        top_k (int | Unset): The number of chunks retrieved. Default: 3.
        vector_distance_threshold (float | None | Unset): The similarity threshold.
    """

    query_text: str
    document_ids: list[int] | None | Unset = UNSET
    file_ids: list[str] | None | Unset = UNSET
    mode: QueryMode | Unset = QueryMode.RETRIEVAL
    model_name: str | Unset = UNSET
    query_lookup_key: None | str | Unset = UNSET
    retriever: Retriever | Unset = UNSET
    top_k: int | Unset = 3
    vector_distance_threshold: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        query_text = self.query_text

        document_ids: list[int] | None | Unset
        if isinstance(self.document_ids, Unset):
            document_ids = UNSET
        elif isinstance(self.document_ids, list):
            document_ids = self.document_ids

        else:
            document_ids = self.document_ids

        file_ids: list[str] | None | Unset
        if isinstance(self.file_ids, Unset):
            file_ids = UNSET
        elif isinstance(self.file_ids, list):
            file_ids = self.file_ids

        else:
            file_ids = self.file_ids

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        model_name = self.model_name

        query_lookup_key: None | str | Unset
        if isinstance(self.query_lookup_key, Unset):
            query_lookup_key = UNSET
        else:
            query_lookup_key = self.query_lookup_key

        retriever: str | Unset = UNSET
        if not isinstance(self.retriever, Unset):
            retriever = self.retriever.value

        top_k = self.top_k

        vector_distance_threshold: float | None | Unset
        if isinstance(self.vector_distance_threshold, Unset):
            vector_distance_threshold = UNSET
        else:
            vector_distance_threshold = self.vector_distance_threshold

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "query_text": query_text,
            }
        )
        if document_ids is not UNSET:
            field_dict["document_ids"] = document_ids
        if file_ids is not UNSET:
            field_dict["file_ids"] = file_ids
        if mode is not UNSET:
            field_dict["mode"] = mode
        if model_name is not UNSET:
            field_dict["model_name"] = model_name
        if query_lookup_key is not UNSET:
            field_dict["query_lookup_key"] = query_lookup_key
        if retriever is not UNSET:
            field_dict["retriever"] = retriever
        if top_k is not UNSET:
            field_dict["top_k"] = top_k
        if vector_distance_threshold is not UNSET:
            field_dict["vector_distance_threshold"] = vector_distance_threshold

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        query_text = d.pop("query_text")

        def _parse_document_ids(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                document_ids_type_0 = cast(list[int], data)

                return document_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        document_ids = _parse_document_ids(d.pop("document_ids", UNSET))

        def _parse_file_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                file_ids_type_0 = cast(list[str], data)

                return file_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        file_ids = _parse_file_ids(d.pop("file_ids", UNSET))

        _mode = d.pop("mode", UNSET)
        mode: QueryMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = QueryMode(_mode)

        model_name = d.pop("model_name", UNSET)

        def _parse_query_lookup_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        query_lookup_key = _parse_query_lookup_key(d.pop("query_lookup_key", UNSET))

        _retriever = d.pop("retriever", UNSET)
        retriever: Retriever | Unset
        if isinstance(_retriever, Unset):
            retriever = UNSET
        else:
            retriever = Retriever(_retriever)

        top_k = d.pop("top_k", UNSET)

        def _parse_vector_distance_threshold(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        vector_distance_threshold = _parse_vector_distance_threshold(d.pop("vector_distance_threshold", UNSET))

        execute_query_request = cls(
            query_text=query_text,
            document_ids=document_ids,
            file_ids=file_ids,
            mode=mode,
            model_name=model_name,
            query_lookup_key=query_lookup_key,
            retriever=retriever,
            top_k=top_k,
            vector_distance_threshold=vector_distance_threshold,
        )

        return execute_query_request
