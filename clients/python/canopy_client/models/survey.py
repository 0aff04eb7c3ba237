from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.survey_survey_export_data import SurveySurveyExportData
    from ..models.tag import Tag


T = TypeVar("T", bound="Survey")


@_attrs_define
class Survey:
    """A survey published to the company.

    Attributes:
        application_survey_id (int): The id to create a submission with (S3).
        display_type (str): How its results are drawn, such as bar.
        id (int): The survey id.
        is_progress_visible_in_survey_overview (bool): Whether the overview shows the completion progress.
        survey_export_data (SurveySurveyExportData): The survey's definition data, for export.
        tags (list[Tag]): The survey's tags.
        title (str): The survey title.
        type_ (str): How the survey is presented, such as chart.
    """

    application_survey_id: int
    display_type: str
    id: int
    is_progress_visible_in_survey_overview: bool
    survey_export_data: SurveySurveyExportData
    tags: list[Tag]
    title: str
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        application_survey_id = self.application_survey_id

        display_type = self.display_type

        id = self.id

        is_progress_visible_in_survey_overview = self.is_progress_visible_in_survey_overview

        survey_export_data = self.survey_export_data.to_dict()

        tags = []
        for tags_item_data in self.tags:
            tags_item = tags_item_data.to_dict()
            tags.append(tags_item)

        title = self.title

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "application_survey_id": application_survey_id,
                "display_type": display_type,
                "id": id,
                "is_progress_visible_in_survey_overview": is_progress_visible_in_survey_overview,
                "survey_export_data": survey_export_data,
                "tags": tags,
                "title": title,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.survey_survey_export_data import SurveySurveyExportData  # noqa: PLC0415
        from ..models.tag import Tag  # noqa: PLC0415

        d = dict(src_dict)
        application_survey_id = d.pop("application_survey_id")

        display_type = d.pop("display_type")

        id = d.pop("id")

        is_progress_visible_in_survey_overview = d.pop("is_progress_visible_in_survey_overview")

        survey_export_data = SurveySurveyExportData.from_dict(d.pop("survey_export_data"))

        tags = []
        _tags = d.pop("tags")
        for tags_item_data in _tags:
            tags_item = Tag.from_dict(tags_item_data)

            tags.append(tags_item)

        title = d.pop("title")

        type_ = d.pop("type")

        survey = cls(
            application_survey_id=application_survey_id,
            display_type=display_type,
            id=id,
            is_progress_visible_in_survey_overview=is_progress_visible_in_survey_overview,
            survey_export_data=survey_export_data,
            tags=tags,
            title=title,
            type_=type_,
        )

        survey.additional_properties = d
        return survey

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
