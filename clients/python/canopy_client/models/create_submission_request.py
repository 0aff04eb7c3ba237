from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.query_context_item import QueryContextItem


T = TypeVar("T", bound="CreateSubmissionRequest")


@_attrs_define
class CreateSubmissionRequest:
    """
    Attributes:
        application_survey_id (int): The survey to submit (S1's application_survey_id).
        query_context (list[QueryContextItem]): The context entries, such as the year; a nested survey's dimension
            (site) may repeat, once per instance.

            Decision: [survey_submission_bounds](/api/docs/decisions.html#survey_submission_bounds).
    """

    application_survey_id: int
    query_context: list[QueryContextItem]

    def to_dict(self) -> dict[str, Any]:
        application_survey_id = self.application_survey_id

        query_context = []
        for query_context_item_data in self.query_context:
            query_context_item = query_context_item_data.to_dict()
            query_context.append(query_context_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "application_survey_id": application_survey_id,
                "query_context": query_context,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.query_context_item import QueryContextItem  # noqa: PLC0415

        d = dict(src_dict)
        application_survey_id = d.pop("application_survey_id")

        query_context = []
        _query_context = d.pop("query_context")
        for query_context_item_data in _query_context:
            query_context_item = QueryContextItem.from_dict(query_context_item_data)

            query_context.append(query_context_item)

        create_submission_request = cls(
            application_survey_id=application_survey_id,
            query_context=query_context,
        )

        return create_submission_request
