from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.survey_submission_row_survey_submissions_item import SurveySubmissionRowSurveySubmissionsItem


T = TypeVar("T", bound="SurveySubmissionRow")


@_attrs_define
class SurveySubmissionRow:
    """A published survey with the company's submissions of it.

    Attributes:
        id (int): The survey version id.
        is_active_version (bool): Whether this is the version new submissions follow.
        survey_export_data (Any): The survey version's questions, blocks and layout.
        survey_id (int): The survey id; with a submission id it forms S4's key.
        survey_submissions (list[SurveySubmissionRowSurveySubmissionsItem]): The workspace's submissions of this
            version, with their answers and evaluated state.
        version (int): The survey version number.
    """

    id: int
    is_active_version: bool
    survey_export_data: Any
    survey_id: int
    survey_submissions: list[SurveySubmissionRowSurveySubmissionsItem]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        is_active_version = self.is_active_version

        survey_export_data = self.survey_export_data

        survey_id = self.survey_id

        survey_submissions = []
        for survey_submissions_item_data in self.survey_submissions:
            survey_submissions_item = survey_submissions_item_data.to_dict()
            survey_submissions.append(survey_submissions_item)

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "is_active_version": is_active_version,
                "survey_export_data": survey_export_data,
                "survey_id": survey_id,
                "survey_submissions": survey_submissions,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.survey_submission_row_survey_submissions_item import SurveySubmissionRowSurveySubmissionsItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        is_active_version = d.pop("is_active_version")

        survey_export_data = d.pop("survey_export_data")

        survey_id = d.pop("survey_id")

        survey_submissions = []
        _survey_submissions = d.pop("survey_submissions")
        for survey_submissions_item_data in _survey_submissions:
            survey_submissions_item = SurveySubmissionRowSurveySubmissionsItem.from_dict(survey_submissions_item_data)

            survey_submissions.append(survey_submissions_item)

        version = d.pop("version")

        survey_submission_row = cls(
            id=id,
            is_active_version=is_active_version,
            survey_export_data=survey_export_data,
            survey_id=survey_id,
            survey_submissions=survey_submissions,
            version=version,
        )

        survey_submission_row.additional_properties = d
        return survey_submission_row

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
