from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.publish_survey_definition_request_definition import PublishSurveyDefinitionRequestDefinition


T = TypeVar("T", bound="PublishSurveyDefinitionRequest")


@_attrs_define
class PublishSurveyDefinitionRequest:
    """
    Attributes:
        definition (PublishSurveyDefinitionRequestDefinition): A survey definition, as docs/surveys.md describes it.
        workspace_ids (list[int]): The workspaces to publish it to; each must exist.
        display_type (str | Unset): How its results are drawn, such as bar.
        id (int | Unset): The id of this version.
        is_active_version (bool | Unset): Whether this is the newest version of its key.
        key (str | Unset): The definition's stable identity; publishing it again makes the next version.
        published_at (datetime.datetime | Unset): When this version was published.
        published_by (int | None | Unset): The staff user who published it.
        tags (list[str] | Unset): The survey's tag names.
        title (str | Unset): The survey title.
        type_ (str | Unset): How the survey is presented, such as chart.
        version (int | Unset): The version number, from 1.
    """

    definition: PublishSurveyDefinitionRequestDefinition
    workspace_ids: list[int]
    display_type: str | Unset = UNSET
    id: int | Unset = UNSET
    is_active_version: bool | Unset = UNSET
    key: str | Unset = UNSET
    published_at: datetime.datetime | Unset = UNSET
    published_by: int | None | Unset = UNSET
    tags: list[str] | Unset = UNSET
    title: str | Unset = UNSET
    type_: str | Unset = UNSET
    version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        definition = self.definition.to_dict()

        workspace_ids = self.workspace_ids

        display_type = self.display_type

        id = self.id

        is_active_version = self.is_active_version

        key = self.key

        published_at: str | Unset = UNSET
        if not isinstance(self.published_at, Unset):
            published_at = self.published_at.isoformat()

        published_by: int | None | Unset
        if isinstance(self.published_by, Unset):
            published_by = UNSET
        else:
            published_by = self.published_by

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        title = self.title

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "definition": definition,
                "workspace_ids": workspace_ids,
            }
        )
        if display_type is not UNSET:
            field_dict["display_type"] = display_type
        if id is not UNSET:
            field_dict["id"] = id
        if is_active_version is not UNSET:
            field_dict["is_active_version"] = is_active_version
        if key is not UNSET:
            field_dict["key"] = key
        if published_at is not UNSET:
            field_dict["published_at"] = published_at
        if published_by is not UNSET:
            field_dict["published_by"] = published_by
        if tags is not UNSET:
            field_dict["tags"] = tags
        if title is not UNSET:
            field_dict["title"] = title
        if type_ is not UNSET:
            field_dict["type"] = type_
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.publish_survey_definition_request_definition import PublishSurveyDefinitionRequestDefinition  # noqa: PLC0415

        d = dict(src_dict)
        definition = PublishSurveyDefinitionRequestDefinition.from_dict(d.pop("definition"))

        workspace_ids = cast(list[int], d.pop("workspace_ids"))

        display_type = d.pop("display_type", UNSET)

        id = d.pop("id", UNSET)

        is_active_version = d.pop("is_active_version", UNSET)

        key = d.pop("key", UNSET)

        _published_at = d.pop("published_at", UNSET)
        published_at: datetime.datetime | Unset
        if isinstance(_published_at, Unset):
            published_at = UNSET
        else:
            published_at = datetime.datetime.fromisoformat(_published_at)

        def _parse_published_by(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        published_by = _parse_published_by(d.pop("published_by", UNSET))

        tags = cast(list[str], d.pop("tags", UNSET))

        title = d.pop("title", UNSET)

        type_ = d.pop("type", UNSET)

        version = d.pop("version", UNSET)

        publish_survey_definition_request = cls(
            definition=definition,
            workspace_ids=workspace_ids,
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
        )

        return publish_survey_definition_request
