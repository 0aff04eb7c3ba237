from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="QueryResultChunk")


@_attrs_define
class QueryResultChunk:
    """One retrieved chunk.

    Attributes:
        distance (float): How far the passage is from the question, 0..2, smaller closer.
        document_id (int): The document the passage comes from.
        document_name (str): The document's name, to cite it.
        file_id (str): The indexed file: the document's file_path.
        page (int): The page the chunk starts on (1 for formats without pages).
        position (int): The chunk's place in its document, from 0.
        score (float): The retriever's score; higher is better, comparable within one query only.
        text (str): The passage.
    """

    distance: float
    document_id: int
    document_name: str
    file_id: str
    page: int
    position: int
    score: float
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        distance = self.distance

        document_id = self.document_id

        document_name = self.document_name

        file_id = self.file_id

        page = self.page

        position = self.position

        score = self.score

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "distance": distance,
                "document_id": document_id,
                "document_name": document_name,
                "file_id": file_id,
                "page": page,
                "position": position,
                "score": score,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        distance = d.pop("distance")

        document_id = d.pop("document_id")

        document_name = d.pop("document_name")

        file_id = d.pop("file_id")

        page = d.pop("page")

        position = d.pop("position")

        score = d.pop("score")

        text = d.pop("text")

        query_result_chunk = cls(
            distance=distance,
            document_id=document_id,
            document_name=document_name,
            file_id=file_id,
            page=page,
            position=position,
            score=score,
            text=text,
        )

        query_result_chunk.additional_properties = d
        return query_result_chunk

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
