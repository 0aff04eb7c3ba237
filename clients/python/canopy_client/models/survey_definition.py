from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.survey_definition_definition import SurveyDefinitionDefinition


T = TypeVar("T", bound="SurveyDefinition")


@_attrs_define
class SurveyDefinition:
    """One published version of a survey definition.

    Attributes:
        definition (SurveyDefinitionDefinition): The definition as published (docs/surveys.md).
        display_type (str): How its results are drawn, such as bar.
        id (int): The id of this version.
        is_active_version (bool): Whether this is the newest version of its key.
        key (str): The definition's stable identity; publishing it again makes the next version.
        published_at (datetime.datetime): When this version was published.
        published_by (int | None): The staff user who published it.
        tags (list[str]): The survey's tag names.
        title (str): The survey title.
        type_ (str): How the survey is presented, such as chart.
        version (int): The version number, from 1.
        workspace_ids (list[int]): The workspaces whose active version of the survey this is.
    """

    definition: SurveyDefinitionDefinition
    display_type: str
    id: int
    is_active_version: bool
    key: str
    published_at: datetime.datetime
    published_by: int | None
    tags: list[str]
    title: str
    type_: str
    version: int
    workspace_ids: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        definition = self.definition.to_dict()

        display_type = self.display_type

        id = self.id

        is_active_version = self.is_active_version

        key = self.key

        published_at = self.published_at.isoformat()

        published_by: int | None
        published_by = self.published_by

        tags = self.tags

        title = self.title

        type_ = self.type_

        version = self.version

        workspace_ids = self.workspace_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "definition": definition,
                "display_type": display_type,
                "id": id,
                "is_active_version": is_active_version,
                "key": key,
                "published_at": published_at,
                "published_by": published_by,
                "tags": tags,
                "title": title,
                "type": type_,
                "version": version,
                "workspace_ids": workspace_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.survey_definition_definition import SurveyDefinitionDefinition  # noqa: PLC0415

        d = dict(src_dict)
        definition = SurveyDefinitionDefinition.from_dict(d.pop("definition"))

        display_type = d.pop("display_type")

        id = d.pop("id")

        is_active_version = d.pop("is_active_version")

        key = d.pop("key")

        published_at = datetime.datetime.fromisoformat(d.pop("published_at"))

        def _parse_published_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        published_by = _parse_published_by(d.pop("published_by"))

        tags = cast(list[str], d.pop("tags"))

        title = d.pop("title")

        type_ = d.pop("type")

        version = d.pop("version")

        workspace_ids = cast(list[int], d.pop("workspace_ids"))

        survey_definition = cls(
            definition=definition,
            display_type=display_type,
            id=id,
            is_active_version=is_active_version,
            key=key,
            published_at=published_at,
            published_by=published_by,
            tags=tags,
            title=title,
            type_=type_,
            version=version,
            workspace_ids=workspace_ids,
        )

        survey_definition.additional_properties = d
        return survey_definition

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
