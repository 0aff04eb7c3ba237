from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.query_mode import QueryMode

T = TypeVar("T", bound="QueryLog")


@_attrs_define
class QueryLog:
    """The log of one executed knowledge-base query.

    Attributes:
        created_at (datetime.datetime):
        error_message (str): Why it failed; empty when it succeeded.
        id (int): The log id (Q2's query_log_id).
        metadata (Any): Details of the run, such as the retriever and model used.
        mode (QueryMode):
        query_lookup_key (None | str): Null when the query gave none.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
        query_text (str): The question asked.
        response_time_ms (int): How long the query took, in milliseconds.
        results_count (int): How many passages were found.
        success (bool): Whether the query succeeded.
    """

    created_at: datetime.datetime
    error_message: str
    id: int
    metadata: Any
    mode: QueryMode
    query_lookup_key: None | str
    query_text: str
    response_time_ms: int
    results_count: int
    success: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        error_message = self.error_message

        id = self.id

        metadata = self.metadata

        mode = self.mode.value

        query_lookup_key: None | str
        query_lookup_key = self.query_lookup_key

        query_text = self.query_text

        response_time_ms = self.response_time_ms

        results_count = self.results_count

        success = self.success

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "error_message": error_message,
                "id": id,
                "metadata": metadata,
                "mode": mode,
                "query_lookup_key": query_lookup_key,
                "query_text": query_text,
                "response_time_ms": response_time_ms,
                "results_count": results_count,
                "success": success,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        error_message = d.pop("error_message")

        id = d.pop("id")

        metadata = d.pop("metadata")

        mode = QueryMode(d.pop("mode"))

        def _parse_query_lookup_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        query_lookup_key = _parse_query_lookup_key(d.pop("query_lookup_key"))

        query_text = d.pop("query_text")

        response_time_ms = d.pop("response_time_ms")

        results_count = d.pop("results_count")

        success = d.pop("success")

        query_log = cls(
            created_at=created_at,
            error_message=error_message,
            id=id,
            metadata=metadata,
            mode=mode,
            query_lookup_key=query_lookup_key,
            query_text=query_text,
            response_time_ms=response_time_ms,
            results_count=results_count,
            success=success,
        )

        query_log.additional_properties = d
        return query_log

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
