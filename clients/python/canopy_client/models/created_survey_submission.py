from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreatedSurveySubmission")


@_attrs_define
class CreatedSurveySubmission:
    """A survey submission just created.

    Attributes:
        application_survey_id (int): The survey submitted.
        context (Any): The submission context, such as {"year": "2025"}.
        edited_at (datetime.datetime): When the submission last changed.
        id (int): The submission id.
        query_context (Any): The query_context as sent.
    """

    application_survey_id: int
    context: Any
    edited_at: datetime.datetime
    id: int
    query_context: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        application_survey_id = self.application_survey_id

        context = self.context

        edited_at = self.edited_at.isoformat()

        id = self.id

        query_context = self.query_context

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "application_survey_id": application_survey_id,
                "context": context,
                "edited_at": edited_at,
                "id": id,
                "query_context": query_context,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        application_survey_id = d.pop("application_survey_id")

        context = d.pop("context")

        edited_at = datetime.datetime.fromisoformat(d.pop("edited_at"))

        id = d.pop("id")

        query_context = d.pop("query_context")

        created_survey_submission = cls(
            application_survey_id=application_survey_id,
            context=context,
            edited_at=edited_at,
            id=id,
            query_context=query_context,
        )

        created_survey_submission.additional_properties = d
        return created_survey_submission

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
